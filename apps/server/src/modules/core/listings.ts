// The writes to listings, their brokers and the links between them that other domains make: the listing feed's
// import, an order's status on its listing, the gallery's outcome, a broker's contact data, flag and CRM sync.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { assetBrokers, assets, brokers } from './listings.table.js';

type BrokerRow = typeof brokers.$inferSelect;

// ---- the listing feed's import ------------------------------------------------------------------------------------

/** `(a, b, …) is distinct from (x, y, …)`: an upsert that changes nothing leaves the row (and its place) alone. */
const changed = (current: SQL[], next: SQL[]) => sql`(${sql.join(current, sql`, `)}) is distinct from (${sql.join(next, sql`, `)})`;

/**
 * The feed's brokers, by externalId: new ones added, known ones updated where the feed changed them. Contact data
 * fixed in the brokers directory wins over the feed; an empty feed value never erases one.
 */
export async function upsertFeedBrokers(tx: Tx, rows: (typeof brokers.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  const next = {
    firstName: sql`excluded.first_name`,
    lastName: sql`excluded.last_name`,
    company: sql`excluded.company`,
    city: sql`excluded.city`,
    photoUrl: sql`coalesce(excluded.photo_url, ${brokers.photoUrl})`,
    email: sql`case when ${brokers.brokerUpdatedAt} is null then coalesce(excluded.email, ${brokers.email}) else ${brokers.email} end`,
    phone: sql`case when ${brokers.brokerUpdatedAt} is null and cardinality(excluded.phone) > 0 then excluded.phone else ${brokers.phone} end`,
  };
  const current = [brokers.firstName, brokers.lastName, brokers.company, brokers.city, brokers.photoUrl, brokers.email, brokers.phone].map(
    (c) => sql`${c}`,
  );
  await tx
    .insert(brokers)
    .values(rows)
    .onConflictDoUpdate({ target: brokers.externalId, set: next, setWhere: changed(current, Object.values(next)) });
}

/** Feed columns of assets: written on insert, and on conflict only when one of them changed. */
const FEED_ASSET_COLUMNS = [
  ['name', 'name'],
  ['description', 'description'],
  ['marketingDescription', 'marketing_description'],
  ['askingPrice', 'asking_price'],
  ['propertyType', 'property_type'],
  ['address', 'address'],
  ['city', 'city'],
  ['county', 'county'],
  ['state', 'state'],
  ['zip', 'zip'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['crexiUrl', 'crexi_url'],
  ['isPrivate', 'is_private'],
  ['isAuction', 'is_auction'],
  ['listingStatus', 'listing_status'],
  ['details', 'details'],
  ['activatedOn', 'activated_on'],
  ['updatedOn', 'updated_on'],
] as const;
export type FeedAsset = Pick<typeof assets.$inferInsert, 'assetCrexiId' | (typeof FEED_ASSET_COLUMNS)[number][0]>;

/**
 * The feed's listings, by assetCrexiId: new ones added, known ones updated where a feed column changed (order data
 * is never touched). Answers the rows written, `inserted` for the new ones; unchanged listings are not among them.
 */
export async function upsertFeedListings(tx: Tx, rows: FeedAsset[]): Promise<{ id: string; inserted: boolean }[]> {
  return tx
    .insert(assets)
    .values(rows)
    .onConflictDoUpdate({
      target: assets.assetCrexiId,
      set: Object.fromEntries(FEED_ASSET_COLUMNS.map(([field, column]) => [field, sql.raw(`excluded.${column}`)])),
      setWhere: changed(
        FEED_ASSET_COLUMNS.map(([field]) => sql`${assets[field]}`),
        FEED_ASSET_COLUMNS.map(([, column]) => sql.raw(`excluded.${column}`)),
      ),
    })
    .returning({ id: assets.id, inserted: sql<boolean>`(xmax = 0)` });
}

/** Replaces the broker links of these listings with `links` (positions and the added-in-VMS mark as given). */
export async function linkBrokers(tx: Tx, assetIds: string[], links: (typeof assetBrokers.$inferInsert)[]): Promise<void> {
  if (assetIds.length) await tx.delete(assetBrokers).where(inArray(assetBrokers.assetId, assetIds));
  if (links.length) await tx.insert(assetBrokers).values(links);
}

/** addNewBrokerToAsset: one more broker on a listing, after the others, kept by later feed syncs. */
export async function addBrokerToListing(tx: Tx, assetId: string, brokerId: string, position: number): Promise<void> {
  await tx.insert(assetBrokers).values({ assetId, brokerId, position, addedInVms: true });
}

/** The gallery's last processing of a listing: its thumbnail, and the error of a run that partly failed. */
export async function recordGallerySync(db: Db | Tx, assetId: string, r: { thumbnailUrl: string | null; error: string | null }) {
  await db
    .update(assets)
    .set({ thumbnailUrl: r.thumbnailUrl, gallerySyncedAt: new Date(), gallerySyncError: r.error })
    .where(eq(assets.id, assetId));
}

// ---- an order on its listing -------------------------------------------------------------------------------------

/** Order status values of an asset (`assets.status`). */
export const ASSET_ORDER_STATUS = { inProgress: 'Inprogress', complete: 'Complete' } as const;

/** An order is being put together: the listing's order status, and (Save For Later) whose pending list it is on. */
export async function setAssetOrderStatus(tx: Tx, assetId: string, status: string, pendingBy?: string): Promise<void> {
  await tx
    .update(assets)
    .set({ status, ...(pendingBy !== undefined ? { pendingBy } : {}) })
    .where(eq(assets.id, assetId));
}

/** The listing is a pending order of `ownerId` (in progress, on their pending list). */
export const markAssetPending = (tx: Tx, assetId: string, ownerId: string) =>
  setAssetOrderStatus(tx, assetId, ASSET_ORDER_STATUS.inProgress, ownerId);

/** Checkout placed the order: the listing's order is complete and on nobody's pending list. */
export async function markAssetOrdered(tx: Tx, assetId: string): Promise<void> {
  await tx.update(assets).set({ status: ASSET_ORDER_STATUS.complete, pendingBy: null }).where(eq(assets.id, assetId));
}

/**
 * A pending order dropped: it leaves the pending list (of `pendingBy` only, when given) and the listing takes `status`
 * back. Answers whether there was such a pending order.
 */
export async function dropPendingOrder(db: Db | Tx, assetId: string, status: string | null, pendingBy?: string): Promise<boolean> {
  const updated = await db
    .update(assets)
    .set({ pendingBy: null, status })
    .where(and(eq(assets.id, assetId), isNotNull(assets.pendingBy), pendingBy ? eq(assets.pendingBy, pendingBy) : undefined))
    .returning({ id: assets.id });
  return updated.length > 0;
}

// ---- a broker's record ---------------------------------------------------------------------------------------------

/** The brokers directory's edit of a broker's contact data (clearing the flag if asked). Answers whether the broker exists. */
export async function updateBrokerContact(
  db: Db | Tx,
  brokerId: string,
  c: Pick<BrokerRow, 'email' | 'phone'> & { clearFlag: boolean },
): Promise<boolean> {
  const flagClear = c.clearFlag ? { flagType: null, priority: null, note: null, flaggedAt: null } : {};
  const updated = await db
    .update(brokers)
    .set({ email: c.email, phone: c.phone, brokerUpdatedAt: new Date(), ...flagClear })
    .where(eq(brokers.id, brokerId))
    .returning({ id: brokers.id });
  return updated.length > 0;
}

/** An operator's flag on a broker. Answers whether the broker exists. */
export async function setBrokerFlag(db: Db | Tx, brokerId: string, f: Pick<BrokerRow, 'flagType' | 'priority' | 'note'>): Promise<boolean> {
  const updated = await db
    .update(brokers)
    .set({ ...f, flaggedAt: new Date() })
    .where(eq(brokers.id, brokerId))
    .returning({ id: brokers.id });
  return updated.length > 0;
}

/** These brokers are now in the CRM as VMS holds them. */
export async function markBrokersSynced(db: Db | Tx, brokerIds: string[]): Promise<void> {
  if (brokerIds.length) await db.update(brokers).set({ crmSyncedAt: new Date(), crmSyncError: null }).where(inArray(brokers.id, brokerIds));
}

/** The CRM refused this broker: the error stays until a push succeeds. */
export async function markBrokerSyncFailed(db: Db | Tx, brokerId: string, error: string): Promise<void> {
  await db.update(brokers).set({ crmSyncError: error }).where(eq(brokers.id, brokerId));
}
