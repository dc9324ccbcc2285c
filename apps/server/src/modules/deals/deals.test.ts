// The deals portal through the real GraphQL endpoint: the seeded deals, filters and pages, the detail and its price
// summary, quotes, notes, payment, the association sync and its live event; bad input and role refusal for every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEALS_MESSAGES, DEALS_INPUT_MESSAGES, dealPaymentStatus } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { crmDeals } from '../core/index.js';
import { DEMO_DEAL_COUNT } from '../../seed/deals.js';

let t: TestApp;
const WHO = ['sales', 'admin', 'pm', 'qa', 'qc', 'customer', 'pilot', 'editor', 'broker', 'operator'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
});
afterAll(() => t?.close());

const LIST = `query($input: DealsInput) { deals(input: $input) { totalCount dealData { dealId projectId dealName dealStage dealType projectManager projectEditor pif status startDate } } }`;
type Row = { dealId: string; projectId: number; dealName: string; dealStage: string | null; status: string; startDate: string | null };
type List = { deals: { totalCount: number; dealData: Row[] } };
const DETAIL = `query($projectId: ID!) { deal(projectId: $projectId) { dealId projectId dealName dealStage subTotal discount total
  packages { lineitemName lineitemQuantity lineitemPrice lineitemDiscount } dealPayment { name checked timestamp disabled }
  quotes { id quoteLink quoteHsExpirationDate } company { companyName } contacts { contactFirstname contactEmail } pmNotes customerNotes hsQuoteLinks } }`;
type Detail = {
  deal: {
    dealId: string;
    subTotal: number;
    discount: number;
    total: number;
    packages: { lineitemQuantity: number; lineitemPrice: number; lineitemDiscount: number }[];
    dealPayment: { name: string; checked: boolean; disabled: boolean; timestamp: string | null }[];
    quotes: { quoteHsExpirationDate: string }[];
    company: { companyName: string } | null;
    contacts: unknown[];
    pmNotes: string;
  };
};
const PAYMENT = `mutation($projectId: ID!, $payment: [DealPaymentInput!]!) { updateDealPayment(projectId: $projectId, payment: $payment) { name checked disabled timestamp } }`;
const NOTES = `mutation($projectId: ID!, $pmNotes: String, $customerNotes: String) { saveDealNotes(projectId: $projectId, pmNotes: $pmNotes, customerNotes: $customerNotes) { message } }`;
const QUOTES = `query($dealId: ID!) { getDealQuotes(dealId: $dealId) { id quoteLink quoteExpirationDate } }`;
const SYNC = `mutation($dealId: ID!) { syncDealAssociations(dealId: $dealId) { message } }`;

