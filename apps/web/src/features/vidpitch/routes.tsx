// VidPitch (issue 13, part B §2.1): the broker's public video pages on both brands, and the assets listing (VIDPITCH_ADMIN
// and BROKER) behind the guard without the staff shell (the VidPitch brand has its own frame).
import type { FeatureRoutes } from '../../lib/feature-routes';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string) => async () => ({ Component: (await load())[name] });

export const routes: FeatureRoutes = {
  public: [
    { path: '/:uuid/video-draft', lazy: page(() => import('./pages/VideoDraftPage'), 'VideoDraftPage') },
    { path: '/:uuid/modify-video', lazy: page(() => import('./pages/ModifyVideoPage'), 'ModifyVideoPage') },
    { path: '/:uuid/register', lazy: page(() => import('./pages/RegisterPage'), 'RegisterPage') },
    { path: '/:uuid/video-draft-purchase', lazy: page(() => import('./pages/PurchasePage'), 'PurchasePage') },
    { path: '/payment-success', lazy: page(() => import('./pages/PaymentSuccessPage'), 'PaymentSuccessPage') },
    { path: '/:uuid/video-download', lazy: page(() => import('./pages/DownloadPage'), 'DownloadPage') },
    { path: '/watch/:videoId', lazy: page(() => import('./pages/WatchPage'), 'WatchPage') },
  ],
  guarded: [{ path: '/assets-listing', lazy: page(() => import('./pages/AssetsListingPage'), 'AssetsListingPage') }],
};
