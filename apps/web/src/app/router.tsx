import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PageLoader } from '../ui/PageLoader';
import { RouteError } from './RouteError';
import type { FeatureRoutes } from '../lib/feature-routes';
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

/** Unknown paths show the No Access page (part A §2). */
const NO_ACCESS: RouteObject = { path: '*', ...noAccessRoute };

const mounted = (group: keyof FeatureRoutes): RouteObject[] => FEATURES.flatMap((feature) => feature[group] ?? []);

/** The main brand's whole route tree (part A §2). */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...mounted('public'),
      {
        element: <ProtectedRoute />,
        children: [
          ...mounted('guarded'),
          {
            lazy: async () => ({ Component: (await import('./shell/StaffShell')).StaffShell }),
            children: mounted('shell'),
          },
        ],
      },
      NO_ACCESS,
    ],
  },
];
