import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, ORDER_MESSAGES, ROLES, TOKEN_KEY } from '@vms/shared';
import { updateSlice, PERSISTED_STATE_KEY } from '../lib/persisted-state';
import { renderRoutes, storeSession } from '../test/render';
import { matchRoutes, type RouteObject } from 'react-router';
import { appRoutes, startingRoutes } from './router';
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

/** Every route path of a tree, its parameters filled in ('x'; a splat 'x/y'). */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const path = r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    const here = r.path !== undefined || r.index ? [path.replace(/:[\w-]+\??/g, 'x').replace(/\*$/, 'x/y') || '/'] : [];
    return [...here, ...paths(r.children ?? [], path)];
  });
}
const leaf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the routes a page starts with', () => {
  const all = paths(appRoutes);

  it('match every path of the app as the whole tree does, with a fraction of its routes', () => {
    expect(all.length).toBeGreaterThan(60);
    for (const path of all) {
      const start = startingRoutes(path).routes;
      expect(leaf(start, path), path).toBe(leaf(appRoutes, path));
      expect(paths(start).length, path).toBeLessThan(all.length / 2);
    }
  });

  it("add another portal's routes when it is visited: the management list, then the editor's projects", async () => {
    storeSession(ROLES.ADMIN);
    const start = startingRoutes('/management-portal/projects/active-projects');
    expect(leaf(start.routes, '/editor-portal/projects/project-list')?.path).toBe('*');
    const { router } = renderRoutes(start.routes, '/management-portal/projects/active-projects', [], start);
    await router.navigate('/editor-portal/projects/project-list');
    expect(router.state.location.pathname).toBe('/editor-portal/projects/project-list');
    expect(router.state.matches.at(-1)?.route.path).not.toBe('*');
    await router.navigate('/no-such-portal/projects');
    expect(await screen.findByText(AUTH_MESSAGES.noAccess)).toBeInTheDocument();
  });
});
