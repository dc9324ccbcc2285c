import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, switcherLinksFor } from '@vms/shared';
import { renderUi } from '../../test/render';
import { PortalSwitcher } from './PortalSwitcher';

describe('PortalSwitcher', () => {
  it('lists exactly the Sales and Management portals for a customer (USER)', async () => {
    renderUi(<PortalSwitcher role={ROLES.USER} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Portal switcher' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Sales Portal', 'Management Portal']);
    expect(items[0]).toHaveAttribute('href', '/crexi-search/results');
    expect(items[1]).toHaveAttribute('href', '/management-portal/projects/active-projects');
  });

  it('is hidden entirely for an operator', async () => {
    renderUi(
      <>
        <PortalSwitcher role={ROLES.OPERATOR} />
        <p>rendered</p>
      </>,
    );
    expect(await screen.findByText('rendered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Portal switcher' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    const realMatchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('collapses into a burger that opens the same links, per role as the access table says', async () => {
      window.matchMedia = vi.fn((query: string) => ({ ...realMatchMedia(query), matches: query === '(max-width: 36em)' }));
      renderUi(<PortalSwitcher role={ROLES.VMS_PM} />);
      const burger = await screen.findByRole('button', { name: 'Portal switcher' });
      expect(burger).not.toHaveTextContent(/Portal/);
      await userEvent.setup().click(burger);
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual(
        switcherLinksFor(ROLES.VMS_PM).map((l) => [l.label, l.path]),
      );
    });
  });
});
