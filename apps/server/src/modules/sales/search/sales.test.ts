import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { freeAssetIds } from '../sales.test-helpers.js';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { users, brokers, projects, assetBrokers, assets } from '../../core/index.js';

const SEARCH = `query($firstName: String, $lastName: String, $companyName: String, $limit: Int, $offset: Int, $auctionData: String) {
  searchAssets(firstName: $firstName, lastName: $lastName, companyName: $companyName, limit: $limit, offset: $offset, auctionData: $auctionData) {
    totalCount assets { id name askingPrice status projectPlan isPrivate companyNames lastUpdatedAt
      details { propertyType } locations { city state { name } }
      brokers { id firstName lastName brokerages { name } } } } }`;
const PENDING = '{ getPendingAssets(limit: 10, offset: 0) { totalCount assets { id status } } }';
const DELETE = 'mutation($assetId: ID!) { deletePendingAssets(assetId: $assetId, status: "Inprogress") { message } }';
const CHECK =
  'query($assetId: ID!, $planName: String) { projectCheckoutStatus(assetId: $assetId, planName: $planName) { status message projectPlan } }';
const PLANS = '{ getPlans { featuresList plans { id type price default description } } }';

type Result = {
  id: string;
  name: string;
  companyNames: string[];
  brokers: { firstName: string; lastName: string; brokerages: { name: string }[] }[];
};
type Search = { searchAssets: { totalCount: number; assets: Result[] } };

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login('customer@vms.test');
});
afterAll(() => t?.close());
const db = () => t.app.services.db;

