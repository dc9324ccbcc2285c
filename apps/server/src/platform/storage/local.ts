// The `local` driver: objects are files under DATA_DIR/storage/objects, multipart parts are files under
// DATA_DIR/storage/uploads/<uploadId>, and every URL is an app URL signed with an HMAC and an expiry
// (served by local.routes.ts, with HTTP range support).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageError, type CompletedPart, type StorageDriver, type StoredObject } from './driver.js';
import { contentTypeOf } from './content-types.js';

export interface SignedRequest {
  op: 'get' | 'put' | 'part';
  key: string;
  exp: number;
  uploadId?: string;
  partNumber?: number;
  contentType?: string;
  downloadName?: string;
  /** The largest body a presigned PUT takes. */
  maxBytes?: number;
}

export const STORAGE_ROUTE = '/api/storage/';

export interface LocalDriver extends StorageDriver {
  kind: 'local';
  verify(req: SignedRequest, sig: string): boolean;
  /**
   * Writes one part from a request body; returns its ETag (quoted, as S3 does). A body longer than `maxBytes` is cut
   * off as it streams (StorageError TOO_LARGE) and nothing of it is kept.
   */
  writePart(key: string, uploadId: string, partNumber: number, body: Readable, maxBytes?: number): Promise<string>;
  /**
   * Removes temporary files nothing has written to for `idleMs` (left by a hard stop mid-write), and the records of
   * uploads completed more than COMPLETED_KEEP_MS ago; returns how many temporaries.
   */
  sweepTemporaries(idleMs?: number): Promise<number>;
}

/** Temporaries idle this long are orphans: a live write touches its file every few milliseconds. */
export const TEMP_IDLE_MS = 10 * 60_000;
/**
 * How long a completed upload's record (its ETags, without the parts) is kept, so a completion retried after a crash
 * or a lost answer is still answered as a success: as long as an unfinished upload is kept.
 */
export const COMPLETED_KEEP_MS = 24 * 3_600_000;
const COMPLETED = 'completed.json';
const PARTIAL = '.partial';

/**
 * `body` through byteLimit. The request itself is not destroyed when the limit trips, so the server can still answer
 * 413; a request that ends early (the client went away) fails the write, so the temporary is removed.
 */
function limited(body: Readable, max: number): Readable {
  const limiter = byteLimit(max);
  body.once('error', (err) => limiter.destroy(err));
  body.once('close', () => {
    if (!body.readableEnded) limiter.destroy(new Error('The upload was interrupted.'));
  });
  return body.pipe(limiter);
}

/** Passes bytes through until more than `max` went by, then fails the stream (and with it the write). */
export function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) return done(new StorageError(`The part is larger than the part size (${max} bytes).`, 'TOO_LARGE'));
      done(null, chunk);
    },
  });
}

