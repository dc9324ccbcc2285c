// The listing feed over HTTP (LISTING_FEED_URL, bearer LISTING_FEED_TOKEN):
//   GET {url}/listings?offset=0&limit=200 → { "listings": [...], "total": 1234 }  (a bare array is accepted too)
//   GET {url}/listings/{assetCrexiId}     → the listing, or 404 when the feed no longer has it
// Listings have the shape of port.ts; relative gallery entries are resolved against the feed URL.
import { FeedError, parseFeedListing, type FeedListing, type ListingFeed } from './port.js';

const PAGE = 200;
const TIMEOUT_MS = 30_000;

export function createHttpFeed(opts: { url: string; token?: string; fetch?: typeof fetch; pageSize?: number }): ListingFeed {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.url.replace(/\/$/, '');
  const pageSize = opts.pageSize ?? PAGE;

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        headers: { accept: 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new FeedError(`Listing feed unreachable: ${(err as Error).message}`);
    }
    if (res.status === 404) return { status: 404, body: null };
    const body = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) {
      const message = (body as { message?: string } | null)?.message ?? res.statusText;
      throw new FeedError(`Listing feed ${res.status}: ${message}`);
    }
    return { status: res.status, body };
  }

  const withAbsoluteGallery = (l: FeedListing): FeedListing => ({
    ...l,
    gallery: l.gallery.map((g) => new URL(g, `${base}/`).toString()),
  });

  return {
    kind: 'http',
    async *fetchAll() {
      for (let offset = 0; ; offset += pageSize) {
        const { body } = await get(`/listings?offset=${offset}&limit=${pageSize}`);
        const items = Array.isArray(body) ? body : (body as { listings?: unknown } | null)?.listings;
        if (!Array.isArray(items)) throw new FeedError(`Listing feed page at offset ${offset} has no listings array`);
        if (items.length) yield items.map((item, i) => withAbsoluteGallery(parseFeedListing(item, `#${offset + i + 1}`)));
        const total = (body as { total?: number } | null)?.total;
        if (items.length < pageSize || (typeof total === 'number' && offset + items.length >= total)) return;
      }
    },
    async fetchOne(assetCrexiId) {
      const { status, body } = await get(`/listings/${encodeURIComponent(assetCrexiId)}`);
      if (status === 404 || body === null) return null;
      return withAbsoluteGallery(parseFeedListing(body, assetCrexiId));
    },
  };
}
