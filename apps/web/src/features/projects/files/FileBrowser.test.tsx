import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FILE_MESSAGES, ROLES } from '@vms/shared';
import { GetAwsFilesDocument, GetAwsFoldersDocument, GetUpdatedAwsFoldersDocument, GetUserPermissionDocument } from '../../../gql/graphql';
import { renderUi, storeSession } from '../../../test/render';
import { FileBrowser } from './FileBrowser';

const folder = (name: string, permission: string, subFolders: unknown[] = []) => ({
  __typename: 'AwsFolder',
  id: name,
  name,
  folderType: 'Default',
  path: `projects/p1/${name}`,
  depth: 0,
  permission,
  subFolders,
});

const permissions = (rows: unknown[]) => ({
  request: { query: GetUserPermissionDocument, variables: { email: 'someone@vms.test' } },
  result: { data: { getUserPermission: rows } },
});
const folders = (rows: unknown[]) => ({
  request: { query: GetAwsFoldersDocument, variables: { projectId: '7' } },
  result: { data: { getAwsFolders: rows } },
});
const file = (fileName: string, fileType: string) => ({
  __typename: 'AwsFile',
  Key: `projects/p1/Project Data/${fileName}`,
  fileName,
  size: 2048,
  lastModified: '2026-11-20T10:00:00.000Z',
  fileType,
  url: `/api/storage/x/${fileName}`,
  thumbnailUrl: null,
});

describe('FileBrowser', () => {
  it("says 'Required permissions are not available!' to someone without folder permissions", async () => {
    storeSession(ROLES.VMS_QC);
    renderUi(<FileBrowser projectId="7" path={null} onNavigate={() => {}} />, [permissions([]), folders([])]);
    expect(await screen.findByText(FILE_MESSAGES.noPermissions)).toBeInTheDocument();
  });

  it('lists view-only folders without an Upload button, and cannot preview a PDF', async () => {
    storeSession(ROLES.VMS_QC);
    const files = {
      request: { query: GetAwsFilesDocument, variables: { filePath: 'projects/p1/Project Data' } },
      result: { data: { getAwsFiles: [file('plan.pdf', 'other')] } },
    };
    renderUi(<FileBrowser projectId="7" path="Project Data" onNavigate={() => {}} />, [
      permissions([{ __typename: 'UserPermission', directory: 'Project Data', subdirectory: null, permission: 'view' }]),
      folders([folder('Project Data', 'view')]),
      files,
      // the live-update subscription stays open and silent
      { request: { query: GetUpdatedAwsFoldersDocument, variables: { projectId: '7' } }, result: { data: null }, delay: 60_000 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Project Data' })).toBeInTheDocument();
    expect(await screen.findByText('plan.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview plan.pdf' }));
    expect(await screen.findByText(FILE_MESSAGES.notViewable)).toBeInTheDocument();
  });
});
