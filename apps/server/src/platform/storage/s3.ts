// The `s3` driver: any S3-compatible store through @aws-sdk/client-s3; browsers PUT and GET through presigned URLs.
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageError, type StorageDriver, type StoredObject } from './driver.js';
import { attachment } from './content-types.js';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

export function createS3Driver(o: S3Options): StorageDriver {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    // Checksums only where S3 requires them, so that every S3-compatible store (and browser PUTs) works.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = o.bucket;

  return {
    kind: 's3',
    presignPut: (Key, ContentType, expiresIn) => getSignedUrl(client, new PutObjectCommand({ Bucket, Key, ContentType }), { expiresIn }),
    presignGet: (Key, expiresIn, downloadName) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key,
          // Always an attachment, as the local driver serves files (issue #21, finding 11): never an inline page.
          ResponseContentDisposition: attachment(downloadName ?? Key.slice(Key.lastIndexOf('/') + 1)),
        }),
        { expiresIn },
      ),
    async createMultipart(Key, ContentType) {
      const r = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
      return r.UploadId!;
    },
    presignPart: (Key, UploadId, PartNumber, expiresIn) =>
      getSignedUrl(client, new UploadPartCommand({ Bucket, Key, UploadId, PartNumber }), { expiresIn }),
    async completeMultipart(Key, UploadId, parts) {
      try {
        const r = await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber) },
          }),
        );
        return { location: r.Location ?? `${o.endpoint ?? ''}/${Bucket}/${Key}` };
      } catch (err) {
        if (err instanceof S3ServiceException && (err.name === 'InvalidPart' || err.name === 'InvalidPartOrder')) {
          throw new StorageError('A part is missing or does not match its ETag.', 'BAD_PART');
        }
        if (err instanceof S3ServiceException && err.name === 'NoSuchUpload')
          throw new StorageError('The upload does not exist.', 'NO_UPLOAD');
        throw err;
      }
    },
    async abortMultipart(Key, UploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
      } catch (err) {
        if (!(err instanceof S3ServiceException && err.name === 'NoSuchUpload')) throw err;
      }
    },
    async put(Key, Body, ContentType) {
      // lib-storage streams a body of unknown length in 5 MiB parts instead of buffering it.
      await new Upload({ client, params: { Bucket, Key, Body, ContentType } }).done();
    },
    async get(Key, range) {
      try {
        const r = await client.send(
          new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}) }),
        );
        const total = r.ContentRange ? Number(r.ContentRange.split('/')[1]) : Number(r.ContentLength ?? 0);
        const m = r.ContentRange?.match(/bytes (\d+)-(\d+)\//);
        return {
          stream: r.Body as Readable,
          size: total,
          contentType: r.ContentType ?? 'application/octet-stream',
          ...(m ? { range: { start: Number(m[1]), end: Number(m[2]) } } : {}),
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async head(Key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: Number(r.ContentLength ?? 0), contentType: r.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async list(prefix, recursive = false) {
      const Prefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
      const out: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const r = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, ...(recursive ? {} : { Delimiter: '/' }) }),
        );
        for (const c of r.Contents ?? []) {
          if (c.Key && !c.Key.endsWith('/'))
            out.push({ key: c.Key, size: Number(c.Size ?? 0), lastModified: c.LastModified ?? new Date(0) });
        }
        ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async move(from, Key) {
      // One server-side copy (objects up to 5 GB, far above a render) then the source goes.
      await client.send(
        new CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}` }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    readableLocation: (Key) => getSignedUrl(client, new GetObjectCommand({ Bucket, Key }), { expiresIn: 600 }),
    close: async () => client.destroy(),
  };
}
