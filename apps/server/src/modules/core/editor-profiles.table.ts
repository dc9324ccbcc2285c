// What the PM's editor search reads about each editor (part B §3 "Editor listing", "Editor profile"): skills,
// availability, location and time zone. A shared table in core, so the editor portal's profile wizard can write it
// and the PM portal read it; the photo and name stay on `users`, the stars come from the PM feedback.
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';

export const editorProfiles = pgTable('editor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Among EDITOR_SKILLS (packages/shared). */
  skills: text('skills').array().notNull().default([]),
  /** The first day the editor can take a new project (YYYY-MM-DD); today or earlier means Immediate. */
  availableFrom: date('available_from', { mode: 'string' }).notNull(),
  /** City and state, e.g. 'Austin, TX'. */
  location: text('location'),
  /** An IANA zone name, e.g. 'America/Chicago'. */
  timeZone: text('time_zone'),
  // the wizard's general details (part B §3 "Editor profile"); names, phone and photo are the account's (`users`)
  officePhone: text('office_phone'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  country: text('country'),
  paymentVendorName: text('payment_vendor_name'),
  editorVendorId: text('editor_vendor_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type EditorProfileRow = typeof editorProfiles.$inferSelect;
