// The files suite, run once per storage driver: `local` and `s3` (against s3rver started by the test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import sharp from 'sharp';
import { FILE_MESSAGES } from '@vms/shared';
import { requireVideoTools } from '../../platform/render/video-tools.js';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { startS3Emulator, type S3Emulator } from '../../test/s3-emulator.js';
import { users } from '../core/index.js';
import { freeAssetIds } from '../sales/sales.test-helpers.js';
import { fileUploads } from './files.table.js';
import { abortStaleUploads } from './files.service.js';
import { ABORT, COMPLETE, FILES, SIGN, START, folder, get, projectsFor, put, sha, uploadFile } from './files.test-helpers.js';
import { IMAGE_SHOTS, VIDEO_SHOTS } from '../pilot/pilot.template.js';

const PART = 64 * 1024;

function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

describe.each(['local', 's3'] as const)('files on the %s driver', (driver) => {
  let t: TestApp;
  let s3: S3Emulator | undefined;
  let pm: string, editor: string, qc: string, editorId: string;
  let p: Awaited<ReturnType<typeof projectsFor>>;
  const rest = (url: string, body: unknown, token?: string) =>
    t.app.fastify.inject({ method: 'POST', url: token ? `${url}?access_token=${token}` : url, payload: body as object });

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Emulator();
    t = await createTestApp(s3?.env ?? {});
    [pm, editor, qc] = await Promise.all([t.login('pm@vms.test'), t.login('editor@vms.test'), t.login('qc@vms.test')]);
    const [e] = await t.app.services.db.select().from(users).where(eq(users.email, 'editor@vms.test'));
    editorId = e!.id;
    p = await projectsFor(t, editorId);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('uses the driver the configuration picks', () => {
    expect(t.app.services.storage.driver.kind).toBe(driver);
  });

  it('uploads in several parts, retrying a part that failed, and reads back the same bytes', async () => {
    const body = Buffer.from(Array.from({ length: PART * 3 + 1234 }, (_, i) => (i * 7) % 251));
    const path = folder(p.mine.id, 'Project Data', 'cut v1.bin');
    const u = (await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'application/octet-stream' }, editor)).data!.getAwsUploadId;
    const parts = [];
    for (let n = 1; n <= 4; n++) {
      const chunk = body.subarray((n - 1) * PART, n * PART);
      const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n, u }, editor)).data!.getUploadSignedUrl;
      if (n === 2) {
        // The first try of part 2 fails: the connection drops after half the bytes. The retry replaces the part.
        await put(t, url, chunk.subarray(0, PART / 2));
        if (driver === 'local') {
          // and a URL altered on the way is refused by the app's signature check
          expect((await put(t, url.replace(/sig=[^&]+/, 'sig=AAAA'), chunk)).status).toBe(403);
        }
      }
      const r = await put(t, url, chunk);
      expect(r.status).toBe(200);
      parts.push({ ETag: r.etag!, PartNumber: n });
    }
    const done = await t.gql<{ uploadFileByPart: { Key: string; Location: string } }>(COMPLETE, { p: path, parts, u }, editor);
    expect(done.errors).toBeUndefined();
    expect(done.data!.uploadFileByPart.Key).toBe(path);
    expect(done.data!.uploadFileByPart.Location).toContain('cut');

    const dl = await rest('/api/s3-file-download', { file: path }, editor);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('cut v1.bin');
    expect(sha(dl.rawPayload)).toBe(sha(body));

    const list = await t.gql<{ getAwsFiles: { Key: string; size: number; fileType: string; url: string }[] }>(
      FILES,
      { f: folder(p.mine.id, 'Project Data') },
      editor,
    );
    const listed = list.data!.getAwsFiles.find((f) => f.Key === path)!;
    expect(listed).toMatchObject({ size: body.length, fileType: 'other' });
    // the listed URL serves byte ranges, as video players need
    const ranged = await get(t, listed.url, { range: 'bytes=100-199' });
    expect(ranged.status).toBe(206);
    expect(ranged.body.equals(body.subarray(100, 200))).toBe(true);
  });

  it('completes an upload whose first completion reached the store but not the database (a repeat succeeds)', async () => {
    const path = folder(p.mine.id, 'Project Data', 'completed-twice.bin');
    const u = (await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'application/octet-stream' }, editor)).data!.getAwsUploadId;
    const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n: 1, u }, editor)).data!.getUploadSignedUrl;
    const r = await put(t, url, Buffer.alloc(PART, 3));
    const parts = [{ ETag: r.etag!, PartNumber: 1 }];
    // the store joins the parts, then the database goes away before the row is marked: the client is told to retry
    await t.app.services.storage.driver.completeMultipart(path, u, parts);
    const again = await t.gql<{ uploadFileByPart: { Key: string } }>(COMPLETE, { p: path, parts, u }, editor);
    expect(again.errors).toBeUndefined();
    expect(again.data!.uploadFileByPart.Key).toBe(path);
    const [row] = await t.app.services.db.select().from(fileUploads).where(eq(fileUploads.uploadId, u));
    expect(row!.status).toBe('COMPLETED');
    expect((await t.app.services.storage.driver.head(path))!.size).toBe(PART);
  });

  // s3rver does not check ETags on completion (real S3 answers InvalidPart, which the driver maps the same way)
  it.skipIf(driver === 's3')('refuses to complete with a part whose ETag does not match', async () => {
    const path = folder(p.mine.id, 'Project Data', 'bad-etag.bin');
    const u = (await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'application/octet-stream' }, editor)).data!.getAwsUploadId;
    const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n: 1, u }, editor)).data!.getUploadSignedUrl;
    await put(t, url, Buffer.from('hello'));
    const r = await t.gql(COMPLETE, { p: path, parts: [{ ETag: '"0000"', PartNumber: 1 }], u }, editor);
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
  });

  it('cancels an upload at once and leaves nothing behind', async () => {
    const path = folder(p.mine.id, 'Project Data', 'cancelled.bin');
    const u = (await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'application/octet-stream' }, editor)).data!.getAwsUploadId;
    const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n: 1, u }, editor)).data!.getUploadSignedUrl;
    expect((await put(t, url, Buffer.alloc(PART, 1))).status).toBe(200);
    const partsDir = s3 ? s3.uploadDir(u) : join(t.dataDir, 'storage', 'uploads', u);
    expect(existsSync(partsDir)).toBe(true);
    expect((await t.gql(ABORT, { p: path, u }, editor)).data).toEqual({ abortMultipartUpload: true });
    expect(existsSync(partsDir)).toBe(false);
    expect(await t.app.services.storage.driver.head(path)).toBeNull();
    expect(errorCode(await t.gql(SIGN, { p: path, n: 2, u }, editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(COMPLETE, { p: path, parts: [{ ETag: 'x', PartNumber: 1 }], u }, editor))).toBe('NOT_FOUND');
  });

  it('aborts uploads left unfinished for more than 24 hours', async () => {
    const path = folder(p.mine.id, 'Project Data', 'forgotten.bin');
    const u = (await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'application/octet-stream' }, editor)).data!.getAwsUploadId;
    const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n: 1, u }, editor)).data!.getUploadSignedUrl;
    await put(t, url, Buffer.alloc(1000, 2));
    const db = t.app.services.db;
    expect(await abortStaleUploads(t.app.services, 24)).toBe(0);
    await db
      .update(fileUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(fileUploads.uploadId, u));
    expect(await abortStaleUploads(t.app.services, 24)).toBe(1);
    const [row] = await db.select().from(fileUploads).where(eq(fileUploads.uploadId, u));
    expect(row!.status).toBe('ABORTED');
    expect(existsSync(s3 ? s3.uploadDir(u) : join(t.dataDir, 'storage', 'uploads', u))).toBe(false);
  });

  it("refuses traversal, absolute paths and other projects' prefixes", async () => {
    for (const bad of [
      `${folder(p.mine.id, 'Project Data')}/../../${p.other.id}/Project Data/x.bin`,
      '/etc/passwd',
      `${folder(p.mine.id, 'Project Data')}/%2e%2e/x.bin`,
      `${folder(p.mine.id, 'Project Data')}\\..\\x.bin`,
      'thumbnails/x.jpg',
    ]) {
      expect([bad, errorCode(await t.gql(START, { p: bad, t: 'video/mp4' }, pm))]).toEqual([bad, 'BAD_USER_INPUT']);
    }
    // an editor may not reach into a project that is not theirs: it answers as if there were none (no existence leak)
    expect(errorCode(await t.gql(START, { p: folder(p.other.id, 'Project Data', 'x.mp4'), t: 'video/mp4' }, editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(FILES, { f: folder(p.other.id, 'Project Data') }, editor))).toBe('NOT_FOUND');
    const r = await rest('/api/s3-file-download', { file: `${folder(p.mine.id, 'Project Data')}/../../../../etc/passwd` }, editor);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('error');
  });

  it('lets `view` list and download but not upload or delete', async () => {
    const inputs = folder(p.mine.id, 'Project Inputs');
    const key = (await uploadFile(t, pm, `${inputs}/brief.txt`, Buffer.from('the brief'), PART)).Key;
    expect((await t.gql<{ getAwsFiles: unknown[] }>(FILES, { f: inputs }, qc)).data!.getAwsFiles.length).toBeGreaterThan(0);
    const refused = await t.gql(START, { p: `${inputs}/qc.txt`, t: 'text/plain' }, qc);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toBe(FILE_MESSAGES.noPermissions);
    // the editor views Project Inputs but posts only to Project Data
    expect(errorCode(await t.gql(START, { p: `${inputs}/e.txt`, t: 'text/plain' }, editor))).toBe('FORBIDDEN');
    const del = await rest('/api/s3-file-delete', { file: key }, qc);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: FILE_MESSAGES.noPermissions });
    expect((await rest('/api/s3-file-delete', { file: key })).statusCode).toBe(401);
    const ok = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/s3-file-delete',
      headers: { authorization: `Bearer ${pm}` },
      payload: { file: key },
    });
    expect(ok.json()).toEqual({ message: FILE_MESSAGES.deleted });
    expect(await t.app.services.storage.driver.head(key)).toBeNull();
  });

  it('streams a folder as a zip that unzips to the same bytes', async () => {
    const inputs = folder(p.mine.id, 'Project Inputs');
    const a = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 256));
    const b = Buffer.from('site plan notes\n'.repeat(1000));
    await uploadFile(t, pm, `${inputs}/a.mp4`, a, PART, 'video/mp4');
    await uploadFile(t, pm, `${inputs}/Project Documents/b.txt`, b, PART, 'text/plain');
    const r = await rest('/api/s3-zip-download', { folder: inputs }, pm);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(encodeURIComponent(`${p.mine.projectName} - Project Inputs.zip`));
    const files = await unzip(r.rawPayload);
    expect(sha(files.get('a.mp4')!)).toBe(sha(a));
    expect(sha(files.get('Project Documents/b.txt')!)).toBe(sha(b));
  });

  it('makes thumbnails of images and poster frames of videos', async () => {
    const folderPath = folder(p.mine.id, 'Project Data');
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    await uploadFile(t, editor, `${folderPath}/still.png`, png, PART, 'image/png');
    const list = await t.gql<{ getAwsFiles: { fileName: string; thumbnailUrl: string | null; fileType: string }[] }>(
      FILES,
      { f: folderPath },
      editor,
    );
    const still = list.data!.getAwsFiles.find((f) => f.fileName === 'still.png')!;
    expect(still.fileType).toBe('image');
    const thumb = await get(t, still.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.body).metadata()).width).toBe(320);

    const mp4 = join(t.dataDir, 'clip.mp4');
    execFileSync(requireVideoTools().ffmpeg, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=10',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      mp4,
    ]);
    await uploadFile(t, editor, `${folderPath}/clip.mp4`, readFileSync(mp4), PART, 'video/mp4');
    const again = await t.gql<{ getAwsFiles: { fileName: string; thumbnailUrl: string | null; fileType: string }[] }>(
      FILES,
      { f: folderPath },
      editor,
    );
    const clip = again.data!.getAwsFiles.find((f) => f.fileName === 'clip.mp4')!;
    expect(clip.fileType).toBe('video');
    const poster = await get(t, clip.thumbnailUrl!);
    expect((await sharp(poster.body).metadata()).height).toBe(180);
  });

  it('gives each person the folders their permissions allow', async () => {
    const Q = 'query($id: ID!) { getAwsFolders(projectId: $id) { name folderType permission subFolders { name subFolders { name } } } }';
    type F = { name: string; permission: string; subFolders: { name: string; subFolders: { name: string }[] }[] };
    const forPm = (await t.gql<{ getAwsFolders: F[] }>(Q, { id: p.mine.id }, pm)).data!.getAwsFolders;
    expect(forPm.map((f) => f.name)).toEqual(['Project Inputs', 'Aerial Imagery', 'Custom Shots OR B Roll', 'Project Data']);
    // after the template's folders, each shot of the pilot's shot list is a folder too (docs/adr/0018-pilot.md)
    expect(forPm[1]!.subFolders.map((s) => [s.name, s.subFolders.map((x) => x.name)])).toEqual([
      ['Aerial Footage', ['Original Videos', ...VIDEO_SHOTS.map((v) => v.title)]],
      ['Aerial Photos', ['Original Images', ...IMAGE_SHOTS.map((v) => v.title)]],
    ]);
    const forEditor = (await t.gql<{ getAwsFolders: F[] }>(Q, { id: p.mine.id }, editor)).data!.getAwsFolders;
    expect(forEditor.map((f) => [f.name, f.permission])).toContainEqual(['Project Data', 'post']);
    expect(forEditor.map((f) => [f.name, f.permission])).toContainEqual(['Project Inputs', 'view']);
    const PERM = 'query($e: String!) { getUserPermission(email: $e) { directory subdirectory permission } }';
    const own = await t.gql<{ getUserPermission: unknown[] }>(PERM, { e: 'editor@vms.test' }, editor);
    expect(own.data!.getUserPermission).toContainEqual({ directory: 'Project Data', subdirectory: null, permission: 'post' });
    expect(errorCode(await t.gql(PERM, { e: 'pm@vms.test' }, editor))).toBe('FORBIDDEN');
    expect(
      (await t.gql<{ getUserPermission: unknown[] }>(PERM, { e: 'editor@vms.test' }, pm)).data!.getUserPermission.length,
    ).toBeGreaterThan(0);
  });

  it('takes no folder uploads on Bronze projects', async () => {
    expect(errorCode(await t.gql(START, { p: folder(p.bronze.id, 'Project Data', 'x.mp4'), t: 'video/mp4' }, pm))).toBe('FORBIDDEN');
  });

  it("presigns comment screenshots only below the project's review-screenshots prefix", async () => {
    const M = 'mutation($l: String!, $f: String!, $c: String!) { getAwsS3PresignedUrl(location: $l, fileName: $f, contentType: $c) }';
    const ok = await t.gql<{ getAwsS3PresignedUrl: string }>(
      M,
      { l: folder(p.mine.id, 'review-screenshots'), f: 'shot.jpg', c: 'image/jpeg' },
      pm,
    );
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c92020' } })
      .jpeg()
      .toBuffer();
    expect((await put(t, ok.data!.getAwsS3PresignedUrl, jpeg, { 'content-type': 'image/jpeg' })).status).toBe(200);
    expect((await t.app.services.storage.driver.head(folder(p.mine.id, 'review-screenshots', 'shot.jpg')))?.size).toBe(jpeg.length);
    expect(errorCode(await t.gql(M, { l: folder(p.mine.id, 'Project Data'), f: 'x.jpg', c: 'image/jpeg' }, pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(M, { l: folder(p.mine.id, 'review-screenshots'), f: 'x.html', c: 'text/html' }, pm))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('presigns order uploads (default broker photo or logo, boundary map) for the sales roles, images only, inside their prefix', async () => {
    const M = 'mutation($l: String!, $f: String!, $c: String!) { getAwsS3PresignedUrl(location: $l, fileName: $f, contentType: $c) }';
    const customer = await t.login('customer@vms.test');
    // A listing nobody has an order on: a customer may only write into an order of their own (issue #21, finding 6).
    const [assetId] = await freeAssetIds(t.app.services.db);
    const asset = { id: assetId! };
    const loc = 'default_broker/3b2f9c1e-5d7a-4e8b-9f60-1a2b3c4d5e6f';
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (const [l, f, key] of [
      [loc, 'image', `${loc}/image`],
      [loc, 'logo', `${loc}/logo`],
      [`deal_map/${asset!.id}`, '../../map.jpg', `deal_map/${asset!.id}/map.jpg`],
    ]) {
      const r = await t.gql<{ getAwsS3PresignedUrl: string }>(M, { l, f, c: 'image/jpeg' }, customer);
      expect(r.errors).toBeUndefined();
      expect((await put(t, r.data!.getAwsS3PresignedUrl, jpeg, { 'content-type': 'image/jpeg' })).status).toBe(200);
      expect((await t.app.services.storage.driver.head(key!))?.size).toBe(jpeg.length);
    }
    expect((await t.gql(M, { l: loc, f: 'logo', c: 'image/png' }, pm)).errors).toBeUndefined();
    // The spec's jpg, jpeg or png only.
    expect(errorCode(await t.gql(M, { l: loc, f: 'logo', c: 'image/webp' }, pm))).toBe('BAD_USER_INPUT');
    const refusals: [Record<string, string>, string][] = [
      [{ l: loc, f: 'banner', c: 'image/jpeg' }, 'BAD_USER_INPUT'],
      [{ l: loc, f: 'image', c: 'image/svg+xml' }, 'BAD_USER_INPUT'],
      [{ l: loc, f: 'image', c: 'text/html' }, 'BAD_USER_INPUT'],
      [{ l: `${loc}/../../projects`, f: 'image', c: 'image/jpeg' }, 'BAD_USER_INPUT'],
      [{ l: 'default_broker/not-a-uuid', f: 'image', c: 'image/jpeg' }, 'BAD_USER_INPUT'],
      [{ l: 'deal_map/00000000-0000-4000-8000-000000000000', f: 'map.png', c: 'image/png' }, 'NOT_FOUND'],
      [{ l: `deal_map/${asset!.id}`, f: '..', c: 'image/png' }, 'BAD_USER_INPUT'],
    ];
    for (const [vars, code] of refusals) expect(errorCode(await t.gql(M, vars, customer)), JSON.stringify(vars)).toBe(code);
    // The editor may presign review screenshots, but not order uploads.
    expect(errorCode(await t.gql(M, { l: loc, f: 'image', c: 'image/jpeg' }, editor))).toBe('FORBIDDEN');
  });

  it("zips a Bronze project's images for its customer, and answers JSON with an error otherwise", async () => {
    const customer = await t.login('customer@vms.test');
    const [me] = await t.app.services.db.select().from(users).where(eq(users.email, 'customer@vms.test'));
    const bronze = p.bronze.customerId === me!.id ? p.bronze : null;
    const target = bronze ?? p.bronze;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const none = await rest('/api/bronze-images-download', { access_token: pm, project_uuid: target.id, project_name: 'Lot 7' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toHaveProperty('error');
    await t.app.services.storage.driver.put(folder(target.id, 'bronze-images', 'Chapter_1', 'logo.png'), png, 'image/png');
    const zip = await rest('/api/bronze-images-download', {
      access_token: bronze ? customer : pm,
      project_uuid: target.id,
      project_name: 'Lot 7',
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain('BronzeImages-Lot 7.zip');
    expect(sha((await unzip(zip.rawPayload)).get('Chapter_1/logo.png')!)).toBe(sha(png));
    const notBronze = await rest('/api/bronze-images-download', { access_token: pm, project_uuid: p.mine.id, project_name: 'x' });
    expect(notBronze.statusCode).toBe(400);
  });

  it('keeps no stray temporary files after all of the above', () => {
    if (driver !== 'local') return;
    const tmp = join(t.dataDir, 'storage', 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });
});
