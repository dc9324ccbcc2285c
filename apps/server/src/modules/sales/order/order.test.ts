// The order tabs (part A §2 "Property detail", §5, §7): reading and saving each tab, the boundary map, the plan and
// the quote, with the spec's messages, all-or-nothing saves and the sales roles only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_MESSAGES, SHOOT_DATE_PAST_MESSAGE, todayIso } from '@vms/shared';
import { freeAssetIds } from '../sales.test-helpers.js';
import { createTestApp, errorCode, type GqlResult, type TestApp } from '../../../test/test-app.js';
import { users, brokers, projects, assetBrokers, assets, plans } from '../../core/index.js';
import { put } from '../../files/files.test-helpers.js';
import { assetGalleries, assetOrders } from '../sales.table.js';

const DETAIL = `query($assetId: ID!) { getAssetDetails(assetId: $assetId) {
  asset { id name galleryCount brokers { id firstName } }
  nearbyCities { id name distanceFromAsset delete } nearbyCallouts { id name distanceFromAsset }
  interiorVideoContact { name email phone shootDate shootTime additionalNotes }
  auction { id auction_1 auction_2 auction_3 auction_4 } callToAction { text } eliteAuction
  crexiDefaultBrokers { uuid firstname lastname phone email company companyUrl marketArea imageUrl imageKey companyLogoUrl companyLogoKey }
  includedBrokers { id isIncluded isLead } mapScreenshot mapScreenshotKey mapGeopoints { lat lng }
  userInstructions { mapping_question_1 mapping_question_2 mapping_question_3 }
  projectPlan status savedTab isPending } }`;
const ADD = `mutation($assetId: ID!, $crexiDefaultBrokers: [DefaultBrokerInput!], $status: String, $projectPlan: String,
  $userInstructions: UserInstructionsInput, $nearbyCities: [NearbyPlaceInput!], $nearbyCallouts: [NearbyPlaceInput!],
  $callToAction: String, $interiorVideoContact: InteriorVideoContactInput, $eliteAuction: String, $mapScreenshot: String,
  $mapGeopoints: [GeoPointInput!], $auction: AuctionInput, $includedBrokers: [IncludedBrokerInput!], $savedTab: Int) {
  addAssetDetails(assetId: $assetId, crexiDefaultBrokers: $crexiDefaultBrokers, status: $status, projectPlan: $projectPlan,
    userInstructions: $userInstructions, nearbyCities: $nearbyCities, nearbyCallouts: $nearbyCallouts, callToAction: $callToAction,
    interiorVideoContact: $interiorVideoContact, eliteAuction: $eliteAuction, mapScreenshot: $mapScreenshot, mapGeopoints: $mapGeopoints,
    auction: $auction, includedBrokers: $includedBrokers, savedTab: $savedTab) { message } }`;
const ADD_BROKER = 'mutation($id: ID!, $email: String!) { addNewBrokerToAsset(id: $id, email: $email) { message } }';
const ADD_PLAN = 'mutation($assetId: ID!, $planName: String!) { addAssetPlan(assetId: $assetId, planName: $planName) { message } }';
const PLAN = 'query($assetId: ID!) { getAssetPlan(assetId: $assetId) { assetId projectPlan planId price } }';
const MAP = 'mutation($assetId: ID!, $data: DealMapInput!) { saveDealMap(assetId: $assetId, data: $data) { message } }';
const QUOTE =
  'mutation($assetId: ID!, $data: QuotePropertiesInput!) { addQuotePropertiesToHubspot(assetId: $assetId, data: $data) { message } }';
const PRESIGN = 'mutation($l: String!, $f: String!, $c: String!) { getAwsS3PresignedUrl(location: $l, fileName: $f, contentType: $c) }';
const CHECKOUT =
  'mutation($assetId: ID!, $eliteAuction: String) { checkout(assetId: $assetId, eliteAuction: $eliteAuction) { projectId } }';

