// npm run bench -- review: the review domain's timings, one summary line. Each measurement is a function of its own:
// `fingerprintTimings` (review-fingerprint.ts: a version's fingerprint, carrying 50 notes) and `exportTimings` here.
// exportTimings: a demo seed on in-memory PGlite, 50 annotated comments (a 1280×720 jpeg screenshot each in the local
// storage driver, three shapes drawn, a reply each) on one version with a 29.97 fps drop-frame source, then each
// export through the service the REST route calls (policy, load, format; the report reads and draws every picture),
// as the median of 3 runs after a warm-up. Goals (issue #38, 2 cores): every format ≤ 1 s, the report ≤ 5 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { REVIEW_EXPORT_FORMATS, type Annotation } from '@vms/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { createSecretBox } from '../apps/server/src/platform/secret-box.js';
import { createLocalDriver } from '../apps/server/src/platform/storage/local.js';
import { exportComments } from '../apps/server/src/modules/review/exports/review.exports.js';
import { reviewAssets, reviewComments } from '../apps/server/src/modules/review/review.table.js';
import { DEMO_REVIEW } from '../apps/server/src/modules/review/review.seed.js';
import { users } from '../apps/server/src/modules/core/index.js';
import type { Services } from '../apps/server/src/services.js';
import { ROOT } from './lib.js';
import { fingerprintTimings } from './review-fingerprint.js';

const COMMENTS = Number(process.env.BENCH_REVIEW_COMMENTS ?? 50);
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v.toFixed(0)}ms`);

/** A screenshot-like picture: a gradient under noise, so the jpeg decodes like a video frame does. */
async function screenshot(i: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 1280, height: 720, channels: 3, noise: { type: 'gaussian', mean: 110 + (i % 40), sigma: 40 } },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
  return noise;
}

const shapes = (i: number): Annotation[] => [
  { shape: 'rectangle', colour: '#C92020', width: 5, points: [0.1, 0.1, 0.4, 0.35 + (i % 5) / 20] },
  { shape: 'arrow', colour: '#41B5F2', width: 10, points: [0.8, 0.8, 0.55, 0.55] },
  {
    shape: 'freeform',
    colour: '#F4DB22',
    width: 5,
    points: Array.from({ length: 60 }, (_, k) => (k % 2 ? 0.6 + Math.sin(k / 5) / 10 : 0.1 + k / 80)),
  },
];

export async function exportTimings(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vms-bench-review-'));
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    await database.migrate(`${ROOT}/apps/server/src/db/migrations`);
    await seedDemo(database.db, createSecretBox('bench-credentials-key-0123456789'));
    const db = database.db;
    const driver = createLocalDriver(join(dataDir, 'storage'), 'bench');
    const [asset] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    await db
      .update(reviewAssets)
      .set({ sourceFrameRate: '30000/1001', sourceStartTimecode: '01:00:00;00' })
      .where(eq(reviewAssets.id, asset!.id));
    await db.delete(reviewComments).where(eq(reviewComments.assetId, asset!.id));
    for (let i = 0; i < COMMENTS; i++) {
      const key = `projects/${asset!.projectId}/review-screenshots/bench-${i}.jpg`;
      await driver.put(key, Readable.from(await screenshot(i)), 'image/jpeg');
      const id = i.toString(16).padStart(24, '0');
      const base = { assetId: asset!.id, userName: 'Paula', userEmail: 'pm@vms.test', userRole: 'PM' };
      await db.insert(reviewComments).values([
        {
          ...base,
          id,
          frame: i * 16,
          frameOut: i % 3 === 0 ? i * 16 + 10 : null,
          commentText: `Note ${i}: move the logo, "a little" left, then hold`,
          screenshotKey: key,
          annotations: shapes(i),
          completedAt: i % 2 ? new Date() : null,
        },
        {
          ...base,
          id: `f${id.slice(1)}`,
          parentId: id,
          frame: i * 16,
          commentText: 'Done in the next cut.',
          userName: 'Eddie',
          userRole: 'EDITOR',
        },
      ]);
    }
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@vms.test'));
    const viewer = { id: admin!.id, email: admin!.email, role: admin!.role } as never;
    const s = { db, config: {}, storage: { driver } } as unknown as Pick<Services, 'db' | 'config' | 'storage'>;
    const parts: string[] = [];
    for (const format of REVIEW_EXPORT_FORMATS) {
      const once = async () => {
        const t0 = performance.now();
        const file = await exportComments(s, viewer, { assetId: asset!.id, format });
        if (!file.body.length) throw new Error(`${format}: empty`);
        return performance.now() - t0;
      };
      await once();
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) times.push(await once());
      parts.push(`${format} ${ms(median(times))}`);
    }
    return `review exports: ${COMMENTS} comments ${parts.join(' ')}`;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<string> {
  return [await fingerprintTimings(), await exportTimings()].join('; ');
}
