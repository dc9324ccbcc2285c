// The map's address search: GET /api/geocode?q= with the session token (the server asks the configured geocoder, or
// answers from the listing addresses when there is none).
import { readAuth } from '../../../../lib/auth-storage';

export interface GeocodeResult {
  label: string;
  lat: number;
  lng: number;
}

export async function geocode(q: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const query = q.trim();
  if (!query) return [];
  const res = await fetch(`/api/geocode?q=${encodeURIComponent(query)}`, {
    headers: { authorization: `Bearer ${readAuth()?.token ?? ''}` },
    signal,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `Address search failed (${res.status})`);
  }
  const places = (await res.json()) as unknown;
  return Array.isArray(places) ? (places as GeocodeResult[]) : [];
}
