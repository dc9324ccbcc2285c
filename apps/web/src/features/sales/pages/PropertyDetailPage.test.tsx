import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES } from '@vms/shared';
import { OnAssetGalleriesSyncedDocument, SyncAssetDetailsDocument } from '../../../gql/graphql';
import { renderRoutes } from '../../../test/render';
import {
  ASSET_ID,
  enter,
  findTabHeading,
  orderDetail,
  orderQueryMock,
  plansMock,
  saveDetailsMock,
} from '../components/order/order-fixtures';
import { rememberSearchedBy } from '../order-nav';
import { PropertyDetailPage } from './PropertyDetailPage';

// Tab 4's inside is another module's (the boundary map); the page only mounts it.
vi.mock('../components/map/MappingTab', () => ({ MappingTab: () => <p>Boundary map</p> }));

const routes = [
  { path: '/crexi-search/property-detail/:assetId/:tab?', element: <PropertyDetailPage /> },
  { path: '/crexi-search/property-detail/*', element: <PropertyDetailPage /> },
  { path: '/crexi-search/results', element: <p>Search results</p> },
];
const base = `/crexi-search/property-detail/${ASSET_ID}`;
const open = (path: string, mocks: Parameters<typeof renderRoutes>[2] = []) => renderRoutes(routes, path, mocks);
const heading = findTabHeading;

