// VidPitch's GraphQL (part B §7 "Public pages and registration"): thin resolvers over vidpitch.service.ts. The public
// fields take the video's uuid, which names a VidPitch video, not a project (notProjectScoped).
import {
  getVideoSegmentSchema,
  listVideosSchema,
  registerBrokerSchema,
  renderEditedSchema,
  uuidArgSchema,
  videoDataSchema,
  watchTimeSchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseArgs } from '../../platform/errors.js';
import type { FormItem } from '../../platform/render/types.js';
import { MessageResult, viewerOf } from '../../graphql/common.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { notProjectScoped } from '../core/index.js';
import type { VideoRenderedEvent } from './vidpitch.events.js';
import {
  createDraftVideo,
  currentTemplateId,
  getPurchasedVideoStatus,
  getVideoData,
  getVideoSegment,
  listingEvents,
  listVideos,
  registerBroker,
  renderEditedVideoTemplate,
  rerenderVideo,
  resendVideoEmail,
  updateVideoWatchTime,
  videoByUuid,
  type ListingView,
} from './vidpitch.service.js';

const viewerOrNull = (ctx: { viewer?: Viewer | null }) => ctx.viewer ?? null;
const VIDEO_UUID = notProjectScoped('uuid', 'a VidPitch video');

type VideoData = Awaited<ReturnType<typeof getVideoData>>;

const VideoDetails = builder.objectRef<VideoData['videoDetails']>('VideoDetails').implement({
  description: 'part B §3 "Video details". s3Link is the watermarked draft until the purchase, the bought file after.',
  fields: (t) => ({
    s3Link: t.exposeString('s3Link', { nullable: true }),
    posterLink: t.exposeString('posterLink', { nullable: true, description: "The poster of s3Link's video (watermarked with the draft)." }),
    videoId: t.exposeString('videoId'),
    modifiedDate: t.exposeString('modifiedDate'),
    assetCrexiId: t.exposeString('assetCrexiId'),
    pipelineStatus: t.exposeString('pipelineStatus', { description: 'inprogress, complete or failed.' }),
    isVideoPurchased: t.exposeBoolean('isVideoPurchased'),
    s3LinkRenderId: t.exposeString('s3LinkRenderId', { nullable: true }),
    error: t.exposeString('error', { nullable: true, description: "The failed render's message." }),
    templateId: t.int({ nullable: true, resolve: (v, _a, ctx) => currentTemplateId(ctx.services.db, v.videoId) }),
  }),
});

const BrokerDetails = builder.objectRef<VideoData['brokerDetails']>('BrokerDetails').implement({
  fields: (t) => ({
    assetName: t.exposeString('assetName'),
    assetAddress: t.exposeString('assetAddress'),
    brokerName: t.exposeString('brokerName'),
    brokerEmail: t.exposeString('brokerEmail'),
    brokerOfficeFullAddress: t.exposeString('brokerOfficeFullAddress'),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    licenses: t.exposeStringList('licenses'),
    assetImageUrls: t.exposeStringList('assetImageUrls'),
  }),
});

const VideoDataRef = builder.objectRef<VideoData>('VideoData').implement({
  fields: (t) => ({
    videoDetails: t.field({ type: VideoDetails, resolve: (d) => d.videoDetails }),
    brokerDetails: t.field({ type: BrokerDetails, resolve: (d) => d.brokerDetails }),
  }),
});

const VideoDataInput = builder.inputType('VideoDataInput', {
  fields: (t) => ({ uuid: t.string({ required: true }), email: t.string(), videoViewed: t.boolean() }),
});

builder.queryField('getVideoData', (t) =>
  t.field({
    type: VideoDataRef,
    authScopes: access('getVideoData'),
    args: { input: t.arg({ type: VideoDataInput, required: true }) },
    // the server drawing the page is not a visit: the browser's own query that follows is
    resolve: (_r, a, ctx) => {
      const input = parseArgs(videoDataSchema, a.input);
      return getVideoData(ctx.services, viewerOrNull(ctx), ctx.prerender ? { ...input, videoViewed: false } : input);
    },
  }),
);

