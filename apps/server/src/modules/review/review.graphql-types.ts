// The review's GraphQL object and input types (part B §3): what review.graphql.ts's fields answer and take.
import { builder } from '../../graphql/builder.js';
import type { completeReview, chapterTextChanges } from './stages/review.actions.js';
import type { CommentView } from './comments/review.comments.js';
import type { ReviewEvent } from './review.events.js';
import type { getReviewVersionChanges, ReviewLinkDetails } from './player/review.player.js';
import type {
  getAssetReviewLink,
  getReviewDraftList,
  getReviewedProjectHeaderDetails,
  listReviewedProjects,
} from './player/review.portal.js';
import type { VersionView } from './versions/review.versions.js';
import type { ReviewStageView } from '@vms/shared';

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

export const Comment = builder.objectRef<CommentView>('ReviewComment');
Comment.implement({
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
    sourceTimecode: t.exposeString('sourceTimecode', {
      nullable: true,
      description: 'The frame in the uploaded file’s own timecode (its frame rate and start timecode; drop-frame at 29.97).',
    }),
    sourceTimecodeOut: t.exposeString('sourceTimecodeOut', { nullable: true }),
    carriedFromVersion: t.exposeInt('carriedFromVersion', {
      nullable: true,
      description: 'A note carried from an earlier version: that version.',
    }),
    carry: t.exposeString('carry', {
      nullable: true,
      description: 'Where a carried note landed: unchanged (its frames are the same: not yet addressed), moved or not_found.',
    }),
    carriedThread: t.field({
      type: [Comment],
      description: 'A carried note’s thread on the version it was made on (the note, then its replies).',
      resolve: (c) => c.carriedThread,
    }),
  }),
});

type Group = CommentView & { commentFrom: string; commentTo: string; comments: CommentView[] };
export const CommentGroup = builder.objectRef<Group>('ReviewCommentGroup').implement({
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

export const Version = builder.objectRef<VersionView>('ReviewVersion').implement({
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
export const ReviewStage = builder.objectRef<ReviewStageView>('ReviewStage').implement({
  description: 'A review stage of a version (issue #38 item 5): internal review, then client review.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'INTERNAL or CLIENT.' }),
    label: t.exposeString('label'),
    approved: t.exposeBoolean('approved', { description: 'An approval by one of its roles since the last revert.' }),
    current: t.exposeBoolean('current', { description: 'The first stage not approved.' }),
    dueOn: t.exposeString('dueOn', { nullable: true, description: 'The optional due day, YYYY-MM-DD (UTC).' }),
  }),
});
export const ReviewLinkDetailsRef = builder.objectRef<Details>('ReviewLinkDetails').implement({
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
    sourceFrameRate: t.exposeString('sourceFrameRate', { nullable: true, description: 'The uploaded file’s frame rate ("30000/1001").' }),
    sourceStartTimecode: t.exposeString('sourceStartTimecode', { nullable: true, description: 'The uploaded file’s start timecode.' }),
    taskName: t.exposeString('taskName'),
    brokerReviewStatus: t.exposeString('brokerReviewStatus', { nullable: true }),
    uploadingPath: t.exposeString('uploadingPath'),
    reviewLink: t.exposeString('reviewLink'),
    projectFolder: t.field({ type: ReviewProjectFolder, resolve: (d) => d.projectFolder }),
    comments: t.field({ type: [Comment], resolve: (d) => d.comments }),
    reviewActions: t.field({ type: [ReviewAction], resolve: (d) => d.reviewActions }),
    versions: t.field({ type: [Version], resolve: (d) => d.versions }),
    permissions: t.field({ type: ReviewPermissions, resolve: (d) => d.permissions }),
    stages: t.field({ type: [ReviewStage], description: 'The latest version’s review stages.', resolve: (d) => d.stages }),
    releaseBlock: t.exposeString('releaseBlock', {
      nullable: true,
      description: 'Why the final file is not released yet (null once the last stage approved the latest version).',
    }),
    maySetStageDue: t.exposeBoolean('maySetStageDue', { description: 'The viewer (PM, admin) may set the stages’ due days.' }),
  }),
});

type StageDue = { message: string; stages: ReviewStageView[] };
export const ReviewStageDueResult = builder.objectRef<StageDue>('ReviewStageDueResult').implement({
  fields: (t) => ({ message: t.exposeString('message'), stages: t.field({ type: [ReviewStage], resolve: (r) => r.stages }) }),
});

type Verified = { email: string; name: string | null; userId: string | null; guestToken: string | null; message: string };
export const VerifiedUser = builder.objectRef<Verified>('ReviewVerifiedUser').implement({
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
export const ReviewDraft = builder.objectRef<Draft>('ReviewDraft').implement({
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
    stages: t.field({ type: [ReviewStage], resolve: (v) => v.stages }),
  }),
});

