// The order of a listing: reading and saving the eight tabs, the boundary map, the plan and the CRM quote.
import { and, asc, count, desc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import {
  DEFAULT_PROJECT_PLAN,
  IMAGE_PUT_MAX_BYTES,
  MB,
  ORDER_MESSAGES,
  SALES_MESSAGES,
  SHOOT_DATE_PAST_MESSAGE,
  isBoundaryImage,
  isInteriorContactComplete,
  shootDateNotPast,
} from '@vms/shared';
import type { z } from 'zod';
import type { dealMapSchema, quotePropertiesSchema, addAssetDetailsSchema, nearbyListSchema } from '@vms/shared';
import type { Db, Tx } from '../../../db/client.js';
import type { Services } from '../../../services.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { KeyError, confine } from '../../../platform/storage/keys.js';
import {
  addBrokerToListing,
  ASSET_ORDER_STATUS,
  brokers,
  projects,
  assetBrokers,
  assets,
  plans,
  setAssetOrderStatus,
  setDealQuote,
  type QuoteProperties,
} from '../../core/index.js';
import { brokersOfAssets, type AssetRow, type SearchBroker } from '../search/sales.service.js';
import { assetGalleries, assetNearbyPlaces, assetOrders } from '../sales.table.js';
import type { InteriorVideoContact } from '../sales.table.js';
import type { AssetDetailView, AssetPlanView } from './order.types.js';
import { crmDealPushJob } from '../checkout/sales.jobs.js';
import { checkOrderAccess, checkOrderWritable, requireOrderAccess } from '../sales.policy.js';

type AddAssetDetails = z.infer<typeof addAssetDetailsSchema>;
type OrderRow = typeof assetOrders.$inferSelect;
type OrderPatch = Partial<Omit<typeof assetOrders.$inferInsert, 'assetId' | 'ownerId'>>;
type PlaceRow = typeof assetNearbyPlaces.$inferSelect;

const CITY_DISTANCES: readonly number[] = [200];
const CALLOUT_DISTANCES: readonly number[] = [100, 10];
const NOT_ON_ORDER = 'This place is not part of the order.';
const MAP_NOT_UPLOADED = 'The map screenshot has not been uploaded yet.';
export const IMAGE_TOO_LARGE = `The image is too large (at most ${IMAGE_PUT_MAX_BYTES / MB} MB).`;

/** Uploads of the order tabs: a default broker's photo and logo, and the boundary map screenshot of an asset (lower-case ids, as presigned). */
export const defaultBrokerPrefix = (uuid: string) => `default_broker/${uuid.toLowerCase()}/`;
export const dealMapPrefix = (assetId: string) => `deal_map/${assetId.toLowerCase()}/`;

/** A storage key the client sends back, proven to lie below `prefix` (no traversal, no other asset's files). */
function storageKey(raw: string, prefix: string, field: string): string {
  try {
    return confine(raw, prefix);
  } catch (err) {
    if (err instanceof KeyError) throw badInput(err.message, field);
    throw err;
  }
}

/** The default plan's type: plans.is_default, else the spec's PLATINUM. */
export async function defaultPlanType(db: Db | Tx): Promise<string> {
  const [p] = await db.select({ type: plans.type }).from(plans).where(eq(plans.isDefault, true)).limit(1);
  return p?.type ?? DEFAULT_PROJECT_PLAN;
}

/** Locks the asset row until the transaction ends, so writes to one order (and checkout) happen one after another. */
export async function lockAsset(tx: Tx, assetId: string): Promise<AssetRow> {
  const [asset] = await tx.select().from(assets).where(eq(assets.id, assetId)).for('update');
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
  return asset;
}

/**
 * lockAsset, asks whether the viewer may work on the order (requireOrderAccess, answered with it), then refuses an
 * asset that already became a project: its order is placed and no longer changes. The caller's right comes first, so
 * another customer hears FORBIDDEN, not the state of an order that is not theirs.
 */
export async function lockOrderableAsset(tx: Tx, viewer: Viewer, assetId: string): Promise<{ asset: AssetRow; order: OrderRow | null }> {
  const asset = await lockAsset(tx, assetId);
  const order = await requireOrderAccess(tx, viewer, asset.id);
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.assetId, assetId)).limit(1);
  if (project) throw badInput(ORDER_MESSAGES.alreadyOrdered);
  return { asset, order };
}

async function requireAsset(db: Db | Tx, assetId: string): Promise<void> {
  const [asset] = await db.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
}

/**
 * Writes the given order fields, creating the order (on the default plan, owned by the writer) when the asset has none
 * yet; an order nobody owns (a listing offered on a plan, ADR 0011) becomes the writer's.
 */
