import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PendingAssetsDocument, ProjectCheckoutStatusDocument, SearchAssetsDocument } from '../../../gql/graphql';
import { renderRoutes } from '../../../test/render';
import { searchedByUrl } from '../order-nav';
import { SalesSearchPage } from './SalesSearchPage';

const asset = {
  __typename: 'AssetSearchResult',
  id: 'a1',
  name: 'Harbor Point Plaza',
  askingPrice: 1250000,
  thumbnailUrl: null,
  status: 'Inprogress',
  projectPlan: 'PLATINUM',
  isPrivate: false,
  companyNames: ['Harbor Commercial'],
  lastUpdatedAt: null,
  details: { __typename: 'AssetDetailsSummary', propertyType: 'Retail' },
  locations: [],
  brokers: [],
};
const page = { __typename: 'AssetSearchPage', totalCount: 1, assets: [asset] };
const checkStatus = {
  request: { query: ProjectCheckoutStatusDocument, variables: { assetId: 'a1', planName: 'PLATINUM' } },
  result: { data: { projectCheckoutStatus: { __typename: 'CheckoutStatus', status: true, message: null, projectPlan: 'PLATINUM' } } },
};
const routes = [
  { path: '/crexi-search/results', element: <SalesSearchPage /> },
  { path: '/crexi-search/property-detail/:assetId/:tab', element: <p>Order page</p> },
];

describe('sales search: opening an order', () => {
  it('opens a pending order to resume on its saved tab and remembers the search', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/crexi-search/results?pendingOrder=true', [
      { request: { query: PendingAssetsDocument, variables: { limit: 10, offset: 0 } }, result: { data: { getPendingAssets: page } } },
      checkStatus,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open Harbor Point Plaza' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crexi-search/property-detail/a1/details');
    expect(router.state.location.search).toBe('?resume=1');
    expect(searchedByUrl()).toBe('/crexi-search/results?pendingOrder=true');
  });

  it('remembers the broker search a new order starts from', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/crexi-search/results?lastName=Reyes', [
      {
        request: {
          query: SearchAssetsDocument,
          variables: { firstName: null, lastName: 'Reyes', companyName: null, auctionData: null, limit: 10, offset: 0 },
        },
        result: { data: { searchAssets: { ...page, totalCountCapped: false } } },
      },
      checkStatus,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open Harbor Point Plaza' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(searchedByUrl()).toBe('/crexi-search/results?lastName=Reyes');
  });
});

describe('sales search: a common term', () => {
  it('shows a capped count as 1,000+ and pages up to the cap', async () => {
    renderRoutes(routes, '/crexi-search/results?firstName=m', [
      {
        request: {
          query: SearchAssetsDocument,
          variables: { firstName: 'm', lastName: null, companyName: null, auctionData: null, limit: 10, offset: 0 },
        },
        result: { data: { searchAssets: { ...page, totalCount: 1000, totalCountCapped: true } } },
      },
    ]);
    expect(await screen.findByText('1,000+ listings')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
  });
});
