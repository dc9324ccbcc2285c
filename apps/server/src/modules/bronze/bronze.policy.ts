// Which Bronze order a call is about, and whether the viewer may work on it (docs/adr/0022-bronze.md): a project's
// order under the one project policy (purpose 'review': studio staff, its customer, its editor); a listing's order
// before checkout for the sales roles, a customer only on their own (or an unclaimed) order.
import { and, asc, eq } from 'drizzle-orm';
import { BRONZE_MESSAGES, BRONZE_PLAN, ORDER_MESSAGES, ROUTE_GROUPS } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { assetBrokers, assets, brokers, projects, visibleProject, type ProjectRow } from '../core/index.js';
import { assetOrders, isAnotherCustomersOrder } from '../sales/index.js';
import { bronzeOrders, type BronzeOrderRow } from './bronze.table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BronzeTarget {
  order: BronzeOrderRow;
  project: ProjectRow | null;
  asset: typeof assets.$inferSelect | null;
}

export interface BronzeRef {
  assetId?: string | null;
  projectId?: string | null;
}

/** The project's order, made on first use (a Bronze project ordered without the builder has none yet). */
async function orderOfProject(db: Db | Tx, project: ProjectRow): Promise<BronzeOrderRow> {
  const [byProject] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.projectId, project.id));
  if (byProject) return byProject;
  if (project.assetId) {
    const [byAsset] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, project.assetId));
    if (byAsset) {
      const [tied] = await db.update(bronzeOrders).set({ projectId: project.id }).where(eq(bronzeOrders.id, byAsset.id)).returning();
      return tied!;
    }
  }
  await db
    .insert(bronzeOrders)
    .values({ projectId: project.id, assetId: project.assetId, ownerId: project.customerId })
    .onConflictDoNothing();
  const [made] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.projectId, project.id));
  return made!;
}

async function assetRow(db: Db | Tx, id: string | null) {
  if (!id) return null;
  const [row] = await db.select().from(assets).where(eq(assets.id, id));
  return row ?? null;
}

async function projectTarget(db: Db | Tx, viewer: Viewer, ref: string | { id: string }): Promise<BronzeTarget> {
  const project = await visibleProject(db, viewer, 'review', ref);
  if (project.plan !== BRONZE_PLAN) throw badInput(BRONZE_MESSAGES.notBronze, 'projectId');
  const order = await orderOfProject(db, project);
  return { order, project, asset: await assetRow(db, project.assetId) };
}

/**
 * The order of a project (by number or uuid) or of a listing (by asset uuid; a listing already ordered answers as its
 * project). The project is checked first, so a project of someone else's is NOT_FOUND before any other check.
 */
export async function bronzeTarget(db: Db | Tx, viewer: Viewer, ref: BronzeRef): Promise<BronzeTarget> {
  if (ref.projectId) return projectTarget(db, viewer, ref.projectId);
  const assetId = ref.assetId?.trim() ?? '';
  if (!UUID.test(assetId)) throw notFound(BRONZE_MESSAGES.noChapters);
  const asset = await assetRow(db, assetId);
  if (!asset) {
    // the builder's route carries a project's uuid when an editor or a text change opens it
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, assetId));
    if (project) return projectTarget(db, viewer, { id: project.id });
    throw notFound(BRONZE_MESSAGES.noChapters);
  }
  const [ordered] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.assetId, asset.id))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  if (ordered) return projectTarget(db, viewer, { id: ordered.id });
  // before checkout: the sales roles build the order; the editor has nothing to open yet
  if (!(ROUTE_GROUPS.sales as readonly string[]).includes(viewer.role)) throw notFound(BRONZE_MESSAGES.noChapters);
  const [sales] = await db.select({ ownerId: assetOrders.ownerId }).from(assetOrders).where(eq(assetOrders.assetId, asset.id));
  const [existing] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, asset.id));
  const owner = existing?.ownerId ?? sales?.ownerId ?? null;
  if (isAnotherCustomersOrder(viewer, { ownerId: owner })) throw forbidden(ORDER_MESSAGES.otherCustomersOrder);
  if (existing) return { order: existing, project: null, asset };
  await db.insert(bronzeOrders).values({ assetId: asset.id, ownerId: owner }).onConflictDoNothing();
  const [made] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, asset.id));
  return { order: made!, project: null, asset };
}

/** The uuid the order's pictures are stored under: the project's once checked out, the listing's before. */
export const imageOwnerOf = (t: BronzeTarget) => t.project?.id ?? t.order.assetId ?? t.order.id;

/** The listing's first broker, for the contact chapter's defaults. */
export async function firstBroker(db: Db | Tx, assetId: string | null) {
  if (!assetId) return null;
  const [b] = await db
    .select({
      firstName: brokers.firstName,
      lastName: brokers.lastName,
      email: brokers.email,
      phone: brokers.phone,
      city: brokers.city,
      company: brokers.company,
    })
    .from(assetBrokers)
    .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
    .where(and(eq(assetBrokers.assetId, assetId)))
    .orderBy(asc(assetBrokers.position))
    .limit(1);
  return b ?? null;
}
