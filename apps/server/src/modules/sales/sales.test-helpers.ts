// Shared by the sales integration tests.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, assets } from '../core/index.js';
import { assetOrders } from './sales.table.js';

/** Listings nobody has ordered, started an order on or saved for later, in a stable order: each test takes its own. */
export async function freeAssetIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .leftJoin(projects, eq(projects.assetId, assets.id))
    .leftJoin(assetOrders, eq(assetOrders.assetId, assets.id))
    .where(and(isNull(projects.id), isNull(assets.pendingBy), isNull(assetOrders.assetId)))
    .orderBy(asc(assets.assetCrexiId));
  return rows.map((a) => a.id);
}
