// An S3-compatible store for tests: s3rver (from npm) on a loopback port, in a temporary directory.
// s3rver lacks AbortMultipartUpload; the small handler below adds it by removing the upload's directory
// from s3rver's own store, so the s3 driver's abort is exercised against a real HTTP endpoint.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3Emulator {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** The emulator's directory of unfinished uploads (to prove an abort removed the parts). */
  uploadDir(uploadId: string): string;
  close(): Promise<void>;
}

export async function startS3Emulator(bucket = 'vms-test-files'): Promise<S3Emulator> {
  const directory = mkdtempSync(join(tmpdir(), 'vms-s3-'));
  const s3rver = new S3rver({ directory, silent: true, allowMismatchedSignatures: false });
  const handle = s3rver.callback();
  const uploadDir = (uploadId: string) => join(s3rver.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'DELETE' && uploadId && /^[0-9a-f]+$/.test(uploadId)) {
      const dir = uploadDir(uploadId);
      const found = existsSync(dir);
      void rm(dir, { recursive: true, force: true }).then(() => {
        res.statusCode = found ? 204 : 404;
        res.end(found ? undefined : '<?xml version="1.0"?><Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: creds });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: creds.accessKeyId, S3_SECRET_ACCESS_KEY: creds.secretAccessKey },
    uploadDir,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
