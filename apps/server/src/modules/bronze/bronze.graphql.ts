// The Bronze builder's GraphQL (part B §7 "Bronze builder", "Public pages and registration" image calls): thin
// resolvers over bronze.service.ts, bronze.images.ts, bronze.render.ts and bronze.preview.ts.
import {
  bronzeChapterPreviewSchema,
  bronzeSegmentDetailsSchema,
  customImageDeleteSchema,
  customImagePresignSchema,
  customImageRegisterSchema,
  draftBronzeSegmentsArgsSchema,
  type BronzeFormItem,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { viewerOf } from '../../graphql/common.js';
import { parseArgs } from '../../platform/errors.js';
import { projectScoped } from '../core/index.js';
import { segmentDetails, draftSegment, startTasks } from './bronze.service.js';
import { deleteImages, presignImages, registerImages } from './bronze.images.js';
import { renderBronze } from './bronze.render.js';
import { chapterPreview } from './bronze.preview.js';

type Details = Awaited<ReturnType<typeof segmentDetails>>;
type Segment = Details['segmentDetails'];
type Picture = NonNullable<Segment['image']>;

const FormItem = builder.objectRef<BronzeFormItem>('BronzeFormItem');
FormItem.implement({
  description:
    'A template form item (part B §3): CHECKBOX_{attributeValue} marks it for the video, LABEL_{attributeValue} holds an editable label.',
  fields: (t) => ({
    attributeValue: t.exposeString('attributeValue'),
    fieldType: t.exposeString('fieldType', { description: 'text, checkbox, select, textarea or multiple.' }),
    label: t.exposeString('label'),
    value: t.exposeString('value'),
    placeholder: t.exposeString('placeholder', { nullable: true }),
    options: t.exposeStringList('options', { nullable: true }),
    children: t.field({ type: [FormItem], nullable: true, resolve: (i) => i.children ?? null }),
    isMarkedForTemplate: t.exposeBoolean('isMarkedForTemplate'),
    isEditable: t.exposeBoolean('isEditable'),
    isVisible: t.exposeBoolean('isVisible'),
    fieldDisable: t.exposeBoolean('fieldDisable'),
  }),
});

const PictureRef = builder.objectRef<Picture>('BronzePicture').implement({
  fields: (t) => ({
    s3ImageLink: t.exposeString('s3ImageLink'),
    url: t.exposeString('url', { description: 'A link the browser can show.' }),
  }),
});

const SegmentRef = builder.objectRef<Segment>('BronzeSegmentDetails').implement({
  fields: (t) => ({
    segmentNumber: t.exposeInt('segmentNumber'),
    saved: t.exposeBoolean('saved'),
    formData: t.field({ type: [FormItem], resolve: (s) => s.formData }),
    hasImage: t.exposeBoolean('hasImage'),
    hasLogo: t.exposeBoolean('hasLogo'),
    hasQrCode: t.exposeBoolean('hasQrCode'),
    hasBoundary: t.exposeBoolean('hasBoundary'),
    image: t.field({ type: PictureRef, nullable: true, resolve: (s) => s.image }),
    logo: t.field({ type: PictureRef, nullable: true, resolve: (s) => s.logo }),
    qrCode: t.field({ type: PictureRef, nullable: true, resolve: (s) => s.qrCode }),
    boundary: t.field({ type: PictureRef, nullable: true, resolve: (s) => s.boundary }),
  }),
});

const DetailsRef = builder.objectRef<Details>('BronzeVideoSegmentDetails').implement({
  fields: (t) => ({
    projectId: t.exposeID('projectId', { nullable: true, description: 'The project uuid once checked out.' }),
    projectNumber: t.exposeInt('projectNumber', { nullable: true }),
    assetId: t.exposeID('assetId', { nullable: true }),
    orderId: t.exposeID('orderId'),
    propertyName: t.exposeString('propertyName', { nullable: true }),
    crexiUrl: t.exposeString('crexiUrl', { nullable: true }),
    totalChapters: t.exposeInt('totalChapters'),
    savedChapter: t.exposeInt('savedChapter'),
    isTextChange: t.exposeBoolean('isTextChange'),
    eliteAuction: t.exposeString('eliteAuction', { nullable: true }),
    projectStatus: t.exposeString('projectStatus', { nullable: true }),
    renderStatus: t.exposeString('renderStatus', { nullable: true }),
    segmentDetails: t.field({ type: SegmentRef, resolve: (d) => d.segmentDetails }),
  }),
});

const FormEntry = builder.inputType('BronzeFormEntry', {
  description: 'One key of a chapter form: {attr}, CHECKBOX_{attr} ("true"/"false") or LABEL_{attr}.',
  fields: (t) => ({ attributeValue: t.string({ required: true }), value: t.string({ required: true }), label: t.string() }),
});

const toValues = (entries: readonly { attributeValue: string; value: string }[]) => {
  const out: Record<string, string> = {};
  for (const e of entries) out[e.attributeValue] = e.value;
  return out;
};

const DraftResult = builder.objectRef<Awaited<ReturnType<typeof draftSegment>>>('BronzeDraftResult').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    segmentNumber: t.exposeInt('segmentNumber'),
    savedChapter: t.exposeInt('savedChapter'),
    projectId: t.exposeID('projectId', { nullable: true }),
  }),
});

