// The review player's one truth about time (part B §9, DECISIONS.md part B): a comment's frame is an integer at 20 fps;
// the hh:mm:ss:ff timecode and the Bronze chapter are derived from it here, on the server and in the browser alike.
// Also the §4 situation rules (who may press which button, comment, reply, complete) both sides read. The inputs are
// in validation/review.ts.
import { extensionOf } from './files.js';

/** Review copies are encoded at a constant 20 fps without B-frames (-r 20 -g 20 -bf 0). */
export const REVIEW_FPS = 20;

const pad = (n: number) => String(n).padStart(2, '0');

/** Frame number → 'hh:mm:ss:ff' (ff 00–19). Negative or fractional input is refused, not rounded. */
export function frameToTimecode(frame: number): string {
  if (!Number.isInteger(frame) || frame < 0) throw new RangeError(`Not a frame number: ${frame}`);
  const ff = frame % REVIEW_FPS;
  const totalSeconds = Math.floor(frame / REVIEW_FPS);
  const ss = totalSeconds % 60;
  const mm = Math.floor(totalSeconds / 60) % 60;
  const hh = Math.floor(totalSeconds / 3600);
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}:${pad(ff)}`;
}

/** The frame shown at a media time (seconds): the one whose interval [n/20, (n+1)/20) holds it. */
export function frameAtTime(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  // a hair of tolerance: mediaTime of frame n is reported as n/20 in floating point (0.15 may read 0.14999…)
  return Math.floor(seconds * REVIEW_FPS + 1e-6);
}

/** Where to seek to show frame n: the middle of its interval, so rounding in the decoder cannot land on a neighbour. */
export const seekTimeOfFrame = (frame: number) => (frame + 0.5) / REVIEW_FPS;

/** Start of frame n in seconds. */
export const timeOfFrame = (frame: number) => frame / REVIEW_FPS;

/** Bronze chapter start times in seconds (chapter n starts at CHAPTER_STARTS[n - 1]). */
export const CHAPTER_STARTS = [0, 12, 18, 24, 29, 35] as const;

/** The Bronze chapter (1–6) playing at `seconds`: 6 from 35 s, 5 from 29, 4 from 24, 3 from 18, 2 from 12, 1 from 0. */
export function chapterAtTime(seconds: number): number {
  let chapter = 1;
  for (const [i, start] of CHAPTER_STARTS.entries()) if (seconds >= start) chapter = i + 1;
  return chapter;
}

/** The chapter of a frame (its start time decides). */
export const chapterOfFrame = (frame: number) => chapterAtTime(timeOfFrame(frame));

// ---- player constants (part B §9) ----

export const ANNOTATION_COLOURS = ['#C92020', '#41B5F2', '#76D938', '#F4DB22', '#EB9929'] as const;
export const ANNOTATION_WIDTHS = [
  { value: 5, label: 'Thin' },
  { value: 10, label: 'Fat' },
] as const;
export const ANNOTATION_SHAPES = ['freeform', 'rectangle', 'circle', 'line', 'arrow', 'hexagon', 'pentagon', 'triangle'] as const;
export type AnnotationShape = (typeof ANNOTATION_SHAPES)[number];
export const DEFAULT_ANNOTATION = { colour: ANNOTATION_COLOURS[0], width: 5 } as const;
export const PLAYBACK_SPEEDS = [0.5, 1, 1.25, 2, 3] as const;
export const ASPECT_RATIOS = ['contain', 'cover', 'fill'] as const;
export const TIME_FORMATS = ['standard', 'timecode'] as const;
export const DEFAULT_VOLUME = 0.2;
export const VOLUME_STEP = 0.1;
export const ANNOTATION_BOARD = { width: 640, height: 360 } as const;

/**
 * An annotation's 0–1 points on a w×h picture: every point in pixels, the first and the last (a shape's two corners, a
 * line's two ends) and the box they span. The player (Konva) and the server's report (SVG) draw from the same numbers.
 */
export function annotationGeometry(points: readonly number[], w: number, h: number) {
  const px = points.map((v, i) => v * (i % 2 === 0 ? w : h));
  const [x0 = 0, y0 = 0] = px;
  const x1 = px[px.length - 2] ?? x0;
  const y1 = px[px.length - 1] ?? y0;
  return { px, x0, y0, x1, y1, left: Math.min(x0, x1), top: Math.min(y0, y1), bw: Math.abs(x1 - x0), bh: Math.abs(y1 - y0) };
}
/** The editor's render timer in the player counts down this long from the version's queue time (part B §9). */
export const EDITOR_RENDER_ALLOWANCE_MINUTES = 3;

/** Review states (DECISIONS.md part B) and where a comment came from. */
export const REVIEW_STATES = ['APPROVED', 'DECLINED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const COMMENT_SOURCES = ['video player', 'portal'] as const;

/** The name of the project folder review versions are uploaded into when none is named. */
export const DEFAULT_REVIEW_FOLDER = 'Video Review';

export const REVIEW_MESSAGES = {
  noSuchAsset: 'No such asset exist. Please use correct player URL.',
  noVersions: 'No versioning exists for this project.',
  noComments: 'Not comments to display',
  zeroComments: '0 Comments',
  noCommentsForAsset: 'No comments exist for requested asset.',
  noProjects: 'No Projects Available For Review',
  userVerified: 'User verified successfully!!',
  linkCopied: 'Review Link Copied!!!',
  acceptedAll: 'Accepted all comments!',
  acceptedOne: 'Accepted comment!',
  success: 'Success',
  actionDone: 'Action successfully done!',
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Status update failed. Please try again.',
  redirectPrompt: 'Do you want to redirect to management portal?',
  changeTextFailed: 'We are currently unable to process your request for change text.',
  screenshotFailed: 'Something went wrong.',
  annotationFailed: 'Unable to load annotation',
  renderTimer: 'Video rendering is under-progress, Once completed you will be notified.',
  renderLate: 'Video rendering taking longer than expected',
  renderFailed: 'Something bad happened, please try after some time.',
  notAllowed: 'You are not allowed to do this.',
  loginRequired: 'Please login to review this video.',
  needsVerification: 'Please verify your email before commenting.',
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it here to comment as a guest.`,
  codeWrong: 'The code is wrong or has expired. Ask for a new one.',
  commentLocked: 'This comment can no longer be edited.',
  reviewClosed: 'This review is closed for comments.',
  notAVideo: 'Only video or image files can be added for review.',
} as const;

