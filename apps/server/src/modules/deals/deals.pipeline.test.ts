// The list's pipeline (beyond the spec, issue 19) over MORE deals than a list page holds (100): grouped in SQL by stage
// and start month over every deal the viewer reaches; the period, bad input and role refusal. And the HubSpot record
// links built from HUBSPOT_PORTAL_ID (this app sets it; deals.test.ts runs without it and gets none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEALS_INPUT_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { assets, crmDealProperties, crmDeals, dealCompanies, dealContacts, projects } from '../core/index.js';
import { DEMO_DEAL_COUNT } from '../../seed/deals.js';

let t: TestApp;
const WHO = ['sales', 'admin', 'pm', 'qa', 'qc', 'customer', 'pilot', 'editor', 'broker', 'operator'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
const EXTRA = 130;
const STAGES = ['appointmentscheduled', 'qualifiedtobuy', 'contractsent', 'closedwon', 'closedlost'];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000', HUBSPOT_PORTAL_ID: '24680' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  // 130 more deals on the seeded projects: five stages over five months of 2025 (far from the seed's recent dates),
  // amounts 100, 101, … so every bucket's sum is different.
  const db = t.app.services.db;
  const projectIds = (await db.select({ id: projects.id }).from(projects)).map((p) => p.id);
  for (let i = 0; i < EXTRA; i++) {
    const [asset] = await db
      .insert(assets)
      .values({ assetCrexiId: `pipeline-test-${i}`, name: `Pipeline test ${i}` })
      .returning();
    const id = randomUUID();
    await db.insert(crmDeals).values({
      id,
      assetId: asset!.id,
      projectId: projectIds[i % projectIds.length]!,
      dealName: `Pipeline test deal ${i}`,
      amount: (100 + i).toFixed(2),
      quoteProperties: { planName: 'GOLD', eliteAuction: null, price: 100 + i, notes: null },
      crmId: `local-deal-${id}`,
    });
    await db.insert(crmDealProperties).values({
      dealId: id,
      hsObjectId: String(800000 + i),
      dealStage: STAGES[i % STAGES.length]!,
      // no start date on every 13th, so the totals also count deals the chart's months cannot place
      startDate: i % 13 === 12 ? null : `2025-0${1 + (i % 5)}-${String(1 + (i % 28)).padStart(2, '0')}`,
    });
  }
}, 120_000);
afterAll(() => t?.close());

const PIPELINE = `query($input: DealPipelineInput) { dealPipeline(input: $input) { dealStage month count amount } }`;
type Bucket = { dealStage: string | null; month: string | null; count: number; amount: number };
const pipeline = async (token: string, input?: Record<string, string>) => {
  const r = await t.gql<{ dealPipeline: Bucket[] }>(PIPELINE, input ? { input } : {}, token);
  expect(r.errors).toBeUndefined();
  return r.data!.dealPipeline;
};
const sum = (b: Bucket[], f: (x: Bucket) => number) => b.reduce((n, x) => n + f(x), 0);

