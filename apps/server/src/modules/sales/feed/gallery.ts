// A listing's gallery as the video domains read it (Bronze and VidPitch fill image slots with it): the processed
// images, and whether processing is still to come. gallery.job.ts makes them.
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { assets } from '../../core/index.js';
import { assetGalleries } from '../sales.table.js';

/** Storage keys of the listing's processed gallery images, in gallery order. */
export async function galleryKeysOf(db: Db | Tx, assetId: string): Promise<string[]> {
  const rows = await db
    .select({ key: assetGalleries.imageKey })
    .from(assetGalleries)
    .where(and(eq(assetGalleries.assetId, assetId), isNotNull(assetGalleries.imageKey)))
    .orderBy(asc(assetGalleries.position));
  return rows.map((r) => r.key!);
}

/** Whether the listing has gallery images that the gallery job has not processed yet. */
export async function galleryPending(db: Db | Tx, assetId: string): Promise<boolean> {
  const [a] = await db.select({ synced: assets.gallerySyncedAt }).from(assets).where(eq(assets.id, assetId));
  if (!a || a.synced) return false;
  const [g] = await db.select({ n: count() }).from(assetGalleries).where(eq(assetGalleries.assetId, assetId));
  return !!g?.n;
}
