// The list's persisted state (slice salesPersonPortal, part A §3): page, the search field chosen, its value and the
// header's global search. Changing the field clears the filters; any search goes back to page 1 (part B §2.7).
import { useCallback } from 'react';
import { DEAL_SEARCH_FIELDS, PAGE_SIZE } from '@vms/shared';
import { usePersistedState } from '../../lib/persisted-state';

export type DealSearchField = (typeof DEAL_SEARCH_FIELDS)[number];
const isField = (v: unknown): v is DealSearchField => DEAL_SEARCH_FIELDS.includes(v as DealSearchField);

export function useDealsList() {
  const { state, update } = usePersistedState('salesPersonPortal');
  const field: DealSearchField = isField(state.filters.field) ? state.filters.field : 'All';
  const value = typeof state.filters.value === 'string' ? state.filters.value : '';
  const setPage = useCallback((page: number) => update({ page, offset: (page - 1) * PAGE_SIZE }), [update]);
  const setField = useCallback(
    (next: DealSearchField) => update((prev) => ({ page: 1, offset: 0, filters: { ...prev.filters, field: next, value: '' } })),
    [update],
  );
  const setValue = useCallback(
    (next: string) => update((prev) => ({ page: 1, offset: 0, filters: { ...prev.filters, value: next } })),
    [update],
  );
  const setGlobal = useCallback((text: string) => update({ page: 1, offset: 0, search: text }), [update]);
  return {
    page: state.page,
    offset: (state.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    field,
    value,
    global: state.search,
    setPage,
    setField,
    setValue,
    setGlobal,
  };
}

/** The server's filter for the chosen field and its value (All: no field filter). */
export function dealsFilter(field: DealSearchField, value: string) {
  if (!value) return {};
  if (field === 'Deal Name') return { dealName: value };
  if (field === 'Status') return { status: value };
  if (field === 'Start Date') return { startDate: value };
  return {};
}
