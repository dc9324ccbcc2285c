import { cancelRenderSchema } from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { viewerOf } from '../../graphql/common.js';
import { parseArgs } from '../../platform/errors.js';
import { cancelRender, listTemplates, type TemplateView } from './render.service.js';
import type { RenderRow } from './render.table.js';

const TemplateRef = builder.objectRef<TemplateView>('VideoTemplate').implement({
  description: 'A video template (part B §3); colours follow the name.',
  fields: (t) => ({
    templateId: t.exposeInt('templateId'),
    templateName: t.exposeString('templateName'),
    segmentCount: t.exposeInt('segmentCount', { description: 'Number of chapters.' }),
    s3Link: t.exposeString('s3Link', { nullable: true, description: "URL of the template's sample video, once rendered." }),
    segmentUrl: t.exposeString('segmentUrl', { nullable: true, description: "URL of the sample video's poster image." }),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

builder.queryField('getVideoTemplates', (t) =>
  t.field({
    type: [TemplateRef],
    authScopes: access('getVideoTemplates'),
    resolve: (_root, _args, ctx) => listTemplates(ctx.services),
  }),
);

const RenderRef = builder.objectRef<RenderRow>('Render').implement({
  description: 'One render of a video version: its pipeline status (inprogress, complete, failed) and error.',
  fields: (t) => ({
    id: t.exposeID('id'),
    videoId: t.exposeString('videoId'),
    version: t.exposeInt('version'),
    status: t.exposeString('status'),
    progress: t.exposeFloat('progress'),
    error: t.exposeString('error', { nullable: true }),
    variants: t.exposeStringList('variants'),
  }),
});

builder.mutationField('cancelRender', (t) =>
  t.field({
    type: RenderRef,
    description:
      "Stops a render in progress: its job is cancelled, its ffmpeg processes killed, its files removed; it ends failed with 'Render cancelled'.",
    authScopes: access('cancelRender'),
    args: { renderId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => cancelRender(ctx.services, viewerOf(ctx), parseArgs(cancelRenderSchema, args)),
  }),
);
