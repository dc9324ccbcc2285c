// GET /api/geocode?q=: the boundary map's address search (part A §2 "Property detail": the map has a geocoding search
// control). A configured Nominatim-compatible service answers first; without one, or when it fails or knows nothing,
// the known listing addresses answer, so the search still finds the listings on an offline machine.
import type { FastifyInstance } from 'fastify';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import type { Services } from '../../services.js';
import { restInput, restRoute, restText } from '../../platform/rest.js';
import { assets } from '../core/index.js';

export interface GeocodeResult {
  label: string;
  lat: number;
  lng: number;
}

export const GEOCODE_LIMIT = 5;
const GEOCODER_TIMEOUT_MS = 3000;
const QUERY_MAX = 200;
/** More words than this add nothing to an address search and only lengthen the SQL. */
const WORDS_MAX = 8;

const querySchema = z.object({ q: restText(QUERY_MAX, 'The search').default('') });

/** What a Nominatim-compatible /search?format=json answers (only the fields we read; lat/lon come as strings). */
const nominatimSchema = z.array(
  z.object({ display_name: z.string(), lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
);

/** The configured geocoder; throws on timeout, a non-2xx answer or an unexpected body (the caller falls back). */
export async function nominatimSearch(baseUrl: string, q: string): Promise<GeocodeResult[]> {
  const url = `${baseUrl}/search?format=json&q=${encodeURIComponent(q)}&limit=${GEOCODE_LIMIT}`;
  // Nominatim's usage policy asks every client to name itself.
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': 'VMS boundary map (geocode)' },
    signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const places = nominatimSchema.parse(await res.json());
  return places.slice(0, GEOCODE_LIMIT).map((p) => ({ label: p.display_name, lat: p.lat, lng: p.lon }));
}

/** The offline geocoder: listings with coordinates whose name or address holds every word of the query. */
export async function listingGeocode(db: Db, q: string): Promise<GeocodeResult[]> {
  const words = q
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, WORDS_MAX);
  if (!words.length) return [];
  const haystack = sql`lower(concat_ws(' ', ${assets.name}, ${assets.address}, ${assets.city}, ${assets.state}, ${assets.zip}))`;
  const rows = await db
    .select({
      name: assets.name,
      address: assets.address,
      city: assets.city,
      state: assets.state,
      zip: assets.zip,
      lat: assets.latitude,
      lng: assets.longitude,
    })
    .from(assets)
    .where(and(isNotNull(assets.latitude), isNotNull(assets.longitude), ...words.map((w) => sql`${haystack} like ${containsPattern(w)}`)))
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(GEOCODE_LIMIT);
  return rows.map((r) => {
    const place = [r.address, r.city, [r.state, r.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return { label: place ? `${r.name} — ${place}` : r.name, lat: Number(r.lat), lng: Number(r.lng) };
  });
}

export async function geocode(s: Pick<Services, 'db' | 'config' | 'log'>, q: string): Promise<GeocodeResult[]> {
  if (!q) return [];
  const baseUrl = s.config.map.geocoderUrl;
  if (baseUrl) {
    try {
      const found = await nominatimSearch(baseUrl, q);
      if (found.length) return found;
    } catch (err) {
      s.log.warn({ err }, 'geocoder failed; answering from the listing addresses');
    }
  }
  return listingGeocode(s.db, q);
}

/** The origin the map tiles come from, as a CSP source ('{s}' subdomains become a wildcard); null for same-origin tiles. */
export function mapTileSource(tileUrl: string): string | null {
  const m = /^(https?:\/\/[^/]+)/i.exec(tileUrl.replace(/\{s\}/g, '*'));
  return m ? m[1]! : null;
}

export function registerSalesRest(fastify: FastifyInstance, services: Services): void {
  restRoute(fastify, services, {
    method: 'GET',
    url: '/api/geocode',
    access: 'geocode',
    handler: async (req, reply) => {
      const { query } = restInput(req, { query: querySchema });
      const results = await geocode(services, query.q.trim());
      return reply.header('cache-control', 'no-store').send(results);
    },
  });
}
