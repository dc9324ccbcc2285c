// The PM portal's frame (part B §2.2, §2.4): a sidebar with Home, Video Review (the review feature's list) and Project Assets (a searchable list that loads
// more as it scrolls), beside the page. On a phone the sidebar folds into a drawer.
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import { IconHome, IconMovie } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { PortalFrame } from '../../projects/components/PortalFrame';
import { ProjectAssetsNav } from '../../projects/components/ProjectAssetsNav';
import { PM_PATHS } from '../pm-paths';

function Sidebar({ onPick }: { onPick?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" h="100%">
      <NavLink
        component={RouterNavLink}
        to={PM_PATHS.list}
        label="Home"
        leftSection={<IconHome size={18} aria-hidden />}
        active={pathname === PM_PATHS.list}
        onClick={onPick}
      />
      <NavLink
        component={RouterNavLink}
        to={PM_PATHS.videoReview}
        label="Video Review"
        leftSection={<IconMovie size={18} aria-hidden />}
        active={pathname.startsWith(PM_PATHS.videoReview)}
        onClick={onPick}
      />
      <ProjectAssetsNav onPick={onPick} linkTo={PM_PATHS.folders} debounceMs={SEARCH_DEBOUNCE_MS} />
    </Stack>
  );
}

export function PmLayout() {
  return <PortalFrame title="PM Portal" sidebar={(onPick) => <Sidebar onPick={onPick} />} />;
}