type Purchased = Awaited<ReturnType<typeof getPurchasedVideoStatus>>;
const PurchasedRef = builder.objectRef<Purchased>('PurchasedVideoStatus').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    isVideoPurchased: t.exposeBoolean('isVideoPurchased'),
    assetCrexiId: t.exposeString('assetCrexiId', { nullable: true }),
    s3Link: t.exposeString('s3Link', { nullable: true }),
    brokerEmail: t.string({ resolve: async (p, _a, ctx) => (await videoByUuid(ctx.services.db, p.id)).brokerEmail }),
    isBrokerRegistered: t.boolean({ resolve: async (p, _a, ctx) => !!(await videoByUuid(ctx.services.db, p.id)).brokerUserId }),
  }),
});

builder.queryField('getPurchasedVideoStatus', (t) =>
  t.field({
    type: PurchasedRef,
    authScopes: access('getPurchasedVideoStatus'),
    extensions: VIDEO_UUID,
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getPurchasedVideoStatus(ctx.services, parseArgs(uuidArgSchema, a)),
  }),
);

const WatchTimeInput = builder.inputType('VideoWatchTimeInput', {
  fields: (t) => ({ uuid: t.string({ required: true }), watchTime: t.string({ required: true }), isModifyVideoRequested: t.boolean() }),
});

builder.mutationField('updateVideoWatchTime', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('updateVideoWatchTime'),
    args: { input: t.arg({ type: WatchTimeInput, required: true }) },
    resolve: (_r, a, ctx) => updateVideoWatchTime(ctx.services, viewerOrNull(ctx), parseArgs(watchTimeSchema, a.input)),
  }),
);

const FormItemRef = builder.objectRef<FormItem>('VideoFormItem').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    attributeValue: t.exposeString('attributeValue'),
    value: t.exposeString('value'),
  }),
});

const SegmentRef = builder.objectRef<{ segmentTime: number; formData: FormItem[] }>('VideoSegment').implement({
  fields: (t) => ({
    segmentTime: t.exposeFloat('segmentTime', { description: "The chapter's start in seconds from the start of the video." }),
    formData: t.field({ type: [FormItemRef], resolve: (s) => s.formData }),
  }),
});

