// The shot folders of a project as the PM, admin and QC see them in the folder screens (part B §2.4, §4 "Folder
// mark-complete", §5 "Notes", §6): each shot's state, its mark-complete checkbox — for these roles shown only when the
// shot is already completed, and only once the project is accepted and an asset uploaded — behind the confirmation
// 'Do you really want to change the mark complete status.', and the Add/View Notes modal of the shot and of the
// project. Their notes go to the pilot (DECISIONS.md part B); the server addresses them. Live through the shot events.
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconMessage } from '@tabler/icons-react';
import { FILE_MESSAGES, PILOT_MESSAGES, PILOT_SHOT_ROLES } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import {
  OnAddedAdditionalNotesDocument,
  OnPilotMarkCompletedFolderDocument,
  PilotAssetFoldersListingDocument,
  PilotMarkCompletedDocument,
  type PilotAssetFoldersListingQuery,
} from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { NotesPanel } from './NotesPanel';

type Shot = PilotAssetFoldersListingQuery['pilotAssetFoldersListing'][number];

const STATE = (s: Shot) =>
  s.isMarkedCompleted
    ? { label: 'Completed', color: 'teal' }
    : s.isAssetUploaded
      ? { label: 'Uploaded', color: 'yellow' }
      : { label: 'Not started', color: 'gray' };

/** The Add/View Notes modal: a shot's notes with folderId, the project's without. */
export function NotesModal({
  projectId,
  folderId,
  title,
  opened,
  onClose,
  onAdded,
}: {
  projectId: string;
  folderId?: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  onAdded?: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened && <NotesPanel projectId={projectId} folderId={folderId} canAdd emptyText={PILOT_MESSAGES.noNotes} onAdded={onAdded} />}
    </Modal>
  );
}

function ShotRow({
  shot,
  projectId,
  accepted,
  canWork,
  onChanged,
}: {
  shot: Shot;
  projectId: string;
  accepted: boolean;
  canWork: boolean;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [notes, setNotes] = useState(false);
  const [mark, { loading }] = useMutation(PilotMarkCompletedDocument);
  const state = STATE(shot);
  // part B §4: for PM, admin and QC only when already completed; only once accepted and an asset is uploaded
  const showCheck = canWork && accepted && shot.isAssetUploaded && shot.isMarkedCompleted;

  async function toggle() {
    setConfirming(false);
    try {
      const r = await mark({ variables: { folderId: shot.id, projectId, isMarkedCompleted: !shot.isMarkedCompleted } });
      if (r.data) toastSuccess(r.data.pilotMarkCompleted.message);
      onChanged();
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Paper withBorder radius="md" p="sm" data-testid="shot-folder">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {shot.title}
          </Text>
          <Badge size="sm" variant="light" color={state.color} style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {showCheck && (
            <Checkbox label="Mark complete" checked={shot.isMarkedCompleted} disabled={loading} onChange={() => setConfirming(true)} />
          )}
          {canWork && (
            <Button size="xs" variant="subtle" leftSection={<IconMessage size={14} aria-hidden />} onClick={() => setNotes(true)}>
              {shot.hasNoteAdded ? 'View Notes' : 'Add Notes'}
            </Button>
          )}
        </Group>
      </Group>
      <NotesModal projectId={projectId} folderId={shot.id} title={`Notes · ${shot.title}`} opened={notes} onClose={() => setNotes(false)} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={FILE_MESSAGES.confirmTitle} centered>
        <Text mb="lg">{PILOT_MESSAGES.markCompleteConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={() => void toggle()}>Yes</Button>
        </Group>
      </Modal>
    </Paper>
  );
}

export function ShotFoldersPanel({ projectId, accepted }: { projectId: string; accepted: boolean }) {
  const q = useQuery(PilotAssetFoldersListingDocument, {
    variables: { projectId, folderTypes: null, isMarkedCompleted: null, status: null },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = () => void q.refetch();
  useSubscription(OnPilotMarkCompletedFolderDocument, { variables: { projectId }, onData: refetch });
  useSubscription(OnAddedAdditionalNotesDocument, { variables: { projectId }, onData: refetch });
  const [projectNotes, setProjectNotes] = useState(false);
  // QA reaches the PM portal and the shot list, not the shots' notes and mark-complete (the access table)
  const role = useAuth()?.role;
  const canWork = !!role && PILOT_SHOT_ROLES.includes(role);
  const shots = q.data?.pilotAssetFoldersListing;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Shot folders">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} size="h4">
          Shot folders
        </Title>
        {canWork && (
          <Button size="xs" variant="light" leftSection={<IconMessage size={14} aria-hidden />} onClick={() => setProjectNotes(true)}>
            Add/View Notes
          </Button>
        )}
      </Group>
      {!shots ? (
        <Skeleton h={48} radius="md" />
      ) : !shots.length ? (
        <Text c="dimmed" fz="sm">
          No shot folders yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {shots.map((s) => (
            <ShotRow key={s.id} shot={s} projectId={projectId} accepted={accepted} canWork={canWork} onChanged={refetch} />
          ))}
        </Stack>
      )}
      <NotesModal projectId={projectId} title="Project notes" opened={projectNotes} onClose={() => setProjectNotes(false)} />
    </Paper>
  );
}
