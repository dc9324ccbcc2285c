// /assets-listing (part B §2.1, §6): search and a date range, Reset Search, Export (VIDPITCH_ADMIN), the columns with
// the GIF preview, STATUS and MODIFIED DATE, ACTION for the admin only; 10 a page; refreshed live (listUpdatedVideos).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { assetsSearchFormSchema, PAGE_SIZE, ROLES, VIDPITCH_MESSAGES as M } from '@vms/shared';
import {
  ListUpdatedVideosDocument,
  ListVideosDocument,
  RerenderVideoDocument,
  ResendVideoEmailDocument,
  type ListVideosQuery,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { saveBlob } from '../../../lib/save-blob';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager } from '../../../ui/Pager';
import { PublicFrame } from '../components/PublicFrame';
import { mmddyyyy } from '../format';

type Row = ListVideosQuery['listVideos']['videoDetails'][number];
const slash = (d: string | null) => (d ? d.replaceAll('-', '/') : null);
const draftPath = (r: Row) => `/${r.uuid}/video-draft`;

export function AssetsListingPage() {
  const auth = useAuth();
  const isAdmin = auth?.role === ROLES.VIDPITCH_ADMIN;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState({ search: '', startDate: '', endDate: '' });
  const [filter, setFilter] = useState({ search: '', startDate: null as string | null, endDate: null as string | null });
  const [error, setError] = useState<string | null>(null);
  const [gif, setGif] = useState<Row | null>(null);
  const q = useQuery(ListVideosDocument, {
    variables: {
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      search: filter.search || null,
      startDate: slash(filter.startDate),
      endDate: slash(filter.endDate),
    },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(ListUpdatedVideosDocument, { onData: () => void q.refetch() });

  const search = () => {
    const parsed = assetsSearchFormSchema.safeParse({
      search: form.search,
      startDate: form.startDate || null,
      endDate: form.endDate || null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setPage(1);
    setFilter({ search: form.search.trim(), startDate: form.startDate || null, endDate: form.endDate || null });
  };
  const reset = () => {
    setForm({ search: '', startDate: '', endDate: '' });
    setFilter({ search: '', startDate: null, endDate: null });
    setError(null);
    setPage(1);
  };
  const exportXlsx = async () => {
    try {
      const res = await fetch('/api/export-video-data', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth?.token ?? ''}` },
        body: JSON.stringify({
          role: auth?.role,
          user_id: auth?.userId,
          role_check: true,
          search: filter.search,
          start_date: filter.startDate ?? '',
          end_date: filter.endDate ?? '',
        }),
      });
      if (!res.ok) throw new Error();
      saveBlob(await res.blob(), `video-assets-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      toastError(M.exportFailed);
    }
  };

  const data = q.data?.listVideos;
  return (
    <PublicFrame size="xl" signedIn>
      <Group justify="space-between" mb="md">
        <Title order={1} fz="xl">
          Video Assets
        </Title>
        {isAdmin && (
          <Button onClick={() => void exportXlsx()} variant="light">
            Export
          </Button>
        )}
      </Group>
      <Paper withBorder p="sm" radius="md" mb="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Search"
            placeholder="Property, broker or address"
            value={form.search}
            onChange={(e) => setForm({ ...form, search: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && search()}
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label="Start Date"
            type="date"
            value={form.startDate}
            onChange={(e) => setForm({ ...form, startDate: e.currentTarget.value })}
            w={170}
          />
          <TextInput
            label="End Date"
            type="date"
            value={form.endDate}
            onChange={(e) => setForm({ ...form, endDate: e.currentTarget.value })}
            w={170}
          />
          <Button onClick={search}>Search</Button>
          <Button variant="subtle" onClick={reset}>
            Reset Search
          </Button>
        </Group>
        {error && (
          <Text c="red" fz="sm" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </Paper>
      {q.error && !data ? (
        <ErrorPanel error={q.error} />
      ) : !data ? (
        <Skeleton h={400} />
      ) : data.totalCount === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {M.noAssets}
        </Text>
      ) : (
        <Stack>
          <ScrollArea type="auto">
            <Table highlightOnHover striped miw={900} verticalSpacing="sm" aria-label="Video assets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>PROPERTY</Table.Th>
                  <Table.Th>BROKER</Table.Th>
                  <Table.Th>ADDRESS</Table.Th>
                  <Table.Th>URL</Table.Th>
                  <Table.Th>STATUS</Table.Th>
                  <Table.Th>MODIFIED DATE</Table.Th>
                  {isAdmin && <Table.Th>ACTION</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.videoDetails.map((r) => (
                  // The property's name is the row's link (keyboard, screen readers); a click elsewhere on the row opens it too.
                  <Table.Tr key={r.uuid} style={{ cursor: 'pointer' }} onClick={() => void navigate(draftPath(r))}>
                    <Table.Td>
                      <Anchor component={Link} to={draftPath(r)} fw={600} fz="sm" onClick={(e) => e.stopPropagation()}>
                        {r.assetname}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.brokername}</Table.Td>
                    <Table.Td>{r.assetaddress}</Table.Td>
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      <Button
                        size="xs"
                        variant="light"
                        disabled={r.video_data_status === 'inprogress' || !r.s3_link_gif}
                        onClick={() => setGif(r)}
                      >
                        {r.video_data_status === 'inprogress' ? 'Rendering' : 'Preview'}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      {r.status === 'Purchased' ? (
                        <Tooltip label="Purchased">
                          <Text c="teal" fw={700} aria-label="Purchased">
                            ✓
                          </Text>
                        </Tooltip>
                      ) : (
                        <Badge color="blue">{r.status}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{mmddyyyy(r.created_at)}</Table.Td>
                    {isAdmin && (
                      <Table.Td onClick={(e) => e.stopPropagation()}>
                        <RowActions row={r} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.totalCount} onChange={setPage} label="Video asset pages" withEdges />
        </Stack>
      )}
      <Modal opened={!!gif} onClose={() => setGif(null)} title={gif?.assetname} size="lg">
        {gif?.s3_link_gif && <img src={gif.s3_link_gif} alt={`Preview of ${gif.assetname}`} style={{ width: '100%' }} />}
      </Modal>
    </PublicFrame>
  );
}

/** The ACTION column (VIDPITCH_ADMIN): resend the e-mail, copy the link or the embed code, render again. */
function RowActions({ row }: { row: Row }) {
  const [resend] = useMutation(ResendVideoEmailDocument);
  const [rerender] = useMutation(RerenderVideoDocument);
  const link = `${window.location.origin}${draftPath(row)}`;
  const copy = (text: string, message: string) =>
    navigator.clipboard.writeText(text).then(
      () => toastSuccess(message),
      (e: unknown) => toastError(`Failed to copy text: ${String(e)}`),
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${row.assetname}`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          disabled={row.status === 'Purchased'}
          onClick={() =>
            resend({ variables: { uuid: row.uuid } }).then((r) => toastSuccess(r.data!.resendVideoEmail.message), toastApiError)
          }
        >
          Resend e-mail
        </Menu.Item>
        <Menu.Item onClick={() => void copy(link, 'Linked copied to clipboard')}>Copy link</Menu.Item>
        <Menu.Item
          onClick={() =>
            void copy(
              `<iframe src="${window.location.origin}/watch/${row.uuid}" width="640" height="360" allowfullscreen></iframe>`,
              M.embedCopied,
            )
          }
        >
          Copy embed code
        </Menu.Item>
        <Menu.Item
          disabled={row.video_data_status === 'inprogress' && row.s3_link === null && row.status !== 'Draft'}
          onClick={() =>
            rerender({ variables: { uuid: row.uuid } }).then((r) => toastSuccess(r.data!.rerenderVideo.message), toastApiError)
          }
        >
          Render again
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
