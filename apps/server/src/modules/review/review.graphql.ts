// The review's GraphQL fields (part B §7 "Review", "Uploads"): thin resolvers that parse the arguments with the shared
// schemas once and call the review's services, one file per part (comments, actions, guests, screenshots, versions,
// portal). The object types are in review.graphql-types.ts.
import {
  acceptCommentsArgsSchema,
  addCommentArgsSchema,
  guestCodeCheckArgsSchema,
  guestCodeRequestArgsSchema,
  reviewApprovalArgsSchema,
  reviewedProjectsArgsSchema,
  reviewVersionArgsSchema,
  screenshotUploadArgsSchema,
  setReviewStageDueArgsSchema,
  versionChangesArgsSchema,
} from '@vms/shared';
import { filter, pipe } from 'graphql-yoga';
import { builder, access } from '../../graphql/builder.js';
import { MessageResult, viewerOf } from '../../graphql/common.js';
import type { Context } from '../../graphql/context.js';
import { parseArgs } from '../../platform/errors.js';
import { projectScoped } from '../core/index.js';
import { addReviewLinkApproval, chapterTextChanges, completeReview, updateReviewAssetStatus } from './review.actions.js';
import {
  acceptComments,
  addComment,
  listReviewAssetComments,
  markCommentsComplete,
  updateReviewAssetCommentStatus,
} from './review.comments.js';
import { approveReviewAssetCommentUser, verifyReviewAssetCommentUser } from './review.guests.js';
import {
  AcceptInput,
  AnnotationInput,
  AssetReviewLink,
  Comment,
  CommentGroup,
  ReviewCompletion,
  ReviewDraft,
  ReviewedHeader,
  ReviewedProjects,
  ReviewEventRef,
  ReviewLinkDetailsRef,
  ReviewStageDueResult,
  ScreenshotUpload,
  TextChangeResult,
  VerifiedUser,
  Version,
  VersionChanges,
} from './review.graphql-types.js';
import { getReviewLinkDetails, getReviewVersionChanges } from './review.player.js';
import { followedFolder } from './review.policy.js';
import type { ReviewEvent } from './review.events.js';
import {
  getAssetReviewLink,
  getReviewDraftList,
  getReviewedProjectHeaderDetails,
  listAssetVersions,
  listReviewedProjects,
} from './review.portal.js';
import { getGuestScreenshotUploadUrl } from './review.screenshots.js';
import { setReviewStageDue } from './review.stages.js';
import { addReviewAssetsByEditor } from './review.versions.js';

const viewerOrNull = (ctx: Context) => ctx.viewer ?? null;

