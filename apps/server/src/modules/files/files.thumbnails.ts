// Thumbnails for file cards and galleries: images through sharp, videos by a poster frame from ffmpeg (video-tools.ts).
// A file without a thumbnail still lists (the card shows its type icon), so failures are logged, never thrown.
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import type { Logger } from 'pino';
import { mediaFileType } from '@vms/shared';
import type { StorageDriver } from '../../platform/storage/driver.js';
import { thumbnailKey } from '../../platform/storage/keys.js';
import { requireVideoTools, videoTools } from '../../platform/render/video-tools.js';

export const THUMBNAIL_WIDTH = 320;
const SHARP_OPTIONS = { limitInputPixels: 40_000 * 40_000, failOn: 'error' } as const;

/** One JPEG frame of a video, read from a path or a URL with ranges (so only what is needed is fetched). */
function posterFrame(location: string, atSeconds: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      String(atSeconds),
      '-i',
      location,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-vcodec',
      'mjpeg',
      'pipe:1',
    ];
    const child = spawn(requireVideoTools().ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const frame = Buffer.concat(out);
      if (code === 0 && frame.length) resolve(frame);
      else reject(new Error(`ffmpeg could not read a frame: ${err.trim().slice(0, 300)}`));
    });
  });
}

/** Writes the thumbnail of `key` (if it is an image or a video); true when one was made. */
export async function makeThumbnail(driver: StorageDriver, key: string, log: Logger): Promise<boolean> {
  const kind = mediaFileType(key);
  try {
    let jpeg: Buffer;
    const resize = (input?: Buffer) =>
      (input ? sharp(input, SHARP_OPTIONS) : sharp(SHARP_OPTIONS))
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 78 });
    if (kind === 'image') {
      const obj = await driver.get(key);
      if (!obj) return false;
      const pipeline = resize();
      obj.stream.pipe(pipeline);
      jpeg = await pipeline.toBuffer();
    } else if (kind === 'video' && videoTools().available) {
      const location = await driver.readableLocation(key);
      const frame = await posterFrame(location, 1).catch(() => posterFrame(location, 0));
      jpeg = await resize(frame).toBuffer();
    } else {
      return false;
    }
    await driver.put(thumbnailKey(key), jpeg, 'image/jpeg');
    return true;
  } catch (err) {
    log.warn({ err, key }, 'no thumbnail for this file');
    return false;
  }
}
