// /dashboard: the signed-in person's own overview (DECISIONS.md).
import type { FeatureRoutes } from '../../lib/feature-routes';

export const routes: FeatureRoutes = {
  shell: [
    {
      path: '/dashboard',
      lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
    },
  ],
};
