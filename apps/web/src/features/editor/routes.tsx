// The editor portal (part B §2.5): the list with its tabs, the invitation, the project's folders (the shared folder
// screens), task details, the project's timeline, the profile wizard and the registration from the invite link.
// The video review screen is the review feature's (/editor-portal/projects/video-review/{ID}/{folderId}).
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { EDITOR_BASE, EDITOR_PATHS } from './editor-paths';

const folders = async () => ({ Component: (await import('./pages/EditorFoldersPage')).EditorFoldersPage });
const taskDetail = async () => ({ Component: (await import('./pages/EditorTaskDetailPage')).EditorTaskDetailPage });
const profile = async () => ({ Component: (await import('./pages/EditorProfilePage')).EditorProfilePage });

export const routes: FeatureRoutes = {
  public: [
    {
      path: '/editor-registration/:emailPart/:namePart',
      lazy: async () => ({ Component: (await import('./pages/EditorRegistrationPage')).EditorRegistrationPage }),
    },
  ],
  shell: [
    { path: EDITOR_PATHS.createProfile, lazy: profile },
    { path: EDITOR_PATHS.editProfile, lazy: profile },
    {
      lazy: async () => ({ Component: (await import('./pages/EditorLayout')).EditorLayout }),
      children: [
        { path: '/editor-portal', element: <Navigate to={EDITOR_PATHS.list} replace /> },
        { path: EDITOR_BASE, element: <Navigate to={EDITOR_PATHS.list} replace /> },
        {
          path: `${EDITOR_BASE}/project-list`,
          lazy: async () => ({ Component: (await import('./pages/EditorProjectListPage')).EditorProjectListPage }),
        },
        {
          path: `${EDITOR_BASE}/project-invitation/:projectId`,
          lazy: async () => ({ Component: (await import('./pages/EditorInvitationPage')).EditorInvitationPage }),
        },
        {
          path: `${EDITOR_BASE}/project-detail/:projectId`,
          lazy: async () => ({ Component: (await import('./pages/EditorProjectDetailPage')).EditorProjectDetailPage }),
        },
        { path: `${EDITOR_BASE}/active-projects/project-detail/:projectId`, lazy: taskDetail },
        { path: `${EDITOR_BASE}/completed/project-detail/:projectId`, lazy: taskDetail },
        { path: `${EDITOR_BASE}/need-my-attention/project-detail/:projectId`, lazy: taskDetail },
        { path: `${EDITOR_BASE}/:projectId/folders`, lazy: folders },
        { path: `${EDITOR_BASE}/:projectId/folders/:parentName/:parent`, lazy: folders },
        { path: `${EDITOR_BASE}/:projectId/folders/:parentName/:parent/subFolders`, lazy: folders },
        { path: `${EDITOR_BASE}/:projectId/folders/:parentName/:parent/subFolders/:child`, lazy: folders },
        { path: `${EDITOR_BASE}/:projectId/folders/:parentName/:parent/subFolders/:child/innerSubFolder`, lazy: folders },
        { path: `${EDITOR_BASE}/:projectId/folders/:parentName/:parent/subFolders/:child/innerSubFolder/:name`, lazy: folders },
      ],
    },
  ],
};
