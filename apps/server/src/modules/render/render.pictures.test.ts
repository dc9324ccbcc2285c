// Issue #34 findings 1 and 2, at the renderer: a form's picture is read from storage by its key only. A URL is never
// fetched, a path never climbs out of the store, a missing, refused or oversized picture reads the same, and a picture
// is cut off at RENDER_PICTURE_MAX_MB while it streams (one request once took 2 GB with three 300 MB answers).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createStorage } from '../../platform/storage/index.js';
import type { Services } from '../../services.js';
import { readStoredPicture, UNREADABLE_PICTURE } from './render.service.js';

let listener: Server;
let url: string;
const hits: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'vms-pictures-'));
const storage = createStorage(loadConfig({ DATA_DIR: dataDir }).storage, 'secret-secret-secret-secret-secret');
const MB = 1024 * 1024;

beforeAll(async () => {
  // an endless answer: what made one request take 2 GB
  listener = createServer((req, res) => {
    hits.push(req.url ?? '');
    const chunk = Buffer.alloc(MB);
    const more = () => {
      while (res.write(chunk));
    };
    res.on('drain', more);
    more();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  // a secret beside the store, where DATA_DIR/jwt-secret is
  writeFileSync(join(dataDir, 'jwt-secret'), 'the-secret');
  mkdirSync(join(dataDir, 'storage', 'objects'), { recursive: true });
  await storage.driver.put('vidpitch/demo-images/logo.png', Buffer.from('a picture'), 'image/png');
});
afterAll(() => {
  listener.closeAllConnections();
  listener.close();
});

const read = (value: string, max = 25 * MB) => readStoredPicture(storage, value, max);

describe('the renderer reads stored keys only', () => {
  it('never fetches a URL: the listener gets no request, whatever the spelling', async () => {
    for (const v of [
      `${url}/x.png`,
      `HTTP://127.0.0.1:${url.split(':')[2]}/x.png`,
      `//127.0.0.1:1/x.png`,
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
    ]) {
      await expect(read(v), v).rejects.toThrow(UNREADABLE_PICTURE);
    }
    expect(hits).toEqual([]);
  });

  it('never reads a path out of the store, and a refused, a missing and an unreadable key say the same', async () => {
    for (const v of [
      '../../jwt-secret',
      'a/../../../jwt-secret',
      '%2e%2e/%2e%2e/jwt-secret',
      '/../../jwt-secret',
      `${dataDir}/jwt-secret`,
      'nothing/here.png',
    ]) {
      await expect(read(v), v).rejects.toThrow(new Error(UNREADABLE_PICTURE));
    }
    expect(await read('vidpitch/demo-images/logo.png')).toEqual(Buffer.from('a picture'));
    // the local driver itself refuses a key climbing out of its root
    await expect(storage.driver.get('../../jwt-secret')).rejects.toThrow('The file path lies outside the store.');
    await expect(storage.driver.head('../jwt-secret')).rejects.toThrow('The file path lies outside the store.');
  });

  it('cuts a picture off at the size cap while it streams, even when its announced size lies', async () => {
    await expect(read('vidpitch/demo-images/logo.png', 4)).rejects.toThrow(UNREADABLE_PICTURE);
    // a store that announces 0 bytes and streams without end (an S3-compatible server can): read to the cap, no further
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += MB;
        this.push(Buffer.alloc(MB));
      },
    });
    const lying = {
      driver: { get: async () => ({ stream: endless, size: 0, contentType: 'image/png' }) },
    } as unknown as Services['storage'];
    const before = process.memoryUsage().rss;
    await expect(readStoredPicture(lying, 'vidpitch/x.png', 8 * MB)).rejects.toThrow(UNREADABLE_PICTURE);
    expect(sent).toBeLessThanOrEqual(8 * MB + 32 * MB); // the cap and what the stream buffered ahead
    expect(endless.destroyed).toBe(true);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
  });
});
