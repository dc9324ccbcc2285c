// The web build's prerendered pages (PRERENDERED_PAGES, written by apps/web/prerender.ts): which file answers a page
// request, and the hashes of their inline scripts, which the Content-Security-Policy allows by name.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_PAGES } from '@vms/shared';

export interface PrerenderedPages {
  /** The file for this path on this host, or null: the alternate brand's '/' is another page, and so is any other path. */
  fileFor(url: string, hostname: string): string | null;
  /** `'sha256-…'` sources for script-src. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

export function loadPrerenderedPages(webDist: string, brandHostPrefix: string): PrerenderedPages {
  const files = [...new Set(Object.values(PRERENDERED_PAGES))].filter((file) => existsSync(join(webDist, file)));
  const scriptHashes = files.flatMap((file) =>
    [...readFileSync(join(webDist, file), 'utf8').matchAll(INLINE_SCRIPT)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
    ),
  );
  return {
    scriptHashes,
    fileFor(url, hostname) {
      if (hostname.toLowerCase().startsWith(brandHostPrefix.toLowerCase())) return null;
      const file = PRERENDERED_PAGES[url.split(/[?#]/)[0]!];
      return file && files.includes(file) ? file : null;
    },
  };
}
