// npm run test:cluster (issue #35 item 3): the production twin under faults, from the built dist. A private PostgreSQL
// (test/private-postgres.ts, so it may be restarted), the machine's Redis, an S3 store (s3rver), two app instances
// (A, B; RUN_JOBS=false) and two `worker` processes. In one run: 8 renders asked for through A while a client on B
// follows them over graphql-ws, 8 multipart uploads split across A and B; one worker killed (-9) mid-render, A killed
// (-9) mid-upload, PostgreSQL restarted while requests are in flight. Then: every render finished exactly once with its
// files, every upload completed (those of A resumed on B from their stored parts), B's client saw every finish (or
// caught up after resubscribing), nothing temporary left, no 5xx but clean 503s. One summary line; exit 1 on any loss.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { S3Client } from '@aws-sdk/client-s3';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/seed.js';
import { createSecretBox, resolveCredentialsKey } from '../platform/secret-box.js';
import { startPrivatePostgres } from '../test/private-postgres.js';
import { startS3Emulator } from '../test/s3-emulator.js';
import { startProcess, waitReady, workingOnJobs, type ClusterProcess } from './processes.js';
import { dataOf, instanceClient, newTally } from './http-client.js';
import { runUpload, type Upload } from './uploads.js';
import { renderFollower } from './subscriber.js';
import { workerMidRender } from './faults.js';
import { leftovers, renderProblems, renderRecords, settled, uploadProblems } from './checks.js';

