// The account behind a session token, read on every request (revocation is immediate), with the committed data
// versions in the same statement: the result cache needs them at the start of the request, and one round trip to the
// database is a large part of a cached read's cost (ADR 0016 "The request's fixed costs"). A prepared statement: the
// same text on every request, planned once per connection.
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { users } from '../../modules/core/index.js';
import type { DataVersions, SessionLookup } from './tokens.js';

export function sessionLookup(db: Db): SessionLookup {
  const query = db
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      dataVersions: sql<DataVersions>`(select json_object_agg(name, version) from data_versions)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');
  return async (id) => (await query.execute({ id }))[0];
}

/** Every group's committed data version. */
export async function readDataVersions(database: Pick<Database, 'executeSql'>): Promise<DataVersions> {
  const { rows } = await database.executeSql('select name, version from data_versions');
  return Object.fromEntries((rows as { name: string; version: string | number }[]).map((r) => [r.name, r.version]));
}
