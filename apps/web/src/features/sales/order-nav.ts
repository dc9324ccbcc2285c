// Where the order pages lead: a tab's route, and back to the search the person came from (part A §2 "Property detail").
import { ORDER_TABS } from '@vms/shared';
import { readSlice, updateSlice } from '../../lib/persisted-state';

export const SEARCH_RESULTS_PATH = '/crexi-search/results';
export const PENDING_RESULTS_PATH = '/crexi-search/results?pendingOrder=true';

export const orderTabPath = (assetId: string, tab: number) =>
  `/crexi-search/property-detail/${assetId}/${ORDER_TABS[tab]?.slug ?? ORDER_TABS[0].slug}`;

/**
 * The search page remembers its URL when a listing is opened, so submitting or saving for later returns to that search
 * ("the searched-by route"). It lives in the persisted salesPortal slice, so a reload keeps it and logout clears it.
 */
export function rememberSearchedBy(url: string): void {
  updateSlice('salesPortal', (prev) => ({ filters: { ...prev.filters, searchedBy: url } }));
}

export function searchedByUrl(): string | null {
  const url = readSlice('salesPortal').filters.searchedBy;
  // Only a path inside the sales search: a stored value is never trusted to lead elsewhere.
  return typeof url === 'string' && url.startsWith(SEARCH_RESULTS_PATH) ? url : null;
}
