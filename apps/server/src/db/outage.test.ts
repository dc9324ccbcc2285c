// The database goes away and comes back (issue #35 item 4), on a PostgreSQL of the test's own that it stops and
// starts: while it is down /readyz says not ready and requests get a clear 503 (GraphQL and REST), the job workers and
// the sessions' listening connection live through it; when it is back the same app answers again, works on jobs, and
// listens again, without a restart. Skipped where the machine has no PostgreSQL binaries.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { postgresBin, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.js';
import { mailJob } from '../platform/mail.job.js';
import { liveSessions, type LiveSessions } from '../platform/auth/live-sessions.js';
import { readDataVersions, sessionLookup } from '../platform/auth/session-lookup.js';
import type { SessionLookup } from '../platform/auth/tokens.js';
import { DATABASE_UNAVAILABLE } from './unavailable.js';

const PORT = Number(process.env.OUTAGE_PG_PORT ?? 5441);
const ME = '{ me { email } }';

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read().catch((err: unknown) => err as T);
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!postgresBin())('the database goes away and comes back', () => {
  let postgres: PrivatePostgres;
  let t: TestApp;
  let token: string;
  let sessions: LiveSessions;
  let reads = 0;
  let adminId: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  const post = (query: string, auth?: string) =>
    t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      payload: JSON.stringify({ query }),
    });
  const outbox = async () => (await readdir(join(t.dataDir, 'outbox')).catch(() => [])).length;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    postgres = await startPrivatePostgres(PORT);
    t = await createTestApp({ DATABASE_URL: postgres.url, SESSION_CACHE: 'true', JOBS_MAINTENANCE_SECONDS: '1' });
    token = await t.login('admin@vms.test');
    const fromDatabase = sessionLookup(t.app.services.db);
    const counted: SessionLookup = (id) => {
      reads++;
      return fromDatabase(id);
    };
    sessions = liveSessions(postgres.url, counted, () => readDataVersions(t.app.services.database), { warn: () => undefined } as never);
    adminId = ((await t.app.services.database.executeSql("select id from users where email = 'admin@vms.test'")).rows[0] as { id: string })
      .id;
    await eventually(
      async () => ((reads = 0), await sessions.lookup(adminId), reads),
      (n) => n === 0,
    );
  }, 120_000);

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await sessions?.close();
    await t?.close().catch(() => undefined);
    await postgres?.destroy();
  });

  it('answers 503 with a message while PostgreSQL is down, and recovers by itself when it is back', async () => {
    expect((await post(ME, token)).json().data.me.email).toBe('admin@vms.test');
    await postgres.stop();

    const ready = await t.app.fastify.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unreachable' });

    const signedIn = await post(ME, token);
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.json().errors[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const login = await post('mutation { login(email: "admin@vms.test", password: "Demo1234") { token } }');
    expect(login.statusCode).toBe(503);
    expect(login.json().errors[0].message).toBe(DATABASE_UNAVAILABLE);
    const rest = await t.app.fastify.inject({ method: 'GET', url: '/api/export-file', headers: { authorization: `Bearer ${token}` } });
    expect(rest.statusCode).toBe(503);
    expect(rest.json().error).toBe(DATABASE_UNAVAILABLE);
    // the sessions kept in memory stop trusting what they hold: a lookup reads the database (and fails like it)
    await expect(sessions.lookup(adminId)).rejects.toThrow();

    // a few seconds down: the job workers poll and fail, the listening connection retries; nothing ends the process
    await new Promise((r) => setTimeout(r, 3000));
    await postgres.start();

    const back = await eventually(
      () => t.app.fastify.inject({ method: 'GET', url: '/readyz' }),
      (r) => r.statusCode === 200,
    );
    expect(back.statusCode).toBe(200);
    const again = await eventually(
      () => post(ME, token),
      (r) => r.statusCode === 200,
    );
    expect(again.json().data.me.email).toBe('admin@vms.test');

    // the workers pick up jobs again: a mail job queued now is sent to the outbox
    const before = await outbox();
    await t.app.services.jobs.send(mailJob, { to: 'someone@example.com', subject: 'after the outage', text: 'hello' });
    expect(await eventually(outbox, (n) => n > before)).toBe(before + 1);

    // listening again: answered from memory (no read), and a revocation by another connection is still seen
    expect(
      await eventually(
        async () => ((reads = 0), await sessions.lookup(adminId), reads),
        (n) => n === 0,
      ),
    ).toBe(0);
    const version = (await sessions.lookup(adminId))!.tokenVersion;
    const other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
    await other.query('update users set token_version = token_version + 1 where id = $1', [adminId]);
    await other.end();
    const revoked = await eventually(
      () => sessions.lookup(adminId),
      (a) => a?.tokenVersion === version + 1,
      5000,
    );
    expect(revoked!.tokenVersion).toBe(version + 1);

    expect(unhandled).toEqual([]);
  }, 120_000);
});
