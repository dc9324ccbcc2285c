// The writes to people's accounts other domains make: an account opened (sign-up, an invite, a broker's
// registration), an invited account's registration, a password set, the personal details a profile edits.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from './users.table.js';

export type UserRow = typeof users.$inferSelect;
export type NewAccount = Pick<typeof users.$inferInsert, 'email' | 'role' | 'passwordHash' | 'firstName' | 'lastName'>;
/** What a profile edits of the account itself. */
export type PersonalDetails = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'photo' | 'isEditorProfileUpdated'>>;

/**
 * Ends every session of an account issued so far (security #21 finding 9): tokens carry the version they were issued
 * with, and the request check refuses an old one. A password set bumps it; a role change must too.
 */
const revokeSessions = { tokenVersion: sql`${users.tokenVersion} + 1` };

/** Opens an account. With `ifAbsent`, an e-mail address already taken opens nothing and answers undefined. */
export async function createAccount(db: Db | Tx, account: NewAccount, opts: { ifAbsent?: boolean } = {}): Promise<UserRow | undefined> {
  const insert = db.insert(users).values(account);
  const [user] = await (opts.ifAbsent ? insert.onConflictDoNothing() : insert).returning();
  return user;
}

/**
 * An invited account's registration through its link: the name (and phone) the person gives and their password, on
 * the account the invite opened. Answers the account, or undefined when the address has none (the caller checks the role).
 */
export async function completeRegistration(
  tx: Tx,
  email: string,
  details: Pick<UserRow, 'passwordHash'> & Pick<PersonalDetails, 'firstName' | 'phone'>,
): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning();
  return user;
}

/** Sets an account's password (already hashed) and ends the sessions issued before. */
export async function setPassword(db: Db | Tx, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, ...revokeSessions, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Updates the personal details of an account (only the fields given). */
export async function updatePersonalDetails(db: Db | Tx, userId: string, details: PersonalDetails): Promise<void> {
  await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
