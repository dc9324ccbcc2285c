// The modify flow's pictures (part B §7 "Public pages and registration"): getAssetImages and getS3ImagePreSignedUrl.
// Public like the pages; the bounds are in vidpitch.images.ts.
import { assetImagesSchema, videoImagePresignSchema } from '@vms/shared';
import { builder, access } from '../../../graphql/builder.js';
import { parseArgs } from '../../../platform/errors.js';
import { notProjectScoped } from '../../core/index.js';
import { getAssetImages, presignVideoImage, type AssetImage } from './vidpitch.images.js';

const AssetImageRef = builder.objectRef<AssetImage>('AssetImage').implement({
  description: 'A picture a chapter may show (part B §3 "Custom image"): its stored key and a readable link.',
  fields: (t) => ({
    s3ImageLink: t.exposeString('s3ImageLink', { description: 'The value the form field takes.' }),
    url: t.exposeString('url'),
    fileType: t.exposeString('fileType', { description: 'IMAGE, LOGO, QR_CODE or PROPERTY_BOUNDARY.' }),
    chapter: t.exposeString('chapter', { nullable: true, description: 'Chapter_{n} of an upload.' }),
    source: t.exposeString('source', { description: "listing (the feed's gallery), video (used by a version) or upload." }),
  }),
});

const AssetImagesInput = builder.inputType('AssetImagesInput', {
  fields: (t) => ({ uuid: t.string({ required: true }), assetCrexiId: t.string() }),
});

builder.queryField('getAssetImages', (t) =>
  t.field({
    type: [AssetImageRef],
    authScopes: access('getAssetImages'),
    args: { input: t.arg({ type: AssetImagesInput, required: true }) },
    resolve: (_r, a, ctx) => getAssetImages(ctx.services, parseArgs(assetImagesSchema, a.input)),
  }),
);

const PresignedImage = builder.objectRef<Awaited<ReturnType<typeof presignVideoImage>>>('PresignedVideoImage').implement({
  fields: (t) => ({
    s3ImageLink: t.exposeString('s3ImageLink'),
    url: t.exposeString('url', { description: 'PUT the file here with the contentType header.' }),
    contentType: t.exposeString('contentType'),
    fileType: t.exposeString('fileType'),
    chapter: t.exposeString('chapter'),
  }),
});

builder.queryField('getS3ImagePreSignedUrl', (t) =>
  t.field({
    type: PresignedImage,
    description: "A signed PUT for one picture of a video's chapter (jpg, jpeg or png, at most 15 MB).",
    authScopes: access('getS3ImagePreSignedUrl'),
    extensions: notProjectScoped('uuid', 'a VidPitch video'),
    args: {
      uuid: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
      fileType: t.arg.string({ required: true }),
      chapter: t.arg.string({ required: true }),
      fileSize: t.arg.int(),
    },
    resolve: (_r, a, ctx) => presignVideoImage(ctx.services, ctx.ip, parseArgs(videoImagePresignSchema, a)),
  }),
);
