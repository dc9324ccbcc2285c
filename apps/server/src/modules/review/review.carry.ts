// Notes follow the cut (issue #38 items 1 and 2). Once a version's review copy is made, the review.fingerprint job
// takes its per-frame fingerprint (once per version) and carries the previous version's open notes onto it: each lands
// where review.alignment places it, as a note "from vN" that keeps its first thread. The same fingerprints answer what
// changed between any two versions of a stack.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isReviewImage } from '@vms/shared';
import type { Db } from '../../db/client.js';
import { defineJob } from '../../platform/jobs.js';
import { runFfmpeg } from '../../platform/render/ffmpeg.js';
import type { Services } from '../../services.js';
import {
  align,
  changedRanges,
  FINGERPRINT_CELLS,
  FINGERPRINT_HEIGHT,
  FINGERPRINT_WIDTH,
  place,
  type ChangedRange,
  type Fingerprint,
} from './review.alignment.js';
import { reviewChanged } from './review.publish.js';
import { reviewComments, reviewFingerprints, type ReviewAssetRow } from './review.table.js';
import { assetById, versionsOf } from './review.versions.js';

type Deps = Pick<Services, 'db' | 'storage' | 'log'>;

/** Every frame of a video as a 16×9 grey thumbnail (ffmpeg's area scaling: each cell the mean of its pixels). */
export async function fingerprintVideo(file: string, work: string): Promise<Fingerprint> {
  const out = join(work, 'fingerprint.gray');
  const scale = `scale=${FINGERPRINT_WIDTH}:${FINGERPRINT_HEIGHT}:flags=area,format=gray`;
  await runFfmpeg(['-y', '-threads', '1', '-i', file, '-map', '0:v:0', '-vf', scale, '-f', 'rawvideo', out]);
  const data = new Uint8Array(await readFile(out));
  return { frames: Math.floor(data.length / FINGERPRINT_CELLS), data };
}

async function storedFingerprint(db: Db, assetId: string): Promise<Fingerprint | null> {
  const [row] = await db.select().from(reviewFingerprints).where(eq(reviewFingerprints.assetId, assetId));
  return row ? { frames: row.frames, data: new Uint8Array(Buffer.from(row.data, 'base64')) } : null;
}

/** A version's fingerprint: stored, or taken from its review copy and stored (null for images and unready copies). */
export async function fingerprintOf(s: Deps, asset: ReviewAssetRow): Promise<Fingerprint | null> {
  const stored = await storedFingerprint(s.db, asset.id);
  if (stored || isReviewImage(asset.fileName) || !asset.reviewKey) return stored;
  const work = join(tmpdir(), `vms-fingerprint-${asset.id}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(work, { recursive: true });
  try {
    const copy = await s.storage.driver.get(asset.reviewKey);
    if (!copy) throw new Error(`The review copy ${asset.reviewKey} is missing.`);
    const file = join(work, 'review.mp4');
    await pipeline(copy.stream, createWriteStream(file));
    const fingerprint = await fingerprintVideo(file, work);
    const data = Buffer.from(fingerprint.data).toString('base64');
    await s.db.insert(reviewFingerprints).values({ assetId: asset.id, frames: fingerprint.frames, data }).onConflictDoNothing();
    return fingerprint;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Carries the open notes of version `from` onto version `to` (once: a note already carried is skipped). A note keeps
 * its text, author, drawing and screenshot, and names its first comment (`carriedFromId`) and that comment's version.
 */
export async function carryNotes(s: Deps, from: ReviewAssetRow, to: ReviewAssetRow): Promise<number> {
  const [a, b] = [await fingerprintOf(s, from), await fingerprintOf(s, to)];
  if (!a || !b || !a.frames || !b.frames) return 0;
  const open = await s.db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.assetId, from.id), isNull(reviewComments.parentId), isNull(reviewComments.completedAt)));
  if (!open.length) return 0;
  const alignment = align(a, b);
  const rows = open.map((note) => ({
    ...note,
    ...place(a, b, alignment, note),
    id: randomBytes(12).toString('hex'),
    assetId: to.id,
    carriedFromId: note.carriedFromId ?? note.id,
    carriedFromVersion: note.carriedFromVersion ?? from.version,
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  return s.db.transaction(async (tx) => {
    const carried = await tx.insert(reviewComments).values(rows).onConflictDoNothing().returning({ id: reviewComments.id });
    if (carried.length) await reviewChanged(tx, { folderId: to.folderId, assetId: to.id, commentId: null, status: 'NOTES_CARRIED' });
    return carried.length;
  });
}

/**
 * The job: a version's fingerprint, then the open notes of the version before carried onto it — and its own onto the
 * version after, when that one's copy was ready first (the seed's two versions are copied in either order). "Before"
 * and "after" skip versions whose copy failed: a broken upload does not break the chain.
 */
export async function fingerprintAndCarry(s: Deps, assetId: string): Promise<void> {
  const asset = await assetById(s.db, assetId);
  if (!asset || !isVideo(asset)) return;
  await fingerprintOf(s, asset);
  const videos = (await versionsOf(s.db, asset.folderId)).filter(isVideo);
  const at = videos.findIndex((v) => v.id === asset.id);
  if (at > 0) await carryNotes(s, videos[at - 1]!, asset);
  if (at >= 0 && at + 1 < videos.length) await carryNotes(s, asset, videos[at + 1]!);
}

/** A version with a playable review copy. */
export const isVideo = (v: ReviewAssetRow) => v.status === 'complete' && !isReviewImage(v.fileName);

export const reviewFingerprintJob = defineJob({
  name: 'review.fingerprint',
  payload: z.object({ assetId: z.uuid() }),
  retryLimit: 2,
  expireInSeconds: 15 * 60,
  handler: async (data, s: Services) => fingerprintAndCarry(s, data.assetId),
});

/** What changed between two versions of one stack: in each version's own frames; null until both are fingerprinted. */
export async function versionChanges(
  db: Db,
  asset: ReviewAssetRow,
  against: ReviewAssetRow,
): Promise<{ changes: ChangedRange[]; againstChanges: ChangedRange[] } | null> {
  const [a, b] = [await storedFingerprint(db, against.id), await storedFingerprint(db, asset.id)];
  if (!a || !b) return null;
  const alignment = align(a, b);
  return { changes: changedRanges(alignment), againstChanges: changedRanges({ aToB: alignment.bToA, bToA: alignment.aToB }) };
}
