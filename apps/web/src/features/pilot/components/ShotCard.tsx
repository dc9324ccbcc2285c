// One shot of the shot list (part B §2.6, §4 "Folder mark-complete", §6): its HTML description and example link, the
// files with uploads (progress) and delete, 'Verify Completed' after the confirmation, and the shot's notes.
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Collapse, Group, Image, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconFile, IconMessage, IconTrash } from '@tabler/icons-react';
import { FILE_MESSAGES, PILOT_MESSAGES, ROLES, mayDeleteShotFile, mayUnmarkShot, type Role } from '@vms/shared';
import {
  PilotAssetUploadedDocument,
  PilotMarkCompletedDocument,
  PilotShotFilesDocument,
  type PilotAssetFoldersListingQuery,
} from '../../../gql/graphql';
import { UploadArea } from '../../../ui/UploadArea/UploadArea';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { deleteFile } from '../../../lib/file-rest';
import { ConfirmDeleteFile } from '../../../ui/ConfirmDeleteFile';
import { NotesPanel } from '../../projects/components/NotesPanel';
import { RichText } from '../../../ui/RichText';

export type ShotRow = PilotAssetFoldersListingQuery['pilotAssetFoldersListing'][number];

export function shotStatus(s: Pick<ShotRow, 'isAssetUploaded' | 'isMarkedCompleted'>) {
  return s.isMarkedCompleted ? 'COMPLETED' : s.isAssetUploaded ? 'NOT_COMPLETED' : 'NOT_STARTED';
}
const STATUS_COLOUR = { COMPLETED: 'teal', NOT_COMPLETED: 'yellow', NOT_STARTED: 'gray' } as const;

export interface ShotCardProps {
  shot: ShotRow;
  projectId: string;
  role: Role;
  accepted: boolean;
  canUpload: boolean;
  canControl: boolean;
  onChanged: () => void;
}

export function ShotCard({ shot, projectId, role, accepted, canUpload, canControl, onChanged }: ShotCardProps) {
  const files = useQuery(PilotShotFilesDocument, { variables: { filePath: shot.uploadingPath }, fetchPolicy: 'cache-and-network' });
  const [uploaded] = useMutation(PilotAssetUploadedDocument);
  const [mark, { loading: marking }] = useMutation(PilotMarkCompletedDocument);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const status = shotStatus(shot);
  const isPilot = role === ROLES.VMS_PILOT;
  // part B §4: shown once accepted and uploaded; for PM, admin and QC only when already completed; the pilot's is
  // disabled once completed
  const showCheck = canControl && accepted && shot.isAssetUploaded && (isPilot || shot.isMarkedCompleted);
  const checkDisabled = shot.isMarkedCompleted && !mayUnmarkShot(role);
  const canDelete = mayDeleteShotFile(role, shot);

  async function afterUpload() {
    try {
      await uploaded({ variables: { id: shot.id, isAssetUploaded: true } });
    } catch (err) {
      toastApiError(err);
    }
    void files.refetch();
    onChanged();
  }

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

  async function remove(key: string) {
    setDeleting(null);
    try {
      await deleteFile(key);
      toastSuccess(FILE_MESSAGES.deleted);
      const left = await files.refetch();
      if (!left.data?.getAwsFiles.length) await uploaded({ variables: { id: shot.id, isAssetUploaded: false } });
      onChanged();
    } catch {
      toastError(FILE_MESSAGES.deleteError);
    }
  }

  const list = files.data?.getAwsFiles ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="shot-card" aria-label={shot.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {shot.title}
          </Title>
          <Badge color={STATUS_COLOUR[status]} variant="light" style={{ flexShrink: 0 }} data-testid="shot-status">
            {status}
          </Badge>
        </Group>
        <RichText fz="sm" c="gray.8" className="shot-description" html={shot.description} style={{ overflowWrap: 'anywhere' }} />
        {shot.exampleLink && (
          <Anchor href={shot.exampleLink} target="_blank" rel="noreferrer" fz="sm">
            View example
          </Anchor>
        )}
        {list.length > 0 && (
          <Stack gap={6}>
            {list.map((f) => (
              <Group key={f.Key} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  {f.thumbnailUrl ? (
                    <Image src={f.thumbnailUrl} w={40} h={30} radius="sm" alt="" fit="cover" />
                  ) : (
                    <IconFile size={18} aria-hidden />
                  )}
                  <Anchor href={f.url} target="_blank" rel="noreferrer" fz="sm" truncate>
                    {f.fileName}
                  </Anchor>
                </Group>
                {canDelete && (
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${f.fileName}`} onClick={() => setDeleting(f.Key)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {canUpload && accepted && !shot.isMarkedCompleted && (
          <UploadArea folderPath={shot.uploadingPath} onUploaded={() => void afterUpload()} />
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {showCheck ? (
            <Checkbox
              label="Verify Completed"
              checked={shot.isMarkedCompleted}
              disabled={checkDisabled || marking}
              onChange={() => setConfirming(true)}
            />
          ) : (
            <span />
          )}
          {canControl && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconMessage size={14} aria-hidden />}
              onClick={() => setNotesOpen((o) => !o)}
              aria-expanded={notesOpen}
            >
              {notesOpen ? 'Hide Notes' : shot.hasNoteAdded ? 'View Notes' : 'Add Notes'}
            </Button>
          )}
        </Group>
        <Collapse expanded={notesOpen}>
          {notesOpen && (
            <NotesPanel
              projectId={projectId}
              folderId={shot.id}
              canAdd={canControl}
              emptyText={PILOT_MESSAGES.noAdditionalNotes}
              onAdded={onChanged}
            />
          )}
        </Collapse>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={FILE_MESSAGES.confirmTitle} centered>
        <Text mb="lg">{PILOT_MESSAGES.markCompleteConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={() => void toggle()}>Yes</Button>
        </Group>
      </Modal>
      <ConfirmDeleteFile opened={!!deleting} onCancel={() => setDeleting(null)} onConfirm={() => deleting && void remove(deleting)} />
    </Paper>
  );
}
