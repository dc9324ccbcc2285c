// Listings (assets) from the listing feed, their brokers and the production plans they are ordered on: the hub that
// sales, management, VidPitch, Bronze and the deals portal all read.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';

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
    index('brokers_updated_idx')
      .on(t.brokerUpdatedAt.desc(), t.id)
      .where(sql`${t.brokerUpdatedAt} is not null`),
    index('brokers_flagged_idx')
      .on(t.priority, t.flaggedAt.desc())
      .where(sql`${t.flagType} is not null`),
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

/** Production plans with their price (getPlans). */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull().unique(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  description: text('description').array().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** A property listing imported from the listing feed. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetCrexiId: text('asset_crexi_id').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    marketingDescription: text('marketing_description'),
    askingPrice: numeric('asking_price', { precision: 14, scale: 2 }),
    propertyType: text('property_type'),
    address: text('address'),
    city: text('city'),
    county: text('county'),
    state: text('state'),
    zip: text('zip'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    thumbnailUrl: text('thumbnail_url'),
    crexiUrl: text('crexi_url'),
    isPrivate: boolean('is_private').notNull().default(false),
    listingStatus: text('listing_status'),
    /** Order status: null until an order is started, then 'Inprogress' or 'Complete'. */
    status: text('status'),
    /** A Crexi Auction listing (the search's elite/auction selector: AUCTION these, ELITE the others). */
    isAuction: boolean('is_auction').notNull().default(false),
    /** Who saved an unfinished order for later: the asset is then a pending order of theirs. */
    pendingBy: uuid('pending_by').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The gallery's last processing: when it finished, and the error of a failed run. */
    gallerySyncedAt: timestamp('gallery_synced_at', { withTimezone: true }),
    gallerySyncError: text('gallery_sync_error'),
    activatedOn: timestamp('activated_on', { withTimezone: true }),
    updatedOn: timestamp('updated_on', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assets_status_idx').on(t.status),
    // Newest-updated first, as the search pages are sorted: a common term's page is a short walk of this index.
    index('assets_updated_idx').on(t.updatedOn.desc().nullsLast(), t.id),
    index('assets_pending_idx')
      .on(t.pendingBy)
      .where(sql`${t.pendingBy} is not null`),
  ],
);

export const assetBrokers = pgTable(
  'asset_brokers',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    brokerId: uuid('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Added in VMS (addNewBrokerToAsset) rather than by the listing feed: a feed sync keeps it. */
    addedInVms: boolean('added_in_vms').notNull().default(false),
  },
  // broker → listings with the listing in the index: the sales search counts its matches without reading the table.
  (t) => [primaryKey({ columns: [t.assetId, t.brokerId] }), index('asset_brokers_broker_asset_idx').on(t.brokerId, t.assetId)],
);
