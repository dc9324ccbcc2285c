import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PageLoader } from '../ui/PageLoader';
import { RouteError } from './RouteError';
import { noAccessRoute, publicAuthRoutes, unbuiltRoutes } from '../features/auth/routes';

/**
 * The alternate (VidPitch) brand's top-level router (part A §2: a host starting with the vidpitch keyword).
 * Same public auth pages; /assets-listing behind the guard; unknown paths show the No Access page.
 * After login there is no role redirect: see features/auth/after-login.ts.
 */
export const vidpitchRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicAuthRoutes,
      { element: <ProtectedRoute />, children: unbuiltRoutes(['/assets-listing']) },
      { path: '*', ...noAccessRoute },
    ],
  },
];

export function createVidpitchRouter() {
  return createBrowserRouter(vidpitchRoutes);
}
