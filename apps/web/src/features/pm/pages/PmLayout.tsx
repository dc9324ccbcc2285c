// The PM portal's frame (part B §2.2, §2.4): a sidebar with Home, Video Review (the review feature's list) and Project Assets (a searchable list that loads
// more as it scrolls), beside the page. On a phone the sidebar folds into a drawer.
import { IconHome, IconMovie } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { ProjectPortalLayout, type PortalLink } from '../../projects/components/ProjectPortalLayout';
import { PM_PATHS } from '../pm-paths';

const LINKS: PortalLink[] = [
  { to: PM_PATHS.list, label: 'Home', icon: <IconHome size={18} aria-hidden />, active: (pathname) => pathname === PM_PATHS.list },
  {
    to: PM_PATHS.videoReview,
    label: 'Video Review',
    icon: <IconMovie size={18} aria-hidden />,
    active: (pathname) => pathname.startsWith(PM_PATHS.videoReview),
  },
];

export function PmLayout() {
  return <ProjectPortalLayout title="PM Portal" links={LINKS} assets={{ linkTo: PM_PATHS.folders, debounceMs: SEARCH_DEBOUNCE_MS }} />;
}
