// The modify flow's pictures (part B §5 "Image upload", §7 getAssetImages, getS3ImagePreSignedUrl, s3-file-delete).
// The pages are public and named by the video's uuid, so everything here is bounded: jpg/jpeg/png only, 15 MB per PUT,
// VIDEO_UPLOADS_MAX uploads held per video, a rate per client address and per video, keys only under the video's own
// `vidpitch/{uuid}/images/` prefix, nothing once the video is bought, and a logo exactly 150x60 (checked on the file).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  assetImagesSchema,
  extensionOf,
  FILE_MESSAGES,
  IMAGE_PUT_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  logoSizeIssue,
  VIDEO_UPLOADS_MAX,
  VIDPITCH_MESSAGES as M,
  videoImagePresignSchema,
  type VideoImageKind,
} from '@vms/shared';
import type { Services } from '../../../services.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { hitRateLimits } from '../../../platform/rate-limit.js';
import type { SlotKind, VideoTemplate } from '../../../platform/render/types.js';
import { normaliseKey } from '../../../platform/storage/keys.js';
import { formsOf } from '../../render/index.js';
import { listingImageKeys } from '../draft/vidpitch.draft.js';
import { videoByUuid } from '../vidpitch.service.js';
import type { VidpitchVideoRow } from '../vidpitch.table.js';

type Deps = Pick<Services, 'db' | 'storage'>;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const PRESIGNS_PER_HOUR_PER_ADDRESS = 60;
const PRESIGNS_PER_HOUR_PER_VIDEO = 60;

export const uploadPrefix = (videoId: string) => `vidpitch/${videoId}/images/`;
/** vidpitch/{uuid}/images/{Chapter_n}/{KIND}/{random}.{ext} */
const UPLOAD_KEY =
  /^vidpitch\/([0-9a-f-]{36})\/images\/(Chapter_[1-6])\/(IMAGE|LOGO|QR_CODE|PROPERTY_BOUNDARY)\/[0-9a-f]{12}\.(png|jpe?g)$/;

export interface AssetImage {
  s3ImageLink: string;
  url: string;
  fileType: VideoImageKind;
  chapter: string | null;
  /** listing (the feed's gallery), video (used by a version of the video) or upload (the broker's). */
  source: 'listing' | 'video' | 'upload';
}

/** Every value the video's versions have used, by form field. */
async function usedValues(deps: Pick<Services, 'db'>, videoId: string): Promise<Map<string, Set<string>>> {
  const used = new Map<string, Set<string>>();
  for (const item of (await formsOf(deps.db, videoId)).flat(2)) {
    if (!item.value) continue;
    if (!used.has(item.attributeValue)) used.set(item.attributeValue, new Set());
    used.get(item.attributeValue)!.add(item.value);
  }
  return used;
}

const kindOfAttribute = (a: string): VideoImageKind | null =>
  /^IMAGE_\d+$/.test(a)
    ? 'IMAGE'
    : a === 'BROKER_COMPANY_LOGO_URL'
      ? 'LOGO'
      : a === 'PROPERTY_BOUNDARY'
        ? 'PROPERTY_BOUNDARY'
        : a === 'QR_CODE'
          ? 'QR_CODE'
          : null;
const isStoredKey = (v: string) => !/^(https?:|data:|mailto:|tel:)/i.test(v);

/**
 * getAssetImages(input: uuid, assetCrexiId): the pictures a chapter may show — the listing's gallery, those the
 * video's versions used, and the broker's uploads for it — each with a readable link.
 */
export async function getAssetImages(deps: Deps, input: z.infer<typeof assetImagesSchema>): Promise<AssetImage[]> {
  const video = await videoByUuid(deps.db, input.uuid);
  const out = new Map<string, Omit<AssetImage, 'url'>>();
  for (const key of await listingImageKeys(deps, video.assetId))
    out.set(key, { s3ImageLink: key, fileType: 'IMAGE', chapter: null, source: 'listing' });
  for (const [attribute, values] of await usedValues(deps, video.id)) {
    const kind = kindOfAttribute(attribute);
    if (!kind) continue;
    for (const v of values)
      if (isStoredKey(v) && !out.has(v)) out.set(v, { s3ImageLink: v, fileType: kind, chapter: null, source: 'video' });
  }
  for (const o of await deps.storage.driver.list(uploadPrefix(video.id), true)) {
    const m = UPLOAD_KEY.exec(o.key);
    if (m) out.set(o.key, { s3ImageLink: o.key, fileType: m[3] as VideoImageKind, chapter: m[2]!, source: 'upload' });
  }
  return Promise.all([...out.values()].map(async (i) => ({ ...i, url: await deps.storage.readUrl(i.s3ImageLink) })));
}

/**
 * getS3ImagePreSignedUrl(uuid, fileName, fileType, chapter): a signed PUT for one picture of the video (a new logo
 * or QR code replaces the old one only in the form; the old upload is deleted by s3-file-delete).
 */
