// The multipart protocol of part B §4 "Upload", independent of React: get an upload id, sign and PUT each part
// (several at once, a failed part retried), complete with every part's ETag, or abort at once on cancel.
import { partRanges } from '@vms/shared';

export interface UploadApi {
  start(path: string, fileType: string): Promise<string>;
  sign(path: string, partNumber: number, uploadId: string): Promise<string>;
  complete(path: string, parts: { ETag: string; PartNumber: number }[], uploadId: string): Promise<{ Key: string; Location: string }>;
  abort(path: string, uploadId: string): Promise<void>;
  /** PUTs one part; reports bytes sent; resolves with the ETag header. */
  putPart(url: string, body: Blob, onBytes: (sent: number) => void, signal: AbortSignal): Promise<string>;
}

export interface UploadOptions {
  path: string;
  file: Blob & { type: string };
  partSize?: number | null;
  concurrency?: number;
  /** Tries per part before the whole upload fails. */
  attempts?: number;
  retryDelayMs?: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new UploadCancelled());
    });
  });

export async function uploadMultipart(api: UploadApi, o: UploadOptions): Promise<{ Key: string; Location: string }> {
  const { file, path, signal } = o;
  const ranges = partRanges(file.size, o.partSize);
  const sent = new Map<number, number>();
  const report = () => {
    const bytes = [...sent.values()].reduce((a, b) => a + b, 0);
    o.onProgress?.(file.size ? Math.min(99, Math.floor((bytes / file.size) * 100)) : 99);
  };
  if (signal?.aborted) throw new UploadCancelled();
  const uploadId = await api.start(path, file.type || 'application/octet-stream');
  const inner = new AbortController();
  const onAbort = () => inner.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const etags = new Array<string>(ranges.length);
    let next = 0;
    const worker = async () => {
      while (next < ranges.length) {
        const r = ranges[next++]!;
        for (let attempt = 1; ; attempt++) {
          try {
            const url = await api.sign(path, r.partNumber, uploadId);
            etags[r.partNumber - 1] = await api.putPart(
              url,
              file.slice(r.start, r.end),
              (b) => {
                sent.set(r.partNumber, b);
                report();
              },
              inner.signal,
            );
            sent.set(r.partNumber, r.end - r.start);
            report();
            break;
          } catch (err) {
            if (inner.signal.aborted) throw new UploadCancelled();
            sent.set(r.partNumber, 0);
            if (attempt >= (o.attempts ?? 4)) throw err;
            await sleep((o.retryDelayMs ?? 500) * 2 ** (attempt - 1), inner.signal);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(o.concurrency ?? 4, ranges.length) }, worker));
    const done = await api.complete(
      path,
      etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })),
      uploadId,
    );
    o.onProgress?.(100);
    return done;
  } catch (err) {
    inner.abort();
    // A cancelled or failed upload is aborted at once, so its parts do not wait for the cleanup job.
    await api.abort(path, uploadId).catch(() => undefined);
    throw signal?.aborted ? new UploadCancelled() : err;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** PUT through XMLHttpRequest, the one browser API that reports upload progress. */
export function xhrPut(url: string, body: Blob, onBytes: (sent: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new Error(`Part upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('Part upload failed (network)'));
    xhr.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
