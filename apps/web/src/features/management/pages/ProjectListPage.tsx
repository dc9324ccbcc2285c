import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { IFRAME_ROLES, MANAGEMENT_MESSAGES, SEARCH_DEBOUNCE_MS, managementDetailPath, type ManagementSlug } from '@vms/shared';
import {
  ManagementAttentionProjectsDocument,
  ManagementIframeDocument,
  ManagementProjectSearchDocument,
  ManagementProjectsDocument,
  type ProjectRowFragment,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { ProjectTable } from '../../projects/components/ProjectTable';
import { slugInfo, useManagementList } from '../management-state';

const EMPTY: Record<ManagementSlug, string> = {
  'active-projects': MANAGEMENT_MESSAGES.noActiveProjects,
  completed: MANAGEMENT_MESSAGES.noCompletedProjects,
  'need-my-attention': MANAGEMENT_MESSAGES.noAttentionProjects,
};

/** One page of the slug's list: the search (active list), or the plain list of the track status, or Need My Attention. */
function useProjectPage(slug: ManagementSlug, page: { limit: number; offset: number; search: string }) {
  const trackStatus = slug === 'completed' ? 'COMPLETED' : 'ACTIVE';
  const vars = { limit: page.limit, offset: page.offset };
  const searching = slug === 'active-projects' && page.search.length > 0;
  const list = useQuery(ManagementProjectsDocument, {
    variables: { ...vars, trackStatus },
    skip: slug === 'need-my-attention' || searching,
  });
  const search = useQuery(ManagementProjectSearchDocument, {
    variables: { ...vars, trackStatus, searchText: page.search },
    skip: !searching,
  });
  const attention = useQuery(ManagementAttentionProjectsDocument, { variables: vars, skip: slug !== 'need-my-attention' });
  const result = searching ? search : slug === 'need-my-attention' ? attention : list;
  const data = searching
    ? search.data?.projectSearch
    : slug === 'need-my-attention'
      ? attention.data?.getAttentionProjects
      : list.data?.getProjects;
  return { data, loading: result.loading, error: result.error, searching };
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);
  return (
    <TextInput
      label="Search projects"
      placeholder="Project name"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      maw={420}
    />
  );
}

function NativeList({ slug }: { slug: ManagementSlug }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useManagementList(slug);
  const { data: fresh, loading, error, searching } = useProjectPage(slug, state);
  // the table renders in the background, in slices, instead of in the one task its answer arrives in
  const data = useDeferredValue(fresh);
  const open = (p: ProjectRowFragment) => {
    state.rememberList(pathname);
    void navigate(managementDetailPath(slug, p));
  };
  // A page past the end (the list shrank since) goes back to the last page.
  useEffect(() => {
    if (data && data.projects.length === 0 && data.totalCount > 0 && state.page > 1)
      state.setPage(Math.ceil(data.totalCount / state.limit));
  }, [data, state]);

  let body;
  if (error && !isAuthError(error)) body = <ErrorPanel error={error} title="Could not load the projects" />;
  else if (!data) body = <Skeleton h={360} radius="lg" aria-label="Loading projects" />;
  else if (data.totalCount === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {searching ? MANAGEMENT_MESSAGES.noSearchResults : EMPTY[slug]}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        <ProjectTable projects={data.projects} hrefOf={(p) => managementDetailPath(slug, p)} onOpen={open} />
        <Pager
          page={state.page}
          pageSize={state.limit}
          total={data.totalCount}
          capped={'totalCountCapped' in data && data.totalCountCapped === true}
          onChange={state.setPage}
          label={`${slugInfo(slug).tab} pages`}
        />
      </Stack>
    );
  return (
    <Stack gap="md">
      {slug === 'active-projects' && <SearchBox value={state.search} onSearch={state.setSearch} />}
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} aria-busy={loading || undefined}>
        {body}
      </Paper>
    </Stack>
  );
}

/** {base}/active-projects, need-my-attention and completed (part A §2 "Management portal"). */
export function ProjectListPage({ slug }: { slug: ManagementSlug }) {
  const auth = useAuth();
  const framed = slug === 'active-projects' && !!auth && IFRAME_ROLES.includes(auth.role);
  // asked each time the frame shows: VMS's own table is opened by a signed URL that expires (docs/adr/0013)
  const frame = useQuery(ManagementIframeDocument, { skip: !framed, fetchPolicy: 'network-only' });
  if (framed && !frame.data && !frame.error) return <Skeleton h={360} radius="lg" aria-label="Loading projects" />;
  const iframe = frame.data?.getIframe.iframe;
  if (framed && iframe) {
    return (
      <Box
        component="iframe"
        src={iframe}
        title="Active Projects"
        w="100%"
        h="calc(100dvh - 200px)"
        style={{ border: 0, borderRadius: 12, minHeight: 480 }}
      />
    );
  }
  return <NativeList slug={slug} />;
}
