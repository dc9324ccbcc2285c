// Frame comments (part B §3 "Comment", §4): a comment or a reply on one frame of a version, with its screenshot and
// 0–1 annotations; the frame is stored, its timecode derived. Then the comment work of the portals: Mark Complete,
// Mark All Complete and the PM's Accept.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { frameToTimecode, REVIEW_MESSAGES, sourceTimecodeOf, type AcceptCommentsArgs, type AddCommentArgs } from '@vms/shared';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, notFound } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { users, visibleProject } from '../core/index.js';
import { folderById } from '../files/index.js';
import {
  assertMayComment,
  assertMayReply,
  assertReachable,
  mayEditText,
  reviewerFor,
  seesComments,
  signedInReviewer,
  situationOf,
  visibleFolder,
} from './review.policy.js';
import { reviewChanged } from './review.publish.js';
import { assertScreenshot } from './review.screenshots.js';
import { reviewAssets, reviewComments, type ReviewAssetRow, type ReviewCommentRow } from './review.table.js';
import { assetById, noSuchAsset, projectOf, versionIn } from './review.versions.js';

type Deps = Pick<Services, 'db' | 'config' | 'storage'>;

export interface CommentView {
  commentId: string;
  assetId: string;
  parentId: string | null;
  frame: number;
  frameOut: number | null;
  commentTime: string;
  commentTimeOut: string | null;
  commentText: string;
  commentScreenShot: string | null;
  annotationCords: ReviewCommentRow['annotations'];
  commentUser: string;
  commentUserId: string | null;
  commentUserRole: string;
  commentSource: string;
  toEditor: boolean;
  commentCompleted: boolean;
  commentAccepted: boolean;
  isEdited: boolean;
  commentCreatedAt: Date;
  commentUpdatedAt: Date;
  commentCompletedAt: Date | null;
  /** The same instant in the uploaded file's own timecode (its rate, its start), when ffprobe told them. */
  sourceTimecode: string | null;
  sourceTimecodeOut: string | null;
  /** A note carried from an earlier version: that version, where it landed, and its thread there. */
  carriedFromVersion: number | null;
  carry: string | null;
  carriedThread: CommentView[];
}

/** What a comment's source timecode needs of its version. */
type Timing = Pick<ReviewAssetRow, 'sourceFrameRate' | 'sourceStartTimecode'>;
const timingOf = (a: Timing | undefined) =>
  a?.sourceFrameRate ? { frameRate: a.sourceFrameRate, startTimecode: a.sourceStartTimecode } : null;

/** A stored comment as the API gives it: the timecodes derived from the frames, a fresh readable screenshot URL. */
async function commentView(
  s: Pick<Services, 'storage'>,
  c: ReviewCommentRow,
  asset?: Timing,
  carriedThread: CommentView[] = [],
): Promise<CommentView> {
  const timing = timingOf(asset);
  return {
    commentId: c.id,
    assetId: c.assetId,
    parentId: c.parentId,
    frame: c.frame,
    frameOut: c.frameOut,
    commentTime: frameToTimecode(c.frame),
    commentTimeOut: c.frameOut == null ? null : frameToTimecode(c.frameOut),
    commentText: c.commentText,
    commentScreenShot: c.screenshotKey ? await s.storage.readUrl(c.screenshotKey) : null,
    annotationCords: c.annotations,
    commentUser: c.userName,
    commentUserId: c.userId,
    commentUserRole: c.userRole,
    commentSource: c.source,
    toEditor: c.toEditor,
    commentCompleted: !!c.completedAt,
    commentAccepted: !!c.acceptedAt,
    isEdited: c.isEdited,
    commentCreatedAt: c.createdAt,
    commentUpdatedAt: c.updatedAt,
    commentCompletedAt: c.completedAt,
    sourceTimecode: sourceTimecodeOf(c.frame, timing),
    sourceTimecodeOut: c.frameOut == null ? null : sourceTimecodeOf(c.frameOut, timing),
    carriedFromVersion: c.carriedFromVersion,
    carry: c.carry,
    carriedThread,
  };
}

