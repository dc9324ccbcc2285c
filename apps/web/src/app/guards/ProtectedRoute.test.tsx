import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROLES, TOKEN_KEY } from '@vms/shared';
import { EARLIER_PATH_KEY } from '../../lib/auth-storage';
import { PERSISTED_STATE_KEY, updateSlice } from '../../lib/persisted-state';
import { renderRoutes, storeSession } from '../../test/render';
import { ProtectedRoute } from './ProtectedRoute';

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/error/401', element: <p>401 page</p> },
  {
    element: <ProtectedRoute />,
    children: [
      { path: '/dashboard', element: <p>dashboard content</p> },
      { path: '/pm-portal/*', element: <p>pm content</p> },
    ],
  },
];

describe('ProtectedRoute', () => {
  it('sends a visitor without a token to /login and remembers the wanted page', async () => {
    const { router } = renderRoutes(routes, '/pm-portal/projects/project-list?page=2');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(EARLIER_PATH_KEY)).toBe('/pm-portal/projects/project-list?page=2');
  });

  it('treats a token within 60 seconds of expiry as signed out and clears storage', async () => {
    storeSession(ROLES.VMS_PM, 45);
    updateSlice('pmPortal', { page: 3, offset: 20 });
    const { router } = renderRoutes(routes, '/pm-portal/projects/project-list');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });

  it('sends a signed-in user with the wrong role to /error/401', async () => {
    storeSession(ROLES.USER);
    const { router } = renderRoutes(routes, '/pm-portal/projects/project-list');
    expect(await screen.findByText('401 page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/401');
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });

  it('lets a permitted role in', async () => {
    storeSession(ROLES.VMS_PM, 120);
    renderRoutes(routes, '/pm-portal/projects/project-list');
    expect(await screen.findByText('pm content')).toBeInTheDocument();
  });

  it('opens /dashboard for any signed-in role', async () => {
    storeSession(ROLES.BROKER);
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('dashboard content')).toBeInTheDocument();
  });
});
