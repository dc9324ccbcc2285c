import { useLocation } from 'react-router';
import { ActionIcon, Button } from '@mantine/core';
import { usePhone } from '../../ui/use-phone';
import { IconChevronDown, IconLayoutGrid, IconMenu2 } from '@tabler/icons-react';
import { switcherLinksFor, type Role } from '@vms/shared';
import { PortalSwitcherMenu } from './PortalSwitcherMenu';

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/**
 * The portal switcher (part A §2): hidden entirely for roles with no links; each link obeys its own list. On a phone it
 * collapses into a burger that opens the same menu, so logo, switcher and user menu always fit one header row.
 */
export function PortalSwitcher({ role }: { role: Role }) {
  const { pathname } = useLocation();
  // below 36em the labelled button would push the user menu off the header: the switcher becomes a burger
  const phone = usePhone('36em');
  const links = switcherLinksFor(role);
  if (links.length === 0) return null;
  const current = links.find((l) => firstSegment(l.path) === firstSegment(pathname));
  const target = phone ? (
    <ActionIcon variant="default" size="lg" aria-label="Portal switcher" title={current?.label ?? 'Portals'}>
      <IconMenu2 size={20} aria-hidden />
    </ActionIcon>
  ) : (
    <Button
      variant="default"
      aria-label="Portal switcher"
      leftSection={<IconLayoutGrid size={18} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      size="sm"
    >
      {current?.label ?? 'Portals'}
    </Button>
  );
  return <PortalSwitcherMenu target={target} links={links} current={current} />;
}
