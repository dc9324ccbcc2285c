// The version stacks (part B §3 "Version"): a review folder holds versions 1…n of one video, version 1 its root, whose id
// the review link carries. Loading a version, its project, its stack and its latest review action; an editor's upload
// becomes the next version (a Bronze render does too, review.rendered.ts).
import { asc, desc, eq, max } from 'drizzle-orm';
import { isReviewImage, isReviewVideo, REVIEW_MESSAGES, withoutQuery, type ReviewVersionArgs } from '@vms/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { projectNotFound, projects, visibleProject, type ProjectRow } from '../core/index.js';
import { folderAt } from '../files/index.js';
import { reviewPath, reviewToken } from './review.links.js';
import { reviewCopyJob } from './review.media.js';
import { reviewChanged } from './review.publish.js';
import { reviewActions, reviewAssets, type ReviewAssetRow } from './review.table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const noSuchAsset = () => notFound(REVIEW_MESSAGES.noSuchAsset);

/** A folder's versions, 1 first. */
export async function versionsOf(db: Db, folderId: string) {
  return db.select().from(reviewAssets).where(eq(reviewAssets.folderId, folderId)).orderBy(asc(reviewAssets.version));
}

export async function assetById(db: Db, id: string | null | undefined): Promise<ReviewAssetRow | null> {
  if (!id || !UUID.test(id)) return null;
  const [row] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, id));
  return row ?? null;
}

/** A folder's version `version` (the latest when none is asked for), with the whole stack. */
export async function versionIn(db: Db, folderId: string, version: number | null | undefined) {
  const stack = await versionsOf(db, folderId);
  if (!stack.length) throw notFound(REVIEW_MESSAGES.noVersions);
  const asset = version == null ? stack[stack.length - 1]! : stack.find((v) => v.version === version);
  if (!asset) throw notFound(REVIEW_MESSAGES.noVersions);
  return { stack, asset };
}

export async function projectOf(db: Db, id: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw projectNotFound();
  return row;
}

/** The version's latest review action (approve or revert), or null. */
export async function latestAction(db: Db, assetId: string) {
  const [row] = await db
    .select()
    .from(reviewActions)
    .where(eq(reviewActions.assetId, assetId))
    .orderBy(desc(reviewActions.createdAt), desc(reviewActions.id))
    .limit(1);
  return row ?? null;
}

export interface VersionView {
  id: string;
  version: number;
  fileName: string;
  updatedAt: Date;
  status: string;
  reviewLink: string;
}

export const versionView = (s: Pick<Services, 'config'>, rootId: string, a: ReviewAssetRow): VersionView => ({
  id: a.id,
  version: a.version,
  fileName: a.fileName,
  updatedAt: a.updatedAt,
  status: a.status,
  reviewLink: reviewPath(reviewToken(s, rootId)),
});

/** For the editor portal's project timeline: the versions uploaded for review to a project, newest first. */
export async function reviewVersionsOf(db: Db, projectId: string, limit = 50) {
  return db
    .select({
      version: reviewAssets.version,
      fileName: reviewAssets.fileName,
      uploadedBy: reviewAssets.uploadedBy,
      createdAt: reviewAssets.createdAt,
    })
    .from(reviewAssets)
    .where(eq(reviewAssets.projectId, projectId))
    .orderBy(desc(reviewAssets.createdAt))
    .limit(limit);
}

/** addReviewAssetsByEditor: an uploaded file becomes the next version of its folder's stack; its review copy is queued. */
export async function addReviewAssetsByEditor(
  s: Pick<Services, 'db' | 'config' | 'storage' | 'jobs'>,
  viewer: Viewer,
  input: ReviewVersionArgs,
) {
  const project = await visibleProject(s.db, viewer, 'review', input.projectId);
  if (project.plan === 'BRONZE') throw forbidden('Uploads are not available for Bronze projects.');
  if (!isReviewVideo(input.fileName) && !isReviewImage(input.fileName)) throw badInput(REVIEW_MESSAGES.notAVideo, 'fileName');
  const key = withoutQuery(input.assetLink).replace(/^\/+/, '');
  const prefix = `projects/${project.id}/`;
  const at = key.indexOf(prefix);
  const assetKey = at >= 0 ? key.slice(at) : '';
  if (!assetKey || assetKey.includes('..') || !assetKey.endsWith(`/${input.fileName}`))
    throw badInput('The asset link is not a file of this project.', 'assetLink');
  const folder = await folderAt(s.db, project.id, assetKey.slice(0, assetKey.lastIndexOf('/')));
  if (!folder) throw badInput('The file is not in a project folder.', 'assetLink');
  if (input.parentFolderName && input.parentFolderName !== folder.name)
    throw badInput('The file is not in that folder.', 'parentFolderName');
  const head = await s.storage.driver.head(assetKey);
  if (!head) throw badInput('The uploaded file was not found.', 'assetLink');
  const stack = await versionsOf(s.db, folder.id);
  if (input.versionId && !stack.some((v) => v.id === input.versionId)) throw badInput('That version is not in this folder.', 'versionId');
  const row = await s.db.transaction(async (tx) => {
    const [top] = await tx
      .select({ v: max(reviewAssets.version) })
      .from(reviewAssets)
      .where(eq(reviewAssets.folderId, folder.id));
    const [made] = await tx
      .insert(reviewAssets)
      .values({
        projectId: project.id,
        folderId: folder.id,
        version: (top?.v ?? 0) + 1,
        fileName: input.fileName,
        fileType: input.fileType || head.contentType,
        fileSize: input.fileSize || head.size,
        assetLink: assetKey,
        uploadedBy: viewer.id,
      })
      .returning();
    await s.jobs.send(reviewCopyJob, { assetId: made!.id }, { id: made!.id, tx });
    await reviewChanged(tx, { folderId: folder.id, assetId: made!.id, commentId: null, status: 'VERSION_ADDED' });
    return made;
  });
  return versionView(s, stack[0]?.id ?? row!.id, row!);
}
