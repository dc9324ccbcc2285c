// Issue #21, written as the attacks: graphql-ws without limits or a token (3), aliased list queries that hold the
// database (4), any origin allowed (12), and the global string backstop (10, 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, errorCode, type GqlResult, type TestApp } from '../test/test-app.js';

let t: TestApp;
let wsUrl: string;
let customer: string;
const PORT = 3998;
beforeAll(async () => {
  // NODE_ENV=test: everything outside development must refuse introspection.
  t = await createTestApp({ PORT: String(PORT) });
  const address = await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = address.replace('http', 'ws') + '/graphql';
  customer = await t.login('customer@vms.test');
});
afterAll(() => t?.close());

interface WsOutcome {
  result?: GqlResult;
  closeCode?: number;
  httpStatus?: number;
  bytes: number;
}

/** One operation over graphql-ws with the raw protocol, so refusals (close codes, HTTP statuses) are visible. */
function overWs(query: string, opts: { token?: string; origin?: string; variables?: Record<string, unknown> } = {}): Promise<WsOutcome> {
  return new Promise((resolve) => {
    let bytes = 0;
    let result: GqlResult | undefined;
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: opts.origin ? { origin: opts.origin } : {} });
    const timer = setTimeout(() => ws.terminate(), 10_000);
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      resolve({ httpStatus: res.statusCode, bytes });
    });
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'connection_init', payload: opts.token ? { authorization: `Bearer ${opts.token}` } : {} })),
    );
    ws.on('message', (data: Buffer) => {
      bytes += data.length;
      const msg = JSON.parse(data.toString());
      if (msg.type === 'connection_ack')
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: opts.variables } }));
      if (msg.type === 'next') result = msg.payload;
      if (msg.type === 'error') result = { errors: msg.payload };
      if (msg.type === 'complete' || msg.type === 'error') ws.close(1000);
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve({ result, closeCode: code, bytes });
    });
    ws.on('error', () => undefined);
  });
}

const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const SEARCH = 'searchAssets(limit: 100) { totalCount assets { id name companyNames brokers { id firstName lastName } } }';

