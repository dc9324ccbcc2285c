import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Box, Button, Center, Group, Loader, LoadingOverlay, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMapPinOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { NEARBY_DISTANCES, ORDER_MESSAGES, ORDER_TABS, nextOrderTab, previousOrderTab } from '@vms/shared';
import { AddAssetDetailsDocument, AssetOrderDocument } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { MappingTab } from '../components/map/MappingTab';
import { AuctionBrokerTab } from '../components/order/AuctionBrokerTab';
import { InteriorContactTab } from '../components/order/InteriorContactTab';
import { NearbyPlacesTab } from '../components/order/NearbyPlacesTab';
import { OrderHeader, type HeaderAction } from '../components/order/OrderHeader';
import { OrderSummaryTab, type OrderSubmit } from '../components/order/OrderSummaryTab';
import { PropertyDetailsTab } from '../components/order/PropertyDetailsTab';
import { PENDING_RESULTS_PATH, SEARCH_RESULTS_PATH, orderTabPath, searchedByUrl } from '../order-nav';
import type { SaveIntent, TabSave } from '../order-tab';
import { useGallerySync } from '../use-gallery-sync';
import { detailsVariables } from '../use-save-details';

/** The tab with unfinished edits that asks before Previous throws them away (DECISIONS "Sales order tabs"). */
const CONFIRM_PREVIOUS_TAB = 5;

function OrderNotFound() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" color="gray" variant="light" aria-hidden>
          <IconMapPinOff size={36} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {ORDER_MESSAGES.pageNotFound}
        </Title>
        <Button component={Link} to={SEARCH_RESULTS_PATH} variant="light">
          Back to the search
        </Button>
      </Stack>
    </Center>
  );
}

/** /crexi-search/property-detail/{assetId}/{tab}: the eight tabs of an order; any other tab is 'Page Not Found'. */
export function PropertyDetailPage() {
  const { assetId, tab } = useParams();
  const { search } = useLocation();
  if (!assetId) return <OrderNotFound />;
  if (!tab) return <Navigate to={`${orderTabPath(assetId, 0)}${search}`} replace />;
  const index = ORDER_TABS.findIndex((t) => t.slug === tab);
  if (index < 0) return <OrderNotFound />;
  return <OrderPage key={assetId} assetId={assetId} tab={index} />;
}