/** The buttons and labels of §4 "Buttons by role", exactly. */
/** A version's comments as a file for an editor or a client (issue #38 item 4): GET /api/review/{assetId}/export. */
export const REVIEW_EXPORT_FORMATS = ['edl', 'fcpxml', 'premiere', 'csv', 'report'] as const;
export type ReviewExportFormat = (typeof REVIEW_EXPORT_FORMATS)[number];
export const REVIEW_EXPORT_LABELS: Record<ReviewExportFormat, string> = {
  edl: 'EDL markers (DaVinci Resolve)',
  fcpxml: 'FCPXML (Final Cut Pro, Resolve)',
  premiere: 'Premiere Pro XML',
  csv: 'CSV',
  report: 'Report (HTML)',
};
/** The export's address; the session goes as a bearer header, a guest's token in the query. */
export const reviewExportPath = (assetId: string, format: ReviewExportFormat, guestToken?: string | null) =>
  `/api/review/${encodeURIComponent(assetId)}/export?format=${format}${guestToken ? `&guestToken=${encodeURIComponent(guestToken)}` : ''}`;

export const REVIEW_BUTTONS = {
  revertForRevision: 'Revert back for revision',
  projectCompleted: 'Project Completed',
  approveAndComplete: 'Approve & complete',
  reviewAccept: 'Review Accept',
  alreadySentBack: 'Already sent back to editor',
  revertToEditor: 'Revert back to editor for changes',
  approveVideo: 'Approve Video',
  videoApproved: 'Video Approved',
  loginToReview: 'Login to review',
  alreadyReviewed: 'Already video reviewed',
  alreadyApprovedByPm: 'Already approved by PM',
  markComplete: 'Mark Complete',
  markAllComplete: 'Mark All Complete',
  acceptComments: 'Accept Comments',
  reviewCompleted: 'Review Completed',
  changeText: 'Change Text',
  comment: 'Comment',
} as const;

