// The layout the PM and editor portals share (part B §2.4, §2.5): the portal frame with a sidebar of the portal's own
// links (Home, and the PM's Video Review) above the Project Assets search list.
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import { PortalFrame } from './PortalFrame';
import { ProjectAssetsNav } from './ProjectAssetsNav';

export interface PortalLink {
  to: string;
  label: string;
  icon: React.ReactNode;
  /** Whether the link is the current page's, by the path. */
  active: (pathname: string) => boolean;
}

export interface ProjectPortalLayoutProps {
  /** 'PM Portal', 'Editor Portal'. */
  title: string;
  links: PortalLink[];
  /** Project Assets: where a project links to, the search's debounce, and whether the editor portal asks. */
  assets: { linkTo: (projectId: number) => string; debounceMs: number; isEditorPortal?: boolean };
}

function Sidebar({ links, assets, onPick }: Pick<ProjectPortalLayoutProps, 'links' | 'assets'> & { onPick?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" h="100%">
      {links.map((l) => (
        <NavLink
          key={l.to}
          component={RouterNavLink}
          to={l.to}
          label={l.label}
          leftSection={l.icon}
          active={l.active(pathname)}
          onClick={onPick}
        />
      ))}
      <ProjectAssetsNav onPick={onPick} {...assets} />
    </Stack>
  );
}

export function ProjectPortalLayout({ title, links, assets }: ProjectPortalLayoutProps) {
  return <PortalFrame title={title} sidebar={(onPick) => <Sidebar links={links} assets={assets} onPick={onPick} />} />;
}
