// What the review player opens (part B §2.2, §3 "Review link details"): the version a review link or a player link
// names, with its stack, comments, actions and what the caller may do there.
import { desc, eq } from 'drizzle-orm';
import { DEFAULT_REVIEW_FOLDER, isReviewImage, maySetStageDue, releaseBlock, type VersionChangesArgs } from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import type { Services } from '../../../services.js';
import { assets } from '../../core/index.js';
import { folderById } from '../../files/index.js';
import { isVideo, versionChanges } from '../versions/review.carry.js';
import { commentsOf } from '../comments/review.comments.js';
import { assetOfPlayerToken, reviewPath, reviewToken, rootOfReviewToken } from '../guests/review.links.js';
import { permissionsOf, reviewerFor, seesComments, situationOf } from '../review.policy.js';
import { reviewActions, type ReviewAssetRow } from '../review.table.js';
import { stagesOfVersion } from '../stages/review.stages.js';
import { assetById, noSuchAsset, projectOf, versionsOf, versionView } from '../versions/review.versions.js';

/** getReviewLinkDetails / getPlayerAsset: the version a review link (or a player id) opens, with what the viewer may do. */
export async function getReviewLinkDetails(
  s: Pick<Services, 'db' | 'config' | 'storage'>,
  viewer: Viewer | null,
  input: { id: string; version?: number | null; guestToken?: string | null; player?: boolean },
) {
  let asset: ReviewAssetRow | null = null;
  if (input.player) asset = await assetById(s.db, assetOfPlayerToken(s, input.id));
  else {
    const root = await assetById(s.db, rootOfReviewToken(s, input.id));
    if (root) {
      const stack = await versionsOf(s.db, root.folderId);
      asset = (input.version != null ? stack.find((v) => v.version === input.version) : stack[stack.length - 1]) ?? null;
    }
  }
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, input.guestToken);
  const stack = await versionsOf(s.db, asset.folderId);
  const root = stack[0]!;
  const folder = await folderById(s.db, asset.folderId);
  const [assetRow] = project.assetId ? await s.db.select({ name: assets.name }).from(assets).where(eq(assets.id, project.assetId)) : [];
  const situation = await situationOf(s, reviewer, project, asset);
  const actions = await s.db.select().from(reviewActions).where(eq(reviewActions.assetId, asset.id)).orderBy(desc(reviewActions.createdAt));
  const comments = seesComments(situation) ? await commentsOf(s, asset) : [];
  // the stages are the latest version's: an older version shown in the player does not move the review back
  const stages = await stagesOfVersion(s.db, stack[stack.length - 1]!);
  const playKey = isReviewImage(asset.fileName) ? asset.assetLink : asset.reviewKey;
  return {
    id: asset.id,
    parentId: stack.find((v) => v.version === asset.version - 1)?.id ?? null,
    rootId: root.id,
    folderId: asset.folderId,
    fileName: asset.fileName,
    assetLink: playKey ? await s.storage.readUrl(playKey) : null,
    isImage: isReviewImage(asset.fileName),
    status: asset.status,
    renderStartedAt: asset.createdAt,
    version: asset.version,
    sourceFrameRate: asset.sourceFrameRate,
    sourceStartTimecode: asset.sourceStartTimecode,
    taskName: folder?.name ?? DEFAULT_REVIEW_FOLDER,
    brokerReviewStatus: asset.brokerReviewStatus,
    uploadingPath: folder?.path ?? '',
    reviewLink: reviewPath(reviewToken(s, root.id)),
    projectFolder: {
      name: folder?.name ?? '',
      projectId: project.number,
      projectUuid: project.id,
      checkoutUserId: project.customerId,
      projectPlan: project.plan,
      projectName: project.projectName,
      assetName: assetRow?.name ?? project.projectName,
    },
    comments,
    reviewActions: actions.map((a) => ({ actionTaken: a.actionTaken, lastActionBy: a.lastActionBy, createdAt: a.createdAt })),
    versions: stack.map((v) => versionView(s, root.id, v)),
    permissions: permissionsOf(situation, reviewer, project),
    stages,
    releaseBlock: releaseBlock(stages),
    maySetStageDue: maySetStageDue(reviewer.viewer ? reviewer.actor : null),
  };
}
export type ReviewLinkDetails = Awaited<ReturnType<typeof getReviewLinkDetails>>;

/**
 * getReviewVersionChanges: what changed from one version of a stack (the latest playable one before it unless
 * `againstAssetId` names another) to this one, as ranges of each version's frames; `ready` is false until both versions are fingerprinted.
 */
export async function getReviewVersionChanges(s: Pick<Services, 'db' | 'config'>, viewer: Viewer | null, input: VersionChangesArgs) {
  const asset = await assetById(s.db, input.assetId);
  if (!asset) throw noSuchAsset();
  await reviewerFor(s, viewer, await projectOf(s.db, asset.projectId), asset.folderId, input.guestToken);
  const stack = await versionsOf(s.db, asset.folderId);
  const against = input.againstAssetId
    ? stack.find((v) => v.id === input.againstAssetId)
    : stack.filter((v) => v.version < asset.version && isVideo(v)).at(-1);
  if (input.againstAssetId && !against) throw noSuchAsset();
  const found = against ? await versionChanges(s.db, asset, against) : null;
  return {
    againstVersion: against?.version ?? null,
    ready: !!found,
    changes: found?.changes ?? [],
    againstChanges: found?.againstChanges ?? [],
  };
}
