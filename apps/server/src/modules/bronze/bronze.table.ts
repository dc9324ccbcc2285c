import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BronzeFormValues } from '@vms/shared';
import { assets, projects, users } from '../core/index.js';

/**
 * A Bronze video being built: one per listing (or per Bronze project made without a listing). Before checkout it is the customer's pending order (by asset); checkout
 * ties it to the project. `savedChapter` is the last chapter saved (a pending order resumes after it); `renderId` is the
 * render of its latest version and `renderStartedAt` when it was asked for; `landedRenderId` the render whose video is
 * in the review folder.
 */
export const bronzeOrders = pgTable('bronze_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  assetId: uuid('asset_id')
    .unique()
    .references(() => assets.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .unique()
    .references(() => projects.id, { onDelete: 'set null' }),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  eliteAuction: text('elite_auction'),
  savedChapter: integer('saved_chapter').notNull().default(0),
  renderId: uuid('render_id'),
  renderStartedAt: timestamp('render_started_at', { withTimezone: true }),
  landedRenderId: uuid('landed_render_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One saved chapter of a Bronze order: its flat form ({attr}, CHECKBOX_{attr}, LABEL_{attr}). */
export const bronzeSegments = pgTable(
  'bronze_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bronzeOrders.id, { onDelete: 'cascade' }),
    chapter: integer('chapter').notNull(),
    formData: jsonb('form_data').$type<BronzeFormValues>().notNull(),
    /** Saved since the last render (a text change re-renders the chapters changed). */
    changed: boolean('changed').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bronze_segments_order_chapter_idx').on(t.orderId, t.chapter)],
);

export type BronzeOrderRow = typeof bronzeOrders.$inferSelect;
