// StorageDriver.move on both drivers: how renders put finished files in place in one step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startS3Emulator, type S3Emulator } from '../../test/s3-emulator.js';
import { createStorage } from './index.js';

const dirs: string[] = [];
let s3: S3Emulator | undefined;
afterAll(async () => {
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function driverOf(kind: 'local' | 's3') {
  const dataDir = mkdtempSync(join(tmpdir(), 'vms-move-'));
  dirs.push(dataDir);
  if (kind === 's3') s3 = await startS3Emulator('vms-test-move');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(kind === 's3' ? s3!.env : {}) });
  return createStorage(config.storage, 'secret-secret-secret-secret-secret').driver;
}

describe.each(['local', 's3'] as const)('move on the %s driver', (kind) => {
  it('moves an object to its new key, replacing what was there, and the old key is gone', async () => {
    const d = await driverOf(kind);
    await d.put('tmp/renders/r1/video.mp4', Buffer.from('new video'), 'video/mp4');
    await d.put('renders/v1/v1/video.mp4', Buffer.from('old'), 'video/mp4');
    await d.move('tmp/renders/r1/video.mp4', 'renders/v1/v1/video.mp4');
    expect(await d.head('tmp/renders/r1/video.mp4')).toBeNull();
    const got = await d.get('renders/v1/v1/video.mp4');
    const chunks: Buffer[] = [];
    for await (const c of got!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('new video');
  });
});
