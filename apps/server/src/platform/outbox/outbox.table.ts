// The transactional outbox: every "something changed" a domain records in the transaction that makes the change, until
// a processor has delivered it (outbox.ts).
import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxEvents = pgTable('outbox_events', {
  /** The event's id: subscribers drop an id they have seen, so a delivery retried after a crash reaches them once. */
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** A topic of topics.ts's Topics. */
  topic: text('topic').notNull(),
  /** The topic's arguments: [key, payload], or [payload] for a topic without a key. */
  args: jsonb('args').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
