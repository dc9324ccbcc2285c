// Per-portal client state kept across reloads (part A §3): page, offset, filters and search text,
// so Back restores a list where the user left it. All slices reset on logout.
import { useCallback, useSyncExternalStore } from 'react';
import { PERSISTED_STATE_SLICES, type PersistedStateSlice } from '@vms/shared';

export interface PortalListState {
  page: number;
  offset: number;
  filters: Record<string, unknown>;
  search: string;
}

export const PERSISTED_STATE_KEY = 'vms-state';

export const INITIAL_PORTAL_STATE: PortalListState = Object.freeze({ page: 1, offset: 0, filters: {}, search: '' });

type AllSlices = Record<PersistedStateSlice, PortalListState>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedAll: AllSlices | undefined;

function initialAll(): AllSlices {
  return Object.fromEntries(PERSISTED_STATE_SLICES.map((s) => [s, INITIAL_PORTAL_STATE])) as AllSlices;
}

function sanitise(value: unknown): PortalListState {
  if (!value || typeof value !== 'object') return INITIAL_PORTAL_STATE;
  const v = value as Partial<PortalListState>;
  return {
    page: typeof v.page === 'number' && v.page >= 1 ? v.page : 1,
    offset: typeof v.offset === 'number' && v.offset >= 0 ? v.offset : 0,
    filters: v.filters && typeof v.filters === 'object' ? v.filters : {},
    search: typeof v.search === 'string' ? v.search : '',
  };
}

function readAll(): AllSlices {
  const raw = localStorage.getItem(PERSISTED_STATE_KEY);
  if (raw === cachedRaw && cachedAll) return cachedAll;
  const all = initialAll();
  if (raw) {
    try {
      const stored = JSON.parse(raw) as Record<string, unknown>;
      for (const slice of PERSISTED_STATE_SLICES) if (slice in stored) all[slice] = sanitise(stored[slice]);
    } catch {
      // Unreadable state is dropped; the lists start from page 1.
    }
  }
  cachedRaw = raw;
  cachedAll = all;
  return all;
}

function notify() {
  for (const listener of listeners) listener();
}

export function readSlice(slice: PersistedStateSlice): PortalListState {
  return readAll()[slice];
}

export type PortalStateUpdate = Partial<PortalListState> | ((prev: PortalListState) => Partial<PortalListState>);

export function updateSlice(slice: PersistedStateSlice, update: PortalStateUpdate): void {
  const all = readAll();
  const prev = all[slice];
  const patch = typeof update === 'function' ? update(prev) : update;
  localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ ...all, [slice]: { ...prev, ...patch } }));
  notify();
}

/** Every slice back to page 1, no filters, no search (called on logout). */
export function resetPersistedState(): void {
  localStorage.removeItem(PERSISTED_STATE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One portal's list state and setters; `setPage` keeps offset = (page - 1) * limit. */
export function usePersistedState(slice: PersistedStateSlice) {
  const state = useSyncExternalStore(
    subscribe,
    () => readAll()[slice],
    () => INITIAL_PORTAL_STATE,
  );
  const update = useCallback((u: PortalStateUpdate) => updateSlice(slice, u), [slice]);
  const setPage = useCallback((page: number, limit: number) => updateSlice(slice, { page, offset: (page - 1) * limit }), [slice]);
  const reset = useCallback(() => updateSlice(slice, INITIAL_PORTAL_STATE), [slice]);
  return { state, update, setPage, reset };
}
