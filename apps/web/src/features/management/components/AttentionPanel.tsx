import { Link } from 'react-router';
import { Anchor, Badge, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { usePhone } from '../../../ui/use-phone';
import { ATTENTION_DRAWER, MANAGEMENT_MESSAGES } from '@vms/shared';
import { formatTimestamp, fromNow } from '../../../lib/format';
import { AlertActions } from '../../projects/components/AlertActions';
import type { Notification, Notifications } from './AttentionDrawer';

function NotificationCard({ n, onDone, onOpen }: { n: Notification; onDone: () => void; onOpen: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={n.linkToAsset} onClick={onOpen} fw={600} fz="sm">
            {n.projectName}
          </Anchor>
          <Text
            component="time"
            dateTime={n.createdAt}
            title={formatTimestamp(n.createdAt)}
            fz="xs"
            c="dimmed"
            style={{ whiteSpace: 'nowrap' }}
          >
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

/**
 * The ATTENTION_DRAWER's panel (AttentionDrawer.tsx): the alerts, a page at a time as the list scrolls. A chunk of its
 * own with Mantine's Drawer, fetched when the pointer comes over the button (or it takes the focus) and mounted when
 * the drawer is first opened.
 */
export function AttentionPanel({ opened, onClose, alerts }: { opened: boolean; onClose: () => void; alerts: Notifications }) {
  const { items, totalCount, loading, hasMore, reload, loadMore } = alerts;
  const phone = usePhone();
  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 60) void loadMore();
  };
  return (
    <Drawer
      id={ATTENTION_DRAWER}
      opened={opened}
      onClose={onClose}
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
              <NotificationCard key={n.id} n={n} onDone={() => void reload()} onOpen={onClose} />
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
  );
}
