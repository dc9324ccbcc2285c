import { useEffect, useState } from 'react';
import { Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { usePersistedState } from '../../../lib/persisted-state';
import { CountBadges } from '../components/CountBadges';

const BASE = '/brokers-directory';
export const DIRECTORY_TABS = [
  { value: 'update-missing-details', label: 'Update Missing Details' },
  { value: 'updated-records', label: 'Updated Records' },
  { value: 'flagged-records', label: 'Flagged Records' },
  { value: 'HS-out-of-sync', label: 'HS Non Sync' },
  { value: 'advance-search', label: 'Advance Search' },
] as const;

/** /brokers-directory: the live badges, the views as tabs, and the header search box that drives Advance Search. */
export function BrokersDirectoryLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.slice(BASE.length + 1).split('/')[0] ?? '';
  const { state, update } = usePersistedState('brokersDirectory');
  const [text, setText] = useState(state.search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced === state.search) return;
    update({ search: debounced, page: 1, offset: 0 });
    if (debounced && current !== 'advance-search') void navigate(`${BASE}/advance-search`);
  }, [debounced, state.search, update, current, navigate]);

  return (
    <Stack gap="lg" maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={6}>
          <Title order={1}>Broker&apos;s Directory</Title>
          <CountBadges />
        </Stack>
        <TextInput
          aria-label="Search brokers"
          placeholder="Search brokers"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
      </Group>
      <Tabs value={current} onChange={(v) => v && void navigate(`${BASE}/${v}`)} keepMounted={false}>
        <Tabs.List>
          {DIRECTORY_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
