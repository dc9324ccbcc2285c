// Helpers for the files suites: run the upload protocol as a browser would, against either driver.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { projects } from '../core/index.js';

export const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** PUT to a storage URL: the app's own (local driver, relative URL) through inject, else over the network. */
export async function put(t: TestApp, url: string, body: Buffer, headers: Record<string, string> = {}) {
  if (url.startsWith('/')) {
    const r = await t.app.fastify.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { 'content-type': 'application/octet-stream', ...headers },
    });
    return { status: r.statusCode, etag: r.headers.etag as string | undefined };
  }
  const r = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers });
  await r.arrayBuffer();
  return { status: r.status, etag: r.headers.get('etag') ?? undefined };
}

export async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  if (url.startsWith('/')) {
    const r = await t.app.fastify.inject({ method: 'GET', url, headers });
    return { status: r.statusCode, body: r.rawPayload, headers: r.headers as Record<string, string> };
  }
  const r = await fetch(url, { headers });
  return { status: r.status, body: Buffer.from(await r.arrayBuffer()), headers: Object.fromEntries(r.headers) };
}

export const START = 'mutation($p: String!, $t: String!) { getAwsUploadId(path: $p, fileType: $t) }';
export const SIGN = 'mutation($p: String!, $n: Int!, $u: String!) { getUploadSignedUrl(path: $p, partNumber: $n, uploadId: $u) }';
export const COMPLETE =
  'mutation($p: String!, $parts: [UploadPartInput!]!, $u: String!) { uploadFileByPart(path: $p, parts: $parts, uploadId: $u) { Location Key } }';
export const ABORT = 'mutation($p: String!, $u: String!) { abortMultipartUpload(path: $p, uploadId: $u) }';
export const FILES = 'query($f: String!) { getAwsFiles(filePath: $f) { Key fileName size fileType url thumbnailUrl } }';

/** The whole protocol: start, sign and PUT each part, complete. Returns the completed key. */
export async function uploadFile(
  t: TestApp,
  token: string,
  path: string,
  body: Buffer,
  partSize: number,
  type = 'application/octet-stream',
) {
  const start = await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: type }, token);
  if (!start.data) throw new Error(JSON.stringify(start.errors));
  const u = start.data.getAwsUploadId;
  const parts = [];
  for (let n = 1, at = 0; at < body.length || n === 1; n++, at += partSize) {
    const url = (await t.gql<{ getUploadSignedUrl: string }>(SIGN, { p: path, n, u }, token)).data!.getUploadSignedUrl;
    const r = await put(t, url, body.subarray(at, at + partSize));
    if (r.status !== 200 || !r.etag) throw new Error(`part ${n}: ${r.status}`);
    parts.push({ ETag: r.etag, PartNumber: n });
    if (!body.length) break;
  }
  const done = await t.gql<{ uploadFileByPart: { Key: string; Location: string } }>(COMPLETE, { p: path, parts, u }, token);
  if (!done.data) throw new Error(JSON.stringify(done.errors));
  return done.data.uploadFileByPart;
}

/** A seeded project (not Bronze) whose editor is the given user id, and one that is not theirs. */
export async function projectsFor(t: TestApp, editorId: string) {
  const all = await t.app.services.db.select().from(projects);
  const mine = all.find((p) => p.editorId === editorId && p.plan !== 'BRONZE')!;
  const other = all.find((p) => p.editorId !== editorId && p.plan !== 'BRONZE')!;
  const bronze = all.find((p) => p.plan === 'BRONZE')!;
  return { mine, other, bronze };
}

export async function projectOf(t: TestApp, id: string) {
  const [p] = await t.app.services.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id)));
  return p!;
}

export const folder = (projectId: string, ...names: string[]) => ['projects', projectId, ...names].join('/');
