// The directory search through the in-memory index (directory-index.ts) against the SQL search, on the same data:
// every sort, filter and field choice gives the same page, in the same order, and the same count; and the index never
// answers a request that read another version of the brokers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKER_SEARCH_FIELDS } from '@vms/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { brokers } from '../core/index.js';
import { directoryIndexOf } from './brokers.service.js';

const DIRECTORY = `query($missingEmail: Boolean, $missingPhone: Boolean, $newBroker: Boolean, $updatedRecords: Boolean,
  $limit: Int, $offset: Int, $searchParams: [String!], $searchString: String, $sortParams: String) {
  getBrokersDirectory(missingEmail: $missingEmail, missingPhone: $missingPhone, newBroker: $newBroker,
    updatedRecords: $updatedRecords, limit: $limit, offset: $offset, searchParams: $searchParams,
    searchString: $searchString, sortParams: $sortParams) { totalCount totalCountCapped data { id } } }`;
type Page = { totalCount: number; totalCountCapped: boolean; data: { id: string }[] };

let t: TestApp;
let operator: string;
beforeAll(async () => {
  // no result cache: each list below must be answered by the path under test
  t = await createTestApp({ READ_CACHE_ENTRIES: '0' });
  operator = await t.login('operator@vms.test');
  const firsts = ['Ann', 'Anna', 'Joanna', 'Mark', 'Zoë', 'Sam'];
  const lasts = ['Smith', 'Smithers', 'Garcia', 'Ansel', 'Ångström', 'smith'];
  const companies = ['Smith Realty', 'CBRE', null, 'Annex Partners', 'Garcia & Sons', ''];
  await t.app.services.db.insert(brokers).values(
    Array.from({ length: 240 }, (_, i) => ({
      externalId: `DIX-${i}`,
      firstName: firsts[i % 6]!,
      lastName: lasts[(i * 5) % 6]!,
      company: companies[(i * 7) % 6] ?? null,
      email: i % 5 === 0 ? null : i % 11 === 0 ? '' : `${firsts[i % 6]!.toLowerCase()}.${i}@smith-mail.test`,
      phone: i % 4 === 0 ? [] : ['(555) 010-0000'],
      totalActiveAssetsCount: i % 7,
      createdAt: new Date(Date.now() - (i % 60) * 86_400_000),
      brokerUpdatedAt: i % 3 === 0 ? new Date(Date.now() - i * 3_600_000) : null,
    })),
  );
});
afterAll(() => t?.close());

const list = async (vars: Record<string, unknown>) => {
  const r = await t.gql<{ getBrokersDirectory: Page }>(DIRECTORY, vars, operator);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.getBrokersDirectory;
};
const brokersVersion = async () =>
  ((await t.app.services.database.executeSql("select version from data_versions where name = 'brokers'")).rows[0] as { version: string })
    .version;

describe('the directory index', () => {
  it('gives the SQL search’s page and count for every sort, filter and field choice', async () => {
    const config = t.app.services.config;
    const cases: Record<string, unknown>[] = [];
    for (const searchString of ['smith', 'ann', 'an', 'å', 'cbre', 'smith-mail', 'a.1', 'nobody', 'anna smith'])
      for (const sortParams of ['', 'total_active_assets_count', 'new_brokers'])
        for (const filter of [
          {},
          { missingEmail: true },
          { missingPhone: true },
          { missingEmail: true, missingPhone: true },
          { newBroker: true },
          { updatedRecords: true },
        ])
          for (const searchParams of [null, ['last_name'], ['company', 'email'], [...BROKER_SEARCH_FIELDS]])
            cases.push({ searchString, sortParams, ...filter, searchParams, limit: 7, offset: cases.length % 3 === 0 ? 7 : 0 });
    config.searchIndex = false;
    const expected = [];
    for (const c of cases) expected.push(await list(c));
    config.searchIndex = true;
    await directoryIndexOf(t.app.services).refresh();
    expect(directoryIndexOf(t.app.services).at(await brokersVersion())).toBeDefined();
    for (const [i, c] of cases.entries()) expect(await list(c), JSON.stringify(c)).toEqual(expected[i]);
    expect(expected.filter((p) => p.totalCount > 0).length).toBeGreaterThan(cases.length / 3);
  });

  it('is used only at the version a request read: an edit is found at once, by SQL, until the index is rebuilt', async () => {
    await directoryIndexOf(t.app.services).refresh();
    expect((await list({ searchString: 'quetzal' })).totalCount).toBe(0);
    const [row] = await t.app.services.db
      .insert(brokers)
      .values({ externalId: 'DIX-NEW', firstName: 'Quetzal', lastName: 'Newcomer', email: 'q@new.test' })
      .returning({ id: brokers.id });
    expect(directoryIndexOf(t.app.services).at(await brokersVersion())).toBeUndefined();
    expect(await list({ searchString: 'quetzal' })).toMatchObject({ totalCount: 1, data: [{ id: row!.id }] });
    await directoryIndexOf(t.app.services).refresh();
    expect(directoryIndexOf(t.app.services).at(await brokersVersion())).toBeDefined();
    expect(await list({ searchString: 'quetzal' })).toMatchObject({ totalCount: 1, data: [{ id: row!.id }] });
  });
});
