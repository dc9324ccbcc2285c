// The PM portal (part B §2.4): the project list, a project's detail, its folder tree and the editor invite.
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { PM_BASE, PM_PATHS } from './pm-paths';

const folders = async () => ({ Component: (await import('./pages/ProjectFoldersPage')).ProjectFoldersPage });
const detail = async () => ({ Component: (await import('./pages/ProjectDetailPage')).ProjectDetailPage });

export const routes: FeatureRoutes = {
  shell: [
    {
      lazy: async () => ({ Component: (await import('./pages/PmLayout')).PmLayout }),
      children: [
        { path: '/pm-portal', element: <Navigate to={PM_PATHS.list} replace /> },
        { path: PM_BASE, element: <Navigate to={PM_PATHS.list} replace /> },
        { path: `${PM_BASE}/project-list`, lazy: async () => ({ Component: (await import('./pages/ProjectListPage')).ProjectListPage }) },
        { path: `${PM_BASE}/project-detail/:projectId`, lazy: detail },
        { path: `${PM_BASE}/active-projects/project-detail/:projectId`, lazy: detail },
        {
          path: `${PM_BASE}/:projectId/folders/editor-invite`,
          lazy: async () => ({ Component: (await import('./pages/EditorInvitePage')).EditorInvitePage }),
        },
        { path: `${PM_BASE}/:projectId/folders/:feedbackStatus?`, lazy: folders },
        { path: `${PM_BASE}/:projectId/folders/:parentName/:parent`, lazy: folders },
        { path: `${PM_BASE}/:projectId/folders/:parentName/:parent/subFolders`, lazy: folders },
        { path: `${PM_BASE}/:projectId/folders/:parentName/:parent/subFolders/:child`, lazy: folders },
        { path: `${PM_BASE}/:projectId/folders/:parentName/:parent/subFolders/:child/innerSubFolder`, lazy: folders },
        { path: `${PM_BASE}/:projectId/folders/:parentName/:parent/subFolders/:child/innerSubFolder/:name`, lazy: folders },
      ],
    },
  ],
};
