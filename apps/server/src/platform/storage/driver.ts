// The storage port: every file of VMS goes through one of two drivers, `local` (DATA_DIR/storage, URLs signed by the
// app) or `s3` (any S3-compatible store, presigned URLs). Bodies are streams: nothing holds a whole file in memory.
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ObjectStream {
  stream: Readable;
  size: number;
  contentType: string;
  /** Set when a range was asked for: the bytes returned, inclusive. */
  range?: { start: number; end: number };
}

export interface CompletedPart {
  ETag: string;
  PartNumber: number;
}

export interface StorageDriver {
  kind: 'local' | 's3';
  /**
   * A URL to PUT one whole object to, with this content type. `maxBytes` bounds the body where the store can enforce
   * it on the PUT (the local driver); S3 presigned PUTs cannot, so users of such keys check the size they find.
   */
  presignPut(key: string, contentType: string, expiresInS: number, maxBytes?: number): Promise<string>;
  /** A URL to GET the object; `downloadName` asks the browser to save it under that name. */
  presignGet(key: string, expiresInS: number, downloadName?: string): Promise<string>;
  createMultipart(key: string, contentType: string): Promise<string>;
  presignPart(key: string, uploadId: string, partNumber: number, expiresInS: number): Promise<string>;
  /** Joins the parts (each must match its ETag) into the object; returns its location. */
  completeMultipart(key: string, uploadId: string, parts: CompletedPart[]): Promise<{ location: string }>;
  /** Drops an unfinished upload and its parts; no error when it is already gone. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  get(key: string, range?: { start: number; end?: number }): Promise<ObjectStream | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Objects directly under `prefix` (no deeper), or every object below it when `recursive`. */
  list(prefix: string, recursive?: boolean): Promise<StoredObject[]>;
  delete(key: string): Promise<void>;
  /** Moves an object to another key (replacing what is there): how finished work is put in place in one step. */
  move(from: string, to: string): Promise<void>;
  /** A local path ffmpeg can read, or a URL it can fetch with ranges. */
  readableLocation(key: string): Promise<string>;
  close(): Promise<void>;
}

export class StorageError extends Error {
  constructor(
    message: string,
    readonly code: 'NOT_FOUND' | 'BAD_PART' | 'NO_UPLOAD' | 'TOO_LARGE',
  ) {
    super(message);
  }
}
