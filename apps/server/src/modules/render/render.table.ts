import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RenderVariant } from '@vms/shared';
import type { FormData } from '../../platform/render/types.js';
import { users } from '../core/index.js';

/**
 * One render of a video: the template and form data of that version (so any earlier version can be rendered again
 * exactly), its pipeline status and, once complete, the storage keys of its outputs. `videoId` names the video the
 * consuming domain owns (a VidPitch video, a Bronze project's video); versions count from 1 per video.
 */
export const renders = pgTable(
  'renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id').notNull(),
    version: integer('version').notNull(),
    templateId: integer('template_id').notNull(),
    formData: jsonb('form_data').$type<FormData>().notNull(),
    /** pipelineStatus (DECISIONS.md part B): inprogress, complete, failed. */
    status: text('status').notNull().default('inprogress'),
    /** 0–1, from ffmpeg's -progress. */
    progress: real('progress').notNull().default(0),
    error: text('error'),
    /**
     * Which attempt of the render job owns the row: each attempt takes the next number when it starts, and every later
     * write of an attempt is conditional on it, so an attempt overtaken by a retry (its worker taken for dead) changes
     * nothing.
     */
    attempt: integer('attempt').notNull().default(0),
    videoKey: text('video_key'),
    reviewKey: text('review_key'),
    gifKey: text('gif_key'),
    posterKey: text('poster_key'),
    /** Variants asked for with this render ('9:16', '1:1', 'mls'), rendered by the same job after the delivery. */
    variants: text('variants')
      .array()
      .$type<RenderVariant[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The 9:16 variant's MP4 (720x1280). */
    verticalKey: text('vertical_key'),
    /** The 1:1 variant's MP4 (720x720). */
    squareKey: text('square_key'),
    /** The MLS-unbranded cut's MP4 (16:9, no logo, names, phone, e-mail, office address or QR). */
    unbrandedKey: text('unbranded_key'),
    /**
     * The bought video's cuts (render.cuts.ts: 9:16, 1:1, MLS), rendered after the fact for this row: null when never
     * asked, then inprogress, complete or failed; cutsError holds the failure.
     */
    cutsStatus: text('cuts_status'),
    cutsError: text('cuts_error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('renders_video_version_key').on(t.videoId, t.version), index('renders_status_idx').on(t.status)],
);

export type RenderRow = typeof renders.$inferSelect;
