// The directory's search answered from memory (ADR 0016 "In-memory indexes"): which brokers match a search string,
// under the list's filters, in the list's order, decided here; the page's rows are then read by their ids. Held at
// one committed version of the `brokers` data group (platform/versioned-index.ts): every broker's search text and
// four search fields, lower-cased as the SQL compares them, its filter flags, its rank in each of the four orders
// (computed by PostgreSQL with the SQL search's own ORDER BY, so collation and NULL placement are the same), and a
// trigram index of the search texts (platform/trigram-postings.ts).
import { sql } from 'drizzle-orm';
import { BROKER_SEARCH_FIELDS, SEARCH_COUNT_CAP, type BrokerSearchField, type BrokersDirectoryArgs } from '@vms/shared';
import type { Db } from '../../db/client.js';
import { createVersionedIndex, type IndexedPage } from '../../platform/versioned-index.js';
import { buildPostings, candidatesOf, type Postings } from '../../platform/trigram-postings.js';

const ORDERS = ['name', 'listings', 'newest', 'updated'] as const;
type Order = (typeof ORDERS)[number];

/** With the trigram postings of the brokers' search texts. */
interface Built extends Postings {
  ids: string[];
  text: (string | null)[];
  fields: Record<BrokerSearchField, string[]>;
  missingEmail: Uint8Array;
  missingPhone: Uint8Array;
  updated: Uint8Array;
  createdAt: Float64Array;
  /** rank[order][broker] and broker at rank[order][rank]. */
  rank: Record<Order, Int32Array>;
  atRank: Record<Order, Int32Array>;
}

// The orders of brokers.service.ts's orderOf, as row numbers.
const BUILD = sql`
  select (select version::text from data_versions where name = 'brokers') as version,
         coalesce(json_agg(json_build_array(id, search_text, lower(coalesce(first_name, '')), lower(coalesce(last_name, '')),
           lower(coalesce(company, '')), lower(coalesce(email, '')), (email is null or email = ''), coalesce(cardinality(phone) = 0, false),
           broker_updated_at is not null, extract(epoch from created_at) * 1000, r_name, r_listings, r_newest, r_updated) order by id), '[]') as rows
  from (select *, (row_number() over (order by last_name, first_name, id))::int - 1 as r_name,
               (row_number() over (order by total_active_assets_count desc, id))::int - 1 as r_listings,
               (row_number() over (order by created_at desc, id))::int - 1 as r_newest,
               (row_number() over (order by broker_updated_at desc, id))::int - 1 as r_updated
        from brokers) b`;

/** A term whose candidates are more than this share of the brokers (1/8) walks the list's order instead. */
const WALK_SHARE = 8;

type Row = [string, string | null, string, string, string, string, boolean, boolean, boolean, number, number, number, number, number];

async function build(db: Db): Promise<{ version: string; index: Built }> {
  const { rows } = (await db.execute(BUILD)) as unknown as { rows: { version: string; rows: Row[] }[] };
  const { version, rows: list } = rows[0]!;
  const n = list.length;
  const rank = Object.fromEntries(ORDERS.map((o) => [o, new Int32Array(n)])) as Record<Order, Int32Array>;
  const atRank = Object.fromEntries(ORDERS.map((o) => [o, new Int32Array(n)])) as Record<Order, Int32Array>;
  list.forEach((r, i) =>
    ORDERS.forEach((o, k) => {
      const at = r[10 + k] as number;
      rank[o][i] = at;
      atRank[o][at] = i;
    }),
  );
  const postings = await buildPostings(list.map((r) => r[1]));
  const column = (k: number) => list.map((r) => r[k] as string);
  const flags = (k: number) => Uint8Array.from(list, (r) => (r[k] ? 1 : 0));
  return {
    version,
    index: {
      ids: column(0),
      text: list.map((r) => r[1]),
      fields: { first_name: column(2), last_name: column(3), company: column(4), email: column(5) },
      missingEmail: flags(6),
      missingPhone: flags(7),
      updated: flags(8),
      createdAt: Float64Array.from(list, (r) => r[9]),
      rank,
      atRank,
      ...postings,
    },
  };
}

/** The page of a directory search (args.searchString set) with the list's filters and order, as getBrokersDirectory's SQL. */
function search(ix: Built, args: BrokersDirectoryArgs, newSince: number): IndexedPage {
  const term = args.searchString!.toLowerCase();
  // as the SQL: every field chosen is the whole search text (a full name spans the first name and the surname)
  const chosen = args.searchParams?.length && args.searchParams.length < BROKER_SEARCH_FIELDS.length ? args.searchParams : undefined;
  const fields = chosen?.map((f) => ix.fields[f]);
  const order: Order =
    args.sortParams === 'total_active_assets_count'
      ? 'listings'
      : args.sortParams === 'new_brokers'
        ? 'newest'
        : args.updatedRecords
          ? 'updated'
          : 'name';
  const matches = (b: number) => {
    if (!ix.text[b]?.includes(term)) return false;
    if (fields && !fields.some((f) => f[b]!.includes(term))) return false;
    if (
      args.missingEmail && args.missingPhone
        ? !(ix.missingEmail[b] || ix.missingPhone[b])
        : (args.missingEmail && !ix.missingEmail[b]) || (args.missingPhone && !ix.missingPhone[b])
    )
      return false;
    if (args.newBroker && !(ix.createdAt[b]! > newSince)) return false;
    return !(args.updatedRecords && !ix.updated[b]);
  };
  // the candidates: the brokers holding the term's rarest trigram, or everyone for a term of one or two letters
  const candidates = candidatesOf(ix, term);
  const byRank = ix.atRank[order];
  if (!candidates || candidates.length > byRank.length / WALK_SHARE) {
    // a broad term: walk the list's order and stop once the page is full and the count past the cap (no sort)
    const ids: string[] = [];
    const end = args.offset + args.limit;
    let n = 0;
    for (let r = 0; r < byRank.length; r++) {
      const b = byRank[r]!;
      if (!matches(b)) continue;
      if (n >= args.offset && n < end) ids.push(ix.ids[b]!);
      if (++n > SEARCH_COUNT_CAP && n >= end) break;
    }
    return { ids, totalCount: Math.min(n, SEARCH_COUNT_CAP), totalCountCapped: n > SEARCH_COUNT_CAP };
  }
  // a narrow one: check its candidates, then sort their ranks
  const ranks: number[] = [];
  for (const b of candidates) if (matches(b)) ranks.push(ix.rank[order][b]!);
  ranks.sort((a, b) => a - b);
  return {
    ids: ranks.slice(args.offset, args.offset + args.limit).map((r) => ix.ids[byRank[r]!]!),
    totalCount: Math.min(ranks.length, SEARCH_COUNT_CAP),
    totalCountCapped: ranks.length > SEARCH_COUNT_CAP,
  };
}

/** The directory index over this database: a search's page and count at the request's `brokers` version. */
export const createDirectoryIndex = (db: Db, log?: { warn(obj: object, msg: string): void }) =>
  createVersionedIndex(
    'directory index',
    async () => {
      const { version, index } = await build(db);
      return { version, index: { search: (args: BrokersDirectoryArgs, newSince: number) => search(index, args, newSince) } };
    },
    log,
  );
export type DirectoryIndex = ReturnType<typeof createDirectoryIndex>;
