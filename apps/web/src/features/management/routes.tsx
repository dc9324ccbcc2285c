// The management portal's lazily loaded route tree (part A §2 "Management portal").
import { Navigate, type RouteObject } from 'react-router';
import { MANAGEMENT_BASE, MANAGEMENT_SLUGS } from '@vms/shared';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const managementRoutes: RouteObject[] = [
  { path: '/management-portal', element: <Navigate to={`${MANAGEMENT_BASE}/active-projects`} replace /> },
  { path: MANAGEMENT_BASE, element: <Navigate to={`${MANAGEMENT_BASE}/active-projects`} replace /> },
  {
    path: MANAGEMENT_BASE,
    lazy: async () => ({ Component: (await import('./pages/ManagementShell')).ManagementShell }),
    children: [
      ...MANAGEMENT_SLUGS.map(({ slug }) => ({
        path: slug,
        lazy: async () => {
          const { ProjectListPage } = await import('./pages/ProjectListPage');
          return { Component: () => <ProjectListPage slug={slug} /> };
        },
      })),
      ...[':slug/project-detail', ':slug/project-detail/:projectId', ':slug/project-detail/:projectId/:planName'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('./pages/ProjectDetailPage')).ProjectDetailPage }),
      })),
    ],
  },
];

// The page the management frame shows is the server's (docs/adr/0013): the app has no route for it.
export const routes: FeatureRoutes = { shell: managementRoutes };