export async function upsertOrder(db: Db | Tx, viewerId: string, assetId: string, patch: OrderPatch): Promise<void> {
  const stamp = { updatedBy: viewerId, updatedAt: new Date() };
  await db
    .insert(assetOrders)
    .values({ assetId, ownerId: viewerId, projectPlan: patch.projectPlan ?? (await defaultPlanType(db)), ...patch, ...stamp })
    .onConflictDoUpdate({
      target: assetOrders.assetId,
      set: { ...patch, ...stamp, ownerId: sql`coalesce(${assetOrders.ownerId}, ${viewerId}::uuid)` },
    });
}

/** Everything saved about an order as stored (storage keys, not URLs): the tabs read it, and so does the checkout e-mail. */
export interface StoredOrder {
  asset: AssetRow;
  brokers: SearchBroker[];
  order: OrderRow | null;
  /** Nearby cities and callouts: farthest distance first, then in their saved order. */
  places: PlaceRow[];
  galleryCount: number;
}

/** The order of a listing as stored, or null when nobody started one (the pilot's site details and coverage read it). */
export async function orderOf(db: Db | Tx, assetId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(assetOrders).where(eq(assetOrders.assetId, assetId));
  return order ?? null;
}

/**
 * Every storage key an order uses: the boundary map screenshots and the default brokers' photos and logos. The
 * hourly cleanup removes the order-tab uploads that are none of these.
 */
export async function orderImageKeys(db: Db | Tx): Promise<Set<string>> {
  const orders = await db
    .select({ map: assetOrders.mapScreenshot, brokers: assetOrders.crexiDefaultBrokers })
    .from(assetOrders)
    .where(or(isNotNull(assetOrders.mapScreenshot), sql`jsonb_array_length(${assetOrders.crexiDefaultBrokers}) > 0`));
  const used = new Set<string>();
  for (const o of orders) {
    if (o.map) used.add(o.map);
    for (const b of o.brokers) for (const k of [b.imageUrl, b.companyLogoUrl]) if (k) used.add(k);
  }
  return used;
}

export async function loadOrder(db: Db | Tx, assetId: string): Promise<StoredOrder> {
  const [asset] = await db.select().from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
  const [links, order, places, [gallery]] = await Promise.all([
    brokersOfAssets(db, [assetId]),
    orderOf(db, assetId),
    db
      .select()
      .from(assetNearbyPlaces)
      .where(eq(assetNearbyPlaces.assetId, assetId))
      .orderBy(desc(assetNearbyPlaces.distanceFromAsset), asc(assetNearbyPlaces.position), asc(assetNearbyPlaces.id)),
    db.select({ n: count() }).from(assetGalleries).where(eq(assetGalleries.assetId, assetId)),
  ]);
  return {
    asset,
    brokers: links.map(({ assetId: _, ...b }) => b),
    order,
    places,
    galleryCount: gallery?.n ?? 0,
  };
}

export async function getAssetDetails(s: Pick<Services, 'db' | 'storage'>, viewer: Viewer, assetId: string): Promise<AssetDetailView> {
  const { asset, brokers: assetBrokerList, order, places, galleryCount } = await loadOrder(s.db, assetId);
  checkOrderAccess(viewer, order);
  const readUrl = (key: string | null | undefined) => (key ? s.storage.readUrl(key) : Promise.resolve(null));
  const crexiDefaultBrokers = await Promise.all(
    (order?.crexiDefaultBrokers ?? []).map(async (b) => ({
      ...b,
      imageKey: b.imageUrl,
      companyLogoKey: b.companyLogoUrl,
      imageUrl: await readUrl(b.imageUrl),
      companyLogoUrl: await readUrl(b.companyLogoUrl),
    })),
  );
  const place = (p: PlaceRow) => ({ id: p.id, name: p.name, distanceFromAsset: p.distanceFromAsset });
  return {
    asset: { asset, brokers: assetBrokerList, galleryCount },
    nearbyCities: places.filter((p) => CITY_DISTANCES.includes(p.distanceFromAsset)).map(place),
    nearbyCallouts: places.filter((p) => CALLOUT_DISTANCES.includes(p.distanceFromAsset)).map(place),
    interiorVideoContact: order?.interiorVideoContact ?? null,
    auction: order?.auction ? { id: assetId, ...order.auction } : null,
    callToAction: order?.callToAction ? { text: order.callToAction } : null,
    eliteAuction: order?.eliteAuction ?? null,
    crexiDefaultBrokers,
    includedBrokers: order?.includedBrokers ?? [],
    mapScreenshot: await readUrl(order?.mapScreenshot),
    mapScreenshotKey: order?.mapScreenshot ?? null,
    mapGeopoints: order?.mapGeopoints ?? null,
    userInstructions: order?.userInstructions ?? null,
    projectPlan: order?.projectPlan ?? (await defaultPlanType(s.db)),
    status: asset.status,
    savedTab: order?.savedTab ?? null,
    isPending: asset.pendingBy !== null,
  };
}

