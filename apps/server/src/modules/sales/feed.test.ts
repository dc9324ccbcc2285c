// The listing feed inside VMS: the importer, the import CLI, gallery processing and its event, Sync and the gallery reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { asc, count, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { openDatabase } from '../../db/client.js';
import { brokers, users, assetBrokers, assets } from '../core/index.js';
import { createHttpFeed } from '../../connectors/listings/http.js';
import type { FeedListing } from '../../connectors/listings/port.js';
import { runImportListings } from '../../seed/import-listings.js';
import { assetGalleries } from './sales.table.js';
import { FEED_MESSAGES, importListings } from './feed.service.js';
import { galleryJob, processAssetGallery } from './gallery.job.js';
import type { GallerySyncedEvent } from './order.types.js';

const SYNC = 'mutation($id: ID!) { syncAssetDetails(assetId: $id) { success message } }';
const GALLERY = 'query($id: String!) { getAssetGalleryUrl(assetCrexiId: $id) { image_url thumbnail_url } }';
const SEARCH = '{ searchAssets(limit: 50) { assets { id thumbnailUrl } } }';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login('customer@vms.test');
});
afterAll(() => t?.close());
const s = () => t.app.services;
const db = () => s().db;

const listing = (n: number, extra: Partial<FeedListing> = {}): FeedListing => ({
  assetCrexiId: `T-${n}`,
  name: `Test Listing ${n}`,
  description: 'A test listing',
  marketingDescription: '<p>Test</p>',
  askingPrice: 1_500_000,
  propertyType: 'Office',
  address: '1 Main St',
  city: 'Austin',
  county: 'Travis',
  state: 'Texas',
  zip: '78701',
  latitude: 30.26,
  longitude: -97.74,
  crexiUrl: null,
  isPrivate: false,
  isAuction: n % 2 === 0,
  listingStatus: 'Active',
  activatedOn: new Date('2025-03-01T00:00:00Z'),
  updatedOn: new Date('2025-03-05T00:00:00Z'),
  details: { buildingSize: '12000 SF' },
  brokers: [
    {
      externalId: `TB-${n}`,
      firstName: 'Tess',
      lastName: `Feed${n}`,
      company: 'Feed Realty',
      email: `tess${n}@feed.example`,
      phone: ['512-555-0100'],
      city: 'Austin',
      photoUrl: null,
    },
    // A broker the demo seed made: matched by externalId, not duplicated.
    {
      externalId: 'BRK-100000',
      firstName: 'James',
      lastName: 'Smith',
      company: 'Marcus & Millichap',
      email: null,
      phone: [],
      city: 'Austin',
      photoUrl: null,
    },
  ],
  gallery: ['images/office-tower.jpg', 'images/hotel.jpg', 'images/land-parcel.jpg'],
  ...extra,
});

async function counts() {
  const n = async (table: typeof assets | typeof brokers | typeof assetBrokers | typeof assetGalleries) =>
    (await db().select({ n: count() }).from(table))[0]!.n;
  return { assets: await n(assets), brokers: await n(brokers), links: await n(assetBrokers), galleries: await n(assetGalleries) };
}
const assetOf = async (crexiId: string) => (await db().select().from(assets).where(eq(assets.assetCrexiId, crexiId)))[0]!;

/** The next assetGalleriesSynced event of one asset (subscribed before the work starts). */
async function nextGalleryEvent(assetId: string, timeoutMs = 30_000) {
  const iterator = s().live.subscribe('assetGalleriesSynced', assetId)[Symbol.asyncIterator]();
  const next = iterator.next();
  await new Promise((r) => setImmediate(r));
  return {
    event: Promise.race([
      next.then((r) => r.value as GallerySyncedEvent),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no assetGalleriesSynced event')), timeoutMs)),
    ]).finally(() => void iterator.return?.()),
  };
}

