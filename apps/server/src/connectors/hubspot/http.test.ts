// The HubSpot adapter against a local fake of its contact batch-upsert and deal endpoints, built from the documented shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpCrm } from './http.js';
import type { CrmContact, CrmDeal } from './port.js';

const contact = (n: number, email: string | null): CrmContact => ({
  brokerId: `b${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  company: 'Acme',
  email,
  phone: ['555-123-4567'],
});

let server: Server;
let baseUrl: string;
const received: { auth?: string; body: { inputs: { id: string; properties: Record<string, string> }[] } }[] = [];
let mode: 'ok' | 'partial' | 'down' = 'ok';
const dealCalls: { method: string; url: string; auth?: string; properties: Record<string, string> }[] = [];
const hubspotDeals = new Map<string, Record<string, string>>();

/** POST /crm/v3/objects/deals and PATCH /crm/v3/objects/deals/{dealId}, answering as HubSpot documents. */
function fakeDeals(method: string, url: string, body: { properties: Record<string, string> }, res: ServerResponse) {
  const json = (status: number, payload: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  if (mode === 'down') return json(503, { message: 'Service unavailable' });
  if (method === 'POST' && url === '/crm/v3/objects/deals') {
    const id = String(5000 + hubspotDeals.size);
    hubspotDeals.set(id, body.properties);
    return json(201, { id, properties: body.properties, createdAt: new Date().toISOString(), archived: false });
  }
  const m = /^\/crm\/v3\/objects\/deals\/(\w+)$/.exec(url);
  if (method === 'PATCH' && m) {
    const existing = hubspotDeals.get(m[1]!);
    if (!existing) return json(404, { status: 'error', message: 'resource not found', category: 'OBJECT_NOT_FOUND' });
    hubspotDeals.set(m[1]!, { ...existing, ...body.properties });
    return json(200, { id: m[1], properties: hubspotDeals.get(m[1]!) });
  }
  return res.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url?.startsWith('/crm/v3/objects/deals')) {
        const body = JSON.parse(raw);
        dealCalls.push({ method: req.method!, url: req.url, auth: req.headers.authorization, properties: body.properties });
        return fakeDeals(req.method!, req.url, body, res);
      }
      if (req.url !== '/crm/v3/objects/contacts/batch/upsert' || req.method !== 'POST') return res.writeHead(404).end();
      const body = JSON.parse(raw);
      received.push({ auth: req.headers.authorization, body });
      if (mode === 'down') return res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service unavailable"}');
      const inputs = body.inputs as { id: string; properties: { email: string } }[];
      const okInputs = mode === 'partial' ? inputs.slice(1) : inputs;
      const payload = {
        status: 'COMPLETE',
        results: okInputs.map((i, k) => ({ id: String(1000 + k), properties: { email: i.properties.email } })),
        ...(mode === 'partial' ? { errors: [{ message: 'Property values were not valid', context: { ids: [inputs[0]!.id] } }] } : {}),
      };
      res.writeHead(mode === 'partial' ? 207 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('HubSpot CRM adapter', () => {
  it('upserts contacts keyed by e-mail with the token, and reports the ids HubSpot gave', async () => {
    mode = 'ok';
    const crm = createHttpCrm({ token: 'pat-123', baseUrl });
    const out = await crm.pushContacts([contact(1, 'a@example.com'), contact(2, 'B@example.com')]);
    expect(out).toEqual([
      { brokerId: 'b1', ok: true, crmId: '1000' },
      { brokerId: 'b2', ok: true, crmId: '1001' },
    ]);
    const last = received.at(-1)!;
    expect(last.auth).toBe('Bearer pat-123');
    expect(last.body.inputs[0]).toMatchObject({
      idProperty: 'email',
      id: 'a@example.com',
      properties: { firstname: 'First1', phone: '555-123-4567' },
    });
  });

  it('reports per-contact errors, brokers without e-mail, and an unreachable or failing API as failures', async () => {
    mode = 'partial';
    const crm = createHttpCrm({ token: 't', baseUrl });
    const out = await crm.pushContacts([contact(1, 'a@example.com'), contact(2, 'b@example.com'), contact(3, null)]);
    expect(out).toContainEqual({ brokerId: 'b1', ok: false, error: 'Property values were not valid' });
    expect(out).toContainEqual({ brokerId: 'b2', ok: true, crmId: '1000' });
    expect(out).toContainEqual({ brokerId: 'b3', ok: false, error: 'No e-mail: HubSpot contacts are keyed by e-mail' });
    mode = 'down';
    expect(await crm.pushContacts([contact(4, 'd@example.com')])).toEqual([
      { brokerId: 'b4', ok: false, error: 'HubSpot 503: Service unavailable' },
    ]);
    const gone = createHttpCrm({ token: 't', baseUrl: 'http://127.0.0.1:9' });
    const [o] = await gone.pushContacts([contact(5, 'e@example.com')]);
    expect(o).toMatchObject({ ok: false });
    expect((o as { error: string }).error).toMatch(/^HubSpot unreachable/);
  });

  const deal: CrmDeal = {
    id: '7d3f1c2e-0000-4000-8000-000000000001',
    crmId: null,
    dealName: 'Harbor Point — GOLD',
    amount: 2499.5,
    quoteProperties: { planName: 'GOLD', eliteAuction: 'ELITE', price: 2499.5, notes: 'Call first' },
  };

  it('creates a deal in the default pipeline with the quote as custom properties, then updates it by its id', async () => {
    mode = 'ok';
    const crm = createHttpCrm({ token: 'pat-9', baseUrl });
    const created = await crm.pushDeal(deal);
    expect(created).toEqual({ ok: true, crmId: expect.stringMatching(/^\d+$/) });
    const post = dealCalls.at(-1)!;
    expect(post).toMatchObject({ method: 'POST', url: '/crm/v3/objects/deals', auth: 'Bearer pat-9' });
    expect(post.properties).toEqual({
      dealname: 'Harbor Point — GOLD',
      amount: '2499.50',
      pipeline: 'default',
      dealstage: 'appointmentscheduled',
      vms_deal_id: deal.id,
      vms_plan_name: 'GOLD',
      vms_elite_auction: 'ELITE',
      vms_quote_price: '2499.50',
      vms_quote_notes: 'Call first',
    });
    const crmId = (created as { crmId: string }).crmId;
    const again = await crm.pushDeal({
      ...deal,
      crmId,
      amount: 3000,
      quoteProperties: { ...deal.quoteProperties, price: 3000, notes: null },
    });
    expect(again).toEqual({ ok: true, crmId });
    const patch = dealCalls.at(-1)!;
    expect(patch).toMatchObject({ method: 'PATCH', url: `/crm/v3/objects/deals/${crmId}` });
    // The stage is the sales team's once the deal exists.
    expect(patch.properties).not.toHaveProperty('dealstage');
    expect(hubspotDeals.get(crmId)).toMatchObject({ amount: '3000.00', vms_quote_notes: '', dealstage: 'appointmentscheduled' });
  });

  it('makes the deal again when HubSpot no longer has it, and reports outages as failures', async () => {
    mode = 'ok';
    const crm = createHttpCrm({ token: 't', baseUrl });
    const out = await crm.pushDeal({ ...deal, crmId: '999999' });
    expect(out.ok).toBe(true);
    expect(dealCalls.slice(-2).map((c) => c.method)).toEqual(['PATCH', 'POST']);
    mode = 'down';
    expect(await crm.pushDeal(deal)).toEqual({ ok: false, error: 'HubSpot 503: Service unavailable' });
    expect(await crm.pushDeal({ ...deal, crmId: '5000' })).toEqual({ ok: false, error: 'HubSpot 503: Service unavailable' });
    const gone = await createHttpCrm({ token: 't', baseUrl: 'http://127.0.0.1:9' }).pushDeal(deal);
    expect(gone.ok).toBe(false);
    expect((gone as { error: string }).error).toMatch(/^HubSpot unreachable/);
  });
});
