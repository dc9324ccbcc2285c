import { Link } from 'react-router';
import { Menu } from '@mantine/core';
import type { switcherLinksFor } from '@vms/shared';
import type { LaterMenuProps } from '../../ui/LaterMenu';

type SwitcherLink = ReturnType<typeof switcherLinksFor>[number];

/** The portal switcher's menu (PortalSwitcher.tsx): a chunk of its own, fetched and mounted by ui/LaterMenu.tsx. */
export function PortalSwitcherMenu({ target, defaultOpened, links, current }: LaterMenuProps & { links: SwitcherLink[]; current: SwitcherLink | undefined }) {
  return (
    <Menu defaultOpened={defaultOpened} position="bottom-start" shadow="md" width={240}>
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
