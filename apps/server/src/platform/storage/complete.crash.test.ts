// Issue #34 finding 6, written as the attack: 12 parts sent, the completion sent, the server killed with SIGKILL 60 ms
// later, restarted, and the completion retried with the same ETags was answered 500 'Unexpected error.' (ENOENT rename
// …/1.part: the local driver moved part 1 into its temporary before joining the others, so a crash lost it).
// A "crash" in process: the step named by `stall` never returns (nothing after it runs, as after a kill), and a new
// driver on the same folder is the restarted server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createLocalDriver, COMPLETED_KEEP_MS } from './local.js';

const crash = vi.hoisted(() => ({ pipelines: Infinity, stallWrite: null as null | RegExp }));
const never = () => new Promise<never>(() => {});
vi.mock('node:stream/promises', async (original) => {
  const real = await original<typeof import('node:stream/promises')>();
  return {
    ...real,
    pipeline: (...args: unknown[]) => (crash.pipelines-- <= 0 ? never() : (real.pipeline as (...a: unknown[]) => Promise<void>)(...args)),
  };
});
vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  return {
    ...real,
    writeFile: (...args: Parameters<typeof real.writeFile>) =>
      crash.stallWrite?.test(String(args[0])) ? never() : real.writeFile(...args),
  };
});

