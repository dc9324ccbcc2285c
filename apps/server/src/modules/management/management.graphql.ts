// Management portal queries and mutations: thin resolvers that parse input with the shared schemas and call services.
import {
  customImagesSchema,
  getProjectsSchema,
  pageSchema,
  projectIdSchema,
  projectSearchSchema,
  syncTasksSchema,
  taskActivitiesSchema,
  taskDetailsSchema,
  taskStatusSchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { viewerOf } from '../../graphql/common.js';
import { getAttentionProjects, getProjects, projectSearch, type ListedProject, type ProjectPage } from './projects/projects.service.js';
import { projectScope, projectScoped } from '../core/index.js';
import type { Context } from '../../graphql/context.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import {
  getTaskDetails,
  listTaskActivities,
  type Activity,
  type ProjectDetail,
  type SectionView,
  type TaskView,
} from './tasks/task-view.service.js';
import { syncProjectTasks, updateTaskStatus } from './tasks/tasks.service.js';
import { accessPMOnUserBehalf, getAllCredentialsByProject, getCustomAssetImages, getIframe } from './credentials.service.js';
import type { customAssetImages } from './management.table.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const ManagementProject = builder.objectRef<ListedProject>('ManagementProject').implement({
  description: 'A project in the management lists (part A §3 "Project in list").',
  fields: (t) => ({
    id: t.id({ description: 'The project number used in URLs.', resolve: (p) => String(p.number) }),
    projectUuid: t.exposeID('id'),
    projectName: t.exposeString('projectName'),
    plan: t.exposeString('plan'),
    status: t.exposeString('status'),
    trackStatus: t.exposeString('trackStatus'),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    userId: t.id({ nullable: true, resolve: (p) => p.customerId }),
    assetId: t.id({ nullable: true, resolve: (p) => p.assetId }),
    isNew: t.exposeBoolean('isNew'),
  }),
});

const ProjectPageRef = builder.objectRef<ProjectPage>('ProjectPage').implement({
  fields: (t) => ({
    projects: t.field({ type: [ManagementProject], resolve: (p) => p.projects }),
    totalCount: t.exposeInt('totalCount'),
    totalCountCapped: t.boolean({
      description: 'A search matched more than totalCount, which is then the count cap (SEARCH_COUNT_CAP): shown as "1,000+".',
      resolve: (p) => p.totalCountCapped ?? false,
    }),
  }),
});

const ActivityRef = builder.objectRef<Activity>('TaskActivity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lastUpdatedBy: t.exposeString('lastUpdatedBy'),
    completedOn: t.string({ resolve: (a) => a.completedOn.toISOString() }),
    crexiTaskStatus: t.exposeString('crexiTaskStatus'),
  }),
});

const TaskAlertRef = builder.objectRef<NonNullable<TaskView['alert']>>('TaskAlert').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    attentionText: t.exposeString('attentionText'),
    crexiTaskStatus: t.exposeString('crexiTaskStatus'),
  }),
});

const TaskRef = builder.objectRef<TaskView>('ProjectTask').implement({
  fields: (t) => ({
    portalTaskId: t.exposeID('portalTaskId'),
    taskId: t.exposeString('taskId', { description: 'The task name with spaces as underscores (the URL hash).' }),
    task: t.exposeString('task'),
    asanaTaskId: t.exposeString('asanaTaskId', { nullable: true }),
    crexiTaskStatus: t.exposeString('crexiTaskStatus'),
    activities: t.field({ type: [ActivityRef], description: 'The latest activity.', resolve: (x) => x.activities }),
    alert: t.field({ type: TaskAlertRef, nullable: true, resolve: (x) => x.alert }),
  }),
});

const SectionRef = builder.objectRef<SectionView>('ProjectSection').implement({
  fields: (t) => ({
    sectionId: t.exposeID('sectionId'),
    sectionName: t.exposeString('sectionName'),
    sectionTasks: t.field({ type: [TaskRef], resolve: (s) => s.sectionTasks }),
    missingTasks: t.exposeStringList('missingTasks'),
    syncRequired: t.exposeBoolean('syncRequired'),
    syncStatus: t.exposeString('syncStatus'),
    statusEditable: t.exposeBoolean('statusEditable', { description: 'Whether the viewer may set task statuses here.' }),
    completedCount: t.int({ resolve: (s) => s.sectionTasks.filter((x) => x.crexiTaskStatus === 'Complete').length }),
  }),
});

const BrokerRef = builder.objectRef<ProjectDetail['broker'][number]>('ProjectBroker').implement({
  fields: (t) => ({ brokerName: t.exposeString('brokerName'), imageLink: t.exposeString('imageLink', { nullable: true }) }),
});

