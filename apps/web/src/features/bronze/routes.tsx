// The Bronze builder (part B §2.3): /crexi-bronze/{id} for ADMIN, PM, USER, EDITOR, QA, QC (the route table's guard).
import type { FeatureRoutes } from '../../lib/feature-routes';

export const routes: FeatureRoutes = {
  shell: [{ path: '/crexi-bronze/:id', lazy: async () => ({ Component: (await import('./pages/BronzeBuilderPage')).BronzeBuilderPage }) }],
};
