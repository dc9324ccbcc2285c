import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Menu } from '@mantine/core';
import { renderUi } from '../test/render';
import { LaterMenu, type LaterMenuProps } from './LaterMenu';
import { preloadable } from './preloadable';

function TestMenu({ target, defaultOpened, item }: LaterMenuProps & { item: string }) {
  return (
    <Menu defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>{item}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function setup() {
  const load = vi.fn(() => Promise.resolve(TestMenu));
  const menu = preloadable(load);
  renderUi(<LaterMenu target={<Button>Open</Button>} menu={menu} props={{ item: 'First item' }} />);
  return { load, button: screen.getByRole('button', { name: 'Open' }) };
}

describe('LaterMenu', () => {
  it('shows the target alone, fetches the menu when the pointer comes over it, and mounts it open on the click', async () => {
    const { load, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'First item' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the menu when its target takes the focus, and opens it from the keyboard', async () => {
    const { load } = setup();
    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'First item' })).toBeInTheDocument();
  });

  it('loads and opens the menu on a click that came before any fetch', async () => {
    const { load, button } = setup();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'First item' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
