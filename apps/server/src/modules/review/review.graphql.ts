// The review's GraphQL (part B §7 "Review", "Uploads"): thin resolvers that parse the arguments with the shared schemas
// once and call the review's services, one file per part (comments, actions, guests, screenshots, versions, portal).
import {
  acceptCommentsArgsSchema,
  addCommentArgsSchema,
  guestCodeCheckArgsSchema,
  guestCodeRequestArgsSchema,
  reviewApprovalArgsSchema,
  reviewedProjectsArgsSchema,
  reviewVersionArgsSchema,
  screenshotUploadArgsSchema,
} from '@vms/shared';
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
  type CommentView,
} from './review.comments.js';
import type { ReviewEvent } from './review.events.js';
import { approveReviewAssetCommentUser, verifyReviewAssetCommentUser } from './review.guests.js';
import { getReviewLinkDetails, type ReviewLinkDetails } from './review.player.js';
import { followedFolder } from './review.policy.js';
import {
  getAssetReviewLink,
  getReviewDraftList,
  getReviewedProjectHeaderDetails,
  listAssetVersions,
  listReviewedProjects,
} from './review.portal.js';
import { getGuestScreenshotUploadUrl } from './review.screenshots.js';
import { addReviewAssetsByEditor, type VersionView } from './review.versions.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

type AnnotationShape = CommentView['annotationCords'][number];
const Annotation = builder.objectRef<AnnotationShape>('ReviewAnnotation').implement({
  description: 'A drawn shape: its tool, colour, stroke width and points as 0–1 fractions of the frame ([x0, y0, x1, y1, …]).',
  fields: (t) => ({
    shape: t.exposeString('shape'),
    colour: t.exposeString('colour'),
    width: t.exposeInt('width'),
    points: t.exposeFloatList('points'),
  }),
});

const Comment = builder.objectRef<CommentView>('ReviewComment').implement({
  description: 'A comment on a frame of a version (part B §3 "Comment"); the frame is the truth, commentTime derives from it.',
  fields: (t) => ({
    commentId: t.exposeID('commentId'),
    assetId: t.exposeID('assetId'),
    parentId: t.exposeID('parentId', { nullable: true }),
    frame: t.exposeInt('frame', { description: 'The frame at 20 fps.' }),
    frameOut: t.exposeInt('frameOut', { nullable: true, description: 'The out frame of a range comment.' }),
    commentTime: t.exposeString('commentTime', { description: 'hh:mm:ss:ff at 20 fps.' }),
    commentTimeOut: t.exposeString('commentTimeOut', { nullable: true }),
    commentText: t.exposeString('commentText'),
    commentScreenShot: t.exposeString('commentScreenShot', { nullable: true }),
    annotationCords: t.field({ type: [Annotation], resolve: (c) => c.annotationCords }),
    commentUser: t.exposeString('commentUser'),
    commentUserId: t.exposeID('commentUserId', { nullable: true }),
    commentUserRole: t.exposeString('commentUserRole'),
    commentSource: t.exposeString('commentSource'),
    toEditor: t.exposeBoolean('toEditor'),
    commentCompleted: t.exposeBoolean('commentCompleted'),
    commentAccepted: t.exposeBoolean('commentAccepted'),
    isEdited: t.exposeBoolean('isEdited'),
    commentCreatedAt: t.string({ resolve: (c) => c.commentCreatedAt.toISOString() }),
    commentUpdatedAt: t.string({ resolve: (c) => c.commentUpdatedAt.toISOString() }),
    commentCompletedAt: t.string({ nullable: true, resolve: (c) => iso(c.commentCompletedAt) }),
  }),
});

