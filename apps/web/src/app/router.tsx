import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PageLoader } from '../ui/PageLoader';
import { RouteError } from './RouteError';
import { noAccessRoute, publicAuthRoutes, unbuiltRoutes } from './public-routes';
import { managementRoutes } from '../features/management/routes';

/** Portals of the route table still to be built; until then the guard runs and the 401 page shows. */
const UNBUILT_PORTALS = [
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

const brokersPage = (name: 'UpdateMissingDetailsPage' | 'UpdatedRecordsPage' | 'AdvanceSearchPage') => async () => ({
  Component: (await import('../features/brokers/pages/DirectoryListPages'))[name],
});

/** /brokers-directory/… (part A §2 "Brokers directory"); the bare base opens the missing-details view. */
const brokersDirectoryRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/brokers-directory/update-missing-details" replace /> },
  { path: 'update-missing-details', lazy: brokersPage('UpdateMissingDetailsPage') },
  { path: 'updated-records', lazy: brokersPage('UpdatedRecordsPage') },
  { path: 'advance-search', lazy: brokersPage('AdvanceSearchPage') },
  {
    path: 'flagged-records',
    lazy: async () => ({ Component: (await import('../features/brokers/pages/FlaggedRecordsPage')).FlaggedRecordsPage }),
  },
  {
    path: 'HS-out-of-sync',
    lazy: async () => ({ Component: (await import('../features/brokers/pages/HsOutOfSyncPage')).HsOutOfSyncPage }),
  },
];

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
              { path: '/crexi-search', element: <Navigate to="/crexi-search/results" replace /> },
              {
                path: '/crexi-search/results',
                lazy: async () => ({ Component: (await import('../features/sales/pages/SalesSearchPage')).SalesSearchPage }),
              },
              // The order of a listing: /{assetId} alone opens the first tab; an unknown tab shows 'Page Not Found'.
              ...['/crexi-search/property-detail/:assetId/:tab?', '/crexi-search/property-detail/*'].map((path) => ({
                path,
                lazy: async () => ({ Component: (await import('../features/sales/pages/PropertyDetailPage')).PropertyDetailPage }),
              })),
              {
                path: '/brokers-directory',
                lazy: async () => ({
                  Component: (await import('../features/brokers/pages/BrokersDirectoryLayout')).BrokersDirectoryLayout,
                }),
                children: brokersDirectoryRoutes,
              },
              {
                path: '/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
                }),
              },
              ...managementRoutes,
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
