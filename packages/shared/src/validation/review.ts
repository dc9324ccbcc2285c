// The review's inputs (part B §3, §5, §7 "Review", §9): the comment box and the guest's e-mail form validate with these in
// the browser, and the server's resolvers parse every review operation's arguments with them, once, at the edge.
import { z } from 'zod';
import {
  ANNOTATION_COLOURS,
  ANNOTATION_SHAPES,
  COMMENT_SOURCES,
  frameToTimecode,
  REVIEW_EXPORT_FORMATS,
  REVIEW_MESSAGES,
  REVIEW_STATES,
} from '../review.js';
import { REVIEW_STAGE_KEYS } from '../review-stages.js';

/** A GraphQL ID argument (a string or a number on the wire), as a string. */
const id = z.coerce.string();
/** A comment's id: 24 hex characters, made by the client so that a retry adds nothing. */
const commentIdSchema = z.string().regex(/^[0-9a-f]{24}$/);

export const annotationPointSchema = z.number().min(0).max(1);
export const annotationSchema = z.object({
  shape: z.enum(ANNOTATION_SHAPES),
  colour: z.enum(ANNOTATION_COLOURS),
  width: z.union([z.literal(5), z.literal(10)]),
  /** Flat [x0, y0, x1, y1, …] in 0–1 fractions of the frame. */
  points: z
    .array(annotationPointSchema)
    .min(4)
    .max(4000)
    .refine((p) => p.length % 2 === 0, 'Points come in pairs'),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const commentVerificationSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Invalid email')),
});

/** The one-time code a guest reviewer was e-mailed (issue #34 finding 7): six digits. */
export const commentVerificationCodeSchema = commentVerificationSchema.extend({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail'),
});

/** approveReviewAssetCommentUser(email, assetId): a guest asks for a code. */
export const guestCodeRequestArgsSchema = commentVerificationSchema.extend({ assetId: id });
export type GuestCodeRequestArgs = z.output<typeof guestCodeRequestArgsSchema>;
/** verifyReviewAssetCommentUser(email, assetId, code): the guest sends the code back. */
export const guestCodeCheckArgsSchema = commentVerificationCodeSchema.extend({ assetId: id });
export type GuestCodeCheckArgs = z.output<typeof guestCodeCheckArgsSchema>;

/** A range comment's out frame must not come before its in frame. */
export const RANGE_ORDER_MESSAGE = 'The out frame is before the in frame.';

const frameSchema = z
  .number()
  .int()
  .min(0)
  .max(20 * 60 * 60 * 10);

/** A comment as the comment box makes it: the integer frame is the truth, the timecode is derived from it. */
const commentFields = z.object({
  assetId: z.uuid(),
  commentText: z.string().trim().max(5000).default(''),
  frame: frameSchema,
  frameOut: frameSchema.nullish(),
  /** The storage key the screenshot was uploaded to (getGuestScreenshotUploadUrl answers it). */
  screenshotKey: z.string().max(1024).nullish(),
  annotationCords: z.array(annotationSchema).max(200).default([]),
  parentId: commentIdSchema.nullish(),
  toEditor: z.boolean().default(false),
  commentSource: z.enum(COMMENT_SOURCES).default('video player'),
});

function commentRules(
  c: { commentText: string; annotationCords: unknown[]; frame: number; frameOut?: number | null },
  ctx: z.RefinementCtx,
) {
  if (!c.commentText.length && !c.annotationCords.length)
    ctx.addIssue({ code: 'custom', message: 'A comment needs text or an annotation.', path: ['commentText'] });
  if (c.frameOut != null && c.frameOut < c.frame) ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: ['frameOut'] });
}

export const commentInputSchema = commentFields.superRefine(commentRules);
export type CommentInput = z.input<typeof commentInputSchema>;

/**
 * The storage key a screenshot URL points at (the path from `projects/<project uuid>/` on, without the query); null when
 * it names none. Only for the spec's commentScreenShot argument: the client sends the key itself.
 */
export function storageKeyOfUrl(url: string): string | null {
  try {
    const path = decodeURIComponent(new URL(url, 'http://x').pathname);
    return /(?:^|\/)(projects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/.+)$/i.exec(path)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * addBrokerCommentsOnReviewAsset's arguments. The frame and the screenshot's key are the truth; the spec's commentTime
 * (hh:mm:ss:ff) and commentScreenShot (a URL) are still taken, and a URL naming no key is refused here; whether they
 * agree with the frame and the key is a rule of the comment (commentArgsDisagreement), which the server asks once the
 * caller may comment. commentUserId is taken and ignored: a signed-in commenter is named by the account.
 */
export const addCommentArgsSchema = commentFields
  .extend({
    /** A malformed id is an asset that does not exist (NOT_FOUND), as on every other review operation. */
    assetId: id,
    commentId: commentIdSchema.nullish(),
    commentUser: z.string().trim().max(120).nullish(),
    commentUserId: id.nullish(),
    guestToken: z.string().nullish(),
    commentTime: z.string().nullish(),
    commentScreenShot: z.string().max(2000).nullish(),
  })
  .superRefine((c, ctx) => {
    commentRules(c, ctx);
    if (c.commentScreenShot != null && !storageKeyOfUrl(c.commentScreenShot))
      ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.screenshotFailed, path: ['commentScreenShot'] });
  })
  .transform(({ commentUserId: _user, ...c }) => ({
    ...c,
    screenshotKey: c.screenshotKey ?? (c.commentScreenShot ? storageKeyOfUrl(c.commentScreenShot) : null),
  }));