const all = async (token: string) => {
  const r = await t.gql<List>(LIST, { input: { limit: 100 } }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.deals;
};
const payment = (ticks: Partial<Record<string, boolean>>) =>
  ['Not Paid', 'Paid', 'Pulled From Bundle', 'Invoiced'].map((name) => ({ name, checked: !!ticks[name], disabled: false }));

describe('deals', () => {
  it('gives the sales person the seeded deals, 10 a page by default, with every stage and payment state', async () => {
    const first = await t.gql<List>(LIST, {}, tokens.sales);
    expect(first.errors).toBeUndefined();
    expect(first.data!.deals.totalCount).toBeGreaterThanOrEqual(12);
    expect(first.data!.deals.totalCount).toBe(DEMO_DEAL_COUNT);
    expect(first.data!.deals.dealData).toHaveLength(10);
    const every = await all(tokens.sales);
    expect(every.dealData.some((d) => d.dealStage === 'closedwon')).toBe(true);
    const second = await t.gql<List>(LIST, { input: { offset: 10 } }, tokens.sales);
    const ids = new Set(first.data!.deals.dealData.map((d) => d.dealId));
    expect(second.data!.deals.dealData.every((d) => !ids.has(d.dealId))).toBe(true);
    const states = new Set<string>();
    let neither = 0;
    for (const d of every.dealData) {
      const r = await t.gql<Detail>(DETAIL, { projectId: String(d.projectId) }, tokens.sales);
      const pay = r.data!.deal.dealPayment;
      states.add(dealPaymentStatus(pay));
      if (!pay.find((p) => p.name === 'Paid')!.checked && !pay.find((p) => p.name === 'Not Paid')!.checked) neither++;
    }
    expect([...states].sort()).toEqual(['Invoiced', 'Not Paid', 'Paid', 'Pulled From Bundle']);
    expect(neither).toBeGreaterThan(0);
  });

  it('filters by deal name, status and start date (MM/dd/yyyy), and the global search', async () => {
    const every = (await all(tokens.sales)).dealData;
    const target = every[3]!;
    const word = target.dealName.split(' ')[0]!;
    const byName = await t.gql<List>(LIST, { input: { filter: { dealName: word.toLowerCase() } } }, tokens.sales);
    expect(byName.data!.deals.dealData.length).toBeGreaterThan(0);
    expect(byName.data!.deals.dealData.every((d) => d.dealName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const byStatus = await t.gql<List>(LIST, { input: { filter: { status: target.status } } }, tokens.sales);
    expect(byStatus.data!.deals.dealData.every((d) => d.status.includes(target.status))).toBe(true);
    const [y, m, dd] = target.startDate!.split('-');
    const byDate = await t.gql<List>(LIST, { input: { filter: { startDate: `${m}/${dd}/${y}` } } }, tokens.sales);
    expect(byDate.data!.deals.dealData.map((d) => d.dealId)).toContain(target.dealId);
    expect(byDate.data!.deals.dealData.every((d) => d.startDate === target.startDate)).toBe(true);
    const global = await t.gql<List>(LIST, { input: { globalSearchText: word } }, tokens.pm);
    expect(global.data!.deals.dealData.length).toBeGreaterThan(0);
    const none = await t.gql<List>(LIST, { input: { filter: { dealName: 'no deal is called this' } } }, tokens.sales);
    expect(none.data!.deals).toEqual({ totalCount: 0, dealData: [] });
  });

  it('refuses bad input with the message', async () => {
    for (const [input, message] of [
      [{ limit: 0 }, DEALS_INPUT_MESSAGES.limit],
      [{ offset: -1 }, DEALS_INPUT_MESSAGES.offset],
      [{ filter: { startDate: '2026-01-02' } }, DEALS_INPUT_MESSAGES.startDate],
      [{ filter: { startDate: '02/30/2026' } }, DEALS_INPUT_MESSAGES.startDate],
      [{ globalSearchText: 'x'.repeat(101) }, DEALS_INPUT_MESSAGES.search],
    ] as const) {
      const r = await t.gql(LIST, { input }, tokens.sales);
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toBe(message);
    }
  });

  it('counts the deals', async () => {
    const r = await t.gql<{ dealCount: number }>('{ dealCount }', {}, tokens.qc);
    expect(r.data!.dealCount).toBe(DEMO_DEAL_COUNT);
  });
});

describe('deal', () => {
  it('has the price summary of the line items with a quantity above 0, a company, contacts and quotes', async () => {
    const every = (await all(tokens.sales)).dealData;
    let zero = 0;
    for (const d of every) {
      const r = await t.gql<Detail>(DETAIL, { projectId: String(d.projectId) }, tokens.sales);
      expect(r.errors).toBeUndefined();
      const deal = r.data!.deal;
      const sold = deal.packages.filter((p) => p.lineitemQuantity > 0);
      zero += deal.packages.length - sold.length;
      expect(deal.subTotal).toBeCloseTo(sold.reduce((n, p) => n + p.lineitemPrice * p.lineitemQuantity, 0));
      expect(deal.discount).toBeCloseTo(sold.reduce((n, p) => n + p.lineitemDiscount, 0));
      expect(deal.total).toBeCloseTo(deal.subTotal - deal.discount);
      expect(deal.company?.companyName).toBeTruthy();
      expect(deal.contacts.length).toBeGreaterThan(0);
      const invoiced = deal.dealPayment.find((p) => p.name === 'Invoiced')!;
      expect(invoiced).toMatchObject({ checked: true, disabled: true });
    }
    expect(zero).toBeGreaterThan(0);
  });

  it('has no HubSpot links without HUBSPOT_PORTAL_ID (the local CRM), rather than a broken URL', async () => {
    const d = (await all(tokens.sales)).dealData[0]!;
    const r = await t.gql<{
      deal: { hsLink: string | null; contacts: { contactHsLink: string | null }[]; company: { companyHsLink: string | null } };
    }>(
      `query($projectId: ID!) { deal(projectId: $projectId) { hsLink contacts { contactHsLink } company { companyHsLink } } }`,
      { projectId: String(d.projectId) },
      tokens.sales,
    );
    expect(r.data!.deal.hsLink).toBeNull();
    expect(r.data!.deal.contacts.length).toBeGreaterThan(0);
    expect(r.data!.deal.contacts.every((c) => c.contactHsLink === null)).toBe(true);
    expect(r.data!.deal.company.companyHsLink).toBeNull();
  });

  it('answers NOT_FOUND for a project with no deal or none at all, and BAD_USER_INPUT for a malformed id', async () => {
    expect(errorCode(await t.gql(DETAIL, { projectId: '999999' }, tokens.sales))).toBe('NOT_FOUND');
    const r = await t.gql(DETAIL, { projectId: 'abc' }, tokens.sales);
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
  });
});

describe('getDealQuotes', () => {
  it('lists the quote links with their expiration, one expired and one valid on the first deal', async () => {
    const [deal] = await t.app.services.db
      .select()
      .from(crmDeals)
      .where(eq(crmDeals.dealName, (await all(tokens.sales)).dealData.find((d) => d.dealStage === 'closedwon')!.dealName));
    const every = (await all(tokens.sales)).dealData;
    let expired = 0;
    let valid = 0;
    for (const d of every) {
      const r = await t.gql<{ getDealQuotes: { quoteExpirationDate: string }[] }>(QUOTES, { dealId: d.dealId }, tokens.sales);
      expect(r.errors).toBeUndefined();
      for (const q of r.data!.getDealQuotes) {
        if (Date.parse(q.quoteExpirationDate) < Date.now()) expired++;
        else valid++;
      }
    }
    expect(deal).toBeTruthy();
    expect(expired).toBeGreaterThan(0);
    expect(valid).toBeGreaterThan(0);
  });
  it('refuses a malformed id and hides an unknown one', async () => {
    expect(errorCode(await t.gql(QUOTES, { dealId: 'nope' }, tokens.sales))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(QUOTES, { dealId: '00000000-0000-4000-8000-000000000000' }, tokens.sales))).toBe('NOT_FOUND');
  });
});

describe('saveDealNotes and updateDealPayment', () => {
  it('saves the PM notes and keeps the customer notes', async () => {
    const d = (await all(tokens.sales)).dealData[1]!;
    const before = await t.gql<Detail>(DETAIL, { projectId: String(d.projectId) }, tokens.sales);
    const r = await t.gql<{ saveDealNotes: { message: string } }>(
      NOTES,
      { projectId: String(d.projectId), pmNotes: '  Call the broker Monday.  ' },
      tokens.qc,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.saveDealNotes.message).toBe(DEALS_MESSAGES.notesSaved);
    const after = await t.gql<{ deal: { pmNotes: string; customerNotes: string } }>(
      DETAIL,
      { projectId: String(d.projectId) },
      tokens.sales,
    );
    expect(after.data!.deal.pmNotes).toBe('Call the broker Monday.');
    expect(after.data!.deal.customerNotes).toBe((before.data!.deal as unknown as { customerNotes: string }).customerNotes);
    const empty = await t.gql(NOTES, { projectId: String(d.projectId) }, tokens.sales);
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors![0]!.message).toBe(DEALS_MESSAGES.enterNote);
    const long = await t.gql(NOTES, { projectId: String(d.projectId), pmNotes: 'x'.repeat(5001) }, tokens.sales);
    expect(long.errors![0]!.message).toBe(DEALS_INPUT_MESSAGES.notes);
  });

  it('ticks Paid with a timestamp, keeps Invoiced checked and disabled, and refuses Paid with Not Paid', async () => {
    const d = (await all(tokens.sales)).dealData[2]!;
    const r = await t.gql<{ updateDealPayment: Detail['deal']['dealPayment'] }>(
      PAYMENT,
      { projectId: String(d.projectId), payment: payment({ Paid: true, Invoiced: false }) },
      tokens.sales,
    );
    expect(r.errors).toBeUndefined();
    const paid = r.data!.updateDealPayment.find((p) => p.name === 'Paid')!;
    expect(paid.checked).toBe(true);
    expect(paid.timestamp).toBeTruthy();
    expect(r.data!.updateDealPayment.find((p) => p.name === 'Invoiced')).toMatchObject({ checked: true, disabled: true });
    for (const [list, message] of [
      [payment({ Paid: true, 'Not Paid': true }), DEALS_INPUT_MESSAGES.paidAndNotPaid],
      [payment({}).slice(1), DEALS_INPUT_MESSAGES.paymentList],
      [[...payment({}).slice(1), { name: 'Paid', checked: false }], DEALS_INPUT_MESSAGES.paymentList],
      [[{ name: 'Refunded', checked: true }, ...payment({}).slice(1)], DEALS_INPUT_MESSAGES.paymentName],
    ] as const) {
      const bad = await t.gql(PAYMENT, { projectId: String(d.projectId), payment: list }, tokens.sales);
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors![0]!.message).toBe(message);
    }
  });
});

