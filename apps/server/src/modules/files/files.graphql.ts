import { builder, access } from '../../graphql/builder.js';
import { AppError, parseArgs, unauthenticated } from '../../platform/errors.js';
import { grantFolderPermissionSchema, folderPermissionTargetSchema, projectFolderPermissionsSchema } from '@vms/shared';
import type { Context } from '../../graphql/context.js';
import { folderAccess, projectFor } from './files.policy.js';
import { projectScoped } from '../core/index.js';
import {
  abortMultipartUpload,
  customFolderTopic,
  folderTopic,
  getAwsFiles,
  getAwsFolders,
  getAwsS3PresignedUrl,
  getAwsUploadId,
  getUploadSignedUrl,
  getUserPermission,
  uploadFileByPart,
  type FileView,
  type FolderView,
} from './files.service.js';
import {
  getProjectFolderPermissions,
  grantFolderPermission,
  revokeFolderPermission,
  type FolderGrantView,
  type FolderPermissionPersonView,
  type ProjectFolderPermissionsView,
} from './folder-permissions.service.js';

const viewerOf = (ctx: Context) => {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
};

const AwsFolder = builder.objectRef<FolderView>('AwsFolder');
AwsFolder.implement({
  description: 'A project folder (Default or Custom) and the sub-folders the viewer may see.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    folderType: t.exposeString('folderType', { description: 'Default or Custom.' }),
    path: t.exposeString('path', { description: 'The storage path of the folder (the uploadingPath of files in it).' }),
    depth: t.exposeInt('depth', { description: '0 folder, 1 sub-folder, 2 inner sub-folder.' }),
    parentId: t.exposeID('parentId', { nullable: true }),
    permission: t.exposeString('permission', { description: "The viewer's permission here: view or post." }),
    subFolders: t.field({ type: [AwsFolder], resolve: (f) => f.subFolders }),
  }),
});

const AwsFile = builder.objectRef<FileView>('AwsFile').implement({
  fields: (t) => ({
    Key: t.exposeString('Key'),
    fileName: t.exposeString('fileName'),
    size: t.field({ type: 'Float', description: 'Bytes.', resolve: (f) => f.size }),
    lastModified: t.string({ description: 'ISO 8601 timestamp.', resolve: (f) => f.lastModified.toISOString() }),
    fileType: t.exposeString('fileType', { description: 'image, video, xlsx or other.' }),
    url: t.exposeString('url', { description: 'Where to read the file (signed and expiring, or the CDN for video).' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
  }),
});

const UserPermission = builder
  .objectRef<{ directory: string; subdirectory: string | null; permission: string }>('UserPermission')
  .implement({
    fields: (t) => ({
      directory: t.exposeString('directory'),
      subdirectory: t.exposeString('subdirectory', { nullable: true, description: 'null: every sub-folder of the directory.' }),
      permission: t.exposeString('permission', { description: 'view or post.' }),
    }),
  });

const FolderGrant = builder.objectRef<FolderGrantView>('FolderGrant').implement({
  description: "One of a person's folder permissions.",
  fields: (t) => ({
    directory: t.exposeString('directory', { description: 'A top folder, by name.' }),
    subdirectory: t.exposeString('subdirectory', { nullable: true, description: 'null: every sub-folder of the directory.' }),
    permission: t.exposeString('permission', { description: 'view or post (post includes view).' }),
  }),
});

const FolderPermissionPerson = builder.objectRef<FolderPermissionPersonView>('FolderPermissionPerson').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    grants: t.field({ type: [FolderGrant], description: "Grants on this project's folders.", resolve: (p) => p.grants }),
  }),
});

const PermissionFolder = builder.objectRef<{ name: string; subdirectories: string[] }>('PermissionFolder').implement({
  fields: (t) => ({ name: t.exposeString('name'), subdirectories: t.exposeStringList('subdirectories') }),
});

const ProjectFolderPermissions = builder.objectRef<ProjectFolderPermissionsView>('ProjectFolderPermissions').implement({
  description: "A project's folders and who may view or post in them (docs/adr/0013).",
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    folders: t.field({ type: [PermissionFolder], resolve: (v) => v.folders }),
    people: t.field({ type: [FolderPermissionPerson], resolve: (v) => v.people }),
  }),
});

const UploadedFile = builder.objectRef<{ Location: string; Key: string }>('UploadedFile').implement({
  fields: (t) => ({ Location: t.exposeString('Location'), Key: t.exposeString('Key') }),
});

const UploadPart = builder.inputType('UploadPartInput', {
  fields: (t) => ({ ETag: t.string({ required: true }), PartNumber: t.int({ required: true }) }),
});

const FolderUpdate = builder.objectRef<{ projectId: string; path: string; action: string }>('FolderUpdate').implement({
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    path: t.exposeString('path'),
    action: t.exposeString('action', { description: 'UPLOADED, DELETED or CREATED.' }),
  }),
});

