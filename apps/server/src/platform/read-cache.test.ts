// The result cache (ADR 0016 "Result cache"): a repeated search is served from the cache, and any committed write to
// one of its tables — through the app or straight in SQL — is seen by the next search; failed reads are not kept; the
// clock bounds an entry's life; per-person project lists are not shared between people.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { brokers } from '../modules/core/index.js';
import { createReadCache } from './read-cache.js';

const SEARCH = `query($lastName: String) { searchAssets(lastName: $lastName, limit: 10, offset: 0) {
  totalCount assets { id brokers { lastName } } } }`;
const DIRECTORY = `query($s: String) { getBrokersDirectory(searchString: $s, limit: 10, offset: 0) { totalCount data { id email } } }`;
const PROJECTS = `{ getProjects(trackStatus: "ACTIVE", limit: 100, offset: 0) { totalCount projects { id projectName } } }`;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@vms.test');
});
afterAll(() => t.close());

describe('the result cache', () => {
  it('serves a repeated search from the cache and sees a write made straight in SQL at once', async () => {
    const sqlRun = t.app.services.database.executeSql;
    const [linked] = (await sqlRun('select broker_id as id from asset_brokers limit 1')).rows as { id: string }[];
    await sqlRun('update brokers set last_name = $1 where id = $2', ['Cachetest', linked!.id]);
    const search = () => t.gql<{ searchAssets: { totalCount: number } }>(SEARCH, { lastName: 'Cachetest' }, admin);
    const first = await search();
    expect(first.data!.searchAssets.totalCount).toBeGreaterThan(0);
    const before = t.app.services.readCache.stats();
    // other fields of the same search: the response cache (graphql/response-cache.ts) does not hold this answer, so
    // the result is what this cache kept
    const again = await t.gql<{ searchAssets: { totalCount: number } }>(
      SEARCH.replace('brokers { lastName }', 'name'),
      { lastName: 'Cachetest' },
      admin,
    );
    expect(again.data!.searchAssets.totalCount).toBe(first.data!.searchAssets.totalCount);
    expect(t.app.services.readCache.stats().hits).toBe(before.hits + 1);
    // renamed outside the app: the brokers trigger bumps the listings version, so the same search misses
    await sqlRun('update brokers set last_name = $1 where id = $2', ['Othername', linked!.id]);
    expect((await search()).data!.searchAssets.totalCount).toBe(0);
  });

  it('sees a write made through the app in the next directory page', async () => {
    const [broker] = await t.app.services.db
      .select()
      .from(brokers)
      .where(sql`${brokers.email} is not null`)
      .limit(1);
    const page = () => t.gql<{ getBrokersDirectory: { data: { id: string; email: string }[] } }>(DIRECTORY, { s: broker!.email }, admin);
    expect((await page()).data!.getBrokersDirectory.data.map((b) => b.id)).toContain(broker!.id);
    await t.gql(
      `mutation($id: ID!, $phone: [String!]!) { updateBrokerDirectory(brokerId: $id, email: "cache.check@example.com", phone: $phone) { message } }`,
      { id: broker!.id, phone: broker!.phone.length ? broker!.phone : ['(555) 010-0000'] },
      admin,
    );
    expect((await page()).data!.getBrokersDirectory.data.map((b) => b.id)).not.toContain(broker!.id);
    const moved = await t.gql<{ getBrokersDirectory: { data: { id: string }[] } }>(DIRECTORY, { s: 'cache.check@example.com' }, admin);
    expect(moved.data!.getBrokersDirectory.data.map((b) => b.id)).toEqual([broker!.id]);
  });

  it('keeps one project list per person for those who see only their own', async () => {
    const customer = await t.login('customer@vms.test');
    const other = await t.login('new.customer@vms.test');
    const mine = await t.gql<{ getProjects: { totalCount: number } }>(PROJECTS, {}, customer);
    const theirs = await t.gql<{ getProjects: { totalCount: number } }>(PROJECTS, {}, other);
    const all = await t.gql<{ getProjects: { totalCount: number } }>(PROJECTS, {}, admin);
    expect(mine.data!.getProjects.totalCount).toBeGreaterThan(0);
    expect(theirs.data!.getProjects.totalCount).toBe(0);
    expect(all.data!.getProjects.totalCount).toBeGreaterThan(mine.data!.getProjects.totalCount);
  });
});

describe('createReadCache', () => {
  const database = (version: () => number) => ({
    executeSql: async () => ({ rows: [{ name: 'listings', version: version() }] }),
  });

  it('does not keep a failed read, and runs identical concurrent misses once', async () => {
    const cache = createReadCache(
      database(() => 1),
      { max: 10, ttlMs: 60_000 },
    );
    await expect(cache.read(['listings'], 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const load = vi.fn(async () => 42);
    expect(await cache.read(['listings'], 'k', load)).toBe(42);
    expect(await cache.read(['listings'], 'k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after a version change, after its time, and always when off', async () => {
    let version = 1;
    const cache = createReadCache(
      database(() => version),
      { max: 10, ttlMs: 1_000 },
    );
    const load = vi.fn(async () => version);
    await cache.read(['listings'], 'k', load);
    version = 2;
    expect(await cache.read(['listings'], 'k', load)).toBe(2);
    vi.useFakeTimers({ now: Date.now() + 2_000 });
    await cache.read(['listings'], 'k', load);
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(3);
    const off = createReadCache(
      database(() => 1),
      { max: 0, ttlMs: 1_000 },
    );
    const each = vi.fn(async () => 1);
    await off.read(['listings'], 'k', each);
    await off.read(['listings'], 'k', each);
    expect(each).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createReadCache(
      database(() => 1),
      { max: 2, ttlMs: 60_000 },
    );
    const load = vi.fn(async () => 0);
    await cache.read(['listings'], 'a', load);
    await cache.read(['listings'], 'b', load);
    await cache.read(['listings'], 'a', load); // a is now the most recent
    await cache.read(['listings'], 'c', load); // b goes
    await cache.read(['listings'], 'a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read(['listings'], 'b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