const DetailRef = builder.objectRef<ProjectDetail>('ProjectDetail').implement({
  description: 'Project detail (part A §3).',
  fields: (t) => ({
    id: t.id({ resolve: (d) => String(d.project.number) }),
    projectUuid: t.id({ resolve: (d) => d.project.id }),
    sections: t.field({ type: [SectionRef], resolve: (d) => d.sections }),
    asanaProjectId: t.string({ nullable: true, resolve: (d) => d.project.asanaProjectId }),
    isNewTemplate: t.boolean({ resolve: (d) => d.project.isNewTemplate }),
    productType: t.string({ nullable: true, resolve: (d) => d.project.productType }),
    projectName: t.string({ resolve: (d) => d.project.projectName }),
    finalDownload: t.string({ nullable: true, resolve: (d) => d.project.finalDownload }),
    plan: t.string({ resolve: (d) => d.project.plan }),
    status: t.string({ resolve: (d) => d.project.status }),
    trackStatus: t.string({ resolve: (d) => d.project.trackStatus }),
    createdAt: t.string({ resolve: (d) => d.project.createdAt.toISOString() }),
    renderError: t.string({ nullable: true, resolve: (d) => d.project.renderError }),
    broker: t.field({ type: [BrokerRef], resolve: (d) => d.broker }),
    crexiUrl: t.string({ nullable: true, resolve: (d) => d.asset?.crexiUrl ?? null }),
    askingPrice: t.string({ nullable: true, resolve: (d) => d.asset?.askingPrice ?? null }),
    listingDate: t.string({ nullable: true, resolve: (d) => iso(d.asset?.activatedOn ?? null) }),
    propertyType: t.string({ nullable: true, resolve: (d) => d.asset?.propertyType ?? null }),
    thumbnailUrl: t.string({ nullable: true, resolve: (d) => d.asset?.thumbnailUrl ?? null }),
    projectAddress: t.string({
      nullable: true,
      resolve: (d) =>
        d.asset ? [d.asset.address, d.asset.city, [d.asset.state, d.asset.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null,
    }),
    projectAsanaLink: t.exposeString('projectAsanaLink', { nullable: true }),
    slackLink: t.exposeString('slackLink', { nullable: true }),
    hubspotLink: t.exposeString('hubspotLink', { nullable: true }),
  }),
});

const ActivitiesRef = builder.objectRef<{ activities: Activity[] }>('TaskActivities').implement({
  fields: (t) => ({ activities: t.field({ type: [ActivityRef], resolve: (x) => x.activities }) }),
});
const MessageRef = builder.objectRef<{ message: string }>('ManagementMessage').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
const TaskStatusResultRef = builder
  .objectRef<{ message: string; task: { id: string; crexiTaskStatus: string } }>('TaskStatusResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      portalTaskId: t.id({ resolve: (r) => r.task.id }),
      crexiTaskStatus: t.string({ resolve: (r) => r.task.crexiTaskStatus }),
    }),
  });
const CredentialRef = builder.objectRef<{ email: string; password: string; role: string }>('ProjectCredential').implement({
  fields: (t) => ({ email: t.exposeString('email'), password: t.exposeString('password'), role: t.exposeString('role') }),
});
const OnBehalfRef = builder.objectRef<{ email: string | null; password: string | null; msg: string | null }>('PMOnUserBehalf').implement({
  fields: (t) => ({
    email: t.exposeString('email', { nullable: true }),
    password: t.exposeString('password', { nullable: true }),
    msg: t.exposeString('msg', { nullable: true }),
  }),
});
const ImageRef = builder.objectRef<typeof customAssetImages.$inferSelect>('CustomAssetImage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    s3ImageLink: t.exposeString('s3ImageLink'),
    fileType: t.exposeString('fileType'),
    chapter: t.exposeString('chapter', { nullable: true }),
  }),
});
const IframeRef = builder.objectRef<{ iframe: string | null }>('ManagementIframe').implement({
  fields: (t) => ({ iframe: t.exposeString('iframe', { nullable: true }) }),
});

/**
 * A project list through the result cache (ADR 0016): one entry per query for those who see every project, one per
 * person for those who see their own.
 */
function cachedList(ctx: Context, viewer: Viewer, name: string, input: object, load: () => Promise<ProjectPage>) {
  const who = projectScope(viewer, 'list') === undefined ? 'all' : viewer.id;
  return ctx.services.readCache.read(['projects'], `${name}:${who}:${JSON.stringify(input)}`, load, ctx.dataVersions);
}

