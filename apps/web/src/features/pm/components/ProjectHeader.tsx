// The project header (part B §2.4): name, plan, status, start date, elapsed time, PM, editor, pilot, data source,
// completion and reviews; the links (task tracker, chat, CRM, review tool, listing site, drone-airspace checker) and
// the credentials popover for PM and admin. Bronze hides the task tracker, CRM and drone-airspace links (part B §6).
import { Badge, Box, Button, Group, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconStar } from '@tabler/icons-react';
import { PM_MESSAGES, ROLES, type Role } from '@vms/shared';
import type { PmProjectDetailsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { CredentialsPopover } from '../../projects/components/CredentialsPopover';
import { elapsed } from '../../../lib/format';
import { STATUS_COLOURS } from '../pm-paths';
import { DetailItem } from '../../../ui/DetailItem';

export type Details = PmProjectDetailsQuery['getProjectDetails'];

function LinkOut({ href, label }: { href: string | null | undefined; label: string }) {
  if (!href)
    return (
      <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" fw={500}>
        {label}: not set
      </Badge>
    );
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noreferrer"
      size="xs"
      variant="light"
      rightSection={<IconExternalLink size={14} aria-hidden />}
    >
      {label}
    </Button>
  );
}

export function averageStars(r: NonNullable<Details['projectReviews']>) {
  return (r.projectQualityReview + r.projectFinishOnTimeReview + r.easeOfCollabrationReview) / 3;
}

export function ProjectHeader({ d, role, actions }: { d: Details; role: Role; actions?: React.ReactNode }) {
  const bronze = d.planType === 'BRONZE';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }} data-testid="pm-project-name">
              {d.projectName}
            </Title>
            <Group gap={6} mt={4}>
              <Badge variant="outline">{d.planType}</Badge>
              <Badge color={STATUS_COLOURS[d.status] ?? 'blue'} variant="light" data-testid="pm-detail-status">
                {d.status}
              </Badge>
              <Text fz="xs" c="dimmed">
                #{d.id}
              </Text>
            </Group>
            {d.assetAddress && (
              <Text fz="sm" c="dimmed" mt={4}>
                {d.assetAddress}
              </Text>
            )}
          </Box>
          <Group gap="xs">
            {actions}
            {(role === ROLES.VMS_PM || role === ROLES.ADMIN) && <CredentialsPopover projectId={String(d.id)} />}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" verticalSpacing="xs">
          <DetailItem label="Start date">{formatDate(d.startDate)}</DetailItem>
          <DetailItem label="Elapsed">{elapsed(d.timeElapsed)}</DetailItem>
          <DetailItem label="Delivery date">{d.deliveryDate ? formatDate(d.deliveryDate) : 'N/A'}</DetailItem>
          <DetailItem label="Project manager">{d.projectManager ?? PM_MESSAGES.notAssigned}</DetailItem>
          <DetailItem label="Editor">
            {d.projectEditor ? `${d.projectEditor}${d.isEditorInviteAccepted ? '' : ' (invited)'}` : PM_MESSAGES.notAssigned}
          </DetailItem>
          <DetailItem label="Pilot">
            {d.projectPilot ? `${d.projectPilot}${d.isPilotInviteAccepted ? '' : ' (invited)'}` : PM_MESSAGES.notAssigned}
          </DetailItem>
          <DetailItem label="Data source">{d.dataSource}</DetailItem>
          <DetailItem label="Completed">{d.isCompleted ? 'Yes' : 'No'}</DetailItem>
          <DetailItem label="Video status">{d.videoStatus}</DetailItem>
          <DetailItem label="Reviews">
            {d.projectReviews ? (
              <Group gap={4} wrap="nowrap" data-testid="pm-project-reviews">
                <Rating value={averageStars(d.projectReviews)} count={5} fractions={3} readOnly size="sm" aria-label="Editor rating" />
                <Text fz="xs" c="dimmed">
                  {d.projectReviews.timeBadge}
                </Text>
              </Group>
            ) : (
              <Group gap={4} c="dimmed">
                <IconStar size={14} aria-hidden /> No reviews
              </Group>
            )}
          </DetailItem>
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          {!bronze && <LinkOut href={d.projectAsanaLink} label="Task tracker" />}
          <LinkOut href={d.slackLink} label="Chat" />
          {!bronze && <LinkOut href={d.hubspotLink} label="CRM" />}
        </Group>
      </Stack>
    </Paper>
  );
}