export type AddCommentArgs = z.output<typeof addCommentArgsSchema>;

/**
 * Where the spec's commentTime and commentScreenShot disagree with the frame and the screenshot key (the truth), or
 * null when they agree or were not sent. The server asks it after the review policy, so a caller who may not comment
 * is refused before they hear about their arguments.
 */
export function commentArgsDisagreement(
  c: Pick<AddCommentArgs, 'frame' | 'commentTime' | 'commentScreenShot' | 'screenshotKey'>,
): { message: string; path: string } | null {
  if (c.commentTime != null && c.commentTime.trim() !== frameToTimecode(c.frame))
    return { message: 'The comment time is not the frame’s timecode.', path: 'commentTime' };
  if (c.commentScreenShot != null && c.screenshotKey != null && storageKeyOfUrl(c.commentScreenShot) !== c.screenshotKey)
    return { message: 'The screenshot URL does not name the screenshot key.', path: 'commentScreenShot' };
  return null;
}

/** getReviewVersionChanges(assetId, againstAssetId, guestToken): what changed from one version of a stack to another. */
export const versionChangesArgsSchema = z.object({ assetId: id, againstAssetId: id.nullish(), guestToken: z.string().nullish() });
export type VersionChangesArgs = z.output<typeof versionChangesArgsSchema>;

/** getGuestScreenshotUploadUrl(assetId, guestToken, contentType): one comment screenshot, a jpeg or a png. */
export const screenshotUploadArgsSchema = z.object({
  assetId: id,
  guestToken: z.string().nullish(),
  contentType: z.enum(['image/jpeg', 'image/png'], { error: 'A screenshot is a jpeg or png image.' }),
});
export type ScreenshotUploadArgs = z.output<typeof screenshotUploadArgsSchema>;

/** addReviewLinkApproval(projectId, assetId, reviewStatus, folderName, isNewTemplate, role). */
export const reviewApprovalArgsSchema = z.object({
  projectId: id,
  assetId: id,
  reviewStatus: z.enum(REVIEW_STATES, { error: 'The review status is APPROVED or DECLINED.' }),
  /** When sent, the caller's own role. */
  role: z.string().nullish(),
});
export type ReviewApprovalArgs = z.output<typeof reviewApprovalArgsSchema>;

/** acceptBrokerCommentsByProjectManager(input): the comments the PM accepts, each with its text edited or not. */
export const acceptCommentsArgsSchema = z.object({
  input: z
    .array(
      z.object({
        commentId: z.string().regex(/^[0-9a-f]{24}$/, 'No such comment.'),
        commentText: z.string().trim().max(5000).nullish(),
        commentFrom: z.string().nullish(),
        commentTo: z.string().nullish(),
        isEdited: z.boolean().nullish(),
      }),
    )
    .min(1, 'Choose at least one comment.')
    .max(500),
});
export type AcceptCommentsArgs = z.output<typeof acceptCommentsArgsSchema>;

/** addReviewAssetsByEditor: an uploaded file (its storage key in assetLink) becomes the folder's next version. */
export const reviewVersionArgsSchema = z.object({
  projectId: id,
  fileName: z.string().trim().min(1, 'The file name is required.').max(255),
  fileSize: z
    .number()
    .transform((n) => Math.round(n))
    .pipe(z.number().int().min(0))
    .default(0),
  fileType: z.string().trim().max(120).default(''),
  assetLink: z.string().trim().min(1, 'The asset link is required.').max(1024),
  parentFolderName: z.string().trim().max(255).nullish(),
  versionId: id.nullish(),
});
export type ReviewVersionArgs = z.output<typeof reviewVersionArgsSchema>;

/** listReviewedProjects(limit, offset): 10 a page unless asked, at most 100. */
export const reviewedProjectsArgsSchema = z.object({
  limit: z.number().int().min(1).max(100).default(10),
  offset: z.number().int().min(0).default(0),
});
export type ReviewedProjectsArgs = z.output<typeof reviewedProjectsArgsSchema>;

/** setReviewStageDue(folderId, stage, dueAt): a stage's optional due day (YYYY-MM-DD); null clears it. */
export const setReviewStageDueArgsSchema = z.object({
  folderId: z.uuid('No such review folder.'),
  stage: z.enum(REVIEW_STAGE_KEYS, { error: 'The stage is INTERNAL or CLIENT.' }),
  dueAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The due date is a day, YYYY-MM-DD.')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'The due date is not a valid day.',
    )
    .nullish()
    .transform((v) => v ?? null),
});
export type SetReviewStageDueArgs = z.output<typeof setReviewStageDueArgsSchema>;

/** GET /api/review/{assetId}/export?format=…&guestToken=…: one version's comments as a file (issue #38 item 4). */
export const reviewExportParamsSchema = z.object({ assetId: z.uuid(REVIEW_MESSAGES.noSuchAsset) });
export const reviewExportQuerySchema = z.object({
  format: z.enum(REVIEW_EXPORT_FORMATS, 'format must be one of edl, fcpxml, premiere, csv, report.'),
  guestToken: z.string().max(2000).optional(),
});
export type ReviewExportQuery = z.infer<typeof reviewExportQuerySchema>;