describe('issue #21 finding 3: graphql-ws has the same limits as HTTP and needs a token', () => {
  it('lets an anonymous socket open only the public subscriptions (Bronze review links), nothing else', async () => {
    // part B's review subscriptions are public (a Bronze review link opens without login), so connection_init without a
    // token is accepted; every other operation on that socket is refused
    const r = await overWs('{ dealCount }');
    expect(r.result?.data).toBeUndefined();
    expect(r.result?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const q = await overWs('subscription { syncDealAssociation(dealId: "x") { status } }');
    expect(q.result?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses introspection over graphql-ws outside development, even signed in', async () => {
    const r = await overWs('{ __schema { types { name } } }', { token: customer });
    expect(r.result?.errors?.[0]?.message).toMatch(/introspection/i);
    expect(r.result?.data).toBeUndefined();
  });

  it('refuses introspection over HTTP outside development', async () => {
    const r = await t.gql('{ __schema { queryType { name } } }');
    expect(r.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('refuses 1,000 aliased __schema fields with a small answer', async () => {
    const r = await overWs(aliased(1000, '__schema { types { name fields { name } } }'), { token: customer });
    expect(r.result?.errors?.length).toBeGreaterThan(0);
    expect(r.bytes).toBeLessThan(100_000); // the probe got 64 MB
    const http = await t.gql(aliased(1000, '__typename'.replace('__typename', '__schema { queryType { name } }')), {}, customer);
    expect(http.errors?.length).toBeGreaterThan(0);
  });

  it('applies the cost and depth limits over graphql-ws too', async () => {
    const r = await overWs(aliased(10, SEARCH), { token: customer });
    expect(r.result?.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const deep = await overWs(`{ ${'a { '.repeat(14)}b${' }'.repeat(14)} }`, { token: customer });
    expect(deep.result?.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('still answers a signed-in person over graphql-ws', async () => {
    const r = await overWs('{ me { email } }', { token: customer });
    expect(r.result?.data).toEqual({ me: { email: 'customer@vms.test' } });
  });
});

describe('issue #21 finding 4: aliases are capped and list sizes count in the cost', () => {
  it('refuses 220 aliased searchAssets(limit: 100) before touching the database', async () => {
    const r = await t.gql(aliased(220, SEARCH), {}, customer);
    expect(r.errors?.[0]?.message).toMatch(/aliases/i);
    expect(r.data ?? undefined).toBeUndefined();
  });

  it('counts limit: 100 as a hundred rows, with a literal or a variable', async () => {
    const literal = await t.gql(aliased(12, SEARCH), {}, customer);
    expect(errorCode(literal)).toBe('QUERY_TOO_COMPLEX');
    const viaVariable = await t.gql(
      `query($n: Int) { ${Array.from({ length: 12 }, (_, i) => `a${i}: searchAssets(limit: $n) { totalCount assets { id name companyNames brokers { id firstName lastName } } }`).join(' ')} }`,
      { n: 100 },
      customer,
    );
    expect(errorCode(viaVariable)).toBe('QUERY_TOO_COMPLEX');
  });

  it('prices every operation of the web app, at 100 rows a page, under the limit', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { parse, Kind } = await import('graphql');
    const { schema } = await import('./schema.js');
    const { operationCost, MAX_COST } = await import('./limits.js');
    const root = join(import.meta.dirname, '../../../web/src/features');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(3);
    const fragments = files.map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    const doc = parse(fragments);
    let priced = 0;
    for (const op of doc.definitions) {
      if (op.kind !== Kind.OPERATION_DEFINITION) continue;
      const vars = Object.fromEntries(
        (op.variableDefinitions ?? []).map((v) => [v.variable.name.value, v.variable.name.value === 'limit' ? 100 : undefined]),
      );
      const cost = operationCost(schema, doc, op, vars);
      expect(cost, op.name?.value).toBeLessThanOrEqual(MAX_COST);
      priced++;
    }
    expect(priced).toBeGreaterThan(10);
  });

  it('lets the web app ask for a full page', async () => {
    const r = await t.gql(`{ ${SEARCH} }`, {}, customer);
    expect(r.errors).toBeUndefined();
  });
});

describe("issue #21 finding 12: only the app's origins", () => {
  it("gives no CORS headers to another origin, and credentials only to the app's own", async () => {
    const evil = await t.app.fastify.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const own = await t.app.fastify.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: `http://localhost:${PORT}`, 'access-control-request-method': 'POST' },
    });
    expect(own.headers['access-control-allow-origin']).toBe(`http://localhost:${PORT}`);
    expect(own.headers['access-control-allow-credentials']).toBe('true');
  });

  it('refuses a graphql-ws upgrade from another origin', async () => {
    const evil = await overWs('{ me { email } }', { token: customer, origin: 'https://evil.example' });
    expect(evil.httpStatus).toBe(403);
    const brand = await overWs('{ me { email } }', { token: customer, origin: `http://vidpitch.localhost:${PORT}` });
    expect(brand.result?.data).toEqual({ me: { email: 'customer@vms.test' } });
  });

  it('redacts ?access_token= in logged URLs', async () => {
    const { redactUrl } = (await import('../app.js')) as unknown as { redactUrl: (u: string) => string };
    expect(redactUrl('/api/export-file?start_date=2020-01-01&access_token=eyJ.abc.def&x=1')).toBe(
      '/api/export-file?start_date=2020-01-01&access_token=[redacted]&x=1',
    );
  });
});

describe('issue #21 findings 10 and 14: no String argument is unbounded or holds NUL', () => {
  it('refuses NUL bytes in search strings as bad input', async () => {
    const r = await t.gql('query($s: String) { searchAssets(firstName: $s) { totalCount } }', { s: 'ab\u0000c' }, customer);
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    const admin = await t.login('admin@vms.test');
    const p = await t.gql('{ projectSearch(searchText: "a\\u0000b", trackStatus: "ACTIVE") { totalCount } }', {}, admin);
    expect(errorCode(p)).toBe('BAD_USER_INPUT');
    // a document's literals are checked once (limits.ts keeps the answer per parsed document): the same text again
    const again = await t.gql('{ projectSearch(searchText: "a\\u0000b", trackStatus: "ACTIVE") { totalCount } }', {}, admin);
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
  });

  it('refuses an over-long String variable of any operation', async () => {
    // checkResetLinkExpiration passes its token to the service unparsed: only the backstop stands in the way.
    const r = await t.gql('query($t: String!) { checkResetLinkExpiration(email: "a@b.co", token: $t) { status } }', {
      t: 'x'.repeat(30_000),
    });
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
  });

  it('refuses impossible dates as bad input, on GraphQL and on the xlsx export', async () => {
    const operator = await t.login('operator@vms.test');
    const r = await t.gql('{ getHsOutOfSyncData(input: { filter: { startDate: "2020-02-31" } }) { totalCount } }', {}, operator);
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    const res = await t.app.fastify.inject(`/api/export-file?access_token=${operator}&start_date=2020-02-31`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Dates are YYYY-MM-DD');
  });
});

describe('development keeps its tools', () => {
  it('answers the standard introspection query (GraphiQL, codegen) with NODE_ENV=development', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const dev = await createTestApp({ NODE_ENV: 'development' }, { seed: false });
    try {
      const r = await dev.gql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
      expect(r.errors).toBeUndefined();
      expect(r.data!.__schema.types.length).toBeGreaterThan(20);
    } finally {
      await dev.close();
    }
  });
});