type AssetLink = Awaited<ReturnType<typeof getAssetReviewLink>>;
const ReviewCurrentStatus = builder.objectRef<NonNullable<AssetLink['reviewCurrentStatus']>>('ReviewCurrentStatus').implement({
  fields: (t) => ({ lastActionBy: t.exposeString('lastActionBy'), actionTaken: t.exposeString('actionTaken') }),
});
export const AssetReviewLink = builder.objectRef<AssetLink>('AssetReviewLink').implement({
  fields: (t) => ({
    reviewLink: t.exposeString('reviewLink'),
    reviewStatus: t.exposeString('reviewStatus', { nullable: true }),
    reviewCurrentStatus: t.field({ type: ReviewCurrentStatus, nullable: true, resolve: (l) => l.reviewCurrentStatus }),
  }),
});

type Header = Awaited<ReturnType<typeof getReviewedProjectHeaderDetails>>;
export const ReviewedHeader = builder.objectRef<Header>('ReviewedProjectHeader').implement({
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
    stages: t.field({ type: [ReviewStage], description: 'The latest version’s review stages.', resolve: (h) => h.stages }),
  }),
});

type Reviewed = Awaited<ReturnType<typeof listReviewedProjects>>;
const CommentedFolder = builder.objectRef<Reviewed['reviewProjectData'][number]['commentedFolders'][number]>('CommentedFolder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    stages: t.field({ type: [ReviewStage], description: 'The latest version’s review stages.', resolve: (f) => f.stages }),
  }),
});
const ReviewedProject = builder.objectRef<Reviewed['reviewProjectData'][number]>('ReviewedProject').implement({
  fields: (t) => ({
    projectId: t.exposeInt('projectId'),
    projectUuid: t.exposeID('projectUuid'),
    projectName: t.exposeString('projectName'),
    commentedFolders: t.field({ type: [CommentedFolder], resolve: (p) => p.commentedFolders }),
  }),
});
export const ReviewedProjects = builder.objectRef<Reviewed>('ReviewedProjects').implement({
  fields: (t) => ({
    reviewProjectData: t.field({ type: [ReviewedProject], resolve: (r) => r.reviewProjectData }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

type Completion = Awaited<ReturnType<typeof completeReview>>;
const ChapterComments = builder.objectRef<Completion['chapters'][number]>('ReviewChapterComments').implement({
  fields: (t) => ({ chapter: t.exposeInt('chapter'), commentIds: t.exposeIDList('commentIds') }),
});
export const ReviewCompletion = builder.objectRef<Completion>('ReviewCompletion').implement({
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
export const TextChangeResult = builder.objectRef<TextChange>('ChapterTextChangeResult').implement({
  fields: (t) => ({ status: t.exposeInt('status'), message: t.exposeString('message'), projectId: t.exposeInt('projectId') }),
});

export const ReviewEventRef = builder.objectRef<ReviewEvent>('ReviewEvent').implement({
  fields: (t) => ({
    folderId: t.exposeID('folderId'),
    assetId: t.exposeID('assetId'),
    commentId: t.exposeID('commentId', { nullable: true }),
    status: t.exposeString('status'),
  }),
});

export const AnnotationInput = builder.inputType('ReviewAnnotationInput', {
  fields: (t) => ({
    shape: t.string({ required: true }),
    colour: t.string({ required: true }),
    width: t.int({ required: true }),
    points: t.floatList({ required: true }),
  }),
});
export const AcceptInput = builder.inputType('AcceptCommentInput', {
  fields: (t) => ({
    commentId: t.id({ required: true }),
    commentFrom: t.string(),
    commentTo: t.string(),
    commentText: t.string(),
    isEdited: t.boolean(),
  }),
});

export const ScreenshotUpload = builder.objectRef<{ url: string; key: string }>('ReviewScreenshotUpload').implement({
  description: 'Where to PUT one comment screenshot, and the storage key the comment then sends as screenshotKey.',
  fields: (t) => ({ url: t.exposeString('url'), key: t.exposeString('key') }),
});

type Changes = Awaited<ReturnType<typeof getReviewVersionChanges>>;
const ChangedRange = builder.objectRef<Changes['changes'][number]>('ReviewChangedRange').implement({
  description: 'A changed stretch of a version, in its frames (inclusive): new footage, or a point where footage was cut.',
  fields: (t) => ({ frameIn: t.exposeInt('frameIn'), frameOut: t.exposeInt('frameOut'), kind: t.exposeString('kind') }),
});
export const VersionChanges = builder.objectRef<Changes>('ReviewVersionChanges').implement({
  fields: (t) => ({
    againstVersion: t.exposeInt('againstVersion', { nullable: true, description: 'The version compared with; null for version 1.' }),
    ready: t.exposeBoolean('ready', { description: 'False until both versions’ fingerprints are taken.' }),
    changes: t.field({ type: [ChangedRange], description: 'In this version’s frames.', resolve: (c) => c.changes }),
    againstChanges: t.field({ type: [ChangedRange], description: 'In the other version’s frames.', resolve: (c) => c.againstChanges }),
  }),
});