type Place = { id: string; name: string; distanceFromAsset: number };
type Nullable = Record<string, string | null> | null;
type Detail = {
  asset: { id: string; name: string; galleryCount: number; brokers: { id: string; firstName: string }[] };
  nearbyCities: Place[];
  nearbyCallouts: Place[];
  interiorVideoContact: Nullable;
  auction: Nullable;
  userInstructions: Nullable;
  callToAction: { text: string } | null;
  crexiDefaultBrokers: Record<string, string | null>[];
  includedBrokers: { id: string; isIncluded: boolean; isLead: boolean }[];
  mapGeopoints: { lat: number; lng: number }[] | null;
  [scalar: string]: unknown;
};

let t: TestApp;
let customer: string;
let free: string[];
const db = () => t.app.services.db;
const MISSING = '00000000-0000-4000-8000-000000000000';
const BROKER_UUID = '3b2f9c1e-5d7a-4e8b-9f60-1a2b3c4d5e6f';
const future = () => {
  const d = new Date();
  d.setDate(d.getDate() + 10);
  return todayIso(d);
};
const polygon = [
  { lat: 34.05, lng: -118.25 },
  { lat: 34.06, lng: -118.24 },
  { lat: 34.04, lng: -118.23 },
];
const defaultBroker = {
  uuid: BROKER_UUID,
  firstname: 'Dana',
  lastname: 'Reyes',
  phone: '+1 (310) 555-0199',
  email: 'dana@example.com',
  company: 'Reyes Realty',
  companyUrl: 'www.reyes-realty.com',
  marketArea: 'Los Angeles',
  imageUrl: `default_broker/${BROKER_UUID}/image`,
  companyLogoUrl: `default_broker/${BROKER_UUID}/logo`,
};
const contact = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '310-555-0100',
  shootDate: future(),
  shootTime: '10:30',
  additionalNotes: 'Gate code 1234',
};

const detail = async (assetId: string, token = customer) => {
  const r = await t.gql<{ getAssetDetails: Detail }>(DETAIL, { assetId }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.getAssetDetails;
};
const add = (vars: Record<string, unknown>, token = customer) => t.gql<{ addAssetDetails: { message: string } }>(ADD, vars, token);
const message = (r: GqlResult) => r.errors?.[0]?.message;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login('customer@vms.test');
  free = await freeAssetIds(db());
});
afterAll(() => t?.close());

describe('getAssetDetails', () => {
  it('shows a listing never ordered with the defaults: the default plan, no tabs filled, brokers in order', async () => {
    const id = free[0]!;
    const before = (await db().select().from(assetGalleries).where(eq(assetGalleries.assetId, id))).length;
    await db()
      .insert(assetGalleries)
      .values([0, 1, 2].map((k) => ({ assetId: id, position: 1000 + k, sourceUrl: `https://img.example.com/${k}.jpg` })));
    const d = await detail(id);
    const links = await db().select().from(assetBrokers).where(eq(assetBrokers.assetId, id)).orderBy(asc(assetBrokers.position));
    expect(d.asset.brokers.map((b) => b.id)).toEqual(links.map((l) => l.brokerId));
    expect(d.asset.galleryCount).toBe(before + 3);
    expect(d).toMatchObject({ nearbyCities: [], nearbyCallouts: [], interiorVideoContact: null, auction: null, callToAction: null });
    expect(d).toMatchObject({ eliteAuction: null, crexiDefaultBrokers: [], includedBrokers: [], mapScreenshot: null, mapGeopoints: null });
    expect(d).toMatchObject({ projectPlan: 'PLATINUM', status: null, savedTab: null, isPending: false });
  });

  it("answers 'No assets Found!' for an unknown listing", async () => {
    const r = await t.gql(DETAIL, { assetId: MISSING }, customer);
    expect([errorCode(r), message(r)]).toEqual(['NOT_FOUND', 'No assets Found!']);
    expect(message(await t.gql(DETAIL, { assetId: 'nope' }, customer))).toBe('No assets Found!');
  });
});

