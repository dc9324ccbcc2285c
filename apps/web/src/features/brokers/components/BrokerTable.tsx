import { Card, Center, Loader, Stack, Table, Text } from '@mantine/core';
import type { BrokerRowFragment } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { BrokerRow, type RowMode } from './BrokerRow';

/** One page of brokers with inline editing, the total, and pages of ten. */
export function BrokerTable({
  rows,
  totalCount,
  totalCountCapped = false,
  loading,
  error,
  mode,
  page,
  pageSize,
  onPage,
  onChanged,
  caption,
}: {
  rows: BrokerRowFragment[] | undefined;
  totalCount: number;
  /** A search stopped counting at its cap: the total shows as '1,000+'. */
  totalCountCapped?: boolean;
  loading: boolean;
  error: unknown;
  mode: RowMode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onChanged: () => void;
  caption: string;
}) {
  if (error) return <ErrorPanel error={error} />;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover aria-label={caption} aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Broker</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th ta="right">Active listings</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows?.map((b) => (
                // The key carries the saved values so a row starts fresh after a refetch changes them.
                <BrokerRow key={`${b.id}:${b.email}:${b.phone.join()}:${b.flagType}`} broker={b} mode={mode} onChanged={onChanged} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!rows && loading && (
          <Center py="xl">
            <Loader aria-label="Loading brokers" />
          </Center>
        )}
        {rows && rows.length === 0 && (
          <Text ta="center" c="dimmed" py="xl">
            No data found!
          </Text>
        )}
      </Card>
      <Pager page={page} pageSize={pageSize} total={totalCount} capped={totalCountCapped} onChange={onPage} label={`${caption} pages`} />
    </Stack>
  );
}