describe('dealPipeline', () => {
  it('counts and sums every deal, far beyond a list page of 100, by stage and start month', async () => {
    const total = DEMO_DEAL_COUNT + EXTRA;
    const list = await t.gql<{ deals: { totalCount: number } }>('{ deals(input: { limit: 100 }) { totalCount } }', {}, tokens.sales);
    expect(list.data!.deals.totalCount).toBe(total);
    const [db] = await t.app.services.db.select({ amount: sql<number>`sum(${crmDeals.amount})::float8` }).from(crmDeals);

    for (const who of ['sales', 'admin', 'pm', 'qa', 'qc'] as const) {
      const buckets = await pipeline(tokens[who]);
      expect(
        sum(buckets, (b) => b.count),
        who,
      ).toBe(total);
      expect(
        sum(buckets, (b) => b.amount),
        who,
      ).toBeCloseTo(db!.amount, 2);
    }

    // One bucket computed by hand: closedwon (i % 5 === 3) starting in 2025-04 (i % 5 === 3) with a start date.
    const mine = [...Array(EXTRA).keys()].filter((i) => i % 5 === 3 && i % 13 !== 12);
    const buckets = await pipeline(tokens.sales);
    const april = buckets.find((b) => b.dealStage === 'closedwon' && b.month === '2025-04')!;
    expect(april).toEqual({
      dealStage: 'closedwon',
      month: '2025-04',
      count: mine.length,
      amount: sum(
        mine.map((i) => ({ amount: 100 + i }) as Bucket),
        (b) => b.amount,
      ),
    });
    // The deals without a start date have their own bucket per stage (month null), counted in the totals.
    expect(
      sum(
        buckets.filter((b) => b.month === null),
        (b) => b.count,
      ),
    ).toBe(Math.floor(EXTRA / 13));
    // Ordered by month (no month last), then stage.
    const months = buckets.map((b) => b.month ?? '9999');
    expect(months).toEqual([...months].sort());
  });

  it('matches a brute-force grouping of every deal row, bucket for bucket', async () => {
    // The reference: every listed deal (one with a project) read row by row and grouped here, not in SQL.
    const rows = await t.app.services.db
      .select({
        projectId: crmDeals.projectId,
        amount: crmDeals.amount,
        dealStage: crmDealProperties.dealStage,
        startDate: crmDealProperties.startDate,
      })
      .from(crmDeals)
      .leftJoin(crmDealProperties, eq(crmDealProperties.dealId, crmDeals.id));
    const expected = new Map<string, Bucket>();
    for (const r of rows.filter((x) => x.projectId !== null)) {
      const month = r.startDate ? String(r.startDate).slice(0, 7) : null;
      const key = `${r.dealStage}|${month}`;
      const b = expected.get(key) ?? { dealStage: r.dealStage ?? null, month, count: 0, amount: 0 };
      expected.set(key, { ...b, count: b.count + 1, amount: b.amount + Number(r.amount) });
    }
    const actual = await pipeline(tokens.sales);
    expect(actual.length).toBe(expected.size);
    for (const b of actual) {
      const ref = expected.get(`${b.dealStage}|${b.month}`);
      expect(ref, `${b.dealStage} ${b.month}`).toBeDefined();
      expect(b.count, `${b.dealStage} ${b.month}`).toBe(ref!.count);
      expect(b.amount, `${b.dealStage} ${b.month}`).toBeCloseTo(ref!.amount, 2);
    }
  });

  it('keeps the deals that start within the period, both ends inclusive', async () => {
    const buckets = await pipeline(tokens.sales, { from: '02/01/2025', to: '03/31/2025' });
    expect([...new Set(buckets.map((b) => b.month))].sort()).toEqual(['2025-02', '2025-03']);
    const expected = [...Array(EXTRA).keys()].filter((i) => i % 13 !== 12 && (i % 5 === 1 || i % 5 === 2));
    expect(sum(buckets, (b) => b.count)).toBe(expected.length);
    const oneDay = await pipeline(tokens.sales, { from: '01/01/2025', to: '01/01/2025' });
    expect(sum(oneDay, (b) => b.count)).toBe([...Array(EXTRA).keys()].filter((i) => i % 13 !== 12 && i % 5 === 0 && i % 28 === 0).length);
    expect(await pipeline(tokens.sales, { from: '01/01/2030' })).toEqual([]);
  });

  it('refuses a malformed period with the message', async () => {
    for (const [input, message] of [
      [{ from: '2025-01-01' }, DEALS_INPUT_MESSAGES.pipelineFrom],
      [{ to: '02/30/2025' }, DEALS_INPUT_MESSAGES.pipelineTo],
      [{ from: '03/01/2025', to: '02/01/2025' }, DEALS_INPUT_MESSAGES.pipelinePeriod],
    ] as const) {
      const r = await t.gql(PIPELINE, { input }, tokens.sales);
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toBe(message);
    }
  });

  it('refuses customer, pilot, editor, broker and operator, and the anonymous', async () => {
    for (const who of ['customer', 'pilot', 'editor', 'broker', 'operator'] as const) {
      expect(errorCode(await t.gql(PIPELINE, {}, tokens[who])), who).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(PIPELINE, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('HubSpot links with HUBSPOT_PORTAL_ID', () => {
  it('links the deal, a HubSpot contact and company to their records, and none only the local CRM knows', async () => {
    const DETAIL = `query($projectId: ID!) { deal(projectId: $projectId) { dealId dealHsObjectId hsLink contacts { id contactHsLink } company { companyName companyHsLink } } }`;
    const first = await t.gql<{ deals: { dealData: { projectId: number }[] } }>('{ deals { dealData { projectId } } }', {}, tokens.sales);
    const projectId = String(first.data!.deals.dealData[0]!.projectId);
    type D = {
      deal: {
        dealId: string;
        dealHsObjectId: string;
        hsLink: string | null;
        contacts: { id: string; contactHsLink: string | null }[];
        company: { companyName: string; companyHsLink: string | null };
      };
    };
    const before = (await t.gql<D>(DETAIL, { projectId }, tokens.sales)).data!.deal;
    expect(before.hsLink).toBe(`https://app.hubspot.com/contacts/24680/record/0-3/${before.dealHsObjectId}`);
    expect(before.contacts.length).toBeGreaterThan(0);
    expect(before.contacts.every((c) => c.contactHsLink === null)).toBe(true);
    expect(before.company.companyHsLink).toBeNull();
    // The contact and the company as a HubSpot sync would store them: HubSpot's numeric ids.
    await t.app.services.db.update(dealContacts).set({ crmId: '5151' }).where(eq(dealContacts.crmId, before.contacts[0]!.id));
    await t.app.services.db.update(dealCompanies).set({ crmId: '7272' }).where(eq(dealCompanies.companyName, before.company.companyName));
    const after = (await t.gql<D>(DETAIL, { projectId }, tokens.sales)).data!.deal;
    expect(after.contacts[0]).toEqual({ id: '5151', contactHsLink: 'https://app.hubspot.com/contacts/24680/record/0-1/5151' });
    expect(after.company).toEqual({
      companyName: before.company.companyName,
      companyHsLink: 'https://app.hubspot.com/contacts/24680/record/0-2/7272',
    });
  });
});
