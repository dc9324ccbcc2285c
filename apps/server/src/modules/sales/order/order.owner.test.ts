// Issue #21 finding 1, written as the attack: a second customer (signed up like anyone can) goes after the order of
// the first. An order belongs to the customer who started it; only they and staff read or write it; prices and deal
// amounts come from the plans; a placed order's quote and plan are no longer the customer's to change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, todayIso } from '@vms/shared';
import { freeAssetIds } from '../sales.test-helpers.js';
import { createTestApp, errorCode, type GqlResult, type TestApp } from '../../../test/test-app.js';
import { assetOrders } from '../sales.table.js';
import { projects, assets, crmDeals } from '../../core/index.js';

const DETAIL = `query($assetId: ID!) { getAssetDetails(assetId: $assetId) {
  interiorVideoContact { name email phone additionalNotes } projectPlan isPending } }`;
const ADD = `mutation($assetId: ID!, $callToAction: String, $interiorVideoContact: InteriorVideoContactInput, $savedTab: Int, $projectPlan: String) {
  addAssetDetails(assetId: $assetId, callToAction: $callToAction, interiorVideoContact: $interiorVideoContact, savedTab: $savedTab,
    projectPlan: $projectPlan) { message } }`;
const PLAN = 'query($assetId: ID!) { getAssetPlan(assetId: $assetId) { projectPlan price } }';
const ADD_PLAN = 'mutation($assetId: ID!, $planName: String!) { addAssetPlan(assetId: $assetId, planName: $planName) { message } }';
const ADD_BROKER = 'mutation($id: ID!, $email: String!) { addNewBrokerToAsset(id: $id, email: $email) { message } }';
const MAP = 'mutation($assetId: ID!, $data: DealMapInput!) { saveDealMap(assetId: $assetId, data: $data) { message } }';
const QUOTE =
  'mutation($assetId: ID!, $data: QuotePropertiesInput!) { addQuotePropertiesToHubspot(assetId: $assetId, data: $data) { message } }';
const CHECKOUT =
  'mutation($assetId: ID!, $eliteAuction: String) { checkout(assetId: $assetId, eliteAuction: $eliteAuction) { projectId } }';
const PENDING = '{ getPendingAssets(limit: 100, offset: 0) { totalCount assets { id } } }';
const STATUS = 'query($assetId: ID!) { projectCheckoutStatus(assetId: $assetId) { status message } }';
const SIGN_UP = `mutation($email: String!) { signUp(firstName: "Mallory", lastName: "Other", email: $email, password: "Attack1234") { token } }`;

let t: TestApp;
let victim: string;
let attacker: string;
let free: string[];
const db = () => t.app.services.db;
const message = (r: GqlResult) => r.errors?.[0]?.message;
const future = () => {
  const d = new Date();
  d.setDate(d.getDate() + 10);
  return todayIso(d);
};
const contact = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '310-555-0100',
  shootDate: future(),
  shootTime: '10:30',
  additionalNotes: 'Gate code 4711',
};
const order = async (assetId: string) => (await db().select().from(assetOrders).where(eq(assetOrders.assetId, assetId)))[0];
const pendingIds = async (token: string) =>
  ((await t.gql<{ getPendingAssets: { assets: { id: string }[] } }>(PENDING, {}, token)).data?.getPendingAssets.assets ?? []).map(
    (a) => a.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  victim = await t.login('customer@vms.test');
  const signed = await t.gql<{ signUp: { token: string } }>(SIGN_UP, { email: 'mallory@example.com' });
  attacker = signed.data!.signUp.token;
  free = await freeAssetIds(db());
});
afterAll(() => t?.close());

/** The victim's pending order: saved for later on the interior-video tab with the contact and the gate code. */
async function victimsPendingOrder(assetId: string) {
  const r = await t.gql(ADD, { assetId, interiorVideoContact: contact, callToAction: 'Call Sam', savedTab: 6 }, victim);
  expect(r.errors).toBeUndefined();
}