const quote = (hex: string) => `"${hex}"`;
const unquote = (etag: string) => etag.replace(/^W\//, '').replace(/"/g, '');

export function createLocalDriver(root: string, secret: string): LocalDriver {
  const objects = resolve(root, 'objects');
  const uploads = join(root, 'uploads');
  const tmp = join(root, 'tmp');
  /** The file of a key: always below `objects` (a key climbing out with '..' names no object, it is refused). */
  const objectPath = (key: string) => {
    const p = resolve(objects, ...key.split('/'));
    if (p !== objects && !p.startsWith(objects + sep)) throw new StorageError('The file path lies outside the store.', 'NOT_FOUND');
    return p;
  };
  const uploadDir = (uploadId: string) => {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new StorageError('The upload does not exist.', 'NO_UPLOAD');
    return join(uploads, uploadId);
  };
  const tmpPath = () => join(tmp, randomBytes(12).toString('hex'));

  const payload = (r: SignedRequest) =>
    [r.op, r.key, r.exp, r.uploadId ?? '', r.partNumber ?? '', r.contentType ?? '', r.downloadName ?? '', r.maxBytes ?? ''].join('\n');
  const sign = (r: SignedRequest) => createHmac('sha256', secret).update(payload(r)).digest('base64url');

  function url(r: SignedRequest): string {
    const q = new URLSearchParams({ op: r.op, exp: String(r.exp) });
    if (r.uploadId) q.set('uploadId', r.uploadId);
    if (r.partNumber) q.set('partNumber', String(r.partNumber));
    if (r.contentType) q.set('ct', r.contentType);
    if (r.downloadName) q.set('dn', r.downloadName);
    if (r.maxBytes) q.set('mb', String(r.maxBytes));
    q.set('sig', sign(r));
    return `${STORAGE_ROUTE}${r.key.split('/').map(encodeURIComponent).join('/')}?${q}`;
  }
  const expiry = (s: number) => Math.floor(Date.now() / 1000) + s;

  async function uploadMeta(uploadId: string): Promise<{ key: string; contentType: string }> {
    try {
      return JSON.parse(await readFile(join(uploadDir(uploadId), 'upload.json'), 'utf8'));
    } catch {
      throw new StorageError('The upload does not exist.', 'NO_UPLOAD');
    }
  }

  /** Streams `body` to a temporary file, then renames it into place, so readers never see half a file. */
  async function writeAtomically(target: string, body: Readable | Buffer) {
    await mkdir(tmp, { recursive: true });
    const t = tmpPath();
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(t, { highWaterMark: 1 << 20 }));
      await mkdir(dirname(target), { recursive: true });
      await rename(t, target);
    } catch (err) {
      await rm(t, { force: true });
      throw err;
    }
  }

  const completing = new Map<string, Promise<{ location: string }>>();

  /**
   * Joins the parts into the object, crash-safe and idempotent (issue #34, finding 6). The parts are only read: the
   * object is built in a temporary file inside the upload's folder (same file system as the object), synced, renamed
   * into place in one step, and only then is the completion recorded (`completed.json`, with the ETags) and are the
   * parts deleted. A process killed at any point leaves either the intact parts (a retry joins them again; a half
   * written temporary is ignored and removed) or the finished object with its record (a retry with the same ETags is
   * answered as a success; other ETags are refused).
   */
  async function completeOnce(key: string, uploadId: string, parts: CompletedPart[]): Promise<{ location: string }> {
    const meta = await uploadMeta(uploadId);
    if (meta.key !== key) throw new StorageError('The upload does not exist.', 'NO_UPLOAD');
    const dir = uploadDir(uploadId);
    const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
    if (!sorted.length) throw new StorageError('An upload needs at least one part.', 'BAD_PART');
    for (const [i, p] of sorted.entries()) {
      if (i > 0 && sorted[i - 1]!.PartNumber === p.PartNumber) throw new StorageError('A part is listed twice.', 'BAD_PART');
      const stored = await readFile(join(dir, `${p.PartNumber}.etag`), 'utf8').catch(() => null);
      if (stored === null || stored !== unquote(p.ETag)) {
        throw new StorageError(`Part ${p.PartNumber} is missing or does not match its ETag.`, 'BAD_PART');
      }
    }
    const location = `${STORAGE_ROUTE}${key.split('/').map(encodeURIComponent).join('/')}`;
    const record = JSON.stringify(sorted.map((p) => [p.PartNumber, unquote(p.ETag)]));
    const done = await readFile(join(dir, COMPLETED), 'utf8').catch(() => null);
    if (done !== null) {
      if (done !== record) throw new StorageError('The upload was completed with other parts.', 'BAD_PART');
      await removeParts(dir);
      return { location };
    }
    const joined = join(dir, `${randomBytes(8).toString('hex')}${PARTIAL}`);
    try {
      for (const [i, p] of sorted.entries()) {
        await pipeline(
          createReadStream(join(dir, `${p.PartNumber}.part`), { highWaterMark: 4 << 20 }),
          createWriteStream(joined, { flags: i === 0 ? 'w' : 'a', highWaterMark: 4 << 20 }),
        );
      }
      const fh = await open(joined, 'r+');
      await fh.sync().finally(() => fh.close());
      await mkdir(dirname(objectPath(key)), { recursive: true });
      await rename(joined, objectPath(key));
    } catch (err) {
      await rm(joined, { force: true });
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageError('A part of the upload is missing.', 'BAD_PART');
      throw err;
    }
    await writeFile(join(dir, `${COMPLETED}${PARTIAL}`), record);
    await rename(join(dir, `${COMPLETED}${PARTIAL}`), join(dir, COMPLETED));
    await removeParts(dir);
    return { location };
  }

  /** Deletes a completed upload's parts and any temporaries of earlier attempts; its record stays (see sweep). */
  async function removeParts(dir: string) {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.endsWith('.part') || name.endsWith(PARTIAL)) await rm(join(dir, name), { force: true });
    }
  }

  async function walk(dir: string, recursive: boolean, out: StoredObject[]) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return out;
    }
    for (const e of entries) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (recursive) await walk(p, true, out);
      } else if (e.isFile()) {
        // deleted since the folder was read (a logo replaced while the pictures are listed): not listed
        const s = await stat(p).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return null;
          throw err;
        });
        if (!s) continue;
        out.push({ key: relative(objects, p).split(sep).join('/'), size: s.size, lastModified: s.mtime });
      }
    }
    return out;
  }

  return {
    kind: 'local',
    verify(r, sig) {
      if (!Number.isFinite(r.exp) || r.exp < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(r));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    presignPut: async (key, contentType, s, maxBytes) => url({ op: 'put', key, exp: expiry(s), contentType, maxBytes }),
    presignGet: async (key, s, downloadName) => url({ op: 'get', key, exp: expiry(s), downloadName }),
    async createMultipart(key, contentType) {
      const uploadId = randomBytes(16).toString('hex');
      await mkdir(uploadDir(uploadId), { recursive: true });
      await writeFile(join(uploadDir(uploadId), 'upload.json'), JSON.stringify({ key, contentType }));
      return uploadId;
    },
    presignPart: async (key, uploadId, partNumber, s) => url({ op: 'part', key, exp: expiry(s), uploadId, partNumber }),
    async writePart(key, uploadId, partNumber, body, maxBytes) {
      const meta = await uploadMeta(uploadId);
      if (meta.key !== key) throw new StorageError('The upload does not exist.', 'NO_UPLOAD');
      const dir = uploadDir(uploadId);
      // a completed upload takes no more parts (its record must keep answering a retried completion the same way)
      if (await stat(join(dir, COMPLETED)).catch(() => null)) throw new StorageError('The upload does not exist.', 'NO_UPLOAD');
      await writeAtomically(join(dir, `${partNumber}.part`), maxBytes ? limited(body, maxBytes) : body);
      // The ETag names this write of the part (a retry gets a new one), so completion proves the client saw every
      // part land. It is opaque, as S3's are to clients; not hashing the bytes keeps the main thread free (ADR 0004).
      const etag = randomBytes(16).toString('hex');
      await writeFile(join(dir, `${partNumber}.etag`), etag);
      return quote(etag);
    },
    async completeMultipart(key, uploadId, parts) {
      // One completion of an upload at a time in this process: a retry sent while the first is still joining waits
      // for it, then finds it done (a second join would race the first one's clean-up of the parts).
      const attempt = (completing.get(uploadId) ?? Promise.resolve()).catch(() => {}).then(() => completeOnce(key, uploadId, parts));
      completing.set(uploadId, attempt);
      try {
        return await attempt;
      } finally {
        if (completing.get(uploadId) === attempt) completing.delete(uploadId);
      }
    },
    async abortMultipart(_key, uploadId) {
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    put: (key, body) => writeAtomically(objectPath(key), body),
    async get(key, range) {
      const p = objectPath(key);
      const s = await stat(p).catch(() => null);
      if (!s?.isFile()) return null;
      const contentType = contentTypeOf(key);
      if (!range) return { stream: createReadStream(p), size: s.size, contentType };
      const end = Math.min(range.end ?? s.size - 1, s.size - 1);
      return { stream: createReadStream(p, { start: range.start, end }), size: s.size, contentType, range: { start: range.start, end } };
    },
    async head(key) {
      const s = await stat(objectPath(key)).catch(() => null);
      return s?.isFile() ? { size: s.size, contentType: contentTypeOf(key) } : null;
    },
    list: async (prefix, recursive = false) => walk(objectPath(prefix.replace(/\/$/, '')), recursive, []),
    async delete(key) {
      await rm(objectPath(key), { force: true });
    },
    async move(from, to) {
      const target = objectPath(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(objectPath(from), target).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? new StorageError(`no object ${from}`, 'NOT_FOUND') : err;
      });
    },
    readableLocation: async (key) => objectPath(key),
    async sweepTemporaries(idleMs = TEMP_IDLE_MS) {
      let names: string[];
      try {
        names = await readdir(tmp);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const p = join(tmp, name);
        const s = await stat(p).catch(() => null);
        if (!s || Date.now() - s.mtimeMs < idleMs) continue;
        await rm(p, { recursive: true, force: true });
        removed++;
      }
      // completed uploads' records, once a retried completion is no longer expected
      for (const id of await readdir(uploads).catch(() => [] as string[])) {
        const s = await stat(join(uploads, id, COMPLETED)).catch(() => null);
        if (s && Date.now() - s.mtimeMs >= COMPLETED_KEEP_MS) await rm(join(uploads, id), { recursive: true, force: true });
      }
      return removed;
    },
    close: async () => {},
  };
}
