// The PM's feedback on a project's editor (part B §3 "Editor feedback", §4 "PM feedback"): once per project.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from '../core/index.js';

export const editorFeedback = pgTable(
  'editor_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who gave it (a PM, admin, QA or QC). */
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 to 4 stars each. */
    projectQualityReview: integer('project_quality_review').notNull(),
    projectFinishOnTimeReview: integer('project_finish_on_time_review').notNull(),
    easeOfCollabrationReview: integer('ease_of_collabration_review').notNull(),
    /** Early, On Time or Late. */
    timeBadge: text('time_badge').notNull(),
    commentsOnEditor: text('comments_on_editor').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('editor_feedback_project_key').on(t.projectId), index('editor_feedback_editor_idx').on(t.editorId, t.createdAt)],
);
export type EditorFeedbackRow = typeof editorFeedback.$inferSelect;
