import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../test/test-app.js';

const SEARCH = `query($lastName: String) { searchAssets(lastName: $lastName, limit: 10, offset: 0) {
  totalCount assets { id name brokers { id firstName lastName } companyNames projectPlan } } }`;
const PROJECTS = '{ getProjects(trackStatus: "ACTIVE", limit: 10, offset: 0) { totalCount projects { id projectName } } }';

let t: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { work: false });
  customer = await t.login('customer@vms.test');
  admin = await t.login('admin@vms.test');
});
afterAll(() => t?.close());

/** The raw answer, as the browser gets it. */
async function post(query: string, variables: Record<string, unknown>, token: string) {
  const res = await t.app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
}

const hits = () => t.app.responses.stats().hits;
const sql = (text: string, values: unknown[] = []) => t.app.services.database.executeSql(text, values);

describe('the response cache', () => {
  it('answers a repeated search with the same bytes, without running it again', async () => {
    const first = await post(SEARCH, { lastName: 'a' }, customer);
    expect(first.status).toBe(200);
    const before = hits();
    const again = await post(SEARCH, { lastName: 'a' }, customer);
    expect(hits()).toBe(before + 1);
    expect(again).toEqual(first);
    // other variables are another answer
    await post(SEARCH, { lastName: 'b' }, customer);
    expect(hits()).toBe(before + 1);
  });

  it('misses once a write changed what the answer reads: a broker renamed shows at once', async () => {
    const first = JSON.parse((await post(SEARCH, {}, customer)).body);
    const broker = first.data.searchAssets.assets.find((a: { brokers: unknown[] }) => a.brokers.length).brokers[0];
    await sql('update brokers set last_name = $1 where id = $2', ['Zyxcached', broker.id]);
    const after = JSON.parse((await post(SEARCH, { lastName: 'Zyxcached' }, customer)).body);
    expect(after.data.searchAssets.assets.length).toBeGreaterThan(0);
    const again = JSON.parse((await post(SEARCH, {}, customer)).body);
    const names = again.data.searchAssets.assets.flatMap((a: { brokers: { lastName: string }[] }) => a.brokers.map((b) => b.lastName));
    expect(names).toContain('Zyxcached');
  });

  it('keeps each person their own answer', async () => {
    const mine = JSON.parse((await post(PROJECTS, {}, customer)).body).data.getProjects.totalCount;
    const all = JSON.parse((await post(PROJECTS, {}, admin)).body).data.getProjects.totalCount;
    expect(all).toBeGreaterThan(mine);
    expect(JSON.parse((await post(PROJECTS, {}, customer)).body).data.getProjects.totalCount).toBe(mine);
  });

  it('refuses a revoked token though its answer is kept', async () => {
    const token = await t.login('pm@vms.test');
    await post(PROJECTS, {}, token);
    await post(PROJECTS, {}, token);
    await sql("update users set token_version = token_version + 1 where email = 'pm@vms.test'");
    const refused = JSON.parse((await post(PROJECTS, {}, token)).body);
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    expect(refused.data).toBeFalsy();
  });

  it('keeps no error and no other operation', async () => {
    // a customer may not list the brokers directory: refused each time, never served from the cache
    const directory = '{ getBrokersDirectory(limit: 10, offset: 0) { totalCount } }';
    const before = hits();
    for (let i = 0; i < 2; i++) expect(errorCode(JSON.parse((await post(directory, {}, customer)).body))).toBe('FORBIDDEN');
    // two root fields, or another root field: not cacheable
    const two = `{ getProjects(trackStatus: "ACTIVE", limit: 1, offset: 0) { totalCount } me { id } }`;
    for (let i = 0; i < 2; i++) expect((await post(two, {}, customer)).status).toBe(200);
    expect(hits()).toBe(before);
  });
});
