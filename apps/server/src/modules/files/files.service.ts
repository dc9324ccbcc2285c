// The file rules (part B §7 "Uploads", "PM and editor portals"): folders, listings, permissions and the multipart
// protocol. Resolvers and REST handlers stay thin and call these.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  IMAGE_PUT_MAX_BYTES,
  ORDER_MESSAGES,
  ROUTE_GROUPS,
  SALES_MESSAGES,
  mediaFileType,
  type FolderPermission,
  type MediaFileType,
} from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { StorageError, type CompletedPart } from '../../platform/storage/driver.js';
import type { LocalDriver } from '../../platform/storage/local.js';
import { KeyError, baseName, confine, normaliseKey, projectPrefix, safeFileName, thumbnailKey } from '../../platform/storage/keys.js';
import { users, assets } from '../core/index.js';
import { checkDefaultBrokerWritable, checkOrderWritable, orderImageKeys } from '../sales/index.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { fileUploads } from './files.table.js';
import {
  folderAccess,
  mayReadPermissionsOf,
  parseKey,
  permissionOn,
  permissionsOf,
  projectFolderTree,
  projectFor,
  type Folder,
} from './files.policy.js';
import { makeThumbnail } from './files.thumbnails.js';

export const folderTopic = 'folderUpdated' as const;
/** Published by whatever adds a Custom folder (the pilot portal's custom shots). */
export const customFolderTopic = 'customFolderUpdated' as const;
/** Comment screenshots of the review player live under this sub-prefix of their project. */
export const REVIEW_SCREENSHOTS = 'review-screenshots';

export interface FolderView {
  id: string;
  name: string;
  folderType: string;
  path: string;
  depth: number;
  parentId: string | null;
  permission: FolderPermission;
  subFolders: FolderView[];
}

export interface FileView {
  Key: string;
  fileName: string;
  size: number;
  lastModified: Date;
  fileType: MediaFileType;
  url: string;
  thumbnailUrl: string | null;
}

/** The folders of a project the viewer may see, as a tree with the viewer's permission on each. */
export async function getAwsFolders(s: Pick<Services, 'db'>, viewer: Viewer, projectId: string): Promise<FolderView[]> {
  const project = await projectFor(s.db, viewer, projectId);
  const { folders, chainOf } = await projectFolderTree(s.db, project.id);
  const perms = await permissionsOf(s.db, viewer.id);
  const view = (f: Folder): FolderView | null => {
    const permission = permissionOn(perms, chainOf(f));
    if (!permission) return null;
    const subFolders = folders
      .filter((c) => c.parentId === f.id)
      .map(view)
      .filter((v): v is FolderView => !!v);
    return { id: f.id, name: f.name, folderType: f.folderType, path: f.path, depth: f.depth, parentId: f.parentId, permission, subFolders };
  };
  return folders
    .filter((f) => !f.parentId)
    .map(view)
    .filter((v): v is FolderView => !!v);
}

/** The files directly in one folder, with read URLs and thumbnails. */
export async function getAwsFiles(s: Pick<Services, 'db' | 'storage'>, viewer: Viewer, filePath: string): Promise<FileView[]> {
  const { key: folderPath } = await folderAccess(s.db, viewer, filePath, 'view', false);
  const { driver } = s.storage;
  const [objects, thumbs] = await Promise.all([driver.list(`${folderPath}/`), driver.list(`thumbnails/${folderPath}/`)]);
  const hasThumb = new Set(thumbs.map((t) => t.key));
  objects.sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime() || a.key.localeCompare(b.key));
  return Promise.all(
    objects.map(async (o) => ({
      Key: o.key,
      fileName: baseName(o.key),
      size: o.size,
      lastModified: o.lastModified,
      fileType: mediaFileType(o.key),
      url: await s.storage.readUrl(o.key),
      thumbnailUrl: hasThumb.has(thumbnailKey(o.key))
        ? await s.storage.driver.presignGet(thumbnailKey(o.key), s.storage.urlTtlSeconds)
        : null,
    })),
  );
}

