// The review copy of an uploaded version (constant 20 fps, a keyframe a second, no B-frames, so every comment frame is
// exact), made by a keyed, idempotent pg-boss job; and the numbered test clip whose every frame names itself.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { isReviewImage, parseFrameRate, REVIEW_FPS } from '@vms/shared';
import { defineJob } from '../../platform/jobs.js';
import { probe, runFfmpeg } from '../../platform/render/ffmpeg.js';
import { font } from '../../platform/render/fonts.js';
import type { Services } from '../../services.js';
import { reviewAssets, reviewComments } from './review.table.js';
import { reviewFingerprintJob } from './review.carry.js';
import { reviewChanged } from './review.publish.js';

/** The numbered clip's length in frames (40 s at 20 fps): the demo review drafts are cut from it. */
export const NUMBERED_CLIP_FRAMES = 800;

const reviewCopyKey = (assetId: string) => `review-copies/${assetId}/review.mp4`;

/** The ffmpeg arguments of a review copy: 20 fps constant frame rate, GOP 20, no B-frames, yuv420p, faststart. */
export const reviewCopyArgs = (input: string, output: string) => [
  '-y',
  '-i',
  input,
  '-map',
  '0:v:0',
  '-map',
  '0:a:0?',
  '-vf',
  `fps=${REVIEW_FPS},scale='min(1280,iw)':-2`,
  // the fps filter makes the rate constant (no `-fps_mode cfr`: ffmpeg 5.1's option, not in the npm package's build)
  '-r',
  String(REVIEW_FPS),
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-g',
  String(REVIEW_FPS),
  '-bf',
  '0',
  '-threads',
  '1',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-movflags',
  '+faststart',
  output,
];

/**
 * Makes the review copy of a version and marks it complete (or failed). Idempotent: a version already complete is
 * left alone; a re-run after a crash writes the copy again under the same key.
 */
