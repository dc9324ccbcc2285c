// npm run bench -- upload: a 1 GiB multipart upload through the local driver on loopback (server on PostgreSQL), parts as the spec's table
// cuts them, sent in parallel. Prints the upload's MB/s beside this machine's raw sequential disk-write MB/s measured
// in the same run (both end with an fsync), their ratio, and the server's peak RSS. One summary line.
import { request } from 'node:http';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { partRanges } from '@vms/shared';
import { gql, startServer } from './lib.js';

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
const BLOCK = randomBytes(4 << 20);
const MB = 1e6;

/** `length` bytes of incompressible data, streamed from one 4 MiB block. */
function bytes(length: number): Readable {
  let left = length;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, BLOCK.length);
      left -= n;
      this.push(n === BLOCK.length ? BLOCK : BLOCK.subarray(0, n));
    },
  });
}

async function rawDiskWrite(dir: string): Promise<number> {
  const file = join(dir, 'raw.bin');
  const t0 = performance.now();
  await pipeline(bytes(SIZE), createWriteStream(file, { highWaterMark: 4 << 20 }));
  const fh = await open(file, 'r+');
  await fh.sync();
  await fh.close();
  const seconds = (performance.now() - t0) / 1000;
  rmSync(file);
  return SIZE / MB / seconds;
}

function putPart(url: string, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-length': length, 'content-type': 'application/octet-stream' } },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(String(res.headers.etag)) : reject(new Error(`part: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    bytes(length).pipe(req);
  });
}

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export async function run(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vms-bench-upload-'));
  // On PostgreSQL, so that the server's memory is the app's own (embedded PGlite alone holds ~950 MB in process).
  const server = await startServer('postgres', { DATA_DIR: dataDir, SEED_ON_START: 'true' }, { built: true });
  try {
    const login = await gql<{ login: { token: string } }>(
      server.url,
      'mutation { login(email: "pm@vms.test", password: "Demo1234") { token } }',
    );
    const token = login.data!.login.token;
    const folders = await gql<{ getAwsFolders: { name: string; path: string }[] }>(
      server.url,
      '{ getAwsFolders(projectId: "1") { name path } }',
      {},
      token,
    );
    const path = `${folders.data!.getAwsFolders.find((f) => f.name === 'Project Data')!.path}/bench-${Date.now()}.bin`;
    const ranges = partRanges(SIZE);
    // The disk is measured before and after the upload, and the faster run counts, so the ratio is not flattered.
    const rawBefore = await rawDiskWrite(dataDir);
    const rssBefore = peakRssMb(server.pid);
    const t0 = performance.now();
    const start = await gql<{ getAwsUploadId: string }>(
      server.url,
      'mutation($p: String!) { getAwsUploadId(path: $p, fileType: "application/octet-stream") }',
      { p: path },
      token,
    );
    const uploadId = start.data!.getAwsUploadId;
    const etags: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, ranges.length) }, async () => {
        while (next < ranges.length) {
          const r = ranges[next++]!;
          const signed = await gql<{ getUploadSignedUrl: string }>(
            server.url,
            'mutation($p: String!, $n: Int!, $u: String!) { getUploadSignedUrl(path: $p, partNumber: $n, uploadId: $u) }',
            { p: path, n: r.partNumber, u: uploadId },
            token,
          );
          etags[r.partNumber - 1] = await putPart(`${server.url}${signed.data!.getUploadSignedUrl}`, r.end - r.start);
        }
      }),
    );
    const done = await gql(
      server.url,
      'mutation($p: String!, $parts: [UploadPartInput!]!, $u: String!) { uploadFileByPart(path: $p, parts: $parts, uploadId: $u) { Key } }',
      { p: path, parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })), u: uploadId },
      token,
    );
    if (!done.data) throw new Error(JSON.stringify(done.errors));
    const uploadMbs = SIZE / MB / ((performance.now() - t0) / 1000);
    const rss = peakRssMb(server.pid);
    const raw = Math.max(rawBefore, await rawDiskWrite(dataDir));
    const gib = (SIZE / 1024 ** 3).toFixed(2);
    return `upload ${gib} GiB in ${ranges.length} parts (${CONCURRENCY} parallel) via local driver: ${uploadMbs.toFixed(0)} MB/s; raw disk write ${raw.toFixed(0)} MB/s; ratio ${((100 * uploadMbs) / raw).toFixed(0)}%; server peak RSS ${rss.toFixed(0)} MB (${rssBefore.toFixed(0)} MB before the upload)`;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