describe('searchAssets', () => {
  it('finds listings by a broker first-name prefix, last name and company, trimmed and case-insensitive', async () => {
    const [link] = await db()
      .select({ first: brokers.firstName, last: brokers.lastName, company: brokers.company, assetId: assetBrokers.assetId })
      .from(assetBrokers)
      .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
      .limit(1);
    const r = await t.gql<Search>(
      SEARCH,
      { firstName: ` ${link!.first.slice(0, 3).toLowerCase()} `, lastName: link!.last, companyName: link!.company!.toUpperCase() },
      customer,
    );
    expect(r.errors).toBeUndefined();
    const found = r.data!.searchAssets;
    expect(found.assets.map((a) => a.id)).toContain(link!.assetId);
    for (const a of found.assets) {
      expect(
        a.brokers.some((b) => b.firstName.toLowerCase().startsWith(link!.first.slice(0, 3).toLowerCase()) && b.lastName === link!.last),
      ).toBe(true);
      expect(a.companyNames).toContain(link!.company);
    }
  });

  it('pages by ten with the total, and filters auction listings', async () => {
    const all = (await t.gql<Search>(SEARCH, {}, customer)).data!.searchAssets;
    expect(all.assets).toHaveLength(10);
    const n = (await db().select({ id: assets.id }).from(assets)).length;
    expect(all.totalCount).toBe(n);
    const second = (await t.gql<Search>(SEARCH, { offset: 10 }, customer)).data!.searchAssets;
    expect(second.assets[0]!.id).not.toBe(all.assets[0]!.id);
    const auctions = (await t.gql<Search>(SEARCH, { auctionData: 'AUCTION', limit: 100 }, customer)).data!.searchAssets;
    const elite = (await t.gql<Search>(SEARCH, { auctionData: 'ELITE', limit: 100 }, customer)).data!.searchAssets;
    expect(auctions.totalCount + elite.totalCount).toBe(n);
    const auctionIds = (await db().select({ id: assets.id }).from(assets).where(eq(assets.isAuction, true))).map((a) => a.id).sort();
    expect(auctions.assets.map((a) => a.id).sort()).toEqual(auctionIds);
  });

  it('treats % and _ as letters and refuses bad input', async () => {
    expect((await t.gql<Search>(SEARCH, { lastName: '%' }, customer)).data!.searchAssets.totalCount).toBe(0);
    expect(errorCode(await t.gql(SEARCH, { auctionData: 'GOLD' }, customer))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SEARCH, { limit: 0 }, customer))).toBe('BAD_USER_INPUT');
  });

  it('is refused to the sales person and the operator, and without a token', async () => {
    for (const email of ['sales@vms.test', 'operator@vms.test', 'pilot@vms.test']) {
      expect(errorCode(await t.gql(SEARCH, {}, await t.login(email)))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(SEARCH, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('pending orders', () => {
  it("shows a customer only their own, staff everyone's, and deleting one takes it off the list", async () => {
    const [me] = await db().select().from(users).where(eq(users.email, 'customer@vms.test'));
    const mine = await db().select().from(assets).where(eq(assets.pendingBy, me!.id));
    const everyone = await db().select().from(assets).where(isNotNull(assets.pendingBy));
    expect(mine.length).toBeGreaterThan(0);
    expect(everyone.length).toBeGreaterThan(mine.length);
    type P = { getPendingAssets: { totalCount: number; assets: { id: string }[] } };
    const own = (await t.gql<P>(PENDING, {}, customer)).data!.getPendingAssets;
    expect(own.totalCount).toBe(mine.length);
    const admin = await t.login('admin@vms.test');
    expect((await t.gql<P>(PENDING, {}, admin)).data!.getPendingAssets.totalCount).toBe(everyone.length);

    const theirs = everyone.find((a) => a.pendingBy !== me!.id)!;
    expect(errorCode(await t.gql(DELETE, { assetId: theirs.id }, customer))).toBe('NOT_FOUND');
    const r = await t.gql<{ deletePendingAssets: { message: string } }>(DELETE, { assetId: mine[0]!.id }, customer);
    expect(r.data!.deletePendingAssets.message).toBe('Asset deleted successfully');
    const [after] = await db().select().from(assets).where(eq(assets.id, mine[0]!.id));
    expect([after!.pendingBy, after!.status]).toEqual([null, 'Inprogress']);
    expect((await t.gql<P>(PENDING, {}, customer)).data!.getPendingAssets.totalCount).toBe(mine.length - 1);
  });

  it('lists the order saved last first', async () => {
    type P = { getPendingAssets: { assets: { id: string }[] } };
    const [fresh] = await freeAssetIds(db());
    const SAVE = 'mutation($assetId: ID!) { addAssetDetails(assetId: $assetId, callToAction: "Tour today", savedTab: 4) { message } }';
    expect((await t.gql(SAVE, { assetId: fresh }, customer)).errors).toBeUndefined();
    expect((await t.gql<P>(PENDING, {}, customer)).data!.getPendingAssets.assets[0]!.id).toBe(fresh);
  });
});

describe('plans and checkout status', () => {
  it('lists the plans with the default and every feature', async () => {
    const r = await t.gql<{
      getPlans: { featuresList: string[]; plans: { type: string; price: number; default: boolean; description: string[] }[] };
    }>(PLANS, {}, customer);
    const { plans, featuresList } = r.data!.getPlans;
    expect(plans.find((p) => p.default)!.type).toBe('PLATINUM');
    expect(plans.find((p) => p.type === 'BRONZE')!.price).toBe(30);
    for (const p of plans) for (const f of p.description) expect(featuresList).toContain(f);
  });

  it('refuses an asset that already has a project, with its message and plan', async () => {
    const [ordered] = await db()
      .select({ assetId: projects.assetId, plan: projects.plan })
      .from(projects)
      .where(isNotNull(projects.assetId))
      .limit(1);
    type C = { projectCheckoutStatus: { status: boolean; message: string | null; projectPlan: string | null } };
    const no = (await t.gql<C>(CHECK, { assetId: ordered!.assetId }, customer)).data!.projectCheckoutStatus;
    expect(no).toEqual({ status: false, message: 'An order for this property has already been placed.', projectPlan: ordered!.plan });
    // a listing nobody has ordered or started an order on (another customer's order in progress is refused: ADR 0011)
    const [freeId] = await freeAssetIds(db());
    const free = { id: freeId! };
    expect((await t.gql<C>(CHECK, { assetId: free!.id }, customer)).data!.projectCheckoutStatus).toEqual({
      status: true,
      message: null,
      projectPlan: 'PLATINUM',
    });
    expect((await t.gql<C>(CHECK, { assetId: free!.id, planName: 'bronze' }, customer)).data!.projectCheckoutStatus.projectPlan).toBe(
      'BRONZE',
    );
    expect(errorCode(await t.gql(CHECK, { assetId: free!.id, planName: 'DIAMOND' }, customer))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(CHECK, { assetId: '00000000-0000-4000-8000-000000000000' }, customer))).toBe('NOT_FOUND');
  });
});
