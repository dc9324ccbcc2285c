// The sidebar's Project Assets (part B §2.2, §2.5): a searchable list of the viewer's projects that loads more as it
// scrolls; the PM and editor portals mount it, each linking to its own folders route.
import { useEffect, useRef, useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE, PM_MESSAGES } from '@vms/shared';
import { ProjectAssetsDocument } from '../../../gql/graphql';

interface Props {
  onPick?: () => void;
  linkTo: (projectId: number) => string;
  /** 200 ms in the PM portal, 300 ms in the editor portal (part B §9). */
  debounceMs: number;
  isEditorPortal?: boolean;
}

export function ProjectAssetsNav({ onPick, linkTo, debounceMs, isEditorPortal = false }: Props) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), debounceMs);
  const { data, loading, fetchMore } = useQuery(ProjectAssetsDocument, {
    variables: { searchString: search, limit: PAGE_SIZE, offset: 0, isEditorPortal },
  });
  const items = data?.searchProjectByName.projects ?? [];
  const total = data?.searchProjectByName.totalCount ?? 0;
  const [more, setMore] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  // Infinite list: the next page loads when the end of the list scrolls into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || items.length >= total) return;
    const io = new IntersectionObserver((entries) => {
      if (!entries[0]?.isIntersecting || more) return;
      setMore(true);
      void fetchMore({
        variables: { offset: items.length },
        updateQuery: (prev, { fetchMoreResult }) => ({
          searchProjectByName: {
            ...fetchMoreResult.searchProjectByName,
            projects: [...prev.searchProjectByName.projects, ...fetchMoreResult.searchProjectByName.projects],
          },
        }),
      }).finally(() => setMore(false));
    });
    io.observe(el);
    return () => io.disconnect();
  }, [items.length, total, more, fetchMore]);

  return (
    <Stack gap="xs" style={{ minHeight: 0, flex: 1 }}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" style={{ letterSpacing: 0.6 }}>
        Project Assets
      </Text>
      <TextInput
        size="xs"
        mx="sm"
        placeholder="Search projects"
        aria-label="Search project assets"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto" aria-label="Project assets">
        <Stack gap={0} data-testid="project-assets">
          {items.map((p) => (
            <NavLink
              key={p.id}
              component={RouterNavLink}
              to={linkTo(p.id)}
              onClick={onPick}
              label={
                <Text fz="sm" truncate title={p.projectName}>
                  {p.projectName}
                </Text>
              }
              description={`#${p.id} · ${p.planType}`}
            />
          ))}
          {!loading && !items.length && (
            <Text c="dimmed" fz="sm" px="sm" py="xs">
              {PM_MESSAGES.noProjects}
            </Text>
          )}
          <div ref={sentinel} style={{ height: 1 }} />
          {(loading || more) && (
            <Group justify="center" py="xs">
              <Loader size="xs" aria-label="Loading projects" />
            </Group>
          )}
          {!loading && items.length > 0 && items.length >= total && (
            <Text c="dimmed" fz="xs" ta="center" py="xs">
              No more data to load.
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
