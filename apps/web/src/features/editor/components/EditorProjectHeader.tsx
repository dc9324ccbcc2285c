// The editor's project header (part B §2.5, §6): name, plan, status, start date, elapsed time, PM, pilot and data
// source — no editor column for the editor — and the chat and listing links; the task-tracker link is disabled for
// editors (part B §6), the CRM link is the PM view's only.
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PM_MESSAGES } from '@vms/shared';
import type { EditorProjectHeaderQuery } from '../../../gql/graphql';
import { elapsed, formatDate } from '../../../lib/format';
import { DetailItem } from '../../../ui/DetailItem';

export type HeaderDetails = EditorProjectHeaderQuery['getProjectDetails'];

export function EditorProjectHeader({ d, actions }: { d: HeaderDetails; actions?: React.ReactNode }) {
  const bronze = d.planType === 'BRONZE';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }} data-testid="editor-project-name">
              {d.projectName}
            </Title>
            <Group gap={6} mt={4}>
              <Badge variant="outline">{d.planType}</Badge>
              <Badge color={d.isCompleted ? 'blue' : 'teal'} variant="light">
                {d.status}
              </Badge>
              <Text fz="xs" c="dimmed">
                #{d.id}
              </Text>
            </Group>
          </Box>
          {actions && (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" verticalSpacing="xs">
          <DetailItem label="Start date">{formatDate(d.startDate)}</DetailItem>
          <DetailItem label="Elapsed">{elapsed(d.timeElapsed)}</DetailItem>
          <DetailItem label="Project manager">{d.projectManager ?? PM_MESSAGES.notAssigned}</DetailItem>
          {!bronze && <DetailItem label="Pilot">{d.projectPilot ?? PM_MESSAGES.notAssigned}</DetailItem>}
          <DetailItem label="Data source">{d.dataSource}</DetailItem>
          <DetailItem label="Video status">{d.videoStatus}</DetailItem>
          {d.assetAddress && <DetailItem label="Address">{d.assetAddress}</DetailItem>}
        </SimpleGrid>
        {!bronze && (
          <Group gap="xs" wrap="wrap">
            <Tooltip label="The task tracker is for the studio">
              <Button size="xs" variant="light" disabled rightSection={<IconExternalLink size={14} aria-hidden />}>
                Asana
              </Button>
            </Tooltip>
            {d.slackLink && (
              <Button
                component="a"
                href={d.slackLink}
                target="_blank"
                rel="noreferrer"
                size="xs"
                variant="light"
                rightSection={<IconExternalLink size={14} aria-hidden />}
              >
                Chat
              </Button>
            )}
            {d.crexiLink && (
              <Button
                component="a"
                href={d.crexiLink}
                target="_blank"
                rel="noreferrer"
                size="xs"
                variant="light"
                rightSection={<IconExternalLink size={14} aria-hidden />}
              >
                Listing
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
