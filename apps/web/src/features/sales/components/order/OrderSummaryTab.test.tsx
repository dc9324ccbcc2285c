import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ORDER_MESSAGES } from '@vms/shared';
import { AddAssetPlanDocument, AddQuotePropertiesDocument, CheckoutDocument } from '../../../../gql/graphql';
import { rememberSearchedBy } from '../../order-nav';
import { ASSET_ID, findTabHeading, orderDetail, orderQueryMock, plansMock, renderOrder } from './order-fixtures';

vi.mock('../map/MappingTab', () => ({ MappingTab: () => <p>Boundary map</p> }));

const total = () => screen.getByTestId('order-total');
const message = (field: string) => ({ data: { [field]: { __typename: 'MessageResult', message: 'ok' } } });

describe('tab 7: order summary', () => {
  it("preselects the default plan, totals the chosen plan, and says 'No data entered!' for empty tabs", async () => {
    const user = userEvent.setup();
    const addPlan = vi.fn(() => message('addAssetPlan'));
    renderOrder('summary', [
      orderQueryMock(),
      plansMock(),
      { request: { query: AddAssetPlanDocument, variables: { assetId: ASSET_ID, planName: 'SILVER' } }, result: addPlan, delay: 0 },
    ]);
    await findTabHeading('Order Summary');
    expect(await screen.findByRole('radio', { name: 'PLATINUM $2,500' })).toHaveAttribute('aria-checked', 'true');
    expect(total()).toHaveTextContent('$2,500');
    expect(within(screen.getByRole('region', { name: 'Cities within a 200 mile radius' })).getByText('Chicago')).toBeInTheDocument();
    // Callouts within 100 miles, the map, tab 5 and the interior contact hold nothing yet.
    expect(screen.getAllByText(ORDER_MESSAGES.noData)).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: 'SILVER $900' }));
    expect(total()).toHaveTextContent('$900');
    expect(addPlan).toHaveBeenCalledTimes(1);
    // SILVER has no interior video: its section leaves the summary.
    expect(screen.queryByRole('region', { name: 'Interior Video Contact' })).toBeNull();
  });

  it("preselects the order's own plan", async () => {
    renderOrder('summary', [orderQueryMock(orderDetail({ projectPlan: 'GOLD' })), plansMock()]);
    expect(await screen.findByRole('radio', { name: 'GOLD $1,800' })).toHaveAttribute('aria-checked', 'true');
    expect(total()).toHaveTextContent('$1,800');
  });

  it('refuses to submit without ELITE or AUCTION', async () => {
    const user = userEvent.setup();
    const quote = vi.fn(() => message('addQuotePropertiesToHubspot'));
    renderOrder('summary', [
      orderQueryMock(),
      plansMock(),
      { request: { query: AddQuotePropertiesDocument, variables: () => true }, result: quote },
    ]);
    await screen.findByRole('radio', { name: 'PLATINUM $2,500' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ORDER_MESSAGES.chooseEliteAuction)).toBeInTheDocument();
    expect(quote).not.toHaveBeenCalled();
  });

  it('sends the quote, then checks out, then confirms and returns to the search', async () => {
    const user = userEvent.setup();
    rememberSearchedBy('/crexi-search/results?lastName=Reyes');
    const quote = vi.fn(() => message('addQuotePropertiesToHubspot'));
    const checkout = vi.fn(() => ({
      data: {
        checkout: { __typename: 'CheckoutResult', message: 'Order placed', projectId: 'p1', projectNumber: 1042, projectPlan: 'PLATINUM' },
      },
    }));
    const { router } = renderOrder('summary', [
      orderQueryMock(),
      plansMock(),
      {
        request: {
          query: AddQuotePropertiesDocument,
          variables: { assetId: ASSET_ID, data: { planName: 'PLATINUM', eliteAuction: 'AUCTION', price: 2500 } },
        },
        result: quote,
        delay: 300,
      },
      {
        request: {
          query: CheckoutDocument,
          variables: { assetId: ASSET_ID, planId: 'p-plat', eliteAuction: 'AUCTION', planName: 'PLATINUM' },
        },
        result: checkout,
        delay: 20,
      },
    ]);
    await screen.findByRole('radio', { name: 'PLATINUM $2,500' });
    await user.click(screen.getByRole('radio', { name: 'AUCTION' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByLabelText('Submitting the order')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Order sent' });
    expect(within(dialog).getByText(ORDER_MESSAGES.orderSent)).toBeInTheDocument();
    expect(quote).toHaveBeenCalledTimes(1);
    expect(checkout).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Search results')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lastName=Reyes');
  });

  it("shows the server's refusal and stays", async () => {
    const user = userEvent.setup();
    const { router } = renderOrder('summary', [
      orderQueryMock(orderDetail({ eliteAuction: 'ELITE' })),
      plansMock(),
      { request: { query: AddQuotePropertiesDocument, variables: () => true }, result: message('addQuotePropertiesToHubspot') },
      {
        request: { query: CheckoutDocument, variables: () => true },
        result: { errors: [new GraphQLError(ORDER_MESSAGES.alreadyOrdered)] },
      },
    ]);
    await screen.findByRole('radio', { name: 'PLATINUM $2,500' });
    expect(screen.getByRole('radio', { name: 'ELITE' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ORDER_MESSAGES.alreadyOrdered)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Order sent' })).toBeNull();
    expect(router.state.location.pathname).toMatch(/summary$/);
  });
});
