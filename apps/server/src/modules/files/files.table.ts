import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, projects } from '../core/index.js';

/** A project's folders (Default from the template, Custom added later), each a storage prefix. */
export const projectFolders = pgTable(
  'project_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => projectFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Default or Custom (part B §9). */
    folderType: text('folder_type').notNull().default('Default'),
    /** The storage prefix of the folder, without a trailing '/': projects/<projectId>/<name>/<sub-folder>. */
    path: text('path').notNull(),
    /** 0 folder, 1 sub-folder, 2 inner sub-folder. */
    depth: integer('depth').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_folders_path_key').on(t.path), index('project_folders_project_idx').on(t.projectId, t.depth, t.position)],
);

/**
 * Per-user folder permissions (part A §9, part B §6): `view` lists and downloads, `post` also uploads and deletes.
 * `directory` is a folder name; `subdirectory` narrows it to one sub-folder ('' means all of them).
 */
export const folderPermissions = pgTable(
  'folder_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    directory: text('directory').notNull(),
    subdirectory: text('subdirectory').notNull().default(''),
    permission: text('permission').notNull(),
  },
  (t) => [uniqueIndex('folder_permissions_user_dir_key').on(t.userId, t.directory, t.subdirectory)],
);

/** Multipart uploads in flight: who started which, so that only they continue it and the cleanup job can abort it. */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadId: text('upload_id').notNull(),
    key: text('key').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    /** IN_PROGRESS, COMPLETED or ABORTED. */
    status: text('status').notNull().default('IN_PROGRESS'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('file_uploads_upload_id_key').on(t.uploadId), index('file_uploads_status_created_idx').on(t.status, t.createdAt)],
);
