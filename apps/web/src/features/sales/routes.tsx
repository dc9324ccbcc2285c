// The sales portal's lazily loaded route tree (part A §2 "Sales portal search", "Property detail").
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const routes: FeatureRoutes = {
  shell: [
    { path: '/crexi-search', element: <Navigate to="/crexi-search/results" replace /> },
    {
      path: '/crexi-search/results',
      lazy: async () => ({ Component: (await import('./pages/SalesSearchPage')).SalesSearchPage }),
    },
    // The order of a listing: /{assetId} alone opens the first tab; an unknown tab shows 'Page Not Found'.
    ...['/crexi-search/property-detail/:assetId/:tab?', '/crexi-search/property-detail/*'].map((path) => ({
      path,
      lazy: async () => ({ Component: (await import('./pages/PropertyDetailPage')).PropertyDetailPage }),
    })),
  ],
};