describe('syncDealAssociations', () => {
  it('queues the pull and ends with the syncDealAssociation event', async () => {
    const d = (await all(tokens.sales)).dealData[0]!;
    const url = (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.sales}` } });
    const event = new Promise<{ status: string; message: string; dealId: string }>((resolve, reject) => {
      client.subscribe(
        {
          query: `subscription($dealId: ID!) { syncDealAssociation(dealId: $dealId) { dealId status message syncedAt } }`,
          variables: { dealId: d.dealId },
        },
        {
          next: (v) =>
            resolve((v.data as { syncDealAssociation: { status: string; message: string; dealId: string } }).syncDealAssociation),
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    const r = await t.gql<{ syncDealAssociations: { message: string } }>(SYNC, { dealId: d.dealId }, tokens.sales);
    expect(r.errors).toBeUndefined();
    const e = await event;
    expect(e).toMatchObject({ dealId: d.dealId, status: 'SYNCED', message: DEALS_MESSAGES.synced });
    await client.dispose();
    expect(errorCode(await t.gql(SYNC, { dealId: 'x' }, tokens.sales))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SYNC, { dealId: '00000000-0000-4000-8000-000000000000' }, tokens.sales))).toBe('NOT_FOUND');
  }, 20_000);
});

describe('roles', () => {
  it('refuses customer, pilot, editor, broker and operator every deals call, and admin, PM and QA the payment', async () => {
    const d = (await all(tokens.sales)).dealData[0]!;
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      ['{ dealCount }', {}],
      [DETAIL, { projectId: String(d.projectId) }],
      [QUOTES, { dealId: d.dealId }],
      [NOTES, { projectId: String(d.projectId), pmNotes: 'x' }],
      [PAYMENT, { projectId: String(d.projectId), payment: payment({}) }],
      [SYNC, { dealId: d.dealId }],
    ];
    for (const who of ['customer', 'pilot', 'editor', 'broker', 'operator'] as const) {
      for (const [q, v] of calls) expect(errorCode(await t.gql(q, v, tokens[who])), `${who} ${q.slice(0, 40)}`).toBe('FORBIDDEN');
    }
    for (const who of ['admin', 'pm', 'qa'] as const) {
      expect(errorCode(await t.gql(PAYMENT, { projectId: String(d.projectId), payment: payment({}) }, tokens[who])), who).toBe('FORBIDDEN');
    }
    for (const who of ['admin', 'qa'] as const) {
      expect(errorCode(await t.gql(NOTES, { projectId: String(d.projectId), pmNotes: 'x' }, tokens[who])), who).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
  });
});
