// The local listing feed: a JSON file (LISTING_FEED_FILE; the demo feed by default), either an array of listings or
// `{ "listings": [...] }`. It is read again on every call, so an edited file is seen by the next sync.
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { FeedError, parseFeedListing, type FeedListing, type ListingFeed } from './port.js';

const PAGE = 500;
export const isHttpUrl = (source: string) => /^https?:\/\//i.test(source);

/**
 * Gallery entries that are paths are relative to the feed file; the gallery job reads them below `galleryRoot`
 * (the configured feed's directory), so they are re-expressed relative to it. A path that ends up outside stays
 * as it is and the gallery job refuses it, visibly, rather than reading anywhere on disk.
 */
function rebase(source: string, fileDir: string, galleryRoot: string): string {
  if (isHttpUrl(source) || isAbsolute(source) || /^[a-z][a-z0-9+.-]*:/i.test(source)) return source;
  return relative(galleryRoot, resolve(fileDir, source)).split(sep).join('/');
}

export async function readFeedFile(file: string, galleryRoot = dirname(file)): Promise<FeedListing[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new FeedError(`Cannot read the listing feed ${file}: ${(err as Error).message}`);
  }
  const items = Array.isArray(raw) ? raw : (raw as { listings?: unknown })?.listings;
  if (!Array.isArray(items)) throw new FeedError(`The listing feed ${file} holds neither an array of listings nor { "listings": [...] }`);
  const fileDir = dirname(file);
  return items.map((item, i) => {
    const listing = parseFeedListing(item, `#${i + 1}`);
    return { ...listing, gallery: listing.gallery.map((g) => rebase(g, fileDir, galleryRoot)) };
  });
}

export function createLocalFeed(opts: { file: string; galleryRoot?: string }): ListingFeed {
  const read = () => readFeedFile(opts.file, opts.galleryRoot ?? dirname(opts.file));
  return {
    kind: 'local',
    async *fetchAll() {
      const all = await read();
      for (let i = 0; i < all.length; i += PAGE) yield all.slice(i, i + PAGE);
    },
    async fetchOne(assetCrexiId) {
      return (await read()).find((l) => l.assetCrexiId === assetCrexiId) ?? null;
    },
  };
}
