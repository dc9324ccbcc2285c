// Production projects and their tracker (sections, tasks, each status change): every part of the product is scoped to
// a project, so these tables live in core, beside the one policy of who may see which project (project-access.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';
import { assets } from './listings.table.js';

/** A production project: created by checkout from an asset on a plan. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short numeric id used in URLs and shown to people. */
    number: integer('number').generatedAlwaysAsIdentity().unique(),
    projectName: text('project_name').notNull(),
    plan: text('plan').notNull(),
    productType: text('product_type'),
    /** ACTIVE or COMPLETED. */
    trackStatus: text('track_status').notNull().default('ACTIVE'),
    /** Headline status shown on cards (e.g. NOT STARTED, ACTIVE, COMPLETED, or a Bronze render status). */
    status: text('status').notNull().default('NOT STARTED'),
    customerId: uuid('customer_id').references(() => users.id),
    pmId: uuid('pm_id').references(() => users.id),
    editorId: uuid('editor_id').references(() => users.id),
    pilotId: uuid('pilot_id').references(() => users.id),
    assetId: uuid('asset_id').references(() => assets.id),
    isNew: boolean('is_new').notNull().default(true),
    /** The mirrored Asana project, when the http task tracker is configured. */
    asanaProjectId: text('asana_project_id'),
    /** True when the project's sections follow the current plan template. */
    isNewTemplate: boolean('is_new_template').notNull().default(true),
    finalDownload: text('final_download'),
    slackLink: text('slack_link'),
    hubspotLink: text('hubspot_link'),
    /** The listing-site and drone-airspace links a PM keeps (part B §2.4, updateProjectRelatedLinks). */
    crexiLink: text('crexi_link'),
    b4uLink: text('b4u_link'),
    /** The property's map link (pilot and invite views). */
    googleLink: text('google_link'),
    /** When the project is due (the card's delivery date, the detail's time till due). */
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    /** Set when the invited pilot or editor accepts (projectAcceptedByEditorOrPilot); the PM status rule reads the pilot's. */
    isPilotInviteAccepted: boolean('is_pilot_invite_accepted').notNull().default(false),
    isEditorInviteAccepted: boolean('is_editor_invite_accepted').notNull().default(false),
    /** Bronze: the last render error, shown as 'Video Rendering Failed'. */
    renderError: text('render_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists: one track status, newest first, pages of 10 (getProjects); id breaks ties so pages never overlap.
    index('projects_track_updated_idx').on(t.trackStatus, t.updatedAt.desc(), t.id.desc()),
    // projectSearch: substring match on the name, on PostgreSQL and PGlite alike (docs/adr/0005).
    index('projects_name_trgm_idx').using('gin', sql`lower(${t.projectName}) gin_trgm_ops`),
    index('projects_customer_idx').on(t.customerId, t.trackStatus),
    index('projects_pm_idx').on(t.pmId),
    index('projects_editor_idx').on(t.editorId),
    index('projects_pilot_idx').on(t.pilotId),
  ],
);

export const projectSections = pgTable(
  'project_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sectionName: text('section_name').notNull(),
    position: integer('position').notNull(),
    asanaSectionId: text('asana_section_id'),
    /** Set by syncManagementProjectTasks: template tasks this section lacks. */
    missingTasks: text('missing_tasks').array().notNull().default([]),
    syncRequired: boolean('sync_required').notNull().default(false),
    /** SYNCED, OUT_OF_SYNC or FAILED. */
    syncStatus: text('sync_status').notNull().default('SYNCED'),
  },
  (t) => [index('project_sections_project_idx').on(t.projectId, t.position)],
);

export const projectTasks = pgTable(
  'project_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => projectSections.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    position: integer('position').notNull(),
    /** The current crexiTaskStatus (one of TASK_STATUSES). */
    crexiTaskStatus: text('crexi_task_status').notNull().default('Not Started'),
    asanaTaskId: text('asana_task_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_tasks_section_idx').on(t.sectionId, t.position), index('project_tasks_project_idx').on(t.projectId)],
);

/** Every status change of a task: who, when, new status. */
export const taskActivities = pgTable(
  'task_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    crexiTaskStatus: text('crexi_task_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_activities_task_idx').on(t.taskId, t.createdAt), index('task_activities_user_idx').on(t.userId, t.createdAt)],
);

/**
 * How many projects each track status holds, kept exact by a trigger on projects (migration 0002), so that the
 * staff lists' totalCount is one row read instead of counting every project on each page (docs/adr/0005).
 */
export const projectTrackCounts = pgTable('project_track_counts', {
  trackStatus: text('track_status').primaryKey(),
  n: integer('n').notNull().default(0),
});
