// Who may do what in a review (part B §2.2, §4, §5): who the caller is here (signed in, through the project-access
// policy, or a verified guest on a Bronze link), the situation of the version, and the answers. The §4 rules themselves
// are the shared functions of packages/shared/src/review.ts, which the page reads too; this file asks them and refuses
// what they do not offer.
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  allowedReviewActions,
  commentBlock,
  commentEditable,
  hidesDeclinedComments,
  mayChangeText,
  mayCompleteReview,
  mayReply,
  REVIEW_MESSAGES,
  reviewActorOf,
  reviewButtons,
  type ReviewActor,
  type ReviewSituation,
  type ReviewState,
} from '@vms/shared';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, unauthenticated } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { mayAccess, projectNotFound, type ProjectRow } from '../core/index.js';
import { folderById, type ProjectFolder } from '../files/index.js';
import { guestOfToken, rootOfReviewToken } from './guests/review.links.js';
import { reviewComments, reviewGuests, type ReviewAssetRow, type ReviewCommentRow } from './review.table.js';
import { assetById, latestAction, projectOf } from './versions/review.versions.js';

type Deps = Pick<Services, 'db' | 'config'>;

/** The caller in a review: signed in, a verified guest (actor GUEST, with the e-mail), or nobody yet (actor null). */
export interface Reviewer {
  viewer: Viewer | null;
  actor: ReviewActor | null;
  guestEmail: string | null;
}

export type Situation = ReviewSituation & { guestVerified: boolean };

/** A signed-in caller reaches the project's review by the project-access policy; a signed-out one only on Bronze. */
export function assertReachable(viewer: Viewer | null, project: ProjectRow): void {
  if (viewer) {
    if (!mayAccess(viewer, 'review', project)) throw projectNotFound();
  } else if (project.plan !== 'BRONZE') throw unauthenticated(REVIEW_MESSAGES.loginRequired); // part B §2.2
}

export const signedInReviewer = (viewer: Viewer): Reviewer => ({ viewer, actor: reviewActorOf(viewer.role), guestEmail: null });

/** Who the caller is on this folder's review; refused when they cannot reach it at all. */
export async function reviewerFor(
  s: Deps,
  viewer: Viewer | null,
  project: ProjectRow,
  folderId: string,
  guestToken?: string | null,
): Promise<Reviewer> {
  assertReachable(viewer, project);
  if (viewer) return signedInReviewer(viewer);
  const email = guestOfToken(s, guestToken, folderId);
  if (email) {
    const [row] = await s.db
      .select()
      .from(reviewGuests)
      .where(and(eq(reviewGuests.folderId, folderId), eq(reviewGuests.email, email)));
    if (row?.verifiedAt) return { viewer: null, actor: 'GUEST', guestEmail: email };
  }
  return { viewer: null, actor: null, guestEmail: null };
}

/** What the §4 rules look at: the caller, the version's latest action, whether it has comments, the plan. */
export async function situationOf(s: Deps, r: Reviewer, project: ProjectRow, asset: ReviewAssetRow): Promise<Situation> {
  const action = await latestAction(s.db, asset.id);
  const [n] = await s.db
    .select({ n: count() })
    .from(reviewComments)
    // a note carried from an earlier version is not this version's feedback: the §4 buttons stay as the spec has them
    .where(and(eq(reviewComments.assetId, asset.id), isNull(reviewComments.parentId), isNull(reviewComments.carriedFromId)));
  return {
    actor: r.actor,
    state: action ? { actionTaken: action.actionTaken as ReviewState, lastActionBy: action.lastActionBy } : null,
    hasComments: (n?.n ?? 0) > 0,
    isBronze: project.plan === 'BRONZE',
    isCheckoutUser: !!r.viewer && project.customerId === r.viewer.id,
    brokerReviewStatus: asset.brokerReviewStatus,
    reviewCompleted: !!asset.reviewCompletedAt,
    guestVerified: r.actor === 'GUEST',
  };
}

/** What the page may offer the caller: the same answers the checks below enforce. */
export function permissionsOf(situation: Situation, r: Reviewer, project: ProjectRow) {
  return {
    actor: situation.actor,
    buttons: reviewButtons(situation),
    commentBlocked: commentBlock(situation),
    mayReply: mayReply(situation),
    mayComplete: mayCompleteReview(situation),
    mayChangeText: mayChangeText(situation),
    guestVerified: situation.guestVerified,
    needsVerification: !r.viewer && project.plan === 'BRONZE' && r.actor !== 'GUEST',
  };
}

/** A new comment (or a screenshot for one): FORBIDDEN with the reason, UNAUTHENTICATED for a guest not verified. */
export function assertMayComment(r: Reviewer, situation: Situation): void {
  const block = commentBlock(situation);
  if (block) throw r.actor ? forbidden(block) : unauthenticated(REVIEW_MESSAGES.needsVerification);
}

export function assertMayReply(situation: Situation): void {
  if (!mayReply(situation)) throw forbidden(commentBlock(situation) ?? REVIEW_MESSAGES.notAllowed);
}

/** Approve or revert: only what an enabled §4 button offers the caller. */
export function assertMayAct(situation: Situation, status: ReviewState): void {
  if (!allowedReviewActions(situation).includes(status)) throw forbidden();
}

export function assertMayComplete(r: Reviewer, situation: Situation): void {
  if (!mayCompleteReview(situation)) throw r.actor ? forbidden() : unauthenticated(REVIEW_MESSAGES.needsVerification);
}

/** Change Text: a Bronze project's, by its checkout user or PM/QC/admin. */
export function assertMayChangeText(viewer: Viewer, project: ProjectRow): void {
  if (project.plan !== 'BRONZE') throw badInput(REVIEW_MESSAGES.changeTextFailed, 'projectId');
  const situation = {
    actor: reviewActorOf(viewer.role),
    state: null,
    hasComments: false,
    isBronze: true,
    isCheckoutUser: project.customerId === viewer.id,
    brokerReviewStatus: null,
    reviewCompleted: false,
  };
  if (!mayChangeText(situation)) throw forbidden();
}

/** QC and the editor do not see the comments once the user declined (§4). */
export const seesComments = (situation: Situation) => !hidesDeclinedComments(situation);

/** The PM may edit a comment's text while accepting it only while it is not completed, edited or accepted. */
export const mayEditText = (c: ReviewCommentRow) =>
  commentEditable({ commentCompleted: !!c.completedAt, isEdited: c.isEdited, commentAccepted: !!c.acceptedAt });

/** A review folder a signed-in caller reaches through the portals; NOT_FOUND like a missing project otherwise. */
export async function visibleFolder(s: Deps, viewer: Viewer, folderId: string): Promise<{ folder: ProjectFolder; project: ProjectRow }> {
  const folder = await folderById(s.db, folderId);
  if (!folder) throw projectNotFound();
  const project = await projectOf(s.db, folder.projectId);
  assertReachable(viewer, project);
  return { folder, project };
}

/** The folder whose live events the caller may follow: signed in by the policy, signed out through its Bronze link. */
export async function followedFolder(s: Deps, viewer: Viewer | null, folderId: string, reviewToken?: string | null): Promise<string> {
  const folder = await folderById(s.db, folderId);
  if (!folder) throw projectNotFound();
  const project = await projectOf(s.db, folder.projectId);
  assertReachable(viewer, project);
  if (!viewer) {
    const root = await assetById(s.db, rootOfReviewToken(s, reviewToken));
    if (!root || root.folderId !== folder.id) throw unauthenticated(REVIEW_MESSAGES.loginRequired);
  }
  return folder.id;
}
