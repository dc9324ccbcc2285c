import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config.js';
import { createStorage } from './index.js';
import { createLocalDriver } from './local.js';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vms-st-')), ...env }).storage;

describe('storage', () => {
  it('picks s3 when S3_BUCKET is set, local otherwise', () => {
    expect(createStorage(config({}), 'secret-secret-secret-secret-secret').driver.kind).toBe('local');
    const s3 = createStorage(config({ S3_BUCKET: 'b-b-b', S3_ENDPOINT: 'http://127.0.0.1:9' }), 's');
    expect(s3.driver.kind).toBe('s3');
  });

  it('rewrites video links to CDN_URL and signs everything else', async () => {
    const s = createStorage(config({ CDN_URL: 'https://cdn.example.com/' }), 'secret');
    expect(await s.readUrl('projects/p/Project Data/final cut.mp4')).toBe(
      'https://cdn.example.com/projects/p/Project%20Data/final%20cut.mp4',
    );
    expect(await s.readUrl('projects/p/Project Data/still.png')).toMatch(
      /^\/api\/storage\/projects\/p\/Project%20Data\/still\.png\?op=get&exp=\d+&sig=/,
    );
    // a download keeps going through a signed URL, so it can carry the file name
    expect(await s.readUrl('projects/p/x.mp4', 'x.mp4')).toMatch(/^\/api\/storage\/.*dn=x\.mp4/);
  });

  it('refuses a local URL that expired, names another key or was signed with another secret', async () => {
    const a = createLocalDriver(mkdtempSync(join(tmpdir(), 'vms-st-')), 'one');
    const b = createLocalDriver(mkdtempSync(join(tmpdir(), 'vms-st-')), 'two');
    const q = new URL(await a.presignGet('projects/p/x', 60), 'http://x').searchParams;
    const req = { op: 'get' as const, key: 'projects/p/x', exp: Number(q.get('exp')) };
    const sig = q.get('sig')!;
    expect(a.verify(req, sig)).toBe(true);
    expect(b.verify(req, sig)).toBe(false);
    expect(a.verify({ ...req, exp: Math.floor(Date.now() / 1000) - 1 }, sig)).toBe(false);
    expect(a.verify({ ...req, key: 'projects/p/y' }, sig)).toBe(false);
    expect(a.verify({ ...req, op: 'put' }, sig)).toBe(false);
  });

  it('lists a folder while its objects are deleted: what is gone is left out, never an error', async () => {
    const driver = createLocalDriver(mkdtempSync(join(tmpdir(), 'vms-st-')), 'secret');
    const keys = Array.from({ length: 200 }, (_, i) => `v/images/Chapter_1/LOGO/${i}.png`);
    await Promise.all(keys.map((key) => driver.put(key, Buffer.from('x'), 'image/png')));
    // the list reads the folder first, then each object's size: the deletes land in between
    const [listed] = await Promise.all([driver.list('v/images/', true), ...keys.slice(0, 150).map((key) => driver.delete(key))]);
    expect(listed.map((o) => o.key)).toEqual(expect.arrayContaining(keys.slice(150)));
    expect(await driver.list('v/images/', true)).toHaveLength(50);
  });
});
