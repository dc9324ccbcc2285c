// s3rver ships no types; the part the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default class S3rver {
    constructor(options: { directory: string; silent?: boolean; allowMismatchedSignatures?: boolean });
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
