// Picks the storage driver from the configuration and adds what every caller needs on top of it: signed read URLs,
// with video rewritten to the CDN host when CDN_URL is set.
import { createHmac } from 'node:crypto';
import { mediaFileType } from '@vms/shared';
import type { Config } from '../../config.js';
import type { StorageDriver } from './driver.js';
import { createLocalDriver } from './local.js';
import { createS3Driver } from './s3.js';

export interface Storage {
  driver: StorageDriver;
  /** A URL a browser can read the object from: the CDN for video when configured, else a signed expiring URL. */
  readUrl(key: string, downloadName?: string): Promise<string>;
  partSizeOverride: number | null;
  urlTtlSeconds: number;
}

export function createStorage(config: Config['storage'], jwtSecret: string): Storage {
  const driver =
    config.driver === 's3' && config.s3
      ? createS3Driver(config.s3)
      : createLocalDriver(config.localRoot, createHmac('sha256', jwtSecret).update('vms-storage-urls').digest('hex'));
  return {
    driver,
    partSizeOverride: config.partSizeOverride,
    urlTtlSeconds: config.urlTtlSeconds,
    async readUrl(key, downloadName) {
      if (config.cdnUrl && !downloadName && mediaFileType(key) === 'video') {
        return `${config.cdnUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
      }
      return driver.presignGet(key, config.urlTtlSeconds, downloadName);
    },
  };
}

export type { StorageDriver } from './driver.js';
