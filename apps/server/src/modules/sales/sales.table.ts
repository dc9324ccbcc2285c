import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets, users, type QuoteProperties } from '../core/index.js';

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
