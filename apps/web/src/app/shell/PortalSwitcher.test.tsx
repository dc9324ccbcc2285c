import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@vms/shared';
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
});