type Group = CommentView & { commentFrom: string; commentTo: string; comments: CommentView[] };
const CommentGroup = builder.objectRef<Group>('ReviewCommentGroup').implement({
  description: 'A comment and its replies (part B §3 "Comment group").',
  fields: (t) => ({
    commentId: t.exposeID('commentId'),
    commentFrom: t.exposeString('commentFrom'),
    commentTo: t.exposeString('commentTo'),
    frame: t.exposeInt('frame'),
    frameOut: t.exposeInt('frameOut', { nullable: true }),
    commentTime: t.exposeString('commentTime'),
    commentSource: t.exposeString('commentSource'),
    commentCreatedAt: t.string({ resolve: (c) => c.commentCreatedAt.toISOString() }),
    commentCompleted: t.exposeBoolean('commentCompleted'),
    commentAccepted: t.exposeBoolean('commentAccepted'),
    commentScreenShot: t.exposeString('commentScreenShot', { nullable: true }),
    annotationCords: t.field({ type: [Annotation], resolve: (c) => c.annotationCords }),
    comments: t.field({ type: [Comment], resolve: (c) => c.comments }),
  }),
});

const Version = builder.objectRef<VersionView>('ReviewVersion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    fileName: t.exposeString('fileName'),
    updatedAt: t.string({ resolve: (v) => v.updatedAt.toISOString() }),
    status: t.exposeString('status', { description: 'The review copy: inprogress, complete or failed.' }),
    reviewLink: t.exposeString('reviewLink'),
  }),
});

type Details = ReviewLinkDetails;
const ReviewButton = builder.objectRef<Details['permissions']['buttons'][number]>('ReviewButton').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    action: t.exposeString('action', { nullable: true, description: 'The reviewStatus the button sends, none for a label.' }),
    disabled: t.exposeBoolean('disabled'),
  }),
});
const ReviewPermissions = builder.objectRef<Details['permissions']>('ReviewPermissions').implement({
  description: 'What the viewer may do here, by the §4 rules the server enforces.',
  fields: (t) => ({
    actor: t.exposeString('actor', { nullable: true }),
    buttons: t.field({ type: [ReviewButton], resolve: (p) => p.buttons }),
    commentBlocked: t.exposeString('commentBlocked', { nullable: true }),
    mayReply: t.exposeBoolean('mayReply'),
    mayComplete: t.exposeBoolean('mayComplete'),
    mayChangeText: t.exposeBoolean('mayChangeText'),
    guestVerified: t.exposeBoolean('guestVerified'),
    needsVerification: t.exposeBoolean('needsVerification'),
  }),
});
const ReviewProjectFolder = builder.objectRef<Details['projectFolder']>('ReviewProjectFolder').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    projectId: t.exposeInt('projectId'),
    projectUuid: t.exposeID('projectUuid'),
    checkoutUserId: t.exposeID('checkoutUserId', { nullable: true }),
    projectPlan: t.exposeString('projectPlan'),
    projectName: t.exposeString('projectName'),
    assetName: t.exposeString('assetName'),
  }),
});
const ReviewAction = builder.objectRef<Details['reviewActions'][number]>('ReviewAction').implement({
  fields: (t) => ({
    actionTaken: t.exposeString('actionTaken'),
    lastActionBy: t.exposeString('lastActionBy'),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
  }),
});
const ReviewLinkDetailsRef = builder.objectRef<Details>('ReviewLinkDetails').implement({
  description: 'A version under review as the player opens it (part B §3 "Review link details").',
  fields: (t) => ({
    id: t.exposeID('id'),
    parentId: t.exposeID('parentId', { nullable: true }),
    rootId: t.exposeID('rootId'),
    folderId: t.exposeID('folderId'),
    fileName: t.exposeString('fileName'),
    assetLink: t.exposeString('assetLink', { nullable: true, description: 'The 20 fps review copy (or the image); null until ready.' }),
    isImage: t.exposeBoolean('isImage'),
    status: t.exposeString('status'),
    renderStartedAt: t.string({
      description: 'When this version’s review copy was queued: the editor’s render timer counts down from it (part B §9).',
      resolve: (d) => d.renderStartedAt.toISOString(),
    }),
    version: t.exposeInt('version'),
    taskName: t.exposeString('taskName'),
    brokerReviewStatus: t.exposeString('brokerReviewStatus', { nullable: true }),
    uploadingPath: t.exposeString('uploadingPath'),
    reviewLink: t.exposeString('reviewLink'),
    projectFolder: t.field({ type: ReviewProjectFolder, resolve: (d) => d.projectFolder }),
    comments: t.field({ type: [Comment], resolve: (d) => d.comments }),
    reviewActions: t.field({ type: [ReviewAction], resolve: (d) => d.reviewActions }),
    versions: t.field({ type: [Version], resolve: (d) => d.versions }),
    permissions: t.field({ type: ReviewPermissions, resolve: (d) => d.permissions }),
  }),
});