describe('addAssetDetails', () => {
  it('saves every tab, and the details read back with URLs for the stored images', async () => {
    const id = free[1]!;
    const [lead] = await db().select().from(assetBrokers).where(eq(assetBrokers.assetId, id)).orderBy(asc(assetBrokers.position));
    const r = await add({
      assetId: id,
      crexiDefaultBrokers: [defaultBroker],
      projectPlan: 'gold',
      userInstructions: { mapping_question_1: 'Ask for Pat', mapping_question_2: ' ', mapping_question_3: 'Yes, mornings' },
      nearbyCities: [
        { name: ' Pasadena ', distanceFromAsset: 200 },
        { name: '', distanceFromAsset: 200 },
        { name: 'Irvine', distanceFromAsset: 200 },
      ],
      nearbyCallouts: [
        { name: 'Staples Center', distanceFromAsset: 100 },
        { name: 'Union Station', distanceFromAsset: 10 },
      ],
      callToAction: 'Call for a tour',
      interiorVideoContact: contact,
      eliteAuction: 'ELITE',
      mapScreenshot: `deal_map/${id}/map.png`,
      mapGeopoints: polygon,
      auction: { auction_1: 'June 1', auction_2: '', auction_3: 'June 3' },
      includedBrokers: [{ id: lead!.brokerId, isIncluded: true, isLead: true }],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.addAssetDetails.message).toBe('Asset details added successfully');
    const d = await detail(id);
    expect(d.nearbyCities.map((p) => [p.name, p.distanceFromAsset])).toEqual([
      ['Pasadena', 200],
      ['Irvine', 200],
    ]);
    expect(d.nearbyCallouts.map((p) => [p.name, p.distanceFromAsset])).toEqual([
      ['Staples Center', 100],
      ['Union Station', 10],
    ]);
    expect(d.callToAction).toEqual({ text: 'Call for a tour' });
    expect(d.interiorVideoContact).toEqual({ ...contact, shootTime: '10:30:00' });
    expect(d.auction).toEqual({ id, auction_1: 'June 1', auction_2: null, auction_3: 'June 3', auction_4: null });
    expect(d.eliteAuction).toBe('ELITE');
    expect(d.projectPlan).toBe('GOLD');
    expect(d.status).toBe('Inprogress');
    expect(d.isPending).toBe(false);
    expect(d.includedBrokers).toEqual([{ id: lead!.brokerId, isIncluded: true, isLead: true }]);
    expect(d.mapGeopoints).toEqual(polygon);
    expect(d.mapScreenshotKey).toBe(`deal_map/${id}/map.png`);
    expect(d.mapScreenshot).toMatch(/^\/api\/storage\/.+/);
    expect(d.userInstructions).toEqual({
      mapping_question_1: 'Ask for Pat',
      mapping_question_2: null,
      mapping_question_3: 'Yes, mornings',
    });
    const [b] = d.crexiDefaultBrokers;
    expect(b).toMatchObject({
      uuid: BROKER_UUID,
      firstname: 'Dana',
      imageKey: defaultBroker.imageUrl,
      companyLogoKey: defaultBroker.companyLogoUrl,
    });
    expect(b!.imageUrl).not.toBe(defaultBroker.imageUrl);
    expect(b!.imageUrl).toContain('default_broker');
  });

  it('keeps what a save leaves out, clears what it sends as null, and renames, deletes and adds nearby places', async () => {
    const id = free[2]!;
    await add({
      assetId: id,
      callToAction: 'Visit us',
      eliteAuction: 'AUCTION',
      nearbyCities: [
        { name: 'A', distanceFromAsset: 200 },
        { name: 'B', distanceFromAsset: 200 },
      ],
    });
    expect((await add({ assetId: id, auction: { auction_1: 'July 4' } })).errors).toBeUndefined();
    let d = await detail(id);
    expect([d.callToAction?.text, d.eliteAuction, d.auction?.auction_1, d.nearbyCities.length]).toEqual([
      'Visit us',
      'AUCTION',
      'July 4',
      2,
    ]);
    const [a, b] = d.nearbyCities;
    await add({
      assetId: id,
      callToAction: null,
      eliteAuction: null,
      nearbyCities: [
        { id: a!.id, name: 'A renamed', distanceFromAsset: 200 },
        { id: b!.id, name: 'B', distanceFromAsset: 200, delete: true },
        { name: 'C', distanceFromAsset: 200 },
      ],
    });
    d = await detail(id);
    expect([d.callToAction, d.eliteAuction, d.auction?.auction_1]).toEqual([null, null, 'July 4']);
    expect(d.nearbyCities.map((p) => p.name)).toEqual(['A renamed', 'C']);
    expect(d.nearbyCities[0]!.id).toBe(a!.id);
  });

  it("refuses bad input with the spec's messages", async () => {
    const id = free[3]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ auction: { auction_2: 'x'.repeat(31) } }, 'Maximum 30 characters allowed'],
      [{ interiorVideoContact: { ...contact, email: 'sam@' } }, 'Email is not valid'],
      [{ interiorVideoContact: { ...contact, phone: '12345' } }, 'Phone number is not valid'],
      [{ interiorVideoContact: { email: 'sam@example.com', shootTime: '10:00' } }, 'Date is required, if shoot time is provided'],
      [{ interiorVideoContact: { email: 'sam@example.com', shootDate: future() } }, 'Time is required, if shoot date is provided'],
      [{ interiorVideoContact: { ...contact, shootDate: '2020-01-01' } }, SHOOT_DATE_PAST_MESSAGE],
      [{ crexiDefaultBrokers: [{ ...defaultBroker, phone: 'call me' }] }, 'Phone number is invalid'],
      [{ crexiDefaultBrokers: [{ ...defaultBroker, companyUrl: 'not a url' }] }, 'URL cannot contain spaces'],
      [{ crexiDefaultBrokers: [{ ...defaultBroker, companyUrl: 'reyes' }] }, 'Invalid URL format'],
      [{ crexiDefaultBrokers: [{ ...defaultBroker, email: 'dana' }] }, 'Invalid email'],
      [{ crexiDefaultBrokers: [{ ...defaultBroker, firstname: ' ' }] }, 'First name is required'],
      [{ mapGeopoints: polygon.slice(0, 2) }, 'Please draw a polygon first.'],
      [{ nearbyCities: [{ name: 'x'.repeat(121), distanceFromAsset: 200 }] }, 'Maximum 120 characters allowed'],
    ];
    for (const [vars, text] of cases) {
      const r = await add({ assetId: id, ...vars });
      expect([errorCode(r), message(r)], JSON.stringify(vars)).toEqual(['BAD_USER_INPUT', text]);
    }
    // Keys and ids that belong elsewhere.
    const other = `default_broker/${MISSING}/image`;
    const refused: Record<string, unknown>[] = [
      { crexiDefaultBrokers: [{ ...defaultBroker, imageUrl: other }] },
      { crexiDefaultBrokers: [{ ...defaultBroker, companyLogoUrl: `default_broker/${BROKER_UUID}/../../x` }] },
      { mapScreenshot: `deal_map/${free[4]}/map.png` },
      { includedBrokers: [{ id: MISSING, isIncluded: true, isLead: false }] },
      { nearbyCities: [{ name: 'Far', distanceFromAsset: 100 }] },
      { nearbyCallouts: [{ name: 'Near', distanceFromAsset: 200 }] },
      { nearbyCities: [{ id: MISSING, name: 'Ghost', distanceFromAsset: 200 }] },
      { status: 'Shipped' },
      { projectPlan: 'DIAMOND' },
    ];
    for (const vars of refused) expect(errorCode(await add({ assetId: id, ...vars })), JSON.stringify(vars)).toBe('BAD_USER_INPUT');
    expect(errorCode(await add({ assetId: MISSING, callToAction: 'x' }))).toBe('NOT_FOUND');
    const [order] = await db().select().from(assetOrders).where(eq(assetOrders.assetId, id));
    expect(order).toBeUndefined();
  });

  it('saves nothing of a call that fails part-way', async () => {
    const id = free[4]!;
    await add({ assetId: id, callToAction: 'Before', nearbyCallouts: [{ name: 'Kept', distanceFromAsset: 10 }] });
    const [kept] = (await detail(id)).nearbyCallouts;
    // Another listing's place: the order row is written before the places are checked, and must not survive.
    await add({ assetId: free[5]!, nearbyCities: [{ name: 'Elsewhere', distanceFromAsset: 200 }] });
    const [elsewhere] = (await detail(free[5]!)).nearbyCities;
    const r = await add({
      assetId: id,
      callToAction: 'After',
      status: 'Complete',
      nearbyCallouts: [
        { id: kept!.id, name: 'Renamed', distanceFromAsset: 10 },
        { name: 'New', distanceFromAsset: 100 },
        { id: elsewhere!.id, name: 'Stolen', distanceFromAsset: 200, delete: true },
      ],
    });
    expect([errorCode(r), message(r)]).toEqual(['BAD_USER_INPUT', 'Callouts must be within 100 or 10 miles.']);
    const r2 = await add({
      assetId: id,
      callToAction: 'After',
      nearbyCallouts: [{ id: elsewhere!.id, name: 'x', distanceFromAsset: 100, delete: true }],
    });
    expect([errorCode(r2), message(r2)]).toEqual(['BAD_USER_INPUT', 'This place is not part of the order.']);
    const d = await detail(id);
    expect([d.callToAction?.text, d.status, d.nearbyCallouts.map((p) => p.name)]).toEqual(['Before', 'Inprogress', ['Kept']]);
    expect((await detail(free[5]!)).nearbyCities.map((p) => p.name)).toEqual(['Elsewhere']);
  });

  it('Save For Later puts the order on the pending list at its tab, unless the interior contact is incomplete', async () => {
    const id = free[6]!;
    const [me] = await db().select().from(users).where(eq(users.email, 'customer@vms.test'));
    expect((await add({ assetId: id, callToAction: 'Soon', savedTab: 4 })).errors).toBeUndefined();
    let d = await detail(id);
    expect([d.savedTab, d.isPending, d.status]).toEqual([4, true, 'Inprogress']);
    const [row] = await db().select().from(assets).where(eq(assets.id, id));
    expect(row!.pendingBy).toBe(me!.id);
    const PENDING = '{ getPendingAssets(limit: 100, offset: 0) { assets { id } } }';
    const pending = await t.gql<{ getPendingAssets: { assets: { id: string }[] } }>(PENDING, {}, customer);
    expect(pending.data!.getPendingAssets.assets.map((a) => a.id)).toContain(id);

    const partial = { email: 'sam@example.com', phone: '310-555-0100' };
    const r = await add({ assetId: id, interiorVideoContact: partial, savedTab: 6 });
    expect([errorCode(r), message(r)]).toEqual(['BAD_USER_INPUT', ORDER_MESSAGES.interiorIncomplete]);
    // Saved (Next) without Save For Later, then Save For Later from the summary tab: still refused.
    expect((await add({ assetId: id, interiorVideoContact: partial })).errors).toBeUndefined();
    expect(message(await add({ assetId: id, savedTab: 7 }))).toBe(ORDER_MESSAGES.interiorIncomplete);
    // Before the interior tab, an unfinished contact does not block.
    expect((await add({ assetId: id, savedTab: 5 })).errors).toBeUndefined();
    expect((await add({ assetId: id, interiorVideoContact: contact, savedTab: 6 })).errors).toBeUndefined();
    d = await detail(id);
    expect([d.savedTab, d.interiorVideoContact?.name]).toEqual([6, 'Sam Lee']);
    // No contact at all is no incomplete contact.
    expect((await add({ assetId: free[7]!, savedTab: 7 })).errors).toBeUndefined();
  });

  it('refuses to change an order that already became a project', async () => {
    const [ordered] = await db().select({ assetId: projects.assetId }).from(projects).limit(1);
    const r = await add({ assetId: ordered!.assetId, callToAction: 'Late' });
    expect([errorCode(r), message(r)]).toEqual(['BAD_USER_INPUT', ORDER_MESSAGES.alreadyOrdered]);
  });
});

