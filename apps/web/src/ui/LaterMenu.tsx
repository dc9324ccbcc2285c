import { Suspense, cloneElement, useState, type ReactElement } from 'react';
import type { Preloadable } from './preloadable';

export type MenuTarget = ReactElement<{
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}>;

/** What a later menu's module renders: the menu around `target`, open from the start when `defaultOpened`. */
export type LaterMenuProps = { target: MenuTarget; defaultOpened: boolean };

/**
 * A menu whose code (Mantine's Menu, Popover and floating-ui, and its items) is a chunk of its own (`menu`, made with
 * `preloadable()`): fetched when the pointer comes over its target or the target takes the focus, and mounted, open,
 * when the target is first clicked. Until then the page shows the target alone. Evaluated with the page's chunks,
 * the header's menus were some 100 KiB of every signed-in page's boot (docs/adr/0016 "Eleventh round").
 */
export function LaterMenu<P extends object>({ target, menu: Menu, props }: { target: MenuTarget; menu: Preloadable<P & LaterMenuProps>; props: P }) {
  const [clicked, setClicked] = useState(false);
  if (!clicked) {
    return cloneElement(target, { onClick: () => setClicked(true), onPointerEnter: Menu.preload, onFocus: Menu.preload, 'aria-haspopup': 'menu', 'aria-expanded': false });
  }
  return (
    <Suspense fallback={target}>
      <Menu {...props} target={target} defaultOpened />
    </Suspense>
  );
}
