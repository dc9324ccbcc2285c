import {
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';

/**
 * React Router's `createBrowserRouter` without its last step, `initialize()`: the page's boot (main.tsx) runs the two
 * in separate tasks. Ranking the main brand's routes and matching the first location took one task of 25-45 ms
 * (x4 at Lighthouse's mobile CPU throttling, so 100-180 ms of blocking time on the management list).
 */
export function createBrowserRouterUninitialized(routes: RouteObject[], opts: { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction } = {}): DataRouter {
  return UNSAFE_createRouter({
    ...opts,
    history: UNSAFE_createBrowserHistory(),
    routes,
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  });
}
