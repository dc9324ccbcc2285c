import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brokers } from '../brokers/brokers.table.js';
import { users } from '../auth/auth.table.js';

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
    activatedOn: timestamp('activated_on', { withTimezone: true }),
    updatedOn: timestamp('updated_on', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assets_status_idx').on(t.status),
    index('assets_updated_idx').on(t.updatedOn.desc(), t.id),
    index('assets_pending_idx').on(t.pendingBy).where(sql`${t.pendingBy} is not null`),
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
  },
  (t) => [primaryKey({ columns: [t.assetId, t.brokerId] }), index('asset_brokers_broker_idx').on(t.brokerId)],
);