/** A version's comments and replies, by frame; a carried note brings its first thread (on its first version) along. */
export async function commentsOf(s: Pick<Services, 'db' | 'storage'>, asset: Pick<ReviewAssetRow, 'id'> & Timing): Promise<CommentView[]> {
  const byFrame = [asc(reviewComments.frame), asc(reviewComments.createdAt)];
  const rows = await s.db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.assetId, asset.id))
    .orderBy(...byFrame);
  const origins = [...new Set(rows.flatMap((c) => c.carriedFromId ?? []))];
  const threads = origins.length
    ? await s.db
        .select({ c: reviewComments, a: reviewAssets })
        .from(reviewComments)
        .innerJoin(reviewAssets, eq(reviewAssets.id, reviewComments.assetId))
        .where(or(inArray(reviewComments.id, origins), inArray(reviewComments.parentId, origins)))
        .orderBy(...byFrame)
    : [];
  const threadOf = (origin: string) =>
    Promise.all(threads.filter(({ c }) => c.id === origin || c.parentId === origin).map(({ c, a }) => commentView(s, c, a)));
  return Promise.all(rows.map(async (c) => commentView(s, c, asset, c.carriedFromId ? await threadOf(c.carriedFromId) : [])));
}

/** listReviewAssetComments: comment groups of a version (a comment, then its replies), for the review screens. */
export async function listReviewAssetComments(s: Deps, viewer: Viewer, input: { folderId: string; version?: number | null }) {
  const { folder, project } = await visibleFolder(s, viewer, input.folderId);
  const { asset } = await versionIn(s.db, folder.id, input.version);
  if (!seesComments(await situationOf(s, signedInReviewer(viewer), project, asset))) return [];
  const all = await commentsOf(s, asset);
  return all
    .filter((c) => !c.parentId)
    .map((c) => ({
      ...c,
      commentFrom: c.commentUserRole,
      commentTo: c.toEditor ? 'EDITOR' : 'PM',
      comments: [c, ...all.filter((r) => r.parentId === c.commentId)],
    }));
}

/** addBrokerCommentsOnReviewAsset: a comment (or a reply) on one frame, with its screenshot and annotations. */
export async function addComment(s: Deps, viewer: Viewer | null, input: AddCommentArgs) {
  const asset = await assetById(s.db, input.assetId);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, input.guestToken);
  const situation = await situationOf(s, reviewer, project, asset);
  let parent: ReviewCommentRow | undefined;
  if (input.parentId) {
    [parent] = await s.db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.id, input.parentId), eq(reviewComments.assetId, asset.id)));
    if (!parent) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
    assertMayReply(situation);
  } else assertMayComment(reviewer, situation);
  if (input.commentId) {
    const [existing] = await s.db.select().from(reviewComments).where(eq(reviewComments.id, input.commentId));
    if (existing) {
      if (existing.assetId !== asset.id || (existing.userId ?? null) !== (viewer?.id ?? null))
        throw badInput('That comment id is taken.', 'commentId');
      return commentView(s, existing, asset);
    }
  }
  if (input.screenshotKey) await assertScreenshot(s, project.id, input.screenshotKey);
  let name: string;
  let email: string;
  if (viewer) {
    const [u] = await s.db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, viewer.id));
    name = u?.firstName ?? viewer.email;
    email = u?.email ?? viewer.email;
  } else {
    email = reviewer.guestEmail!;
    name = input.commentUser || email.split('@')[0]!;
  }
  const row = await s.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(reviewComments)
      .values({
        id: input.commentId ?? randomBytes(12).toString('hex'),
        assetId: asset.id,
        parentId: parent?.id ?? null,
        frame: parent ? parent.frame : input.frame,
        frameOut: parent ? parent.frameOut : (input.frameOut ?? null),
        commentText: input.commentText,
        screenshotKey: input.screenshotKey ?? null,
        annotations: input.annotationCords,
        userId: viewer?.id ?? null,
        userName: name,
        userEmail: email,
        userRole: reviewer.actor!,
        source: input.commentSource,
        toEditor: input.toEditor,
      })
      .returning();
    await reviewChanged(tx, { folderId: asset.folderId, assetId: asset.id, commentId: made!.id, status: 'COMMENT_ADDED' });
    return made;
  });
  return commentView(s, row!, asset);
}

/** The comments (with their versions) a signed-in caller works on; every one must exist and be reachable. */
async function commentsForWork(s: Deps, viewer: Viewer, ids: string[]) {
  if (!ids.length) throw badInput('Choose at least one comment.', 'commentIds');
  if (ids.some((id) => !/^[0-9a-f]{24}$/.test(id))) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
  const rows = await s.db
    .select({ c: reviewComments, a: reviewAssets })
    .from(reviewComments)
    .innerJoin(reviewAssets, eq(reviewAssets.id, reviewComments.assetId))
    .where(inArray(reviewComments.id, ids));
  if (rows.length !== new Set(ids).size) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
  for (const projectId of new Set(rows.map((r) => r.a.projectId))) assertReachable(viewer, await projectOf(s.db, projectId));
  return rows;
}

