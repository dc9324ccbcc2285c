// The HubSpot adapter's deal associations against a local fake of the documented endpoints: the deal read (v3), its
// associations (v4, paged with `after`), the batch reads of companies, contacts, line items and quotes (v3, 207 with
// errors for ids it could not read), and the rate limit (429 with Retry-After).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpCrm } from './http.js';

let server: Server;
let baseUrl: string;
const calls: string[] = [];
let throttleNext = 0;
let partial = false;

const DEAL = {
  id: '9001',
  properties: {
    hs_object_id: '9001',
    dealname: 'Austin Plaza',
    dealstage: 'closedwon',
    dealtype: 'PLATINUM',
    urgency: 'High',
    start_date: '2026-03-07T00:00:00.000Z',
    project_target_completion_date: '2026-04-30',
    pif: 'Yes',
    published_video_link: null,
  },
};
const ASSOC: Record<string, string[]> = {
  companies: ['300'],
  contacts: ['401', '402', '403'],
  line_items: ['501', '502'],
  quotes: ['601'],
};
const OBJECTS: Record<string, Record<string, Record<string, string>>> = {
  companies: { '300': { name: 'Harbor Point Realty', phone: '415-555-0142', website: 'https://harborpoint.example.com' } },
  contacts: {
    '401': { firstname: 'Avery', lastname: 'Lopez', email: 'avery@example.com', phone: '555-0100' },
    '402': { firstname: 'Jordan', lastname: 'Kim', email: 'jordan@example.com', phone: '555-0101' },
    '403': { firstname: 'Casey', lastname: 'Nguyen', email: 'casey@example.com', phone: '555-0102' },
  },
  line_items: {
    '501': { name: 'PLATINUM package', quantity: '1', price: '2499.00', discount: '250', hs_product_type: 'base-package' },
    '502': { name: 'Rush delivery', quantity: '0', price: '500.00', discount: '0' },
  },
  quotes: {
    '601': {
      hs_title: 'Quote 1',
      hs_quote_number: 'Q-1',
      hs_createdate: '2026-03-01T10:00:00.000Z',
      hs_expiration_date: '2026-04-01T10:00:00.000Z',
      hs_quote_link: 'https://quotes.example.com/q/601',
      hs_sender_firstname: 'Sam',
      hs_sender_lastname: 'Sellers',
    },
  },
};

const json = (res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      calls.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== 'Bearer t0k') return json(res, 401, { message: 'Authentication credentials not found.' });
      if (throttleNext > 0) {
        throttleNext--;
        return json(
          res,
          429,
          { status: 'error', message: 'You have reached your secondly limit.', category: 'RATE_LIMITS' },
          { 'retry-after': '0' },
        );
      }
      let m = /^\/crm\/v3\/objects\/deals\/(\w+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        if (m[1] !== DEAL.id) return json(res, 404, { status: 'error', message: 'Object not found.', category: 'OBJECT_NOT_FOUND' });
        return json(res, 200, DEAL);
      }
      m = /^\/crm\/v4\/objects\/deals\/(\w+)\/associations\/(\w+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        // Two per page, as HubSpot pages with `after`.
        const all = ASSOC[m[2]!] ?? [];
        const start = Number(url.searchParams.get('after') ?? 0);
        const page = all.slice(start, start + 2);
        const next = start + 2 < all.length ? { next: { after: String(start + 2) } } : undefined;
        return json(res, 200, {
          results: page.map((id) => ({ toObjectId: Number(id), associationTypes: [] })),
          ...(next ? { paging: next } : {}),
        });
      }
      m = /^\/crm\/v3\/objects\/(\w+)\/batch\/read$/.exec(url.pathname);
      if (req.method === 'POST' && m) {
        const body = JSON.parse(raw) as { inputs: { id: string }[]; properties: string[] };
        const store = OBJECTS[m[1]!] ?? {};
        const ids = body.inputs.map((i) => i.id);
        const missing = partial && m[1] === 'contacts' ? ['402'] : [];
        const found = ids.filter((id) => store[id] && !missing.includes(id));
        const results = found
          .reverse()
          .map((id) => ({ id, properties: Object.fromEntries(body.properties.map((p) => [p, store[id]![p] ?? null])) }));
        if (missing.length)
          return json(res, 207, {
            status: 'COMPLETE',
            results,
            numErrors: 1,
            errors: [
              { status: 'error', category: 'OBJECT_NOT_FOUND', message: 'Could not get some CONTACT objects', context: { ids: missing } },
            ],
          });
        return json(res, 200, { status: 'COMPLETE', results });
      }
      return res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  calls.length = 0;
  throttleNext = 0;
  partial = false;
});

