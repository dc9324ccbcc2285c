// The PM portal's frame (part B §2.2, §2.4): a sidebar with Home, Video Review (the review feature's list) and Project Assets (a searchable list that loads
// more as it scrolls), beside the page. On a phone the sidebar folds into a drawer.
import { useEffect, useRef, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Burger, Drawer, Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHome, IconMovie, IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE, PM_MESSAGES, SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { PmProjectAssetsDocument } from '../../../gql/graphql';
import { PM_PATHS } from '../pm-paths';

function ProjectAssets({ onPick }: { onPick?: () => void }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, fetchMore } = useQuery(PmProjectAssetsDocument, {
    variables: { searchString: search, limit: PAGE_SIZE, offset: 0 },
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
          searchProjectByName: { ...fetchMoreResult.searchProjectByName, projects: [...prev.searchProjectByName.projects, ...fetchMoreResult.searchProjectByName.projects] },
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
              to={PM_PATHS.folders(p.id)}
              onClick={onPick}
              label={<Text fz="sm" truncate title={p.projectName}>{p.projectName}</Text>}
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

function Sidebar({ onPick }: { onPick?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" h="100%">
      <NavLink
        component={RouterNavLink}
        to={PM_PATHS.list}
        label="Home"
        leftSection={<IconHome size={18} aria-hidden />}
        active={pathname === PM_PATHS.list}
        onClick={onPick}
      />
      <NavLink
        component={RouterNavLink}
        to={PM_PATHS.videoReview}
        label="Video Review"
        leftSection={<IconMovie size={18} aria-hidden />}
        active={pathname.startsWith(PM_PATHS.videoReview)}
        onClick={onPick}
      />
      <ProjectAssets onPick={onPick} />
    </Stack>
  );
}

export function PmLayout() {
  const [open, setOpen] = useState(false);
  // One tree at every width (the sidebar and the phone bar are shown by CSS), so resizing never remounts the page.
  return (
    <Box maw={1400} mx="auto" w="100%">
      <Group gap="xs" mb="sm" hiddenFrom="md">
        <Burger opened={open} onClick={() => setOpen((o) => !o)} size="sm" aria-label="Open the PM menu" />
        <Badge variant="light" size="lg">
          PM Portal
        </Badge>
      </Group>
      <Drawer opened={open} onClose={() => setOpen(false)} title="PM Portal" size="85%" hiddenFrom="md">
        <nav aria-label="PM portal menu">
          <Sidebar onPick={() => setOpen(false)} />
        </nav>
      </Drawer>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box
          component="nav"
          aria-label="PM portal"
          visibleFrom="md"
          w={260}
          style={{ flexShrink: 0, position: 'sticky', top: 80 }}
          bg="white"
          p="xs"
          bd="1px solid var(--mantine-color-gray-3)"
          bdrs="md"
        >
          <Sidebar />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </Box>
  );
}
