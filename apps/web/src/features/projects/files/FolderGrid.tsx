import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { FolderFieldsFragment } from '../../../gql/graphql';

/** Folder cards; a click opens the folder. */
type Cols = { base: number; xs?: number; sm?: number; md?: number; lg?: number };

export function FolderGrid({
  folders,
  onOpen,
  cols = { base: 1, xs: 2, md: 3, lg: 4 },
}: {
  folders: FolderFieldsFragment[];
  onOpen: (f: FolderFieldsFragment) => void;
  cols?: Cols;
}) {
  if (!folders.length) return null;
  return (
    <SimpleGrid cols={cols} spacing="md">
      {folders.map((f) => (
        <UnstyledButton key={f.id} onClick={() => onOpen(f)} aria-label={`Open folder ${f.name}`}>
          <Card withBorder radius="md" padding="md">
            <Group wrap="nowrap" gap="sm">
              <IconFolder size={32} stroke={1.4} color="var(--mantine-color-blue-6)" aria-hidden />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} lineClamp={2} title={f.name}>
                  {f.name}
                </Text>
                <Group gap={6} mt={4}>
                  <Badge size="xs" variant="light" color="gray">
                    {f.folderType}
                  </Badge>
                  <Badge size="xs" variant="light" color={f.permission === 'post' ? 'teal' : 'blue'}>
                    {f.permission === 'post' ? 'can upload' : 'view only'}
                  </Badge>
                </Group>
              </div>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
