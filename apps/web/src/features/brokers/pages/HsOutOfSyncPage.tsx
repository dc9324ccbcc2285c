import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { hsExportFileName } from '@vms/shared';
import { HsOutOfSyncDocument } from '../../../gql/graphql';
import { DATE_FORMAT, formatTimestamp } from '../../../lib/format';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { toastError } from '../../../ui/toast';
import { downloadExport } from '../export-file';
import { useDirectoryList } from '../use-directory-list';

const DEFAULTS = { startDate: null as string | null, endDate: null as string | null };

/** /brokers-directory/HS-out-of-sync ('HS Non Sync'): brokers the CRM does not have as VMS has them, with an export. */
export function HsOutOfSyncPage() {
  const list = useDirectoryList('HS-out-of-sync', DEFAULTS);
  const applied = list.filters;
  const [start, setStart] = useState<string | null>(applied.startDate);
  const [end, setEnd] = useState<string | null>(applied.endDate);
  const [exporting, setExporting] = useState(false);
  const filter = applied.startDate && applied.endDate ? { startDate: applied.startDate, endDate: applied.endDate } : null;
  const { data, previousData, loading, error } = useQuery(HsOutOfSyncDocument, {
    variables: { input: { limit: list.limit, offset: list.offset, filter } },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getHsOutOfSyncData;

  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadExport(filter?.startDate, filter?.endDate, hsExportFileName(filter?.startDate, filter?.endDate));
    } catch (err) {
      toastError((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateInput
          label="Start date"
          placeholder={DATE_FORMAT}
          valueFormat={DATE_FORMAT}
          value={start}
          onChange={setStart}
          clearable
          w={170}
        />
        <DateInput
          label="End date"
          placeholder={DATE_FORMAT}
          valueFormat={DATE_FORMAT}
          value={end}
          onChange={setEnd}
          minDate={start ?? undefined}
          clearable
          w={170}
        />
        <Button
          leftSection={<IconFilter size={16} />}
          disabled={!start || !end}
          onClick={() => list.setFilters({ startDate: dayjs(start).format('YYYY-MM-DD'), endDate: dayjs(end).format('YYYY-MM-DD') })}
        >
          Filter
        </Button>
        {filter && (
          <Button
            variant="subtle"
            onClick={() => {
              setStart(null);
              setEnd(null);
              list.setFilters(DEFAULTS);
            }}
          >
            Clear filter
          </Button>
        )}
        <Button ml="auto" variant="light" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportFile}>
          Export
        </Button>
      </Group>
      {error ? (
        <ErrorPanel error={error} />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={1100}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped aria-label="HS Non Sync" aria-busy={loading}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Broker</Table.Th>
                  <Table.Th>Email in VMS</Table.Th>
                  <Table.Th>Email in CRM</Table.Th>
                  <Table.Th>Phone in VMS</Table.Th>
                  <Table.Th>Updated in VMS</Table.Th>
                  <Table.Th>Last pushed to CRM</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page?.data.map((r) => (
                  <Table.Tr key={r.broker.id}>
                    <Table.Td>
                      <Text fw={600}>
                        {r.broker.firstName} {r.broker.lastName}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {r.broker.company ?? 'Not Specified'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.broker.email ?? '—'}</Table.Td>
                    <Table.Td c={r.lastPushedAt && r.crmEmail !== r.broker.email ? 'orange.9' : undefined}>{r.crmEmail ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.broker.phone.join(', ') || '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {r.broker.brokerUpdatedAt ? formatTimestamp(r.broker.brokerUpdatedAt) : '—'}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text fz="sm">{r.lastPushedAt ? formatTimestamp(r.lastPushedAt) : 'Never'}</Text>
                      {r.crmSyncError && (
                        <Text fz="xs" c="red.8" maw={220} style={{ whiteSpace: 'normal' }}>
                          {r.crmSyncError}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {!page && loading && (
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          )}
          {page && page.data.length === 0 && (
            <Text ta="center" c="dimmed" py="xl">
              No data found!
            </Text>
          )}
        </Card>
      )}
      <Pager page={list.page} pageSize={list.limit} total={page?.totalCount ?? 0} onChange={list.setPage} label="HS Non Sync pages" />
    </Stack>
  );
}