type Verified = { email: string; name: string | null; userId: string | null; guestToken: string | null; message: string };
const VerifiedUser = builder.objectRef<Verified>('ReviewVerifiedUser').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name', {
      nullable: true,
      description: 'Always null: an e-mail never tells who has an account (issue #34 finding 5).',
    }),
    userId: t.exposeID('userId', { nullable: true, description: 'Always null, as name.' }),
    guestToken: t.exposeString('guestToken', {
      nullable: true,
      description:
        'Sent back with the guest’s comments and review completion; given by verifyReviewAssetCommentUser (null until the code is checked), valid 30 days.',
    }),
    message: t.exposeString('message'),
  }),
});

type Draft = Awaited<ReturnType<typeof getReviewDraftList>>[number];
const ReviewDraft = builder.objectRef<Draft>('ReviewDraft').implement({
  fields: (t) => ({
    folderId: t.exposeID('folderId'),
    folderName: t.exposeString('folderName'),
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    fileName: t.exposeString('fileName'),
    updatedAt: t.string({ resolve: (v) => v.updatedAt.toISOString() }),
    status: t.exposeString('status'),
    reviewLink: t.exposeString('reviewLink'),
    reviewStatus: t.exposeString('reviewStatus', { nullable: true }),
    isNew: t.exposeBoolean('isNew'),
  }),
});

type AssetLink = Awaited<ReturnType<typeof getAssetReviewLink>>;
const ReviewCurrentStatus = builder.objectRef<NonNullable<AssetLink['reviewCurrentStatus']>>('ReviewCurrentStatus').implement({
  fields: (t) => ({ lastActionBy: t.exposeString('lastActionBy'), actionTaken: t.exposeString('actionTaken') }),
});
const AssetReviewLink = builder.objectRef<AssetLink>('AssetReviewLink').implement({
  fields: (t) => ({
    reviewLink: t.exposeString('reviewLink'),
    reviewStatus: t.exposeString('reviewStatus', { nullable: true }),
    reviewCurrentStatus: t.field({ type: ReviewCurrentStatus, nullable: true, resolve: (l) => l.reviewCurrentStatus }),
  }),
});

type Header = Awaited<ReturnType<typeof getReviewedProjectHeaderDetails>>;
const ReviewedHeader = builder.objectRef<Header>('ReviewedProjectHeader').implement({
  fields: (t) => ({
    projectId: t.exposeInt('projectId'),
    projectUuid: t.exposeID('projectUuid'),
    projectName: t.exposeString('projectName'),
    startDate: t.string({ resolve: (h) => h.startDate.toISOString() }),
    asanaLink: t.exposeString('asanaLink', { nullable: true }),
    slackLink: t.exposeString('slackLink', { nullable: true }),
    hubspotLink: t.exposeString('hubspotLink', { nullable: true }),
    frameIoLink: t.exposeString('frameIoLink', { description: 'The review tool link: this folder’s review player.' }),
    folderName: t.exposeString('folderName'),
    folderPath: t.exposeString('folderPath', { description: 'Where a new version is uploaded.' }),
    elaspedTime: t.exposeString('elaspedTime'),
    planType: t.exposeString('planType'),
    version: t.exposeInt('version'),
    fileName: t.exposeString('fileName'),
  }),
});

