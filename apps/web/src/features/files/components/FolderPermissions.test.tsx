import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GrantFolderPermissionDocument, ProjectFolderPermissionsDocument, RevokeFolderPermissionDocument } from '../../../gql/graphql';
import { renderUi } from '../../../test/render';
import { FolderPermissions } from './FolderPermissions';

const grant = (directory: string, permission: string, subdirectory: string | null = null) => ({
  __typename: 'FolderGrant' as const,
  directory,
  subdirectory,
  permission,
});
const person = (grants: ReturnType<typeof grant>[]) => ({
  __typename: 'FolderPermissionPerson' as const,
  userId: 'u-qc',
  email: 'qc@vms.test',
  name: 'Quinn Checker',
  role: 'vms-quality-controller',
  grants,
});
const listMock = (grants: ReturnType<typeof grant>[]) => ({
  request: { query: ProjectFolderPermissionsDocument, variables: { projectId: '1' } },
  result: {
    data: {
      getProjectFolderPermissions: {
        __typename: 'ProjectFolderPermissions',
        projectId: 'p-1',
        folders: [
          { __typename: 'PermissionFolder', name: 'Project Inputs', subdirectories: ['Project Documents'] },
          { __typename: 'PermissionFolder', name: 'Project Data', subdirectories: [] },
        ],
        people: [person(grants)],
      },
    },
  },
});

describe('FolderPermissions', () => {
  it("lists each person's grants with their role label and scope", async () => {
    renderUi(<FolderPermissions projectId="1" />, [
      listMock([grant('Project Inputs', 'view', 'Project Documents'), grant('Project Data', 'post')]),
    ]);
    const list = await screen.findByRole('list', { name: 'Folder permissions of qc@vms.test' });
    expect(screen.getByText('Quinn Checker')).toBeInTheDocument();
    expect(screen.getByText('VMS QC')).toBeInTheDocument();
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['ViewProject Inputs › Project DocumentsRevoke', 'PostProject Data (all sub-folders)Revoke']);
  });

  it('checks the form with the shared schema before sending anything', async () => {
    renderUi(<FolderPermissions projectId="1" />, [listMock([])]);
    await screen.findByText('No folder permissions on this project yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a folder')).toBeInTheDocument();
  });

  it('grants post on a folder, then revokes it after confirming', async () => {
    const user = userEvent.setup();
    const granted = [grant('Project Data', 'post')];
    renderUi(<FolderPermissions projectId="1" />, [
      listMock([]),
      {
        request: {
          query: GrantFolderPermissionDocument,
          variables: { projectId: '1', email: 'qc@vms.test', directory: 'Project Data', subdirectory: null, permission: 'post' },
        },
        result: { data: { grantFolderPermission: person(granted) } },
      },
      listMock(granted),
      {
        request: {
          query: RevokeFolderPermissionDocument,
          variables: { projectId: '1', email: 'qc@vms.test', directory: 'Project Data', subdirectory: null },
        },
        result: { data: { revokeFolderPermission: person([]) } },
      },
      listMock([]),
    ]);
    await screen.findByText('No folder permissions on this project yet.');
    await user.type(screen.getByLabelText('Email'), 'qc@vms.test');
    await user.click(screen.getByRole('combobox', { name: 'Folder' }));
    await user.click(await screen.findByRole('option', { name: 'Project Data' }));
    await user.click(screen.getByText('Post'));
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Folder permission saved')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Revoke post on Project Data from qc@vms.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke folder permission' });
    expect(dialog).toHaveTextContent('Quinn Checker (qc@vms.test) will lose post on Project Data and its sub-folders');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Folder permission removed')).toBeInTheDocument();
    expect(await screen.findByText('No folder permissions on this project yet.')).toBeInTheDocument();
  });
});
