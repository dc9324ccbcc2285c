// Who may do what to a Bronze order (docs/adr/0022-bronze.md), the server's answers in one place: which order a call
// is about and whether the viewer may work on it (a project's order under the one project policy, purpose 'review':
// studio staff, its customer, its editor; a listing's order before checkout for the sales roles, a customer only on
// their own or an unclaimed order), who renders it, who adds which picture and who changes which field of a chapter.
// The last two are shared rules (mayAddBronzePicture, lockedFor) that the builder page reads too.
import { asc, eq } from 'drizzle-orm';
import { BRONZE_MESSAGES, BRONZE_PLAN, ORDER_MESSAGES, ROLES, ROUTE_GROUPS, lockedFor, mayAddBronzePicture } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { assets, projects, visibleProject, type ProjectRow } from '../core/index.js';
import { isAnotherCustomersOrder, orderOwnerOf } from '../sales/index.js';
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
  const [existing] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, asset.id));
  const owner = existing?.ownerId ?? (await orderOwnerOf(db, asset.id));
  if (isAnotherCustomersOrder(viewer, { ownerId: owner })) throw forbidden(ORDER_MESSAGES.otherCustomersOrder);
  if (existing) return { order: existing, project: null, asset };
  await db.insert(bronzeOrders).values({ assetId: asset.id, ownerId: owner }).onConflictDoNothing();
  const [made] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, asset.id));
  return { order: made!, project: null, asset };
}

/** Whether the viewer may render the order now: the editor (or staff) before review, the customer for a text change. */
export function mayRender(viewer: Viewer, textChange: boolean) {
  return viewer.role !== ROLES.USER || textChange;
}

/** Refuses pictures a role may not add to a chapter (part B §2.3, §6), whatever the page shows. */
export function checkPictureRights(viewer: Viewer, pictures: readonly { fileType: string; chapter: string }[]) {
  for (const p of pictures) {
    if (!mayAddBronzePicture(viewer.role, p.fileType, Number(p.chapter.replace('Chapter_', ''))))
      throw forbidden(BRONZE_MESSAGES.pictureNotAllowed(p.fileType, p.chapter));
  }
}

/**
 * Whether the viewer may change this key of a chapter item (its value, checkbox or label): not the value of a field
 * read-only for everyone (the e-mail), nor any key of one read-only for the role (the editor's instructions for an
 * editor); those keep their saved values.
 */
export function mayChangeKey(viewer: Viewer, item: { attributeValue: string; fieldDisable: boolean }, key: string) {
  return !lockedFor(viewer.role, item.attributeValue) && !(item.fieldDisable && key === item.attributeValue);
}
