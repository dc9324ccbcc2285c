// checkout (part A §2 "Order summary submission", §7): the order becomes a project with its tasks, folders and CRM deal,
// in one transaction; the deal push and the summary e-mail follow as jobs; one asset makes one project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, formatPrice } from '@vms/shared';
import { freeAssetIds } from '../sales.test-helpers.js';
import { createTestApp, errorCode, type GqlResult, type TestApp } from '../../../test/test-app.js';
import {
  users,
  brokers,
  projectSections,
  projectTasks,
  projects,
  assetBrokers,
  assets,
  crmDeals,
  plans,
  templateFor,
} from '../../core/index.js';
import { projectFolders } from '../../files/files.table.js';
import type { CrmPort } from '../../../connectors/hubspot/port.js';
import { assetOrders } from '../sales.table.js';
import { pushCrmDeal } from './sales.jobs.js';

const ADD = `mutation($assetId: ID!, $callToAction: String, $nearbyCities: [NearbyPlaceInput!], $includedBrokers: [IncludedBrokerInput!],
  $auction: AuctionInput, $savedTab: Int, $projectPlan: String) {
  addAssetDetails(assetId: $assetId, callToAction: $callToAction, nearbyCities: $nearbyCities, includedBrokers: $includedBrokers,
    auction: $auction, savedTab: $savedTab, projectPlan: $projectPlan) { message } }`;
const CHECKOUT = `mutation($assetId: ID!, $planId: ID, $planName: String, $eliteAuction: String) {
  checkout(assetId: $assetId, planId: $planId, planName: $planName, eliteAuction: $eliteAuction) { message projectId projectNumber projectPlan } }`;
const QUOTE =
  'mutation($assetId: ID!, $data: QuotePropertiesInput!) { addQuotePropertiesToHubspot(assetId: $assetId, data: $data) { message } }';
const CHECK = 'query($assetId: ID!) { projectCheckoutStatus(assetId: $assetId) { status message } }';
const PROJECTS =
  '{ getProjects(trackStatus: "ACTIVE", limit: 10, offset: 0) { totalCount projects { id projectUuid projectName plan status isNew } } }';

type Result = { checkout: { message: string; projectId: string; projectNumber: number; projectPlan: string } };

let t: TestApp;
let customer: string;
let free: string[];
const db = () => t.app.services.db;
const message = (r: GqlResult) => r.errors?.[0]?.message;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `probe` gives a value (the jobs run in process, a little after the request). */
async function eventually<T>(probe: () => Promise<T | undefined | null>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await probe();
    if (v) return v;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Undoes encoded-word headers and quoted-printable bodies, so the test reads the e-mail as a person would. */
function decodeEml(raw: string): string {
  const bytes = (s: string) =>
    Buffer.from(
      s.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  const split = raw.indexOf('\n\n');
  const head = raw
    .slice(0, split)
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/\n\s+/g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, w: string) => bytes(w.replace(/_/g, ' ')));
  return `${head}\n\n${bytes(raw.slice(split + 2).replace(/=\r?\n/g, ''))}`;
}

async function mailTo(to: string, containing: string): Promise<string> {
  const dir = join(t.dataDir, 'outbox');
  return eventually(async () => {
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      return null;
    }
    return files.map((f) => decodeEml(readFileSync(join(dir, f), 'utf8'))).find((m) => m.includes(`To: ${to}`) && m.includes(containing));
  }, `the e-mail to ${to}`);
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login('customer@vms.test');
  free = await freeAssetIds(db());
});
afterAll(() => t?.close());

