// The boundary each demo customer drew around their property (the order's map tab): an irregular quadrilateral of
// about 150 by 120 metres around the listing's position, so the pilot's map and the coverage check have one to show.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { assets, projects } from '../modules/core/index.js';
import { assetOrders } from '../modules/sales/sales.table.js';

/** Corner offsets in degrees (lat, lng): roughly 75 m north-south and 60 m east-west from the centre at mid latitudes. */
const CORNERS = [
  [0.00068, -0.00061],
  [0.00071, 0.00072],
  [-0.00064, 0.00069],
  [-0.00059, -0.00074],
] as const;

export async function seedBoundaries(tx: Tx): Promise<void> {
  const rows = await tx
    .select({ assetId: assets.id, lat: assets.latitude, lng: assets.longitude, ownerId: projects.customerId, plan: projects.plan })
    .from(projects)
    .innerJoin(assets, eq(assets.id, projects.assetId))
    .where(and(isNotNull(assets.latitude), isNotNull(assets.longitude)))
    .orderBy(asc(projects.number));
  for (const [i, r] of rows.entries()) {
    const lat = Number(r.lat);
    const lng = Number(r.lng);
    const wobble = ((i % 5) - 2) * 0.00004;
    const mapGeopoints = CORNERS.map(([dLat, dLng], k) => ({
      lat: +(lat + dLat + (k % 2 ? wobble : 0)).toFixed(6),
      lng: +(lng + dLng - (k % 2 ? 0 : wobble)).toFixed(6),
    }));
    await tx
      .insert(assetOrders)
      .values({ assetId: r.assetId, ownerId: r.ownerId, projectPlan: r.plan, mapGeopoints })
      .onConflictDoUpdate({ target: assetOrders.assetId, set: { mapGeopoints }, setWhere: sql`${assetOrders.mapGeopoints} is null` });
  }
}
