// Gallery processing: each feed image of a listing becomes a ≤1600 px JPEG and a 400 px thumbnail in storage, and the
// first thumbnail becomes the asset's thumbnail. The end of every run is told on assetGalleriesSynced.
//
// Failure policy: a source that cannot be read or decoded (404, not an image, a path outside the feed directory) is a
// data problem that retrying will not fix, so it is recorded (gallery_sync_error) and the run ends with a failure
// event at once; the other images are still processed, and the Sync button runs it again. Only an infrastructure
// error (database, storage) throws: the failure event goes out first, so the screen never waits on pg-boss's retries,
// and the retry tells again. Safe to run twice: keys are fixed per position and rows are written by id+source.
import { lstat, readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@vms/shared';
import { defineJob } from '../../../platform/jobs.js';
import type { Services } from '../../../services.js';
import { emit } from '../../../platform/outbox/outbox.js';
import { assets, recordGallerySync } from '../../core/index.js';
import { assetGalleries } from '../sales.table.js';

export const GALLERY_IMAGE_PX = 1600;
export const GALLERY_THUMBNAIL_PX = 400;
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
const SHARP_OPTIONS = { limitInputPixels: 16_384 * 16_384, failOn: 'error' } as const;

/** The folder of one asset's images: its feed id when that is a safe path segment, else the VMS id. */
const folderOf = (a: { id: string; assetCrexiId: string }) => (/^[\w-]{1,64}$/.test(a.assetCrexiId) ? a.assetCrexiId : a.id);
export const galleryImageKey = (folder: string, position: number) => `galleries/${folder}/${position}.jpg`;
export const galleryThumbnailKey = (folder: string, position: number) => `thumbnails/galleries/${folder}/${position}.jpg`;

async function fetchSource(url: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) throw new Error('image larger than 40 MB');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_SOURCE_BYTES) throw new Error('image larger than 40 MB');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** A path relative to the feed directory, read only when it (and any symlink in it) stays inside that directory. */
async function readLocalSource(source: string, feedDir: string): Promise<Buffer> {
  const outside = new Error('the path lies outside the feed directory');
  if (isAbsolute(source) || /^[a-z][a-z0-9+.-]*:/i.test(source)) throw outside;
  const inside = (root: string, p: string) => {
    const rel = relative(root, p);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  };
  const path = resolve(feedDir, source);
  if (!inside(feedDir, path)) throw outside;
  const real = await realpath(path).catch(() => {
    throw new Error('file not found');
  });
  if (!inside(await realpath(feedDir), real)) throw outside;
  const st = await lstat(real);
  if (!st.isFile()) throw new Error('not a file');
  if (st.size > MAX_SOURCE_BYTES) throw new Error('image larger than 40 MB');
  return readFile(real);
}

export function readGallerySource(source: string, feedDir: string): Promise<Buffer> {
  return /^https?:\/\//i.test(source) ? fetchSource(source) : readLocalSource(source, feedDir);
}

async function renditions(input: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const fit = (px: number, quality: number) =>
    sharp(input, SHARP_OPTIONS)
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, progressive: true })
      .toBuffer();
  const [image, thumbnail] = await Promise.all([fit(GALLERY_IMAGE_PX, 82), fit(GALLERY_THUMBNAIL_PX, 76)]);
  return { image, thumbnail };
}

export interface GalleryOutcome {
  success: boolean;
  processed: number;
  failed: number;
}

export async function processAssetGallery(s: Services, assetId: string, opts: { force?: boolean } = {}): Promise<GalleryOutcome | null> {
  const [asset] = await s.db
    .select({ id: assets.id, assetCrexiId: assets.assetCrexiId, thumbnailUrl: assets.thumbnailUrl })
    .from(assets)
    .where(eq(assets.id, assetId));
  if (!asset) return null; // deleted since it was queued: nothing to do, nobody to tell
  const tell = (success: boolean) =>
    emit(s.db, 'assetGalleriesSynced', assetId, {
      assetId,
      success,
      message: success ? ORDER_MESSAGES.gallerySynced : ORDER_MESSAGES.syncFailed,
    });
  try {
    const folder = folderOf(asset);
    const feedDir = dirname(s.config.listingFeed.file);
    const rows = await s.db.select().from(assetGalleries).where(eq(assetGalleries.assetId, assetId)).orderBy(asc(assetGalleries.position));
    const errors: string[] = [];
    let processed = 0;
    for (const row of rows) {
      if (row.imageKey && !opts.force) continue;
      let out: { image: Buffer; thumbnail: Buffer };
      try {
        out = await renditions(await readGallerySource(row.sourceUrl, feedDir));
      } catch (err) {
        errors.push(`image ${row.position + 1} (${row.sourceUrl.slice(0, 120)}): ${(err as Error).message}`);
        continue;
      }
      const imageKey = galleryImageKey(folder, row.position);
      const thumbnailKey = galleryThumbnailKey(folder, row.position);
      await s.storage.driver.put(imageKey, out.image, 'image/jpeg');
      await s.storage.driver.put(thumbnailKey, out.thumbnail, 'image/jpeg');
      // Matched on the source too: an import that changed this position meanwhile keeps its row unprocessed.
      await s.db
        .update(assetGalleries)
        .set({ imageKey, thumbnailKey, processedAt: new Date() })
        .where(and(eq(assetGalleries.id, row.id), eq(assetGalleries.sourceUrl, row.sourceUrl)));
      processed++;
    }
    await removeOrphans(s, folder, rows.length);

    const [first] = await s.db
      .select({ thumbnailKey: assetGalleries.thumbnailKey })
      .from(assetGalleries)
      .where(eq(assetGalleries.assetId, assetId))
      .orderBy(asc(assetGalleries.position))
      .limit(1);
    // The thumbnail is stored as a key and signed when read (URLs expire); a listing without images keeps an
    // outside http thumbnail if it had one.
    const external = asset.thumbnailUrl && /^https?:\/\//i.test(asset.thumbnailUrl) ? asset.thumbnailUrl : null;
    await recordGallerySync(s.db, assetId, {
      thumbnailUrl: first?.thumbnailKey ?? external,
      error: errors.length ? `${errors.length} of ${rows.length} images failed: ${errors.join('; ')}`.slice(0, 2000) : null,
    });
    if (errors.length) s.log.warn({ assetId, errors }, 'gallery processing: some images failed');
    await tell(!errors.length);
    return { success: !errors.length, processed, failed: errors.length };
  } catch (err) {
    await tell(false);
    throw err;
  }
}

/** Objects of positions the gallery no longer has (it shrank in the feed). */
async function removeOrphans(s: Services, folder: string, count: number): Promise<void> {
  for (const prefix of [`galleries/${folder}/`, `thumbnails/galleries/${folder}/`]) {
    for (const obj of await s.storage.driver.list(prefix)) {
      const position = Number(/(\d+)\.jpg$/.exec(obj.key)?.[1] ?? NaN);
      if (!(position < count)) await s.storage.driver.delete(obj.key);
    }
  }
}

export const galleryJob = defineJob({
  name: 'sales.gallery',
  payload: z.object({ assetId: z.uuid(), force: z.boolean().optional() }),
  retryLimit: 3,
  handler: async (data, s: Services) => {
    await processAssetGallery(s, data.assetId, { force: data.force });
  },
});
