// The three views over getBrokersDirectory: missing details, updated records, and the advance search.
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { BROKER_SEARCH_FIELDS, BROKER_SORT_OPTIONS } from '@vms/shared';
import { BrokersDirectoryDocument, type BrokersDirectoryQueryVariables } from '../../../gql/graphql';
import { BrokerTable } from '../components/BrokerTable';
import type { RowMode } from '../components/BrokerRow';
import { useDirectoryList, type DirectoryView } from '../use-directory-list';

function DirectoryList({
  view,
  variables,
  mode,
  caption,
}: {
  view: DirectoryView;
  variables: Partial<BrokersDirectoryQueryVariables>;
  mode: RowMode;
  caption: string;
}) {
  const list = useDirectoryList(view, {});
  const { data, previousData, loading, error, refetch } = useQuery(BrokersDirectoryDocument, {
    variables: {
      missingEmail: null,
      missingPhone: null,
      newBroker: null,
      updatedRecords: null,
      searchParams: null,
      searchString: null,
      sortParams: null,
      ...variables,
      limit: list.limit,
      offset: list.offset,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getBrokersDirectory;
  return (
    <BrokerTable
      rows={page?.data}
      totalCount={page?.totalCount ?? 0}
      totalCountCapped={page?.totalCountCapped ?? false}
      loading={loading}
      error={error}
      mode={mode}
      page={list.page}
      pageSize={list.limit}
      onPage={list.setPage}
      onChanged={() => void refetch()}
      caption={caption}
    />
  );
}

/** /brokers-directory/update-missing-details: brokers without an e-mail or a phone, editable inline. */
export function UpdateMissingDetailsPage() {
  return (
    <DirectoryList
      view="update-missing-details"
      variables={{ missingEmail: true, missingPhone: true }}
      mode="edit"
      caption="Brokers missing details"
    />
  );
}

/** /brokers-directory/updated-records: brokers someone updated, latest first; a row edits behind its pencil. */
export function UpdatedRecordsPage() {
  return <DirectoryList view="updated-records" variables={{ updatedRecords: true }} mode="toggle" caption="Updated Records" />;
}

const FIELD_LABELS: Record<(typeof BROKER_SEARCH_FIELDS)[number], string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  email: 'Email',
};

/** /brokers-directory/advance-search: the header search over the chosen fields, with the three sort options. */
export function AdvanceSearchPage() {
  const list = useDirectoryList('advance-search', { sortParams: '', searchParams: [] as string[] });
  const { sortParams, searchParams } = list.filters;
  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Select
          label="Sort"
          data={BROKER_SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={sortParams}
          onChange={(v) => list.setFilters({ sortParams: v ?? '' })}
          allowDeselect={false}
          w={240}
        />
        <Checkbox.Group
          label="Search in"
          value={searchParams}
          onChange={(v) => list.setFilters({ searchParams: v })}
          description="All fields when none is ticked"
        >
          <Group gap="md" mt={6}>
            {BROKER_SEARCH_FIELDS.map((f) => (
              <Checkbox key={f} value={f} label={FIELD_LABELS[f]} />
            ))}
          </Group>
        </Checkbox.Group>
      </Group>
      {list.search ? (
        <Text c="dimmed" fz="sm">
          Results for “{list.search}”
        </Text>
      ) : (
        <Text c="dimmed" fz="sm">
          Type in the search box above to narrow the directory.
        </Text>
      )}
      <DirectoryList
        view="advance-search"
        variables={{ searchString: list.search || null, searchParams, sortParams }}
        mode="edit"
        caption="Search results"
      />
    </Stack>
  );
}