type Reviewed = Awaited<ReturnType<typeof listReviewedProjects>>;
const CommentedFolder = builder.objectRef<Reviewed['reviewProjectData'][number]['commentedFolders'][number]>('CommentedFolder').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
const ReviewedProject = builder.objectRef<Reviewed['reviewProjectData'][number]>('ReviewedProject').implement({
  fields: (t) => ({
    projectId: t.exposeInt('projectId'),
    projectUuid: t.exposeID('projectUuid'),
    projectName: t.exposeString('projectName'),
    commentedFolders: t.field({ type: [CommentedFolder], resolve: (p) => p.commentedFolders }),
  }),
});
const ReviewedProjects = builder.objectRef<Reviewed>('ReviewedProjects').implement({
  fields: (t) => ({
    reviewProjectData: t.field({ type: [ReviewedProject], resolve: (r) => r.reviewProjectData }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

type Completion = Awaited<ReturnType<typeof completeReview>>;
const ChapterComments = builder.objectRef<Completion['chapters'][number]>('ReviewChapterComments').implement({
  fields: (t) => ({ chapter: t.exposeInt('chapter'), commentIds: t.exposeIDList('commentIds') }),
});
const ReviewCompletion = builder.objectRef<Completion>('ReviewCompletion').implement({
  fields: (t) => ({
    status: t.exposeInt('status'),
    message: t.exposeString('message'),
    chapters: t.field({
      type: [ChapterComments],
      description: 'Comments mapped to Bronze chapters by time (isMappedComments).',
      resolve: (c) => c.chapters,
    }),
  }),
});
type TextChange = Awaited<ReturnType<typeof chapterTextChanges>>;
const TextChangeResult = builder.objectRef<TextChange>('ChapterTextChangeResult').implement({
  fields: (t) => ({ status: t.exposeInt('status'), message: t.exposeString('message'), projectId: t.exposeInt('projectId') }),
});

const ReviewEventRef = builder.objectRef<ReviewEvent>('ReviewEvent').implement({
  fields: (t) => ({
    folderId: t.exposeID('folderId'),
    assetId: t.exposeID('assetId'),
    commentId: t.exposeID('commentId', { nullable: true }),
    status: t.exposeString('status'),
  }),
});

const AnnotationInput = builder.inputType('ReviewAnnotationInput', {
  fields: (t) => ({
    shape: t.string({ required: true }),
    colour: t.string({ required: true }),
    width: t.int({ required: true }),
    points: t.floatList({ required: true }),
  }),
});
const AcceptInput = builder.inputType('AcceptCommentInput', {
  fields: (t) => ({
    commentId: t.id({ required: true }),
    commentFrom: t.string(),
    commentTo: t.string(),
    commentText: t.string(),
    isEdited: t.boolean(),
  }),
});

const ScreenshotUpload = builder.objectRef<{ url: string; key: string }>('ReviewScreenshotUpload').implement({
  description: 'Where to PUT one comment screenshot, and the storage key the comment then sends as screenshotKey.',
  fields: (t) => ({ url: t.exposeString('url'), key: t.exposeString('key') }),
});

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

/** Subscribes to a review topic of the folder, once the policy lets the caller follow it. */
const follow =
  (topic: 'reviewStatus' | 'reviewCommentAdded' | 'reviewCommentAccepted' | 'reviewCompleted') =>
  async (_r: unknown, a: { folderId: string | number; reviewToken?: string | null }, ctx: Context) =>
    ctx.services.pubsub.subscribe(topic, await followedFolder(ctx.services, viewerOrNull(ctx), String(a.folderId), a.reviewToken));

builder.subscriptionFields((t) => ({
  reviewAssetCommentStatus: t.field({
    type: ReviewEventRef,
    description: 'Any change of the folder’s review: comments, completion, acceptance, approvals, versions.',
    authScopes: access('reviewAssetCommentStatus'),
    args: folderArgs(t),
    subscribe: follow('reviewStatus'),
    resolve: (e) => e,
  }),
  addedBrokerCommentsOnReviewAsset: t.field({
    type: ReviewEventRef,
    authScopes: access('addedBrokerCommentsOnReviewAsset'),
    args: folderArgs(t),
    subscribe: follow('reviewCommentAdded'),
    resolve: (e) => e,
  }),
  acceptedBrokerComment: t.field({
    type: ReviewEventRef,
    authScopes: access('acceptedBrokerComment'),
    args: folderArgs(t),
    subscribe: follow('reviewCommentAccepted'),
    resolve: (e) => e,
  }),
  videoPlayerReviewComplete: t.field({
    type: ReviewEventRef,
    description: 'The review was completed (data.status REVIEW_COMPLETED).',
    authScopes: access('videoPlayerReviewComplete'),
    args: folderArgs(t),
    subscribe: follow('reviewCompleted'),
    resolve: (e) => e,
  }),
}));
