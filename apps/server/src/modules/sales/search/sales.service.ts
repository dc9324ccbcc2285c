// The sales portal's search side: listings found by their brokers, pending orders, plans and the checkout check.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES, ROLES, SALES_MESSAGES, SEARCH_COUNT_CAP, type SearchAssetsInput } from '@vms/shared';
import type { Db, Tx } from '../../../db/client.js';
import { containsPattern, escapeLike } from '../../../db/like.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { notFound } from '../../../platform/errors.js';
import { brokers, dropPendingOrder, projects, assetBrokers, assets, plans } from '../../core/index.js';
import { assetOrders } from '../sales.table.js';
import { isAnotherCustomersOrder } from '../sales.policy.js';
import type { Services } from '../../../services.js';
import { inIndexOrder, perDatabase } from '../../../platform/versioned-index.js';
import { createListingIndex } from './listing-index.js';

export type AssetRow = typeof assets.$inferSelect;
export type SearchBroker = Pick<
  typeof brokers.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'city' | 'photoUrl'
>;
export interface AssetSearchResult {
  asset: AssetRow;
  brokers: SearchBroker[];
  projectPlan: string | null;
}

/** The broker terms of a search: first and last name by prefix, company anywhere in the name; none when all are empty. */
function brokerTerms(input: SearchAssetsInput): SQL | undefined {
  const terms = [
    input.firstName ? sql`lower(${brokers.firstName}) like ${escapeLike(input.firstName) + '%'}` : undefined,
    input.lastName ? sql`lower(${brokers.lastName}) like ${escapeLike(input.lastName) + '%'}` : undefined,
    input.companyName ? sql`lower(${brokers.company}) like ${containsPattern(input.companyName)}` : undefined,
  ].filter(Boolean);
  return terms.length ? and(...terms) : undefined;
}

/** Listings with a broker matching every given term. */
function brokerMatch(terms: SQL | undefined): SQL | undefined {
  if (!terms) return undefined;
  return inArray(
    assets.id,
    sql`(select ${assetBrokers.assetId} from ${brokers} join ${assetBrokers} on ${assetBrokers.brokerId} = ${brokers.id} where ${terms})`,
  );
}

/** The brokers of these listings in their listing order, each tagged with its asset (search results, the order tabs). */
export function brokersOfAssets(db: Db | Tx, assetIds: string[]) {
  return db
    .select({
      assetId: assetBrokers.assetId,
      id: brokers.id,
      firstName: brokers.firstName,
      lastName: brokers.lastName,
      company: brokers.company,
      email: brokers.email,
      phone: brokers.phone,
      city: brokers.city,
      photoUrl: brokers.photoUrl,
    })
    .from(assetBrokers)
    .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
    .where(inArray(assetBrokers.assetId, assetIds))
    .orderBy(asc(assetBrokers.position));
}

/**
 * A result row with its brokers (in listing order) and its project's plan, read in the same statement as the page
 * (correlated subqueries on ten rows), so a search is one round trip for the page and one for the count. The outer
 * listing is named in full ("assets"."id"): drizzle writes a column inside a select's sql as its bare name, which the
 * subquery would take for its own brokers' id.
 */
const resultColumns = {
  asset: assets,
  brokers: sql<SearchBroker[]>`coalesce((
    select json_agg(json_build_object('id', b.id, 'firstName', b.first_name, 'lastName', b.last_name, 'company', b.company,
      'email', b.email, 'phone', b.phone, 'city', b.city, 'photoUrl', b.photo_url) order by ab.position)
    from ${assetBrokers} ab join ${brokers} b on b.id = ab.broker_id where ab.asset_id = "assets"."id"), '[]'::json)`,
  // the project's plan, else the plan the listing's order is on (a Bronze order opens the builder: part A §2)
  projectPlan: sql<
    string | null
  >`coalesce((select p.plan from ${projects} p where p.asset_id = "assets"."id" order by p.created_at desc limit 1),
    (select o.project_plan from ${assetOrders} o where o.asset_id = "assets"."id"))`,
};

/**
 * How many listings match, counted up to SEARCH_COUNT_CAP (ADR 0016): the broker links of the matching brokers are
 * read up to a bound, so a common prefix costs a few thousand index entries instead of every match. Exact below the
 * cap; `capped` when more match.
 */
async function countListings(db: Db, terms: SQL | undefined, auction: SQL | undefined): Promise<{ n: number; capped: boolean }> {
  const result = (n: number) => (n > SEARCH_COUNT_CAP ? { n: SEARCH_COUNT_CAP, capped: true } : { n, capped: false });
  if (!terms) {
    const some = db
      .select({ one: sql`1`.as('one') })
      .from(assets)
      .where(auction)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('s');
    const [row] = await db.select({ n: count() }).from(some);
    return result(row?.n ?? 0);
  }
  const links = (limit?: number) => {
    let q = db
      .select({ assetId: assetBrokers.assetId })
      .from(brokers)
      .innerJoin(assetBrokers, eq(assetBrokers.brokerId, brokers.id))
      .$dynamic();
    // Without the auction filter the listings themselves are never read.
    if (auction) q = q.innerJoin(assets, and(eq(assets.id, assetBrokers.assetId), auction));
    q = q.where(terms);
    return (limit ? q.limit(limit) : q).as('s');
  };
  // A listing has a handful of brokers, so this many links nearly always hold more than the cap's listings.
  const bound = LINKS_PER_LISTING * (SEARCH_COUNT_CAP + 1);
  const first = links(bound);
  const [row] = await db.select({ n: sql<number>`count(distinct ${first.assetId})::int`, links: count() }).from(first);
  if ((row?.links ?? 0) < bound || (row?.n ?? 0) > SEARCH_COUNT_CAP) return result(row?.n ?? 0);
  // Many matching brokers on few listings: count them all (rare; still right).
  const all = links();
  const [exact] = await db.select({ n: sql<number>`count(distinct ${all.assetId})::int` }).from(all);
  return result(exact?.n ?? 0);
}
const LINKS_PER_LISTING = 3;

