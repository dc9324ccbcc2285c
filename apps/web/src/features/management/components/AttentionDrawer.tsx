import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Indicator } from '@mantine/core';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { IconBell } from '@tabler/icons-react';
import { ATTENTION_DRAWER, NOTIFICATION_DOT_THRESHOLD, PAGE_SIZE } from '@vms/shared';
import {
  AttentionNotificationsDocument,
  OnNotificationActionDocument,
  OnTaskNotificationDocument,
  type AttentionNotificationsQuery,
} from '../../../gql/graphql';
import { preloadable } from '../../../ui/preloadable';
import { toastApiError } from '../../../ui/toast';
import { useWhenIdle } from '../../../ui/use-when-idle';

const AttentionPanel = preloadable(() => import('./AttentionPanel').then((m) => m.AttentionPanel));

export type Notification = AttentionNotificationsQuery['getNotifications']['notifications'][number];
export type Notifications = ReturnType<typeof useNotifications>;

/**
 * The alerts of the signed-in person, a page at a time (next offset = offset + limit), live once `active`: from the
 * page's first idle moment, or at once when the drawer is opened before it.
 */
export function useNotifications(active: boolean) {
  const client = useApolloClient();
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
        const r = await client.query({
          query: AttentionNotificationsDocument,
          variables: { limit: PAGE_SIZE, offset },
          fetchPolicy: 'network-only',
        });
        const page = r.data!.getNotifications;
        setTotal(page.totalCount);
        setItems((prev) =>
          offset === 0 ? page.notifications : [...prev, ...page.notifications.filter((n) => !prev.some((p) => p.id === n.id))],
        );
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
    if (active) void load(0);
  }, [active, load]);
  useSubscription(OnTaskNotificationDocument, { skip: !active, onData: () => void load(0) });
  useSubscription(OnNotificationActionDocument, { skip: !active, onData: () => void load(0) });
  const hasMore = totalCount !== null && items.length < totalCount;
  return { items, totalCount, loading, hasMore, reload: () => load(0), loadMore: () => (hasMore ? load(items.length) : undefined) };
}

/**
 * Header control 'Need Attention' (part A §2): the live count (a dot above 20) and the ATTENTION_DRAWER. The drawer's
 * code (Mantine's Drawer and the alert cards) is a chunk of its own, fetched when the pointer comes over the button or
 * it takes the focus, and mounted when it is first opened.
 */
export function AttentionDrawer() {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const alerts = useNotifications(useWhenIdle() || opened);
  const count = alerts.totalCount ?? 0;
  const open = () => {
    setMounted(true);
    setOpened(true);
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
          onClick={open}
          onPointerEnter={AttentionPanel.preload}
          onFocus={AttentionPanel.preload}
          aria-label={`Need Attention (${count})`}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? ATTENTION_DRAWER : undefined}
          data-count={alerts.totalCount ?? undefined}
        >
          Need Attention
        </Button>
      </Indicator>
      {mounted && (
        <Suspense fallback={null}>
          <AttentionPanel opened={opened} onClose={() => setOpened(false)} alerts={alerts} />
        </Suspense>
      )}
    </>
  );
}
