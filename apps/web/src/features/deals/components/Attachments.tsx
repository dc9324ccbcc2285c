import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { DEAL_UPLOAD_ROLES, FILE_MESSAGES, mayDeleteDealFile, type Role } from '@vms/shared';
import { DealAttachmentFilesDocument, DealAttachmentFoldersDocument } from '../../../gql/graphql';
import { deleteFile } from '../../../lib/file-rest';
import { ConfirmDeleteFile } from '../../../ui/ConfirmDeleteFile';
import { toastError, toastSuccess } from '../../../ui/toast';
import { UploadArea } from '../../../ui/UploadArea/UploadArea';

/**
 * The customer-provided-docs folders: the project's 'Sales' shot folders (pilotAssetFoldersListing with folderTypes
 * 'Sales', part B §2.7/§7 "Deals"; docs/adr/0015-deals.md, 0018-pilot.md). Each lies below Project Inputs; the viewer's
 * folder permission on it (from getAwsFolders) decides whether it takes uploads. Files are deleted through s3-file-delete.
 */
export const ATTACHMENT_ROOT = 'Project Inputs';

interface Folder {
  id: string;
  name: string;
  path: string;
  permission: string;
  isMarkedCompleted: boolean;
}

interface FolderProps {
  folder: Folder;
  canUpload: boolean;
  /** part B §6: the delete button for sales, PM, QA, admin and QC, hidden once the folder is marked complete */
  canDelete: boolean;
  onCount: (path: string, n: number) => void;
}

function FolderFiles({ folder, canUpload, canDelete, onCount }: FolderProps) {
  const { data, refetch } = useQuery(DealAttachmentFilesDocument, {
    variables: { filePath: folder.path },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [deleting, setDeleting] = useState<string | null>(null);
  const files = data?.getAwsFiles ?? [];
  const loaded = !!data;

  async function remove(key: string) {
    setDeleting(null);
    try {
      await deleteFile(key);
      toastSuccess(FILE_MESSAGES.deleted);
      await refetch();
    } catch {
      toastError(FILE_MESSAGES.deleteError);
    }
  }

  useEffect(() => {
    if (loaded) onCount(folder.path, files.length);
  }, [loaded, folder.path, files.length, onCount]);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="attachment-folder">
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          {folder.name} ({files.length})
        </Text>
        {files.length > 0 && (
          <Stack gap={4}>
            {files.map((f) => (
              <Group key={f.Key} gap={6} wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
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
        {canUpload && folder.permission === 'post' && <UploadArea folderPath={folder.path} onUploaded={() => void refetch()} />}
      </Stack>
      <ConfirmDeleteFile opened={!!deleting} onCancel={() => setDeleting(null)} onConfirm={() => deleting && void remove(deleting)} />
    </Paper>
  );
}

/** 'Attachments (count)': the customer-provided-docs folders, each with an upload area, and the 'Upload file' modal. */
export function Attachments({ projectId, role }: { projectId: number; role: Role | undefined }) {
  const { data } = useQuery(DealAttachmentFoldersDocument, { variables: { projectId: String(projectId) } });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const onCount = useCallback((path: string, n: number) => setCounts((c) => (c[path] === n ? c : { ...c, [path]: n })), []);
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const modalBody = useRef<HTMLDivElement>(null);
  const client = useApolloClient();
  const root = data?.getAwsFolders.find((f) => f.name === ATTACHMENT_ROOT);
  const permissionOf = (path: string) => root?.subFolders.find((f) => f.path === path)?.permission ?? root?.permission ?? 'none';
  const folders: Folder[] = (data?.pilotAssetFoldersListing ?? []).map((f) => ({
    id: f.id,
    name: f.title,
    path: f.uploadingPath,
    permission: permissionOf(f.uploadingPath),
    isMarkedCompleted: f.isMarkedCompleted,
  }));
  const canUpload = !!role && DEAL_UPLOAD_ROLES.includes(role);
  const postable = folders.filter((f) => f.permission === 'post');
  const total = Object.values(counts).reduce((n, c) => n + c, 0);
  const target = postable.find((f) => f.path === chosen) ?? postable[0];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="md">
          Attachments ({total})
        </Title>
        {canUpload && postable.length > 0 && (
          <Button size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => setOpened(true)}>
            Upload file
          </Button>
        )}
      </Group>
      {data && !folders.length && (
        <Text c="dimmed" fz="sm">
          No attachment folders.
        </Text>
      )}
      {folders.map((f) => (
        <FolderFiles key={f.id} folder={f} canUpload={canUpload} canDelete={mayDeleteDealFile(role, f)} onCount={onCount} />
      ))}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Attachment / Customer-Provided Docs" size="lg" centered>
        <Stack gap="md" ref={modalBody}>
          <Select
            label="Folder"
            data={postable.map((f) => ({ value: f.path, label: f.name }))}
            value={target?.path ?? null}
            onChange={setChosen}
            allowDeselect={false}
          />
          {target && (
            <UploadArea
              key={target.path}
              folderPath={target.path}
              onUploaded={() => void client.refetchQueries({ include: [DealAttachmentFilesDocument] })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Close
            </Button>
            <Button onClick={() => modalBody.current?.querySelector<HTMLInputElement>('input[type=file]')?.click()}>Upload</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