describe('addNewBrokerToAsset', () => {
  it('adds a directory broker by e-mail at the end of the listing, once', async () => {
    const id = free[8]!;
    const onAsset = (await db().select().from(assetBrokers).where(eq(assetBrokers.assetId, id))).map((l) => l.brokerId);
    const all = await db().select().from(brokers).orderBy(asc(brokers.externalId));
    const candidate = all.find(
      (b) => b.email && !onAsset.includes(b.id) && all.filter((o) => o.email?.toLowerCase() === b.email!.toLowerCase()).length === 1,
    )!;
    const r = await t.gql<{ addNewBrokerToAsset: { message: string } }>(
      ADD_BROKER,
      { id, email: ` ${candidate.email!.toUpperCase()} ` },
      customer,
    );
    expect(r.data?.addNewBrokerToAsset.message).toBe('Broker added successfully');
    expect((await detail(id)).asset.brokers.at(-1)!.id).toBe(candidate.id);
    const again = await t.gql(ADD_BROKER, { id, email: candidate.email }, customer);
    expect([errorCode(again), message(again)]).toEqual(['BAD_USER_INPUT', ORDER_MESSAGES.brokerAlreadyOnAsset]);
    const none = await t.gql(ADD_BROKER, { id, email: 'nobody@example.com' }, customer);
    expect([errorCode(none), message(none)]).toEqual(['BAD_USER_INPUT', 'No broker available']);
    expect(message(await t.gql(ADD_BROKER, { id, email: 'nobody' }, customer))).toBe('Invalid email');
    expect(errorCode(await t.gql(ADD_BROKER, { id: MISSING, email: candidate.email }, customer))).toBe('NOT_FOUND');
  });
});

