import { useState } from 'react';
import { Button, Center, Grid, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZE, SALES_MESSAGES } from '@vms/shared';
import {
  DeletePendingAssetsDocument,
  PendingAssetsDocument,
  ProjectCheckoutStatusDocument,
  SearchAssetsDocument,
  type AssetCardFragment,
} from '../../../gql/graphql';
import { usePersistedState } from '../../../lib/persisted-state';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Pager, formatTotal } from '../../../ui/Pager';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { AssetCard } from '../components/AssetCard';
import { FilterCard, type SalesFilters } from '../components/FilterCard';
import { RolloutModal } from '../components/RolloutModal';
import { rememberSearchedBy } from '../order-nav';

const PARAMS = ['firstName', 'lastName', 'companyName', 'auctionData'] as const;

/** /crexi-search/results: listings found by their brokers, or the pending orders (pendingOrder=true). */
export function SalesSearchPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { state, setPage } = usePersistedState('salesPortal');
  const filters: SalesFilters = {
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    companyName: params.get('companyName') ?? '',
    auctionData: params.get('auctionData') ?? '',
    pendingOrder: params.get('pendingOrder') === 'true',
  };
  const searching = PARAMS.some((k) => filters[k]);
  const offset = state.offset;

  const search = useQuery(SearchAssetsDocument, {
    variables: {
      firstName: filters.firstName || null,
      lastName: filters.lastName || null,
      companyName: filters.companyName || null,
      auctionData: filters.auctionData || null,
      limit: PAGE_SIZE,
      offset,
    },
    skip: filters.pendingOrder || !searching,
  });
  const pending = useQuery(PendingAssetsDocument, {
    variables: { limit: PAGE_SIZE, offset },
    skip: !filters.pendingOrder,
    fetchPolicy: 'cache-and-network',
  });
  const active = filters.pendingOrder ? pending : search;
  const result = filters.pendingOrder ? pending.data?.getPendingAssets : search.data?.searchAssets;
  const shown = result ?? (filters.pendingOrder ? pending.previousData?.getPendingAssets : search.previousData?.searchAssets);
  // The search stops counting at its cap (pending orders are few and always counted).
  const capped = !!shown && 'totalCountCapped' in shown && shown.totalCountCapped === true;

  const [checkStatus] = useLazyQuery(ProjectCheckoutStatusDocument, { fetchPolicy: 'network-only' });
  const [deletePending, { loading: deleting }] = useMutation(DeletePendingAssetsDocument);
  const [messages, setMessages] = useState<Record<string, string | null>>({});
  const [opening, setOpening] = useState<string | null>(null);
  const [rollout, setRollout] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AssetCardFragment | null>(null);

  const change = (patch: Partial<SalesFilters>) => {
    const next = { ...filters, ...patch };
    const query = new URLSearchParams();
    for (const k of PARAMS) if (next[k]) query.set(k, next[k]);
    if (next.pendingOrder) query.set('pendingOrder', 'true');
    setParams(query);
    setPage(1, PAGE_SIZE);
  };

  const open = async (asset: AssetCardFragment) => {
    setOpening(asset.id);
    try {
      const { data, error } = await checkStatus({ variables: { assetId: asset.id, planName: asset.projectPlan } });
      if (error || !data) throw error ?? new Error(SALES_MESSAGES.somethingWrong);
      const status = data.projectCheckoutStatus;
      if (!status.status) return setMessages((m) => ({ ...m, [asset.id]: status.message }));
      // Submitting or saving the order for later (or the Bronze builder's redirect) comes back to this very search.
      rememberSearchedBy(location.pathname + location.search);
      if (status.projectPlan === 'BRONZE') return void navigate(`/crexi-bronze/${asset.id}`);
      // A pending order reopens on the tab it was saved on (the detail page knows which).
      if (filters.pendingOrder) return void navigate(`/crexi-search/property-detail/${asset.id}/details?resume=1`);
      setRollout(asset.id);
    } catch {
      toastError(SALES_MESSAGES.somethingWrong);
    } finally {
      setOpening(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      const { data } = await deletePending({ variables: { assetId: toDelete.id, status: 'Inprogress' } });
      toastSuccess(data!.deletePendingAssets.message);
      setToDelete(null);
      await pending.refetch();
    } catch (err) {
      toastApiError(err);
    }
  };

  let body;
  if (active.error) body = <ErrorPanel error={active.error} />;
  else if (!filters.pendingOrder && !searching)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {SALES_MESSAGES.resultsHint}
      </Text>
    );
  else if (!shown)
    body = (
      <Center py="xl">
        <Loader aria-label="Searching" />
      </Center>
    );
  else if (shown.assets.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {filters.pendingOrder ? 'No assets found.' : SALES_MESSAGES.noAssets}
      </Text>
    );
  else
    body = (
      <Stack gap="sm" aria-busy={active.loading}>
        {shown.assets.map((a) => (
          <AssetCard
            key={a.id}
            asset={a}
            message={messages[a.id]}
            busy={opening === a.id}
            onOpen={() => void open(a)}
            onDelete={filters.pendingOrder ? () => setToDelete(a) : undefined}
          />
        ))}
        <Pager
          page={state.page}
          pageSize={PAGE_SIZE}
          total={shown.totalCount}
          capped={capped}
          onChange={(p) => setPage(p, PAGE_SIZE)}
          label="Result pages"
        />
      </Stack>
    );

  return (
    <Grid gap="lg" maw={1280} mx="auto">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <FilterCard filters={filters} onChange={change} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1}>{filters.pendingOrder ? SALES_MESSAGES.pendingTitle : SALES_MESSAGES.resultsTitle}</Title>
            {shown && (searching || filters.pendingOrder) && <Text c="dimmed">{formatTotal(shown.totalCount, capped)} listings</Text>}
          </Group>
          {body}
        </Stack>
      </Grid.Col>
      <RolloutModal
        opened={!!rollout}
        onClose={() => setRollout(null)}
        onContinue={() => void navigate(`/crexi-search/property-detail/${rollout}/details`)}
      />
      <Modal opened={!!toDelete} onClose={() => setToDelete(null)} title="Delete pending order?" centered>
        <Stack>
          <Text fz="sm">The saved order details of {toDelete?.name} will be removed.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Grid>
  );
}
