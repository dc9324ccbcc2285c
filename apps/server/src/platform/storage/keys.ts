// Object keys: normalised, relative, and confined to their project prefix. A key that tries to climb out ('..'),
// starts at the root, or names another project's prefix is refused before any driver sees it.

export class KeyError extends Error {}

/** `projects/<projectId>/` — every project's files live below its own prefix. */
export const projectPrefix = (projectId: string) => `projects/${projectId}/`;
/** Thumbnails and poster frames live beside, not inside, the folders people browse. */
export const thumbnailKey = (key: string) => `thumbnails/${key}.jpg`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The canonical form of a key or folder path: segments joined by '/', no empty, '.' or '..' segment, no leading '/',
 * no backslash or control character. A trailing '/' is kept off (folders are prefixes without it).
 */
export function normaliseKey(raw: string): string {
  if (typeof raw !== 'string' || !raw.trim()) throw new KeyError('A file path is required.');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) throw new KeyError('The file path contains characters that are not allowed.');
  let value = raw.trim();
  try {
    // Browsers may send a key URL-encoded; decode once so '%2e%2e' cannot hide a '..'.
    if (/%[0-9a-f]{2}/i.test(value)) value = decodeURIComponent(value);
  } catch {
    throw new KeyError('The file path is not valid.');
  }
  if (value.startsWith('/') || /^[a-z]+:/i.test(value)) throw new KeyError('Absolute paths are not allowed.');
  const segments = value.replace(/\/+$/, '').split('/');
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..') throw new KeyError('The file path is not valid.');
    if (s.length > 255) throw new KeyError('A file or folder name is too long.');
  }
  const key = segments.join('/');
  if (key.length > 1024) throw new KeyError('The file path is too long.');
  return key;
}

/** The project a normalised key belongs to, or null when it lies outside every project prefix. */
export function projectIdOfKey(key: string): string | null {
  const [root, id] = key.split('/');
  return root === 'projects' && id && UUID.test(id) ? id.toLowerCase() : null;
}

/** Normalises `raw` and proves it lies below `prefix` (which ends with '/'). */
export function confine(raw: string, prefix: string): string {
  const key = normaliseKey(raw);
  if (!key.startsWith(prefix)) throw new KeyError('The file path lies outside this project.');
  return key;
}

export function parentOf(key: string): string {
  const i = key.lastIndexOf('/');
  return i < 0 ? '' : key.slice(0, i);
}

export function baseName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** A file name safe to join to a folder path. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.trim();
  // eslint-disable-next-line no-control-regex
  if (!base || base === '.' || base === '..' || /[\u0000-\u001f\u007f]/.test(base)) throw new KeyError('The file name is not valid.');
  return base;
}
