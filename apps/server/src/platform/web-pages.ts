// Which file of the web build answers a page request (apps/web/prerender.ts writes them): the prerendered login page
// (PRERENDERED_PAGES) for its paths, else the page of the route the path matches, which links the rules of the route's
// Mantine components (ROUTE_PAGES_FILE, apps/web/route-pages.ts), else index.html. Also the hashes of the pages' inline
// scripts, which the Content-Security-Policy allows by name. docs/adr/0016-speed.md "First paint", "Route pages".
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_PAGES, ROUTE_PAGES_FILE } from '@vms/shared';

export interface WebPages {
  /** The file for this path on this host, or null for index.html: the alternate brand has its own routes. */
  fileFor(url: string, hostname: string): string | null;
  /** `'sha256-…'` sources for script-src. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

interface RoutePage {
  pattern: string;
  page: string | null;
}

/** A route pattern as react-router reads it: its segments, and its rank (react-router's `computeScore`). */
interface CompiledRoute {
  segments: string[];
  splat: boolean;
  score: number;
  page: string | null;
}

/** '/a/:b?/c' is '/a/:b/c' and '/a/c' (react-router's optional segments). */
function explode(segments: string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments as [string, ...string[]];
  const tails = explode(rest);
  if (!first.endsWith('?')) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...tails];
}

function compile({ pattern, page }: RoutePage): CompiledRoute[] {
  const parts = pattern.split('/').filter(Boolean);
  return explode(parts).map((all) => {
    const splat = all.at(-1) === '*';
    const segments = splat ? all.slice(0, -1) : all;
    const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? 3 : 10), all.length + (splat ? -2 : 0));
    return { segments, splat, score, page };
  });
}

function matches(route: CompiledRoute, path: string[]): boolean {
  if (route.splat ? path.length < route.segments.length : path.length !== route.segments.length) return false;
  return route.segments.every((s, i) => s.startsWith(':') || s.toLowerCase() === path[i]!.toLowerCase());
}

/** The page of the best-ranked pattern the path matches; the first listed of equal rank, as the router decides. */
export function routePageFinder(routes: RoutePage[]): (pathname: string) => string | null {
  const compiled = routes.flatMap(compile).map((route, order) => ({ route, order }));
  compiled.sort((a, b) => b.route.score - a.route.score || a.order - b.order);
  return (pathname) => {
    let path: string[];
    try {
      path = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return null;
    }
    return compiled.find(({ route }) => matches(route, path))?.route.page ?? null;
  };
}

export function loadWebPages(webDist: string, brandHostPrefix: string): WebPages {
  const prerendered = [...new Set(Object.values(PRERENDERED_PAGES))].filter((file) => existsSync(join(webDist, file)));
  const listFile = join(webDist, ROUTE_PAGES_FILE);
  const routes = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as RoutePage[]) : [];
  const served = routes.filter((route) => !route.page || existsSync(join(webDist, route.page)));
  const routePage = routePageFinder(served);
  // the login page's script, which the signed-in pages' shells run as well
  const pages = new Set([...prerendered, ...served.flatMap((route) => (route.page ? [route.page] : []))]);
  const scriptHashes = [
    ...new Set(
      [...pages].flatMap((file) =>
        [...readFileSync(join(webDist, file), 'utf8').matchAll(INLINE_SCRIPT)].map(
          ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
        ),
      ),
    ),
  ];
  return {
    scriptHashes,
    fileFor(url, hostname) {
      if (hostname.toLowerCase().startsWith(brandHostPrefix.toLowerCase())) return null;
      const pathname = url.split(/[?#]/)[0]!;
      const file = PRERENDERED_PAGES[pathname];
      if (file && prerendered.includes(file)) return file;
      return routePage(pathname);
    },
  };
}