builder.queryField('getVideoSegment', (t) =>
  t.field({
    type: SegmentRef,
    description: 'One chapter of a modify-flow template for a VidPitch video (its public uuid); any other id is not found.',
    authScopes: access('getVideoSegment'),
    args: {
      templateId: t.arg.int({ required: true }),
      segmentNumber: t.arg.int({ required: true, description: '1-based chapter number.' }),
      videoId: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => getVideoSegment(ctx.services, parseArgs(getVideoSegmentSchema, args)),
  }),
);

const FormItemInput = builder.inputType('VideoFormItemInput', {
  fields: (t) => ({
    label: t.string({ required: true }),
    attributeValue: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});

const RenderRequested = builder.objectRef<{ uuid: string }>('RenderRequested').implement({
  fields: (t) => ({ uuid: t.exposeString('uuid', { description: 'The render id the videoRendered subscription reports.' }) }),
});

builder.mutationField('renderEditedVideoTemplate', (t) =>
  t.field({
    type: RenderRequested,
    authScopes: access('renderEditedVideoTemplate'),
    args: {
      videoId: t.arg.string({ required: true }),
      templateId: t.arg.int({ required: true }),
      formData: t.arg({ type: t.arg.listRef(t.arg.listRef(FormItemInput, { required: true }), { required: true }), required: false }),
      isEdited: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) => renderEditedVideoTemplate(ctx.services, viewerOrNull(ctx), parseArgs(renderEditedSchema, a), ctx.ip),
  }),
);

const VideoRenderedRef = builder.objectRef<VideoRenderedEvent>('VideoRendered').implement({
  fields: (t) => ({
    videoId: t.exposeString('videoId'),
    renderId: t.exposeString('renderId'),
    status: t.exposeString('status'),
    error: t.exposeString('error', { nullable: true }),
  }),
});

builder.subscriptionField('videoRendered', (t) =>
  t.field({
    type: VideoRenderedRef,
    description: 'A render result of the video (part B §4 modify flow): its render id, and the error of a failed one.',
    authScopes: access('videoRendered'),
    args: { videoId: t.arg.string({ required: true }) },
    subscribe: async (_r, a, ctx) => {
      const video = await videoByUuid(ctx.services.db, a.videoId);
      return ctx.services.live.subscribe('videoRendered', video.id);
    },
    resolve: (e) => e,
  }),
);

const ListingRowRef = builder.objectRef<ListingView>('VideoListingRow').implement({
  description: 'part B §3 "Listing row".',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    assetname: t.exposeString('assetname'),
    brokername: t.exposeString('brokername'),
    assetaddress: t.exposeString('assetaddress'),
    s3_link: t.exposeString('s3_link', { nullable: true }),
    s3_link_gif: t.exposeString('s3_link_gif', { nullable: true }),
    status: t.exposeString('status'),
    created_at: t.exposeString('created_at'),
    video_data_status: t.exposeString('video_data_status'),
    video_id: t.exposeString('video_id'),
    asset_crexi_id: t.exposeString('asset_crexi_id'),
    watch_time: t.exposeString('watch_time', { nullable: true }),
  }),
});

const ListingRef = builder.objectRef<{ videoDetails: ListingView[]; totalCount: number }>('VideoListing').implement({
  fields: (t) => ({
    videoDetails: t.field({ type: [ListingRowRef], resolve: (l) => l.videoDetails }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.queryField('listVideos', (t) =>
  t.field({
    type: ListingRef,
    authScopes: access('listVideos'),
    args: { limit: t.arg.int(), offset: t.arg.int(), search: t.arg.string(), startDate: t.arg.string(), endDate: t.arg.string() },
    resolve: (_r, a, ctx) => listVideos(ctx.services, viewerOf(ctx), parseArgs(listVideosSchema, a)),
  }),
);

const ListingUpdated = builder
  .objectRef<{ videoId: string }>('VideoListingUpdated')
  .implement({ fields: (t) => ({ videoId: t.exposeString('videoId') }) });

builder.subscriptionField('listUpdatedVideos', (t) =>
  t.field({
    type: ListingUpdated,
    authScopes: access('listUpdatedVideos'),
    subscribe: (_r, _a, ctx) => listingEvents(ctx.services, viewerOf(ctx)),
    resolve: (e) => e,
  }),
);

builder.mutationField('resendVideoEmail', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('resendVideoEmail'),
    extensions: VIDEO_UUID,
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => resendVideoEmail(ctx.services, parseArgs(uuidArgSchema, a)),
  }),
);

builder.mutationField('rerenderVideo', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('rerenderVideo'),
    extensions: VIDEO_UUID,
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => rerenderVideo(ctx.services, viewerOf(ctx), parseArgs(uuidArgSchema, a)),
  }),
);

builder.mutationField('createDraftVideo', (t) =>
  t.field({
    type: RenderRequested,
    authScopes: access('createDraftVideo'),
    args: { assetCrexiId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => createDraftVideo(ctx.services, a),
  }),
);

builder.mutationField('registerBroker', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('registerBroker'),
    extensions: VIDEO_UUID,
    args: {
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      uuid: t.arg.string({ required: true }),
      token: t.arg.string({ required: true, description: "The registration link's signed single-use token." }),
    },
    resolve: (_r, a, ctx) => registerBroker(ctx.services, parseArgs(registerBrokerSchema, a)),
  }),
);
