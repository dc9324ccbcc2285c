// Issue #21 finding 5, written as the attack: REST endpoints answered malformed input with a 500 whose body carried
// the SQL text and table columns. Every REST input is validated (400 with a clear JSON message), and any unexpected
// error is masked as GraphQL masks it: a generic message and the request id, the details only in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let customer: string;
let pm: string;
const LEAKS = /select |from\s+"|insert into|"assets"|asset_orders|invalid input syntax|params:|Failed query|at \w+ \(/i;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login('customer@vms.test');
  pm = await t.login('pm@vms.test');
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.fastify.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('REST input and errors (issue #21, finding 5)', () => {
  it('refuses a NUL byte in the geocode search as bad input, without SQL in the answer', async () => {
    const r = await t.app.fastify.inject({ method: 'GET', url: `/api/geocode?q=abc%00def&access_token=${customer}` });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: expect.any(String) });
    expect(r.body).not.toMatch(LEAKS);
  });

  it('refuses a malformed project uuid on the Bronze images zip as bad input', async () => {
    for (const project_uuid of ['0000000000000000000000000000000000-0', '------------------------------------', 'x'.repeat(5000)]) {
      const r = await post('/api/bronze-images-download', { access_token: pm, project_uuid, project_name: 'Lot 7' });
      expect(r.statusCode, project_uuid.slice(0, 40)).toBe(400);
      expect(r.json()).toEqual({ error: expect.any(String) });
      expect(r.body).not.toMatch(LEAKS);
    }
  });

  it('refuses wrong types and NUL bytes in the file endpoints’ bodies as bad input', async () => {
    const bodies: [string, Record<string, unknown>][] = [
      ['/api/s3-file-download', { access_token: pm, file: { $gt: '' } }],
      ['/api/s3-file-download', { access_token: pm, file: 'projects/a\u0000b/x.mp4' }],
      ['/api/s3-zip-download', { access_token: pm, folder: ['a', 'b'] }],
      ['/api/final-video-download', { access_token: pm, file: 42 }],
      ['/api/s3-file-delete', { access_token: pm, file: 'x'.repeat(5000) }],
    ];
    for (const [url, body] of bodies) {
      const r = await post(url, body);
      expect(r.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(r.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('masks an unexpected error as GraphQL does: a generic message with the request id, no details', async () => {
    const s = t.app.services;
    const db = s.db;
    // The database fails in a way nobody planned for, with internals in its message.
    s.db = new Proxy(db, {
      get: (target, prop) =>
        prop === 'select'
          ? () => {
              throw new Error('Failed query: select "password_hash" from "users" where "id" = $1');
            }
          : Reflect.get(target, prop),
    });
    try {
      const r = await t.app.fastify.inject({ method: 'GET', url: `/api/geocode?q=main&access_token=${customer}` });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ error: 'Unexpected error.', requestId: r.headers['x-request-id'] });
      expect(r.body).not.toMatch(/password|users|Failed query/);
    } finally {
      s.db = db;
    }
  });
});
