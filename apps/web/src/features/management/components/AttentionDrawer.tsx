import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Drawer, Group, Indicator, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { IconBell } from '@tabler/icons-react';
import { ATTENTION_DRAWER, MANAGEMENT_MESSAGES, NOTIFICATION_DOT_THRESHOLD, PAGE_SIZE } from '@vms/shared';
import {
  AttentionNotificationsDocument,
  OnNotificationActionDocument,
  OnTaskNotificationDocument,
  type AttentionNotificationsQuery,
} from '../../../gql/graphql';
import { formatTimestamp, fromNow } from '../../../lib/format';
import { toastApiError } from '../../../ui/toast';
import { AlertActions } from '../../projects/components/AlertActions';
import { useMountedLater } from '../../../ui/use-mounted-later';
import { useWhenIdle } from '../../../ui/use-when-idle';

type Notification = AttentionNotificationsQuery['getNotifications']['notifications'][number];

/**
 * The alerts of the signed-in person, a page at a time (next offset = offset + limit), live: from the page's first idle
 * moment, or at once when the drawer is opened before it.
 */
export function useNotifications(opened: boolean) {
  const client = useApolloClient();
  const idle = useWhenIdle() || opened;
  const [items, setItems] = useState<Notification[]>([]);
  const [totalCount, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const load = useCallback(
    async (offset: number) => {
      if (busy.current && offset > 0) return;
      busy.current = true;
      setLoading(true);
      try {
        const r = await client.query({ query: AttentionNotificationsDocument, variables: { limit: PAGE_SIZE, offset }, fetchPolicy: 'network-only' });
        const page = r.data!.getNotifications;
        setTotal(page.totalCount);
        setItems((prev) => (offset === 0 ? page.notifications : [...prev, ...page.notifications.filter((n) => !prev.some((p) => p.id === n.id))]));
      } catch (error) {
        toastApiError(error);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [client],
  );
  useEffect(() => {
    if (idle) void load(0);
  }, [idle, load]);
  useSubscription(OnTaskNotificationDocument, { skip: !idle, onData: () => void load(0) });
  useSubscription(OnNotificationActionDocument, { skip: !idle, onData: () => void load(0) });
  const hasMore = totalCount !== null && items.length < totalCount;
  return { items, totalCount, loading, hasMore, reload: () => load(0), loadMore: () => (hasMore ? load(items.length) : undefined) };
}

function NotificationCard({ n, onDone, onOpen }: { n: Notification; onDone: () => void; onOpen: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={n.linkToAsset} onClick={onOpen} fw={600} fz="sm">
            {n.projectName}
          </Anchor>
          <Text component="time" dateTime={n.createdAt} title={formatTimestamp(n.createdAt)} fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {fromNow(n.createdAt)}
          </Text>
        </Group>
        <Text fz="sm">{n.attentionText}</Text>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color="orange" size="sm" style={{ textTransform: 'none' }}>
            {n.asanaTaskName ? `${n.asanaTaskName} · ` : ''}
            {n.crexiTaskStatus}
          </Badge>
          <AlertActions alert={n} onDone={onDone} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Header control 'Need Attention' (part A §2): the live count (a dot above 20) and the ATTENTION_DRAWER. */
export function AttentionDrawer() {
  const [opened, setOpened] = useState(false);
  const { items, totalCount, loading, hasMore, reload, loadMore } = useNotifications(opened);
  const count = totalCount ?? 0;
  const phone = useMediaQuery('(max-width: 48em)');
  // the drawer's portal sets state when it mounts: not in the page's first commit (a click before opens it at once)
  const mounted = useMountedLater() || opened;
  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 60) void loadMore();
  };
  return (
    <>
      <Indicator
        disabled={count === 0}
        label={count > NOTIFICATION_DOT_THRESHOLD ? undefined : count}
        size={count > NOTIFICATION_DOT_THRESHOLD ? 12 : 18}
        color="red"
        offset={4}
      >
        <Button
          variant="default"
          leftSection={<IconBell size={18} aria-hidden />}
          onClick={() => setOpened(true)}
          aria-label={`Need Attention (${count})`}
          aria-controls={ATTENTION_DRAWER}
          data-count={totalCount ?? undefined}
        >
          Need Attention
        </Button>
      </Indicator>
      {mounted && (
        <Drawer
          id={ATTENTION_DRAWER}
          opened={opened}
          onClose={() => setOpened(false)}
          position="right"
          title={`Need Attention${totalCount ? ` (${totalCount})` : ''}`}
          size={phone ? '100%' : 'md'}
          styles={{ body: { padding: 0 } }}
        >
          <div onScroll={onScroll} style={{ height: 'calc(100dvh - 70px)', overflowY: 'auto', padding: 16 }} data-testid="attention-list">
            {items.length === 0 && !loading ? (
              <Text c="dimmed" ta="center" py="xl">
                {MANAGEMENT_MESSAGES.noNotifications}
              </Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((n) => (
                  <NotificationCard key={n.id} n={n} onDone={() => void reload()} onOpen={() => setOpened(false)} />
                ))}
              </Stack>
            )}
            <Group justify="center" py="md">
              {loading ? (
                <Loader size="sm" aria-label="Loading alerts" />
              ) : hasMore ? (
                <Button variant="subtle" size="xs" onClick={() => void loadMore()}>
                  Load more
                </Button>
              ) : items.length > 0 ? (
                <Text fz="xs" c="dimmed">
                  {MANAGEMENT_MESSAGES.noMoreData}
                </Text>
              ) : null}
            </Group>
          </div>
        </Drawer>
      )}
    </>
  );
}
