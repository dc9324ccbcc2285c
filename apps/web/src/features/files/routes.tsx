// A project's folders and files in the PM portal (docs/adr/0007).
import type { FeatureRoutes } from '../../lib/feature-routes';

export const routes: FeatureRoutes = {
  shell: [
    {
      path: '/pm-portal/projects/:projectId/files/*',
      lazy: async () => ({ Component: (await import('./pages/ProjectFilesPage')).ProjectFilesPage }),
    },
  ],
};
