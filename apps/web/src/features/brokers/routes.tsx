// The brokers directory's lazily loaded route tree (part A §2 "Brokers directory").
import { Navigate, type RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';

const brokersPage = (name: 'UpdateMissingDetailsPage' | 'UpdatedRecordsPage' | 'AdvanceSearchPage') => async () => ({
  Component: (await import('./pages/DirectoryListPages'))[name],
});

/** /brokers-directory/…; the bare base opens the missing-details view. */
const brokersDirectoryRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/brokers-directory/update-missing-details" replace /> },
  { path: 'update-missing-details', lazy: brokersPage('UpdateMissingDetailsPage') },
  { path: 'updated-records', lazy: brokersPage('UpdatedRecordsPage') },
  { path: 'advance-search', lazy: brokersPage('AdvanceSearchPage') },
  {
    path: 'flagged-records',
    lazy: async () => ({ Component: (await import('./pages/FlaggedRecordsPage')).FlaggedRecordsPage }),
  },
  {
    path: 'HS-out-of-sync',
    lazy: async () => ({ Component: (await import('./pages/HsOutOfSyncPage')).HsOutOfSyncPage }),
  },
];

export const routes: FeatureRoutes = {
  shell: [
    {
      path: '/brokers-directory',
      lazy: async () => ({ Component: (await import('./pages/BrokersDirectoryLayout')).BrokersDirectoryLayout }),
      children: brokersDirectoryRoutes,
    },
  ],
};