builder.queryFields((t) => ({
  getProjects: t.field({
    type: ProjectPageRef,
    authScopes: access('getProjects'),
    args: { trackStatus: t.arg.string({ required: true }), limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_r, args, ctx) => {
      const viewer = viewerOf(ctx);
      const input = parseInput(getProjectsSchema, strip(args));
      return cachedList(ctx, viewer, 'getProjects', input, () => getProjects(ctx.services, viewer, input));
    },
  }),
  projectSearch: t.field({
    type: ProjectPageRef,
    authScopes: access('projectSearch'),
    args: {
      searchText: t.arg.string({ required: true }),
      trackStatus: t.arg.string({ required: true }),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_r, args, ctx) => {
      const viewer = viewerOf(ctx);
      const input = parseInput(projectSearchSchema, strip(args));
      return cachedList(ctx, viewer, 'projectSearch', input, () => projectSearch(ctx.services, viewer, input, ctx.dataVersions?.projects));
    },
  }),
  getAttentionProjects: t.field({
    type: ProjectPageRef,
    authScopes: access('getAttentionProjects'),
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_r, args, ctx) => getAttentionProjects(ctx.services, viewerOf(ctx), parseInput(pageSchema, strip(args))),
  }),
  getIframe: t.field({
    type: IframeRef,
    authScopes: access('getIframe'),
    resolve: (_r, _a, ctx) => getIframe(ctx.services, viewerOf(ctx)),
  }),
  getTaskDetails: t.field({
    type: DetailRef,
    authScopes: access('getTaskDetails'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }), planName: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => getTaskDetails(ctx.services, viewerOf(ctx), parseInput(taskDetailsSchema, args)),
  }),
  listAsanaTaskActivities: t.field({
    type: ActivitiesRef,
    authScopes: access('listAsanaTaskActivities'),
    extensions: projectScoped('read', 'taskId', 'task'),
    args: { taskId: t.arg.id({ required: true }), planName: t.arg.string() },
    resolve: async (_r, args, ctx) => ({
      activities: await listTaskActivities(ctx.services, viewerOf(ctx), parseInput(taskActivitiesSchema, strip(args))),
    }),
  }),
  getAllCredentialsByProject: t.field({
    type: [CredentialRef],
    authScopes: access('getAllCredentialsByProject'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => getAllCredentialsByProject(ctx.services, viewerOf(ctx), parseInput(projectIdSchema, args.projectId)),
  }),
  accessPMOnUserBehalf: t.field({
    type: OnBehalfRef,
    authScopes: access('accessPMOnUserBehalf'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => accessPMOnUserBehalf(ctx.services, viewerOf(ctx), parseInput(projectIdSchema, args.projectId)),
  }),
  getCustomAssetImages: t.field({
    type: [ImageRef],
    authScopes: access('getCustomAssetImages'),
    extensions: projectScoped('read', 'uuid', 'uuid'),
    args: {
      fileType: t.arg.string({ required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
      uuid: t.arg.string({ required: true }),
      packageType: t.arg.string({ required: true }),
      chapter: t.arg.string(),
    },
    resolve: (_r, args, ctx) => getCustomAssetImages(ctx.services, viewerOf(ctx), parseInput(customImagesSchema, strip(args))),
  }),
}));

builder.mutationFields((t) => ({
  syncManagementProjectTasks: t.field({
    type: MessageRef,
    authScopes: access('syncManagementProjectTasks'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: {
      asanaProjectId: t.arg.string(),
      planType: t.arg.string({ required: true }),
      isNewTemplate: t.arg.boolean({ required: true }),
      sectionName: t.arg.string(),
      projectId: t.arg.id({ required: true }),
    },
    resolve: (_r, args, ctx) => syncProjectTasks(ctx.services, viewerOf(ctx), parseInput(syncTasksSchema, args)),
  }),
  updateBronzeProjectTaskStatus: t.field({
    type: TaskStatusResultRef,
    description: "Sets a task's crexiTaskStatus (the editor's status select; PM, admin and QC everywhere).",
    authScopes: access('updateBronzeProjectTaskStatus'),
    extensions: projectScoped('read', 'portalTaskId', 'task'),
    args: { crexiTaskStatus: t.arg.string({ required: true }), portalTaskId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => updateTaskStatus(ctx.services, viewerOf(ctx), parseInput(taskStatusSchema, args)),
  }),
}));

/** GraphQL gives null for an omitted optional argument; zod defaults apply to undefined only. */
export function strip<T extends Record<string, unknown>>(args: T): { [K in keyof T]: Exclude<T[K], null> | undefined } {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined)) as never;
}
