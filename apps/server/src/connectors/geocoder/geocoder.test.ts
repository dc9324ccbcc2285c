// The geocoders: the local gazetteer (ZIP centroids, city in state), and a Nominatim-compatible service against a
// local fake of its structured /search, falling back to the gazetteer when it fails or knows nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpGeocoder } from './http.js';
import { createLocalGeocoder } from './local.js';

const local = createLocalGeocoder();

describe('local gazetteer', () => {
  it('places a ZIP code (with or without its +4) at its centroid, whatever the city says', async () => {
    expect(await local.locate({ zip: '80202', city: 'Springfield', state: 'IL' })).toEqual({
      lat: expect.closeTo(39.75, 1),
      lng: expect.closeTo(-104.99, 1),
    });
    expect(await local.locate({ zip: '78701-1234' })).toEqual({ lat: expect.closeTo(30.27, 1), lng: expect.closeTo(-97.74, 1) });
  });

  it('places a city in its state (abbreviated or in full) when the ZIP is missing or unknown', async () => {
    const boise = await local.locate({ city: 'Boise', state: 'ID' });
    expect(boise).toEqual({ lat: expect.closeTo(43.6, 0), lng: expect.closeTo(-116.2, 0) });
    expect(await local.locate({ city: 'boise', state: 'Idaho', zip: '00000' })).toEqual(boise);
  });

  it('knows nothing of a place it cannot find', async () => {
    expect(await local.locate({ city: 'Nowhere', state: 'TX', zip: '00000' })).toBeNull();
    expect(await local.locate({ address: '1 Main St' })).toBeNull();
    expect(await local.locate({ city: 'Austin' })).toBeNull();
  });
});

describe('http geocoder', () => {
  let server: Server;
  let url: string;
  let mode: 'ok' | 'empty' | 'down' = 'ok';
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const u = new URL(req.url!, 'http://x');
      seen.push(u.searchParams);
      if (u.pathname !== '/search' || mode === 'down') return res.writeHead(503).end('down');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(mode === 'empty' ? [] : [{ lat: '45.5', lon: '-122.6', display_name: 'Portland' }]));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('asks the service with the address parts, limited to the US, and takes its first answer', async () => {
    const errors: unknown[] = [];
    const geo = createHttpGeocoder({ url, fallback: local, onError: (e) => errors.push(e) });
    expect(await geo.locate({ address: '1 Main St', city: 'Portland', state: 'OR', zip: '97204' })).toEqual({ lat: 45.5, lng: -122.6 });
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      format: 'json',
      limit: '1',
      countrycodes: 'us',
      street: '1 Main St',
      city: 'Portland',
      state: 'OR',
      postalcode: '97204',
    });
    expect(errors).toEqual([]);
  });

  it('falls back to the gazetteer when the service is down or knows nothing, and asks nothing for an empty place', async () => {
    const errors: unknown[] = [];
    const geo = createHttpGeocoder({ url, fallback: local, onError: (e) => errors.push(e) });
    mode = 'down';
    expect(await geo.locate({ zip: '80202' })).toEqual(await local.locate({ zip: '80202' }));
    expect(errors).toHaveLength(1);
    mode = 'empty';
    expect(await geo.locate({ city: 'Boise', state: 'ID' })).toEqual(await local.locate({ city: 'Boise', state: 'ID' }));
    const asked = seen.length;
    expect(await geo.locate({ city: ' ' })).toBeNull();
    expect(seen).toHaveLength(asked);
  });
});