export async function presignVideoImage(deps: Deps, ip: string, input: z.infer<typeof videoImagePresignSchema>) {
  const video = await videoByUuid(deps.db, input.uuid);
  if (video.purchasedAt) throw badInput(M.cannotModify);
  const ext = extensionOf(input.fileName);
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) throw badInput(FILE_MESSAGES.formatNotAllowed(ext || input.fileName), 'fileName');
  if (input.fileSize && input.fileSize > IMAGE_PUT_MAX_BYTES)
    throw badInput(`The picture must be at most ${IMAGE_PUT_MAX_BYTES / 1024 / 1024} MB.`, 'fileSize');
  await hitRateLimits(deps.db, [
    { key: `vidpitch-presign-ip:${ip}`, limit: PRESIGNS_PER_HOUR_PER_ADDRESS, windowSeconds: 3600 },
    { key: `vidpitch-presign-video:${video.id}`, limit: PRESIGNS_PER_HOUR_PER_VIDEO, windowSeconds: 3600 },
  ]);
  const held = await deps.storage.driver.list(uploadPrefix(video.id), true);
  if (held.length >= VIDEO_UPLOADS_MAX)
    throw badInput(`A video holds at most ${VIDEO_UPLOADS_MAX} uploaded pictures; remove some first.`, 'fileName');
  const key = `${uploadPrefix(video.id)}${input.chapter}/${input.fileType}/${randomBytes(6).toString('hex')}.${ext}`;
  const url = await deps.storage.driver.presignPut(key, contentType, deps.storage.urlTtlSeconds, IMAGE_PUT_MAX_BYTES);
  return { s3ImageLink: key, url, contentType, fileType: input.fileType, chapter: input.chapter };
}

/** Whether the stored object is a jpg or png picture of at most 15 MB (and, for a logo, exactly 150x60). */
async function uploadIssue(deps: Deps, key: string, kind: VideoImageKind): Promise<string | null> {
  const head = await deps.storage.driver.head(key);
  if (!head) return FILE_MESSAGES.uploadFailed;
  if (head.size > IMAGE_PUT_MAX_BYTES) return `The picture must be at most ${IMAGE_PUT_MAX_BYTES / 1024 / 1024} MB.`;
  const obj = await deps.storage.driver.get(key);
  if (!obj) return FILE_MESSAGES.uploadFailed;
  const chunks: Buffer[] = [];
  for await (const c of obj.stream) chunks.push(c as Buffer);
  const meta = await sharp(Buffer.concat(chunks))
    .metadata()
    .catch(() => null);
  if (!meta || !['jpeg', 'png'].includes(meta.format ?? '')) return `${extensionOf(key)} file format not allowed.`;
  if (kind === 'LOGO') return logoSizeIssue(meta.width ?? 0, meta.height ?? 0);
  return null;
}

/** The picture each slot kind draws; the other kinds (text, hidden) are never read as a file. */
const PICTURE_OF_SLOT: Record<SlotKind, VideoImageKind | null> = {
  image: 'IMAGE',
  inset: 'PROPERTY_BOUNDARY',
  logo: 'LOGO',
  qr: 'QR_CODE',
  text: null,
  hidden: null,
};
/** A QR code's link: drawn as a code (platform/render/engine.ts), never fetched. */
const QR_LINK = /^(https?:\/\/|mailto:|tel:)[^\s]{1,400}$/i;
const isKey = (v: string) => {
  try {
    normaliseKey(v);
    return !/^[a-z][a-z0-9+.-]*:/i.test(v);
  } catch {
    return false;
  }
};

/**
 * The pictures of a re-render, by the chosen template's slot kinds (an allowlist: every image, inset, logo and QR slot
 * of the template, whatever its name): a QR code's link, or a stored key that the video already used for that field, a
 * listing picture, or an upload under the video's own prefix whose file is a real jpg/png (a logo 150x60). Anything
 * else is refused, so a form can never make the renderer read another video's or project's file, or an outside URL.
 */
export async function checkImageValues(
  deps: Deps,
  video: VidpitchVideoRow,
  template: VideoTemplate,
  stored: Map<string, string>,
  sent: Map<string, string>,
) {
  const listing = new Set(await listingImageKeys(deps, video.assetId));
  const used = await usedValues(deps, video.id);
  for (const slot of template.chapters.flatMap((c) => c.slots)) {
    const kind = PICTURE_OF_SLOT[slot.kind];
    const attribute = slot.attributeValue;
    const value = sent.get(attribute) ?? stored.get(attribute);
    if (!kind || !value) continue;
    if (kind === 'QR_CODE' && QR_LINK.test(value)) continue;
    if (!isKey(value)) throw badInput('Unable to load image.', attribute);
    if (value === stored.get(attribute) || used.get(attribute)?.has(value)) continue;
    if (kind === 'IMAGE' && listing.has(value)) continue;
    const m = UPLOAD_KEY.exec(value);
    if (!m || m[1] !== video.id) throw badInput('Unable to load image.', attribute);
    const issue = await uploadIssue(deps, value, kind);
    if (issue) throw badInput(issue === LOGO_SIZE_MESSAGE ? LOGO_SIZE_MESSAGE : issue, attribute);
  }
}

/**
 * s3-file-delete for a public modify page (no session): an upload of the video's own prefix that no version of the
 * video uses, while the video is not bought. The client retries it; a second call finds nothing and says so.
 */
export async function deleteVideoUpload(deps: Deps, ip: string, file: string) {
  const m = UPLOAD_KEY.exec(file.trim());
  if (!m) throw notFound(FILE_MESSAGES.deleteFailed);
  await hitRateLimits(deps.db, [{ key: `vidpitch-delete-ip:${ip}`, limit: 120, windowSeconds: 3600 }]);
  const video = await videoByUuid(deps.db, m[1]!);
  if (video.purchasedAt) throw badInput(M.cannotModify);
  const key = m[0];
  for (const values of (await usedValues(deps, video.id)).values())
    if (values.has(key)) throw badInput('This picture is used by the video and cannot be deleted.', 'file');
  if (!(await deps.storage.driver.head(key))) throw notFound(FILE_MESSAGES.deleteFailed);
  await deps.storage.driver.delete(key);
  return { message: FILE_MESSAGES.deleted };
}

export const isVideoUploadKey = (file: unknown) => typeof file === 'string' && UPLOAD_KEY.test(file.trim());
