// The editor portal's frame (part B §2.5): a sidebar with Home and the Project Assets search list beside the page.
// An editor whose profile is not made yet is sent to the wizard first (part A §2 "editor without: /editor-create-profile").
import { NavLink as RouterNavLink, Navigate, useLocation } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { ROLES, SEARCH_DEBOUNCE_EDITOR_PORTAL_MS } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { PortalFrame } from '../../projects/components/PortalFrame';
import { ProjectAssetsNav } from '../../projects/components/ProjectAssetsNav';
import { EDITOR_PATHS } from '../editor-paths';

function Sidebar({ onPick }: { onPick?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" h="100%">
      <NavLink
        component={RouterNavLink}
        to={EDITOR_PATHS.list}
        label="Home"
        leftSection={<IconHome size={18} aria-hidden />}
        active={pathname === EDITOR_PATHS.list}
        onClick={onPick}
      />
      <ProjectAssetsNav onPick={onPick} linkTo={EDITOR_PATHS.folders} debounceMs={SEARCH_DEBOUNCE_EDITOR_PORTAL_MS} isEditorPortal />
    </Stack>
  );
}

export function EditorLayout() {
  const auth = useAuth();
  if (auth?.role === ROLES.VMS_EDITOR && !auth.isEditorProfileUpdated) return <Navigate to={EDITOR_PATHS.createProfile} replace />;
  return <PortalFrame title="Editor Portal" sidebar={(onPick) => <Sidebar onPick={onPick} />} />;
}
