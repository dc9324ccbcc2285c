// kill -9 mid-render: a real `worker` process (main.ts worker) takes the render job, is killed with SIGKILL while its
// render process and ffmpeg processes run (they end with it: no orphan render goes on), and the job is picked up again
// once its attempt expires (RENDER_EXPIRE_SECONDS and the queue's maintenance shortened by configuration), then
// finishes with exactly one set of outputs and no orphan files.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { putTestImages } from './render.test-helpers.js';
import { ALL_JOBS } from '../../jobs.registry.js';
import { requestRender, renderKey, TEMPLATES } from './index.js';
import { renders } from './render.table.js';
import { renderTempPrefix, renderWorkPrefix } from './render.service.js';
import { sampleForm } from './templates/index.js';

const ENV = { RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.25', RENDER_EXPIRE_SECONDS: '15', JOBS_MAINTENANCE_SECONDS: '1' };
const SERVER = resolve(import.meta.dirname, '../../..');
/** The worker is another process: it shares the database only when that is PostgreSQL (PGlite lives in this one). */
const postgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  if (!postgres) return;
  // this process does not work on jobs until the worker has been killed: the render must be the worker's
  t = await createTestApp(ENV, { seed: false, work: false });
  await putTestImages(t.app.services.storage.driver);
}, 60_000);
afterAll(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  await t?.close();
});

const workDirs = (id: string) => readdirSync(tmpdir()).filter((n) => n.startsWith(renderWorkPrefix(id)));
/** Processes whose arguments name this render's work directory: its render process and its ffmpeg processes. */
const processesOf = (id: string) =>
  readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(renderWorkPrefix(id));
      } catch {
        return false; // ended while we looked
      }
    });

async function until<T>(what: string, fn: () => Promise<T | undefined | null | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it.skipIf(!postgres)(
  'a worker killed with SIGKILL mid-render: the job is picked up again after its expiry and finishes once, leaving no orphans',
  async () => {
    const gray = TEMPLATES[0]!;
    const formData = sampleForm(gray).map((ch) =>
      ch.map((i) => (/\.(jpg|png)$/.test(i.value) ? { ...i, value: `test-images/${i.value}` } : i)),
    );
    const row = await requestRender(t.app.services, { videoId: randomUUID(), templateId: gray.templateId, formData });

    worker = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'worker'], {
      cwd: SERVER,
      env: {
        ...process.env,
        ...ENV,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.dataDir,
        DATABASE_URL: t.config.databaseUrl ?? '',
        ALLOW_TEST_PAYMENTS: 'true',
        SEED_ON_START: 'false',
      },
      stdio: 'ignore',
    });
    // the worker has started rendering: its attempt's work directory holds chapter clips being written
    await until(
      'the worker to render',
      async () => workDirs(row.id).some((d) => readdirSync(join(tmpdir(), d)).some((f) => f.endsWith('.ts'))),
      60_000,
    );
    const [before] = await t.app.services.db.select().from(renders).where(eq(renders.id, row.id));
    expect(before!.status).toBe('inprogress');
    expect(processesOf(row.id).length).toBeGreaterThan(0);
    worker.kill('SIGKILL');
    await new Promise((r) => worker!.once('exit', r));
    // its render process sees the IPC channel close and ends its process group: nothing renders on orphaned (an orphan
    // left to run would finish the attempt's video in its work directory, which stays until the retry cleans it up)
    await until('the orphaned render to end', async () => processesOf(row.id).length === 0, 10_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(workDirs(row.id).filter((d) => existsSync(join(tmpdir(), d, 'video.mp4')))).toEqual([]);

    // this process now works on jobs; the killed attempt expires (15 s) and is retried here
    await t.app.jobs.work(ALL_JOBS, t.app.services);
    const done = await until(
      'the retried render',
      async () => {
        const [r] = await t.app.services.db.select().from(renders).where(eq(renders.id, row.id));
        return r?.status !== 'inprogress' && r;
      },
      90_000,
    );
    expect(done.status, done.error ?? '').toBe('complete');
    expect(done.startedAt!.getTime()).toBeGreaterThan(before!.startedAt!.getTime());
    const job = await t.app.services.db.execute(sql`select state, retry_count from pgboss.job where id = ${row.id}`);
    // picked up again: the second attempt (or, on a machine so loaded that it outlived the short expiry too, a later one
    // that finds the render complete and does nothing)
    expect((job as unknown as { rows: { retry_count: number }[] }).rows[0]!.retry_count).toBeGreaterThanOrEqual(1);

    const driver = t.app.services.storage.driver;
    expect((await driver.list(`renders/${row.videoId}/`, true)).map((o) => o.key).sort()).toEqual(
      ['poster.jpg', 'preview.gif', 'review.mp4', 'video.mp4'].map((f) => renderKey(row, f)),
    );
    expect(await driver.list(renderTempPrefix(row.id), true)).toEqual([]);
    expect(workDirs(row.id)).toEqual([]);
  },
  180_000,
);
