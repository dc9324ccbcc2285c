// The listing search's capped count (ADR 0016) and every filter combination against a brute-force reference, through
// the SQL search and through the in-memory index (listing-index.ts), and the index never serving an older version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, searchAssetsSchema } from '@vms/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { assetBrokers, assets, brokers } from '../../core/index.js';
import { listingIndexOf } from './sales.service.js';

const SEARCH = `query($firstName: String, $lastName: String, $companyName: String, $limit: Int, $offset: Int, $auctionData: String) {
  searchAssets(firstName: $firstName, lastName: $lastName, companyName: $companyName, limit: $limit, offset: $offset, auctionData: $auctionData) {
    totalCount totalCountCapped assets { id } } }`;
type Search = { searchAssets: { totalCount: number; totalCountCapped: boolean; assets: { id: string }[] } };

let t: TestApp;
let customer: string;
beforeAll(async () => {
  // no result cache: each search below must be answered by the path under test
  t = await createTestApp({ READ_CACHE_ENTRIES: '0' });
  customer = await t.login('customer@vms.test');
});
afterAll(() => t?.close());
const db = () => t.app.services.db;
const search = async (vars: Record<string, unknown>) => {
  const r = await t.gql<Search>(SEARCH, vars, customer);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.searchAssets;
};

/** `n` listings, each with `perListing` brokers of the given name; returns the listing ids. */
async function addListings(n: number, perListing: number, name: { firstName: string; lastName: string; company: string }, tag: string) {
  const rows = await db()
    .insert(assets)
    .values(
      Array.from({ length: n }, (_, i) => ({
        assetCrexiId: `${tag}-${i}`,
        name: `${tag} listing ${i}`,
        isAuction: i % 3 === 0,
        updatedOn: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      })),
    )
    .returning({ id: assets.id });
  const people = await db()
    .insert(brokers)
    .values(Array.from({ length: n * perListing }, (_, i) => ({ externalId: `${tag}-B${i}`, ...name })))
    .returning({ id: brokers.id });
  for (let i = 0; i < people.length; i += 1000) {
    await db()
      .insert(assetBrokers)
      .values(
        people.slice(i, i + 1000).map((p, k) => ({ assetId: rows[Math.floor((i + k) / perListing)]!.id, brokerId: p.id, position: 0 })),
      );
  }
  return rows.map((r) => r.id);
}

describe('the capped count', () => {
  it('counts up to the cap, says when more match, and still pages to the cap', async () => {
    await addListings(SEARCH_COUNT_CAP + 50, 1, { firstName: 'Capella', lastName: 'Countwell', company: 'Cap Realty' }, 'CAP');
    const first = await search({ lastName: 'countwell' });
    expect(first).toMatchObject({ totalCount: SEARCH_COUNT_CAP, totalCountCapped: true });
    expect(first.assets).toHaveLength(10);
    const last = await search({ lastName: 'countwell', offset: SEARCH_COUNT_CAP - 10 });
    expect(last.assets).toHaveLength(10);
    // Below the cap the count is exact and not marked.
    const auctions = await search({ lastName: 'countwell', auctionData: 'AUCTION' });
    expect(auctions).toMatchObject({ totalCount: Math.ceil((SEARCH_COUNT_CAP + 50) / 3), totalCountCapped: false });
  });

  it('stays exact when many matching brokers share few listings', async () => {
    // More links than the bound the first count reads, on only two listings.
    await addListings(2, 1700, { firstName: 'Manyhands', lastName: 'Crowded', company: 'Crowd Co' }, 'MANY');
    expect(await search({ lastName: 'crowded' })).toMatchObject({ totalCount: 2, totalCountCapped: false });
  });
});

/** The committed `listings` version, as a request reads it with its session. */
const listingsVersion = async () =>
  ((await t.app.services.database.executeSql("select version from data_versions where name = 'listings'")).rows[0] as { version: string })
    .version;

