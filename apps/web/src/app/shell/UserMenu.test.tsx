import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, type Role } from '@vms/shared';
import { MeDocument } from '../../gql/graphql';
import { renderUi } from '../../test/render';
import { UserMenu } from './UserMenu';

function meMock(role: Role, isEditorProfileUpdated = false) {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: '1',
          email: 'pat@vms.test',
          name: 'Pat Pilot',
          firstName: 'Pat',
          lastName: 'Pilot',
          role,
          roleLabel: 'VMS Pilot',
          photo: null,
          isEditorProfileUpdated,
        },
      },
    },
  };
}

const auth = (role: Role) => ({ token: 't', role, isEditorProfileUpdated: false, userId: '1', photo: null });

describe('UserMenu', () => {
  it('shows name, e-mail, role label, Edit Profile, Logout and the version for a pilot', async () => {
    renderUi(<UserMenu auth={auth(ROLES.VMS_PILOT)} />, [meMock(ROLES.VMS_PILOT)]);
    expect(await screen.findByText('PP')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByText('pat@vms.test')).toBeInTheDocument();
    expect(screen.getByText('VMS Pilot')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('6.0.10')).toBeInTheDocument();
  });

  it('has no Edit Profile for roles without a profile screen', async () => {
    renderUi(<UserMenu auth={auth(ROLES.ADMIN)} />, [meMock(ROLES.ADMIN)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('VMS Admin')).toBeInTheDocument();
  });
});
