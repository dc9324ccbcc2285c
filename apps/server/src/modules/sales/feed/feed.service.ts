// The listing feed inside VMS: the importer (CLI, demo seed, syncAssetDetails), the Sync of one listing, and the
// gallery reads. Feed data is upserted by the feed's ids, so importing the same feed again changes nothing.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, SALES_MESSAGES } from '@vms/shared';
import type { Db, Tx } from '../../../db/client.js';
import type { Services } from '../../../services.js';
import type { Storage } from '../../../platform/storage/index.js';
import type { Jobs } from '../../../platform/jobs.js';
import { notFound } from '../../../platform/errors.js';
import { FeedError, type FeedListing } from '../../../connectors/listings/port.js';
import { sanitiseOptionalRichText } from '../../../platform/rich-text.js';
import { brokers, assetBrokers, assets, linkBrokers, upsertFeedBrokers, upsertFeedListings } from '../../core/index.js';
import { assetGalleries } from '../sales.table.js';
import { galleryJob } from './gallery.job.js';
import type { GalleryImageView, SyncResult } from '../order/order.types.js';

export const FEED_MESSAGES = {
  notInFeed: 'This listing is no longer in the listing feed.',
} as const;

/** Listings written per transaction (and per multi-row insert). */
const PAGE = 500;

export interface ImportSummary {
  listings: number;
  created: number;
  /** Listings whose feed data changed; unchanged ones are not written at all. */
  updated: number;
  unchanged: number;
  brokers: number;
  /** Assets whose gallery changed or still has unprocessed images: the gallery job should run for each. */
  galleryAssetIds: string[];
  /** Listings that entered the feed in this import (their VidPitch drafts are made for them). */
  createdAssetIds: string[];
}

type Pages = FeedListing[] | Iterable<FeedListing[]> | AsyncIterable<FeedListing[]>;

async function* pagesOf(source: Pages): AsyncIterable<FeedListing[]> {
  if (Array.isArray(source) && (source.length === 0 || !Array.isArray(source[0]))) {
    const flat = source as FeedListing[];
    for (let i = 0; i < flat.length; i += PAGE) yield flat.slice(i, i + PAGE);
    return;
  }
  for await (const page of source as AsyncIterable<FeedListing[]>) {
    for (let i = 0; i < page.length; i += PAGE) yield page.slice(i, i + PAGE);
  }
}

/**
 * Upserts listings (by assetCrexiId) and their brokers (by externalId), relinks each listing's brokers in feed order,
 * and replaces a gallery's rows where its sources changed (a source unchanged at its position keeps its processed
 * image). Only what changed is written. Order data (status, pending orders) and VMS's own broker edits are never
 * overwritten. One transaction per page; the marketing text is sanitised to the rich-text allowlist before it.
 */
export async function importListings(db: Db | Tx, source: Pages): Promise<ImportSummary> {
  const summary: ImportSummary = {
    listings: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    brokers: 0,
    galleryAssetIds: [],
    createdAssetIds: [],
  };
  for await (const page of pagesOf(source)) {
    if (!page.length) continue;
    const clean = await Promise.all(
      page.map(async (l) => ({ ...l, marketingDescription: await sanitiseOptionalRichText(l.marketingDescription) })),
    );
    const r = await (db as Db).transaction((tx) => importPage(tx, clean));
    summary.listings += r.listings;
    summary.created += r.created;
    summary.updated += r.updated;
    summary.unchanged += r.unchanged;
    summary.brokers += r.brokers;
    summary.galleryAssetIds.push(...r.galleryAssetIds);
    summary.createdAssetIds.push(...r.createdAssetIds);
  }
  return summary;
}

