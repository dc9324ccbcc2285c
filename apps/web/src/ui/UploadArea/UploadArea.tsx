// The one upload component (part B §4 "Upload", §5 "Image upload"): drop or pick files, checked by extension and the
// single-file rules, each uploaded in parallel parts with retries, with its own progress 0–100 then 'Upload Complete'.
import { useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FILE_MESSAGES, UPLOAD_KINDS, type UploadKind } from '@vms/shared';
import { runtimeConfig } from '../../lib/runtime-config';
import { toastApiError, toastError, toastSuccess } from '../toast';
import { UploadCancelled, uploadMultipart, type UploadApi } from './upload-client';
import { acceptFor, logoDimensionError, selectionError } from './upload-rules';
import { useUploadApi } from './use-upload-api';

export interface UploadAreaProps {
  /** The folder the files go to; each file's key is this path and its name. */
  folderPath: string;
  kind?: UploadKind;
  /** For a logo or QR code that replaces the current one: what is replaced, asked before uploading. */
  replaces?: string;
  onUploaded?: (file: { Key: string; Location: string }) => void;
  /** Test seam: the protocol's calls. */
  api?: UploadApi;
  partSize?: number | null;
}

interface Item {
  id: number;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed' | 'cancelled';
  controller: AbortController;
}

let nextId = 1;

export function UploadArea({ folderPath, kind = 'default', replaces, onUploaded, api, partSize }: UploadAreaProps) {
  const defaultApi = useUploadApi();
  const protocol = api ?? defaultApi;
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<File[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const multiple = UPLOAD_KINDS[kind].multiple;

  const update = (id: number, patch: Partial<Item>) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  async function upload(file: File) {
    const item: Item = { id: nextId++, name: file.name, progress: 0, status: 'uploading', controller: new AbortController() };
    setItems((all) => [...all, item]);
    try {
      const done = await uploadMultipart(protocol, {
        path: `${folderPath}/${file.name}`,
        file,
        partSize: partSize ?? runtimeConfig().uploadPartSize,
        signal: item.controller.signal,
        onProgress: (progress) => update(item.id, { progress }),
      });
      update(item.id, { progress: 100, status: 'done' });
      toastSuccess(FILE_MESSAGES.uploaded);
      onUploaded?.(done);
    } catch (err) {
      if (err instanceof UploadCancelled) return update(item.id, { status: 'cancelled' });
      update(item.id, { status: 'failed' });
      if (CombinedGraphQLErrors.is(err)) toastApiError(err);
      else toastError(FILE_MESSAGES.uploadFailed);
    }
  }

  async function choose(files: File[]) {
    const problem = selectionError(files, kind);
    const dims = !problem && kind === 'logo' ? await logoDimensionError(files[0]!) : null;
    setError(problem ?? dims);
    if (problem || dims) return;
    if (replaces) setPending(files);
    else files.forEach((f) => void upload(f));
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void choose(Array.from(e.dataTransfer.files));
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="lg"
        radius="md"
        role="button"
        tabIndex={0}
        aria-label={multiple ? 'Upload files' : 'Upload a file'}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), input.current?.click())}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', cursor: 'pointer', background: dragging ? 'var(--mantine-color-blue-0)' : undefined }}
      >
        <Group justify="center" gap="sm">
          <IconCloudUpload size={28} aria-hidden />
          <Text>{multiple ? 'Drag files here or click to choose' : 'Drag a file here or click to choose'}</Text>
        </Group>
        <input
          ref={input}
          type="file"
          hidden
          multiple={multiple}
          accept={acceptFor(kind)}
          data-testid="upload-input"
          onChange={(e) => {
            void choose(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
      </Paper>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      {items.map((i) => (
        <Paper key={i.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Text size="sm" fw={500} truncate>
              {i.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c={i.status === 'failed' ? 'red.8' : 'dimmed'} aria-live="polite">
                {i.status === 'done'
                  ? FILE_MESSAGES.uploadComplete
                  : i.status === 'failed'
                    ? 'Failed'
                    : i.status === 'cancelled'
                      ? 'Cancelled'
                      : `${i.progress}%`}
              </Text>
              {i.status === 'uploading' && (
                <ActionIcon variant="subtle" color="gray" aria-label={`Cancel upload of ${i.name}`} onClick={() => i.controller.abort()}>
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          </Group>
          <Progress
            value={i.progress}
            color={i.status === 'failed' ? 'red' : i.status === 'done' ? 'teal' : 'blue'}
            aria-label={`${i.name} upload progress`}
          />
        </Paper>
      ))}
      <Modal opened={!!pending} onClose={() => setPending(null)} title={FILE_MESSAGES.confirmTitle} centered>
        <Text mb="lg">Uploading this file replaces the current {replaces}.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              pending?.forEach((f) => void upload(f));
              setPending(null);
            }}
          >
            Replace
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