/** updateReviewAssetCommentStatus: Mark Complete on one comment (toggles). */
export async function updateReviewAssetCommentStatus(s: Deps, viewer: Viewer, input: { commentId: string; commentCompleted: boolean }) {
  const [row] = await commentsForWork(s, viewer, [input.commentId]);
  const updated = await s.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviewComments)
      .set({ completedAt: input.commentCompleted ? new Date() : null, updatedAt: new Date() })
      .where(eq(reviewComments.id, row!.c.id))
      .returning();
    await reviewChanged(tx, { folderId: row!.a.folderId, assetId: row!.a.id, commentId: row!.c.id, status: 'COMMENT_COMPLETED' });
    return changed;
  });
  return commentView(s, updated!, row!.a);
}

/** markCommentsComplete: Mark Complete for a choice, or Mark All Complete (refused once any is complete). */
export async function markCommentsComplete(
  s: Deps,
  viewer: Viewer,
  input: { commentIds?: string[] | null; isMarkAll?: boolean | null; projectId: string; folderId: string },
) {
  const project = await visibleProject(s.db, viewer, 'review', input.projectId);
  const folder = await folderById(s.db, input.folderId);
  if (!folder || folder.projectId !== project.id) throw notFound(REVIEW_MESSAGES.noVersions);
  let { asset } = await versionIn(s.db, folder.id, null);
  let ids = input.commentIds ?? [];
  if (input.isMarkAll) {
    // the version shown: the one of the comments sent, else the latest
    if (ids.length) {
      const [first] = await s.db.select({ assetId: reviewComments.assetId }).from(reviewComments).where(eq(reviewComments.id, ids[0]!));
      const shown = first ? await assetById(s.db, first.assetId) : null;
      if (!shown || shown.folderId !== folder.id) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
      asset = shown;
    }
    const all = await s.db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.assetId, asset.id), isNull(reviewComments.parentId)));
    if (all.some((c) => c.completedAt)) throw badInput('Mark All Complete is only for when no comment is complete yet.', 'isMarkAll');
    ids = all.map((c) => c.id);
    if (!ids.length) throw notFound(REVIEW_MESSAGES.noComments);
  }
  const rows = await commentsForWork(s, viewer, ids);
  if (rows.some((r) => r.a.folderId !== folder.id)) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
  await s.db.transaction(async (tx) => {
    await tx.update(reviewComments).set({ completedAt: new Date(), updatedAt: new Date() }).where(inArray(reviewComments.id, ids));
    await reviewChanged(tx, { folderId: folder.id, assetId: asset.id, commentId: null, status: 'COMMENT_COMPLETED' });
  });
  return { message: REVIEW_MESSAGES.success };
}

/** acceptBrokerCommentsByProjectManager: the PM accepts the customer's comments, editing the text first if needed. */
export async function acceptComments(s: Deps, viewer: Viewer, { input }: AcceptCommentsArgs) {
  const rows = await commentsForWork(
    s,
    viewer,
    input.map((i) => i.commentId),
  );
  const now = new Date();
  await s.db.transaction(async (tx) => {
    for (const item of input) {
      const row = rows.find((r) => r.c.id === item.commentId)!;
      if (row.c.acceptedAt) continue;
      const edit = item.isEdited && item.commentText != null && item.commentText !== row.c.commentText;
      if (edit && !mayEditText(row.c)) throw badInput(REVIEW_MESSAGES.commentLocked, 'commentText');
      await tx
        .update(reviewComments)
        .set({ acceptedAt: now, updatedAt: now, ...(edit ? { commentText: item.commentText!, isEdited: true } : {}) })
        .where(eq(reviewComments.id, row.c.id));
    }
    for (const r of rows)
      await reviewChanged(tx, { folderId: r.a.folderId, assetId: r.a.id, commentId: r.c.id, status: 'COMMENT_ACCEPTED' });
  });
  return { message: input.length > 1 ? REVIEW_MESSAGES.acceptedAll : REVIEW_MESSAGES.acceptedOne };
}
