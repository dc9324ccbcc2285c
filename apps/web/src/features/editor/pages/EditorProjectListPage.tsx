// /editor-portal/projects/project-list (part B §2.5): tabs by status with NEW INVITE first (a dot when invitations wait),
// a plan filter, a name search (300 ms debounce, §9) and pages of 10. Only the editor's own projects come back (the
// server's project policy); the editor column is not shown to editors. A new invitation arrives live.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useSubscription } from '@apollo/client/react';
import {
  Badge,
  Box,
  Card,
  Group,
  Indicator,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { EDITOR_TABS, PAGE_SIZE, SEARCH_DEBOUNCE_EDITOR_PORTAL_MS, type EditorTabStatus } from '@vms/shared';
import { EditorInvitedDocument, EditorProjectListDocument, type EditorProjectListQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { EDITOR_PATHS } from '../editor-paths';
import { ProjectFilters } from '../../projects/components/ProjectFilters';

type Card = EditorProjectListQuery['getActiveProjectList']['projects'][number];

const EMPTY: Record<EditorTabStatus, string> = {
  NEW_INVITE: "You don't have any new invite projects at this moment.",
  ACTIVE: "You don't have any active projects at this moment.",
  COMPLETED: "You don't have any completed projects at this moment.",
};

function ProjectCard({ p, tab, onOpen }: { p: Card; tab: EditorTabStatus; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Open project ${p.projectName}`}
      data-testid="editor-project-card"
      style={{ display: 'block', height: '100%' }}
    >
      <Card withBorder radius="md" padding="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {p.projectName}
          </Text>
          <Badge color={tab === 'NEW_INVITE' ? 'orange' : tab === 'COMPLETED' ? 'blue' : 'teal'} variant="light" style={{ flexShrink: 0 }}>
            {tab === 'NEW_INVITE' ? 'NEW INVITE' : p.status}
          </Badge>
        </Group>
        <Group gap={6} mt={6}>
          <Badge variant="outline" size="sm">
            {p.planType}
          </Badge>
          <Text fz="xs" c="dimmed">
            #{p.id}
          </Text>
        </Group>
        <Group gap={4} mt="xs" wrap="nowrap">
          <IconMapPin size={14} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" c="dimmed" truncate title={p.propertyAddress ?? undefined}>
            {p.propertyAddress ?? 'N/A'}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="sm">
          <Box>
            <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
              Video status
            </Text>
            <Text fz="sm" truncate>
              {p.videoStatus}
            </Text>
          </Box>
          <Box>
            <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
              {p.projectCompleteDate ? 'Completed' : 'Delivery date'}
            </Text>
            <Text fz="sm">
              {p.projectCompleteDate ? formatDate(p.projectCompleteDate) : p.deliveryDate ? formatDate(p.deliveryDate) : 'N/A'}
            </Text>
          </Box>
        </SimpleGrid>
      </Card>
    </UnstyledButton>
  );
}

export function EditorProjectListPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<EditorTabStatus>('NEW_INVITE');
  const [plan, setPlan] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_EDITOR_PORTAL_MS);
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(EditorProjectListDocument, {
    variables: {
      status: tab,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      filter: plan ? { projectPlan: plan } : null,
      searchString: search || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  // A PM's new invitation shows at once, with its dot.
  useSubscription(EditorInvitedDocument, { onData: () => void refetch() });
  const shown = data ?? previousData;
  const invites = shown?.getActiveProjectList.inviteCount ?? 0;

  const open = (p: Card) =>
    void navigate(
      tab === 'NEW_INVITE'
        ? EDITOR_PATHS.invitation(p.id)
        : tab === 'COMPLETED'
          ? EDITOR_PATHS.taskDetail(p.id, 'completed')
          : EDITOR_PATHS.taskDetail(p.id),
    );

  let body;
  if (error) body = <ErrorPanel error={error} title="Could not load the projects" />;
  else if (!shown)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={190} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (!shown.getActiveProjectList.projects.length)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {EMPTY[tab]}
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.getActiveProjectList.projects.map((p) => (
          <ProjectCard key={p.id} p={p} tab={tab} onOpen={() => open(p)} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Box>
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
          Editor Portal
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          My projects
        </Title>
      </Box>
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab((v as EditorTabStatus) ?? 'NEW_INVITE');
          setPage(1);
        }}
      >
        <Tabs.List>
          {EDITOR_TABS.map((t) => (
            <Tabs.Tab key={t.status} value={t.status} fw={600}>
              {t.status === 'NEW_INVITE' ? (
                // the tab keeps its label as its name; the count is read after it (an aria-label here replaced it)
                <Indicator disabled={!invites} color="red" size={9} offset={-2} position="top-end" processing>
                  <Box pr={invites ? 8 : 0} data-testid={invites ? 'invite-dot' : undefined}>
                    {t.label}
                    {invites ? <VisuallyHidden>{`, ${invites} new invites`}</VisuallyHidden> : null}
                  </Box>
                </Indicator>
              ) : (
                t.label
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ProjectFilters text={text} plan={plan} onText={setText} onPlan={setPlan} onChanged={() => setPage(1)} />
      {body}
      {shown && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={shown.getActiveProjectList.totalCount}
          onChange={setPage}
          label="Project pages"
          withEdges
        />
      )}
    </Stack>
  );
}