const RenderResult = builder.objectRef<Awaited<ReturnType<typeof renderBronze>>>('BronzeRenderResult').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    projectId: t.exposeID('projectId'),
    renderId: t.exposeID('renderId'),
    renderStartedAt: t.string({ resolve: (r) => r.renderStartedAt.toISOString() }),
    isTextChange: t.exposeBoolean('isTextChange'),
  }),
});

const Preview = builder.objectRef<Awaited<ReturnType<typeof chapterPreview>>>('BronzeChapterPreview').implement({
  fields: (t) => ({ segmentNumber: t.exposeInt('segmentNumber'), image: t.exposeString('image', { description: 'A JPEG data URL.' }) }),
});

const TasksResult = builder.objectRef<Awaited<ReturnType<typeof startTasks>>>('BronzeTasksResult').implement({
  fields: (t) => ({ message: t.exposeString('message'), projectId: t.exposeID('projectId') }),
});

const Presigned = builder.objectRef<Awaited<ReturnType<typeof presignImages>>[number]>('CustomImagePresigned').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    fileType: t.exposeString('fileType'),
    chapter: t.exposeString('chapter'),
    s3ImageLink: t.exposeString('s3ImageLink'),
    url: t.exposeString('url', { description: 'PUT the file here with its content type.' }),
  }),
});

const Registered = builder.objectRef<Awaited<ReturnType<typeof registerImages>>[number]>('CustomImageRegistered').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    s3ImageLink: t.exposeString('s3ImageLink'),
    fileType: t.exposeString('fileType'),
    chapter: t.exposeString('chapter', { nullable: true }),
    url: t.exposeString('url'),
  }),
});

const Deleted = builder.objectRef<Awaited<ReturnType<typeof deleteImages>>>('CustomImagesDeleted').implement({
  fields: (t) => ({ message: t.exposeString('message'), deleted: t.exposeInt('deleted') }),
});

const CustomImageInput = builder.inputType('CustomImageInput', {
  fields: (t) => ({
    fileName: t.string({ required: true }),
    fileType: t.string({ required: true, description: 'LOGO, QR_CODE, IMAGE or PROPERTY_BOUNDARY.' }),
    uuid: t.string({ required: true, description: 'The listing (before checkout) or project the picture is for.' }),
    chapter: t.string({ required: true, description: 'Chapter_{n}.' }),
  }),
});

