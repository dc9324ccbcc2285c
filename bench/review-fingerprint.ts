// The fingerprint and carry timings of `npm run bench -- review` (issue #38 goals, 2 cores: fingerprints of a 40 s
// 1080p version ≤ 5 s; carrying 50 open notes to the next version ≤ 2 s after that).
// A 40 s 1080p 29.97 fps source (ffmpeg's testsrc2) gets its review copy as the review.copy job makes it (not timed);
// then the fingerprint of that copy, as the review.fingerprint job takes it (timed, median of 3). The next version is
// the same cut with 2 s of other footage inserted at 10 s (its fingerprint spliced from the first one's); 50 open notes
// on the first version are carried onto it through carryNotes on a seeded in-memory PGlite (timed: align, place, one
// insert; the carried rows are deleted between runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { createSecretBox } from '../apps/server/src/platform/secret-box.js';
import { runFfmpeg } from '../apps/server/src/platform/render/ffmpeg.js';
import { FINGERPRINT_CELLS } from '../apps/server/src/modules/review/versions/review.alignment.js';
import { carryNotes, fingerprintVideo } from '../apps/server/src/modules/review/versions/review.carry.js';
import { reviewCopyArgs } from '../apps/server/src/modules/review/versions/review.media.js';
import { reviewAssets, reviewComments, reviewFingerprints } from '../apps/server/src/modules/review/review.table.js';
import { DEMO_REVIEW } from '../apps/server/src/modules/review/review.seed.js';
import { ROOT } from './lib.js';

const NOTES = 50;
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v.toFixed(0)}ms`);

export async function fingerprintTimings(): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'vms-bench-fingerprint-'));
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    const source = join(work, 'source.mp4');
    await runFfmpeg([
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=1920x1080:r=30000/1001:d=40',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      source,
    ]);
    const copy = join(work, 'review.mp4');
    await runFfmpeg(reviewCopyArgs(source, copy));
    const times: number[] = [];
    let first = await fingerprintVideo(copy, work);
    for (let r = 0; r < RUNS; r++) {
      const t0 = performance.now();
      first = await fingerprintVideo(copy, work);
      times.push(performance.now() - t0);
    }

    // the next version: 40 frames of other footage at frame 200
    const inserted = new Uint8Array(40 * FINGERPRINT_CELLS).map((_, i) => (i * 37) % 256);
    const at = 200 * FINGERPRINT_CELLS;
    const next = new Uint8Array([...first.data.subarray(0, at), ...inserted, ...first.data.subarray(at)]);

    await database.migrate(`${ROOT}/apps/server/src/db/migrations`);
    const db = database.db;
    await seedDemo(db, createSecretBox('bench-credentials-key-0123456789'));
    const [from] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    const [to] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumV2Id));
    const ready = { status: 'complete', reviewKey: 'bench' };
    for (const [asset, fp] of [
      [from!, first.data],
      [to!, next],
    ] as const) {
      await db.update(reviewAssets).set(ready).where(eq(reviewAssets.id, asset.id));
      const data = Buffer.from(fp).toString('base64');
      await db.insert(reviewFingerprints).values({ assetId: asset.id, frames: fp.length / FINGERPRINT_CELLS, data });
    }
    await db.delete(reviewComments).where(eq(reviewComments.assetId, from!.id));
    await db.delete(reviewComments).where(eq(reviewComments.assetId, to!.id));
    await db.insert(reviewComments).values(
      Array.from({ length: NOTES }, (_, i) => ({
        id: i.toString(16).padStart(24, '0'),
        assetId: from!.id,
        frame: (i * 15) % first.frames,
        frameOut: i % 3 === 0 ? Math.min(first.frames - 1, ((i * 15) % first.frames) + 10) : null,
        commentText: `Note ${i}`,
        userName: 'Paula',
        userEmail: 'pm@vms.test',
        userRole: 'PM',
      })),
    );
    const s = { db, storage: {}, pubsub: { publish: () => undefined }, log: console } as unknown as Parameters<typeof carryNotes>[0];
    const carry: number[] = [];
    for (let r = 0; r <= RUNS; r++) {
      await db.delete(reviewComments).where(eq(reviewComments.assetId, to!.id));
      const t0 = performance.now();
      const n = await carryNotes(s, { ...from!, ...ready }, { ...to!, ...ready });
      if (n !== NOTES) throw new Error(`carried ${n} of ${NOTES}`);
      if (r > 0) carry.push(performance.now() - t0); // the first run warms up
    }
    return `review fingerprints: 40s 1080p version (${first.frames} frames of its review copy) ${ms(median(times))}; carry ${NOTES} notes ${ms(median(carry))}`;
  } finally {
    await database.close();
    rmSync(work, { recursive: true, force: true });
  }
}
