// The HubSpot adapter against a local fake of its batch-upsert endpoint, built from the documented shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpCrm } from './http.js';
import type { CrmContact } from './port.js';

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

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
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
    expect(last.body.inputs[0]).toMatchObject({ idProperty: 'email', id: 'a@example.com', properties: { firstname: 'First1', phone: '555-123-4567' } });
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
});
