// /pilot-dashboard/{projectID} (part B §2.6): the pilot's projects; 0 or an unknown id goes to the first of
// pilotProjectListing (limit 1000, offset 0). Tabs Project Detail, Shot List, Custom Shots / B-Roll; a new project
// shows Accept Project / Decline. PM, admin, QA and QC open it for any project with a pilot; a pilot for theirs.
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Badge, Box, Button, Group, Paper, Select, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconDrone } from '@tabler/icons-react';
import { PILOT_MESSAGES, PILOT_PROJECT_LIMIT, ROLES } from '@vms/shared';
import {
  OnUserInvitedDocument,
  PilotAnswerProjectDocument,
  PilotProjectDetailsDocument,
  PilotProjectListingDocument,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { ProjectDetailTab } from '../components/ProjectDetailTab';
import { CustomShotsTab, ShotListTab } from '../components/ShotTabs';

export const PILOT_BASE = '/pilot-dashboard';

function Empty() {
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconDrone size={48} aria-hidden stroke={1.4} />
        <Title order={2} fz="lg">
          {PILOT_MESSAGES.noProjectsTitle}
        </Title>
        <Text c="dimmed">{PILOT_MESSAGES.noProjects}</Text>
      </Stack>
    </Paper>
  );
}

function AnswerBar({ projectId, onAnswered }: { projectId: string; onAnswered: (accepted: boolean) => void }) {
  const [answer, { loading }] = useMutation(PilotAnswerProjectDocument);
  async function send(status: 'ACCEPTED' | 'DECLINED') {
    try {
      const r = await answer({ variables: { projectId, status } });
      if (r.data) toastSuccess(r.data.projectAcceptedByEditorOrPilot.message);
      onAnswered(status === 'ACCEPTED');
    } catch (err) {
      toastApiError(err);
    }
  }
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      data-testid="answer-bar"
      style={{ position: 'sticky', bottom: 12, zIndex: 5, background: 'var(--mantine-color-body)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600} fz="sm">
          You have been assigned this project.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" color="red" onClick={() => void send('DECLINED')} disabled={loading}>
            Decline
          </Button>
          <Button onClick={() => void send('ACCEPTED')} loading={loading}>
            Accept Project
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

export function PilotDashboardPage() {
  const { projectID = '0' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const role = auth!.role;
  const [tab, setTab] = useState<string | null>('detail');
  const list = useQuery(PilotProjectListingDocument, {
    variables: { limit: PILOT_PROJECT_LIMIT, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(OnUserInvitedDocument, { onData: () => void list.refetch() });
  const projects = list.data?.pilotProjectListing.projects;
  const current = projects?.find((p) => String(p.id) === projectID);
  const details = useQuery(PilotProjectDetailsDocument, {
    variables: { projectId: projectID, dataSource: 'VMS' },
    skip: !current,
    fetchPolicy: 'cache-and-network',
  });

  if (list.error && !isAuthError(list.error)) return <ErrorPanel error={list.error} title="Could not load your projects" />;
  if (!projects) return <Skeleton h={420} radius="md" aria-label="Loading projects" />;
  if (!projects.length) return <Empty />;
  if (!current) return <Navigate to={`${PILOT_BASE}/${projects[0]!.id}`} replace />;
  if (details.error && !isAuthError(details.error)) return <ErrorPanel error={details.error} title="Could not load the project" />;
  const project = details.data?.pilotProjectDetails;
  const projectId = String(current.id);
  const accepted = project?.acceptedByPilot ?? current.acceptedByPilot;

  return (
    <Stack gap="md" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Box style={{ minWidth: 0, flex: '1 1 300px' }}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Pilot Portal
          </Text>
          <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {current.projectName}
          </Title>
          <Group gap={6} mt={4}>
            <Badge variant="light" data-testid="project-status">
              {project?.status ?? current.status}
            </Badge>
            <Badge variant="outline" color="gray">
              {current.planType}
            </Badge>
            {!accepted && (
              <Badge color="orange" variant="light">
                New
              </Badge>
            )}
          </Group>
        </Box>
        <Select
          aria-label="Project"
          w={{ base: '100%', sm: 340 }}
          searchable
          data={projects.map((p) => ({ value: String(p.id), label: `${p.projectName}${p.acceptedByPilot ? '' : ' (new)'}` }))}
          value={projectId}
          allowDeselect={false}
          onChange={(v) => v && void navigate(`${PILOT_BASE}/${v}`)}
        />
      </Group>
      {!project ? (
        <Skeleton h={420} radius="md" aria-label="Loading the project" />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value="detail" px="xs" fz={{ base: 13, sm: 14 }} style={{ whiteSpace: 'nowrap' }}>
              Project Detail
            </Tabs.Tab>
            <Tabs.Tab value="shots" px="xs" fz={{ base: 13, sm: 14 }} style={{ whiteSpace: 'nowrap' }}>
              Shot List
            </Tabs.Tab>
            <Tabs.Tab value="custom" px="xs" fz={{ base: 13, sm: 14 }} style={{ whiteSpace: 'nowrap' }}>
              {PILOT_MESSAGES.customTab}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="detail" pt="md">
            <ProjectDetailTab project={project} role={role} />
          </Tabs.Panel>
          <Tabs.Panel value="shots" pt="md">
            <ShotListTab projectId={projectId} role={role} accepted={accepted} />
          </Tabs.Panel>
          <Tabs.Panel value="custom" pt="md">
            <CustomShotsTab projectId={projectId} role={role} accepted={accepted} />
          </Tabs.Panel>
        </Tabs>
      )}
      {project && !accepted && role === ROLES.VMS_PILOT && (
        <AnswerBar
          projectId={projectId}
          onAnswered={(yes) => {
            void list.refetch();
            if (yes) void details.refetch();
            else void navigate(`${PILOT_BASE}/0`, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}

/** /pilot-dashboard without an id: the first project. */
export function PilotRedirect() {
  return <Navigate to={`${PILOT_BASE}/0`} replace />;
}