describe('property detail: route and header', () => {
  it("shows 'Page Not Found' for an unknown tab, and opens the first tab when none is given", async () => {
    const unknown = open(`${base}/no-such-tab`, [orderQueryMock()]);
    expect(await screen.findByText(ORDER_MESSAGES.pageNotFound)).toBeInTheDocument();
    unknown.unmount();

    const bare = open(base, [orderQueryMock()]);
    expect(await heading('Property Details')).toBeInTheDocument();
    expect(bare.router.state.location.pathname).toBe(`${base}/details`);
  });

  it('shows Sync only on tab 0, Previous from tab 1, Continue before the summary and Submit on it', async () => {
    const first = open(`${base}/details`, [orderQueryMock()]);
    await heading('Property Details');
    expect(screen.getByRole('button', { name: 'Sync' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save For Later' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    first.unmount();

    const interior = open(`${base}/interior-video-contact`, [orderQueryMock()]);
    await heading('Interior Video Contact');
    expect(screen.queryByRole('button', { name: 'Sync' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    interior.unmount();

    open(`${base}/summary`, [orderQueryMock(), plansMock()]);
    await heading('Order Summary');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next|Continue/ })).toBeNull();
  });

  it('skips the interior video tab both ways on a plan without it', async () => {
    const user = userEvent.setup();
    const { router } = open(`${base}/auction-broker-details`, [orderQueryMock(orderDetail({ projectPlan: 'SILVER' })), plansMock()]);
    await heading('Auction Dates and Broker');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Order Summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/summary`);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await heading('Auction Dates and Broker')).toBeInTheDocument();
  });

  it('steps through every tab in order on a plan with the interior video', async () => {
    const user = userEvent.setup();
    const { router } = open(`${base}/auction-broker-details`, [orderQueryMock(orderDetail({ projectPlan: 'GOLD' }))]);
    await heading('Auction Dates and Broker');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Interior Video Contact')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await heading('Auction Dates and Broker')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Boundary map')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/call-to-action`);
  });

  it('does not tick the interior video step on the summary when no contact was entered', async () => {
    const empty = open(`${base}/summary`, [orderQueryMock(orderDetail({ interiorVideoContact: null })), plansMock()]);
    await heading('Order Summary');
    expect(screen.getByRole('button', { name: 'Interior Video Contact (nothing entered)' })).toBeInTheDocument();
    expect(screen.getByText('Nothing entered')).toBeInTheDocument();
    empty.unmount();

    const contact = {
      __typename: 'InteriorVideoContact' as const,
      name: 'Pat Lee',
      email: 'pat@example.com',
      phone: '(555) 123-4567',
      shootDate: null,
      shootTime: null,
      additionalNotes: null,
    };
    open(`${base}/summary`, [orderQueryMock(orderDetail({ interiorVideoContact: contact })), plansMock()]);
    await heading('Order Summary');
    expect(screen.getByRole('button', { name: 'Interior Video Contact' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing entered')).toBeNull();
  });

  it('asks before Previous leaves unsaved edits on tab 5', async () => {
    const user = userEvent.setup();
    const { router } = open(`${base}/auction-broker-details`, [orderQueryMock()]);
    await heading('Auction Dates and Broker');
    await enter(user, screen.getByLabelText('Auction date 1'), 'Bids due 05/14');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(router.state.location.pathname).toBe(`${base}/auction-broker-details`);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByText('Boundary map')).toBeInTheDocument();
  });

  it('opens a pending order on the tab it was saved on', async () => {
    const { router } = open(`${base}/details?resume=1`, [orderQueryMock(orderDetail({ isPending: true, savedTab: 3 }))]);
    expect(await heading('Callouts within 10 Miles')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/cities-in-10-miles`);
    expect(router.state.location.search).toBe('');
  });
});

describe('property detail: Save For Later', () => {
  it('saves the tab, marks the order pending on this tab and returns to the remembered search', async () => {
    const user = userEvent.setup();
    rememberSearchedBy('/crexi-search/results?firstName=Dana');
    const save = saveDetailsMock();
    const { router } = open(`${base}/cities-in-200-miles`, [orderQueryMock(), save.mock]);
    await heading('Cities within a 200 mile radius');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    await enter(user, screen.getByLabelText('City 2'), 'Milwaukee');
    await user.click(screen.getByRole('button', { name: 'Save For Later' }));
    expect(await screen.findByText('Search results')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?firstName=Dana');
    expect(save.calls.mock.calls.map(([v]) => v)).toEqual([
      { assetId: ASSET_ID, nearbyCities: [{ name: 'Milwaukee', distanceFromAsset: 200 }] },
      { assetId: ASSET_ID, savedTab: 1 },
    ]);
    // One toast: the tab's own save stays quiet on the way out.
    expect(await screen.findAllByText(ORDER_MESSAGES.detailsAdded)).toHaveLength(1);
  });

  it('goes to the pending orders when no search was remembered', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    const { router } = open(`${base}/details`, [orderQueryMock(), save.mock]);
    await heading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Save For Later' }));
    await screen.findByText('Search results');
    expect(router.state.location.search).toBe('?pendingOrder=true');
    expect(save.calls).toHaveBeenCalledWith({ assetId: ASSET_ID, savedTab: 0 });
  });

  it('is refused on the interior tab while the contact is only partly filled', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    const { router } = open(`${base}/interior-video-contact`, [orderQueryMock(), save.mock]);
    await heading('Interior Video Contact');
    await enter(user, screen.getByLabelText('Email'), 'onsite@harbor.example');
    await user.click(screen.getByRole('button', { name: 'Save For Later' }));
    expect(await screen.findByText(ORDER_MESSAGES.interiorIncomplete)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/interior-video-contact`);
    expect(save.calls).not.toHaveBeenCalled();
  });
});

describe('property detail: Sync', () => {
  const syncMock = (success: boolean, message: string) => ({
    request: { query: SyncAssetDetailsDocument, variables: { assetId: ASSET_ID } },
    result: { data: { syncAssetDetails: { __typename: 'SyncResult', success, message } } },
    delay: 0,
  });

  it('spins until the gallery subscription reports, then says so', async () => {
    const user = userEvent.setup();
    open(`${base}/details`, [
      orderQueryMock(),
      syncMock(true, ORDER_MESSAGES.syncStarted),
      {
        request: { query: OnAssetGalleriesSyncedDocument, variables: { assetId: ASSET_ID } },
        result: { data: { assetGalleriesSynced: { __typename: 'GallerySynced', assetId: ASSET_ID, success: true, message: 'done' } } },
        delay: 2000,
      },
    ]);
    await heading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(screen.getByRole('button', { name: 'Sync' })).toHaveAttribute('data-loading', 'true');
    expect(await screen.findByText(ORDER_MESSAGES.syncStarted)).toBeInTheDocument();
    expect(await screen.findByText(ORDER_MESSAGES.gallerySynced, {}, { timeout: 6000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync' })).not.toHaveAttribute('data-loading'));
  }, 10_000);

  it('reports a failed gallery', async () => {
    const user = userEvent.setup();
    open(`${base}/details`, [
      orderQueryMock(),
      syncMock(true, ORDER_MESSAGES.syncStarted),
      {
        request: { query: OnAssetGalleriesSyncedDocument, variables: { assetId: ASSET_ID } },
        result: {
          data: { assetGalleriesSynced: { __typename: 'GallerySynced', assetId: ASSET_ID, success: false, message: 'feed down' } },
        },
        // The subscription is open from the start; its event comes after the click.
        delay: 2000,
      },
    ]);
    await heading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText(ORDER_MESSAGES.syncFailed, {}, { timeout: 6000 })).toBeInTheDocument();
  }, 10_000);

  it('shows the refusal and returns to the search when the sync cannot start', async () => {
    const user = userEvent.setup();
    const { router } = open(`${base}/details`, [
      orderQueryMock(),
      syncMock(false, 'The listing is no longer in the feed.'),
      // The subscription opens with the sync and never reports here.
      { request: { query: OnAssetGalleriesSyncedDocument, variables: { assetId: ASSET_ID } }, delay: Infinity },
    ]);
    await heading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('The listing is no longer in the feed.')).toBeInTheDocument();
    await screen.findByText('Search results');
    expect(router.state.location.pathname).toBe('/crexi-search/results');
  });
});