builder.queryFields((t) => ({
  getReviewLinkDetails: t.field({
    type: ReviewLinkDetailsRef,
    description: 'The version a review link opens (the token is the encrypted rootId); the latest unless `version` is given.',
    authScopes: access('getReviewLinkDetails'),
    args: { id: t.arg.string({ required: true }), version: t.arg.int(), guestToken: t.arg.string() },
    resolve: (_r, a, ctx) =>
      getReviewLinkDetails(ctx.services, viewerOrNull(ctx), { id: a.id, version: a.version, guestToken: a.guestToken }),
  }),
  getPlayerAsset: t.field({
    type: ReviewLinkDetailsRef,
    description: 'The player page by id (/player/{videoId}): the text is decrypted to an asset id.',
    authScopes: access('getPlayerAsset'),
    args: { id: t.arg.string({ required: true }), guestToken: t.arg.string() },
    resolve: (_r, a, ctx) => getReviewLinkDetails(ctx.services, viewerOrNull(ctx), { id: a.id, guestToken: a.guestToken, player: true }),
  }),
  getReviewVersionChanges: t.field({
    type: VersionChanges,
    description: 'What changed from another version of the stack (the previous one by default) to this one (issue #38).',
    authScopes: access('getReviewVersionChanges'),
    args: { assetId: t.arg.id({ required: true }), againstAssetId: t.arg.id(), guestToken: t.arg.string() },
    resolve: (_r, a, ctx) => getReviewVersionChanges(ctx.services, viewerOrNull(ctx), parseArgs(versionChangesArgsSchema, a)),
  }),
  approveReviewAssetCommentUser: t.field({
    type: VerifiedUser,
    description:
      'Starts a guest reviewer’s e-mail verification (part B §5): e-mails a one-time 6-digit code, the same answer for every address; verifyReviewAssetCommentUser takes the code back.',
    authScopes: access('approveReviewAssetCommentUser'),
    args: { email: t.arg.string({ required: true }), assetId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      approveReviewAssetCommentUser(ctx.services, viewerOrNull(ctx), parseArgs(guestCodeRequestArgsSchema, a), ctx.ip),
  }),
  getReviewDraftList: t.field({
    type: [ReviewDraft],
    authScopes: access('getReviewDraftList'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getReviewDraftList(ctx.services, viewerOf(ctx), { projectId: String(a.projectId) }),
  }),
  getAssetReviewLink: t.field({
    type: AssetReviewLink,
    authScopes: access('getAssetReviewLink'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      projectId: t.arg.id({ required: true }),
      folderName: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      getAssetReviewLink(ctx.services, viewerOf(ctx), { projectId: String(a.projectId), folderName: a.folderName, fileName: a.fileName }),
  }),
  listReviewAssetComments: t.field({
    type: [CommentGroup],
    authScopes: access('listReviewAssetComments'),
    args: { folderId: t.arg.id({ required: true }), version: t.arg.int() },
    resolve: (_r, a, ctx) => listReviewAssetComments(ctx.services, viewerOf(ctx), { folderId: String(a.folderId), version: a.version }),
  }),
  listAssetVersions: t.field({
    type: [Version],
    authScopes: access('listAssetVersions'),
    args: { folderId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => listAssetVersions(ctx.services, viewerOf(ctx), { folderId: String(a.folderId) }),
  }),
  getReviewedProjectHeaderDetails: t.field({
    type: ReviewedHeader,
    authScopes: access('getReviewedProjectHeaderDetails'),
    args: { folderId: t.arg.id({ required: true }), version: t.arg.int() },
    resolve: (_r, a, ctx) =>
      getReviewedProjectHeaderDetails(ctx.services, viewerOf(ctx), { folderId: String(a.folderId), version: a.version }),
  }),
  listReviewedProjects: t.field({
    type: ReviewedProjects,
    authScopes: access('listReviewedProjects'),
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_r, a, ctx) => listReviewedProjects(ctx.services, viewerOf(ctx), parseArgs(reviewedProjectsArgsSchema, a)),
  }),
}));

builder.mutationFields((t) => ({
  verifyReviewAssetCommentUser: t.field({
    type: VerifiedUser,
    description: 'A guest reviewer’s e-mailed code taken back: answers the guest token (30 days) and “User verified successfully!!”.',
    authScopes: access('verifyReviewAssetCommentUser'),
    args: { email: t.arg.string({ required: true }), assetId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => verifyReviewAssetCommentUser(ctx.services, viewerOrNull(ctx), parseArgs(guestCodeCheckArgsSchema, a), ctx.ip),
  }),
  addBrokerCommentsOnReviewAsset: t.field({
    type: Comment,
    description:
      'A comment on a frame (or a reply with parentId). Who may comment is decided here by the §4 rules. The frame and the screenshot key are the truth; the timecode is derived from the frame.',
    authScopes: access('addBrokerCommentsOnReviewAsset'),
    args: {
      assetId: t.arg.id({ required: true }),
      frame: t.arg.int({ required: true, description: 'The frame at 20 fps (the truth).' }),
      frameOut: t.arg.int({ description: 'The out frame of a range comment.' }),
      commentId: t.arg.id({ description: 'A client-made id (24 hex): a retry with the same id adds nothing.' }),
      screenshotKey: t.arg.string({
        description: 'The storage key the screenshot was uploaded to: the key getGuestScreenshotUploadUrl answers (the truth).',
      }),
      commentTime: t.arg.string({
        description: 'The spec’s hh:mm:ss:ff, derived from the frame: not needed, and when sent it must be the frame’s timecode.',
      }),
      commentScreenShot: t.arg.string({
        description:
          'The spec’s screenshot URL, still taken: without screenshotKey its path gives the key; with it, it must name the same key.',
      }),
      commentText: t.arg.string(),
      commentUser: t.arg.string({ description: 'A guest’s display name; signed-in users are named by their account.' }),
      commentUserId: t.arg.id(),
      commentSource: t.arg.string(),
      annotationCords: t.arg({ type: [AnnotationInput] }),
      parentId: t.arg.id(),
      toEditor: t.arg.boolean(),
      guestToken: t.arg.string(),
    },
    resolve: (_r, a, ctx) => addComment(ctx.services, viewerOrNull(ctx), parseArgs(addCommentArgsSchema, a)),
  }),
  getGuestScreenshotUploadUrl: t.field({
    type: ScreenshotUpload,
    description:
      'A URL to PUT one comment screenshot (jpeg or png) to, and its key, for whoever may comment on this version now — a verified guest on a Bronze link included. Send the key with the comment as screenshotKey.',
    authScopes: access('getGuestScreenshotUploadUrl'),
    args: { assetId: t.arg.id({ required: true }), guestToken: t.arg.string(), contentType: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getGuestScreenshotUploadUrl(ctx.services, viewerOrNull(ctx), parseArgs(screenshotUploadArgsSchema, a)),
  }),
  addReviewLinkApproval: t.field({
    type: MessageResult,
    authScopes: access('addReviewLinkApproval'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      projectId: t.arg.id({ required: true }),
      assetId: t.arg.id({ required: true }),
      reviewStatus: t.arg.string({ required: true }),
      folderName: t.arg.string(),
      isNewTemplate: t.arg.boolean(),
      role: t.arg.string(),
    },
    resolve: (_r, a, ctx) => addReviewLinkApproval(ctx.services, viewerOf(ctx), parseArgs(reviewApprovalArgsSchema, a)),
  }),
  updateReviewAssetStatus: t.field({
    type: MessageResult,
    authScopes: access('updateReviewAssetStatus'),
    args: { parentId: t.arg.id(), assetId: t.arg.id({ required: true }), folderName: t.arg.string() },
    resolve: (_r, a, ctx) => updateReviewAssetStatus(ctx.services, viewerOf(ctx), { assetId: String(a.assetId) }),
  }),
  updateReviewAssetCommentStatus: t.field({
    type: Comment,
    description: 'Mark Complete on one comment (commentCompleted toggles it).',
    authScopes: access('updateReviewAssetCommentStatus'),
    args: { commentId: t.arg.id({ required: true }), commentCompleted: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) =>
      updateReviewAssetCommentStatus(ctx.services, viewerOf(ctx), { commentId: String(a.commentId), commentCompleted: a.commentCompleted }),
  }),
  markCommentsComplete: t.field({
    type: MessageResult,
    description: 'Mark Complete for chosen comments, or Mark All Complete (refused once any comment is complete).',
    authScopes: access('markCommentsComplete'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      commentIds: t.arg.idList(),
      isMarkAll: t.arg.boolean(),
      projectId: t.arg.id({ required: true }),
      folderId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      markCommentsComplete(ctx.services, viewerOf(ctx), {
        commentIds: a.commentIds?.map(String),
        isMarkAll: a.isMarkAll,
        projectId: String(a.projectId),
        folderId: String(a.folderId),
      }),
  }),
  acceptBrokerCommentsByProjectManager: t.field({
    type: MessageResult,
    authScopes: access('acceptBrokerCommentsByProjectManager'),
    args: { input: t.arg({ type: [AcceptInput], required: true }) },
    resolve: (_r, a, ctx) => acceptComments(ctx.services, viewerOf(ctx), parseArgs(acceptCommentsArgsSchema, a)),
  }),
  setReviewStageDue: t.field({
    type: ReviewStageDueResult,
    description: 'A review stage’s optional due day (YYYY-MM-DD, null clears it), set by PM or admin (issue #38 item 5).',
    authScopes: access('setReviewStageDue'),
    args: { folderId: t.arg.id({ required: true }), stage: t.arg.string({ required: true }), dueAt: t.arg.string() },
    resolve: (_r, a, ctx) => setReviewStageDue(ctx.services, viewerOf(ctx), parseArgs(setReviewStageDueArgsSchema, a)),
  }),
  videoPlayerReviewComplete: t.field({
    type: ReviewCompletion,
    authScopes: access('videoPlayerReviewComplete'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      projectId: t.arg.id({ required: true }),
      isMappedComments: t.arg.boolean(),
      folderAssetId: t.arg.id({ required: true }),
      guestToken: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      completeReview(ctx.services, viewerOrNull(ctx), {
        projectId: String(a.projectId),
        isMappedComments: a.isMappedComments,
        folderAssetId: String(a.folderAssetId),
        guestToken: a.guestToken,
      }),
  }),
  chapterTextChanges: t.field({
    type: TextChangeResult,
    authScopes: access('chapterTextChanges'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => chapterTextChanges(ctx.services, viewerOf(ctx), { projectId: String(a.projectId) }),
  }),
  addReviewAssetsByEditor: t.field({
    type: Version,
    description: 'An uploaded file becomes the next version of its review folder; its 20 fps review copy is queued.',
    authScopes: access('addReviewAssetsByEditor'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      projectId: t.arg.id({ required: true }),
      fileName: t.arg.string({ required: true }),
      versionId: t.arg.id(),
      fileSize: t.arg.float(),
      fileType: t.arg.string(),
      assetLink: t.arg.string({ required: true }),
      parentFolderName: t.arg.string(),
    },
    resolve: (_r, a, ctx) => addReviewAssetsByEditor(ctx.services, viewerOf(ctx), parseArgs(reviewVersionArgsSchema, a)),
  }),
}));

const folderArgs = (t: Parameters<Parameters<typeof builder.subscriptionFields>[0]>[0]) => ({
  folderId: t.arg.id({ required: true }),
  reviewToken: t.arg.string({ description: 'The review link token, for a Bronze link opened without signing in.' }),
});

/** Subscribes to the folder's review events (of one status, or all), once the policy lets the caller follow it. */
const follow =
  (status?: 'COMMENT_ADDED' | 'COMMENT_ACCEPTED' | 'REVIEW_COMPLETED') =>
  async (_r: unknown, a: { folderId: string | number; reviewToken?: string | null }, ctx: Context) => {
    const events = ctx.services.live.subscribe(
      'reviewStatus',
      await followedFolder(ctx.services, viewerOrNull(ctx), String(a.folderId), a.reviewToken),
    );
    return status
      ? pipe(
          events,
          filter((e: ReviewEvent) => e.status === status),
        )
      : events;
  };

builder.subscriptionFields((t) => ({
  reviewAssetCommentStatus: t.field({
    type: ReviewEventRef,
    description: 'Any change of the folder’s review: comments, completion, acceptance, approvals, versions.',
    authScopes: access('reviewAssetCommentStatus'),
    args: folderArgs(t),
    subscribe: follow(),
    resolve: (e) => e,
  }),
  addedBrokerCommentsOnReviewAsset: t.field({
    type: ReviewEventRef,
    authScopes: access('addedBrokerCommentsOnReviewAsset'),
    args: folderArgs(t),
    subscribe: follow('COMMENT_ADDED'),
    resolve: (e) => e,
  }),
  acceptedBrokerComment: t.field({
    type: ReviewEventRef,
    authScopes: access('acceptedBrokerComment'),
    args: folderArgs(t),
    subscribe: follow('COMMENT_ACCEPTED'),
    resolve: (e) => e,
  }),
  videoPlayerReviewComplete: t.field({
    type: ReviewEventRef,
    description: 'The review was completed (data.status REVIEW_COMPLETED).',
    authScopes: access('videoPlayerReviewComplete'),
    args: folderArgs(t),
    subscribe: follow('REVIEW_COMPLETED'),
    resolve: (e) => e,
  }),
}));
