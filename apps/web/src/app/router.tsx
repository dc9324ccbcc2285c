import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { createBrowserRouterUninitialized } from './browser-router';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PageLoader } from '../ui/PageLoader';
import { RouteError } from './RouteError';
import type { FeatureRoutes } from './feature-routes';
import { routes as auth, noAccessRoute } from '../features/auth/routes';
import { routes as sales } from '../features/sales/routes';
import { routes as brokers } from '../features/brokers/routes';
import { routes as dashboard } from '../features/dashboard/routes';
import { routes as management } from '../features/management/routes';
import { routes as files } from '../features/files/routes';
import { routes as deals } from '../features/deals/routes';
import { routes as pm } from '../features/pm/routes';
import { routes as pilot } from '../features/pilot/routes';
import { routes as review } from '../features/review/routes';
import { routes as bronze } from '../features/bronze/routes';
import { routes as vidpitch } from '../features/vidpitch/routes';
import { routes as editor } from '../features/editor/routes';

/** The features of the main brand: each folder declares its routes (features/<name>/routes.tsx). */
const FEATURES: FeatureRoutes[] = [auth, sales, brokers, dashboard, management, files, deals, pm, pilot, review, bronze, vidpitch, editor];
const GROUPS = ['public', 'guarded', 'shell'] as const;
/** The routes each group of a feature mounts under (ids for `patchRoutesOnNavigation`). */
const GROUP_PARENT: Record<(typeof GROUPS)[number], string> = { public: 'app', guarded: 'guarded', shell: 'shell' };

/** Unknown paths show the No Access page (part A §2). */
const NO_ACCESS: RouteObject = { path: '*', ...noAccessRoute };

/** The route tree of the given features (part A §2). */
function routeTree(features: FeatureRoutes[]): RouteObject[] {
  const mounted = (group: keyof FeatureRoutes): RouteObject[] => features.flatMap((feature) => feature[group] ?? []);
  return [
    {
      id: GROUP_PARENT.public,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        ...mounted('public'),
        {
          id: GROUP_PARENT.guarded,
          element: <ProtectedRoute />,
          children: [
            ...mounted('guarded'),
            {
              id: GROUP_PARENT.shell,
              lazy: async () => ({ Component: (await import('./shell/StaffShell')).StaffShell }),
              children: mounted('shell'),
            },
          ],
        },
        NO_ACCESS,
      ],
    },
  ];
}

/** The main brand's whole route tree. */
export const appRoutes: RouteObject[] = routeTree(FEATURES);

/** A route's first path segment: '' for '/', null for any (a parameter, a splat, or a layout route's children decide). */
function firstSegments(route: RouteObject): (string | null)[] {
  if (route.index) return [''];
  if (route.path === undefined) return (route.children ?? []).flatMap(firstSegments);
  const first = route.path.split('/')[route.path.startsWith('/') ? 1 : 0] ?? '';
  return [first.startsWith(':') || first.startsWith('*') ? null : first];
}
const FEATURE_SEGMENTS = FEATURES.map((feature) => new Set(GROUPS.flatMap((g) => (feature[g] ?? []).flatMap(firstSegments))));

/** The features that have a route under `pathname`'s first segment, or a route that can match any. */
function featuresFor(pathname: string): FeatureRoutes[] {
  const first = pathname.split('/')[1] ?? '';
  return FEATURES.filter((_, i) => FEATURE_SEGMENTS[i]!.has(first) || FEATURE_SEGMENTS[i]!.has(null));
}

/**
 * The routes a router starts with on `pathname`, and how it adds the rest: the features under the page's first path
 * segment first, a feature's routes added the first time a path under its segment is visited (React Router's
 * `patchRoutesOnNavigation`; an unknown path first matches the No Access splat, which asks for them too). Ranking all
 * 88 route objects of the main brand was one of the longest tasks of a page's boot.
 */
export function startingRoutes(pathname: string): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const mounted = new Set(featuresFor(pathname));
  return {
    routes: routeTree([...mounted]),
    patchRoutesOnNavigation: ({ path, patch, signal }) => {
      // a navigation already overtaken by another patches nothing: its features stay to be added
      if (signal.aborted) return;
      for (const feature of featuresFor(path)) {
        if (mounted.has(feature)) continue;
        mounted.add(feature);
        for (const group of GROUPS) if (feature[group]) patch(GROUP_PARENT[group], feature[group]);
      }
    },
  };
}

/** The browser's router, not initialized yet: main.tsx calls `initialize()` in a task of its own. */
export function createAppRouter() {
  const { routes, patchRoutesOnNavigation } = startingRoutes(window.location.pathname);
  return createBrowserRouterUninitialized(routes, { patchRoutesOnNavigation });
}
