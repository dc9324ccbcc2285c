// Issue #21 finding 13, written as the attack: the local driver took a part far larger than the part size (80 MiB
// with 64 KiB parts), and a hard stop mid-part left a temporary file that survived a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { COMPLETE, SIGN, START, folder, projectsFor, put } from '../../modules/files/files.test-helpers.js';
import { users } from '../../modules/core/index.js';

const PART = 64 * 1024;
let t: TestApp;
let pm: string;
let path: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_PART_SIZE_BYTES: String(PART) });
  pm = await t.login('pm@vms.test');
  const [editor] = await t.app.services.db.select().from(users).where(eq(users.email, 'editor@vms.test'));
  const { mine } = await projectsFor(t, editor!.id);
  path = folder(mine.id, 'Project Data', 'big.bin');
});
afterAll(() => t?.close());

async function signedPart(n = 1) {
  const start = await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'application/octet-stream' }, pm);
  const uploadId = start.data!.getAwsUploadId;
  const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n, u: uploadId }, pm)).data!.getUploadSignedUrl;
  return { uploadId, url };
}
const leftovers = () => {
  const tmp = join(t.dataDir, 'storage', 'tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
};

describe('upload parts on the local driver (issue #21, finding 13)', () => {
  it('refuses a part larger than the part size, announced by its length', async () => {
    const { uploadId, url } = await signedPart();
    const r = await put(t, url, Buffer.alloc(16 * PART, 1));
    expect(r.status).toBe(413);
    const done = await t.gql(COMPLETE, { p: path, parts: [{ ETag: r.etag ?? '"x"', PartNumber: 1 }], u: uploadId }, pm);
    expect(done.errors).toBeDefined();
    expect(leftovers()).toEqual([]);
  });

  it('stops a streamed part (no length given) once it passes the part size, and keeps nothing of it', async () => {
    const { uploadId, url } = await signedPart();
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(8 * 1024, 2)); // 512 KiB in 8 KiB chunks
    const r = await t.app.fastify.inject({
      method: 'PUT',
      url,
      payload: Readable.from(chunks),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(r.statusCode).toBe(413);
    expect(leftovers()).toEqual([]);
    const uploads = join(t.dataDir, 'storage', 'uploads', uploadId);
    expect(readdirSync(uploads).filter((f) => f.endsWith('.part'))).toEqual([]);
    // a part of the right size still goes up
    expect((await put(t, url, Buffer.alloc(PART, 3))).status).toBe(200);
  });

  it('removes the temporaries a hard stop left behind when the app starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vms-restart-'));
    const tmp = join(dataDir, 'storage', 'tmp');
    mkdirSync(tmp, { recursive: true });
    const stale = join(tmp, 'a1b2c3d4e5f6a1b2c3d4e5f6');
    writeFileSync(stale, Buffer.alloc(PART));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(stale, hourAgo, hourAgo);
    const again = await createTestApp({ DATA_DIR: dataDir }, { seed: false });
    try {
      expect(existsSync(stale)).toBe(false);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
