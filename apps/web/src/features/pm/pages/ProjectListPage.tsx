// /pm-portal/projects/project-list: Home — the projects in pages of 10 with a plan filter and a name search
// (part B §2.4). A card click checks the project first: a message shows on the card, a failure 'Something went wrong!!'.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { PAGE_SIZE, PM_MESSAGES, SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { PmProjectCheckDocument, PmProjectListDocument, type PmProjectListQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { PM_PATHS, STATUS_COLOURS } from '../pm-paths';
import { ProjectFilters } from '../../projects/components/ProjectFilters';

type Card = PmProjectListQuery['getActiveProjectList']['projects'][number];

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm" truncate title={value ?? undefined}>
        {value || 'N/A'}
      </Text>
    </Box>
  );
}

function ProjectCard({ p, note, onOpen }: { p: Card; note: string | null; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Open project ${p.projectName}`}
      data-testid="pm-project-card"
      style={{ display: 'block', height: '100%' }}
    >
      <Card withBorder radius="md" padding="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {p.projectName}
          </Text>
          <Badge color={STATUS_COLOURS[p.status] ?? 'blue'} variant="light" style={{ flexShrink: 0 }} data-testid="pm-project-status">
            {p.status}
          </Badge>
        </Group>
        <Group gap={6} mt={6}>
          <Badge variant="outline" size="sm">
            {p.planType}
          </Badge>
          {p.isNewDraft && (
            <Badge color="orange" size="sm" variant="filled">
              {p.badge ?? 'NEW DRAFT'}
            </Badge>
          )}
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
          <Field label="Asset type" value={p.assetType} />
          <Field label="Subtype" value={p.assetSubType} />
          <Field label="Video status" value={p.videoStatus} />
          <Field label="Start date" value={formatDate(p.startDate)} />
          <Field label="Delivery date" value={p.deliveryDate ? formatDate(p.deliveryDate) : null} />
        </SimpleGrid>
        {note && (
          <Alert mt="sm" color="orange" variant="light" p="xs" role="status">
            <Text fz="xs">{note}</Text>
          </Alert>
        )}
      </Card>
    </UnstyledButton>
  );
}

export function ProjectListPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [status, setStatus] = useState('ACTIVE');
  const [plan, setPlan] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const { data, previousData, error } = useQuery(PmProjectListDocument, {
    variables: {
      status,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      filter: plan ? { projectPlan: plan } : null,
      searchString: search || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;

  async function open(p: Card) {
    if (p.message) {
      setNotes((n) => ({ ...n, [p.id]: p.message! }));
      return;
    }
    try {
      const r = await client.query({ query: PmProjectCheckDocument, variables: { projectId: String(p.id) }, fetchPolicy: 'network-only' });
      if (!r.data?.getProjectDetails) throw new Error('no project');
      void navigate(status === 'ACTIVE' ? PM_PATHS.activeDetail(p.id) : PM_PATHS.detail(p.id));
    } catch {
      setNotes((n) => ({ ...n, [p.id]: PM_MESSAGES.somethingWrong }));
    }
  }

  let body;
  if (error) body = <ErrorPanel error={error} title="Could not load the projects" />;
  else if (!shown)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={230} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (!shown.getActiveProjectList.projects.length)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {PM_MESSAGES.noProjects}
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.getActiveProjectList.projects.map((p) => (
          <ProjectCard key={p.id} p={p} note={notes[p.id] ?? null} onOpen={() => void open(p)} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Box>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
            PM Portal
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Projects
          </Title>
        </Box>
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={[
            { value: 'ACTIVE', label: 'Active' },
            { value: 'COMPLETED', label: 'Completed' },
          ]}
          aria-label="Project status"
        />
      </Group>
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
