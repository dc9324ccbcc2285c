import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assets } from '../core/index.js';
import { GEOCODE_LIMIT, mapTileSource } from './sales.rest.js';

type Place = { label: string; lat: number; lng: number };

async function geocode(t: TestApp, q: string, token?: string) {
  return t.app.fastify.inject({
    method: 'GET',
    url: `/api/geocode?q=${encodeURIComponent(q)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/geocode without a configured geocoder (the listing addresses answer)', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await t.login('customer@vms.test');
  });
  afterAll(() => t?.close());

  it('finds a seeded listing by its city, case-insensitive, with its coordinates', async () => {
    const [listing] = await t.app.services.db.select().from(assets).limit(1);
    const res = await geocode(t, ` ${listing!.city!.toUpperCase()} `, customer);
    expect(res.statusCode).toBe(200);
    const places = res.json<Place[]>();
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(GEOCODE_LIMIT);
    for (const p of places) {
      expect(p.label).toContain(listing!.city!);
      expect(typeof p.lat).toBe('number');
      expect(typeof p.lng).toBe('number');
    }
  });

  it('needs every word: street and city together narrow it to that listing', async () => {
    const [listing] = await t.app.services.db.select().from(assets).limit(1);
    const res = await geocode(t, `${listing!.address}, ${listing!.city}`, customer);
    const places = res.json<Place[]>();
    expect(places.map((p) => p.label)).toContain(
      `${listing!.name} — ${listing!.address}, ${listing!.city}, ${listing!.state} ${listing!.zip}`,
    );
    const mine = places.find((p) => p.label.startsWith(listing!.name))!;
    expect(mine.lat).toBeCloseTo(Number(listing!.latitude), 5);
    expect(mine.lng).toBeCloseTo(Number(listing!.longitude), 5);
  });

  it('treats % and _ as letters, and answers [] to an empty query', async () => {
    expect((await geocode(t, '%', customer)).json()).toEqual([]);
    expect((await geocode(t, '_', customer)).json()).toEqual([]);
    expect((await geocode(t, '   ', customer)).json()).toEqual([]);
  });

  it('is refused without a token (401) and to the sales person and the operator (403)', async () => {
    expect((await geocode(t, 'Austin')).statusCode).toBe(401);
    for (const email of ['sales@vms.test', 'operator@vms.test']) {
      const res = await geocode(t, 'Austin', await t.login(email));
      expect(res.statusCode, email).toBe(403);
    }
    for (const email of ['admin@vms.test', 'pm@vms.test', 'qa@vms.test', 'qc@vms.test']) {
      expect((await geocode(t, 'Austin', await t.login(email))).statusCode, email).toBe(200);
    }
  });

  it('publishes the tile server in /config.js and allows it in the CSP', async () => {
    const res = await t.app.fastify.inject({ method: 'GET', url: '/config.js' });
    expect(res.body).toContain('"mapTileUrl":"https://tile.openstreetmap.org/{z}/{x}/{y}.png"');
    expect(res.body).toContain('OpenStreetMap');
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src[^;]*https:\/\/tile\.openstreetmap\.org/);
  });
});

describe('GET /api/geocode with GEOCODER_URL (a Nominatim-compatible service)', () => {
  let t: TestApp;
  let fake: Server;
  let token: string;
  const seen: string[] = [];
  let mode: 'ok' | 'empty' | 'broken' = 'ok';

  beforeAll(async () => {
    fake = createServer((req: IncomingMessage, res) => {
      seen.push(req.url ?? '');
      if (mode === 'broken') {
        res.writeHead(503).end('down');
        return;
      }
      const body =
        mode === 'empty'
          ? []
          : [{ place_id: 1, display_name: '1600 Pennsylvania Ave NW, Washington, DC', lat: '38.8977', lon: '-77.0365' }];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/` });
    token = await t.login('customer@vms.test');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => fake?.close(r));
  });

  it('asks the service (/search?format=json&q=…&limit=5) and answers with its places', async () => {
    mode = 'ok';
    const res = await geocode(t, '1600 Pennsylvania Ave', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ label: '1600 Pennsylvania Ave NW, Washington, DC', lat: 38.8977, lng: -77.0365 }]);
    expect(seen.at(-1)).toBe('/search?format=json&q=1600%20Pennsylvania%20Ave&limit=5');
  });

  it('falls back to the listing addresses when the service fails or knows nothing', async () => {
    const [listing] = await t.app.services.db.select().from(assets).limit(1);
    for (const m of ['broken', 'empty'] as const) {
      mode = m;
      const before = seen.length;
      const places = (await geocode(t, listing!.city!, token)).json<Place[]>();
      expect(seen.length, m).toBe(before + 1);
      expect(places.length, m).toBeGreaterThan(0);
      expect(places[0]!.label, m).toContain(listing!.city!);
    }
  });
});

describe('mapTileSource', () => {
  it('gives the CSP source of a tile URL template', () => {
    expect(mapTileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(mapTileSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(mapTileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
