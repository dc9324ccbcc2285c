import { Checkbox, Group, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { FLAG_PRIORITIES, FLAG_PRIORITY_COLORS, FLAG_TYPES } from '@vms/shared';
import { FlaggedBrokersDocument } from '../../../gql/graphql';
import { BrokerTable } from '../components/BrokerTable';
import { useDirectoryList } from '../use-directory-list';

const DEFAULTS = { emailNotFound: false, needsEvaluation: false, withNotesOnly: false, priority: [] as number[] };

/** /brokers-directory/flagged-records: flagged brokers by flag type, notes and priority; saving asks to confirm. */
export function FlaggedRecordsPage() {
  const list = useDirectoryList('flagged-records', DEFAULTS);
  const f = list.filters;
  const { data, previousData, loading, error, refetch } = useQuery(FlaggedBrokersDocument, {
    variables: { ...f, searchParams: null, searchString: null, limit: list.limit, offset: list.offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getFlaggedBrokers;
  const togglePriority = (p: number, on: boolean) =>
    list.setFilters({ priority: on ? [...f.priority, p].sort() : f.priority.filter((x) => x !== p) });

  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap" role="group" aria-label="Filters">
        <Checkbox
          label={FLAG_TYPES.emailNotFound}
          checked={f.emailNotFound}
          onChange={(e) => list.setFilters({ emailNotFound: e.currentTarget.checked })}
        />
        <Checkbox
          label={FLAG_TYPES.needsEvaluation}
          checked={f.needsEvaluation}
          onChange={(e) => list.setFilters({ needsEvaluation: e.currentTarget.checked })}
        />
        <Checkbox
          label="With notes only"
          checked={f.withNotesOnly}
          onChange={(e) => list.setFilters({ withNotesOnly: e.currentTarget.checked })}
        />
        {FLAG_PRIORITIES.map((p) => (
          <Checkbox
            key={p}
            label={`Priority ${p}`}
            color={FLAG_PRIORITY_COLORS[p]}
            checked={f.priority.includes(p)}
            onChange={(e) => togglePriority(p, e.currentTarget.checked)}
          />
        ))}
      </Group>
      <BrokerTable
        rows={page?.data}
        totalCount={page?.totalCount ?? 0}
        totalCountCapped={page?.totalCountCapped ?? false}
        loading={loading}
        error={error}
        mode="flagged"
        page={list.page}
        pageSize={list.limit}
        onPage={list.setPage}
        onChanged={() => void refetch()}
        caption="Flagged Records"
      />
    </Stack>
  );
}
