// The outbox across a crash, on PostgreSQL and Redis: a process killed -9 right after its write committed, and a
// processor killed -9 after handing the event to Redis but before its delivery committed. Either way the event is
// delivered, and each subscriber and each consumer gets it once.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createDatabase } from '../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { startJobs, type Jobs } from '../jobs.js';
import { createLive, type LiveBus } from './live.js';
import { startOutbox } from './outbox.js';
import { crashConsumer } from './outbox.crash-consumer.js';

const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const child = fileURLToPath(new URL('./outbox.crash-child.ts', import.meta.url));

/** Runs the child in `mode`; resolves with the signal that ended it. */
function runChild(...args: string[]): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('error', reject);
    p.on('exit', (_code, signal) => resolve(signal));
  });
}

describe.skipIf(!postgres)('the outbox when a process dies', () => {
  let db: { url: string; drop: () => Promise<void> };
  let database: Database;
  let jobs: Jobs;
  let live: LiveBus;
  const count = async (text: string, values: unknown[] = []) => ((await database.executeSql(text, values)).rows[0] as { n: number }).n;
  const waiting = () => count('select count(*)::int as n from outbox_events');
  const consumed = (renderId: string) =>
    count(`select count(*)::int as n from pgboss.job where name = $1 and data->>'renderId' = $2`, [crashConsumer.name, renderId]);

  beforeAll(async () => {
    db = await createDatabase(postgres!, '');
    database = await openDatabase({ databaseUrl: db.url, dataDir: '' });
    await database.migrate(loadConfig({ NODE_ENV: 'test' }).migrationsDir);
    jobs = await startJobs(database, pino({ level: 'silent' }), [crashConsumer]);
    live = createLive(redisUrl);
  }, 60_000);
  afterAll(async () => {
    await live?.close();
    await jobs?.stop();
    await database?.close();
    await db?.drop();
  });

  /** Every event the subscriber hears of this render, until `ms` of quiet after `until` is true. */
  async function heard(renderId: string, act: () => Promise<unknown>) {
    const events: unknown[] = [];
    const sub = live.subscribe('renderEnded', renderId);
    void (async () => {
      for await (const e of sub) events.push(e);
    })();
    await new Promise((r) => setTimeout(r, 200)); // Redis has the subscription
    await act();
    return { events, stop: () => sub.return?.() };
  }

  it('delivers, once, an event whose writer died right after its commit', async () => {
    const renderId = randomUUID();
    const { events, stop } = await heard(renderId, async () => {
      expect(await runChild('commit', db.url, renderId)).toBe('SIGKILL');
    });
    expect(await waiting()).toBe(1); // committed, and nobody delivered it
    expect(events).toEqual([]);
    const outbox = await startOutbox({ database, live, jobs, consumers: [crashConsumer], log: console });
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(events).toEqual([{ renderId, videoId: renderId, status: 'complete' }]);
    expect(await waiting()).toBe(0);
    expect(await consumed(renderId)).toBe(1);
    await outbox.close();
    await stop();
  }, 60_000);

  it('delivers again, and still once, an event whose processor died between its publish and its commit', async () => {
    const renderId = randomUUID();
    const { events, stop } = await heard(renderId, async () => {
      expect(await runChild('commit', db.url, renderId)).toBe('SIGKILL');
      expect(await runChild('deliver', db.url, redisUrl)).toBe('SIGKILL');
    });
    // the subscriber heard it from the dead processor; its delivery rolled back: the event waits, no job was queued
    expect(events).toHaveLength(1);
    expect(await waiting()).toBe(1);
    expect(await consumed(renderId)).toBe(0);
    const outbox = await startOutbox({ database, live, jobs, consumers: [crashConsumer], log: console });
    await expect.poll(() => waiting(), { timeout: 10_000 }).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(events).toEqual([{ renderId, videoId: renderId, status: 'complete' }]);
    expect(await consumed(renderId)).toBe(1);
    await outbox.close();
    await stop();
  }, 60_000);
});