const crm = () => createHttpCrm({ token: 't0k', baseUrl, portalId: '44000', retryDelayMs: 1 });

describe('pullDealAssociations over HTTP', () => {
  it('reads the deal, follows association pages and batch-reads every associated object in association order', async () => {
    const out = await crm().pullDealAssociations({ id: 'vms-1', crmId: '9001' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const a = out.associations;
    expect(a.properties).toEqual({
      hsObjectId: '9001',
      dealStage: 'closedwon',
      dealType: 'PLATINUM',
      urgency: 'High',
      startDate: '2026-03-07',
      projectTargetCompletionDate: '2026-04-30',
      pif: 'Yes',
      publishedVideoLink: null,
    });
    expect(a.company).toEqual({
      crmId: '300',
      companyName: 'Harbor Point Realty',
      companyPhone: '415-555-0142',
      companyWebsite: 'https://harborpoint.example.com',
    });
    expect(a.contacts.map((c) => c.crmId)).toEqual(['401', '402', '403']);
    expect(a.contacts[0]!.contactHsLink).toBe('https://app.hubspot.com/contacts/44000/record/0-1/401');
    expect(a.lineItems).toEqual([
      {
        crmId: '501',
        lineitemName: 'PLATINUM package',
        lineitemType: 'base-package',
        lineitemQuantity: 1,
        lineitemPrice: 2499,
        lineitemDiscount: 250,
      },
      {
        crmId: '502',
        lineitemName: 'Rush delivery',
        lineitemType: 'add-ons',
        lineitemQuantity: 0,
        lineitemPrice: 500,
        lineitemDiscount: 0,
      },
    ]);
    expect(a.quotes[0]).toMatchObject({ crmId: '601', quoteHsTitle: 'Quote 1', quoteLink: 'https://quotes.example.com/q/601' });
    expect(a.quotes[0]!.quoteHsExpirationDate.toISOString()).toBe('2026-04-01T10:00:00.000Z');
    // contacts came in two pages
    expect(calls.filter((c) => c === 'GET /crm/v4/objects/deals/9001/associations/contacts')).toHaveLength(2);
  });

  it('waits out a 429 and tries again', async () => {
    throttleNext = 2;
    const out = await crm().pullDealAssociations({ id: 'vms-1', crmId: '9001' });
    expect(out.ok).toBe(true);
    expect(calls.filter((c) => c === 'GET /crm/v3/objects/deals/9001')).toHaveLength(3);
  });

  it('gives up after the retries with the rate-limit message', async () => {
    throttleNext = 100;
    const out = await crm().pullDealAssociations({ id: 'vms-1', crmId: '9001' });
    expect(out).toEqual({ ok: false, error: 'HubSpot 429: You have reached your secondly limit.' });
  });

  it('keeps what a 207 partial batch read returned', async () => {
    partial = true;
    const out = await crm().pullDealAssociations({ id: 'vms-1', crmId: '9001' });
    expect(out.ok && out.associations.contacts.map((c) => c.crmId)).toEqual(['401', '403']);
  });

  it('reports a deal HubSpot does not have, and a refused token', async () => {
    expect(await crm().pullDealAssociations({ id: 'vms-1', crmId: '404404' })).toEqual({
      ok: false,
      error: 'HubSpot 404: Object not found.',
    });
    const bad = createHttpCrm({ token: 'wrong', baseUrl });
    expect(await bad.pullDealAssociations({ id: 'vms-1', crmId: '9001' })).toEqual({
      ok: false,
      error: 'HubSpot 401: Authentication credentials not found.',
    });
  });

  it('reports an unreachable HubSpot', async () => {
    const down = createHttpCrm({ token: 't0k', baseUrl: 'http://127.0.0.1:9' });
    const out = await down.pullDealAssociations({ id: 'vms-1', crmId: '9001' });
    expect(out.ok).toBe(false);
    expect(!out.ok && out.error).toMatch(/^HubSpot unreachable: /);
  });
});