async function importPage(tx: Tx, page: FeedListing[]): Promise<ImportSummary> {
  // A feed listing twice in one page would make the upsert touch a row twice (an error): the last one wins.
  const listings = [...new Map(page.map((l) => [l.assetCrexiId, l])).values()];
  const feedBrokers = [...new Map(listings.flatMap((l) => l.brokers).map((b) => [b.externalId, b])).values()];

  const brokerIds = new Map<string, string>();
  if (feedBrokers.length) {
    await upsertFeedBrokers(tx, feedBrokers);
    const rows = await tx
      .select({ id: brokers.id, externalId: brokers.externalId })
      .from(brokers)
      .where(
        inArray(
          brokers.externalId,
          feedBrokers.map((b) => b.externalId),
        ),
      );
    for (const r of rows) brokerIds.set(r.externalId, r.id);
  }

  const written = await upsertFeedListings(
    tx,
    listings.map((l) => ({
      assetCrexiId: l.assetCrexiId,
      name: l.name,
      description: l.description,
      marketingDescription: l.marketingDescription,
      askingPrice: l.askingPrice === null ? null : l.askingPrice.toFixed(2),
      propertyType: l.propertyType,
      address: l.address,
      city: l.city,
      county: l.county,
      state: l.state,
      zip: l.zip,
      latitude: l.latitude === null ? null : l.latitude.toFixed(6),
      longitude: l.longitude === null ? null : l.longitude.toFixed(6),
      crexiUrl: l.crexiUrl,
      isPrivate: l.isPrivate,
      isAuction: l.isAuction,
      listingStatus: l.listingStatus,
      details: l.details,
      activatedOn: l.activatedOn,
      updatedOn: l.updatedOn,
    })),
  );
  const assetRows = await tx
    .select({ id: assets.id, assetCrexiId: assets.assetCrexiId })
    .from(assets)
    .where(
      inArray(
        assets.assetCrexiId,
        listings.map((l) => l.assetCrexiId),
      ),
    );
  const assetId = new Map(assetRows.map((a) => [a.assetCrexiId, a.id]));

  await relinkBrokers(tx, listings, assetId, brokerIds);
  const galleryAssetIds = await replaceGalleries(tx, listings, assetId);
  const created = written.filter((a) => a.inserted).length;
  return {
    listings: listings.length,
    created,
    updated: written.length - created,
    unchanged: listings.length - written.length,
    brokers: feedBrokers.length,
    galleryAssetIds,
    createdAssetIds: written.filter((a) => a.inserted).map((a) => a.id),
  };
}

/**
 * Each listing's brokers in feed order; a listing whose feed list is unchanged is left as it is. Brokers added in VMS
 * (addNewBrokerToAsset) stay, after the feed's, unless the feed now lists them itself.
 */
async function relinkBrokers(tx: Tx, listings: FeedListing[], assetId: Map<string, string>, brokerIds: Map<string, string>) {
  const ids = [...assetId.values()];
  const existing = await tx
    .select({ assetId: assetBrokers.assetId, brokerId: assetBrokers.brokerId, addedInVms: assetBrokers.addedInVms })
    .from(assetBrokers)
    .where(inArray(assetBrokers.assetId, ids))
    .orderBy(asc(assetBrokers.assetId), asc(assetBrokers.position));
  const fromFeed = new Map<string, string[]>();
  const added = new Map<string, string[]>();
  for (const l of existing) {
    const into = l.addedInVms ? added : fromFeed;
    into.set(l.assetId, [...(into.get(l.assetId) ?? []), l.brokerId]);
  }
  const stale: string[] = [];
  const links: (typeof assetBrokers.$inferInsert)[] = [];
  for (const l of listings) {
    const id = assetId.get(l.assetCrexiId)!;
    const wanted = [...new Set(l.brokers.map((b) => brokerIds.get(b.externalId)!))];
    const kept = (added.get(id) ?? []).filter((b) => !wanted.includes(b));
    if ((fromFeed.get(id) ?? []).join() === wanted.join() && kept.length === (added.get(id) ?? []).length) continue;
    stale.push(id);
    links.push(...wanted.map((brokerId, position) => ({ assetId: id, brokerId, position })));
    links.push(...kept.map((brokerId, i) => ({ assetId: id, brokerId, position: wanted.length + i, addedInVms: true })));
  }
  await linkBrokers(tx, stale, links);
}