const KEY = 'projects/p1/Project Data/flight.mp4';
const roots: string[] = [];
afterEach(() => {
  crash.pipelines = Infinity;
  crash.stallWrite = null;
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A driver on a fresh folder with an upload of `n` parts, part i filled with byte i (sizes differ, so order shows). */
async function uploaded(n = 12) {
  const root = mkdtempSync(join(tmpdir(), 'vms-complete-'));
  roots.push(root);
  const driver = createLocalDriver(root, 'secret');
  const uploadId = await driver.createMultipart(KEY, 'video/mp4');
  const bodies = Array.from({ length: n }, (_, i) => Buffer.alloc(1000 + i * 37, i + 1));
  const parts = [];
  for (const [i, b] of bodies.entries())
    parts.push({ PartNumber: i + 1, ETag: await driver.writePart(KEY, uploadId, i + 1, Readable.from([b])) });
  return { root, driver, uploadId, parts, whole: Buffer.concat(bodies) };
}

const bytesOf = async (driver: ReturnType<typeof createLocalDriver>) => {
  const o = await driver.get(KEY);
  if (!o) return null;
  const chunks: Buffer[] = [];
  for await (const c of o.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('a multipart completion survives a crash (issue #34, finding 6)', () => {
  it('completes on retry after a crash in the middle of joining the parts, with the right bytes', async () => {
    const { root, driver, uploadId, parts, whole } = await uploaded();
    crash.pipelines = 3; // three parts joined, then the process is gone
    void driver.completeMultipart(KEY, uploadId, parts);
    await new Promise((r) => setTimeout(r, 200));
    expect(await driver.head(KEY)).toBeNull();

    crash.pipelines = Infinity;
    const restarted = createLocalDriver(root, 'secret');
    await expect(restarted.completeMultipart(KEY, uploadId, [...parts].reverse())).resolves.toEqual({
      location: expect.stringContaining('flight.mp4'),
    });
    expect((await bytesOf(restarted))!.equals(whole)).toBe(true);
    // the parts and the half-joined temporary are gone; only the small completion record is left
    expect(readdirSync(join(root, 'uploads', uploadId)).filter((f) => /\.part|\.partial/.test(f))).toEqual([]);
  });

  it('answers a retry as a success after a crash once the object was in place (before the parts were cleaned up)', async () => {
    const { root, driver, uploadId, parts, whole } = await uploaded();
    crash.stallWrite = /completed\.json/;
    void driver.completeMultipart(KEY, uploadId, parts);
    for (let i = 0; i < 50 && !(await driver.head(KEY)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await driver.head(KEY)).not.toBeNull();

    crash.stallWrite = null;
    const restarted = createLocalDriver(root, 'secret');
    await restarted.completeMultipart(KEY, uploadId, parts);
    expect((await bytesOf(restarted))!.equals(whole)).toBe(true);
  });

  it('answers a completion retried after it finished as a success with the same ETags, and refuses other ETags', async () => {
    const { root, driver, uploadId, parts, whole } = await uploaded(3);
    await driver.completeMultipart(KEY, uploadId, parts);
    await expect(driver.completeMultipart(KEY, uploadId, parts)).resolves.toBeDefined();
    await expect(driver.completeMultipart(KEY, uploadId, parts.slice(0, 2))).rejects.toMatchObject({ code: 'BAD_PART' });
    await expect(driver.completeMultipart(KEY, uploadId, [{ ...parts[0]!, ETag: '"0000"' }, ...parts.slice(1)])).rejects.toMatchObject({
      code: 'BAD_PART',
    });
    // a completed upload takes no more parts
    await expect(driver.writePart(KEY, uploadId, 1, Readable.from([Buffer.from('late')]))).rejects.toMatchObject({ code: 'NO_UPLOAD' });
    expect((await bytesOf(driver))!.equals(whole)).toBe(true);
    // two completions at once (a client's retry while the first is still joining) both succeed, with one object
    const again = await uploaded(4);
    const both = await Promise.all([
      again.driver.completeMultipart(KEY, again.uploadId, again.parts),
      again.driver.completeMultipart(KEY, again.uploadId, again.parts),
    ]);
    expect(both).toHaveLength(2);
    expect((await bytesOf(again.driver))!.equals(again.whole)).toBe(true);
    // the record is swept once a retry is no longer expected
    expect(existsSync(join(root, 'uploads', uploadId))).toBe(true);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + COMPLETED_KEEP_MS + 1000);
    await driver.sweepTemporaries();
    later.mockRestore();
    expect(existsSync(join(root, 'uploads', uploadId))).toBe(false);
  });

  it('completes on retry after the process doing it was killed with SIGKILL during the completion', async () => {
    const { root, uploadId, parts } = await uploadedLarge();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { createLocalDriver } = await import(${JSON.stringify(join(import.meta.dirname, 'local.ts'))});
         const d = createLocalDriver(process.env.ROOT, 'secret');
         console.log('completing');
         await d.completeMultipart(process.env.KEY, process.env.UPLOAD, JSON.parse(process.env.PARTS));
         console.log('completed');`,
      ],
      { env: { ...process.env, ROOT: root, KEY, UPLOAD: uploadId, PARTS: JSON.stringify(parts) }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    // killed as soon as the completion first changes the upload's folder (the 60 ms landed about there)
    const folder = join(root, 'uploads', uploadId);
    const before = readdirSync(folder).join();
    const deadline = Date.now() + 30_000;
    while (readdirSync(folder).join() === before && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    child.kill('SIGKILL');
    await once(child, 'exit');
    // the kill landed during the completion (not before it started, nor after it finished)
    expect(out).not.toContain('completed');

    const restarted = createLocalDriver(root, 'secret');
    await restarted.completeMultipart(KEY, uploadId, parts);
    expect((await restarted.head(KEY))!.size).toBe(LARGE_PARTS * LARGE_PART);
    // every part's bytes in order: part i is byte i throughout, checked at each part's first and last byte
    const fd = readFileSync((await restarted.readableLocation(KEY)) as string);
    for (let i = 0; i < LARGE_PARTS; i++) expect([fd[i * LARGE_PART], fd[(i + 1) * LARGE_PART - 1]]).toEqual([i + 1, i + 1]);
  }, 60_000);
});

const LARGE_PARTS = 12;
const LARGE_PART = 4 << 20;
async function uploadedLarge() {
  const root = mkdtempSync(join(tmpdir(), 'vms-complete-'));
  roots.push(root);
  const driver = createLocalDriver(root, 'secret');
  const uploadId = await driver.createMultipart(KEY, 'video/mp4');
  const parts = [];
  for (let i = 1; i <= LARGE_PARTS; i++)
    parts.push({ PartNumber: i, ETag: await driver.writePart(KEY, uploadId, i, Readable.from([Buffer.alloc(LARGE_PART, i)])) });
  return { root, driver, uploadId, parts };
}
