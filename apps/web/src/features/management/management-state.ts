// The management portal's persisted list state (slice managementPortal): the page and offset of the list last
// used, which list that was, and its path, so that Back from a detail restores it.
import { useCallback } from 'react';
import { MANAGEMENT_BASE, MANAGEMENT_SLUGS, PAGE_SIZE, type ManagementSlug } from '@vms/shared';
import { usePersistedState } from '../../lib/persisted-state';

export function isSlug(value: string | undefined): value is ManagementSlug {
  return MANAGEMENT_SLUGS.some((s) => s.slug === value);
}

export function slugInfo(slug: ManagementSlug) {
  return MANAGEMENT_SLUGS.find((s) => s.slug === slug)!;
}

/** Page, offset and search of one list; a different list than the one remembered starts on page 1. */
export function useManagementList(slug: ManagementSlug) {
  const { state, update } = usePersistedState('managementPortal');
  const mine = state.filters.slug === slug;
  const page = mine ? state.page : 1;
  const search = mine ? state.search : '';
  const setPage = useCallback(
    (next: number) =>
      update((prev) => ({
        page: next,
        offset: (next - 1) * PAGE_SIZE,
        filters: { ...prev.filters, slug },
        search: prev.filters.slug === slug ? prev.search : '',
      })),
    [slug, update],
  );
  const setSearch = useCallback(
    (text: string) => update((prev) => ({ page: 1, offset: 0, search: text, filters: { ...prev.filters, slug } })),
    [slug, update],
  );
  /** Remembers the list (and its page) a detail is opened from. */
  const rememberList = useCallback(
    (path: string) => update((prev) => ({ filters: { ...prev.filters, slug, listPath: path } })),
    [slug, update],
  );
  return { page, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, search, setPage, setSearch, rememberList };
}

/** Where Back from a detail goes: the remembered list path when it is the slug's list, else the slug's list. */
export function useBackPath(slug: ManagementSlug): string {
  const { state } = usePersistedState('managementPortal');
  const remembered = state.filters.listPath;
  const own = `${MANAGEMENT_BASE}/${slug}`;
  return typeof remembered === 'string' && remembered.startsWith(own) ? remembered : own;
}
