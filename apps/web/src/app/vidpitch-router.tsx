import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PageLoader } from '../ui/PageLoader';
import { RouteError } from './RouteError';
import { noAccessRoute, publicAuthRoutes } from '../features/auth/routes';
import { routes as vidpitch } from '../features/vidpitch/routes';

/**
 * The alternate (VidPitch) brand's top-level router (part A §2: a host starting with the vidpitch keyword).
 * Same public auth pages, the broker's public video pages; /assets-listing behind the guard; unknown paths show the
 * No Access page.
 * After login there is no role redirect: see features/auth/after-login.ts.
 */
export const vidpitchRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicAuthRoutes,
      ...(vidpitch.public ?? []),
      { element: <ProtectedRoute />, children: vidpitch.guarded ?? [] },
      { path: '*', ...noAccessRoute },
    ],
  },
];