function OrderPage({ assetId, tab }: { assetId: string; tab: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resume = params.get('resume') === '1';
  const { data, error, refetch } = useQuery(AssetOrderDocument, { variables: { assetId } });
  const detail = data?.getAssetDetails;
  const plan = detail?.projectPlan ?? null;

  // The open tab hands over its save (and, on the summary, the submission); the header runs them before it moves on.
  const saveRef = useRef<TabSave | null>(null);
  const submitRef = useRef<OrderSubmit | null>(null);
  const registerSave = useCallback((save: TabSave | null) => {
    saveRef.current = save;
  }, []);
  const registerSubmit = useCallback((submit: OrderSubmit | null) => {
    submitRef.current = submit;
  }, []);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<HeaderAction | null>(null);
  const [confirmPrevious, setConfirmPrevious] = useState(false);
  const [sent, setSent] = useState(false);
  const [furthest, setFurthest] = useState(tab);
  const [markPending] = useMutation(AddAssetDetailsDocument);
  const backToSearch = useCallback(() => void navigate(searchedByUrl() ?? SEARCH_RESULTS_PATH), [navigate]);
  const sync = useGallerySync(assetId, { onSynced: () => void refetch(), onStartFailed: backToSearch });

  const savedTab = detail?.savedTab ?? 0;
  useEffect(() => setFurthest((f) => Math.max(f, tab, savedTab)), [tab, savedTab]);

  // A pending order opened from the search resumes on the tab it was saved on.
  const resumeTo = resume && detail ? (detail.isPending && detail.savedTab !== null ? detail.savedTab : tab) : null;
  useEffect(() => {
    if (resumeTo !== null) void navigate(orderTabPath(assetId, resumeTo), { replace: true });
  }, [assetId, navigate, resumeTo]);

  const runSave = async (intent: SaveIntent) => (saveRef.current ? saveRef.current(intent) : true);

  const goTo = async (target: number, intent: SaveIntent) => {
    setBusy(intent);
    try {
      if (await runSave(intent)) void navigate(orderTabPath(assetId, target));
    } finally {
      setBusy(null);
    }
  };

  const saveForLater = async () => {
    setBusy('later');
    try {
      if (!(await runSave('later'))) return;
      const { data: saved } = await markPending({ variables: detailsVariables(assetId, { savedTab: tab }) });
      if (saved) toastSuccess(saved.addAssetDetails.message);
      void navigate(searchedByUrl() ?? PENDING_RESULTS_PATH);
    } catch (err) {
      toastApiError(err);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    if (!submitRef.current) return;
    setBusy('submit');
    try {
      if (await submitRef.current()) setSent(true);
    } finally {
      setBusy(null);
    }
  };

  const previous = previousOrderTab(tab, plan);
  const next = nextOrderTab(tab, plan);
  const onAction = (action: HeaderAction) => {
    if (action === 'sync') return void sync.start();
    if (action === 'later') return void saveForLater();
    if (action === 'submit') return void submit();
    if (action === 'previous' && previous !== null) {
      if (tab === CONFIRM_PREVIOUS_TAB && dirty) return setConfirmPrevious(true);
      return void goTo(previous, 'previous');
    }
    if (action === 'next' && next !== null) return void goTo(next, 'next');
  };

  if (error) {
    return (
      <Box maw={1280} mx="auto">
        <ErrorPanel error={error} />
      </Box>
    );
  }
  if (!detail || resumeTo !== null) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the order" />
      </Center>
    );
  }

  const props = { assetId, detail, registerSave, onDirtyChange: setDirty };
  let body;
  if (tab === 0) body = <PropertyDetailsTab {...props} />;
  else if (tab <= 3) body = <NearbyPlacesTab {...props} distance={NEARBY_DISTANCES[tab - 1]!} />;
  else if (tab === 4) body = <MappingTab {...props} />;
  else if (tab === 5) body = <AuctionBrokerTab {...props} />;
  else if (tab === 6) body = <InteriorContactTab {...props} />;
  else body = <OrderSummaryTab {...props} registerSubmit={registerSubmit} onEditTab={(t) => void goTo(t, 'step')} />;

  return (
    <Stack gap="lg" maw={1280} mx="auto">
      <OrderHeader
        tab={tab}
        assetName={detail.asset.name}
        plan={plan}
        furthest={furthest}
        interiorEntered={detail.interiorVideoContact !== null}
        busy={busy}
        syncing={sync.syncing}
        hasPrevious={previous !== null}
        nextLabel={next === null ? null : next === 7 ? 'Continue' : 'Next'}
        onAction={onAction}
        onStep={(t) => void goTo(t, 'step')}
      />
      <Box pos="relative">
        <LoadingOverlay
          visible={busy === 'submit'}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': 'Submitting the order' }}
        />
        {/* A new tab mounts fresh, so it starts from the saved order (tabs 1–3 share one component). */}
        <Box key={tab}>{body}</Box>
      </Box>
      <Modal opened={confirmPrevious} onClose={() => setConfirmPrevious(false)} title="Unsaved changes" centered>
        <Stack>
          <Text fz="sm">The auction dates or broker choices on this tab are not saved yet. Save them before going back?</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmPrevious(false)}>
              Stay here
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                setConfirmPrevious(false);
                if (previous !== null) void navigate(orderTabPath(assetId, previous));
              }}
            >
              Discard changes
            </Button>
            <Button
              onClick={() => {
                setConfirmPrevious(false);
                if (previous !== null) void goTo(previous, 'previous');
              }}
            >
              Save and go back
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={sent} onClose={backToSearch} withCloseButton={false} centered title="Order sent">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Text ta="center">{ORDER_MESSAGES.orderSent}</Text>
          <Button onClick={backToSearch} fullWidth>
            OK
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