export async function getAssetPlan({ db }: Pick<Services, 'db'>, viewer: Viewer, assetId: string): Promise<AssetPlanView> {
  await requireAsset(db, assetId);
  const order = await requireOrderAccess(db, viewer, assetId);
  const projectPlan = order?.projectPlan ?? (await defaultPlanType(db));
  const [plan] = await db.select().from(plans).where(eq(plans.type, projectPlan));
  return { assetId, projectPlan, planId: plan?.id ?? null, price: plan ? Number(plan.price) : null };
}

const contactOf = (c: NonNullable<AddAssetDetails['interiorVideoContact']>): InteriorVideoContact => ({
  name: c.name ?? null,
  email: c.email,
  phone: c.phone ?? null,
  shootDate: c.shootDate ?? null,
  shootTime: c.shootTime ?? null,
  additionalNotes: c.additionalNotes ?? null,
});

/** The asset_orders fields the input carries, checked: left out = keep, null = clear. */
async function orderPatch(tx: Tx, assetId: string, input: AddAssetDetails): Promise<OrderPatch> {
  const patch: OrderPatch = {};
  if (input.projectPlan !== undefined) patch.projectPlan = input.projectPlan ?? (await defaultPlanType(tx));
  if (input.eliteAuction !== undefined) patch.eliteAuction = input.eliteAuction;
  if (input.callToAction !== undefined) patch.callToAction = input.callToAction;
  if (input.mapGeopoints !== undefined) patch.mapGeopoints = input.mapGeopoints;
  if (input.mapScreenshot !== undefined)
    patch.mapScreenshot = input.mapScreenshot === null ? null : storageKey(input.mapScreenshot, dealMapPrefix(assetId), 'mapScreenshot');
  if (input.interiorVideoContact !== undefined) {
    const c = input.interiorVideoContact;
    // "Today" is only known here and in the browser, so the shared schema leaves this check to both ends.
    if (c && !shootDateNotPast(c.shootDate)) throw badInput(SHOOT_DATE_PAST_MESSAGE, 'interiorVideoContact.shootDate');
    patch.interiorVideoContact = c ? contactOf(c) : null;
  }
  if (input.auction !== undefined) {
    const a = input.auction;
    patch.auction = a
      ? { auction_1: a.auction_1 ?? null, auction_2: a.auction_2 ?? null, auction_3: a.auction_3 ?? null, auction_4: a.auction_4 ?? null }
      : null;
  }
  if (input.userInstructions !== undefined) patch.userInstructions = input.userInstructions;
  if (input.crexiDefaultBrokers !== undefined) {
    patch.crexiDefaultBrokers = (input.crexiDefaultBrokers ?? []).map((b, i) => {
      const prefix = defaultBrokerPrefix(b.uuid);
      const field = `crexiDefaultBrokers.${i}`;
      return {
        ...b,
        imageUrl: b.imageUrl ? storageKey(b.imageUrl, prefix, `${field}.imageUrl`) : null,
        companyLogoUrl: b.companyLogoUrl ? storageKey(b.companyLogoUrl, prefix, `${field}.companyLogoUrl`) : null,
      };
    });
  }
  if (input.includedBrokers !== undefined) {
    const list = input.includedBrokers ?? [];
    const onAsset = new Set(
      (await tx.select({ id: assetBrokers.brokerId }).from(assetBrokers).where(eq(assetBrokers.assetId, assetId))).map((b) => b.id),
    );
    if (list.some((b) => !onAsset.has(b.id))) throw badInput('Only brokers of the listing can be included.', 'includedBrokers');
    patch.includedBrokers = list;
  }
  return patch;
}

/**
 * The images an order is about to use are no larger than a presigned PUT may send. The local store enforces that on
 * the PUT; an S3 presigned PUT cannot, so an oversized object is refused here and the hourly cleanup removes it.
 */
