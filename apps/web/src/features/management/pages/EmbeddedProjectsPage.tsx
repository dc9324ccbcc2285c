// /management-portal/embed/active-projects: VMS's own embeddable table of the viewer's active projects, the page the
// management frame shows when no MANAGEMENT_IFRAME_URL is configured (part A §2, §6; docs/adr/0013). Made to be
// framed: no app shell, read-only, the same data the viewer's own list shows; opening a project leaves the frame.
import { useDeferredValue, useState } from 'react';
import { Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { MANAGEMENT_MESSAGES, PAGE_SIZE } from '@vms/shared';
import { ManagementProjectsDocument, type ProjectRowFragment } from '../../../gql/graphql';
import { isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { ProjectTable } from '../../projects/components/ProjectTable';
import { detailPath } from '../management-state';

/** The page that holds the frame, or this window when the page is opened on its own. */
function hostWindow(): Window {
  try {
    return window.top ?? window;
  } catch {
    return window;
  }
}

export function EmbeddedProjectsPage() {
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE_SIZE;
  const { data, error } = useQuery(ManagementProjectsDocument, { variables: { trackStatus: 'ACTIVE', limit: PAGE_SIZE, offset } });
  // the table renders in the background, in slices, instead of in the one task its answer arrives in
  const list = useDeferredValue(data?.getProjects);
  const hrefOf = (p: ProjectRowFragment) => detailPath('active-projects', p);
  // A project opens in the page around the frame, with its Back button leading to the active projects again.
  const open = (p: ProjectRowFragment) => hostWindow().location.assign(hrefOf(p));

  let body;
  if (error && !isAuthError(error)) body = <ErrorPanel error={error} title="Could not load the projects" />;
  else if (!list) body = <Skeleton h={320} radius="md" aria-label="Loading projects" />;
  else if (list.totalCount === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {MANAGEMENT_MESSAGES.noActiveProjects}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        <ProjectTable projects={list.projects} hrefOf={hrefOf} onOpen={open} />
        <Pager page={page} pageSize={PAGE_SIZE} total={list.totalCount} onChange={setPage} label="Active projects pages" />
      </Stack>
    );

  return (
    <Box component="main" p={{ base: 'xs', sm: 'md' }} bg="white" mih="100dvh">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1} fz="lg">
            Active Projects
          </Title>
          {list && list.totalCount > 0 && (
            <Text fz="sm" c="dimmed">
              {list.totalCount} {list.totalCount === 1 ? 'project' : 'projects'}
            </Text>
          )}
        </Group>
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }} aria-busy={!list || undefined}>
          {body}
        </Paper>
      </Stack>
    </Box>
  );
}
