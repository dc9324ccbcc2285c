// Sessions in memory (live-sessions.ts) on a real PostgreSQL: LISTEN/NOTIFY needs one, PGlite has no round trip to save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { liveSessions, type LiveSessions } from './live-sessions.js';
import { readDataVersions, sessionLookup } from './session-lookup.js';
import type { SessionLookup } from './tokens.js';

const postgres = !!process.env.TEST_DATABASE_URL;

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (ok(v) || i === 100) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!postgres)('sessions kept in memory', () => {
  let t: TestApp;
  let sessions: LiveSessions;
  let reads = 0;
  let adminId: string;
  const sql = (text: string) => t.app.services.database.executeSql(text);

  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE: 'true' }, { work: false });
    const fromDatabase = sessionLookup(t.app.services.db);
    const counted: SessionLookup = (id) => {
      reads++;
      return fromDatabase(id);
    };
    sessions = liveSessions(t.config.databaseUrl!, counted, () => readDataVersions(t.app.services.database), console);
    adminId = ((await sql("select id from users where email = 'admin@vms.test'")).rows[0] as { id: string }).id;
    // listening once a known account is answered without a read
    await sessions.lookup(adminId);
    await eventually(
      async () => ((reads = 0), await sessions.lookup(adminId), reads),
      (n) => n === 0,
    );
  });
  afterAll(async () => {
    await sessions?.close();
    await t?.close();
  });

  it('answers a known account without reading the database', async () => {
    reads = 0;
    const a = await sessions.lookup(adminId);
    const b = await sessions.lookup(adminId);
    expect(reads).toBe(0);
    expect(b).toEqual(a);
    expect(a!.role).toBe('vms-admin');
  });

  it('forgets an account revoked by another connection as soon as PostgreSQL says so', async () => {
    const before = (await sessions.lookup(adminId))!.tokenVersion;
    await sql(`update users set token_version = token_version + 1 where id = '${adminId}'`);
    const after = await eventually(
      () => sessions.lookup(adminId),
      (a) => a!.tokenVersion === before + 1,
    );
    expect(after!.tokenVersion).toBe(before + 1);
  });

  it('takes a new data version from the notification, and at once after a write of its own', async () => {
    const version = async () => Number((await sessions.lookup(adminId))!.dataVersions!.listings);
    const v0 = await version();
    await sql('update assets set name = name where id = (select id from assets limit 1)');
    expect(await eventually(version, (v) => v > v0)).toBeGreaterThan(v0);
    // this process's own write: read again before its answer goes out, no waiting
    const v1 = await version();
    await sql('update assets set name = name where id = (select id from assets limit 1)');
    await sessions.written();
    expect(await version()).toBeGreaterThan(v1);
  });

  it('serves the app: a mutation is seen by the very next request, through the response cache', async () => {
    const operator = await t.login('operator@vms.test');
    const LIST = '{ getBrokersDirectory(limit: 10, offset: 0) { data { id email } } }';
    type Page = { getBrokersDirectory: { data: { id: string; email: string | null }[] } };
    const first = (await t.gql<Page>(LIST, {}, operator)).data!.getBrokersDirectory.data[0]!;
    await t.gql<Page>(LIST, {}, operator);
    const email = `live-${Date.now()}@example.com`;
    const saved = await t.gql(
      'mutation($id: ID!, $email: String!, $phone: [String!]!) { updateBrokerDirectory(brokerId: $id, email: $email, phone: $phone) { message } }',
      { id: first.id, email, phone: ['(555) 123-4567'] },
      operator,
    );
    expect(saved.errors).toBeUndefined();
    const again = (await t.gql<Page>(LIST, {}, operator)).data!.getBrokersDirectory.data;
    expect(again.find((b) => b.id === first.id)?.email).toBe(email);
  });
});
