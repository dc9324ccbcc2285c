import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, ORDER_MESSAGES, ROLES, TOKEN_KEY } from '@vms/shared';
import { updateSlice, PERSISTED_STATE_KEY } from '../lib/persisted-state';
import { renderRoutes, storeSession } from '../test/render';
import { appRoutes } from './router';
import { vidpitchRoutes } from './vidpitch-router';

describe('app routes', () => {
  it('shows No Access for unknown paths; Go to Login clears storage', async () => {
    storeSession(ROLES.ADMIN);
    updateSlice('app', { page: 2 });
    const { router } = renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByText(AUTH_MESSAGES.noAccess)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    // the login page is a lazy chunk; on a loaded machine its first import can take over a second
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });

  it('sends a signed-out visitor of a portal to login; an unknown path shows the No Access page', async () => {
    const signedOut = renderRoutes(appRoutes, '/editor-portal/projects/project-list');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(signedOut.router.state.location.pathname).toBe('/login');
    signedOut.unmount();

    storeSession(ROLES.ADMIN);
    const signedIn = renderRoutes(appRoutes, '/no-such-portal/projects');
    expect(await screen.findByText(AUTH_MESSAGES.noAccess)).toBeInTheDocument();
    expect(signedIn.router.state.location.pathname).toBe('/no-such-portal/projects');
  });

  it('serves the property-detail tabs; an unknown tab is Page Not Found', async () => {
    storeSession(ROLES.USER);
    renderRoutes(appRoutes, '/crexi-search/property-detail/0b9f3f3e-6c1a-4d6e-9a59-1f4f3c1c2a10/no-such-tab');
    expect(await screen.findByText(ORDER_MESSAGES.pageNotFound, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('serves the login page at / and /login', async () => {
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('VidPitch: guards /assets-listing and shows No Access for other paths', async () => {
    storeSession(ROLES.ADMIN);
    const { router } = renderRoutes(vidpitchRoutes, '/assets-listing');
    expect(await screen.findByText(AUTH_MESSAGES.noAccess)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/401');
  });
});
