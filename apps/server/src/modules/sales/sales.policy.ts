// Who may do what in sales: read and write the order of a listing (docs/adr/0011-order-ownership.md), which its owner,
// the customer who started it, and staff may. The order tabs, checkout and the order-tab uploads all ask here.
import { eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, ROLES, STUDIO_ROLES } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden } from '../../platform/errors.js';
import { assetOrders } from './sales.table.js';
import { projects } from '../core/index.js';

type OrderRow = typeof assetOrders.$inferSelect;

/** Studio staff work on every customer's order (ADR 0011). */
export const isOrderStaff = (viewer: Viewer) => STUDIO_ROLES.includes(viewer.role);

/**
 * The one answer to "has another customer started this order?" (ADR 0011), asked by the order tabs, the search card
 * (`projectCheckoutStatus`) and the Bronze builder. An order without an owner is a listing offered on a plan that
 * nobody has started: it is free, and the first write claims it. Only a customer is ever refused; staff work on every
 * order.
 */
export function isAnotherCustomersOrder(viewer: Viewer, order: Pick<OrderRow, 'ownerId'> | null | undefined): boolean {
  return viewer.role === ROLES.USER && !!order?.ownerId && order.ownerId !== viewer.id;
}

/**
 * May the viewer read or write the order of this listing? Staff always; a customer when nobody started an order yet
 * (writing one makes it theirs) or when it is theirs. Callers that write hold the listing's row lock first, so two
 * customers cannot both find the listing free. Refuses with the reason: the listing and its order status are shown
 * to every sales-portal user by the search anyway, so saying so hides nothing.
 */
export function checkOrderAccess(viewer: Viewer, order: Pick<OrderRow, 'ownerId'> | null | undefined): void {
  if (isOrderStaff(viewer)) return;
  if (viewer.role !== ROLES.USER) throw forbidden();
  if (isAnotherCustomersOrder(viewer, order)) throw forbidden(ORDER_MESSAGES.otherCustomersOrder);
}

/** checkOrderAccess on the stored order; returns it (null when none was started). */
export async function requireOrderAccess(db: Db | Tx, viewer: Viewer, assetId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(assetOrders).where(eq(assetOrders.assetId, assetId));
  checkOrderAccess(viewer, order);
  return order ?? null;
}

/** Has the listing become a project (the order is placed)? */
async function isPlaced(db: Db | Tx, assetId: string): Promise<boolean> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.assetId, assetId)).limit(1);
  return !!project;
}

/** The order access check for a write; a customer may no longer change an order once it is placed (staff may). */
export async function checkOrderWritable(db: Db | Tx, viewer: Viewer, assetId: string): Promise<void> {
  await requireOrderAccess(db, viewer, assetId);
  if (!isOrderStaff(viewer) && (await isPlaced(db, assetId))) throw badInput(ORDER_MESSAGES.placedOrderLocked);
}

/**
 * May the viewer write the pictures of this default broker (`default_broker/{uuid}/image|logo`)? Only when they may
 * write every order that uses the broker: the pictures belong to whoever may write those orders.
 */
export async function checkDefaultBrokerWritable(db: Db | Tx, viewer: Viewer, brokerUuid: string): Promise<void> {
  const orders = await db
    .select({ assetId: assetOrders.assetId })
    .from(assetOrders)
    .where(sql`exists (select 1 from jsonb_array_elements(${assetOrders.crexiDefaultBrokers}) b where lower(b->>'uuid') = ${brokerUuid})`);
  for (const order of orders) await checkOrderWritable(db, viewer, order.assetId);
}
