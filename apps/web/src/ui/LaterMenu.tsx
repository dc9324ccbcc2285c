import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import { Menu, type MenuProps } from '@mantine/core';
import { useMountedLater } from './use-mounted-later';

/**
 * A Mantine menu that mounts a transition after the page's first commit (ui/use-mounted-later.ts): until then the
 * page shows its target alone, and a click on it in that moment opens the menu as soon as it mounts.
 */
export function LaterMenu({ target, children, ...props }: Omit<MenuProps, 'children'> & { target: ReactElement<{ onClick?: () => void }>; children: ReactNode }) {
  const mounted = useMountedLater();
  const [clicked, setClicked] = useState(false);
  if (!mounted && !clicked) return cloneElement(target, { onClick: () => setClicked(true) });
  return (
    <Menu defaultOpened={clicked} {...props}>
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  );
}
