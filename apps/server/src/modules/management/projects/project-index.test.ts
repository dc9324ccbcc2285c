// The project search through the in-memory index (project-index.ts) against the SQL search, on the same data: every
// term, track status, scope and page gives the same page (every field the list shows, which the index holds), in the
// same order, and the same (capped) count; and the index never answers a request that read another version of the
// projects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@vms/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { assets, projects, users } from '../../core/index.js';
import { projectIndexOf } from './projects.service.js';

const SEARCH = `query($s: String!, $track: String!, $limit: Int, $offset: Int) {
  projectSearch(searchText: $s, trackStatus: $track, limit: $limit, offset: $offset) { totalCount totalCountCapped
    projects { id projectUuid projectName plan status trackStatus createdAt updatedAt userId assetId isNew } } }`;
type Page = {
  totalCount: number;
  totalCountCapped: boolean;
  projects: { id: string; assetId: string | null; plan: string; isNew: boolean }[];
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // no result cache: each search below must be answered by the path under test
  t = await createTestApp({ READ_CACHE_ENTRIES: '0' }, { work: false });
  for (const who of ['admin', 'customer', 'pm']) tokens[who] = await t.login(`${who}@vms.test`);
  const people = Object.fromEntries(
    (await t.app.services.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const [asset] = await t.app.services.db.select({ id: assets.id }).from(assets).limit(1);
  const names = [
    'Gottlieb Commons',
    'Gottlieb Plaza at 12 Paz Way',
    '4120 Orellana Blvd',
    'Ångström Center',
    'Paz Crossing',
    'plaza 50%_off',
  ];
  const base = Date.now();
  await t.app.services.db.insert(projects).values(
    Array.from({ length: 2 * SEARCH_COUNT_CAP }, (_, i) => ({
      projectName: `${names[i % names.length]} ${i % 7 === 0 ? 'Tower' : ''}`.trim(),
      plan: i % 3 === 0 ? 'PLATINUM' : 'GOLD',
      status: i % 4 === 1 ? 'ACTIVE' : 'NOT STARTED',
      isNew: i % 2 === 0,
      assetId: i % 8 === 0 ? asset!.id : null,
      trackStatus: i % 9 === 0 ? 'COMPLETED' : 'ACTIVE',
      customerId: i % 4 === 0 ? people['customer@vms.test'] : null,
      editorId: i % 5 === 0 ? people['editor@vms.test'] : null,
      pilotId: i % 6 === 0 ? people['pilot@vms.test'] : null,
      // ties on updated_at: the order falls back to the id
      updatedAt: new Date(base - Math.floor(i / 3) * 60_000),
    })),
  );
});
afterAll(() => t?.close());

const search = async (who: string, vars: Record<string, unknown>) => {
  const r = await t.gql<{ projectSearch: Page }>(SEARCH, vars, tokens[who]);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.projectSearch;
};
const projectsVersion = async () =>
  ((await t.app.services.database.executeSql("select version from data_versions where name = 'projects'")).rows[0] as { version: string })
    .version;

describe('the project index', () => {
  it('gives the SQL search’s page and count for every term, track status, scope and page', async () => {
    const config = t.app.services.config;
    const cases: [string, Record<string, unknown>][] = [];
    for (const who of ['admin', 'customer', 'pm'])
      for (const s of ['gottlieb', 'pla', 'pl', 'l', 'z', 'ångström', '50%_', 'paz way', 'tower', 'nobody', 'Gottlieb'])
        for (const track of ['ACTIVE', 'COMPLETED'])
          for (const [limit, offset] of [
            [10, 0],
            [7, 14],
            [10, SEARCH_COUNT_CAP - 5],
          ])
            cases.push([who, { s, track, limit, offset }]);
    config.searchIndex = false;
    const expected = [];
    for (const [who, vars] of cases) expected.push(await search(who, vars));
    config.searchIndex = true;
    await projectIndexOf(t.app.services).refresh();
    expect(projectIndexOf(t.app.services).at(await projectsVersion())).toBeDefined();
    for (const [i, [who, vars]] of cases.entries()) expect(await search(who, vars), `${who} ${JSON.stringify(vars)}`).toEqual(expected[i]);
    // the cases cover capped counts, pages past the cap, empty and partial answers
    expect(expected.some((p) => p.totalCountCapped && p.projects.length)).toBe(true);
    expect(expected.filter((p) => p.totalCount > 0 && !p.totalCountCapped).length).toBeGreaterThan(cases.length / 4);
    expect(expected.some((p) => p.totalCount === 0)).toBe(true);
    const listed = expected.flatMap((p) => p.projects);
    expect(listed.some((p) => p.assetId) && listed.some((p) => !p.assetId)).toBe(true);
    expect(new Set(listed.map((p) => `${p.plan} ${p.isNew}`)).size).toBeGreaterThan(3);
  });

  it('is used only at the version a request read: a new project is found at once, by SQL, until the index is rebuilt', async () => {
    await projectIndexOf(t.app.services).refresh();
    expect((await search('admin', { s: 'quetzal', track: 'ACTIVE' })).totalCount).toBe(0);
    const [row] = await t.app.services.db
      .insert(projects)
      .values({ projectName: 'Quetzal Yards', plan: 'GOLD' })
      .returning({ id: projects.id });
    expect(projectIndexOf(t.app.services).at(await projectsVersion())).toBeUndefined();
    const found = await search('admin', { s: 'quetzal', track: 'ACTIVE' });
    expect(found.totalCount).toBe(1);
    await projectIndexOf(t.app.services).refresh();
    expect(projectIndexOf(t.app.services).at(await projectsVersion())).toBeDefined();
    expect(await search('admin', { s: 'quetzal', track: 'ACTIVE' })).toEqual(found);
    expect(found.projects).toHaveLength(1);
    expect(row).toBeDefined();
  });
});
