import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROLES } from '@vms/shared';
import { PilotAssetFoldersListingDocument } from '../../../gql/graphql';
import { renderUi, storeSession } from '../../../test/render';
import { ShotFoldersPanel } from './ShotFoldersPanel';

const shot = (id: string, title: string, isAssetUploaded: boolean, isMarkedCompleted: boolean, hasNoteAdded = false) => ({
  __typename: 'PilotShot',
  id,
  title,
  description: '',
  exampleLink: null,
  folderTypes: 'Default',
  uploadingPath: `projects/x/${title}`,
  isAssetUploaded,
  isMarkedCompleted,
  hasNoteAdded,
});
const mocks = [
  {
    request: {
      query: PilotAssetFoldersListingDocument,
      variables: { projectId: '7', folderTypes: null, isMarkedCompleted: null, status: null },
    },
    result: {
      data: {
        pilotAssetFoldersListing: [
          shot('s1', 'Front Elevation', true, true, true),
          shot('s2', 'Rear Elevation', true, false),
          shot('s3', 'Four Corners', false, false),
        ],
      },
    },
    maxUsageCount: 5,
  },
];

describe('ShotFoldersPanel (part B §4 "Folder mark-complete")', () => {
  it('shows the PM the checkbox only on a completed shot of an accepted project, behind the confirmation', async () => {
    storeSession(ROLES.VMS_PM);
    renderUi(<ShotFoldersPanel projectId="7" accepted />, mocks);
    const rows = await screen.findAllByTestId('shot-folder');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Mark complete' })).toBeChecked();
    expect(within(rows[1]!).queryByRole('checkbox')).toBeNull();
    expect(within(rows[2]!).queryByRole('checkbox')).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'View Notes' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Add Notes' })).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('checkbox', { name: 'Mark complete' }));
    expect(await screen.findByText('Do you really want to change the mark complete status.')).toBeTruthy();
  });

  it('shows no checkbox before the project is accepted', async () => {
    storeSession(ROLES.VMS_QC);
    renderUi(<ShotFoldersPanel projectId="7" accepted={false} />, mocks);
    await screen.findAllByTestId('shot-folder');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('ShotFoldersPanel for QA', () => {
  it('lists the shots without notes or mark-complete (QA is outside the shot roles)', async () => {
    storeSession(ROLES.VMS_QA);
    renderUi(<ShotFoldersPanel projectId="7" accepted />, mocks);
    await screen.findAllByTestId('shot-folder');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Notes/ })).toBeNull();
  });
});
