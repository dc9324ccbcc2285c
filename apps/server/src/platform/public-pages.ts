// The broker's public pages drawn on the server (ADR 0023). The web build's server entry (apps/web/src/entry-server.tsx,
// built into dist-ssr beside dist) renders the page the browser would, from the answers of its GraphQL queries, which
// run here through the server's own /graphql route (as the visitor: their address, so their limits; no session). The
// HTML goes into index.html's root with the data beside it; the browser's app renders over it from the same data.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** Marks the server's own queries for a page it draws: they are not a visit (getVideoData's videoViewed). */
export const PRERENDER_HEADER = 'x-vms-prerender';
/** index.html's empty root, which the drawn page fills. */
const ROOT = '<div id="root"></div>';

interface ServerEntry {
  render(input: { url: URL; graphql: typeof fetch }): Promise<{ html: string; cache: unknown } | null>;
}

export type PublicPages = (req: FastifyRequest) => Promise<string | null>;

/** The renderer of the public pages, or null when the web build has no server entry (the app then starts blank). */
export async function loadPublicPages(
  fastify: FastifyInstance,
  o: { webDist: string; graphqlPath: string; log: Logger },
): Promise<PublicPages | null> {
  const { webDist, graphqlPath, log } = o;
  const entry = join(dirname(webDist), 'dist-ssr', 'entry-server.js');
  const shellFile = join(webDist, 'index.html');
  if (!existsSync(entry) || !readFileSync(shellFile, 'utf8').includes(ROOT)) {
    log.warn({ entry }, 'public pages: no server entry in the web build; they render in the browser only');
    return null;
  }
  const { render } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  return async (req) => {
    const graphql: typeof fetch = async (_input, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const res = await fastify.inject({
        method: 'POST',
        url: graphqlPath,
        headers: { ...headers, [PRERENDER_HEADER]: '1' },
        payload: String(init?.body ?? ''),
        remoteAddress: req.ip,
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const page = await render({ url: new URL(req.url, `http://${req.host}`), graphql });
      if (!page) return null;
      // read each time, as the static files are: a new build's page names its new scripts
      const shell = await readFile(shellFile, 'utf8');
      const data = JSON.stringify(page.cache).replace(/</g, '\\u003c');
      // the page shows without its scripts, so they come after what it shows (its styles, the poster): the entry at low
      // priority, the modules it imports found by the browser as it reads it, not announced ahead
      const later = shell.replace(/<script type="module"/, '$& fetchpriority="low"').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      // inert until the app has taken it over (main.tsx): the app would not see a click, and would reset what was typed;
      // the page's data beside it, which the browser's Apollo cache starts from
      return later.replace(ROOT, `<div id="root" inert>${page.html}</div><script type="application/json" id="page-data">${data}</script>`);
    } catch (err) {
      // the page still works: the browser renders it as before
      log.warn({ err, url: req.url }, 'public page not drawn on the server');
      return null;
    }
  };
}

/**
 * Sends a drawn page as the static files are sent (apps/web/precompress.ts): brotli or gzip as the browser accepts,
 * revalidated on every visit. Compressed per request (brotli quality 5: about a millisecond for a 25 KB page).
 */
export function sendDrawnPage(req: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
