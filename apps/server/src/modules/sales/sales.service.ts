// The sales portal's search side: listings found by their brokers, pending orders, plans and the checkout check.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES, ROLES, SALES_MESSAGES, type SearchAssetsInput } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import { containsPattern, escapeLike } from '../../db/like.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { notFound } from '../../graphql/errors.js';
import { brokers, projects, assetBrokers, assets, plans } from '../core/index.js';
import { assetOrders } from './sales.table.js';
import type { Services } from '../../services.js';

export type AssetRow = typeof assets.$inferSelect;
export type SearchBroker = Pick<typeof brokers.$inferSelect, 'id' | 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'city' | 'photoUrl'>;
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

async function withBrokersAndPlans(db: Db, rows: AssetRow[]): Promise<AssetSearchResult[]> {
  if (!rows.length) return [];
  const ids = rows.map((a) => a.id);
  const [links, orders] = await Promise.all([
    brokersOfAssets(db, ids),
    db.select({ assetId: projects.assetId, plan: projects.plan }).from(projects).where(inArray(projects.assetId, ids)),
  ]);
  const planOf = new Map(orders.map((o) => [o.assetId, o.plan]));
  return rows.map((asset) => ({
    asset,
    brokers: links.filter((l) => l.assetId === asset.id).map(({ assetId: _, ...b }) => b),
    projectPlan: planOf.get(asset.id) ?? null,
  }));
}

export async function searchAssets({ db }: Pick<Services, 'db'>, input: SearchAssetsInput) {
  const terms = brokerTerms(input);
  const auction = input.auctionData ? eq(assets.isAuction, input.auctionData === 'AUCTION') : undefined;
  const where = and(brokerMatch(terms), auction);
  // The count is most of a search's work (a common prefix matches thousands of listings). Without the auction
  // filter it never reads the listings: brokers by name, then their listing links, both index-only scans.
  const total =
    terms && !auction
      ? db
          .select({ n: sql<number>`count(distinct ${assetBrokers.assetId})::int` })
          .from(brokers)
          .innerJoin(assetBrokers, eq(assetBrokers.brokerId, brokers.id))
          .where(terms)
      : db.select({ n: count() }).from(assets).where(where);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(where)
      .orderBy(sql`${assets.updatedOn} desc nulls last`, asc(assets.id))
      .limit(input.limit)
      .offset(input.offset),
    total,
  ]);
  return { assets: await withBrokersAndPlans(db, rows), totalCount: totalRow?.n ?? 0 };
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
      .select({ asset: assets })
      .from(assets)
      .leftJoin(assetOrders, eq(assetOrders.assetId, assets.id))
      .where(where)
      .orderBy(sql`${assetOrders.updatedAt} desc nulls last`, desc(assets.updatedOn), asc(assets.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(assets).leftJoin(assetOrders, eq(assetOrders.assetId, assets.id)).where(where),
  ]);
  return { assets: await withBrokersAndPlans(db, rows.map((r) => r.asset)), totalCount: total?.n ?? 0 };
}

/** Drops a pending order: it leaves the pending list and the asset takes the given status back. */
export async function deletePendingAssets({ db }: Pick<Services, 'db'>, viewer: Viewer, assetId: string, status: string | null) {
  const mine = viewer.role === ROLES.USER ? eq(assets.pendingBy, viewer.id) : undefined;
  const updated = await db
    .update(assets)
    .set({ pendingBy: null, status })
    .where(and(eq(assets.id, assetId), isNotNull(assets.pendingBy), mine))
    .returning({ id: assets.id });
  if (!updated.length) throw notFound(SALES_MESSAGES.noAssets);
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
  if (viewer.role === ROLES.USER) {
    const [order] = await db.select({ ownerId: assetOrders.ownerId }).from(assetOrders).where(eq(assetOrders.assetId, assetId));
    if (order && order.ownerId !== viewer.id) return { status: false, message: ORDER_MESSAGES.otherCustomersOrder, projectPlan: null };
  }
  const [fallback] = await db.select({ type: plans.type }).from(plans).where(eq(plans.isDefault, true));
  return { status: true, message: null, projectPlan: planName ?? fallback?.type ?? null };
}
