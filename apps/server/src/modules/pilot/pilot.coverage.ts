// pilotCoverage(projectId), beyond the spec (docs/adr/0018-pilot.md): before the pilot leaves the site, how many
// videos and photos the shot folders hold against the headings' minimums (16 video shots, 25 photos), and where each
// photo was taken (its EXIF GPS position) against the boundary the customer drew.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import exifr from 'exifr';
import { MIN_PHOTOS, MIN_VIDEO_SHOTS, mediaFileType } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import type { StorageDriver } from '../../platform/storage/driver.js';
import { baseName } from '../../platform/storage/keys.js';
import type { Logger } from 'pino';
import { visibleProject } from '../core/index.js';
import { orderOf } from '../sales/index.js';
import { pilotPhotoPositions, pilotShots } from './pilot.table.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface PhotoPosition extends GeoPoint {
  name: string;
  /** Inside the boundary; null when the customer drew none. */
  inside: boolean | null;
}

export interface Coverage {
  videos: number;
  photos: number;
  minVideos: number;
  minPhotos: number;
  boundary: GeoPoint[];
  /** The photos with a GPS position, each placed against the boundary. */
  positions: PhotoPosition[];
  /** Photos whose file carries no GPS position. */
  photosWithoutPosition: number;
}

/** EXIF sits at the start of a photo (JPEG APP1, PNG eXIf before the image data, HEIC's meta box): its head is enough. */
const HEAD_BYTES = 256 * 1024;

/** Ray casting on the plane of lng/lat: fine at the scale of a property, where the earth's curve is negligible. */
export function insidePolygon(p: GeoPoint, ring: readonly GeoPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.lat > p.lat !== b.lat > p.lat && p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/** The GPS position in a photo's EXIF, or null (none, or not a readable photo). */
export async function readPhotoPosition(driver: StorageDriver, key: string, log: Pick<Logger, 'warn'>): Promise<GeoPoint | null> {
  try {
    const head = await driver.get(key, { start: 0, end: HEAD_BYTES - 1 });
    if (!head) return null;
    const chunks: Buffer[] = [];
    for await (const c of head.stream) chunks.push(c as Buffer);
    const gps = await exifr.gps(Buffer.concat(chunks));
    if (!gps || !Number.isFinite(gps.latitude) || !Number.isFinite(gps.longitude)) return null;
    return { lat: gps.latitude, lng: gps.longitude };
  } catch (err) {
    log.warn({ err, key }, 'no GPS position read from this photo');
    return null;
  }
}

export async function coverage(
  deps: Pick<Services, 'db' | 'storage' | 'log'>,
  viewer: Viewer,
  raw: { projectId: string },
): Promise<Coverage> {
  const project = await visibleProject(deps.db, viewer, 'read', raw.projectId);
  const shots = await deps.db
    .select({ path: pilotShots.uploadingPath })
    .from(pilotShots)
    .where(and(eq(pilotShots.projectId, project.id), inArray(pilotShots.folderTypes, ['Video', 'Image', 'Custom'])));
  let videos = 0;
  const photoKeys: string[] = [];
  for (const s of shots) {
    for (const f of await deps.storage.driver.list(`${s.path}/`)) {
      const kind = mediaFileType(f.key);
      if (kind === 'video') videos++;
      else if (kind === 'image') photoKeys.push(f.key);
    }
  }

  // Positions are read once per photo; rows of photos since deleted go.
  const known = photoKeys.length
    ? await deps.db
        .select()
        .from(pilotPhotoPositions)
        .where(and(eq(pilotPhotoPositions.projectId, project.id), inArray(pilotPhotoPositions.key, photoKeys)))
    : [];
  const byKey = new Map(known.map((r) => [r.key, r as { lat: number | null; lng: number | null }]));
  for (const key of photoKeys.filter((k) => !byKey.has(k))) {
    const at = await readPhotoPosition(deps.storage.driver, key, deps.log);
    const row = { key, projectId: project.id, lat: at?.lat ?? null, lng: at?.lng ?? null };
    await deps.db
      .insert(pilotPhotoPositions)
      .values(row)
      .onConflictDoUpdate({ target: pilotPhotoPositions.key, set: { lat: row.lat, lng: row.lng, readAt: new Date() } });
    byKey.set(key, row);
  }
  await deps.db
    .delete(pilotPhotoPositions)
    .where(
      photoKeys.length
        ? and(eq(pilotPhotoPositions.projectId, project.id), notInArray(pilotPhotoPositions.key, photoKeys))
        : eq(pilotPhotoPositions.projectId, project.id),
    );

  const points = project.assetId ? ((await orderOf(deps.db, project.assetId))?.mapGeopoints ?? null) : null;
  const boundary = points && points.length >= 3 ? points.map((p) => ({ lat: p.lat, lng: p.lng })) : [];
  const positions: PhotoPosition[] = [];
  for (const key of photoKeys) {
    const at = byKey.get(key)!;
    if (at.lat === null || at.lng === null) continue;
    const p = { lat: at.lat, lng: at.lng };
    positions.push({ ...p, name: baseName(key), inside: boundary.length ? insidePolygon(p, boundary) : null });
  }
  return {
    videos,
    photos: photoKeys.length,
    minVideos: MIN_VIDEO_SHOTS,
    minPhotos: MIN_PHOTOS,
    boundary,
    positions,
    photosWithoutPosition: photoKeys.length - positions.length,
  };
}
