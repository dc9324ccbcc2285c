// The pictures a customer or editor adds to an order (the Bronze builder's chapters), by the asset's or project's uuid
// and package type: read, added, removed and moved to the project at checkout. The Bronze domain keeps them here.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { customAssetImages } from './management.table.js';

export type CustomImageRow = typeof customAssetImages.$inferSelect;
type Owner = { uuid: string; packageType: string };

/** The owner's pictures of the package, newest first. */
export function customImagesOf(db: Db | Tx, owner: Owner): Promise<CustomImageRow[]> {
  return db
    .select()
    .from(customAssetImages)
    .where(and(eq(customAssetImages.uuid, owner.uuid), eq(customAssetImages.packageType, owner.packageType)))
    .orderBy(desc(customAssetImages.createdAt));
}

export function addCustomImages(
  tx: Db | Tx,
  owner: Owner,
  images: readonly { fileType: string; chapter: string; s3ImageLink: string }[],
): Promise<CustomImageRow[]> {
  return tx
    .insert(customAssetImages)
    .values(images.map((i) => ({ ...owner, ...i })))
    .returning();
}

/** Removes the owner's pictures of the package (of one kind, or these links, when given); returns their links. */
export async function removeCustomImages(
  db: Db | Tx,
  owner: Owner,
  which: { fileType?: string | null; links?: readonly string[] } = {},
): Promise<string[]> {
  const removed = await db
    .delete(customAssetImages)
    .where(
      and(
        eq(customAssetImages.uuid, owner.uuid),
        eq(customAssetImages.packageType, owner.packageType),
        which.fileType ? eq(customAssetImages.fileType, which.fileType) : undefined,
        which.links ? inArray(customAssetImages.s3ImageLink, [...which.links]) : undefined,
      ),
    )
    .returning({ link: customAssetImages.s3ImageLink });
  return removed.map((r) => r.link);
}

/** The pictures of one uuid become another's (a listing's order become a project's at checkout). */
export async function moveCustomImages(tx: Tx, packageType: string, from: string, to: string): Promise<void> {
  await tx
    .update(customAssetImages)
    .set({ uuid: to })
    .where(and(eq(customAssetImages.uuid, from), eq(customAssetImages.packageType, packageType)));
}
