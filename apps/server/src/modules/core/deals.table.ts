import { jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets } from './listings.table.js';

export interface QuoteProperties {
  planName: string;
  eliteAuction: string | null;
  price: number;
  notes: string | null;
}


/** CRM deals made by checkout (the local CRM's store, and the record of HubSpot pushes). */
export const crmDeals = pgTable(
  'crm_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id'),
    dealName: text('deal_name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    quoteProperties: jsonb('quote_properties').$type<QuoteProperties>().notNull(),
    /** The CRM's id once pushed (local-… for the local CRM); null while the push is queued or failing. */
    crmId: text('crm_id'),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    pushError: text('push_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_deals_asset_idx').on(t.assetId)],
);
