// The directory's persisted list state (part A §3 'brokersDirectory'): one page/offset for the view in front, its
// filters, and the header search text. Switching views starts the new one on page 1.
import { useEffect } from 'react';
import { PAGE_SIZE } from '@vms/shared';
import { updateSlice, usePersistedState } from '../../lib/persisted-state';

export type DirectoryView = 'update-missing-details' | 'updated-records' | 'flagged-records' | 'HS-out-of-sync' | 'advance-search';

export function useDirectoryList<F extends Record<string, unknown>>(view: DirectoryView, defaults: F) {
  const { state, update, setPage } = usePersistedState('brokersDirectory');
  const stored = state.filters as { view?: DirectoryView; byView?: Record<string, F> };
  const isCurrent = stored.view === view;
  useEffect(() => {
    if (!isCurrent) update((prev) => ({ page: 1, offset: 0, filters: { ...prev.filters, view } }));
  }, [isCurrent, update, view]);

  const filters = { ...defaults, ...(stored.byView?.[view] ?? {}) } as F;
  return {
    page: isCurrent ? state.page : 1,
    offset: isCurrent ? state.offset : 0,
    limit: PAGE_SIZE,
    search: state.search,
    filters,
    setPage: (page: number) => setPage(page, PAGE_SIZE),
    setFilters: (patch: Partial<F>) =>
      update((prev) => {
        const f = prev.filters as { byView?: Record<string, F> };
        const byView = { ...(f.byView ?? {}), [view]: { ...filters, ...patch } };
        return { page: 1, offset: 0, filters: { ...prev.filters, view, byView } };
      }),
  };
}

/** Opens a view with the given filters (the High Priority badge opens the flagged records this way). */
export function presetView(view: DirectoryView, filters: Record<string, unknown>) {
  updateSlice('brokersDirectory', (prev) => {
    const f = prev.filters as { byView?: Record<string, unknown> };
    return { page: 1, offset: 0, filters: { ...prev.filters, view, byView: { ...(f.byView ?? {}), [view]: filters } } };
  });
}