describe('checkout', () => {
  it('turns the order into a project with its tasks, folders and CRM deal, and e-mails the summary', async () => {
    const id = free[0]!;
    const [me] = await db().select().from(users).where(eq(users.email, 'customer@vms.test'));
    const [asset] = await db().select().from(assets).where(eq(assets.id, id));
    const links = await db().select().from(assetBrokers).where(eq(assetBrokers.assetId, id)).orderBy(asc(assetBrokers.position));
    const saved = await t.gql(
      ADD,
      {
        assetId: id,
        callToAction: 'Tour <b>today</b> & tomorrow',
        nearbyCities: [{ name: 'Pasadena', distanceFromAsset: 200 }],
        includedBrokers: [{ id: links[0]!.brokerId, isIncluded: true, isLead: true }],
        auction: { auction_1: 'June 1' },
        savedTab: 5,
      },
      customer,
    );
    expect(saved.errors).toBeUndefined();
    expect((await db().select().from(assets).where(eq(assets.id, id)))[0]!.pendingBy).toBe(me!.id);

    const r = await t.gql<Result>(CHECKOUT, { assetId: id, planName: 'gold', eliteAuction: 'ELITE' }, customer);
    expect(r.errors).toBeUndefined();
    const out = r.data!.checkout;
    expect(out.message).toBe('Your order summary has been sent to your email.');
    expect(out.projectPlan).toBe('GOLD');

    const [project] = await db().select().from(projects).where(eq(projects.id, out.projectId));
    expect(project).toMatchObject({
      number: out.projectNumber,
      projectName: asset!.name,
      plan: 'GOLD',
      productType: null,
      trackStatus: 'ACTIVE',
      status: 'NOT STARTED',
      customerId: me!.id,
      assetId: id,
      isNew: true,
    });
    const template = templateFor('GOLD');
    const [sections] = await db().select({ n: count() }).from(projectSections).where(eq(projectSections.projectId, project!.id));
    const [tasks] = await db().select({ n: count() }).from(projectTasks).where(eq(projectTasks.projectId, project!.id));
    expect(sections!.n).toBe(template.length);
    expect(tasks!.n).toBe(template.reduce((n, s) => n + s.tasks.length, 0));
    const [folders] = await db().select({ n: count() }).from(projectFolders).where(eq(projectFolders.projectId, project!.id));
    expect(folders!.n).toBeGreaterThan(0);

    const [gold] = await db().select().from(plans).where(eq(plans.type, 'GOLD'));
    const [after] = await db().select().from(assets).where(eq(assets.id, id));
    expect([after!.status, after!.pendingBy]).toEqual(['Complete', null]);
    const [order] = await db().select().from(assetOrders).where(eq(assetOrders.assetId, id));
    expect([order!.eliteAuction, order!.projectPlan]).toEqual(['ELITE', 'GOLD']);

    // The deal: written with the order, then pushed to the (local) CRM by its job.
    const [deal] = await db().select().from(crmDeals).where(eq(crmDeals.assetId, id));
    expect(deal).toMatchObject({ projectId: project!.id, dealName: `${asset!.name} — GOLD`, amount: gold!.price });
    expect(deal!.quoteProperties).toEqual({ planName: 'GOLD', eliteAuction: 'ELITE', price: Number(gold!.price), notes: null });
    const pushed = await eventually(
      async () => (await db().select().from(crmDeals).where(eq(crmDeals.id, deal!.id)))[0]?.pushedAt,
      'the deal push',
    );
    expect(pushed).toBeInstanceOf(Date);
    expect((await db().select().from(crmDeals).where(eq(crmDeals.id, deal!.id)))[0]!.crmId).toBe(`local-deal-${deal!.id}`);

    const mail = await mailTo('customer@vms.test', asset!.name);
    expect(mail).toContain(`Subject: Your VMS order summary — ${asset!.name}`);
    expect(mail).toContain(`GOLD: ${formatPrice(gold!.price)}`);
    expect(mail).toContain('ELITE');
    expect(mail).toContain('Pasadena');
    expect(mail).toContain('June 1');
    const [lead] = await db().select().from(brokers).where(eq(brokers.id, links[0]!.brokerId));
    expect(mail).toContain(`${lead!.firstName} ${lead!.lastName} (lead)`);
    expect(mail).toContain('/management-portal/projects/active-projects');
    // The HTML part escapes what people typed.
    expect(mail).toContain('Tour &lt;b&gt;today&lt;/b&gt; &amp; tomorrow');
    expect(mail).not.toContain('<b>today</b> & tomorrow</li>');

    type Page = { getProjects: { projects: { id: string; projectUuid: string; plan: string; isNew: boolean }[] } };
    const list = await t.gql<Page>(PROJECTS, {}, customer);
    expect(list.data!.getProjects.projects[0]).toEqual(
      expect.objectContaining({ id: String(out.projectNumber), projectUuid: project!.id, plan: 'GOLD', isNew: true }),
    );
    const check = await t.gql<{ projectCheckoutStatus: { status: boolean; message: string } }>(CHECK, { assetId: id }, customer);
    expect(check.data!.projectCheckoutStatus).toEqual({ status: false, message: ORDER_MESSAGES.alreadyOrdered });
    const again = await t.gql(CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }, customer);
    expect([errorCode(again), message(again)]).toEqual(['BAD_USER_INPUT', ORDER_MESSAGES.alreadyOrdered]);
    expect(message(await t.gql(ADD, { assetId: id, callToAction: 'Late' }, customer))).toBe(ORDER_MESSAGES.alreadyOrdered);
  });

  it('makes one project of two simultaneous checkouts', async () => {
    const id = free[1]!;
    const [a, b] = await Promise.all([
      t.gql<Result>(CHECKOUT, { assetId: id, eliteAuction: 'AUCTION' }, customer),
      t.gql<Result>(CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }, await t.login('admin@vms.test')),
    ]);
    const ok = [a, b].filter((r) => r.data?.checkout);
    const refused = [a, b].filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(refused.map((r) => message(r))).toEqual([ORDER_MESSAGES.alreadyOrdered]);
    const [n] = await db().select({ n: count() }).from(projects).where(eq(projects.assetId, id));
    expect(n!.n).toBe(1);
    const [deals] = await db().select({ n: count() }).from(crmDeals).where(eq(crmDeals.assetId, id));
    expect(deals!.n).toBe(1);
  });

  it("uses the order's plan or the default, checks planId against planName, and gives staff-finished orders to their customer", async () => {
    const all = await db().select().from(plans);
    const planId = (type: string) => all.find((p) => p.type === type)!.id;
    const admin = await t.login('admin@vms.test');
    const [me] = await db().select().from(users).where(eq(users.email, 'customer@vms.test'));
    const [adminUser] = await db().select().from(users).where(eq(users.email, 'admin@vms.test'));

    const mismatch = await t.gql(
      CHECKOUT,
      { assetId: free[2], planId: planId('GOLD'), planName: 'SILVER', eliteAuction: 'ELITE' },
      customer,
    );
    expect(errorCode(mismatch)).toBe('BAD_USER_INPUT');
    const noChoice = await t.gql(CHECKOUT, { assetId: free[2] }, customer);
    expect([errorCode(noChoice), message(noChoice)]).toEqual(['BAD_USER_INPUT', ORDER_MESSAGES.chooseEliteAuction]);
    expect(errorCode(await t.gql(CHECKOUT, { assetId: '00000000-0000-4000-8000-000000000000', eliteAuction: 'ELITE' }, customer))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(
        await t.gql(CHECKOUT, { assetId: free[2], planId: '00000000-0000-4000-8000-000000000000', eliteAuction: 'ELITE' }, customer),
      ),
    ).toBe('BAD_USER_INPUT');
    const [none] = await db().select({ n: count() }).from(projects).where(eq(projects.assetId, free[2]!));
    expect(none!.n).toBe(0);

    const byId = await t.gql<Result>(CHECKOUT, { assetId: free[2], planId: planId('SILVER'), eliteAuction: 'ELITE' }, customer);
    expect(byId.data!.checkout.projectPlan).toBe('SILVER');

    // The customer saved it for later on the BRONZE plan; the admin finishes it.
    await t.gql(ADD, { assetId: free[3], projectPlan: 'BRONZE', savedTab: 2 }, customer);
    const staff = await t.gql<Result>(CHECKOUT, { assetId: free[3], eliteAuction: 'AUCTION' }, admin);
    expect(staff.data!.checkout.projectPlan).toBe('BRONZE');
    const [p1] = await db().select().from(projects).where(eq(projects.id, staff.data!.checkout.projectId));
    expect(p1!.customerId).toBe(me!.id);
    await mailTo('admin@vms.test', 'BRONZE');

    // Nothing chosen anywhere: the default plan, and the admin's own order.
    const plain = await t.gql<Result>(CHECKOUT, { assetId: free[4], eliteAuction: 'ELITE' }, admin);
    expect(plain.data!.checkout.projectPlan).toBe('PLATINUM');
    const [p2] = await db().select().from(projects).where(eq(projects.id, plain.data!.checkout.projectId));
    expect(p2!.customerId).toBe(adminUser!.id);
  });

  it('leaves nothing behind when a step of the transaction fails', async () => {
    const id = free[5]!;
    const tracker = t.app.services.tracker;
    const original = tracker.createProject;
    tracker.createProject = async () => {
      throw new Error('Asana is down');
    };
    try {
      const r = await t.gql(CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }, customer);
      expect(r.errors).toBeDefined();
    } finally {
      tracker.createProject = original;
    }
    const [n] = await db().select({ n: count() }).from(projects).where(eq(projects.assetId, id));
    const [deals] = await db().select({ n: count() }).from(crmDeals).where(eq(crmDeals.assetId, id));
    const [asset] = await db().select().from(assets).where(eq(assets.id, id));
    expect([n!.n, deals!.n, asset!.status]).toEqual([0, 0, null]);
    expect((await t.gql<Result>(CHECKOUT, { assetId: id, eliteAuction: 'ELITE' }, customer)).data?.checkout.projectPlan).toBe('PLATINUM');
  });
});

