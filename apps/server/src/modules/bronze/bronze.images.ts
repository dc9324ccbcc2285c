// The builder's pictures (part B §5 "Image upload", §7): a presigned PUT per picture under the order's own prefix, then
// the upload registered as a custom image of its chapter (a logo or QR code replaces the one before), listing with
// readable links, and deletion (the cancel clean-up). Keys never leave `bronze/<orderId>/`.
import { randomBytes } from 'node:crypto';
import {
  BRONZE_PACKAGE_TYPE,
  FILE_MESSAGES,
  IMAGE_PUT_MAX_BYTES,
  extensionOf,
  type BronzeImageKind,
  type CustomImageDeleteInput,
  type CustomImagePresignInput,
  type CustomImageRegisterInput,
} from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput } from '../../platform/errors.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { addCustomImages, customImagesOf, removeCustomImages } from '../management/index.js';
import { bronzeTarget, checkPictureRights, type BronzeTarget } from './bronze.policy.js';

type Deps = Pick<Services, 'db' | 'storage'>;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
/** Kinds a chapter holds one of: a new one replaces the old. */
const SINGLE: readonly BronzeImageKind[] = ['LOGO', 'QR_CODE'];
const PRESIGNS_PER_HOUR = 120;

const prefixOf = (t: BronzeTarget) => `bronze/${t.order.id}/`;
/** The uuid the order's pictures are stored under: the project's once checked out, the listing's before. */
export const imageOwnerOf = (t: BronzeTarget) => t.project?.id ?? t.order.assetId ?? t.order.id;
const isStored = (link: string) => !/^(data:|https?:)/i.test(link);

/** A link the browser can show: stored keys are signed, seeded data URLs and external links pass through. */
export async function readableLink(s: Pick<Services, 'storage'>, link: string): Promise<string> {
  return isStored(link) ? s.storage.readUrl(link) : link;
}

/** The uuid that the project-or-listing argument names, as the target it resolves to (checked first). */
export function targetOfUuid(s: Pick<Services, 'db'>, viewer: Viewer, uuid: string) {
  return bronzeTarget(s.db, viewer, { assetId: uuid });
}

/** getCustomImagePreSignedUrl: one signed PUT per picture (jpg, jpeg or png), under the order's prefix. */
export async function presignImages(s: Services, viewer: Viewer, input: CustomImagePresignInput) {
  const uuid = input.customImageInput[0]!.uuid;
  const target = await targetOfUuid(s, viewer, uuid);
  if (input.customImageInput.some((i) => i.uuid !== uuid)) throw badInput('All pictures must belong to one order.', 'uuid');
  checkPictureRights(viewer, input.customImageInput);
  await hitRateLimits(s.db, [{ key: `presign:${viewer.id}`, limit: PRESIGNS_PER_HOUR, windowSeconds: 3600 }]);
  return Promise.all(
    input.customImageInput.map(async (i) => {
      const ext = extensionOf(i.fileName);
      const type = TYPES[ext];
      if (!type) throw badInput(FILE_MESSAGES.formatNotAllowed(ext || i.fileName), 'fileName');
      const key = `${prefixOf(target)}${i.chapter}/${i.fileType}/${randomBytes(6).toString('hex')}.${ext}`;
      const url = await s.storage.driver.presignPut(key, type, s.storage.urlTtlSeconds, IMAGE_PUT_MAX_BYTES);
      return { fileName: i.fileName, fileType: i.fileType, chapter: i.chapter, s3ImageLink: key, url };
    }),
  );
}

/** updateCustomImageS3Url: uploaded pictures become the chapter's; a logo or QR code replaces the one before. */
export async function registerImages(s: Services, viewer: Viewer, input: CustomImageRegisterInput) {
  const target = await targetOfUuid(s, viewer, input.uuid);
  const owner = imageOwnerOf(target);
  checkPictureRights(viewer, input.input);
  for (const i of input.input) {
    if (!i.s3ImageLink.startsWith(`${prefixOf(target)}${i.chapter}/${i.fileType}/`) || i.s3ImageLink.includes('..')) {
      throw badInput('The picture was not uploaded for this chapter.', 's3ImageLink');
    }
    if (!(await s.storage.driver.head(i.s3ImageLink))) throw badInput(FILE_MESSAGES.uploadFailed, 's3ImageLink');
  }
  const replaced: string[] = [];
  const rows = await s.db.transaction(async (tx) => {
    for (const i of input.input.filter((x) => SINGLE.includes(x.fileType))) {
      const old = await removeCustomImages(tx, { uuid: owner, packageType: BRONZE_PACKAGE_TYPE }, { fileType: i.fileType });
      replaced.push(...old.filter((l) => l !== i.s3ImageLink));
    }
    return addCustomImages(
      tx,
      { uuid: owner, packageType: BRONZE_PACKAGE_TYPE },
      input.input.map((i) => ({ fileType: i.fileType, chapter: i.chapter, s3ImageLink: i.s3ImageLink })),
    );
  });
  await removeObjects(s, replaced);
  return Promise.all(rows.map(async (r) => ({ ...r, url: await readableLink(s, r.s3ImageLink) })));
}

async function removeObjects(s: Pick<Services, 'storage'>, links: string[]) {
  for (const link of links) if (isStored(link) && link.startsWith('bronze/')) await s.storage.driver.delete(link).catch(() => undefined);
}

/** deleteCustomImageS3Url: removes the order's pictures named (rows and stored files); others' are untouched. */
export async function deleteImages(s: Services, viewer: Viewer, input: CustomImageDeleteInput) {
  const target = await targetOfUuid(s, viewer, input.projectUuid);
  const removed = await removeCustomImages(
    s.db,
    { uuid: imageOwnerOf(target), packageType: BRONZE_PACKAGE_TYPE },
    { links: input.s3ImageLinkArray, fileType: input.fileType },
  );
  await removeObjects(s, removed);
  return { message: removed.length ? FILE_MESSAGES.deleted : FILE_MESSAGES.deleteFailed, deleted: removed.length };
}

/** The chapter's pictures of the order, newest first per kind, with readable links. */
export async function chapterImages(s: Deps, target: BronzeTarget, chapter: number) {
  const rows = await customImagesOf(s.db, { uuid: imageOwnerOf(target), packageType: BRONZE_PACKAGE_TYPE });
  const pick = (kind: BronzeImageKind, inChapter: boolean) =>
    rows.find((r) => r.fileType.toUpperCase() === kind && (!inChapter || r.chapter === `Chapter_${chapter}`)) ?? null;
  return {
    IMAGE: pick('IMAGE', true),
    PROPERTY_BOUNDARY: pick('PROPERTY_BOUNDARY', true),
    // the logo is the order's (chapter 1 sets it, chapter 6 shows it); the QR code is chapter 6's
    LOGO: pick('LOGO', false),
    QR_CODE: pick('QR_CODE', false),
  };
}
