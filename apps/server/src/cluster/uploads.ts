// The multipart uploads of the cluster test, run as the web's UploadArea does: start the upload, sign and PUT each
// part straight to the store, complete. A client keeps each part's ETag; when its instance stops answering (killed
// mid-upload) it goes on through another instance from the next part (the upload is a row in PostgreSQL and parts in
// the store, so any instance can sign and complete it), and waits out the database's 503s.
import { createHash, randomBytes } from 'node:crypto';
import { dataOf, Unreachable, type InstanceClient } from './http-client.js';

const START = 'mutation($p: String!, $t: String!) { getAwsUploadId(path: $p, fileType: $t) }';
const SIGN = 'mutation($p: String!, $n: Int!, $u: String!) { getUploadSignedUrl(path: $p, partNumber: $n, uploadId: $u) }';
const COMPLETE =
  'mutation($p: String!, $parts: [UploadPartInput!]!, $u: String!) { uploadFileByPart(path: $p, parts: $parts, uploadId: $u) { Key } }';

export interface Upload {
  path: string;
  sha256: string;
  size: number;
  /** The instances it went through, in order (two when its first was killed under it). */
  via: string[];
  partsSent: number;
  key?: string;
}

export interface UploadPlan {
  path: string;
  parts: number;
  partSize: number;
  /** A pause between parts, so that uploads are still under way when the faults come. */
  pauseMs: number;
}

/** Runs one upload on `clients[0]`, moving on to the next live client when one stops answering. */
export async function runUpload(clients: InstanceClient[], token: string, plan: UploadPlan, onPart?: (u: Upload) => void): Promise<Upload> {
  const body = randomBytes(plan.parts * plan.partSize);
  const upload: Upload = {
    path: plan.path,
    sha256: createHash('sha256').update(body).digest('hex'),
    size: body.length,
    via: [],
    partsSent: 0,
  };
  let at = 0;
  /** Runs a step on the current instance; an instance that stopped answering is left for the next one. */
  async function step<T>(run: (c: InstanceClient) => Promise<T>): Promise<T> {
    for (;;) {
      const client = clients[at]!;
      if (upload.via.at(-1) !== client.name) upload.via.push(client.name);
      try {
        return await run(client);
      } catch (err) {
        if (!(err instanceof Unreachable) || at === clients.length - 1) throw err;
        at++;
      }
    }
  }
  const uploadId = await step(
    async (c) =>
      dataOf(await c.gqlPatient<{ getAwsUploadId: string }>(START, { p: plan.path, t: 'application/octet-stream' }, token), 'start')
        .getAwsUploadId,
  );
  const parts: { ETag: string; PartNumber: number }[] = [];
  for (let n = 1; n <= plan.parts; n++) {
    const url = await step(
      async (c) =>
        dataOf(await c.gqlPatient<{ getUploadSignedUrl: string }>(SIGN, { p: plan.path, n, u: uploadId }, token), 'sign')
          .getUploadSignedUrl,
    );
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body.subarray((n - 1) * plan.partSize, n * plan.partSize)) });
    await res.arrayBuffer();
    const etag = res.headers.get('etag');
    if (!res.ok || !etag) throw new Error(`${plan.path} part ${n}: ${res.status}`);
    parts.push({ ETag: etag, PartNumber: n });
    upload.partsSent = n;
    onPart?.(upload);
    await new Promise((r) => setTimeout(r, plan.pauseMs));
  }
  const done = await step(async (c) =>
    dataOf(await c.gqlPatient<{ uploadFileByPart: { Key: string } }>(COMPLETE, { p: plan.path, parts, u: uploadId }, token), 'complete'),
  );
  upload.key = done.uploadFileByPart.Key;
  return upload;
}
