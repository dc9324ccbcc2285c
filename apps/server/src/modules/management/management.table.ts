import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projectTasks, projects, users } from '../core/index.js';

/** An attention alert for one person about one task of a project. */
export const attentionAlerts = pgTable(
  'attention_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => projectTasks.id, { onDelete: 'cascade' }),
    attentionText: text('attention_text').notNull(),
    crexiTaskStatus: text('crexi_task_status').notNull(),
    /** OPEN until acted on; then DONE (review complete) or REMIND (review later). */
    status: text('status').notNull().default('OPEN'),
    /** The person's answer: true 'Review is complete', false 'Remind me to review later'. */
    actionValue: boolean('action_value'),
    /** A REMIND alert comes back to the drawer at this time. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attention_alerts_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('attention_alerts_project_idx').on(t.projectId),
  ],
);

/** Project-account credentials (PM and admin popover); the password is AES-256-GCM ciphertext, never plain text. */
export const projectCredentials = pgTable(
  'project_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordCipher: text('password_cipher').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_credentials_project_idx').on(t.projectId)],
);

/** Images a customer or editor added to an order (Bronze chapters, custom shots), by asset or project uuid. */
export const customAssetImages = pgTable(
  'custom_asset_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uuid: text('uuid').notNull(),
    fileType: text('file_type').notNull(),
    packageType: text('package_type').notNull(),
    chapter: text('chapter'),
    s3ImageLink: text('s3_image_link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_asset_images_uuid_idx').on(t.uuid, t.packageType, t.createdAt)],
);
