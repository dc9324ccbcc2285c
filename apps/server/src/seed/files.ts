// The demo projects' files (DECISIONS.md "Demo data": every screen shows data): what a production project holds once
// it is under way, written into storage by a job after the first start, so that the start stays fast. The listing
// brief (a PDF) in Project Documents of every ordered project; the pilot's original photos, the edited ones and a custom
// shot once a project is flown; and the demo review versions' files in Project Data/Video Review, cut from the numbered
// clip whose every frame names itself. An object already stored is left alone, so a retried job finishes the rest.
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { REPO_ROOT } from '../config.js';
import type { Services } from '../services.js';
import { defineJob } from '../platform/jobs.js';
import { runFfmpeg } from '../platform/render/ffmpeg.js';
import { projectPrefix, thumbnailKey } from '../platform/storage/keys.js';
import { projects } from '../modules/core/index.js';
import { makeThumbnail } from '../modules/files/files.thumbnails.js';
import { reviewAssets } from '../modules/review/review.table.js';
import { NUMBERED_CLIP_FRAMES, numberedClipArgs, reviewCopyJob } from '../modules/review/versions/review.media.js';
import { REVIEW_FPS } from '@vms/shared';
import { DEMO_GALLERY } from './listings.js';

const FEEDS = join(REPO_ROOT, 'apps/server/feeds');
/** The brief every ordered project carries (made from listing-brief.html beside it with Chromium's print to PDF). */
const BRIEF = { file: 'documents/listing-brief.pdf', name: 'Listing brief.pdf' };
const FLOWN = ['ACTIVE', 'COMPLETED'];

export const demoFilesJob = defineJob({
  name: 'seed.demo-files',
  payload: z.object({ reviewAssetIds: z.array(z.uuid()) }),
  retryLimit: 3,
  expireInSeconds: 15 * 60,
  handler: async (data, s: Services, attempt) => {
    await seedDemoFiles(s, data.reviewAssetIds, attempt.signal);
  },
});

type FileServices = Pick<Services, 'db' | 'storage' | 'jobs' | 'log'>;

/**
 * Writes the demo files, then queues the review copies of the given demo versions; returns how many objects it wrote.
 * Stopped by `signal` (its process stopping) between files: a run again writes only what is missing.
 */
export async function seedDemoFiles(s: FileServices, reviewAssetIds: string[], signal?: AbortSignal): Promise<number> {
  const written = (await projectFiles(s, signal)) + (await reviewDrafts(s, reviewAssetIds, signal));
  s.log.info({ written }, 'seeded the demo project files');
  return written;
}

async function projectFiles(s: FileServices, signal?: AbortSignal): Promise<number> {
  const rows = await s.db
    .select({ id: projects.id, number: projects.number, status: projects.status, pilotId: projects.pilotId })
    .from(projects)
    .where(ne(projects.plan, 'BRONZE'))
    .orderBy(projects.number);
  const { driver } = s.storage;
  const contents = new Map<string, Buffer>();
  /** The first stored copy of each photo, whose thumbnail the other copies share (sharp runs 8 times, not 270). */
  const thumbnailed = new Map<string, string>();
  let written = 0;
  const put = async (key: string, file: string, contentType: string) => {
    signal?.throwIfAborted();
    if (await driver.head(key)) return;
    if (!contents.has(file)) contents.set(file, await readFile(join(FEEDS, file)));
    await driver.put(key, contents.get(file)!, contentType);
    written++;
    if (!contentType.startsWith('image/')) return;
    const first = thumbnailed.get(file);
    const thumbnail = first ? await driver.get(thumbnailKey(first)) : null;
    if (thumbnail) await driver.put(thumbnailKey(key), thumbnail.stream, 'image/jpeg');
    else if (await makeThumbnail(driver, key, s.log)) thumbnailed.set(file, key);
  };
  for (const p of rows) {
    const root = projectPrefix(p.id);
    await put(`${root}Project Inputs/Project Documents/${BRIEF.name}`, BRIEF.file, 'application/pdf');
    if (!p.pilotId || !FLOWN.includes(p.status)) continue;
    // Three of the eight demo photos per project, a different three for neighbouring projects.
    const photo = (k: number) => DEMO_GALLERY[(p.number + k * 3) % DEMO_GALLERY.length]!;
    for (const k of [0, 1, 2]) {
      await put(
        `${root}Aerial Imagery/Aerial Photos/Original Images/DJI_${String(p.number * 10 + k).padStart(4, '0')}.JPG`,
        photo(k),
        'image/jpeg',
      );
    }
    for (const k of [0, 1]) await put(`${root}Aerial Imagery/Aerial Photos/Aerial ${k + 1}.jpg`, photo(k), 'image/jpeg');
    await put(`${root}Custom Shots OR B Roll/Entrance.jpg`, photo(2), 'image/jpeg');
  }
  return written;
}

/**
 * The demo review versions' own files (their `assetLink`, in the project's Video Review folder), made from the numbered
 * clip, then their review copies queued. Without ffmpeg the job ends here (runFfmpeg's VideoUnavailableError is
 * final) and the review page says that video is not available on this server.
 */
async function reviewDrafts(s: FileServices, reviewAssetIds: string[], signal?: AbortSignal): Promise<number> {
  if (!reviewAssetIds.length) return 0;
  const versions = await s.db
    .select({ id: reviewAssets.id, key: reviewAssets.assetLink })
    .from(reviewAssets)
    .where(and(inArray(reviewAssets.id, reviewAssetIds), isNotNull(reviewAssets.assetLink)));
  const missing: string[] = [];
  for (const v of versions) if (!(await s.storage.driver.head(v.key))) missing.push(v.key);
  if (missing.length) {
    const work = await mkdtemp(join(tmpdir(), 'vms-demo-clip-'));
    try {
      const clip = join(work, 'numbered.mp4');
      await runFfmpeg(numberedClipArgs(clip, NUMBERED_CLIP_FRAMES / REVIEW_FPS), { signal });
      for (const key of missing) {
        await s.storage.driver.put(key, createReadStream(clip), 'video/mp4');
        await makeThumbnail(s.storage.driver, key, s.log);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  for (const v of versions) await s.jobs.send(reviewCopyJob, { assetId: v.id }, { id: v.id });
  return missing.length;
}
