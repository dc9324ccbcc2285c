// One folder: back, upload, download, select-all, its sub-folders, and its files as cards (part B §2.4, §2.5).
import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileZip, IconMovie, IconUpload } from '@tabler/icons-react';
import { FILE_MESSAGES, ZIP_DOWNLOAD_FOLDERS } from '@vms/shared';
import { GetAwsFilesDocument, GetUpdatedAwsFoldersDocument, type FolderFieldsFragment } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { UploadArea, type UploadAreaProps } from '../../../ui/UploadArea/UploadArea';
import { toastError, toastSuccess } from '../../../ui/toast';
import { ConfirmDeleteFile } from '../../../ui/ConfirmDeleteFile';
import { deleteFile, DownloadRefused, downloadFile, downloadFinalVideo, downloadZip } from './file-actions';
import { FileCard } from './FileCard';
import { FilePreview, type FileItem } from './FilePreview';
import { FolderGrid } from './FolderGrid';

interface Props {
  projectId: string;
  folder: FolderFieldsFragment & { subFolders?: FolderFieldsFragment[] };
  onBack: () => void;
  onOpen: (f: FolderFieldsFragment) => void;
  /** False where the portal never uploads (e.g. Bronze projects). */
  uploadAllowed?: boolean;
  /** What the upload accepts: the editor and PM portals upload video/* (part B §5 "Image upload"). */
  uploadKind?: UploadAreaProps['kind'];
  /** After each finished upload, with the folder it went to (the editor portal turns a review-folder upload into a version). */
  onUploaded?: (folder: FolderFieldsFragment, file: { Key: string; Location: string }) => void;
}

export function FolderFiles({ projectId, folder, onBack, onOpen, uploadAllowed = true, uploadKind, onUploaded }: Props) {
  const { data, loading, error, refetch } = useQuery(GetAwsFilesDocument, {
    variables: { filePath: folder.path },
    fetchPolicy: 'cache-and-network',
  });
  // An upload or delete in this folder, one's own or someone else's, shows at once (part B §4 "Live updates").
  useSubscription(GetUpdatedAwsFoldersDocument, {
    variables: { projectId },
    onData: ({ data: event }) => {
      const path = event.data?.getUpdatedAwsFolders.path ?? '';
      if (path.slice(0, path.lastIndexOf('/')) === folder.path) void refetch();
    },
  });
  const files = data?.getAwsFiles ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [showUpload, setShowUpload] = useState(false);
  const [preview, setPreview] = useState<FileItem | null>(null);
  const [toDelete, setToDelete] = useState<FileItem | null>(null);
  const [busy, setBusy] = useState(false);
  const canPost = folder.permission === 'post';
  const allSelected = files.length > 0 && files.every((f) => selected.has(f.Key));

  const toggle = (key: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  async function downloadSelected() {
    setBusy(true);
    try {
      for (const key of files.filter((f) => selected.has(f.Key)).map((f) => f.Key)) await downloadFile(key);
    } catch {
      toastError(FILE_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  async function zip() {
    setBusy(true);
    try {
      await downloadZip(folder.path);
    } catch {
      toastError(FILE_MESSAGES.zipFailed);
    } finally {
      setBusy(false);
    }
  }

  // The newest video of the folder is the final one ('Download Final Video File', part B §7).
  const finalVideo = [...files].filter((f) => f.fileType === 'video').sort((a, b) => b.lastModified.localeCompare(a.lastModified))[0];
  async function downloadFinal() {
    setBusy(true);
    try {
      await downloadFinalVideo(finalVideo!.Key);
    } catch (e) {
      // a video under review is released only once its last review stage approved it: the server says which (issue #38)
      toastError(e instanceof DownloadRefused && e.status === 403 ? e.message : FILE_MESSAGES.downloadError);
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    const file = toDelete!;
    setToDelete(null);
    try {
      await deleteFile(file.Key);
      toastSuccess(FILE_MESSAGES.deleted);
      // the list follows with the folder's DELETED event on the subscription above
      toggle(file.Key, false);
    } catch {
      toastError(FILE_MESSAGES.deleteError);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} style={{ flexShrink: 0 }}>
            Back
          </Button>
          <Title order={2} size="h3">
            {folder.name}
          </Title>
        </Group>
        <Group gap="sm">
          {canPost && uploadAllowed && (
            <Button
              leftSection={<IconUpload size={16} />}
              variant={showUpload ? 'filled' : 'light'}
              onClick={() => setShowUpload((v) => !v)}
            >
              Upload
            </Button>
          )}
          <Button
            leftSection={<IconDownload size={16} />}
            variant="light"
            disabled={!selected.size || busy}
            onClick={() => void downloadSelected()}
          >
            Download
          </Button>
          {(ZIP_DOWNLOAD_FOLDERS as readonly string[]).includes(folder.name) && (
            <Button leftSection={<IconFileZip size={16} />} variant="light" loading={busy} onClick={() => void zip()}>
              Download all (zip)
            </Button>
          )}
          {finalVideo && (
            <Button leftSection={<IconMovie size={16} />} variant="light" loading={busy} onClick={() => void downloadFinal()}>
              Download Final Video File
            </Button>
          )}
        </Group>
      </Group>
      {showUpload && canPost && (
        <UploadArea
          folderPath={folder.path}
          kind={uploadKind}
          // the list follows with the folder's UPLOADED event on the subscription above
          onUploaded={(f) => onUploaded?.(folder, f)}
        />
      )}
      <FolderGrid folders={folder.subFolders ?? []} onOpen={onOpen} />
      {error ? (
        <ErrorPanel error={error} title="Could not load the files" />
      ) : loading && !data ? (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={200} radius="md" />
          ))}
        </SimpleGrid>
      ) : files.length ? (
        <>
          <Checkbox
            label="Select all"
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            onChange={(e) => setSelected(e.currentTarget.checked ? new Set(files.map((f) => f.Key)) : new Set())}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {files.map((f) => (
              <FileCard
                key={f.Key}
                file={f}
                selected={selected.has(f.Key)}
                onSelect={(on) => toggle(f.Key, on)}
                onOpen={() => setPreview(f)}
                onDelete={canPost ? () => setToDelete(f) : undefined}
              />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <Alert variant="light" color="gray">
          No files in this folder yet.
        </Alert>
      )}
      <FilePreview file={preview} onClose={() => setPreview(null)} />
      <ConfirmDeleteFile opened={!!toDelete} onCancel={() => setToDelete(null)} onConfirm={() => void confirmDelete()} />
    </Stack>
  );
}
