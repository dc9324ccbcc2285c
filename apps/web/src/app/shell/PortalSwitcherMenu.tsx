import { Link } from 'react-router';
import { Menu } from '@mantine/core';
import type { switcherLinksFor } from '@vms/shared';
import type { ReactElement } from 'react';

type SwitcherLink = ReturnType<typeof switcherLinksFor>[number];

/** The portal switcher's menu around its target (PortalSwitcher.tsx). */
export function PortalSwitcherMenu({
  target,
  links,
  current,
}: {
  target: ReactElement;
  links: SwitcherLink[];
  current: SwitcherLink | undefined;
}) {
  return (
    <Menu position="bottom-start" shadow="md" width={240}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Switch portal</Menu.Label>
        {links.map((link) => (
          <Menu.Item
            key={link.path}
            component={Link}
            to={link.path}
            aria-current={link === current ? 'page' : undefined}
            fw={link === current ? 700 : undefined}
          >
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
