import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@vms/shared';
import { DealAttachmentFilesDocument, DealAttachmentFoldersDocument } from '../../../gql/graphql';
import { renderUi } from '../../../test/render';
import { Attachments } from './Attachments';

const INPUTS = 'projects/p-7/Project Inputs';
const folder = (id: string, title: string, isMarkedCompleted = false) => ({
  __typename: 'PilotShot' as const,
  id,
  title,
  uploadingPath: `${INPUTS}/${title}`,
  isMarkedCompleted,
});
const file = (path: string, name: string) => ({
  __typename: 'AwsFile' as const,
  Key: `${path}/${name}`,
  fileName: name,
  url: `/api/storage/${path}/${name}`,
});

/** The project's Sales folders (pilotAssetFoldersListing, folderTypes 'Sales') and the viewer's permission on them. */
function mocks(permission: string) {
  const docs = `${INPUTS}/Customer-Provided Docs`;
  const plans = `${INPUTS}/Site Plans`;
  return [
    {
      request: { query: DealAttachmentFoldersDocument, variables: { projectId: '7' } },
      result: {
        data: {
          pilotAssetFoldersListing: [folder('f1', 'Customer-Provided Docs'), folder('f2', 'Site Plans', true)],
          getAwsFolders: [
            { __typename: 'AwsFolder' as const, id: 'inputs', name: 'Project Inputs', path: INPUTS, permission, subFolders: [] },
          ],
        },
      },
    },
    {
      request: { query: DealAttachmentFilesDocument, variables: { filePath: docs } },
      result: { data: { getAwsFiles: [file(docs, 'order.pdf'), file(docs, 'rent-roll.xlsx')] } },
    },
    {
      request: { query: DealAttachmentFilesDocument, variables: { filePath: plans } },
      result: { data: { getAwsFiles: [file(plans, 'survey.pdf')] } },
    },
    // after a delete
    {
      request: { query: DealAttachmentFilesDocument, variables: { filePath: docs } },
      result: { data: { getAwsFiles: [file(docs, 'rent-roll.xlsx')] } },
    },
  ];
}

afterEach(() => vi.unstubAllGlobals());

describe('Attachments', () => {
  it("counts the files of the project's Sales folders and opens the 'Upload file' modal with a folder selector", async () => {
    renderUi(<Attachments projectId={7} role={ROLES.VMS_SALES_PERSON} />, mocks('post'));
    expect(await screen.findByRole('heading', { name: 'Attachments (3)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Customer-Provided Docs (2)')).toBeInTheDocument();
    expect(screen.getByText('Site Plans (1)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'survey.pdf' })).toBeInTheDocument();
    // an upload area in each folder
    expect(screen.getAllByTestId('attachment-folder').every((f) => within(f).queryByTestId('upload-input'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const modal = await screen.findByRole('dialog', { name: 'Attachment / Customer-Provided Docs' });
    expect(await within(modal).findByDisplayValue('Customer-Provided Docs')).toHaveAccessibleName('Folder');
    expect(within(modal).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a file after the confirmation, but offers no delete in a folder marked complete', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderUi(<Attachments projectId={7} role={ROLES.VMS_QA} />, mocks('post'));
    expect(await screen.findByRole('heading', { name: 'Attachments (3)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete survey.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete order.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File Deleted successfully!!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/s3-file-delete',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ file: `${INPUTS}/Customer-Provided Docs/order.pdf` }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Attachments (2)' })).toBeInTheDocument();
  });

  it('lists the files without upload areas or the button where the viewer may only read the folders', async () => {
    renderUi(<Attachments projectId={7} role={ROLES.VMS_SALES_PERSON} />, mocks('read'));
    expect(await screen.findByRole('heading', { name: 'Attachments (3)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(screen.queryByTestId('upload-input')).toBeNull();
  });
});
