// A Nominatim-compatible geocoding service (GEOCODER_URL): its structured /search, limited to the US. When it fails,
// times out or knows nothing, the local gazetteer answers, so a saved address still gets its point.
import { z } from 'zod';
import type { GeoPoint, Geocoder, Place } from './port.js';

const TIMEOUT_MS = 3000;
const answerSchema = z.array(z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }));

export function createHttpGeocoder(opts: { url: string; fallback: Geocoder; onError?: (err: unknown) => void }): Geocoder {
  return {
    async locate(place: Place): Promise<GeoPoint | null> {
      const parts = Object.entries({ street: place.address, city: place.city, state: place.state, postalcode: place.zip })
        .map(([key, value]) => [key, value?.trim() ?? ''])
        .filter(([, value]) => value);
      if (!parts.length) return null;
      const params = new URLSearchParams({ format: 'json', limit: '1', countrycodes: 'us', ...Object.fromEntries(parts) });
      try {
        // Nominatim's usage policy asks every client to name itself.
        const res = await fetch(`${opts.url}/search?${params}`, {
          headers: { accept: 'application/json', 'user-agent': 'VMS pilot profiles (geocode)' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
        const [first] = answerSchema.parse(await res.json());
        if (first) return { lat: first.lat, lng: first.lon };
      } catch (err) {
        opts.onError?.(err);
      }
      return opts.fallback.locate(place);
    },
  };
}
