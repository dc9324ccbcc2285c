import { ActionIcon, Card, Checkbox, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconFile, IconFileSpreadsheet, IconMovie, IconPhoto, IconTrash } from '@tabler/icons-react';
import type { FileItem } from './FilePreview';

const ICONS = { image: IconPhoto, video: IconMovie, xlsx: IconFileSpreadsheet, other: IconFile } as const;

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

interface Props {
  file: FileItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onDelete?: () => void;
}

/** A file: its thumbnail (or an icon by type), name and size, a selection box, and delete when allowed. */
export function FileCard({ file, selected, onSelect, onOpen, onDelete }: Props) {
  const Icon = ICONS[file.fileType as keyof typeof ICONS] ?? IconFile;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="file-card">
      <Card.Section>
        <UnstyledButton onClick={onOpen} aria-label={`Preview ${file.fileName}`} style={{ display: 'block', width: '100%' }}>
          {file.thumbnailUrl ? (
            <Image src={file.thumbnailUrl} alt="" h={140} fit="cover" />
          ) : (
            <Group h={140} justify="center" bg="gray.0">
              <Icon size={48} stroke={1.2} color="var(--mantine-color-gray-6)" aria-hidden />
            </Group>
          )}
        </UnstyledButton>
      </Card.Section>
      <Group mt="sm" justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} aria-label={`Select ${file.fileName}`} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate title={file.fileName}>
            {file.fileName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(file.size)}
          </Text>
        </div>
        {onDelete && (
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${file.fileName}`}>
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