describe('importListings', () => {
  it('upserts by feed id: a second import of the same feed changes no counts, a changed field updates', async () => {
    const before = await counts();
    const first = await importListings(db(), [listing(1), listing(2)]);
    expect(first).toMatchObject({ listings: 2, created: 2, updated: 0, unchanged: 0, brokers: 3 });
    const after = await counts();
    expect(after).toEqual({
      assets: before.assets + 2,
      brokers: before.brokers + 2,
      links: before.links + 4,
      galleries: before.galleries + 6,
    });
    const a1 = await assetOf('T-1');
    expect(first.galleryAssetIds).toContain(a1.id);
    expect(a1).toMatchObject({
      name: 'Test Listing 1',
      askingPrice: '1500000.00',
      latitude: '30.260000',
      isAuction: false,
      status: null,
      details: { buildingSize: '12000 SF' },
    });

    const again = await importListings(db(), [listing(1), listing(2)]);
    expect(again).toMatchObject({ listings: 2, created: 0, updated: 0, unchanged: 2, galleryAssetIds: first.galleryAssetIds });
    expect(await counts()).toEqual(after);

    const renamed = await importListings(db(), [listing(1, { name: 'Renamed Listing 1', askingPrice: null }), listing(2)]);
    expect(renamed).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(await assetOf('T-1')).toMatchObject({ id: a1.id, name: 'Renamed Listing 1', askingPrice: null });
    expect(await counts()).toEqual(after);
  });

  it("stores the feed's marketing text reduced to the rich-text allowlist (#34 finding 11)", async () => {
    const dirty =
      '<p style="position:fixed;inset:0">Corner <b>lot</b><script>alert(1)</script><img src=x onerror=alert(2)></p><form action="https://evil.example"><input name="pw"></form><a href="https://crexi.example/l/9">listing</a>';
    await importListings(db(), [listing(9, { marketingDescription: dirty })]);
    expect((await assetOf('T-9')).marketingDescription).toBe('<p>Corner <b>lot</b></p><a href="https://crexi.example/l/9">listing</a>');
  });

  it('keeps order data and contact data fixed in VMS, and relinks brokers in feed order', async () => {
    const [customerRow] = await db().select().from(users).where(eq(users.email, 'customer@vms.test'));
    await importListings(db(), [listing(3)]);
    const a3 = await assetOf('T-3');
    await db().update(assets).set({ status: 'Inprogress', pendingBy: customerRow!.id }).where(eq(assets.id, a3.id));
    await db().update(brokers).set({ email: 'fixed@vms.test', brokerUpdatedAt: new Date() }).where(eq(brokers.externalId, 'TB-3'));

    const [b1, b2] = listing(3).brokers;
    await importListings(db(), [listing(3, { brokers: [b2!, { ...b1!, lastName: 'Renamed', email: 'feed@feed.example' }] })]);
    expect(await assetOf('T-3')).toMatchObject({ status: 'Inprogress', pendingBy: customerRow!.id });
    const [broker] = await db().select().from(brokers).where(eq(brokers.externalId, 'TB-3'));
    expect(broker).toMatchObject({ lastName: 'Renamed', email: 'fixed@vms.test' });
    const links = await db()
      .select({ externalId: brokers.externalId, position: assetBrokers.position })
      .from(assetBrokers)
      .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
      .where(eq(assetBrokers.assetId, a3.id))
      .orderBy(asc(assetBrokers.position));
    expect(links).toEqual([
      { externalId: 'BRK-100000', position: 0 },
      { externalId: 'TB-3', position: 1 },
    ]);
  });

  it('keeps a broker added in VMS through feed changes, until the feed lists them itself', async () => {
    await importListings(db(), [listing(5)]);
    const a5 = await assetOf('T-5');
    const [extra] = await db().select().from(brokers).where(eq(brokers.externalId, 'BRK-100004'));
    const ADD = 'mutation($id: ID!, $email: String!) { addNewBrokerToAsset(id: $id, email: $email) { message } }';
    const email = extra!.email ?? 'extra.broker@vms.test';
    if (!extra!.email) await db().update(brokers).set({ email }).where(eq(brokers.id, extra!.id));
    expect((await t.gql(ADD, { id: a5.id, email }, customer)).errors).toBeUndefined();
    const linksOf = async () =>
      (
        await db()
          .select({ externalId: brokers.externalId, addedInVms: assetBrokers.addedInVms })
          .from(assetBrokers)
          .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
          .where(eq(assetBrokers.assetId, a5.id))
          .orderBy(asc(assetBrokers.position))
      ).map((l) => `${l.externalId}${l.addedInVms ? ' (added)' : ''}`);

    const [b1, b2] = listing(5).brokers;
    await importListings(db(), [listing(5, { brokers: [b2!] })]);
    expect(await linksOf()).toEqual(['BRK-100000', 'BRK-100004 (added)']);
    await importListings(db(), [
      listing(5, { brokers: [b2!, b1!, { ...b2!, externalId: 'BRK-100004', firstName: extra!.firstName, lastName: extra!.lastName }] }),
    ]);
    expect(await linksOf()).toEqual(['BRK-100000', 'TB-5', 'BRK-100004']);
  });

  it('replaces gallery rows whose source changed, keeping the processed image of an unchanged one', async () => {
    await importListings(db(), [listing(4)]);
    const a4 = await assetOf('T-4');
    await db()
      .update(assetGalleries)
      .set({ imageKey: 'k', thumbnailKey: 'tk', processedAt: new Date() })
      .where(eq(assetGalleries.assetId, a4.id));
    const unchanged = await importListings(db(), [listing(4)]);
    expect(unchanged.galleryAssetIds).toEqual([]);

    const changed = await importListings(db(), [listing(4, { gallery: ['images/office-tower.jpg', 'images/mixed-use.jpg'] })]);
    expect(changed.galleryAssetIds).toEqual([a4.id]);
    const rows = await db().select().from(assetGalleries).where(eq(assetGalleries.assetId, a4.id)).orderBy(asc(assetGalleries.position));
    expect(rows.map((r) => [r.position, r.sourceUrl, r.imageKey])).toEqual([
      [0, 'images/office-tower.jpg', 'k'],
      [1, 'images/mixed-use.jpg', null],
    ]);
  });
});

