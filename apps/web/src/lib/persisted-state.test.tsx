import { describe, expect, it } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { PERSISTED_STATE_SLICES, ROLES, TOKEN_KEY } from '@vms/shared';
import { LogoutPage } from '../features/auth/pages/LogoutPage';
import { renderRoutes, storeSession } from '../test/render';
import { INITIAL_PORTAL_STATE, readSlice, updateSlice, usePersistedState } from './persisted-state';

describe('persisted portal state', () => {
  it('keeps page, offset, filters and search per portal', () => {
    const { result } = renderHook(() => usePersistedState('managementPortal'));
    act(() => result.current.setPage(3, 10));
    act(() => result.current.update({ search: 'tower', filters: { plan: 'GOLD' } }));
    expect(result.current.state).toEqual({ page: 3, offset: 20, search: 'tower', filters: { plan: 'GOLD' } });
    expect(readSlice('pmPortal')).toEqual(INITIAL_PORTAL_STATE);
  });

  it('resets every slice on logout', async () => {
    storeSession(ROLES.ADMIN);
    for (const slice of PERSISTED_STATE_SLICES) updateSlice(slice, { page: 4, offset: 30, search: 'x' });
    const { router } = renderRoutes(
      [
        { path: '/logout', element: <LogoutPage /> },
        { path: '/login', element: <p>login page</p> },
      ],
      '/logout',
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    for (const slice of PERSISTED_STATE_SLICES) expect(readSlice(slice)).toEqual(INITIAL_PORTAL_STATE);
  });
});
