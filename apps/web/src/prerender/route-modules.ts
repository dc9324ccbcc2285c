// The build's map of which lazily loaded modules each route of the main brand needs (prerender.ts runs it in Node): the
// page the server sends for a path links the rules of the Mantine components their chunks hold, and the login page
// preloads its route's chunks (route-pages.ts, docs/adr/0016-speed.md "Route pages").
//
// In this build every `import('./x')` of the app's sources goes through `globalThis.__vmsImport(id, load)` (prerender.ts
// rewrites them): while the map is made, calling a route's `lazy()` only records the module it would load.
import type { RouteObject } from 'react-router';
import { appRoutes } from '../app/router';

export { ROUTE_PAGES_FILE } from '@vms/shared';

export interface RouteModules {
  /** The route's full path as react-router matches it (':param', ':param?', a trailing '*'). */
  pattern: string;
  /** The source modules (relative to apps/web) its own and its ancestors' `lazy()` load. */
  modules: string[];
}

type Importer = (id: string, load: () => Promise<unknown>) => Promise<unknown>;
const tracked = globalThis as { __vmsImport?: Importer };

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Calls `route.lazy` with imports recorded, not run. */
function lazyModules(route: RouteObject): string[] {
  if (typeof route.lazy !== 'function') return [];
  const seen: string[] = [];
  const previous = tracked.__vmsImport;
  tracked.__vmsImport = (id) => {
    seen.push(id);
    return new Promise(() => undefined);
  };
  try {
    void (route.lazy as () => Promise<unknown>)();
  } finally {
    tracked.__vmsImport = previous;
  }
  return seen;
}

/** Every route that has a path (or is an index route), in the router's order, with the modules it needs. */
export function routeModules(routes: RouteObject[] = appRoutes, parent = '', inherited: string[] = []): RouteModules[] {
  return routes.flatMap((route) => {
    const pattern = join(parent, route.path);
    const modules = [...inherited, ...lazyModules(route)];
    const own = route.path !== undefined || route.index ? [{ pattern: pattern || '/', modules }] : [];
    return [...own, ...routeModules(route.children ?? [], pattern, modules)];
  });
}