describe('plans of an order', () => {
  it('reads the default plan until one is chosen, then the chosen one with its id and price', async () => {
    const id = free[9]!;
    const all = await db().select().from(plans);
    const price = (type: string) => Number(all.find((p) => p.type === type)!.price);
    type P = { getAssetPlan: { assetId: string; projectPlan: string; planId: string; price: number } };
    const before = (await t.gql<P>(PLAN, { assetId: id }, customer)).data!.getAssetPlan;
    expect(before).toEqual({ assetId: id, projectPlan: 'PLATINUM', planId: all.find((p) => p.isDefault)!.id, price: price('PLATINUM') });
    const r = await t.gql<{ addAssetPlan: { message: string } }>(ADD_PLAN, { assetId: id, planName: ' silver ' }, customer);
    expect(r.data!.addAssetPlan.message).toBe('Data saved successfully.');
    const after = (await t.gql<P>(PLAN, { assetId: id }, customer)).data!.getAssetPlan;
    expect([after.projectPlan, after.price]).toEqual(['SILVER', price('SILVER')]);
    expect((await detail(id)).projectPlan).toBe('SILVER');
    expect(message(await t.gql(ADD_PLAN, { assetId: id, planName: 'DIAMOND' }, customer))).toBe('Unknown plan');
    expect(errorCode(await t.gql(ADD_PLAN, { assetId: MISSING, planName: 'GOLD' }, customer))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(PLAN, { assetId: MISSING }, customer))).toBe('NOT_FOUND');
  });
});

