import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A listing broker; the brokers directory and the sales search both read it. */
export const brokers = pgTable(
  'brokers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalId: text('external_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    email: text('email'),
    phone: text('phone').array().notNull().default([]),
    city: text('city'),
    photoUrl: text('photo_url'),
    totalActiveAssetsCount: integer('total_active_assets_count').notNull().default(0),
    /** When someone last updated the contact data in VMS. */
    brokerUpdatedAt: timestamp('broker_updated_at', { withTimezone: true }),
    /** A flag raised by an operator ('Requires Further Evaluation' or "Broker's email not found!"), with 1–3 priority. */
    flagType: text('flag_type'),
    priority: integer('priority'),
    note: text('note'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    /** The last successful push of this broker to the CRM, and the error of the last failed one. */
    crmSyncedAt: timestamp('crm_synced_at', { withTimezone: true }),
    crmSyncError: text('crm_sync_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The four search fields in one lower-cased text, so one trigram index serves every directory search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(company, '') || ' ' || coalesce(email, ''))`,
    ),
  },
  (t) => [
    index('brokers_last_first_idx').on(t.lastName, t.firstName, t.id),
    index('brokers_company_idx').on(t.company),
    index('brokers_most_listings_idx').on(t.totalActiveAssetsCount.desc(), t.id),
    index('brokers_newest_idx').on(t.createdAt.desc(), t.id),
    index('brokers_updated_idx').on(t.brokerUpdatedAt.desc(), t.id).where(sql`${t.brokerUpdatedAt} is not null`),
    index('brokers_flagged_idx').on(t.priority, t.flaggedAt.desc()).where(sql`${t.flagType} is not null`),
    // Substring search (pg_trgm: LIKE '%…%' on search_text uses it).
    index('brokers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The sales search matches broker first and last names by prefix. The name and id ride along so the search
    // (and its count) reads only the index: PostgreSQL needs the column itself to answer lower(...) without the table.
    index('brokers_first_name_search_idx').on(sql`lower(${t.firstName}) text_pattern_ops`, t.firstName, t.id),
    index('brokers_last_name_search_idx').on(sql`lower(${t.lastName}) text_pattern_ops`, t.lastName, t.id),
    // …and companies anywhere in the name. Its own index (not search_text's) also gives the planner statistics for
    // lower(company): with the two conditions combined it guessed one broker where thousands match.
    index('brokers_company_search_idx').using('gin', sql`lower(${t.company}) gin_trgm_ops`),
  ],
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
