// The CRM's records in VMS: the contacts and deals the local CRM adapter keeps, and the record of what was pushed
// to HubSpot when it is configured (connectors/hubspot); the brokers directory and checkout read and write them.
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [
    uniqueIndex('crm_deals_asset_idx').on(t.assetId),
    // The deals portal's list, count and pipeline join each deal to its project (docs/adr/0015).
    index('crm_deals_project_idx').on(t.projectId),
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

// The CRM's view of a deal (part B §3): its company, contacts, line items and quotes. The local CRM adapter keeps them
// here as its store; with HubSpot configured they are the copy the last syncDealAssociations pulled.
export const dealCompanies = pgTable(
  'crm_deal_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crmId: text('crm_id').notNull(),
    companyName: text('company_name').notNull(),
    companyPhone: text('company_phone'),
    companyWebsite: text('company_website'),
  },
  (t) => [uniqueIndex('crm_deal_companies_crm_idx').on(t.crmId)],
);

/** A deal's CRM properties beyond crm_deals (part B §3 "Deal"): one row per crm_deals row. */
export const crmDealProperties = pgTable(
  'crm_deal_properties',
  {
    dealId: uuid('deal_id')
      .primaryKey()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    /** HubSpot's hs_object_id (the local CRM's id for the local adapter). */
    hsObjectId: text('hs_object_id').notNull(),
    dealStage: text('deal_stage').notNull(),
    dealType: text('deal_type'),
    urgency: text('urgency'),
    startDate: date('start_date', { mode: 'string' }),
    projectTargetCompletionDate: date('project_target_completion_date', { mode: 'string' }),
    /** 'PIF' as the CRM holds it (paid in full), shown as 'PIF: {value}'. */
    pif: text('pif'),
    publishedVideoLink: text('published_video_link'),
    companyId: uuid('company_id').references(() => dealCompanies.id, { onDelete: 'set null' }),
    /** When syncDealAssociations last pulled the deal's associations. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [index('crm_deal_properties_start_idx').on(t.startDate)],
);

export const dealContacts = pgTable(
  'crm_deal_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    crmId: text('crm_id').notNull(),
    contactFirstname: text('contact_firstname').notNull(),
    contactLastname: text('contact_lastname').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactHsLink: text('contact_hs_link'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('crm_deal_contacts_deal_crm_idx').on(t.dealId, t.crmId)],
);

export const dealLineItems = pgTable(
  'crm_deal_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    crmId: text('crm_id').notNull(),
    lineitemName: text('lineitem_name').notNull(),
    /** base-package or add-ons. */
    lineitemType: text('lineitem_type').notNull(),
    lineitemQuantity: integer('lineitem_quantity').notNull(),
    lineitemPrice: numeric('lineitem_price', { precision: 12, scale: 2 }).notNull(),
    lineitemDiscount: numeric('lineitem_discount', { precision: 12, scale: 2 }).notNull().default('0'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('crm_deal_line_items_deal_crm_idx').on(t.dealId, t.crmId)],
);

export const dealQuotes = pgTable(
  'crm_deal_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    crmId: text('crm_id').notNull(),
    quoteHsTitle: text('quote_hs_title').notNull(),
    quoteHsQuoteNumber: text('quote_hs_quote_number'),
    quoteHsCreatedate: timestamp('quote_hs_createdate', { withTimezone: true }).notNull(),
    quoteHsExpirationDate: timestamp('quote_hs_expiration_date', { withTimezone: true }).notNull(),
    quoteLink: text('quote_link').notNull(),
    senderFirstname: text('sender_firstname'),
    senderLastname: text('sender_lastname'),
  },
  (t) => [uniqueIndex('crm_deal_quotes_deal_crm_idx').on(t.dealId, t.crmId)],
);
