// The boundary map's pure parts: where the map opens, polygon corners as the API's GeoPoints, the screenshot's key.

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Without coordinates or a geocoded address the map opens on the whole contiguous US. */
export const US_VIEW = { center: { lat: 39.5, lng: -98.35 }, zoom: 4 } as const;
/** Close enough to draw a parcel's outline. */
export const LISTING_ZOOM = 17;

// Six decimals are about 11 cm: finer digits are noise from the mouse, and the polygon schema stores plain numbers.
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const isPoint = (v: unknown): v is GeoPoint =>
  typeof v === 'object' && v !== null && typeof (v as GeoPoint).lat === 'number' && typeof (v as GeoPoint).lng === 'number';

/**
 * A drawn polygon's corners as [{lat, lng}]: Leaflet gives rings (LatLng[][]), sometimes nested once more for
 * multi-polygons; the outer ring of the first shape is the boundary. A closing corner equal to the first is dropped.
 */
export function toGeoPoints(latLngs: unknown): GeoPoint[] {
  let ring: unknown = latLngs;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  if (!Array.isArray(ring)) return [];
  const points = ring.filter(isPoint).map((p) => ({ lat: round6(p.lat), lng: round6(p.lng) }));
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) points.pop();
  return points;
}

/** A polygon needs three corners (the shared geoPolygonSchema says the same on the server). */
export const isPolygon = (points: readonly GeoPoint[] | null | undefined): points is GeoPoint[] => !!points && points.length >= 3;

interface ListingLocation {
  address?: string | null;
  city?: string | null;
  state?: { name?: string | null } | null;
  zip?: string | null;
}

/** 'street, city, state zip' of the listing's first location, or null when it has none. */
export function listingAddress(locations: readonly ListingLocation[] | null | undefined): string | null {
  const l = locations?.[0];
  if (!l) return null;
  const stateZip = [l.state?.name, l.zip].filter(Boolean).join(' ');
  const text = [l.address, l.city, stateZip].filter(Boolean).join(', ');
  return text || null;
}

/** The listing's own coordinates, when the feed had them. */
export function listingPoint(lat: number | null | undefined, lng: number | null | undefined): GeoPoint | null {
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** Where the boundary screenshot goes: presigned under deal_map/{assetId}, saved by its key. */
export function boundaryUpload(assetId: string, now: number = Date.now()) {
  const location = `deal_map/${assetId}`;
  const fileName = `boundary-${now}.png`;
  return { location, fileName, key: `${location}/${fileName}`, contentType: 'image/png' } as const;
}
