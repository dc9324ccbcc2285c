// The player's heading: the project, the task and file, the version picker, Compare versions, Copy link and Export.
import { Box, Button, Group, NativeSelect, Text, Title } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { REVIEW_MESSAGES } from '@vms/shared';
import type { ReviewDetailsFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { toastSuccess } from '../../../ui/toast';
import { ExportMenu } from '../components/ExportMenu';

export function PlayerHeader({
  d,
  guestToken,
  phone,
  canCompare,
  compare,
  onCompare,
  onVersion,
}: {
  d: ReviewDetailsFieldsFragment;
  guestToken: string | null;
  phone: boolean;
  canCompare: boolean;
  compare: boolean;
  onCompare: (on: boolean) => void;
  onVersion: (v: number) => void;
}) {
  const auth = useAuth();
  const latest = d.versions[d.versions.length - 1];
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Box style={{ minWidth: 0 }}>
        <Title order={1} fz={phone ? 'lg' : 'xl'} style={{ overflowWrap: 'anywhere' }}>
          {d.projectFolder.projectName}
        </Title>
        <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {d.taskName} · {d.fileName}
        </Text>
      </Box>
      <Group gap="xs">
        <NativeSelect
          aria-label="Version"
          value={String(d.version)}
          onChange={(e) => onVersion(Number(e.currentTarget.value))}
          data={d.versions.map((v) => ({
            value: String(v.version),
            label: `Version ${v.version}${v.id === latest?.id ? ' (latest)' : ''}`,
          }))}
        />
        {canCompare && !d.isImage && d.versions.length > 1 && (
          <Button
            variant={compare ? 'filled' : 'default'}
            leftSection={<IconColumns size={16} />}
            aria-pressed={compare}
            onClick={() => onCompare(!compare)}
          >
            Compare versions
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => {
            void navigator.clipboard?.writeText(window.location.origin + d.reviewLink).catch(() => undefined);
            toastSuccess(REVIEW_MESSAGES.linkCopied);
          }}
        >
          Copy link
        </Button>
        {d.comments.length > 0 && (auth || guestToken) && <ExportMenu assetId={d.id} guestToken={guestToken} />}
      </Group>
    </Group>
  );
}
