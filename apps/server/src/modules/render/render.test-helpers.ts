// For the render tests: the demo photos and logo, uploaded as a broker's images would be (`test-images/<file>`).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageDriver } from '../../platform/storage/index.js';
import { DEMO_IMAGES } from './templates/chapters.js';

const FEED = join(import.meta.dirname, '../../../feeds/images');
const FILES = [...DEMO_IMAGES, 'broker-logo.png'];

export async function putTestImages(driver: Pick<StorageDriver, 'put'>): Promise<void> {
  for (const f of FILES)
    await driver.put(`test-images/${f}`, await readFile(join(FEED, f)), f.endsWith('.png') ? 'image/png' : 'image/jpeg');
}
