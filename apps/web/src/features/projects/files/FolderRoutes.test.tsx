import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ROLES } from '@vms/shared';
import { GetAwsFoldersDocument, GetUserPermissionDocument } from '../../../gql/graphql';
import { renderUi, storeSession } from '../../../test/render';
import { FolderRoutes, folderPaths, isInnerRouted } from './FolderRoutes';

const f = (id: string, name: string, path: string, subFolders: unknown[] = []) => ({
  __typename: 'AwsFolder',
  id,
  name,
  folderType: 'Default',
  path,
  depth: path.split('/').length - 3,
  permission: 'view',
  subFolders,
});
const tree = [
  f('p1', 'Aerial Imagery', 'projects/x/Aerial Imagery', [
    f('c1', 'Aerial Footage', 'projects/x/Aerial Imagery/Aerial Footage', [
      f('i1', 'Original Videos', 'projects/x/Aerial Imagery/Aerial Footage/Original Videos'),
    ]),
  ]),
];
const mocks = [
  {
    request: { query: GetUserPermissionDocument, variables: { email: 'someone@vms.test' } },
    result: {
      data: { getUserPermission: [{ __typename: 'UserPermission', directory: 'Aerial Imagery', subdirectory: null, permission: 'view' }] },
    },
  },
  { request: { query: GetAwsFoldersDocument, variables: { projectId: '7' } }, result: { data: { getAwsFolders: tree } } },
];
const base = '/pm-portal/projects/7/folders';

describe('FolderRoutes', () => {
  it('names every level of the tree under the base', () => {
    const p = folderPaths(base);
    const parent = { id: 'p1', name: 'Aerial Imagery' };
    expect(p.parent(parent)).toBe(`${base}/Aerial%20Imagery/p1`);
    expect(p.subFolders(parent)).toBe(`${base}/Aerial%20Imagery/p1/subFolders`);
    expect(p.child(parent, { id: 'c1' })).toBe(`${base}/Aerial%20Imagery/p1/subFolders/c1`);
    expect(p.inner(parent, { id: 'c1' })).toBe(`${base}/Aerial%20Imagery/p1/subFolders/c1/innerSubFolder`);
    expect(p.innerFiles(parent, { id: 'c1' }, 'Original Videos')).toBe(
      `${base}/Aerial%20Imagery/p1/subFolders/c1/innerSubFolder/Original%20Videos`,
    );
    expect(isInnerRouted({ name: 'Aerial Footage' })).toBe(true);
    expect(isInnerRouted({ name: 'Aerial Photos' })).toBe(true);
    expect(isInnerRouted({ name: 'Project Documents' })).toBe(false);
  });

  it('routes Aerial Footage as an inner sub-folder grid, and Back climbs to the sub-folders', async () => {
    storeSession(ROLES.VMS_PM);
    const navigate = vi.fn();
    renderUi(
      <FolderRoutes
        projectId="7"
        base={base}
        params={{ parentName: 'Aerial Imagery', parent: 'p1', sub: true }}
        navigate={navigate}
        uploadAllowed
      />,
      mocks,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Aerial Footage' }));
    expect(navigate).toHaveBeenLastCalledWith(`${base}/Aerial%20Imagery/p1/subFolders/c1/innerSubFolder`);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenLastCalledWith(`${base}/Aerial%20Imagery/p1`);
  });

  it('shows the inner folders and opens one by name', async () => {
    storeSession(ROLES.VMS_PM);
    const navigate = vi.fn();
    renderUi(
      <FolderRoutes
        projectId="7"
        base={base}
        params={{ parentName: 'Aerial Imagery', parent: 'p1', sub: true, child: 'c1', inner: true }}
        navigate={navigate}
        uploadAllowed
      />,
      mocks,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Original Videos' }));
    expect(navigate).toHaveBeenLastCalledWith(`${base}/Aerial%20Imagery/p1/subFolders/c1/innerSubFolder/Original%20Videos`);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenLastCalledWith(`${base}/Aerial%20Imagery/p1/subFolders`);
  });
});
