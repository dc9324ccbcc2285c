// Picks the listing feed: the HTTP feed when LISTING_FEED_URL is set, the local JSON file otherwise.
import type { Config } from '../../config.js';
import { createHttpFeed } from './http.js';
import { createLocalFeed } from './local.js';
import type { ListingFeed } from './port.js';

export function createListingFeed(config: Pick<Config, 'listingFeed'>): ListingFeed {
  const { url, token, file } = config.listingFeed;
  return url ? createHttpFeed({ url, token }) : createLocalFeed({ file });
}
export type { FeedBroker, FeedListing, ListingFeed } from './port.js';
export { FeedError } from './port.js';