builder.queryFields((t) => ({
  getAwsFolders: t.field({
    type: [AwsFolder],
    authScopes: access('getAwsFolders'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getAwsFolders(ctx.services, viewerOf(ctx), String(a.projectId)),
  }),
  getAwsFiles: t.field({
    type: [AwsFile],
    authScopes: access('getAwsFiles'),
    extensions: projectScoped('files', 'filePath', 'folder'),
    args: { filePath: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getAwsFiles(ctx.services, viewerOf(ctx), a.filePath),
  }),
  getUserPermission: t.field({
    type: [UserPermission],
    authScopes: access('getUserPermission'),
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getUserPermission(ctx.services, viewerOf(ctx), a.email),
  }),
  getProjectFolderPermissions: t.field({
    type: ProjectFolderPermissions,
    authScopes: access('getProjectFolderPermissions'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      getProjectFolderPermissions(
        ctx.services,
        viewerOf(ctx),
        parseArgs(projectFolderPermissionsSchema, { projectId: String(a.projectId) }).projectId,
      ),
  }),
}));

const folderPermissionArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  projectId: t.arg.id({ required: true, description: 'The project number (or uuid) whose folders are named.' }),
  email: t.arg.string({ required: true }),
  directory: t.arg.string({ required: true, description: 'A top folder of the project, by name.' }),
  subdirectory: t.arg.string({ description: 'One of its sub-folders; left out: all of them.' }),
});

builder.mutationFields((t) => ({
  grantFolderPermission: t.field({
    type: FolderPermissionPerson,
    description: "Sets a person's view or post on a folder; answers with the person's grants on the project's folders.",
    authScopes: access('grantFolderPermission'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: { ...folderPermissionArgs(t), permission: t.arg.string({ required: true, description: 'view or post.' }) },
    resolve: (_r, a, ctx) =>
      grantFolderPermission(ctx.services, viewerOf(ctx), parseArgs(grantFolderPermissionSchema, { ...a, projectId: String(a.projectId) })),
  }),
  revokeFolderPermission: t.field({
    type: FolderPermissionPerson,
    description: "Removes one of a person's folder permissions; answers with the grants left.",
    authScopes: access('revokeFolderPermission'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: folderPermissionArgs(t),
    resolve: (_r, a, ctx) =>
      revokeFolderPermission(
        ctx.services,
        viewerOf(ctx),
        parseArgs(folderPermissionTargetSchema, { ...a, projectId: String(a.projectId) }),
      ),
  }),
  getAwsUploadId: t.string({
    description: 'Starts a multipart upload to `path` (folder path and file name); returns the upload id.',
    authScopes: access('getAwsUploadId'),
    extensions: projectScoped('files', 'path', 'file'),
    args: { path: t.arg.string({ required: true }), fileType: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getAwsUploadId(ctx.services, viewerOf(ctx), a.path, a.fileType),
  }),
  getUploadSignedUrl: t.string({
    description: "The URL to PUT one part to; the response carries the part's ETag.",
    authScopes: access('getUploadSignedUrl'),
    extensions: projectScoped('files', 'path', 'file'),
    args: { path: t.arg.string({ required: true }), partNumber: t.arg.int({ required: true }), uploadId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getUploadSignedUrl(ctx.services, viewerOf(ctx), a.path, a.partNumber, a.uploadId),
  }),
  uploadFileByPart: t.field({
    type: UploadedFile,
    authScopes: access('uploadFileByPart'),
    extensions: projectScoped('files', 'path', 'file'),
    args: {
      path: t.arg.string({ required: true }),
      parts: t.arg({ type: [UploadPart], required: true }),
      uploadId: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => uploadFileByPart(ctx.services, viewerOf(ctx), a.path, a.parts, a.uploadId),
  }),
  abortMultipartUpload: t.boolean({
    description: 'Cancels an upload at once; its parts are removed.',
    authScopes: access('abortMultipartUpload'),
    extensions: projectScoped('files', 'path', 'file'),
    args: { path: t.arg.string({ required: true }), uploadId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => abortMultipartUpload(ctx.services, viewerOf(ctx), a.path, a.uploadId),
  }),
  getAwsS3PresignedUrl: t.string({
    description: 'A URL to PUT one comment screenshot to, with this content type.',
    authScopes: access('getAwsS3PresignedUrl'),
    args: {
      location: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
      contentType: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => getAwsS3PresignedUrl(ctx.services, viewerOf(ctx), a.location, a.fileName, a.contentType),
  }),
}));

/** Folder events of one project the subscriber may open. */
function folderEvents(topic: typeof customFolderTopic) {
  return async (_r: unknown, a: { projectId: string | number }, ctx: Context) => {
    const project = await projectFor(ctx.services.db, viewerOf(ctx), String(a.projectId));
    return ctx.services.live.subscribe(topic, project.id);
  };
}

/**
 * Uploads and deletes in one project the subscriber may open, each only when they may view its folder, as
 * getAwsFiles decides (issue #34 finding 10: a pilot heard the names of files in folders they may not view).
 */
async function* fileEvents(ctx: Context, projectId: string) {
  const viewer = viewerOf(ctx);
  const project = await projectFor(ctx.services.db, viewer, projectId);
  for await (const e of ctx.services.live.subscribe(folderTopic, project.id)) {
    const visible = await folderAccess(ctx.services.db, viewer, e.path, 'view', true).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError) return false;
        throw err;
      },
    );
    if (visible) yield e;
  }
}

builder.subscriptionFields((t) => ({
  getUpdatedAwsFolders: t.field({
    type: FolderUpdate,
    description: "A file was uploaded to or deleted from one of the project's folders.",
    authScopes: access('getUpdatedAwsFolders'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => fileEvents(ctx, String(a.projectId)),
    resolve: (e) => e,
  }),
  getUpdatedCustomFolders: t.field({
    type: FolderUpdate,
    description: 'A Custom folder was added to the project.',
    authScopes: access('getUpdatedCustomFolders'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: folderEvents(customFolderTopic),
    resolve: (e) => e,
  }),
}));