/** Who completed the newest upload of this key, with their role (the PM portal hears of what an editor delivers). */
export async function uploaderOf(db: Services['db'], key: string): Promise<{ role: string; name: string } | null> {
  const [row] = await db
    .select({ role: users.role, name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))` })
    .from(fileUploads)
    .innerJoin(users, eq(users.id, fileUploads.userId))
    .where(and(eq(fileUploads.key, key), eq(fileUploads.status, 'COMPLETED')))
    .orderBy(desc(fileUploads.finishedAt))
    .limit(1);
  return row ?? null;
}

/** A person's folder permissions; people may read their own, admins and PMs anyone's. */
export async function getUserPermission(s: Pick<Services, 'db'>, viewer: Viewer, email: string) {
  const wanted = email.trim().toLowerCase();
  const [user] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, wanted));
  if (!user) throw notFound('No user exists with this e-mail address.');
  if (!mayReadPermissionsOf(viewer, user.id)) throw forbidden();
  const rows = await permissionsOf(s.db, user.id);
  return rows.map((r) => ({ directory: r.directory, subdirectory: r.subdirectory || null, permission: r.permission as FolderPermission }));
}

/**
 * The viewer's own upload in progress at `path` (or already completed, when `completed` is allowed), while the
 * project is still theirs to work on.
 */
async function uploadFor(s: Services, viewer: Viewer, path: string, uploadId: string, completed = false) {
  const { key, projectId } = parseKey(path);
  await projectFor(s.db, viewer, projectId);
  const [row] = await s.db
    .select()
    .from(fileUploads)
    .where(eq(fileUploads.uploadId, String(uploadId)));
  const open = row?.status === 'IN_PROGRESS' || (completed && row?.status === 'COMPLETED');
  if (!row || row.key !== key || !open) throw notFound('The upload does not exist or has ended.');
  if (row.userId !== viewer.id) throw forbidden('This upload was started by someone else.');
  return row;
}

/** Starts a multipart upload of a file into a folder the viewer may post to. */
export async function getAwsUploadId(s: Pick<Services, 'db' | 'storage'>, viewer: Viewer, path: string, fileType: string): Promise<string> {
  const access = await folderAccess(s.db, viewer, path, 'post', true);
  try {
    safeFileName(baseName(access.key));
  } catch (err) {
    if (err instanceof KeyError) throw badInput(err.message, 'path');
    throw err;
  }
  // Bronze projects take their images through the chapter builder, never through folders (part B §6).
  if (access.project.plan === 'BRONZE') throw forbidden('Uploads are not available for Bronze projects.');
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(fileType) ? fileType : 'application/octet-stream';
  const uploadId = await s.storage.driver.createMultipart(access.key, contentType);
  await s.db.insert(fileUploads).values({ uploadId, key: access.key, projectId: access.project.id, userId: viewer.id, contentType });
  return uploadId;
}

export async function getUploadSignedUrl(s: Services, viewer: Viewer, path: string, partNumber: number, uploadId: string) {
  const row = await uploadFor(s, viewer, path, uploadId);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
    throw badInput('The part number must be between 1 and 10000.', 'partNumber');
  return s.storage.driver.presignPart(row.key, row.uploadId, partNumber, s.storage.urlTtlSeconds);
}

/**
 * Completes the upload from its parts, makes the thumbnail, and tells the project's folder subscribers. A retry of a
 * completion (its answer lost, or the server killed during it) is answered as the first one was, when the store
 * finds the upload completed with the same parts (issue #34, finding 6).
 */
export async function uploadFileByPart(s: Services, viewer: Viewer, path: string, parts: CompletedPart[], uploadId: string) {
  const row = await uploadFor(s, viewer, path, uploadId, true);
  if (!parts.length) throw badInput('An upload needs at least one part.', 'parts');
  let location: string;
  try {
    ({ location } = await s.storage.driver.completeMultipart(row.key, row.uploadId, parts));
  } catch (err) {
    // A repeat of a completion whose answer or database write was lost (the database went away just after the store
    // joined the parts): the store has ended the upload and holds the object, while the row still says IN_PROGRESS
    // (an aborted or completed upload's row says so, and uploadFor refuses it). Refused parts stay refused.
    const repeat = !(err instanceof StorageError && err.code === 'BAD_PART') && (await s.storage.driver.head(row.key));
    if (!repeat) {
      if (err instanceof StorageError) throw badInput(err.message, 'parts');
      throw err;
    }
    location = await s.storage.readUrl(row.key);
  }
  if (row.status === 'COMPLETED') return { Location: location, Key: row.key };
  await makeThumbnail(s.storage.driver, row.key, s.log);
  await s.db.transaction(async (tx) => {
    await tx.update(fileUploads).set({ status: 'COMPLETED', finishedAt: new Date() }).where(eq(fileUploads.id, row.id));
    await emit(tx, folderTopic, row.projectId, { projectId: row.projectId, path: row.key, action: 'UPLOADED' });
  });
  return { Location: location, Key: row.key };
}

/** Cancels an upload at once: the store drops its parts. */
export async function abortMultipartUpload(s: Services, viewer: Viewer, path: string, uploadId: string): Promise<boolean> {
  const row = await uploadFor(s, viewer, path, uploadId);
  await s.storage.driver.abortMultipart(row.key, row.uploadId);
  await s.db.update(fileUploads).set({ status: 'ABORTED', finishedAt: new Date() }).where(eq(fileUploads.id, row.id));
  return true;
}

/** Aborts every upload still in progress after `maxAgeHours` (the cleanup job); returns how many. */
export async function abortStaleUploads(s: Pick<Services, 'db' | 'storage' | 'log'>, maxAgeHours: number): Promise<number> {
  const before = new Date(Date.now() - maxAgeHours * 3_600_000);
  const stale = await s.db
    .select()
    .from(fileUploads)
    .where(and(eq(fileUploads.status, 'IN_PROGRESS'), lt(fileUploads.createdAt, before)));
  for (const u of stale) {
    await s.storage.driver.abortMultipart(u.key, u.uploadId);
    await s.db.update(fileUploads).set({ status: 'ABORTED', finishedAt: new Date() }).where(eq(fileUploads.id, u.id));
  }
  if (stale.length) s.log.info({ count: stale.length }, 'aborted incomplete uploads');
  // The local store's temporaries of writes a hard stop cut off (issue #21, finding 13).
  if (s.storage.driver.kind === 'local') await (s.storage.driver as LocalDriver).sweepTemporaries();
  return stale.length;
}

/** How many single-file writes one person may have signed per hour (issue #21: no limit let anyone fill the store). */
export const PRESIGN_LIMIT_PER_HOUR = 120;
/**
 * The image types a presigned single-file write takes, with the file extensions each may be saved under: the spec's
 * jpg, jpeg or png for the boundary image and the broker pictures, jpeg (and png) for comment screenshots. The local
 * store serves a file by its extension, so a name that does not match its type (an `.svg` sent as PNG) is refused.
 */
const IMAGE_PUT_TYPES: Record<string, readonly string[]> = { 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] };
const IMAGE_TYPE_MESSAGE = 'Only jpg, jpeg or png images can be uploaded here.';
// Lower case only, as the database and crypto.randomUUID write them, so a key is spelt one way wherever it is checked.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function checkImageName(fileName: string, contentType: string, extensionless = false) {
  const extensions = IMAGE_PUT_TYPES[contentType];
  if (!extensions) throw badInput(IMAGE_TYPE_MESSAGE, 'contentType');
  if (extensionless) return;
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || !extensions.includes(fileName.slice(dot + 1).toLowerCase())) throw badInput(ORDER_MESSAGES.invalidImage, 'fileName');
}

/**
 * The key of an order-tab upload (`default_broker/{uuid}/image|logo`, `deal_map/{assetId}/{name}`), or null when the
 * location is no such place. Only someone who may write the order (its owner or staff, ADR 0011) gets a key: the map
 * of that listing's order, or the pictures of a default broker that no order they cannot write already uses. The key
 * is confined to its prefix, so no name can climb out of it.
 */
async function orderUploadKey(s: Services, viewer: Viewer, location: string, fileName: string, contentType: string) {
  let folder: string;
  try {
    folder = normaliseKey(location);
  } catch {
    return null;
  }
  const broker = new RegExp(`^default_broker/(${UUID})$`).exec(folder);
  const dealMap = new RegExp(`^deal_map/(${UUID})$`).exec(folder);
  if (!broker && !dealMap) return null;
  if (!(ROUTE_GROUPS.sales as readonly string[]).includes(viewer.role)) throw forbidden();
  if (broker) {
    if (fileName !== 'image' && fileName !== 'logo') throw badInput('A default broker takes an image or a logo.', 'fileName');
    checkImageName(fileName, contentType, true);
    await checkDefaultBrokerWritable(s.db, viewer, broker[1]!);
    return `${folder}/${fileName}`;
  }
  const assetId = dealMap![1]!;
  const [asset] = await s.db.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
  await checkOrderWritable(s.db, viewer, assetId);
  const key = confine(`${folder}/${safeFileName(fileName)}`, `${folder}/`);
  checkImageName(key, contentType);
  return key;
}

/**
 * A presigned PUT for one image: a review-player comment screenshot of a project the viewer reviews, or an order-tab
 * upload (default broker photo or logo, boundary map screenshot). Scoped to the viewer's own order or project, jpeg or
 * png only, at most IMAGE_PUT_MAX_BYTES, and PRESIGN_LIMIT_PER_HOUR per person; what no order ends up using is removed
 * by the hourly cleanup (removeOrphanOrderImages).
 */
export async function getAwsS3PresignedUrl(s: Services, viewer: Viewer, location: string, fileName: string, contentType: string) {
  const sign = async (key: string) => {
    await hitRateLimits(s.db, [{ key: `presign:${viewer.id}`, limit: PRESIGN_LIMIT_PER_HOUR, windowSeconds: 3600 }]);
    return s.storage.driver.presignPut(key, contentType, s.storage.urlTtlSeconds, IMAGE_PUT_MAX_BYTES);
  };
  try {
    const orderKey = await orderUploadKey(s, viewer, location, fileName, contentType);
    if (orderKey) return await sign(orderKey);
  } catch (err) {
    if (err instanceof KeyError) throw badInput(err.message, 'fileName');
    throw err;
  }
  const { key: folder, projectId } = parseKey(location);
  // comment screenshots belong to the review of the project (docs/adr/0010)
  await projectFor(s.db, viewer, projectId, 'review');
  let key: string;
  try {
    key = confine(`${folder}/${safeFileName(fileName)}`, `${projectPrefix(projectId)}${REVIEW_SCREENSHOTS}/`);
  } catch (err) {
    if (err instanceof KeyError) throw badInput(err.message, 'location');
    throw err;
  }
  checkImageName(key, contentType);
  return sign(key);
}

/**
 * Removes order-tab images (boundary maps, default broker pictures) older than `maxAgeHours` that no order uses: a
 * map captured again, a photo replaced, an upload never saved. Run by the hourly cleanup job; returns how many.
 */
export async function removeOrphanOrderImages(s: Pick<Services, 'db' | 'storage' | 'log'>, maxAgeHours: number): Promise<number> {
  const before = Date.now() - maxAgeHours * 3_600_000;
  const { driver } = s.storage;
  const objects = [...(await driver.list('deal_map/', true)), ...(await driver.list('default_broker/', true))].filter(
    (o) => o.lastModified.getTime() <= before,
  );
  if (!objects.length) return 0;
  const used = await orderImageKeys(s.db);
  let removed = 0;
  for (const o of objects) {
    if (used.has(o.key)) continue;
    await driver.delete(o.key);
    removed++;
  }
  if (removed) s.log.info({ count: removed }, 'removed unused order images');
  return removed;
}
