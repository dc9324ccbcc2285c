import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PageLoader } from '../ui/PageLoader';
import { RouteError } from './RouteError';
import { noAccessRoute, publicAuthRoutes, unbuiltRoutes } from './public-routes';

/** Portals of the route table still to be built; until then the guard runs and the 401 page shows. */
const UNBUILT_PORTALS = [
  '/crexi-search',
  '/management-portal',
  '/brokers-directory',
  '/pm-portal',
  '/editor-portal',
  '/sales-portal',
  '/pilot-dashboard',
  '/editor-create-profile',
  '/edit-profile',
  '/pilot-portal/edit-profile',
  '/crexi-bronze',
  '/assets-listing',
] as const;

/** The main brand's route tree (part A §2). */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicAuthRoutes,
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/StaffShell')).StaffShell }),
            children: [
              {
                path: '/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
                }),
              },
              {
                path: '/pm-portal/projects/:projectId/files/*',
                lazy: async () => ({
                  Component: (await import('../features/files/pages/ProjectFilesPage')).ProjectFilesPage,
                }),
              },
            ],
          },
          ...unbuiltRoutes(UNBUILT_PORTALS),
        ],
      },
      // Unknown paths show the No Access page (part A §2).
      { path: '*', ...noAccessRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
