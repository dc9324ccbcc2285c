// The CRM's records in VMS: the contacts and deals the local CRM adapter keeps, and the record of what was pushed
// to HubSpot when it is configured (connectors/hubspot); the brokers directory and checkout read and write them.
import { jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets, brokers } from './listings.table.js';

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

/**
 * The local CRM adapter's contacts: what the CRM holds for each broker after the last push. 'HS Non Sync' compares
 * brokers with these rows. With HUBSPOT_TOKEN set the CRM is HubSpot and this table is still the record of what was pushed.
 */
export const crmContacts = pgTable('crm_contacts', {
  brokerId: uuid('broker_id')
    .primaryKey()
    .references(() => brokers.id, { onDelete: 'cascade' }),
  crmId: text('crm_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  email: text('email'),
  phone: text('phone').array().notNull().default([]),
  pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
});
