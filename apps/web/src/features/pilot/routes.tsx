// The pilot portal (part B §2.6): the dashboard with its three tabs, the profile, and the registration page of the
// invite's signed link (public; DECISIONS.md part B).
import type { FeatureRoutes } from '../../lib/feature-routes';

const profilePages = () => import('./pages/PilotProfilePages');

export const routes: FeatureRoutes = {
  public: [
    {
      path: '/pilot-registration/:emailPart/:namePart/:companyPart',
      lazy: async () => ({ Component: (await profilePages()).PilotRegistrationPage }),
    },
  ],
  shell: [
    { path: '/pilot-dashboard', lazy: async () => ({ Component: (await import('./pages/PilotDashboardPage')).PilotRedirect }) },
    {
      path: '/pilot-dashboard/:projectID',
      lazy: async () => ({ Component: (await import('./pages/PilotDashboardPage')).PilotDashboardPage }),
    },
    { path: '/pilot-portal/edit-profile', lazy: async () => ({ Component: (await profilePages()).PilotEditProfilePage }) },
  ],
};
