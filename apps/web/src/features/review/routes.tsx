// The review feature (part B §2.2): the player (public: a Bronze link opens without login; other plans send the viewer
// to /login from the page), the PM and editor portals' video review screens and the PM's Video Review list.
import type { FeatureRoutes } from '../../lib/feature-routes';
import { playerLoader } from './player-query';

export const routes: FeatureRoutes = {
  public: [
    {
      path: '/video-draft/:reviewToken',
      loader: playerLoader(false),
      lazy: async () => ({ Component: (await import('./pages/ReviewPlayerPage')).ReviewPlayerPage }),
    },
    {
      path: '/player/:videoId',
      loader: playerLoader(true),
      lazy: async () => {
        const { ReviewPlayerPage } = await import('./pages/ReviewPlayerPage');
        return { Component: () => <ReviewPlayerPage byId /> };
      },
    },
  ],
  shell: [
    {
      path: '/pm-portal/projects/video-review',
      lazy: async () => ({ Component: (await import('./pages/ReviewedProjectsPage')).ReviewedProjectsPage }),
    },
    {
      path: '/pm-portal/projects/video-review/:projectId/:folderId',
      lazy: async () => ({ Component: (await import('./pages/VideoReviewPage')).VideoReviewPage }),
    },
    {
      path: '/editor-portal/projects/video-review/:ID/:folderId',
      lazy: async () => ({ Component: (await import('./pages/VideoReviewPage')).VideoReviewPage }),
    },
  ],
};