describe('boundary map', () => {
  it('presigns the screenshot below deal_map/{assetId}/, and saveDealMap keeps it with the polygon and answers', async () => {
    const id = free[10]!;
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const url = await t.gql<{ getAwsS3PresignedUrl: string }>(
      PRESIGN,
      { l: `deal_map/${id}`, f: 'boundary.png', c: 'image/png' },
      customer,
    );
    expect(url.errors).toBeUndefined();
    const data = {
      deal_map_screenshot: `deal_map/${id}/boundary.png`,
      deal_map_geopoints: polygon,
      deal_map_instructions: { mapping_question_1: 'Pat, 555-0100', mapping_question_3: '' },
    };
    const early = await t.gql(MAP, { assetId: id, data }, customer);
    expect([errorCode(early), message(early)]).toEqual(['BAD_USER_INPUT', 'The map screenshot has not been uploaded yet.']);
    expect((await put(t, url.data!.getAwsS3PresignedUrl, png, { 'content-type': 'image/png' })).status).toBe(200);
    const r = await t.gql<{ saveDealMap: { message: string } }>(MAP, { assetId: id, data }, customer);
    expect(r.data?.saveDealMap.message).toBe('Data saved successfully.');
    const d = await detail(id);
    expect(d.mapScreenshotKey).toBe(`deal_map/${id}/boundary.png`);
    expect(d.mapGeopoints).toEqual(polygon);
    expect(d.userInstructions).toEqual({ mapping_question_1: 'Pat, 555-0100', mapping_question_2: null, mapping_question_3: null });
    const shown = await t.app.fastify.inject({ method: 'GET', url: d.mapScreenshot as string });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);

    const bad: [Record<string, unknown>, string][] = [
      [{ ...data, deal_map_geopoints: polygon.slice(0, 2) }, 'Please draw a polygon first.'],
      [{ ...data, deal_map_screenshot: ' ' }, 'Please draw a polygon first.'],
      [{ ...data, deal_map_screenshot: `deal_map/${id}/boundary.gif` }, 'Please upload a valid image file.'],
    ];
    for (const [d2, text] of bad) expect(message(await t.gql(MAP, { assetId: id, data: d2 }, customer))).toBe(text);
    expect(
      errorCode(await t.gql(MAP, { assetId: id, data: { ...data, deal_map_screenshot: `deal_map/${free[0]}/boundary.png` } }, customer)),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await t.gql(MAP, { assetId: id, data: { ...data, deal_map_screenshot: `deal_map/${id}/../${free[0]}/b.png` } }, customer)),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await t.gql(MAP, { assetId: MISSING, data: { ...data, deal_map_screenshot: `deal_map/${MISSING}/b.png` } }, customer)),
    ).toBe('NOT_FOUND');
  });
});

