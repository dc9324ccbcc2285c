// Issue #34 finding 8, written as the attack: the render queue was created with the first start's RENDER_EXPIRE_SECONDS
// and kept it after a restart with another value, while the sweep used the new one (an interrupted render was failed
// without a retry). The queue's stored options and a new job's expiry must follow the configuration in force.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app.js';
import { renderJob } from '../modules/render/render.job.js';

describe('render queue options after a restart (issue #34, finding 8)', () => {
  it('takes the RENDER_EXPIRE_SECONDS of the start in force, for the queue and for a new job', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vms-queue-'));
    const env = { DATA_DIR: dataDir, RENDER_SAMPLES_ON_START: 'false' };
    const first = await createTestApp({ ...env, RENDER_EXPIRE_SECONDS: '900' }, { seed: false, work: false });
    await first.close();
    const again = await createTestApp({ ...env, RENDER_EXPIRE_SECONDS: '15' }, { seed: false, work: false });
    try {
      const db = again.app.services.db;
      const queue = await db.execute(sql`select expire_seconds as "s" from pgboss.queue where name = ${renderJob.name}`);
      expect((queue as unknown as { rows: { s: number }[] }).rows[0]!.s).toBe(15);
      const id = randomUUID();
      await again.app.services.jobs.send(renderJob, { renderId: id }, { id });
      const job = await db.execute(sql`select extract(epoch from expire_in)::int as "s" from pgboss.job where id = ${id}`);
      expect((job as unknown as { rows: { s: number }[] }).rows[0]!.s).toBe(15);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a job sent in a transaction', () => {
  it('exists once the transaction commits, and never when it rolls back', async () => {
    const t = await createTestApp({ RENDER_SAMPLES_ON_START: 'false' }, { seed: false, work: false });
    try {
      const { db, jobs } = t.app.services;
      const kept = randomUUID();
      const dropped = randomUUID();
      await db.transaction(async (tx) => {
        await jobs.send(renderJob, { renderId: kept }, { id: kept, tx });
      });
      await expect(
        db.transaction(async (tx) => {
          await jobs.send(renderJob, { renderId: dropped }, { id: dropped, tx });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await jobs.pending(renderJob, kept)).toBe(true);
      expect(await jobs.pending(renderJob, dropped)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