describe('a second customer and the first customer’s order (issue #21, finding 1)', () => {
  it("cannot read another customer's pending order (contact details, gate code)", async () => {
    const id = free[0]!;
    await victimsPendingOrder(id);
    const r = await t.gql(DETAIL, { assetId: id }, attacker);
    expect(JSON.stringify(r)).not.toContain('Gate code 4711');
    expect([errorCode(r), message(r)]).toEqual(['FORBIDDEN', ORDER_MESSAGES.otherCustomersOrder]);
    expect(errorCode(await t.gql(PLAN, { assetId: id }, attacker))).toBe('FORBIDDEN');
    // the owner still reads it
    const own = await t.gql<{ getAssetDetails: { interiorVideoContact: { additionalNotes: string } } }>(DETAIL, { assetId: id }, victim);
    expect(own.data?.getAssetDetails.interiorVideoContact.additionalNotes).toBe('Gate code 4711');
  });

  it('cannot take the order over with addAssetDetails: it stays on the owner’s pending list, unchanged', async () => {
    const id = free[1]!;
    await victimsPendingOrder(id);
    const r = await t.gql(ADD, { assetId: id, callToAction: 'Mine now', savedTab: 2 }, attacker);
    expect([errorCode(r), message(r)]).toEqual(['FORBIDDEN', ORDER_MESSAGES.otherCustomersOrder]);
    expect((await order(id))!.callToAction).toBe('Call Sam');
    expect(await pendingIds(victim)).toContain(id);
    expect(await pendingIds(attacker)).not.toContain(id);
    // nor with the other writes of the order
    const others: [string, Record<string, unknown>][] = [
      [ADD_PLAN, { assetId: id, planName: 'SILVER' }],
      [ADD_BROKER, { id, email: 'someone@example.com' }],
      [
        MAP,
        {
          assetId: id,
          data: {
            deal_map_screenshot: `deal_map/${id}/m.png`,
            deal_map_geopoints: [
              { lat: 1, lng: 1 },
              { lat: 2, lng: 1 },
              { lat: 2, lng: 2 },
            ],
          },
        },
      ],
      [QUOTE, { assetId: id, data: { planName: 'SILVER', eliteAuction: 'ELITE', price: 899 } }],
    ];
    for (const [q, vars] of others) expect(errorCode(await t.gql(q, vars, attacker)), q.slice(0, 40)).toBe('FORBIDDEN');
    expect((await order(id))!.projectPlan).toBe('PLATINUM');
    expect((await order(id))!.quoteProperties).toBeNull();
  });

  it('cannot check out another customer’s order as their own', async () => {
    const id = free[2]!;
    await victimsPendingOrder(id);
    const r = await t.gql(CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }, attacker);
    expect([errorCode(r), message(r)]).toEqual(['FORBIDDEN', ORDER_MESSAGES.otherCustomersOrder]);
    expect(await db().select().from(projects).where(eq(projects.assetId, id))).toHaveLength(0);
    // The search's card says so before the order opens.
    const status = await t.gql<{ projectCheckoutStatus: { status: boolean; message: string } }>(STATUS, { assetId: id }, attacker);
    expect(status.data?.projectCheckoutStatus).toEqual({ status: false, message: ORDER_MESSAGES.otherCustomersOrder });
    expect(
      (await t.gql<{ projectCheckoutStatus: { status: boolean } }>(STATUS, { assetId: id }, victim)).data?.projectCheckoutStatus.status,
    ).toBe(true);
  });

  it('cannot set the deal amount: prices come from the plans, and a placed order’s quote is not the customer’s to change', async () => {
    const id = free[3]!;
    // a price that is not the plan's is refused, even to the owner
    const cheap = await t.gql(QUOTE, { assetId: id, data: { planName: 'GOLD', eliteAuction: 'ELITE', price: 1 } }, victim);
    expect([errorCode(cheap), message(cheap)]).toEqual(['BAD_USER_INPUT', ORDER_MESSAGES.priceNotPlans]);
    expect(await order(id)).toBeUndefined();
    const placed = await t.gql(CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }, victim);
    expect(placed.errors).toBeUndefined();
    const [deal] = await db().select().from(crmDeals).where(eq(crmDeals.assetId, id));
    expect(deal!.amount).toBe('2499.00');
    for (const token of [attacker, victim]) {
      const r = await t.gql(QUOTE, { assetId: id, data: { planName: 'AUCTION', eliteAuction: 'AUCTION', price: 1299 } }, token);
      expect(errorCode(r)).toBe(token === attacker ? 'FORBIDDEN' : 'BAD_USER_INPUT');
    }
    const [after] = await db().select().from(crmDeals).where(eq(crmDeals.assetId, id));
    expect([after!.amount, after!.quoteProperties.planName]).toEqual(['2499.00', 'PLATINUM']);
    // staff still follow up a placed order: the amount is the plan's
    const admin = await t.login('admin@vms.test');
    const r = await t.gql(
      QUOTE,
      { assetId: id, data: { planName: 'GOLD', eliteAuction: 'ELITE', price: 1799, notes: 'Downgraded' } },
      admin,
    );
    expect(r.errors).toBeUndefined();
    const [staffed] = await db().select().from(crmDeals).where(eq(crmDeals.assetId, id));
    expect([staffed!.amount, staffed!.quoteProperties.notes]).toEqual(['1799.00', 'Downgraded']);
  });

  it('cannot rewrite the plan of an already-ordered listing with addAssetPlan', async () => {
    const [ordered] = await db().select({ assetId: projects.assetId }).from(projects).limit(1);
    const id = ordered!.assetId!;
    const before = await order(id);
    for (const token of [attacker, victim, await t.login('admin@vms.test')]) {
      const r = await t.gql(ADD_PLAN, { assetId: id, planName: 'BRONZE' }, token);
      expect(r.errors, 'addAssetPlan on a placed order').toBeDefined();
    }
    expect((await order(id))?.projectPlan).toBe(before?.projectPlan);
  });

  it('staff (admin, PM, QA, QC) read and write a customer’s order; the order stays the customer’s', async () => {
    const id = free[4]!;
    await victimsPendingOrder(id);
    for (const email of ['admin@vms.test', 'pm@vms.test', 'qa@vms.test', 'qc@vms.test']) {
      const token = await t.login(email);
      const read = await t.gql<{ getAssetDetails: { interiorVideoContact: { additionalNotes: string } } }>(DETAIL, { assetId: id }, token);
      expect(read.data?.getAssetDetails.interiorVideoContact.additionalNotes, email).toBe('Gate code 4711');
      const write = await t.gql(ADD, { assetId: id, callToAction: `Saved by ${email}`, savedTab: 3 }, token);
      expect(write.errors, email).toBeUndefined();
    }
    const [asset] = await db().select().from(assets).where(eq(assets.id, id));
    const saved = await order(id);
    expect(saved!.ownerId).toBe(asset!.pendingBy);
    expect(await pendingIds(victim)).toContain(id);
  });

  it('gets an order of their own on a listing nobody ordered yet', async () => {
    const id = free[5]!;
    expect((await t.gql(ADD, { assetId: id, callToAction: 'My own', savedTab: 1 }, attacker)).errors).toBeUndefined();
    expect(await pendingIds(attacker)).toContain(id);
    expect(await pendingIds(victim)).not.toContain(id);
    expect(errorCode(await t.gql(DETAIL, { assetId: id }, victim))).toBe('FORBIDDEN');
  });

  it('finds an order nobody owns free everywhere, and the first customer to write it claims it (issue #33, item 2)', async () => {
    const id = free[6]!;
    // a listing offered on a plan that nobody has started, as the seed's untouched Bronze listings
    await db().insert(assetOrders).values({ assetId: id, projectPlan: 'BRONZE' });
    for (const token of [attacker, victim]) {
      expect(
        (await t.gql<{ projectCheckoutStatus: { status: boolean } }>(STATUS, { assetId: id }, token)).data?.projectCheckoutStatus.status,
      ).toBe(true);
      expect((await t.gql(DETAIL, { assetId: id }, token)).errors).toBeUndefined();
    }
    expect((await t.gql(ADD, { assetId: id, callToAction: 'Mine now', savedTab: 1 }, victim)).errors).toBeUndefined();
    expect((await order(id))!.ownerId).not.toBeNull();
    const status = await t.gql<{ projectCheckoutStatus: { status: boolean; message: string } }>(STATUS, { assetId: id }, attacker);
    expect(status.data?.projectCheckoutStatus).toEqual({ status: false, message: ORDER_MESSAGES.otherCustomersOrder });
    expect(errorCode(await t.gql(DETAIL, { assetId: id }, attacker))).toBe('FORBIDDEN');
  });
});