/** The process's listing index over this database (ADR 0016), made on first use. */
export const listingIndexOf = perDatabase(createListingIndex);

/**
 * The listing search. `version` is the `listings` data version the request read with its session: when the in-memory
 * index is at that version it decides the page and the count, and only the page's rows are read; otherwise SQL does it all.
 */
export async function searchAssets(services: Pick<Services, 'db' | 'log' | 'config'>, input: SearchAssetsInput, version?: string | number) {
  const { db } = services;
  const indexed = services.config.searchIndex ? listingIndexOf(services).at(version)?.search(input) : undefined;
  if (indexed) {
    const rows = indexed.ids.length ? await db.select(resultColumns).from(assets).where(inArray(assets.id, indexed.ids)) : [];
    const page = inIndexOrder(indexed.ids, rows, (r) => r.asset.id);
    return { assets: page satisfies AssetSearchResult[], totalCount: indexed.totalCount, totalCountCapped: indexed.totalCountCapped };
  }
  const terms = brokerTerms(input);
  const auction = input.auctionData ? eq(assets.isAuction, input.auctionData === 'AUCTION') : undefined;
  const where = and(brokerMatch(terms), auction);
  const [rows, total] = await Promise.all([
    db
      .select(resultColumns)
      .from(assets)
      .where(where)
      .orderBy(sql`${assets.updatedOn} desc nulls last`, asc(assets.id))
      .limit(input.limit)
      .offset(input.offset),
    countListings(db, terms, auction),
  ]);
  return { assets: rows satisfies AssetSearchResult[], totalCount: total.n, totalCountCapped: total.capped };
}

/** Orders saved for later, the last saved first: a customer sees their own (saved by and owned by them), staff see everyone's. */
export async function getPendingAssets({ db }: Pick<Services, 'db'>, viewer: Viewer, input: { limit: number; offset: number }) {
  const where = and(
    isNotNull(assets.pendingBy),
    viewer.role === ROLES.USER ? and(eq(assets.pendingBy, viewer.id), eq(assetOrders.ownerId, viewer.id)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    // The order saved last comes first: the one a person just left is where they look for it.
    db
      .select(resultColumns)
      .from(assets)
      .leftJoin(assetOrders, eq(assetOrders.assetId, assets.id))
      .where(where)
      .orderBy(sql`${assetOrders.updatedAt} desc nulls last`, desc(assets.updatedOn), asc(assets.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(assets).leftJoin(assetOrders, eq(assetOrders.assetId, assets.id)).where(where),
  ]);
  return { assets: rows satisfies AssetSearchResult[], totalCount: total?.n ?? 0 };
}

/** Drops a pending order: it leaves the pending list and the asset takes the given status back. */
export async function deletePendingAssets({ db }: Pick<Services, 'db'>, viewer: Viewer, assetId: string, status: string | null) {
  const dropped = await dropPendingOrder(db, assetId, status, viewer.role === ROLES.USER ? viewer.id : undefined);
  if (!dropped) throw notFound(SALES_MESSAGES.noAssets);
  return { message: SALES_MESSAGES.assetDeleted };
}

export async function getPlans({ db }: Pick<Services, 'db'>) {
  const rows = await db.select().from(plans).orderBy(asc(plans.position));
  return {
    plans: rows.map((p) => ({ id: p.id, type: p.type, price: Number(p.price), description: p.description, default: p.isDefault })),
    featuresList: [...new Set(rows.flatMap((p) => p.description))],
  };
}

/** May this asset be ordered? Not when a project already exists for it, nor by a customer when another one's order it is. */
export async function projectCheckoutStatus({ db }: Pick<Services, 'db'>, viewer: Viewer, assetId: string, planName: string | undefined) {
  const [asset] = await db.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
  const [existing] = await db.select({ plan: projects.plan }).from(projects).where(eq(projects.assetId, assetId)).limit(1);
  if (existing) return { status: false, message: SALES_MESSAGES.alreadyOrdered, projectPlan: existing.plan };
  const [order] = await db.select({ ownerId: assetOrders.ownerId }).from(assetOrders).where(eq(assetOrders.assetId, assetId));
  if (isAnotherCustomersOrder(viewer, order)) return { status: false, message: ORDER_MESSAGES.otherCustomersOrder, projectPlan: null };
  const [fallback] = await db.select({ type: plans.type }).from(plans).where(eq(plans.isDefault, true));
  return { status: true, message: null, projectPlan: planName ?? fallback?.type ?? null };
}
