// The project list the PM and editor portals share (part B §2.4, §2.5): the portal's heading with its status switch,
// the plan filter and name search, the project cards in a grid and pages of 10. The portal gives its query's answer,
// its switch (the PM's Active/Completed, the editor's tabs) and what its cards show and open.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { PAGE_SIZE } from '@vms/shared';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { ProjectFilters } from './ProjectFilters';

/** The list's plan filter, name search (debounced by the portal's figure) and page. */
export function useProjectListFilters(debounceMs: number) {
  const [plan, setPlan] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), debounceMs);
  const [page, setPage] = useState(1);
  return {
    plan,
    setPlan,
    text,
    setText,
    page,
    setPage,
    /** The query's paging, plan filter and search. */
    variables: {
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      filter: plan ? { projectPlan: plan } : null,
      searchString: search || null,
    },
  };
}

export type ProjectListFilters = ReturnType<typeof useProjectListFilters>;

export function CardField({ label, value }: { label: string; value: string | null | undefined }) {
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

interface ProjectCardProps {
  project: { id: number; projectName: string; planType: string; propertyAddress?: string | null };
  /** The card's status badge. */
  status: { label: string; color: string; testId?: string };
  testId: string;
  /** Badges after the plan's (the PM's NEW DRAFT). */
  badges?: ReactNode;
  /** The fields in two columns under the address. */
  fields: ReactNode;
  /** Under the fields (the PM's note after a failed open). */
  footer?: ReactNode;
  onOpen: () => void;
}

export function ProjectCard({ project: p, status, testId, badges, fields, footer, onOpen }: ProjectCardProps) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Open project ${p.projectName}`}
      data-testid={testId}
      style={{ display: 'block', height: '100%' }}
    >
      <Card withBorder radius="md" padding="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {p.projectName}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }} data-testid={status.testId}>
            {status.label}
          </Badge>
        </Group>
        <Group gap={6} mt={6}>
          <Badge variant="outline" size="sm">
            {p.planType}
          </Badge>
          {badges}
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
          {fields}
        </SimpleGrid>
        {footer}
      </Card>
    </UnstyledButton>
  );
}

interface ProjectListProps<P extends { id: number }> {
  /** 'PM Portal', 'Editor Portal': the line above the title. */
  portal: string;
  title: string;
  /** A status switch beside the title (the PM's). */
  aside?: ReactNode;
  /** A status switch under the title (the editor's tabs). */
  below?: ReactNode;
  filters: ProjectListFilters;
  /** The query's answer (or the previous one while the next loads) and error. */
  shown: { projects: P[]; totalCount: number } | undefined;
  error: unknown;
  /** The placeholders while the first page loads. */
  skeletons: { count: number; height: number };
  empty: string;
  card: (p: P) => ReactNode;
}

export function ProjectList<P extends { id: number }>({
  portal,
  title,
  aside,
  below,
  filters,
  shown,
  error,
  skeletons,
  empty,
  card,
}: ProjectListProps<P>) {
  let body;
  if (error) body = <ErrorPanel error={error} title="Could not load the projects" />;
  else if (!shown)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: skeletons.count }, (_, i) => (
          <Skeleton key={i} h={skeletons.height} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (!shown.projects.length)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.projects.map(card)}
      </SimpleGrid>
    );

  const heading = (
    <Box>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
        {portal}
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
    </Box>
  );
  const { text, plan, setText, setPlan, setPage, page } = filters;
  return (
    <Stack gap="md">
      {aside ? (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {below}
      <ProjectFilters text={text} plan={plan} onText={setText} onPlan={setPlan} onChanged={() => setPage(1)} />
      {body}
      {shown && <Pager page={page} pageSize={PAGE_SIZE} total={shown.totalCount} onChange={setPage} label="Project pages" withEdges />}
    </Stack>
  );
}
