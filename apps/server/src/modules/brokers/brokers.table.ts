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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brokers_last_first_idx').on(t.lastName, t.firstName),
    index('brokers_company_idx').on(t.company),
  ],
);