async function checkImageSizes(s: Services, patch: OrderPatch): Promise<void> {
  const keys: [string, string][] = [];
  if (patch.mapScreenshot) keys.push([patch.mapScreenshot, 'mapScreenshot']);
  for (const [i, b] of (patch.crexiDefaultBrokers ?? []).entries()) {
    if (b.imageUrl) keys.push([b.imageUrl, `crexiDefaultBrokers.${i}.imageUrl`]);
    if (b.companyLogoUrl) keys.push([b.companyLogoUrl, `crexiDefaultBrokers.${i}.companyLogoUrl`]);
  }
  for (const [key, field] of keys) {
    const stored = await s.storage.driver.head(key);
    if (stored && stored.size > IMAGE_PUT_MAX_BYTES) throw badInput(IMAGE_TOO_LARGE, field);
  }
}

/** Applies one tab's list: id + delete removes, id renames, no id adds at the end. Ids of other orders or lists are refused. */
async function saveNearby(tx: Tx, assetId: string, list: z.infer<typeof nearbyListSchema>, allowed: readonly number[], field: string) {
  if (list.some((p) => !allowed.includes(p.distanceFromAsset)))
    throw badInput(allowed.length === 1 ? 'Cities must be within 200 miles.' : 'Callouts must be within 100 or 10 miles.', field);
  const ids = list.flatMap((p) => (p.id ? [p.id] : []));
  const saved = ids.length
    ? await tx
        .select({ id: assetNearbyPlaces.id, distance: assetNearbyPlaces.distanceFromAsset })
        .from(assetNearbyPlaces)
        .where(and(eq(assetNearbyPlaces.assetId, assetId), inArray(assetNearbyPlaces.id, ids)))
    : [];
  const known = new Map(saved.map((r) => [r.id, r.distance]));
  if (ids.some((id) => !allowed.includes(known.get(id) ?? -1))) throw badInput(NOT_ON_ORDER, field);
  const removed = list.flatMap((p) => (p.id && p.delete ? [p.id] : []));
  if (removed.length)
    await tx.delete(assetNearbyPlaces).where(and(eq(assetNearbyPlaces.assetId, assetId), inArray(assetNearbyPlaces.id, removed)));
  for (const p of list) {
    if (!p.id || p.delete) continue;
    await tx
      .update(assetNearbyPlaces)
      .set({ name: p.name, distanceFromAsset: p.distanceFromAsset })
      .where(and(eq(assetNearbyPlaces.id, p.id), eq(assetNearbyPlaces.assetId, assetId)));
  }
  for (const distance of allowed) {
    const added = list.filter((p) => !p.id && !p.delete && p.distanceFromAsset === distance);
    if (!added.length) continue;
    const [last] = await tx
      .select({ n: max(assetNearbyPlaces.position) })
      .from(assetNearbyPlaces)
      .where(and(eq(assetNearbyPlaces.assetId, assetId), eq(assetNearbyPlaces.distanceFromAsset, distance)));
    const start = (last?.n ?? -1) + 1;
    await tx
      .insert(assetNearbyPlaces)
      .values(added.map((p, i) => ({ assetId, name: p.name, distanceFromAsset: distance, position: start + i })));
  }
}

/** Saves what a tab sends, all or nothing; Save For Later (savedTab) also puts the order on the viewer's pending list. */
export async function addAssetDetails(s: Services, viewer: Viewer, input: AddAssetDetails): Promise<{ message: string }> {
  await s.db.transaction(async (tx) => {
    const { asset, order: current } = await lockOrderableAsset(tx, viewer, input.assetId);
    const patch = await orderPatch(tx, asset.id, input);
    await checkImageSizes(s, patch);
    const saveForLater = input.savedTab !== undefined && input.savedTab !== null;
    if (saveForLater) {
      // Part A §5: leaving from the interior-contact tab on requires a contact that is either absent or complete.
      const contact = patch.interiorVideoContact !== undefined ? patch.interiorVideoContact : (current?.interiorVideoContact ?? null);
      if (input.savedTab! >= 6 && contact && !isInteriorContactComplete(contact))
        throw badInput(ORDER_MESSAGES.interiorIncomplete, 'interiorVideoContact');
      patch.savedTab = input.savedTab!;
    }
    await upsertOrder(tx, viewer.id, asset.id, patch);
    if (input.nearbyCities) await saveNearby(tx, asset.id, input.nearbyCities, CITY_DISTANCES, 'nearbyCities');
    if (input.nearbyCallouts) await saveNearby(tx, asset.id, input.nearbyCallouts, CALLOUT_DISTANCES, 'nearbyCallouts');
    // A pending order is its owner's, whoever presses Save For Later: staff helping a customer leave it on their list.
    const owner = current ? (current.ownerId ?? viewer.id) : viewer.id;
    await setAssetOrderStatus(tx, asset.id, input.status ?? ASSET_ORDER_STATUS.inProgress, saveForLater ? owner : undefined);
  });
  return { message: ORDER_MESSAGES.detailsAdded };
}

