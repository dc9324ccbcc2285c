import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Badge, Box, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { DEAL_GLOBAL_SEARCH_ROLES, DEAL_SEARCH_FIELDS, DEALS_MESSAGES, SEARCH_DEBOUNCE_MS } from '@vms/shared';
import { DealsDocument, type DealsQuery } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager, formatTotal } from '../../../ui/Pager';
import { PlanIcon } from '../components/PlanIcon';
import { DealPipeline } from '../components/DealPipeline';
import { DEALS_BASE } from '../deals-paths';
import { formatDay, stageLabel, STATUS_COLOURS } from '../deals-format';
import { dealsFilter, useDealsList, type DealSearchField } from '../deals-state';

type Row = DealsQuery['deals']['dealData'][number];

function DebouncedText({
  value,
  onChange,
  label,
  placeholder,
  maw,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
  maw?: number;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
  }, [debounced, value, onChange]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      maw={maw}
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}

/** MM/dd/yyyy → the picker's yyyy-MM-dd, and back. */
const toPicker = (us: string) => (us ? `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}` : null);
const fromPicker = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

function Filters({
  field,
  value,
  onField,
  onValue,
}: {
  field: DealSearchField;
  value: string;
  onField: (f: DealSearchField) => void;
  onValue: (v: string) => void;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Search by"
        data={[...DEAL_SEARCH_FIELDS]}
        value={field}
        onChange={(v) => v && onField(v as DealSearchField)}
        allowDeselect={false}
        w={170}
      />
      {field === 'Start Date' ? (
        <DatePickerInput
          label="Start Date"
          placeholder="MM/DD/YYYY"
          valueFormat="MM/DD/YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={toPicker(value)}
          onChange={(v) => onValue(fromPicker(v))}
          clearable
          previousLabel="Previous month"
          nextLabel="Next month"
          w={220}
        />
      ) : field !== 'All' ? (
        <DebouncedText
          key={field}
          label={field}
          placeholder={field === 'Status' ? 'e.g. ACTIVE' : 'Deal name'}
          value={value}
          onChange={onValue}
          maw={360}
        />
      ) : null}
    </Group>
  );
}

function Person({ name, role }: { name: string | null | undefined; role: string }) {
  return (
    <Text fz="sm" c={name ? undefined : 'dimmed'} truncate>
      {name ? `${name} (${role})` : 'N/A'}
    </Text>
  );
}

function DealRow({ d, onOpen }: { d: Row; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Open deal ${d.dealName}`}
      data-testid="deal-row"
      style={{ display: 'block', width: '100%' }}
    >
      <Paper withBorder radius="md" p="sm" className="deal-row">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <PlanIcon dealType={d.dealType} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {d.dealName}
              </Text>
              <Badge color={STATUS_COLOURS[d.status] ?? 'blue'} variant="light" style={{ flexShrink: 0 }} data-testid="deal-status">
                {d.status}
              </Badge>
            </Group>
            <Group gap="md" mt={4} wrap="wrap" style={{ rowGap: 2 }}>
              <Text fz="sm" fw={d.dealStage === 'closedwon' ? 600 : 400} c={d.dealStage === 'closedwon' ? 'teal.9' : 'dimmed'}>
                {stageLabel(d.dealStage)}
              </Text>
              <Person name={d.projectManager} role="PM" />
              <Person name={d.projectEditor} role="Editor" />
              <Text fz="sm">PIF: {d.pif ?? 'N/A'}</Text>
              <Text fz="sm" c="dimmed" data-testid="deal-start">
                {formatDay(d.startDate)}
              </Text>
            </Group>
          </Box>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * `/sales-portal/deals/` (the login target, part A §2) redirects to `/sales-portal/deals` (DECISIONS.md), keeping the
 * query; the router matches both, so the page itself replaces the address.
 */
export function DealsListPage() {
  const { pathname, search, hash } = useLocation();
  if (pathname !== DEALS_BASE && pathname.replace(/\/+$/, '') === DEALS_BASE)
    return <Navigate to={{ pathname: DEALS_BASE, search, hash }} replace />;
  return <DealsList />;
}

function DealsList() {
  const navigate = useNavigate();
  const auth = useAuth();
  const state = useDealsList();
  const withGlobal = !!auth && DEAL_GLOBAL_SEARCH_ROLES.includes(auth.role);
  const { data, error, previousData } = useQuery(DealsDocument, {
    variables: {
      input: {
        limit: state.limit,
        offset: state.offset,
        filter: dealsFilter(state.field, state.value),
        ...(withGlobal && state.global ? { globalSearchText: state.global } : {}),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const total = shown?.deals.totalCount;

  let body;
  if (error && !isAuthError(error)) body = <ErrorPanel error={error} title="Could not load the deals" />;
  else if (!shown) body = <Skeleton h={420} radius="md" aria-label="Loading deals" />;
  else if (shown.deals.totalCount === 0 || shown.deals.dealData.length === 0)
    body = (
      <Text c="dimmed" py="xl" ta="center">
        {DEALS_MESSAGES.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {shown.deals.dealData.map((d) => (
          <DealRow key={d.dealId} d={d} onOpen={() => void navigate(`${DEALS_BASE}/${d.projectId}`)} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Box>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
            {DEALS_MESSAGES.header}
          </Text>
          <Group gap="xs" align="baseline">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {DEALS_MESSAGES.title}
            </Title>
            {total !== undefined && (
              <Badge size="lg" variant="light" data-testid="deal-count">
                {formatTotal(total)}
              </Badge>
            )}
          </Group>
        </Box>
        {withGlobal && (
          <DebouncedText
            label="Search all deals"
            placeholder="Name, status or stage"
            value={state.global}
            onChange={state.setGlobal}
            maw={320}
          />
        )}
      </Group>
      <DealPipeline />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Filters field={state.field} value={state.value} onField={state.setField} onValue={state.setValue} />
          {body}
          {total !== undefined && (
            <Pager page={state.page} pageSize={state.limit} total={total} onChange={state.setPage} label="Deal pages" withEdges />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
