// Invitations of a pilot or an editor to a project (part B §4 "Invitations", §5 "Pilot invite", "External editor
// invite"): who was invited where, by whom, the answer, and the signed single-use registration link of a new account.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from '../core/index.js';

export interface InviteDetails {
  googleLink?: string | null;
  projectStartDate?: string | null;
  projectCompleteDate?: string | null;
  projectEditorBudget?: number | null;
  projectNotes?: string | null;
  requiredSkills?: string[] | null;
}

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** vms-pilot or vms-editor. */
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    details: jsonb('details').$type<InviteDetails>().notNull().default({}),
    /** PENDING, ACCEPTED or DECLINED. */
    status: text('status').notNull().default('PENDING'),
    /** sha-256 of the registration link's token (new accounts only); the token itself is only in the e-mail. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_user_idx').on(t.userId, t.status),
    index('invitations_project_idx').on(t.projectId),
  ],
);