export async function addNewBrokerToAsset(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  assetId: string,
  email: string,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    await lockAsset(tx, assetId);
    await requireOrderAccess(tx, viewer, assetId);
    const [broker] = await tx
      .select({ id: brokers.id })
      .from(brokers)
      .where(sql`lower(${brokers.email}) = ${email.trim().toLowerCase()}`)
      .orderBy(asc(brokers.createdAt), asc(brokers.id))
      .limit(1);
    if (!broker) throw badInput(ORDER_MESSAGES.noBroker, 'email');
    const links = await tx.select().from(assetBrokers).where(eq(assetBrokers.assetId, assetId));
    if (links.some((l) => l.brokerId === broker.id)) throw badInput(ORDER_MESSAGES.brokerAlreadyOnAsset, 'email');
    const position = links.reduce((m, l) => Math.max(m, l.position + 1), 0);
    await addBrokerToListing(tx, assetId, broker.id, position);
  });
  return { message: ORDER_MESSAGES.brokerAdded };
}

/** Chooses the plan of an order still being put together; a placed order's plan is the project's and stays. */
export async function addAssetPlan(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  assetId: string,
  plan: string,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    await lockOrderableAsset(tx, viewer, assetId);
    await upsertOrder(tx, viewer.id, assetId, { projectPlan: plan });
  });
  return { message: ORDER_MESSAGES.dataSaved };
}

/** lockAsset, then checkOrderWritable under the lock. */
async function lockOrderForWrite(tx: Tx, viewer: Viewer, assetId: string): Promise<void> {
  await lockAsset(tx, assetId);
  await checkOrderWritable(tx, viewer, assetId);
}

/** The boundary map: the screenshot must already be uploaded below the asset's deal_map/ prefix. */
export async function saveDealMap(
  s: Services,
  viewer: Viewer,
  assetId: string,
  data: z.infer<typeof dealMapSchema>,
): Promise<{ message: string }> {
  const key = storageKey(data.deal_map_screenshot, dealMapPrefix(assetId), 'deal_map_screenshot');
  if (!isBoundaryImage(key)) throw badInput(ORDER_MESSAGES.invalidImage, 'deal_map_screenshot');
  await requireAsset(s.db, assetId);
  await requireOrderAccess(s.db, viewer, assetId);
  const stored = await s.storage.driver.head(key);
  if (!stored) throw badInput(MAP_NOT_UPLOADED, 'deal_map_screenshot');
  // The local store refuses a larger PUT; an S3 presigned PUT cannot, so the size is checked where the map is used.
  if (stored.size > IMAGE_PUT_MAX_BYTES) throw badInput(IMAGE_TOO_LARGE, 'deal_map_screenshot');
  await s.db.transaction(async (tx) => {
    await lockOrderForWrite(tx, viewer, assetId);
    await upsertOrder(tx, viewer.id, assetId, {
      mapScreenshot: key,
      mapGeopoints: data.deal_map_geopoints,
      ...(data.deal_map_instructions !== undefined ? { userInstructions: data.deal_map_instructions } : {}),
    });
  });
  return { message: ORDER_MESSAGES.dataSaved };
}

/**
 * Keeps the quote with the order; once checkout has made the deal, the deal follows and is pushed to the CRM again.
 * The price is the plan's: the client's figure must match it and is never stored as sent. After checkout only staff
 * change the quote.
 */
export async function addQuotePropertiesToHubspot(
  s: Services,
  viewer: Viewer,
  assetId: string,
  data: z.infer<typeof quotePropertiesSchema>,
): Promise<{ message: string }> {
  const dealId = await s.db.transaction(async (tx) => {
    // The lock orders this after a running checkout, so the deal it makes is the one updated here.
    await lockOrderForWrite(tx, viewer, assetId);
    const [plan] = await tx.select().from(plans).where(eq(plans.type, data.planName));
    if (!plan) throw badInput('Unknown plan', 'planName');
    const price = Number(plan.price);
    if (Math.abs(price - data.price) >= 0.005) throw badInput(ORDER_MESSAGES.priceNotPlans, 'price');
    const quote: QuoteProperties = { planName: plan.type, eliteAuction: data.eliteAuction ?? null, price, notes: data.notes ?? null };
    await upsertOrder(tx, viewer.id, assetId, { quoteProperties: quote });
    return setDealQuote(tx, assetId, quote);
  });
  if (dealId) await s.jobs.send(crmDealPushJob, { dealId });
  return { message: ORDER_MESSAGES.dataSaved };
}
