// Route objects both brands share. Every page is a lazy module, so each lands in its own chunk.
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const loginRoute = {
  lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
};

export const noAccessRoute = {
  lazy: async () => ({ Component: (await import('./pages/NoAccessPage')).NoAccessPage }),
};

/** The public auth pages (part A §2 "Login and redirect", part B §2.1). */
export const publicAuthRoutes: RouteObject[] = [
  { path: '/', ...loginRoute },
  { path: '/login', ...loginRoute },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: '/reset-email-sent',
    lazy: async () => ({ Component: (await import('./pages/ResetEmailSentPage')).ResetEmailSentPage }),
  },
  {
    path: '/reset-password/:token',
    lazy: async () => ({ Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage }),
  },
  {
    path: '/success',
    lazy: async () => ({ Component: (await import('./pages/SuccessPage')).SuccessPage }),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('./pages/SignupPage')).SignupPage }),
  },
  { path: '/error/401', ...noAccessRoute },
  {
    path: '/error/404',
    lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
  },
  // /logout is open to every role (DECISIONS.md 3). It sits outside the guard so that an already
  // expired session still gets cleared, and /logout is never remembered as the page to return to.
  {
    path: '/logout',
    lazy: async () => ({ Component: (await import('./pages/LogoutPage')).LogoutPage }),
  },
];

export const routes: FeatureRoutes = { public: publicAuthRoutes };
