// The listing search answered from memory (ADR 0016 "In-memory indexes"): who matches a search is decided here, the
// page's rows are then read by their ids. The index holds, at one committed version of the `listings` data group,
// every listing in the search's order (updated_on desc nulls last, id) with its auction flag, every broker's
// lower-cased first name, surname and company, and each broker's listings (platform/versioned-index.ts keeps it at
// the request's version).
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SearchAssetsInput } from '@vms/shared';
import type { Db } from '../../../db/client.js';
import { createVersionedIndex, type IndexedPage } from '../../../platform/versioned-index.js';

interface Built {
  version: string;
  /** Listing ids by rank (the search's order) and their auction flags. */
  listingIds: string[];
  auction: Uint8Array;
  first: string[];
  last: string[];
  company: string[];
  /** Broker positions sorted by first name and by surname, for prefix ranges. */
  byFirst: Int32Array;
  byLast: Int32Array;
  /** Distinct companies and the brokers at each. */
  companies: string[];
  companyBrokers: Int32Array[];
  /** Each broker's listing ranks: linkRanks[linkStart[b] .. linkStart[b + 1]). */
  linkStart: Int32Array;
  linkRanks: Int32Array;
  /** Scratch marks, one per listing, cleared after each search. */
  seen: Uint8Array;
}

const BUILD = sql`
  with r as (select id, is_auction, (row_number() over (order by updated_on desc nulls last, id))::int - 1 as rank from assets),
       b as (select id, lower(coalesce(first_name, '')) as f, lower(coalesce(last_name, '')) as l, lower(coalesce(company, '')) as c,
                    (row_number() over (order by id))::int - 1 as i from brokers)
  select (select version::text from data_versions where name = 'listings') as version,
         (select coalesce(json_agg(id order by rank), '[]') from r) as ids,
         (select coalesce(string_agg(case when is_auction then '1' else '0' end, '' order by rank), '') from r) as auction,
         (select coalesce(json_agg(json_build_array(f, l, c) order by i), '[]') from b) as brokers,
         (select coalesce(json_agg(json_build_array(b.i, r.rank) order by b.i), '[]')
            from asset_brokers ab join r on r.id = ab.asset_id join b on b.id = ab.broker_id) as links`;

async function build(db: Db): Promise<Built> {
  const { rows } = (await db.execute(BUILD)) as unknown as {
    rows: { version: string; ids: string[]; auction: string; brokers: [string, string, string][]; links: [number, number][] }[];
  };
  const row = rows[0]!;
  const n = row.brokers.length;
  const first = row.brokers.map((b) => b[0]);
  const last = row.brokers.map((b) => b[1]);
  const company = row.brokers.map((b) => b[2]);
  const sortedBy = (keys: string[]) =>
    Int32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const atCompany = new Map<string, number[]>();
  company.forEach((c, i) => {
    const list = atCompany.get(c);
    if (list) list.push(i);
    else atCompany.set(c, [i]);
  });
  const linkStart = new Int32Array(n + 1);
  for (const [b] of row.links) linkStart[b + 1]!++;
  for (let i = 0; i < n; i++) linkStart[i + 1]! += linkStart[i]!;
  const linkRanks = new Int32Array(row.links.length);
  row.links.forEach(([, rank], i) => (linkRanks[i] = rank)); // the links come ordered by broker
  return {
    version: row.version,
    listingIds: row.ids,
    auction: Uint8Array.from(row.auction, (c) => (c === '1' ? 1 : 0)),
    first,
    last,
    company,
    byFirst: sortedBy(first),
    byLast: sortedBy(last),
    companies: [...atCompany.keys()],
    companyBrokers: [...atCompany.values()].map((l) => Int32Array.from(l)),
    linkStart,
    linkRanks,
    seen: new Uint8Array(row.ids.length),
  };
}

/** The brokers in `sorted` whose key starts with `prefix` (they are contiguous in the sort). */
function prefixRange(sorted: Int32Array, keys: string[], prefix: string): Int32Array {
  const firstAtOrAfter = (pred: (k: string) => boolean) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pred(keys[sorted[mid]!]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const start = firstAtOrAfter((k) => k < prefix);
  const end = firstAtOrAfter((k) => k < prefix || k.startsWith(prefix));
  return sorted.subarray(start, end);
}

function search(ix: Built, input: SearchAssetsInput): IndexedPage {
  const fn = input.firstName?.toLowerCase();
  const ln = input.lastName?.toLowerCase();
  const cn = input.companyName?.toLowerCase();
  const wantAuction = input.auctionData ? (input.auctionData === 'AUCTION' ? 1 : 0) : -1;
  const ranks: number[] = [];
  if (!fn && !ln && !cn) {
    for (let r = 0; r < ix.listingIds.length; r++) if (wantAuction < 0 || ix.auction[r] === wantAuction) ranks.push(r);
  } else {
    // The narrowest term's brokers, checked against the other terms.
    const sources: Int32Array[] = [];
    if (fn) sources.push(prefixRange(ix.byFirst, ix.first, fn));
    if (ln) sources.push(prefixRange(ix.byLast, ix.last, ln));
    if (cn && sources.length === 0) {
      for (let c = 0; c < ix.companies.length; c++) if (ix.companies[c]!.includes(cn)) sources.push(ix.companyBrokers[c]!);
    } else sources.sort((a, b) => a.length - b.length);
    const candidates = fn || ln ? sources.slice(0, 1) : sources;
    for (const list of candidates)
      for (const b of list) {
        if ((fn && !ix.first[b]!.startsWith(fn)) || (ln && !ix.last[b]!.startsWith(ln)) || (cn && !ix.company[b]!.includes(cn))) continue;
        for (let k = ix.linkStart[b]!; k < ix.linkStart[b + 1]!; k++) {
          const r = ix.linkRanks[k]!;
          if (ix.seen[r] || (wantAuction >= 0 && ix.auction[r] !== wantAuction)) continue;
          ix.seen[r] = 1;
          ranks.push(r);
        }
      }
    for (const r of ranks) ix.seen[r] = 0;
    ranks.sort((a, b) => a - b);
  }
  return {
    ids: ranks.slice(input.offset, input.offset + input.limit).map((r) => ix.listingIds[r]!),
    totalCount: Math.min(ranks.length, SEARCH_COUNT_CAP),
    totalCountCapped: ranks.length > SEARCH_COUNT_CAP,
  };
}

/** The listing index over this database: the page and count of a search at the request's `listings` version. */
export const createListingIndex = (db: Db, log?: { warn(obj: object, msg: string): void }) =>
  createVersionedIndex(
    'listing index',
    async () => {
      const built = await build(db);
      return { version: built.version, index: { search: (input: SearchAssetsInput) => search(built, input) } };
    },
    log,
  );
export type ListingIndex = ReturnType<typeof createListingIndex>;