describe('the CRM deal after checkout', () => {
  it('drops a quote made for another plan: the deal carries the plan ordered and its price', async () => {
    const id = free[12]!;
    await t.gql(QUOTE, { assetId: id, data: { planName: 'GOLD', eliteAuction: 'ELITE', price: 1799, notes: 'Gold quote' } }, customer);
    const placed = await t.gql<Result>(CHECKOUT, { assetId: id, eliteAuction: 'AUCTION', planName: 'SILVER' }, customer);
    expect(placed.errors).toBeUndefined();
    const [deal] = await db().select().from(crmDeals).where(eq(crmDeals.assetId, id));
    expect(deal!.amount).toBe('899.00');
    expect(deal!.quoteProperties).toEqual({ planName: 'SILVER', eliteAuction: 'AUCTION', price: 899, notes: null });
  });

  it('follows a new quote and is pushed again; a failed push keeps its error and is retried', async () => {
    const id = free[6]!;
    await t.gql(
      QUOTE,
      { assetId: id, data: { planName: 'ELITE', eliteAuction: 'ELITE', price: 1499, notes: 'Before checkout' } },
      customer,
    );
    const placed = await t.gql<Result>(CHECKOUT, { assetId: id, eliteAuction: 'ELITE', planName: 'ELITE' }, customer);
    expect(placed.errors).toBeUndefined();
    const [deal] = await db().select().from(crmDeals).where(eq(crmDeals.assetId, id));
    // The quote saved before checkout for the plan ordered travels with the deal.
    expect(deal!.quoteProperties).toMatchObject({ planName: 'ELITE', notes: 'Before checkout' });
    const first = await eventually(
      async () => (await db().select().from(crmDeals).where(eq(crmDeals.id, deal!.id)))[0]?.pushedAt,
      'the first push',
    );

    // After checkout the quote is staff's to follow up (issue #21: a customer set a placed deal to $1.00).
    const r = await t.gql<{ addQuotePropertiesToHubspot: { message: string } }>(
      QUOTE,
      { assetId: id, data: { planName: 'ELITE', eliteAuction: 'ELITE', price: 1499, notes: 'Upsell' } },
      await t.login('pm@vms.test'),
    );
    expect(r.data?.addQuotePropertiesToHubspot.message).toBe('Data saved successfully.');
    const updated = await eventually(async () => {
      const [row] = await db().select().from(crmDeals).where(eq(crmDeals.id, deal!.id));
      return row!.pushedAt! > first ? row : null;
    }, 'the second push');
    expect([updated.amount, updated.quoteProperties.notes, updated.crmId]).toEqual(['1499.00', 'Upsell', `local-deal-${deal!.id}`]);

    // A CRM outage: the job throws (so the queue retries) and the row keeps the error until a push succeeds.
    const s = t.app.services;
    const crm = s.crm;
    const down: CrmPort = { ...crm, kind: 'http', pushDeal: async () => ({ ok: false, error: 'HubSpot 503: Service unavailable' }) };
    s.crm = down;
    try {
      await expect(pushCrmDeal(s, deal!.id)).rejects.toThrow(/HubSpot 503/);
    } finally {
      s.crm = crm;
    }
    expect((await db().select().from(crmDeals).where(eq(crmDeals.id, deal!.id)))[0]!.pushError).toBe('HubSpot 503: Service unavailable');
    s.crm = { ...crm, kind: 'http', pushDeal: async () => ({ ok: true, crmId: 'hs-42' }) };
    try {
      await pushCrmDeal(s, deal!.id);
    } finally {
      s.crm = crm;
    }
    const [healed] = await db().select().from(crmDeals).where(eq(crmDeals.id, deal!.id));
    expect([healed!.crmId, healed!.pushError]).toEqual(['hs-42', null]);
  });
});
