// The HTTP listing feed against a local fake of its two endpoints (paged list, one listing), and the local file feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpFeed } from './http.js';
import { createLocalFeed } from './local.js';
import { FeedError, type FeedListing, type FeedListingInput } from './port.js';

const listing = (n: number, extra: Partial<FeedListingInput> = {}): FeedListingInput => ({
  assetCrexiId: String(5000 + n),
  name: `Listing ${n}`,
  askingPrice: 1_000_000 + n,
  activatedOn: '2025-01-02T00:00:00.000Z',
  brokers: [{ externalId: `B${n}`, firstName: 'Ann', lastName: `Lee${n}`, phone: ['555-000-0000'] }],
  gallery: ['photos/a.jpg', 'https://cdn.example.com/b.jpg'],
  ...extra,
});
const ALL = Array.from({ length: 5 }, (_, i) => listing(i));

let server: Server;
let baseUrl: string;
const seen: { url: string; auth?: string }[] = [];
let mode: 'ok' | 'down' | 'bad' = 'ok';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url!, auth: req.headers.authorization });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== 'Bearer feed-token') return json(401, { message: 'Unauthorized' });
    if (mode === 'down') return json(503, { message: 'Maintenance' });
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/v1/listings') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const items = mode === 'bad' ? [{ name: 'no id' }] : ALL.slice(offset, offset + limit);
      return json(200, { listings: items, total: ALL.length });
    }
    const one = /^\/v1\/listings\/([^/]+)$/.exec(url.pathname);
    const found = one && ALL.find((l) => l.assetCrexiId === decodeURIComponent(one[1]!));
    return found ? json(200, found) : json(404, { message: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function collect(feed: { fetchAll(): AsyncIterable<FeedListing[]> }) {
  const pages: FeedListing[][] = [];
  for await (const page of feed.fetchAll()) pages.push(page);
  return pages;
}

describe('HTTP listing feed', () => {
  it('pages through /listings with the bearer token and parses every listing', async () => {
    mode = 'ok';
    seen.length = 0;
    const feed = createHttpFeed({ url: baseUrl, token: 'feed-token', pageSize: 2 });
    const pages = await collect(feed);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(seen.map((s) => s.url)).toEqual([
      '/v1/listings?offset=0&limit=2',
      '/v1/listings?offset=2&limit=2',
      '/v1/listings?offset=4&limit=2',
    ]);
    expect(seen.every((s) => s.auth === 'Bearer feed-token')).toBe(true);
    const first = pages[0]![0]!;
    expect(first).toMatchObject({ assetCrexiId: '5000', askingPrice: 1_000_000, isAuction: false, details: {} });
    expect(first.activatedOn).toEqual(new Date('2025-01-02T00:00:00.000Z'));
    // Relative gallery entries point at the feed's host.
    expect(first.gallery).toEqual([`${baseUrl}/photos/a.jpg`, 'https://cdn.example.com/b.jpg']);
    expect(first.brokers[0]).toEqual({
      externalId: 'B0',
      firstName: 'Ann',
      lastName: 'Lee0',
      company: null,
      email: null,
      phone: ['555-000-0000'],
      city: null,
      photoUrl: null,
    });
  });

  it('fetches one listing, null when the feed no longer has it', async () => {
    mode = 'ok';
    const feed = createHttpFeed({ url: baseUrl, token: 'feed-token' });
    expect((await feed.fetchOne('5003'))?.name).toBe('Listing 3');
    expect(await feed.fetchOne('9999')).toBeNull();
  });

  it('reports an unreachable, failing or malformed feed as a FeedError', async () => {
    mode = 'down';
    const feed = createHttpFeed({ url: baseUrl, token: 'feed-token' });
    await expect(feed.fetchOne('5000')).rejects.toThrow(new FeedError('Listing feed 503: Maintenance'));
    mode = 'ok';
    await expect(createHttpFeed({ url: baseUrl, token: 'wrong' }).fetchOne('5000')).rejects.toThrow('Listing feed 401: Unauthorized');
    await expect(createHttpFeed({ url: 'http://127.0.0.1:9', token: 'x' }).fetchOne('1')).rejects.toThrow(/^Listing feed unreachable/);
    mode = 'bad';
    await expect(collect(feed)).rejects.toThrow('Listing #1: assetCrexiId');
    mode = 'ok';
  });
});

describe('local listing feed', () => {
  it('reads an array or { listings }, with gallery paths relative to the feed file re-based on the gallery root', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vms-feed-'));
    try {
      const file = join(dir, 'feed.json');
      writeFileSync(file, JSON.stringify({ listings: ALL.slice(0, 3) }));
      const feed = createLocalFeed({ file });
      const pages = await collect(feed);
      expect(pages.flat().map((l) => l.assetCrexiId)).toEqual(['5000', '5001', '5002']);
      expect(pages[0]![0]!.gallery).toEqual(['photos/a.jpg', 'https://cdn.example.com/b.jpg']);
      expect((await feed.fetchOne('5002'))?.name).toBe('Listing 2');
      expect(await feed.fetchOne('5004')).toBeNull();

      writeFileSync(join(dir, 'arr.json'), JSON.stringify([listing(7)]));
      const rebased = createLocalFeed({ file: join(dir, 'arr.json'), galleryRoot: join(dir, 'nested') });
      expect((await rebased.fetchOne('5007'))!.gallery[0]).toBe('../photos/a.jpg');

      writeFileSync(file, JSON.stringify([listing(1), { ...listing(2), askingPrice: 'lots' }]));
      await expect(feed.fetchOne('5001')).rejects.toThrow('Listing #2: askingPrice');
      writeFileSync(file, '{ not json');
      await expect(feed.fetchOne('5001')).rejects.toThrow(FeedError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