const CustomImageUrlInput = builder.inputType('CustomImageUrlInput', {
  fields: (t) => ({
    s3ImageLink: t.string({ required: true }),
    fileType: t.string({ required: true }),
    chapter: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  getBronzeVideoSegmentDetails: t.field({
    type: DetailsRef,
    description: 'One chapter of a Bronze order: its form from the template, saved values over the listing’s, and its pictures.',
    authScopes: access('getBronzeVideoSegmentDetails'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      segmentNumber: t.arg.int({ required: true }),
      assetId: t.arg.string(),
      projectId: t.arg.string(),
      isHubspotProject: t.arg.boolean(),
    },
    resolve: (_r, a, ctx) => segmentDetails(ctx.services, viewerOf(ctx), parseArgs(bronzeSegmentDetailsSchema, a)),
  }),
  bronzeChapterPreview: t.field({
    type: Preview,
    description: 'The chapter’s first frame as the engine draws it from the form being edited (nothing is saved).',
    authScopes: access('bronzeChapterPreview'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      segmentNumber: t.arg.int({ required: true }),
      assetId: t.arg.string(),
      projectId: t.arg.string(),
      formData: t.arg({ type: [FormEntry], required: true }),
    },
    resolve: (_r, a, ctx) =>
      chapterPreview(ctx.services, viewerOf(ctx), parseArgs(bronzeChapterPreviewSchema, { ...a, formData: toValues(a.formData) })),
  }),
}));

builder.mutationFields((t) => ({
  draftBronzeSegments: t.field({
    type: DraftResult,
    description: 'Saves one chapter of a Bronze order (Save & Next Chapter).',
    authScopes: access('draftBronzeSegments'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: {
      segmentNumber: t.arg.int({ required: true }),
      assetId: t.arg.string(),
      projectId: t.arg.string(),
      formData: t.arg({ type: [FormEntry], required: true }),
      eliteAuction: t.arg.string(),
      projectUuid: t.arg.string(),
      isTextChange: t.arg.boolean(),
    },
    resolve: (_r, a, ctx) =>
      draftSegment(ctx.services, viewerOf(ctx), parseArgs(draftBronzeSegmentsArgsSchema, { ...a, formData: toValues(a.formData) })),
  }),
  bronzeVideoRender: t.field({
    type: RenderResult,
    description: 'Renders the Bronze video from its six saved chapters (the editor; the customer for a text change).',
    authScopes: access('bronzeVideoRender'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: { projectId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => renderBronze(ctx.services, viewerOf(ctx), a),
  }),
  startBronzeTasks: t.field({
    type: TasksResult,
    authScopes: access('startBronzeTasks'),
    extensions: projectScoped('review', 'projectId', 'ref'),
    args: { projectId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => startTasks(ctx.services, viewerOf(ctx), a),
  }),
  getCustomImagePreSignedUrl: t.field({
    type: [Presigned],
    description: 'A signed PUT per Bronze picture (jpg, jpeg or png).',
    authScopes: access('getCustomImagePreSignedUrl'),
    args: { packageType: t.arg.string({ required: true }), customImageInput: t.arg({ type: [CustomImageInput], required: true }) },
    resolve: (_r, a, ctx) => presignImages(ctx.services, viewerOf(ctx), parseArgs(customImagePresignSchema, a)),
  }),
  updateCustomImageS3Url: t.field({
    type: [Registered],
    description: 'Registers uploaded pictures as the chapter’s; a new logo or QR code replaces the old one.',
    authScopes: access('updateCustomImageS3Url'),
    extensions: projectScoped('review', 'uuid', 'uuid'),
    args: {
      input: t.arg({ type: [CustomImageUrlInput], required: true }),
      uuid: t.arg.string({ required: true }),
      packageType: t.arg.string({ required: true }),
      userUuid: t.arg.string(),
    },
    resolve: (_r, a, ctx) => registerImages(ctx.services, viewerOf(ctx), parseArgs(customImageRegisterSchema, a)),
  }),
  deleteCustomImageS3Url: t.field({
    type: Deleted,
    description: 'Deletes pictures of a Bronze order (rows and files).',
    authScopes: access('deleteCustomImageS3Url'),
    extensions: projectScoped('review', 'projectUuid', 'uuid'),
    args: {
      s3ImageLinkArray: t.arg.stringList({ required: true }),
      fileType: t.arg.string(),
      projectUuid: t.arg.string({ required: true }),
      userUuid: t.arg.string(),
    },
    resolve: (_r, a, ctx) => deleteImages(ctx.services, viewerOf(ctx), parseArgs(customImageDeleteSchema, a)),
  }),
}));
