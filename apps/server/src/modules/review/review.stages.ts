// Review stages (issue #38 item 5; docs/adr/0024-review-stages.md): the stages of a folder's latest version with their
// optional due days, setting a due day (PM, admin), and the release of the final file, which waits for the last stage.
// The stage rules (who approves which stage, the current one, the release) are packages/shared/src/review-stages.ts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  maySetStageDue,
  releaseBlock,
  REVIEW_MESSAGES,
  REVIEW_STAGE_MESSAGES,
  reviewActorOf,
  reviewStagesOf,
  type ReviewStageKey,
  type ReviewStageView,
  type SetReviewStageDueArgs,
} from '@vms/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { visibleFolder } from './review.policy.js';
import { reviewChanged } from './review.publish.js';
import { reviewActions, reviewAssets, reviewStageDues, type ReviewAssetRow } from './review.table.js';
import { versionsOf } from './review.versions.js';

/** The due days of some folders' stages, by folder. */
export async function stageDuesOf(db: Db, folderIds: string[]) {
  const out = new Map<string, Partial<Record<ReviewStageKey, string>>>();
  if (!folderIds.length) return out;
  const rows = await db.select().from(reviewStageDues).where(inArray(reviewStageDues.folderId, folderIds));
  for (const r of rows) out.set(r.folderId, { ...out.get(r.folderId), [r.stage as ReviewStageKey]: r.dueOn });
  return out;
}

/** The stages of one version (its own actions, its folder's due days). */
export async function stagesOfVersion(db: Db, asset: Pick<ReviewAssetRow, 'id' | 'folderId'>): Promise<ReviewStageView[]> {
  const actions = await db.select().from(reviewActions).where(eq(reviewActions.assetId, asset.id)).orderBy(asc(reviewActions.createdAt));
  const dues = await stageDuesOf(db, [asset.folderId]);
  return reviewStagesOf(actions, dues.get(asset.folderId));
}

/** The stages of many versions at once (the portal lists): by version id. */
export async function stagesOfVersions(db: Db, versions: Pick<ReviewAssetRow, 'id' | 'folderId'>[]) {
  const out = new Map<string, ReviewStageView[]>();
  if (!versions.length) return out;
  const actions = await db
    .select()
    .from(reviewActions)
    .where(
      inArray(
        reviewActions.assetId,
        versions.map((v) => v.id),
      ),
    );
  const dues = await stageDuesOf(db, [...new Set(versions.map((v) => v.folderId))]);
  for (const v of versions)
    out.set(
      v.id,
      reviewStagesOf(
        actions.filter((a) => a.assetId === v.id),
        dues.get(v.folderId),
      ),
    );
  return out;
}

/** setReviewStageDue(folderId, stage, dueAt): PM or admin set (or clear, with null) a stage's due day. */
export async function setReviewStageDue(s: Pick<Services, 'db' | 'config'>, viewer: Viewer, input: SetReviewStageDueArgs) {
  const { folder } = await visibleFolder(s, viewer, input.folderId);
  if (!maySetStageDue(reviewActorOf(viewer.role))) throw forbidden();
  const stack = await versionsOf(s.db, folder.id);
  const latest = stack[stack.length - 1];
  if (!latest) throw notFound(REVIEW_MESSAGES.noVersions);
  await s.db.transaction(async (tx) => {
    if (input.dueAt)
      await tx
        .insert(reviewStageDues)
        .values({ folderId: folder.id, stage: input.stage, dueOn: input.dueAt, setBy: viewer.id })
        .onConflictDoUpdate({
          target: [reviewStageDues.folderId, reviewStageDues.stage],
          set: { dueOn: input.dueAt, setBy: viewer.id, updatedAt: new Date() },
        });
    else await tx.delete(reviewStageDues).where(and(eq(reviewStageDues.folderId, folder.id), eq(reviewStageDues.stage, input.stage)));
    await reviewChanged(tx, { folderId: folder.id, assetId: latest.id, commentId: null, status: 'STAGE_DUE' });
  });
  return {
    message: input.dueAt ? REVIEW_STAGE_MESSAGES.dueSet : REVIEW_STAGE_MESSAGES.dueCleared,
    stages: await stagesOfVersion(s.db, latest),
  };
}

/**
 * Whether a project file is released as the final file: a file that is a version under review is released only when
 * it is its stack's latest version and the last stage has approved it (approving is not downloading). Answers the
 * reason when not, null when released or when the file is no review version at all.
 */
export async function finalFileBlock(db: Db, projectId: string, key: string): Promise<string | null> {
  const [version] = await db
    .select()
    .from(reviewAssets)
    .where(and(eq(reviewAssets.projectId, projectId), eq(reviewAssets.assetLink, key)));
  if (!version) return null;
  const stack = await versionsOf(db, version.folderId);
  if (stack[stack.length - 1]!.id !== version.id) return REVIEW_STAGE_MESSAGES.notLatest;
  return releaseBlock(await stagesOfVersion(db, version));
}