describe('npm run import:listings', () => {
  it('imports the committed demo feed into an empty database, queues its galleries, and is idempotent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vms-import-'));
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, INIT_CWD: join(import.meta.dirname, '../../..') };
    try {
      const first = await runImportListings(['feeds/demo-listings.json'], env);
      expect(first).toMatch(
        /^imported 48 listings \(48 new, 0 updated, 0 unchanged\) and \d+ brokers .* gallery processing queued for 48 listings; VidPitch drafts queued for 48 new listings$/,
      );
      const second = await runImportListings(['feeds/demo-listings.json', '--no-galleries'], env);
      expect(second).toMatch(/^imported 48 listings \(0 new, 0 updated, 48 unchanged\)/);

      const database = await openDatabase({ dataDir });
      try {
        const n = async (q: string) => ((await database.executeSql(q)).rows[0] as { n: number }).n;
        expect(await n('select count(*)::int as n from assets')).toBe(48);
        expect(await n('select count(*)::int as n from asset_galleries')).toBeGreaterThanOrEqual(48 * 3);
        expect(await n(`select count(*)::int as n from pgboss.job where name = '${galleryJob.name}'`)).toBe(48);
        // every new listing queued its VidPitch draft once; the second import (nothing new) queued none
        expect(await n(`select count(*)::int as n from pgboss.job where name = 'vidpitch.feedDraft'`)).toBe(48);
        // Every listing has 1 to 4 brokers.
        expect(
          await n(
            'select count(*)::int as n from (select asset_id from asset_brokers group by asset_id having count(*) between 1 and 4) x',
          ),
        ).toBe(48);
      } finally {
        await database.close();
      }
      const bad = join(dataDir, 'bad.json');
      writeFileSync(bad, JSON.stringify([{ assetCrexiId: 'X', name: '' }]));
      await expect(runImportListings([bad], env)).rejects.toThrow('Listing #1: name');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('gallery processing', () => {
  it('stores a ≤1600 px image and a 400 px thumbnail per source, sets the thumbnail, and publishes success', async () => {
    const asset = await assetOf('1000000');
    const { event } = await nextGalleryEvent(asset.id);
    await s().jobs.send(galleryJob, { assetId: asset.id });
    expect(await event).toEqual({ assetId: asset.id, success: true, message: ORDER_MESSAGES.gallerySynced });

    const rows = await db().select().from(assetGalleries).where(eq(assetGalleries.assetId, asset.id)).orderBy(asc(assetGalleries.position));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.imageKey)).toEqual(rows.map((r) => `galleries/1000000/${r.position}.jpg`));
    const driver = s().storage.driver;
    const image = await sharp(Buffer.concat(await (await driver.get(rows[0]!.imageKey!))!.stream.toArray())).metadata();
    const thumb = await sharp(Buffer.concat(await (await driver.get(rows[0]!.thumbnailKey!))!.stream.toArray())).metadata();
    expect(image.format).toBe('jpeg');
    expect(image.width).toBeLessThanOrEqual(1600);
    expect(thumb.width).toBe(400);
    const after = await assetOf('1000000');
    expect(after.thumbnailUrl).toBe('thumbnails/galleries/1000000/0.jpg');
    expect(after.gallerySyncedAt).not.toBeNull();
    expect(after.gallerySyncError).toBeNull();

    // Read time: the stored key becomes a signed URL the browser can load.
    const found = (await t.gql<{ searchAssets: { assets: { id: string; thumbnailUrl: string | null }[] } }>(SEARCH, {}, customer)).data!
      .searchAssets.assets;
    const url = found.find((a) => a.id === asset.id)!.thumbnailUrl!;
    expect(url).toMatch(/^\/api\/storage\/thumbnails\/galleries\/1000000\/0\.jpg\?/);
    const res = await t.app.fastify.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/jpeg');

    const gallery = await t.gql<{ getAssetGalleryUrl: { image_url: string; thumbnail_url: string }[] }>(
      GALLERY,
      { id: '1000000' },
      customer,
    );
    expect(gallery.data!.getAssetGalleryUrl).toHaveLength(rows.length);
    expect(gallery.data!.getAssetGalleryUrl[1]!.image_url).toMatch(/^\/api\/storage\/galleries\/1000000\/1\.jpg\?/);
    expect(gallery.data!.getAssetGalleryUrl[1]!.thumbnail_url).toMatch(/^\/api\/storage\/thumbnails\/galleries\/1000000\/1\.jpg\?/);

    // Run again: nothing left to do, same outcome; a shrunk gallery loses the objects of the dropped positions.
    expect(await processAssetGallery(s(), asset.id)).toEqual({ success: true, processed: 0, failed: 0 });
    await db()
      .delete(assetGalleries)
      .where(eq(assetGalleries.id, rows.at(-1)!.id));
    await processAssetGallery(s(), asset.id);
    expect(await driver.head(rows.at(-1)!.imageKey!)).toBeNull();
    expect(await driver.head(rows[0]!.imageKey!)).not.toBeNull();
  });

  it('records failing sources (missing, outside the feed directory, unreachable) and publishes a failure', async () => {
    const asset = await assetOf('1000001');
    await db().delete(assetGalleries).where(eq(assetGalleries.assetId, asset.id));
    await db()
      .insert(assetGalleries)
      .values(
        ['images/hotel.jpg', 'images/missing.jpg', '../../package.json', '/etc/passwd', 'http://127.0.0.1:9/x.jpg'].map(
          (sourceUrl, position) => ({ assetId: asset.id, position, sourceUrl }),
        ),
      );
    const { event } = await nextGalleryEvent(asset.id);
    await s().jobs.send(galleryJob, { assetId: asset.id });
    expect(await event).toEqual({ assetId: asset.id, success: false, message: ORDER_MESSAGES.syncFailed });
    const after = await assetOf('1000001');
    expect(after.gallerySyncError).toMatch(/^4 of 5 images failed: /);
    expect(after.gallerySyncError).toContain('image 2 (images/missing.jpg): file not found');
    expect(after.gallerySyncError).toContain('image 3 (../../package.json): the path lies outside the feed directory');
    expect(after.gallerySyncError).toContain('image 4 (/etc/passwd): the path lies outside the feed directory');
    // The good image is still processed, and it is the thumbnail.
    expect(after.thumbnailUrl).toBe('thumbnails/galleries/1000001/0.jpg');
  });
});

