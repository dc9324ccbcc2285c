// What VMS adds to a CRM deal (part B §3, §4): the payment checkboxes and the notes for the PM and the customer. The
// CRM's own records of a deal (properties, company, contacts, line items, quotes) are core's (crm.table.ts), where
// the CRM adapters write them.
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { crmDeals } from '../core/index.js';

export interface DealPaymentEntry {
  name: string;
  checked: boolean;
  timestamp: string | null;
  disabled: boolean;
}

/** One row per deal once someone saved notes or ticked a payment box. */
export const dealRecords = pgTable('deal_records', {
  dealId: uuid('deal_id')
    .primaryKey()
    .references(() => crmDeals.id, { onDelete: 'cascade' }),
  pmNotes: text('pm_notes').notNull().default(''),
  customerNotes: text('customer_notes').notNull().default(''),
  payment: jsonb('payment').$type<DealPaymentEntry[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
