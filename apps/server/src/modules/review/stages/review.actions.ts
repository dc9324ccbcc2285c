// What a reviewer does to a version besides commenting (part B §4): approve or revert by the buttons they are offered,
// complete the review (Bronze comments mapped to chapters), ask for a text change, and the PM's "seen".
import { and, asc, eq, isNull } from 'drizzle-orm';
import { chapterOfFrame, REVIEW_MESSAGES, type ReviewApprovalArgs } from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { badInput } from '../../../platform/errors.js';
import type { Services } from '../../../services.js';
import { projectNotFound, touchProject, visibleProject, type ProjectRow } from '../../core/index.js';
import {
  assertMayAct,
  assertMayChangeText,
  assertMayComplete,
  reviewerFor,
  signedInReviewer,
  situationOf,
  visibleFolder,
} from '../review.policy.js';
import { reviewChanged } from '../review.publish.js';
import { reviewActions, reviewAssets, reviewComments } from '../review.table.js';
import { assetById, noSuchAsset, projectOf } from '../versions/review.versions.js';

type Deps = Pick<Services, 'db' | 'config'>;

/** addReviewLinkApproval: approve or revert, only when the §4 buttons offer it to the viewer. */
export async function addReviewLinkApproval(s: Deps, viewer: Viewer, input: ReviewApprovalArgs) {
  const project = await visibleProject(s.db, viewer, 'review', input.projectId);
  const asset = await assetById(s.db, input.assetId);
  if (!asset || asset.projectId !== project.id) throw noSuchAsset();
  const situation = await situationOf(s, signedInReviewer(viewer), project, asset);
  assertMayAct(situation, input.reviewStatus);
  if (input.role && input.role !== viewer.role) throw badInput('The role is not yours.', 'role');
  await s.db.transaction(async (tx) => {
    await tx
      .insert(reviewActions)
      .values({ assetId: asset.id, actionTaken: input.reviewStatus, lastActionBy: situation.actor!, userId: viewer.id });
    await reviewChanged(tx, { folderId: asset.folderId, assetId: asset.id, commentId: null, status: input.reviewStatus });
  });
  // the page closes the asset's actions when the message contains APPROVED (§4)
  return { message: `${REVIEW_MESSAGES.actionDone} (${input.reviewStatus})` };
}

/** updateReviewAssetStatus: the PM opened the draft; it is no longer new. */
export async function updateReviewAssetStatus(s: Deps, viewer: Viewer, input: { assetId: string }) {
  const asset = await assetById(s.db, input.assetId);
  if (!asset) throw noSuchAsset();
  await visibleFolder(s, viewer, asset.folderId);
  await s.db.update(reviewAssets).set({ seenAt: new Date() }).where(eq(reviewAssets.id, asset.id));
  return { message: REVIEW_MESSAGES.statusUpdated };
}

/** videoPlayerReviewComplete: the review is done; with isMappedComments the comments are mapped to Bronze chapters. */
export async function completeReview(
  s: Deps,
  viewer: Viewer | null,
  input: { projectId: string; isMappedComments?: boolean | null; folderAssetId: string; guestToken?: string | null },
) {
  let project: ProjectRow;
  if (viewer) project = await visibleProject(s.db, viewer, 'review', input.projectId);
  else {
    const asset = await assetById(s.db, input.folderAssetId);
    if (!asset) throw noSuchAsset();
    project = await projectOf(s.db, asset.projectId);
    if (String(project.number) !== String(input.projectId) && project.id !== input.projectId) throw projectNotFound();
  }
  const asset = await assetById(s.db, input.folderAssetId);
  if (!asset || asset.projectId !== project.id) throw noSuchAsset();
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, input.guestToken);
  assertMayComplete(reviewer, await situationOf(s, reviewer, project, asset));
  await s.db.transaction(async (tx) => {
    await tx
      .update(reviewAssets)
      .set({ brokerReviewStatus: 'COMPLETED', reviewCompletedAt: new Date(), updatedAt: new Date() })
      .where(eq(reviewAssets.id, asset.id));
    await reviewChanged(tx, { folderId: asset.folderId, assetId: asset.id, commentId: null, status: 'REVIEW_COMPLETED' });
  });
  const comments = await s.db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.assetId, asset.id), isNull(reviewComments.parentId)))
    .orderBy(asc(reviewComments.frame));
  const chapters = input.isMappedComments
    ? [1, 2, 3, 4, 5, 6]
        .map((chapter) => ({ chapter, commentIds: comments.filter((c) => chapterOfFrame(c.frame) === chapter).map((c) => c.id) }))
        .filter((c) => c.commentIds.length)
    : [];
  return { status: 200, message: REVIEW_MESSAGES.actionDone, chapters };
}

/** chapterTextChanges: the Bronze customer (or PM/QC/admin) asks for a text change; the builder opens next. */
export async function chapterTextChanges(s: Deps, viewer: Viewer, input: { projectId: string }) {
  const project = await visibleProject(s.db, viewer, 'review', input.projectId);
  assertMayChangeText(viewer, project);
  await touchProject(s.db, project.id);
  return { status: 200, message: REVIEW_MESSAGES.actionDone, projectId: project.number };
}
