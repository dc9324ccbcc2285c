// Picks the geocoder: the configured Nominatim-compatible service (GEOCODER_URL) over the local gazetteer, else the
// gazetteer alone.
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { createHttpGeocoder } from './http.js';
import { createLocalGeocoder } from './local.js';
import type { Geocoder } from './port.js';

export function createGeocoder(config: Pick<Config, 'map'>, log?: Logger): Geocoder {
  const local = createLocalGeocoder();
  const url = config.map.geocoderUrl;
  return url
    ? createHttpGeocoder({ url, fallback: local, onError: (err) => log?.warn({ err }, 'geocoder failed; the local gazetteer answers') })
    : local;
}
export type { GeoPoint, Geocoder, Place } from './port.js';
export { createLocalGeocoder } from './local.js';