/** Minutes an e-mailed guest code is valid, and wrong tries it takes before a new one is needed. */
export const GUEST_CODE_TTL_MINUTES = 15;
export const GUEST_CODE_ATTEMPTS = 5;
/** Days a verified guest's token is valid; then the guest verifies again. */
export const GUEST_TOKEN_DAYS = 30;

/** Image files show as images without video controls (part B §2.2, by extension). */
export const REVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg'] as const;
export const REVIEW_VIDEO_EXTENSIONS = ['m4v', 'avi', 'mpg', 'mp4', 'webm', 'mkv', 'mov'] as const;
export const isReviewImage = (name: string) =>
  (REVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name.split('?')[0] ?? ''));
export const isReviewVideo = (name: string) =>
  (REVIEW_VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(name.split('?')[0] ?? ''));

/** A stored screenshot URL keeps no query string (the presigned signature is dropped). */
export const withoutQuery = (url: string) => url.split('?')[0]!;

// ---- §4 "Buttons by role", the comment box and the Comment button: one function, read by the page and enforced by
// the server (a mutation the rules do not offer is refused there) ----

/** How the review actions name who acted (lastActionBy). */
export type ReviewActor = 'ADMIN' | 'PM' | 'QC' | 'QA' | 'USER' | 'EDITOR' | 'GUEST';

export function reviewActorOf(role: string | null | undefined): ReviewActor | null {
  switch (role) {
    case 'vms-admin':
      return 'ADMIN';
    case 'vms-project-manager':
      return 'PM';
    case 'vms-quality-controller':
      return 'QC';
    case 'vms-test':
      return 'QA';
    case 'crexi':
      return 'USER';
    case 'vms-editor':
      return 'EDITOR';
    default:
      return null;
  }
}

export interface ReviewSituation {
  /** The viewer: a role value, 'GUEST' for a verified e-mail guest on a Bronze link, null when not signed in. */
  actor: ReviewActor | null;
  /** The first (latest) review action of the version, or null. */
  state: { actionTaken: ReviewState; lastActionBy: string } | null;
  hasComments: boolean;
  isBronze: boolean;
  /** The viewer is the project's checkout user (its customer). */
  isCheckoutUser: boolean;
  brokerReviewStatus: string | null;
  reviewCompleted: boolean;
}

export interface ReviewButton {
  label: string;
  /** The review status the button sends through addReviewLinkApproval; none for a label. */
  action: ReviewState | null;
  disabled: boolean;
}

/** The review buttons the viewer sees (part B §4, in the spec's order). */
export function reviewButtons(s: ReviewSituation): ReviewButton[] {
  const B = REVIEW_BUTTONS;
  const out: ReviewButton[] = [];
  const push = (label: string, action: ReviewState | null, disabled = false) => {
    if (!out.some((b) => b.label === label)) out.push({ label, action, disabled });
  };
  const { actor, state } = s;
  const approved = state?.actionTaken === 'APPROVED';
  const declined = state?.actionTaken === 'DECLINED';
  if (!actor) return [{ label: B.loginToReview, action: null, disabled: false }];
  if (actor === 'ADMIN' || actor === 'USER') {
    if (approved && s.hasComments) push(B.revertForRevision, 'DECLINED');
    if (actor === 'USER' && approved && state?.lastActionBy === 'USER') push(B.projectCompleted, null, true);
    if (approved && state?.lastActionBy === 'PM') push(B.approveAndComplete, 'APPROVED');
    // spec-silent (ADR): comments and no action yet — the customer sends them back like after an approval
    if (!state && s.hasComments) push(B.revertForRevision, 'DECLINED');
  }
  if (!state && !s.hasComments && actor !== 'EDITOR' && actor !== 'GUEST' && actor !== 'PM') push(B.reviewAccept, 'APPROVED');
  if (actor === 'QC') {
    if (declined) push(B.alreadySentBack, null, true);
    else if (s.hasComments) push(B.revertToEditor, 'DECLINED');
  }
  if (actor === 'PM') {
    if (declined) push(B.alreadySentBack, null, true);
    else {
      const locked = approved && state?.lastActionBy !== 'QC';
      push(locked ? B.videoApproved : B.approveVideo, 'APPROVED', locked);
      if (s.hasComments) push(B.revertToEditor, 'DECLINED');
    }
  }
  if ((actor === 'ADMIN' || actor === 'PM' || actor === 'QC') && state && !declined && state.lastActionBy === actor)
    push(B.alreadyReviewed, null, true);
  if ((actor === 'QC' || actor === 'EDITOR') && approved && state?.lastActionBy === 'PM') push(B.alreadyApprovedByPm, null, true);
  return out;
}

