// The sales person portal (part B §2.7): the deals list and a deal's detail. The login target keeps the spec's
// trailing slash (/sales-portal/deals/); the list page redirects it to /sales-portal/deals (DECISIONS.md).
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { DEALS_BASE } from './deals-paths';

export const routes: FeatureRoutes = {
  shell: [
    { path: '/sales-portal', element: <Navigate to={DEALS_BASE} replace /> },
    { path: DEALS_BASE, lazy: async () => ({ Component: (await import('./pages/DealsListPage')).DealsListPage }) },
    { path: `${DEALS_BASE}/:projectId`, lazy: async () => ({ Component: (await import('./pages/DealDetailPage')).DealDetailPage }) },
  ],
};
