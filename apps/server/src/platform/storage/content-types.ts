// Content types by extension, for objects whose store keeps none (the local driver) and for downloads.
import { extensionOf } from '@vms/shared';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mpg: 'video/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** RFC 6266 attachment with any file name: an ASCII fallback and the UTF-8 form. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Headers for serving a user's file from the app's origin (issue #21, finding 11): always an attachment, in a
 * sandbox with nothing allowed, never sniffed. <img> and <video> ignore the disposition, so pictures, thumbnails and
 * players still show them; an SVG or HTML file opened directly is downloaded, never run as a page of the app.
 */
export function userFileHeaders(name: string): Record<string, string> {
  return {
    'content-disposition': attachment(name),
    'content-security-policy': "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  };
}

export function contentTypeOf(key: string): string {
  return TYPES[extensionOf(key)] ?? 'application/octet-stream';
}