describe('syncAssetDetails', () => {
  it('re-reads the listing from the feed, imports it and processes its gallery, ending with the event', async () => {
    const asset = await assetOf('1000002');
    await db().update(assets).set({ name: 'Stale name' }).where(eq(assets.id, asset.id));
    const { event } = await nextGalleryEvent(asset.id);
    const r = await t.gql<{ syncAssetDetails: { success: boolean; message: string } }>(SYNC, { id: asset.id }, customer);
    expect(r.data!.syncAssetDetails).toEqual({ success: true, message: ORDER_MESSAGES.syncStarted });
    expect((await assetOf('1000002')).name).toBe(asset.name);
    expect(await event).toMatchObject({ assetId: asset.id, success: true, message: ORDER_MESSAGES.gallerySynced });
    const gallery = await t.gql<{ getAssetGalleryUrl: unknown[] }>(GALLERY, { id: '1000002' }, customer);
    expect(gallery.data!.getAssetGalleryUrl.length).toBeGreaterThanOrEqual(3);
  });

  it('says so when the listing left the feed or the feed is down; NOT_FOUND for an unknown asset', async () => {
    const [gone] = await db().insert(assets).values({ assetCrexiId: 'GONE-1', name: 'Gone listing' }).returning();
    const r = await t.gql<{ syncAssetDetails: { success: boolean; message: string } }>(SYNC, { id: gone!.id }, customer);
    expect(r.data!.syncAssetDetails).toEqual({ success: false, message: FEED_MESSAGES.notInFeed });

    const local = s().listings;
    s().listings = createHttpFeed({ url: 'http://127.0.0.1:9' });
    try {
      const down = await t.gql<{ syncAssetDetails: { success: boolean; message: string } }>(
        SYNC,
        { id: (await assetOf('1000003')).id },
        customer,
      );
      expect(down.data!.syncAssetDetails).toEqual({ success: false, message: ORDER_MESSAGES.syncFailed });
    } finally {
      s().listings = local;
    }

    const unknown = await t.gql(SYNC, { id: randomUUID() }, customer);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe('No assets Found!');
    const noGallery = await t.gql(GALLERY, { id: 'NOPE' }, customer);
    expect(errorCode(noGallery)).toBe('NOT_FOUND');
    expect(noGallery.errors![0]!.message).toBe('No assets Found!');
  });

  it('refuses the sales person and the operator', async () => {
    const asset = await assetOf('1000004');
    for (const email of ['sales@vms.test', 'operator@vms.test']) {
      const token = await t.login(email);
      expect(errorCode(await t.gql(SYNC, { id: asset.id }, token))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(GALLERY, { id: '1000004' }, token))).toBe('FORBIDDEN');
    }
  });
});