export async function prepareReviewCopy(
  s: Pick<Services, 'db' | 'storage' | 'log' | 'jobs'>,
  assetId: string,
  signal?: AbortSignal,
): Promise<void> {
  const [asset] = await s.db.select().from(reviewAssets).where(eq(reviewAssets.id, assetId));
  if (!asset || asset.status === 'complete') return;
  if (isReviewImage(asset.fileName)) {
    await s.db.update(reviewAssets).set({ status: 'complete', updatedAt: new Date() }).where(eq(reviewAssets.id, assetId));
    return;
  }
  const work = join(tmpdir(), `vms-review-${assetId}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(work, { recursive: true });
  try {
    const source = await s.storage.driver.get(asset.assetLink);
    if (!source) throw new Error(`The uploaded file ${asset.assetLink} is missing.`);
    const input = join(work, 'source');
    const output = join(work, 'review.mp4');
    await pipeline(source.stream, createWriteStream(input));
    const timing = await sourceTimingOf(input);
    await runFfmpeg(reviewCopyArgs(input, output), { signal });
    const key = reviewCopyKey(assetId);
    await s.storage.driver.put(key, createReadStream(output), 'video/mp4');
    await screenshotsForComments(s, asset.projectId, assetId, output, work);
    // the copy is done and its fingerprint (then the notes carried from the version before) queued, in one transaction
    await s.db.transaction(async (tx) => {
      await tx
        .update(reviewAssets)
        .set({ reviewKey: key, status: 'complete', error: null, ...timing, updatedAt: new Date() })
        .where(eq(reviewAssets.id, assetId));
      await s.jobs.send(reviewFingerprintJob, { assetId }, { tx });
      await reviewChanged(tx, { folderId: asset.folderId, assetId, commentId: null, status: 'VERSION_READY' });
    });
  } catch (err) {
    if (signal?.aborted) throw err; // this process is stopping: the job is retried, the version is not failed
    s.log.error({ err, assetId }, 'review copy failed');
    await s.db
      .update(reviewAssets)
      .set({ status: 'failed', error: String((err as Error).message).slice(0, 500), updatedAt: new Date() })
      .where(eq(reviewAssets.id, assetId));
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The uploaded file's own frame rate and start timecode (issue #38 item 3): the video stream's `r_frame_rate`, and the
 * `timecode` tag of the stream, the container or a data (tmcd) stream — where cameras and editors write it.
 */
export async function sourceTimingOf(file: string): Promise<{ sourceFrameRate: string | null; sourceStartTimecode: string | null }> {
  const { streams, format } = await probe(file);
  const video = streams.find((st) => st.codec_type === 'video');
  const tag = (o: Record<string, unknown> | undefined) => (o?.tags as Record<string, string> | undefined)?.timecode;
  const timecode = tag(video) ?? tag(format) ?? streams.map(tag).find(Boolean);
  const rate = typeof video?.r_frame_rate === 'string' && parseFrameRate(video.r_frame_rate) ? video.r_frame_rate : null;
  return { sourceFrameRate: rate, sourceStartTimecode: timecode && /^\d{1,2}:\d{2}:\d{2}[:;.]\d{2,3}$/.test(timecode) ? timecode : null };
}

/** Comments made without a screenshot (the demo's, an image-less reply) get their frame from the review copy. */
async function screenshotsForComments(
  s: Pick<Services, 'db' | 'storage'>,
  projectId: string,
  assetId: string,
  video: string,
  work: string,
) {
  const missing = await s.db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.assetId, assetId), isNull(reviewComments.screenshotKey), isNull(reviewComments.parentId)));
  for (const c of missing) {
    const file = join(work, `${c.id}.jpg`);
    await runFfmpeg(['-y', '-i', video, '-vf', `select=eq(n\\,${c.frame})`, '-frames:v', '1', '-q:v', '3', file]);
    const key = `projects/${projectId}/review-screenshots/${c.id}.jpg`;
    await s.storage.driver.put(key, createReadStream(file), 'image/jpeg');
    await s.db.update(reviewComments).set({ screenshotKey: key }).where(eq(reviewComments.id, c.id));
  }
}

export const reviewCopyJob = defineJob({
  name: 'review.copy',
  payload: z.object({ assetId: z.uuid() }),
  retryLimit: 2,
  expireInSeconds: 15 * 60,
  handler: async (data, s: Services, attempt) => prepareReviewCopy(s, data.assetId, attempt.signal),
});

/**
 * The numbered clip: 640x360 at 20 fps. The top half carries the frame number in ten black/white bars (bit b of the
 * number is bar b, from the left, each after a 4-pixel grey gap), the bottom half prints it; each frame names itself,
 * so a screenshot tells which frame it shows. The bars are boxes switched on per frame (`enable`): 10–14 s for the 800
 * frames on a loaded two-core machine, where a per-pixel `geq` expression took 130 s.
 */
export const numberedClipArgs = (out: string, seconds: number) => [
  '-y',
  '-f',
  'lavfi',
  '-i',
  `color=c=gray:s=640x360:r=${REVIEW_FPS}:d=${seconds}`,
  '-vf',
  [
    ...BITS.map((b) => `drawbox=x=${b * 64 + 4}:y=0:w=60:h=180:color=black:t=fill`),
    ...BITS.map((b) => `drawbox=x=${b * 64 + 4}:y=0:w=60:h=180:color=white:t=fill:enable='mod(floor(n/${2 ** b}),2)'`),
    `drawtext=fontfile=${font('Bold').file}:text='%{frame_num}':x=(w-tw)/2:y=h*0.62:fontsize=90:fontcolor=white`,
  ].join(','),
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-r',
  String(REVIEW_FPS),
  '-g',
  String(REVIEW_FPS),
  '-bf',
  '0',
  '-threads',
  '1',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  out,
];
const BITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Reads the frame number a screenshot of the numbered clip shows (any size: the bars are sampled in proportion). */
export async function frameNumberOf(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let bit = 0; bit < 10; bit++) {
    const x = Math.floor(((bit + 0.5) * info.width) / 10);
    const y = Math.floor(info.height / 4);
    if (data[y * info.width + x]! > 128) n |= 1 << bit;
  }
  return n;
}