const PG_PORT = Number(process.env.CLUSTER_PG_PORT ?? 5440);
const PORT = Number(process.env.CLUSTER_PORT ?? 3350);
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RENDERS = 8;
const UPLOADS = 8;
// the budget of a run (5 minutes); a machine shared with other work may need more (CLUSTER_LIMIT_SECONDS)
const LIMIT_MS = Number(process.env.CLUSTER_LIMIT_SECONDS ?? 300) * 1000;
const OUTAGE_MS = 3000;
const PASSWORD = 'Demo1234';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const say = (line: string) => console.log(`[cluster ${seconds()} s] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const work = mkdtempSync(join(tmpdir(), 'vms-cluster-'));
const logs = join(work, 'logs');
const shared = join(work, 'tmp'); // the machine's temp dir, shared by its processes as /tmp would be
mkdirSync(logs);
mkdirSync(shared);
const processes: ClusterProcess[] = [];
const problems: string[] = [];
const faults: string[] = [];
let shutDown: Promise<void> | undefined;

const watchdog = setTimeout(() => {
  console.log(`cluster: TIMEOUT after ${LIMIT_MS / 1000} s; logs in ${logs}`);
  void shutdown().finally(() => process.exit(1));
}, LIMIT_MS);
// interrupted (Ctrl-C, a CI runner's cancel): the processes, the store and the private PostgreSQL go all the same
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`cluster: ${signal}; logs in ${logs}`);
    void shutdown().finally(() => process.exit(1));
  });
}

const postgres = await startPrivatePostgres(PG_PORT);
const s3 = await startS3Emulator('vms-cluster');
const s3Client = new S3Client({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** One statement on a connection of its own (the server restarts during the run), retried while it is down. */
async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  for (let i = 0; ; i++) {
    const c = new pg.Client({ connectionString: postgres.url });
    try {
      await c.connect();
      return (await c.query(text, params)).rows as T[];
    } catch (err) {
      if (i > 100) throw err;
      await sleep(300);
    } finally {
      await c.end().catch(() => undefined);
    }
  }
}

const env = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: postgres.url,
  DATABASE_POOL_SIZE: '8',
  REDIS_URL,
  ...s3.env,
  JWT_SECRET: randomBytes(32).toString('hex'),
  CREDENTIALS_KEY: randomBytes(16).toString('hex'),
  TMPDIR: shared,
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_IP: '100000',
  // a deployment (DATABASE_URL) refuses the test-card sandbox unless asked for: the run buys nothing
  ALLOW_TEST_PAYMENTS: 'true',
  RENDER_SIZE: '320x180',
  RENDER_TIME_SCALE: '0.05',
  RENDER_PRESET: 'ultrafast',
  RENDER_EXPIRE_SECONDS: '45',
  RENDER_SAMPLES_ON_START: 'false',
  JOBS_MAINTENANCE_SECONDS: '2',
  SHUTDOWN_GRACE_MS: '5000',
};
const app = (name: string, port: number) =>
  startProcess(name, [], { ...env, PORT: String(port), DATA_DIR: join(work, name), RUN_JOBS: 'false', SEED_ON_START: 'false' }, logs);
const worker = (name: string) => startProcess(name, ['worker'], { ...env, DATA_DIR: join(work, name), SEED_ON_START: 'false' }, logs);

/**
 * The schema and the demo data (accounts, listings, projects) without the background work a first start queues with it
 * (gallery images, review copies, the demo videos' drafts): the workers then work on this run's renders only. Done
 * here, before any process starts, so that the four start together on a ready database.
 */
async function migrateAndSeed() {
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: work });
  try {
    await database.migrate(resolve(import.meta.dirname, '../db/migrations'));
    // pg-boss creates its schema at its first start, and CREATE SCHEMA is not under its lock: of four processes
    // starting together on a fresh database, all but one would fail on it (a deployment starts its first one alone)
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    } as PgBoss.ConstructorOptions);
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
    await seedDemo(database.db, createSecretBox(resolveCredentialsKey(env.CREDENTIALS_KEY, work)));
  } finally {
    await database.close();
  }
}

try {
  await migrateAndSeed();
  say('PostgreSQL migrated and seeded, S3 up');
  const a = app('app-a', PORT);
  const b = app('app-b', PORT + 1);
  const workers = [worker('worker-1'), worker('worker-2')];
  processes.push(a, b, ...workers);
  await Promise.all([
    waitReady(a, `http://127.0.0.1:${PORT}`),
    waitReady(b, `http://127.0.0.1:${PORT + 1}`),
    ...workers.map((w) => workingOnJobs(w)),
  ]);
  say('PostgreSQL, S3, Redis, 2 app instances and 2 workers up');

  const tallyA = newTally();
  const tallyB = newTally();
  const A = instanceClient('A', `http://127.0.0.1:${PORT}`, tallyA);
  const B = instanceClient('B', `http://127.0.0.1:${PORT + 1}`, tallyB);
  const login = async (email: string) =>
    dataOf(
      await A.gqlPatient<{ login: { token: string } }>('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: email,
        p: PASSWORD,
      }),
      'login',
    ).login.token;
  const vpadmin = await login('vpadmin@vms.test');
  const admin = await login('admin@vms.test');

  // listings without a video whose lead broker has an e-mail; a project (not Bronze) to upload into
  const listings = await sql<{ crexi: string }>(
    `select a.asset_crexi_id as crexi from assets a
      where not exists (select 1 from vidpitch_videos v where v.asset_id = a.id)
        and (select b.email from asset_brokers ab join brokers b on b.id = ab.broker_id where ab.asset_id = a.id order by ab.position limit 1) is not null
      order by a.asset_crexi_id limit $1`,
    [RENDERS],
  );
  const [project] = await sql<{ id: string }>(`select id from projects where plan <> 'BRONZE' order by number limit 1`);
  if (listings.length < RENDERS || !project) throw new Error('the seed has too few listings or no project');

  // the background load on B: a signed-in query every 150 ms, counted like every other request
  let probing = true;
  const prober = (async () => {
    while (probing) {
      await B.gql('{ me { email } }', {}, admin).catch(() => undefined);
      await sleep(150);
    }
  })();

  // 8 renders through A, each followed on B from the moment it is asked for
  const follower = renderFollower(B);
  const videoIds: string[] = [];
  for (const l of listings) {
    const r = dataOf(
      await A.gqlPatient<{ createDraftVideo: { uuid: string } }>(
        'mutation($c: String!) { createDraftVideo(assetCrexiId: $c) { uuid } }',
        { c: l.crexi },
        vpadmin,
      ),
      'createDraftVideo',
    );
    videoIds.push(r.createDraftVideo.uuid);
    follower.follow(r.createDraftVideo.uuid);
  }
  say(`${RENDERS} renders asked for through A`);

  // 8 uploads, half starting on A (going on through B once A is gone), half on B
  let aMidUpload: () => void = () => undefined;
  const aUploadUnderWay = new Promise<void>((r) => (aMidUpload = r));
  const uploads = Array.from({ length: UPLOADS }, (_, i) => {
    const clients = i % 2 === 0 ? [A, B] : [B];
    const plan = { path: `projects/${project.id}/Project Data/cluster-${i + 1}.bin`, parts: 12, partSize: 96 * 1024, pauseMs: 350 };
    return runUpload(clients, admin, plan, (u) => {
      if (u.via.at(-1) === 'A' && u.partsSent >= 3) aMidUpload();
    });
  });
  const settledUploads = Promise.allSettled(uploads);

  // fault 1, beside the others: a worker killed -9 while it renders one of this run's renders; a supervisor starts it again
  const ours = async () =>
    (await sql<{ id: string }>('select id from renders where video_id = any($1::uuid[])', [videoIds])).map((r) => r.id);
  const workerFault = (async () => {
    const busy = await workerMidRender(workers, ours, 150_000);
    if (!busy) return problems.push('no worker was seen rendering: the worker fault was not injected');
    await busy.worker.kill9();
    faults.push(`${busy.worker.name} kill -9 mid-render`);
    say(`killed ${busy.worker.name} -9 while it rendered ${busy.renderId}`);
    processes.push(worker(`${busy.worker.name}-restarted`));
  })();

  // fault 2: A killed -9 in the middle of an upload
  await Promise.race([aUploadUnderWay, sleep(30_000)]);
  await a.kill9();
  faults.push('app A kill -9 mid-upload');
  say('killed app A -9 mid-upload');

  // fault 3: PostgreSQL stopped (every connection cut) and started again while the uploads and B's load go on
  await sleep(300);
  await postgres.stop();
  say('PostgreSQL stopped');
  await sleep(OUTAGE_MS);
  await postgres.start();
  faults.push(`PostgreSQL restart (${OUTAGE_MS / 1000} s down)`);
  say('PostgreSQL started again');

  const uploaded = await settledUploads;
  say('uploads done');

  // every render settles (the killed worker's is retried once its attempt expires)
  let records = await renderRecords(sql, videoIds);
  const renderDeadline = started + LIMIT_MS - 30_000;
  while (!(records.length === RENDERS && records.every(settled)) && Date.now() < renderDeadline) {
    await sleep(1000);
    records = await renderRecords(sql, videoIds);
  }
  say(`renders settled: ${records.filter(settled).length}/${RENDERS}`);
  await workerFault;
  // the finish events: they follow the end job's work by milliseconds; a little grace for the catch-up reads
  for (let i = 0; i < 50 && videoIds.some((v) => !follower.finishes.get(v)?.length); i++) await sleep(200);
  probing = false;
  await prober;

  problems.push(...(await renderProblems(s3Client, s3.bucket, records, RENDERS)));
  problems.push(...(await uploadProblems(s3Client, s3.bucket, uploaded)));
  let received = 0;
  let caughtUp = 0;
  for (const r of records) {
    const renderId = r.renders[0]?.id;
    const finish = follower.finishes.get(r.videoId)?.find((f) => f.renderId === renderId && f.status === 'complete');
    if (!finish) problems.push(`video ${r.videoId}: B's subscriber saw no finish of render ${renderId}`);
    else if (finish.how === 'event') received++;
    else caughtUp++;
  }
  await follower.close();

  const jobIds = [...videoIds, ...records.flatMap((r) => r.renders.map((x) => x.id))];
  let left = await leftovers(sql, s3Client, s3.bucket, dirname(s3.uploadDir('x')), shared, jobIds);
  for (let i = 0; i < 20 && left.length; i++) {
    await sleep(500);
    left = await leftovers(sql, s3Client, s3.bucket, dirname(s3.uploadDir('x')), shared, jobIds);
  }
  problems.push(...left.map((l) => `leftover ${l}`));

  const bad5xx = [...tallyA.bad5xx, ...tallyB.bad5xx];
  problems.push(...bad5xx.map((l) => `5xx: ${l}`));
  const completed = uploaded.filter((u) => u.status === 'fulfilled' && u.value.key) as PromiseFulfilledResult<Upload>[];
  const resumed = completed.filter((u) => u.value.via.length > 1).length;
  const completeRenders = records.filter((r) => r.renders.length === 1 && r.renders[0]!.status === 'complete').length;
  const { resubscribed } = follower.stats();

  console.log(
    `cluster: renders ${completeRenders}/${RENDERS} exactly once, uploads ${completed.length}/${UPLOADS} (${resumed} resumed on B), ` +
      `faults ${faults.length} (${faults.join('; ')}), events ${received + caughtUp}/${RENDERS} (${caughtUp} caught up, ${resubscribed} resubscriptions), ` +
      `5xx ${bad5xx.length} (clean 503s: ${tallyA.unavailable + tallyB.unavailable}), leftovers ${left.length}, ${seconds()} s`,
  );
  if (faults.length !== 3) problems.push(`${faults.length} of 3 faults injected`);
} catch (err) {
  problems.push(`run failed: ${(err as Error).stack ?? err}`);
} finally {
  clearTimeout(watchdog);
  await shutdown();
}

/** Every process of the run stopped (SIGTERM), the store and the database removed; once, whoever asks first. */
function shutdown() {
  shutDown ??= stopAll();
  return shutDown;
}
async function stopAll() {
  await Promise.all(processes.map((p) => p.stop()));
  s3Client.destroy();
  await s3.close().catch(() => undefined);
  await postgres.destroy();
}

if (problems.length) {
  console.log(`cluster: FAILED (${problems.length} problems); logs in ${logs}`);
  for (const p of problems.slice(0, 40)) console.log(`  - ${p}`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
process.exit(0);
