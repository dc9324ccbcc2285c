import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brokers } from '../core/index.js';

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
