// The local geocoder: a gazetteer of US ZIP codes and their cities with centroids, shipped as data by the `zipcodes`
// npm package (about 42 000 ZIPs), loaded on first use. A ZIP code answers first (its centroid); else the city in its
// state (the middle of that city's ZIP centroids). Street addresses are not resolved: a pilot's coverage is tens of
// miles, where a ZIP centroid is close enough.
import { createRequire } from 'node:module';
import type zipcodes from 'zipcodes';
import type { GeoPoint, Geocoder, Place } from './port.js';

let gazetteer: typeof zipcodes | undefined;
const load = () => (gazetteer ??= createRequire(import.meta.url)('zipcodes') as typeof zipcodes);

export function createLocalGeocoder(): Geocoder {
  return {
    async locate(place: Place): Promise<GeoPoint | null> {
      const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(place.zip ?? '')?.[1];
      const byZip = zip ? load().lookup(zip) : undefined;
      if (byZip && byZip.country === 'US') return { lat: byZip.latitude, lng: byZip.longitude };
      const city = place.city?.trim();
      const state = place.state?.trim();
      if (!city || !state) return null;
      const found = load().lookupByName(city, state);
      if (!found.length) return null;
      const mean = (f: (z: (typeof found)[number]) => number) => found.reduce((n, z) => n + f(z), 0) / found.length;
      return { lat: mean((z) => z.latitude), lng: mean((z) => z.longitude) };
    },
  };
}
