// Multipart part size by file size (part B §9). A file up to 20 MB goes up as one part.
export const MB = 1024 * 1024;
export const GB = 1024 * MB;
export const TB = 1024 * GB;

/** [largest file size of the row, part size]; the spec's table, smallest rows first. */
export const PART_SIZE_TABLE: ReadonlyArray<readonly [number, number | 'whole']> = [
  [20 * MB, 'whole'],
  [100 * MB, 20 * MB],
  [500 * MB, 100 * MB],
  [1 * GB, 500 * MB],
  [5 * GB, 1 * GB],
  [10 * GB, 2 * GB],
  [50 * GB, 5 * GB],
  [5 * TB, 10 * GB],
];

/** Largest single presigned PUT of an image (order-tab pictures, the boundary map, comment screenshots). */
export const IMAGE_PUT_MAX_BYTES = 15 * MB;

/** Largest file the table covers. */
export const MAX_UPLOAD_BYTES = 5 * TB;

/**
 * The part size for a file of `fileSize` bytes. `override` (a test setting, UPLOAD_PART_SIZE_BYTES) replaces the
 * table so that small files can be sent in several parts.
 */
export function partSizeFor(fileSize: number, override?: number | null): number {
  if (override && override > 0) return override;
  for (const [upTo, size] of PART_SIZE_TABLE) {
    if (fileSize <= upTo) return size === 'whole' ? Math.max(fileSize, 1) : size;
  }
  throw new Error('File is larger than the largest supported upload.');
}

/**
 * The largest part an upload may send: the override when set, else the largest part of the table (a file up to
 * 20 MB goes up whole, so 20 MB counts too). The store refuses anything larger.
 */
export function maxPartSize(override?: number | null): number {
  if (override && override > 0) return override;
  return Math.max(...PART_SIZE_TABLE.map(([upTo, size]) => (size === 'whole' ? upTo : size)));
}

/** The byte ranges [start, end) of each part, numbered from 1 as S3 does. */
export function partRanges(fileSize: number, override?: number | null): { partNumber: number; start: number; end: number }[] {
  const size = partSizeFor(fileSize, override);
  const ranges = [];
  for (let start = 0, n = 1; start < fileSize || n === 1; start += size, n++) {
    ranges.push({ partNumber: n, start, end: Math.min(fileSize, start + size) });
    if (fileSize === 0) break;
  }
  return ranges;
}
