// A listing's order as a builder keeps it before checkout (the Bronze builder): who started it, and the pending order
// each save makes (ADR 0011: the first to build a free listing's order owns it).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { assetOrders } from '../sales.table.js';

/** Who started the listing's order: null when nobody did (or it has none). */
export async function orderOwnerOf(db: Db | Tx, assetId: string): Promise<string | null> {
  const [order] = await db.select({ ownerId: assetOrders.ownerId }).from(assetOrders).where(eq(assetOrders.assetId, assetId));
  return order?.ownerId ?? null;
}

/**
 * The listing's order on `plan`, pending for `ownerId`: made when the listing has none; a listing put on the plan
 * with nobody's order becomes the order of whoever builds it first; the elite auction is kept unless one is given.
 */
export async function keepOrderOnPlan(
  tx: Tx,
  input: { assetId: string; plan: string; ownerId: string; updatedBy: string; eliteAuction: string | null },
): Promise<void> {
  const { assetId, plan, ownerId, updatedBy, eliteAuction } = input;
  await tx
    .insert(assetOrders)
    .values({ assetId, projectPlan: plan, ownerId, updatedBy, eliteAuction })
    .onConflictDoUpdate({
      target: assetOrders.assetId,
      set: {
        projectPlan: plan,
        ownerId: sql`coalesce(${assetOrders.ownerId}, ${ownerId}::uuid)`,
        updatedBy,
        updatedAt: new Date(),
        ...(eliteAuction ? { eliteAuction } : {}),
      },
    });
}
