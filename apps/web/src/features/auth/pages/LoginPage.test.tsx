import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AUTH_MESSAGES, ROLES, TOKEN_KEY } from '@vms/shared';
import { LoginDocument } from '../../../gql/graphql';
import { makeToken, renderRoutes, storeSession } from '../../../test/render';
import { LoginPage } from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/pm-portal/*', element: <p>pm home</p> },
  { path: '/pilot-dashboard/:id', element: <p>pilot home</p> },
];

function loginError(email: string, password: string, message: string, code = 'BAD_USER_INPUT') {
  return {
    request: { query: LoginDocument, variables: { email, password } },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
  };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('shows the required-field messages', async () => {
    renderRoutes(routes, '/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects a malformed e-mail', async () => {
    renderRoutes(routes, '/login');
    await fillAndSubmit('not-an-email', 'secret');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  });

  it('explains an unknown e-mail with the support phone', async () => {
    window.__VMS_CONFIG__ = { supportPhone: '(555) 010-2030' };
    renderRoutes(routes, '/login', [loginError('nobody@vms.test', 'Secret1', AUTH_MESSAGES.unknownEmail)]);
    await fillAndSubmit('nobody@vms.test', 'Secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown user ID. Please contact the provider at (555) 010-2030 to change your user ID.',
    );
    delete window.__VMS_CONFIG__;
  });

  it("shows 'Invalid Credentials.' for a wrong password", async () => {
    renderRoutes(routes, '/login', [loginError('pm@vms.test', 'wrong', AUTH_MESSAGES.wrongPassword)]);
    await fillAndSubmit('pm@vms.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials.');
  });

  it('toasts other errors such as rate limiting', async () => {
    const message = AUTH_MESSAGES.tooManyAttempts(30);
    renderRoutes(routes, '/login', [loginError('pm@vms.test', 'Demo1234', message, 'RATE_LIMITED')]);
    await fillAndSubmit('pm@vms.test', 'Demo1234');
    const toast = await screen.findByText(message);
    expect(toast.closest('.mantine-Notification-root')).not.toBeNull();
    expect(document.querySelector('.mantine-Alert-root')).toBeNull();
  });

  it('stores the session and opens the role home', async () => {
    const token = makeToken(ROLES.VMS_PM, 3600);
    const { router } = renderRoutes(routes, '/login', [
      {
        request: { query: LoginDocument, variables: { email: 'pm@vms.test', password: 'Demo1234' } },
        result: {
          data: {
            login: { __typename: 'LoginResult', token, role: ROLES.VMS_PM, isEditorProfileUpdated: false, userId: '7', photo: null },
          },
        },
      },
    ]);
    await fillAndSubmit(' pm@vms.test ', 'Demo1234');
    expect(await screen.findByText('pm home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pm-portal/projects/project-list');
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY)!)).toMatchObject({ token, role: ROLES.VMS_PM, userId: '7' });
  });

  it('redirects a visitor who is already signed in', async () => {
    storeSession(ROLES.VMS_PILOT);
    sessionStorage.setItem('vms-earlier-path', '/pilot-dashboard/12');
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByText('pilot home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pilot-dashboard/12');
  });
});
