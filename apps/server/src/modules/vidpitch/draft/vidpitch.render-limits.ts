// How often the public modify flow may re-render a video (issue #34 finding 4): each render is minutes of CPU on a
// queue of concurrency 1, so an anonymous caller holding a video's uuid must not fill it. Counters live in the database
// (platform/rate-limit.ts), shared by every app instance.
import { VIDPITCH_MESSAGES as M } from '@vms/shared';
import type { Db } from '../../../db/client.js';
import { badInput } from '../../../platform/errors.js';
import { clearRateLimit, hitRateLimits } from '../../../platform/rate-limit.js';
import type { VidpitchVideoRow } from '../vidpitch.table.js';

/** Re-renders one video may be given per hour, whoever asks. */
export const RENDERS_PER_HOUR_PER_VIDEO = 6;
/** Re-renders one client address may ask for per hour, over all videos. */
export const RENDERS_PER_HOUR_PER_ADDRESS = 12;

/**
 * Takes the video's one render slot, or refuses: a claim on the version the caller saw is counted once, atomically, so
 * of requests arriving together only the first renders (the others answer 'Video rendering is under-progress…', as
 * a request after it does while it renders). Then the hourly limits per video and per address. Returns the release
 * for a request that fails before its render is queued.
 */
export async function claimRender(db: Db, video: VidpitchVideoRow, ip: string): Promise<() => Promise<void>> {
  const claim = `vidpitch-render-claim:${video.id}:${video.renderId ?? 'none'}`;
  try {
    await hitRateLimits(db, [{ key: claim, limit: 1, windowSeconds: 3600 }]);
  } catch {
    throw badInput(M.renderUnderProgress);
  }
  const release = () => clearRateLimit(db, claim);
  try {
    await hitRateLimits(db, [
      { key: `vidpitch-render-video:${video.id}`, limit: RENDERS_PER_HOUR_PER_VIDEO, windowSeconds: 3600 },
      { key: `vidpitch-render-ip:${ip}`, limit: RENDERS_PER_HOUR_PER_ADDRESS, windowSeconds: 3600 },
    ]);
  } catch (err) {
    await release();
    throw err;
  }
  return release;
}