/** Runs `fn` with the search answered only by SQL, or only by the index (built first, and checked to be current). */
async function through(path: 'sql' | 'index', fn: () => Promise<void>) {
  const config = t.app.services.config;
  config.searchIndex = path === 'index';
  try {
    if (path === 'index') {
      await listingIndexOf(t.app.services).refresh();
      expect(
        listingIndexOf(t.app.services)
          .at(await listingsVersion())
          ?.search(searchAssetsSchema.parse({})),
      ).toBeDefined();
    }
    await fn();
    if (path === 'index')
      expect(
        listingIndexOf(t.app.services)
          .at(await listingsVersion())
          ?.search(searchAssetsSchema.parse({})),
      ).toBeDefined();
  } finally {
    config.searchIndex = true;
  }
}

describe('the in-memory index', () => {
  it('is used only at the version a request read: a write is found at once, by SQL, until the index is rebuilt', async () => {
    await through('index', async () => {
      expect((await search({ lastName: 'freshwrite' })).totalCount).toBe(0);
    });
    const before = await listingsVersion();
    const [id] = await addListings(1, 1, { firstName: 'Fresh', lastName: 'Freshwrite', company: 'New Co' }, 'FRESH');
    expect(await listingsVersion()).not.toBe(before);
    // the index is at the old version: not used, the SQL search finds the new listing
    expect(listingIndexOf(t.app.services).at(await listingsVersion())).toBeUndefined();
    expect(await search({ lastName: 'freshwrite' })).toMatchObject({ totalCount: 1, assets: [{ id }] });
    await through('index', async () => {
      expect(await search({ lastName: 'freshwrite' })).toMatchObject({ totalCount: 1, assets: [{ id }] });
    });
  });
});

describe.each(['sql', 'index'] as const)('every filter combination against a brute-force reference (%s)', (path) => {
  it('finds exactly the listings a full scan finds, in the same order', () =>
    through(path, async () => {
      const allAssets = await db().select({ id: assets.id, isAuction: assets.isAuction, updatedOn: assets.updatedOn }).from(assets);
      const allBrokers = await db().select().from(brokers);
      const links = await db().select().from(assetBrokers);
      const brokerById = new Map(allBrokers.map((b) => [b.id, b]));
      const firsts = ['', 'a', 'ma', 'jo'];
      const lasts = ['', 'smith', 'garcia', 'countwell'];
      const companies = ['', 'realty', 'cap', 'group'];
      const auctionsOf = ['', 'AUCTION', 'ELITE'];
      let checked = 0;
      for (const firstName of firsts)
        for (const lastName of lasts)
          for (const companyName of companies)
            for (const auctionData of auctionsOf) {
              if (!firstName && !lastName && !companyName) continue;
              const matches = (id: string) =>
                links.some((l) => {
                  if (l.assetId !== id) return false;
                  const b = brokerById.get(l.brokerId)!;
                  return (
                    (!firstName || (b.firstName ?? '').toLowerCase().startsWith(firstName)) &&
                    (!lastName || (b.lastName ?? '').toLowerCase().startsWith(lastName)) &&
                    (!companyName || (b.company ?? '').toLowerCase().includes(companyName))
                  );
                });
              const expected = allAssets
                .filter((a) => (!auctionData || a.isAuction === (auctionData === 'AUCTION')) && matches(a.id))
                .sort((x, y) => (y.updatedOn?.getTime() ?? -Infinity) - (x.updatedOn?.getTime() ?? -Infinity) || (x.id < y.id ? -1 : 1));
              const got = await search({ firstName, lastName, companyName, auctionData, limit: 10 });
              expect(got.totalCount, `${firstName}/${lastName}/${companyName}/${auctionData}`).toBe(
                Math.min(expected.length, SEARCH_COUNT_CAP),
              );
              expect(got.totalCountCapped).toBe(expected.length > SEARCH_COUNT_CAP);
              expect(got.assets.map((a) => a.id)).toEqual(expected.slice(0, 10).map((a) => a.id));
              checked++;
            }
      expect(checked).toBe(4 * 4 * 4 * 3 - 3);
    }));
});
