// The editor portal's frame (part B §2.5): a sidebar with Home and the Project Assets search list beside the page.
// An editor whose profile is not made yet is sent to the wizard first (part A §2 "editor without: /editor-create-profile").
import { Navigate } from 'react-router';
import { IconHome } from '@tabler/icons-react';
import { ROLES, SEARCH_DEBOUNCE_EDITOR_PORTAL_MS } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { ProjectPortalLayout, type PortalLink } from '../../projects/components/ProjectPortalLayout';
import { EDITOR_PATHS } from '../editor-paths';

const LINKS: PortalLink[] = [
  { to: EDITOR_PATHS.list, label: 'Home', icon: <IconHome size={18} aria-hidden />, active: (pathname) => pathname === EDITOR_PATHS.list },
];
const ASSETS = { linkTo: EDITOR_PATHS.folders, debounceMs: SEARCH_DEBOUNCE_EDITOR_PORTAL_MS, isEditorPortal: true };

export function EditorLayout() {
  const auth = useAuth();
  if (auth?.role === ROLES.VMS_EDITOR && !auth.isEditorProfileUpdated) return <Navigate to={EDITOR_PATHS.createProfile} replace />;
  return <ProjectPortalLayout title="Editor Portal" links={LINKS} assets={ASSETS} />;
}