describe('addQuotePropertiesToHubspot', () => {
  it('keeps the quote with the order, at the price of its plan', async () => {
    const id = free[11]!;
    const r = await t.gql<{ addQuotePropertiesToHubspot: { message: string } }>(
      QUOTE,
      { assetId: id, data: { planName: 'gold', eliteAuction: 'AUCTION', price: 1799, notes: ' Rush ' } },
      customer,
    );
    expect(r.data?.addQuotePropertiesToHubspot.message).toBe('Data saved successfully.');
    const [order] = await db().select().from(assetOrders).where(eq(assetOrders.assetId, id));
    expect(order!.quoteProperties).toEqual({ planName: 'GOLD', eliteAuction: 'AUCTION', price: 1799, notes: 'Rush' });
    expect(message(await t.gql(QUOTE, { assetId: id, data: { planName: 'GOLD', price: -1 } }, customer))).toBeDefined();
    expect(errorCode(await t.gql(QUOTE, { assetId: MISSING, data: { planName: 'GOLD', price: 1 } }, customer))).toBe('NOT_FOUND');
  });
});

describe('roles', () => {
  it('refuses every order operation to the sales person and the operator', async () => {
    const id = free[12]!;
    const calls: [string, Record<string, unknown>][] = [
      [DETAIL, { assetId: id }],
      [PLAN, { assetId: id }],
      [ADD, { assetId: id, callToAction: 'x' }],
      [ADD_BROKER, { id, email: 'a@example.com' }],
      [ADD_PLAN, { assetId: id, planName: 'GOLD' }],
      [MAP, { assetId: id, data: { deal_map_screenshot: `deal_map/${id}/m.png`, deal_map_geopoints: polygon } }],
      [QUOTE, { assetId: id, data: { planName: 'GOLD', price: 1 } }],
      [CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }],
      [PRESIGN, { l: `deal_map/${id}`, f: 'm.png', c: 'image/png' }],
    ];
    for (const email of ['sales@vms.test', 'operator@vms.test']) {
      const token = await t.login(email);
      for (const [q, vars] of calls) expect(errorCode(await t.gql(q, vars, token)), `${email} ${q.slice(0, 40)}`).toBe('FORBIDDEN');
    }
    for (const [q, vars] of calls) expect(errorCode(await t.gql(q, vars))).toBe('UNAUTHENTICATED');
    const [order] = await db().select().from(assetOrders).where(eq(assetOrders.assetId, id));
    expect(order).toBeUndefined();
  });
});
