import { useNavigate, useParams } from 'react-router';
import { Anchor, Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandAsana, IconAddressBook, IconBrandSlack, IconExternalLink } from '@tabler/icons-react';
import { MANAGEMENT_MESSAGES, ROLES } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { errorCode, isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { ProjectTaskView, useProjectTaskDetails, type ProjectDetail } from '../../projects/components/ProjectTaskView';
import { CredentialsPopover } from '../../projects/components/CredentialsPopover';
import { BronzeImages, BronzeRenderStatus, BronzeTimer } from '../components/BronzePanel';
import { isSlug, slugInfo, useBackPath } from '../management-state';
import { PilotPanel } from '../../projects/components/PilotPanel';

function Links({ detail, role }: { detail: ProjectDetail; role: string }) {
  const links = [
    detail.projectAsanaLink && { label: 'Asana', href: detail.projectAsanaLink, icon: IconBrandAsana, disabled: role === ROLES.VMS_EDITOR },
    detail.slackLink && { label: 'Slack', href: detail.slackLink, icon: IconBrandSlack },
    detail.hubspotLink && { label: 'HubSpot', href: detail.hubspotLink, icon: IconAddressBook },
    detail.crexiUrl && { label: 'Listing', href: detail.crexiUrl, icon: IconExternalLink },
  ].filter(Boolean) as { label: string; href: string; icon: typeof IconExternalLink; disabled?: boolean }[];
  if (!links.length) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Project links">
      {links.map(({ label, href, icon: Icon, disabled }) => (
        <Button
          key={label}
          component="a"
          href={href}
          target="_blank"
          rel="noreferrer"
          size="xs"
          variant="light"
          leftSection={<Icon size={14} aria-hidden />}
          disabled={disabled}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

function Header({ detail, role }: { detail: ProjectDetail; role: string }) {
  const bronze = detail.plan === 'BRONZE';
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} miw={0}>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {detail.projectName}
            </Title>
            {detail.projectAddress && (
              <Text c="dimmed" fz="sm">
                {detail.projectAddress}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {detail.plan}
            </Badge>
            <Badge variant="outline" size="lg">
              {bronze ? detail.status.toUpperCase() : detail.status}
            </Badge>
            {bronze && <BronzeTimer createdAt={detail.createdAt} />}
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          {detail.productType && (
            <Text fz="sm">
              <Text span c="dimmed">
                Product{' '}
              </Text>
              {detail.productType}
            </Text>
          )}
          {detail.propertyType && (
            <Text fz="sm">
              <Text span c="dimmed">
                Property{' '}
              </Text>
              {detail.propertyType}
            </Text>
          )}
          <Text fz="sm">
            <Text span c="dimmed">
              Project{' '}
            </Text>
            #{detail.id}
          </Text>
          {detail.broker.slice(0, 2).map((b) => (
            <Group key={b.brokerName} gap={6}>
              <Avatar size="sm" src={b.imageLink} alt="" name={b.brokerName} />
              <Text fz="sm">{b.brokerName}</Text>
            </Group>
          ))}
          {detail.broker.length > 2 && (
            <Text fz="sm" c="dimmed">
              +{detail.broker.length - 2}
            </Text>
          )}
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Links detail={detail} role={role} />
          {(role === ROLES.VMS_PM || role === ROLES.ADMIN) && <CredentialsPopover projectId={detail.id} />}
        </Group>
      </Stack>
    </Paper>
  );
}

/** {base}/{slug}/project-detail/{projectId}/{planName} (part A §2), and the not-yet-started page without an id. */
export function ProjectDetailPage() {
  const { slug, projectId, planName = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const listSlug = isSlug(slug) ? slug : 'active-projects';
  const back = useBackPath(listSlug);
  const { data, error, refetch } = useProjectTaskDetails(projectId, planName);
  const detail = data?.getTaskDetails;

  let body;
  if (!projectId)
    body = (
      <Text py="xl" ta="center" role="status">
        {MANAGEMENT_MESSAGES.notYetStarted}
      </Text>
    );
  else if (error && errorCode(error) === 'NOT_FOUND')
    body = (
      <Text py="xl" ta="center" role="status">
        {MANAGEMENT_MESSAGES.projectMissing}
      </Text>
    );
  else if (error && !isAuthError(error)) body = <ErrorPanel error={error} title="Could not load the project" />;
  else if (!detail || !auth) body = <Skeleton h={420} radius="lg" aria-label="Loading the project" />;
  else
    body = (
      <Stack gap="md">
        <Header detail={detail} role={auth.role} />
        {detail.plan === 'BRONZE' && <BronzeRenderStatus detail={detail} onChange={() => void refetch()} />}
        {detail.plan === 'BRONZE' && auth.role === ROLES.USER && <BronzeImages detail={detail} />}
        <ProjectTaskView detail={detail} planName={planName} onChanged={() => void refetch()} />
        {detail.plan !== 'BRONZE' && <PilotPanel projectId={String(detail.id)} role={auth.role} />}
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group>
        <Anchor component="button" type="button" onClick={() => void navigate(back)} fz="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {slugInfo(listSlug).back}
          </Group>
        </Anchor>
      </Group>
      {body}
    </Stack>
  );
}