/** The actions (review statuses) the viewer may send now: what an enabled button offers. */
export const allowedReviewActions = (s: ReviewSituation): ReviewState[] => [
  ...new Set(reviewButtons(s).flatMap((b) => (b.action && !b.disabled ? [b.action] : []))),
];

/** Why the comment box is closed to the viewer, or null when they may comment (replies: see `mayReply`). */
export function commentBlock(s: ReviewSituation & { guestVerified?: boolean }): string | null {
  const { actor, state } = s;
  if (!actor) return REVIEW_BUTTONS.loginToReview;
  if (actor === 'GUEST' && !s.guestVerified) return REVIEW_MESSAGES.needsVerification;
  if (actor === 'EDITOR') return REVIEW_MESSAGES.notAllowed;
  if (state?.actionTaken === 'DECLINED') return REVIEW_MESSAGES.reviewClosed;
  if (s.brokerReviewStatus || s.reviewCompleted) return REVIEW_MESSAGES.reviewClosed;
  if (state?.actionTaken === 'APPROVED') {
    const by = state.lastActionBy;
    const customer = actor === 'USER' || actor === 'GUEST';
    if ((actor === 'PM' && by === 'PM') || (actor === 'QC' && by === 'QC') || (customer && (by === 'QC' || by === 'USER')))
      return REVIEW_MESSAGES.reviewClosed;
  }
  return null;
}

/** Replies (parentId) are open to the editor too, so they can answer a comment they work on (ADR 0016). */
export const mayReply = (s: ReviewSituation & { guestVerified?: boolean }) =>
  s.actor === 'EDITOR' ? !(s.brokerReviewStatus || s.reviewCompleted) : commentBlock(s) === null;

/** Who may mark the review complete (§4 "Review complete"): Bronze — the checkout user, a verified guest, PM/QC/admin
 *  (the Bronze review tabs); other plans — everyone but operator, editor, pilot, sales person and PM. */
export function mayCompleteReview(s: ReviewSituation & { guestVerified?: boolean }): boolean {
  if (s.reviewCompleted || s.brokerReviewStatus) return false;
  const { actor } = s;
  if (!actor) return false;
  if (actor === 'GUEST') return !!s.guestVerified && s.isBronze;
  if (s.isBronze) return s.isCheckoutUser || actor === 'PM' || actor === 'QC' || actor === 'ADMIN';
  return actor !== 'EDITOR' && actor !== 'PM';
}

/** Change Text (Bronze): the checkout user or PM/QC/admin, when no comment text is typed. */
export const mayChangeText = (s: ReviewSituation) =>
  s.isBronze && (s.isCheckoutUser || s.actor === 'PM' || s.actor === 'QC' || s.actor === 'ADMIN');

/** QC and the editor do not see comments when the user declined (§4). */
export const hidesDeclinedComments = (s: Pick<ReviewSituation, 'actor' | 'state'>) =>
  (s.actor === 'QC' || s.actor === 'EDITOR') && s.state?.actionTaken === 'DECLINED' && s.state.lastActionBy === 'USER';

/** A comment may be edited only while not completed, not edited and not accepted. */
export const commentEditable = (c: { commentCompleted: boolean; isEdited: boolean; commentAccepted: boolean }) =>
  !c.commentCompleted && !c.isEdited && !c.commentAccepted;