/** Gallery rows follow the feed's list; rows whose source is unchanged at their position keep their processed image. */
async function replaceGalleries(tx: Tx, listings: FeedListing[], assetId: Map<string, string>): Promise<string[]> {
  const ids = [...assetId.values()];
  const existing = await tx
    .select({
      id: assetGalleries.id,
      assetId: assetGalleries.assetId,
      position: assetGalleries.position,
      sourceUrl: assetGalleries.sourceUrl,
      processedAt: assetGalleries.processedAt,
    })
    .from(assetGalleries)
    .where(inArray(assetGalleries.assetId, ids));
  const byAsset = new Map<string, typeof existing>();
  for (const g of existing) byAsset.set(g.assetId, [...(byAsset.get(g.assetId) ?? []), g]);
  const upserts: { assetId: string; position: number; sourceUrl: string }[] = [];
  const removed: string[] = [];
  const toProcess = new Set<string>();
  for (const l of listings) {
    const id = assetId.get(l.assetCrexiId)!;
    const rows = byAsset.get(id) ?? [];
    const at = new Map(rows.map((r) => [r.position, r]));
    l.gallery.forEach((sourceUrl, position) => {
      const row = at.get(position);
      if (row?.sourceUrl !== sourceUrl) upserts.push({ assetId: id, position, sourceUrl });
      if (row?.sourceUrl !== sourceUrl || !row.processedAt) toProcess.add(id);
    });
    for (const r of rows)
      if (r.position >= l.gallery.length) {
        removed.push(r.id);
        toProcess.add(id);
      }
  }
  if (removed.length) await tx.delete(assetGalleries).where(inArray(assetGalleries.id, removed));
  for (let i = 0; i < upserts.length; i += 2000) {
    await tx
      .insert(assetGalleries)
      .values(upserts.slice(i, i + 2000))
      .onConflictDoUpdate({
        target: [assetGalleries.assetId, assetGalleries.position],
        set: { sourceUrl: sql`excluded.source_url`, imageKey: null, thumbnailKey: null, processedAt: null },
      });
  }
  return [...toProcess];
}

/** Queues the gallery job for each asset (after an import, or the demo seed). */
export async function queueGalleries(jobs: Pick<Jobs, 'send'>, assetIds: string[], force = false): Promise<void> {
  for (const assetId of assetIds) await jobs.send(galleryJob, { assetId, force });
}

/** Re-reads one listing from the feed, imports it, and queues its gallery processing (the Sync button of tab 0). */
export async function syncAssetDetails(s: Pick<Services, 'db' | 'jobs' | 'listings' | 'log'>, assetId: string): Promise<SyncResult> {
  const [asset] = await s.db.select({ assetCrexiId: assets.assetCrexiId }).from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
  let listing: FeedListing | null;
  try {
    listing = await s.listings.fetchOne(asset.assetCrexiId);
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    s.log.warn({ err, assetId }, 'listing feed unavailable for a sync');
    return { success: false, message: ORDER_MESSAGES.syncFailed };
  }
  if (!listing) return { success: false, message: FEED_MESSAGES.notInFeed };
  await importListings(s.db, [listing]);
  // Sync is the person asking for fresh images: every one is processed again, not only the missing ones.
  await queueGalleries(s.jobs, [assetId], true);
  return { success: true, message: ORDER_MESSAGES.syncStarted };
}

/**
 * What assets.thumbnail_url holds made into something a browser can show: a storage key (the gallery's first
 * thumbnail) becomes a signed read URL each time, since those expire; an http(s) URL is shown as it is.
 */
export async function assetThumbnailUrl(storage: Storage, value: string | null): Promise<string | null> {
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : storage.readUrl(value);
}

/** The processed images of a listing in gallery order. */
export async function getAssetGalleryUrl(s: Pick<Services, 'db' | 'storage'>, assetCrexiId: string): Promise<GalleryImageView[]> {
  const [asset] = await s.db.select({ id: assets.id }).from(assets).where(eq(assets.assetCrexiId, assetCrexiId));
  if (!asset) throw notFound(SALES_MESSAGES.noAssets);
  const rows = await s.db
    .select({ imageKey: assetGalleries.imageKey, thumbnailKey: assetGalleries.thumbnailKey })
    .from(assetGalleries)
    .where(and(eq(assetGalleries.assetId, asset.id), isNotNull(assetGalleries.imageKey)))
    .orderBy(asc(assetGalleries.position));
  return Promise.all(
    rows.map(async (r) => ({
      image_url: await s.storage.readUrl(r.imageKey!),
      thumbnail_url: r.thumbnailKey ? await s.storage.readUrl(r.thumbnailKey) : null,
    })),
  );
}
