import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Added in VMS (addNewBrokerToAsset) rather than by the listing feed: a feed sync keeps it. */
    addedInVms: boolean('added_in_vms').notNull().default(false),
  },
  // broker → listings with the listing in the index: the sales search counts its matches without reading the table.
  (t) => [primaryKey({ columns: [t.assetId, t.brokerId] }), index('asset_brokers_broker_asset_idx').on(t.brokerId, t.assetId)],
);

export interface DefaultBroker {
  uuid: string;
  firstname: string;
  lastname: string;
  affiliation: string | null;
  title: string | null;
  phone: string;
  email: string;
  company: string;
  companyUrl: string;
  marketArea: string | null;
  /** Storage keys under default_broker/{uuid}/. */
  imageUrl: string | null;
  companyLogoUrl: string | null;
}
export interface InteriorVideoContact {
  name: string | null;
  email: string;
  phone: string | null;
  shootDate: string | null;
  /** hh:mm:ss */
  shootTime: string | null;
  additionalNotes: string | null;
}
export type AuctionDates = Record<'auction_1' | 'auction_2' | 'auction_3' | 'auction_4', string | null>;
export type UserInstructions = Record<'mapping_question_1' | 'mapping_question_2' | 'mapping_question_3', string | null>;
export interface IncludedBroker {
  id: string;
  isIncluded: boolean;
  isLead: boolean;
}
export interface GeoPoint {
  lat: number;
  lng: number;
}
export interface QuoteProperties {
  planName: string;
  eliteAuction: string | null;
  price: number;
  notes: string | null;
}

/**
 * The order being put together for a listing (the eight property-detail tabs); one per asset. Its owner is whoever
 * started it: a customer reads and writes only their own, staff any (docs/adr/0011-order-ownership.md).
 */
export const assetOrders = pgTable(
  'asset_orders',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** Who started the order; null once that account is deleted (then only staff may touch it). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    projectPlan: text('project_plan').notNull().default('PLATINUM'),
    eliteAuction: text('elite_auction'),
    callToAction: text('call_to_action'),
    interiorVideoContact: jsonb('interior_video_contact').$type<InteriorVideoContact>(),
    auction: jsonb('auction').$type<AuctionDates>(),
    crexiDefaultBrokers: jsonb('crexi_default_brokers').$type<DefaultBroker[]>().notNull().default([]),
    includedBrokers: jsonb('included_brokers').$type<IncludedBroker[]>().notNull().default([]),
    /** Storage key of the boundary map screenshot (with its annotations). */
    mapScreenshot: text('map_screenshot'),
    mapGeopoints: jsonb('map_geopoints').$type<GeoPoint[]>(),
    userInstructions: jsonb('user_instructions').$type<UserInstructions>(),
    quoteProperties: jsonb('quote_properties').$type<QuoteProperties>(),
    /** The tab Save For Later was pressed on: a pending order reopens there. */
    savedTab: integer('saved_tab'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_orders_owner_idx').on(t.ownerId)],
);

/** Nearby cities (200 mi) and callouts (100 mi, 10 mi) of an order. */
export const assetNearbyPlaces = pgTable(
  'asset_nearby_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    distanceFromAsset: integer('distance_from_asset').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('asset_nearby_places_asset_idx').on(t.assetId, t.distanceFromAsset, t.position)],
);

/** A listing's gallery: each image as the feed names it, and its processed copy in storage. */
export const assetGalleries = pgTable(
  'asset_galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceUrl: text('source_url').notNull(),
    /** Storage keys of the processed image and its thumbnail; null until gallery processing has run. */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('asset_galleries_asset_position_idx').on(t.assetId, t.position)],
);

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
