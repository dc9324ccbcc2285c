import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckResetLinkExpirationDocument, ResetPasswordDocument } from '../../../gql/graphql';
import { renderRoutes } from '../../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const routes = [
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/error/404', element: <p>not found page</p> },
  { path: '/success', element: <p>success page</p> },
  { path: '/forgot-password', element: <p>forgot page</p> },
];

const email = 'pm@vms.test';
const head = btoa(JSON.stringify({ email, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
const token = `${head}.r4nd0m`;

function linkStatus(status: number) {
  return {
    request: { query: CheckResetLinkExpirationDocument, variables: { email, token } },
    result: { data: { checkResetLinkExpiration: { __typename: 'LinkStatus', status } } },
  };
}

describe('ResetPasswordPage', () => {
  it('sends an unknown link (status 404) to /error/404', async () => {
    const { router } = renderRoutes(routes, `/reset-password/${token}`, [linkStatus(404)]);
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('sends an unreadable token to /error/404', async () => {
    const { router } = renderRoutes(routes, '/reset-password/garbage', []);
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('shows the expired text with a link to request a new one (status 410)', async () => {
    renderRoutes(routes, `/reset-password/${token}`, [linkStatus(410)]);
    expect(await screen.findByText('Sorry, Your link is expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /new reset link/i })).toHaveAttribute('href', '/forgot-password');
  });

  it('validates and resets the password on a valid link', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/reset-password/${token}`, [
      linkStatus(200),
      {
        request: { query: ResetPasswordDocument, variables: { email, password: 'NewPass1', token } },
        result: { data: { resetPassword: { __typename: 'StatusMessage', status: 200, message: 'Password changed' } } },
      },
    ]);
    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Incorrect format')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'NewPass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
  });
});
