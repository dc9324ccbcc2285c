// HTTP face of the local driver: GET (with Range) and PUT of objects and multipart parts through signed URLs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestRouteConfig } from '../rest.js';
import { contentTypeOf, userFileHeaders } from './content-types.js';
import { normaliseKey, KeyError } from './keys.js';
import { StorageError } from './driver.js';
import { STORAGE_ROUTE, type LocalDriver, type SignedRequest } from './local.js';

type Query = Record<string, string | undefined>;

/** Public in REST_ACCESS: the URL's HMAC signature is the permission. */
const SIGNED = { config: { access: 'storage' } satisfies RestRouteConfig };

export const SINGLE_PUT_MAX_BYTES = 50 * 1024 * 1024;

function signedRequest(req: FastifyRequest): { r: SignedRequest; sig: string } | null {
  const q = req.query as Query;
  let key: string;
  try {
    key = normaliseKey(decodeURIComponent(req.url.slice(STORAGE_ROUTE.length).split('?')[0]!));
  } catch (err) {
    // A malformed escape (URIError) or a bad key: not a URL this app signed.
    if (err instanceof KeyError || err instanceof URIError) return null;
    throw err;
  }
  if (q.op !== 'get' && q.op !== 'put' && q.op !== 'part') return null;
  return {
    r: {
      op: q.op,
      key,
      exp: Number(q.exp),
      uploadId: q.uploadId,
      partNumber: q.partNumber ? Number(q.partNumber) : undefined,
      contentType: q.ct,
      downloadName: q.dn,
      maxBytes: q.mb ? Number(q.mb) : undefined,
    },
    sig: q.sig ?? '',
  };
}

const refuse = (reply: FastifyReply) => reply.status(403).send({ error: 'This link is not valid or has expired.' });

/** Parses a single `bytes=start-end` range against `size`; null for none, 'bad' when it cannot be satisfied. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return 'bad';
  let start: number;
  let end: number;
  if (!m[1]) {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

const tooLarge = (reply: FastifyReply, what: string) => reply.status(413).send({ error: `This ${what} is too large.` });

/** `maxPartBytes`: the largest part the upload protocol sends (the spec's table, or UPLOAD_PART_SIZE_BYTES). */
export async function registerLocalStorageRoutes(fastify: FastifyInstance, driver: LocalDriver, maxPartBytes: number) {
  await fastify.register(async (scope) => {
    // Bodies are streamed to disk by the handlers; no parser reads them and no body limit applies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    scope.get(`${STORAGE_ROUTE}*`, SIGNED, async (req, reply) => {
      const s = signedRequest(req);
      if (!s || s.r.op !== 'get' || !driver.verify(s.r, s.sig)) return refuse(reply);
      const head = await driver.head(s.r.key);
      if (!head) return reply.status(404).send({ error: 'Not found' });
      const range = parseRange(req.headers.range, head.size);
      if (range === 'bad') return reply.status(416).header('content-range', `bytes */${head.size}`).send();
      const obj = await driver.get(s.r.key, range ?? undefined);
      if (!obj) return reply.status(404).send({ error: 'Not found' });
      reply.header('accept-ranges', 'bytes').header('content-type', contentTypeOf(s.r.key)).header('cache-control', 'private, max-age=300');
      reply.headers(userFileHeaders(s.r.downloadName ?? s.r.key.slice(s.r.key.lastIndexOf('/') + 1)));
      if (obj.range) {
        reply.status(206).header('content-range', `bytes ${obj.range.start}-${obj.range.end}/${obj.size}`);
        reply.header('content-length', obj.range.end - obj.range.start + 1);
      } else {
        reply.header('content-length', obj.size);
      }
      return reply.send(obj.stream);
    });

    scope.put(`${STORAGE_ROUTE}*`, SIGNED, async (req, reply) => {
      const s = signedRequest(req);
      if (!s || s.r.op === 'get' || !driver.verify(s.r, s.sig)) return refuse(reply);
      try {
        if (s.r.op === 'part') {
          if (!s.r.uploadId || !s.r.partNumber || s.r.partNumber < 1 || s.r.partNumber > 10_000) return refuse(reply);
          // A part announced larger than the part size is refused unread; one without a length is cut off once over.
          if (Number(req.headers['content-length']) > maxPartBytes) return tooLarge(reply, 'part');
          const etag = await driver.writePart(s.r.key, s.r.uploadId, s.r.partNumber, req.raw, maxPartBytes);
          return reply.header('etag', etag).header('access-control-expose-headers', 'ETag').send();
        }
        // A single presigned PUT is for small files (images of the order, comment screenshots); large files go up in
        // parts. The URL may carry a lower limit, signed with it.
        const limit = Math.min(s.r.maxBytes ?? SINGLE_PUT_MAX_BYTES, SINGLE_PUT_MAX_BYTES);
        const length = Number(req.headers['content-length']);
        if (!Number.isFinite(length) || length > limit) {
          return reply.status(413).send({ error: 'This file is too large for a single upload.' });
        }
        if ((req.headers['content-type'] ?? '') !== s.r.contentType) {
          return reply.status(403).send({ error: 'The content type does not match the signed URL.' });
        }
        await driver.put(s.r.key, req.raw, s.r.contentType ?? 'application/octet-stream');
        return reply.send();
      } catch (err) {
        if (err instanceof StorageError && err.code === 'TOO_LARGE') return tooLarge(reply, 'part');
        if (err instanceof StorageError) return reply.status(404).send({ error: err.message });
        throw err;
      }
    });
  });
}
