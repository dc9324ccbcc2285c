import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEALS_MESSAGES, ROLES } from '@vms/shared';
import { DealPipelineDocument, UpdateDealPaymentDocument } from '../../gql/graphql';
import { renderRoutes, renderUi, storeSession } from '../../test/render';
import { DealPipeline } from './components/DealPipeline';
import { DealsListPage } from './pages/DealsListPage';
import { DEALS_BASE } from './deals-paths';
import { PaymentBox } from './components/PaymentBox';
import { NotesBox } from './components/NotesBox';
import { formatDay, formatPrice, isExpired, stageLabel } from './deals-format';
import { dealsFilter } from './deals-state';
import { pipelineByMonth, pipelinePeriodInput } from './pipeline';

const payment = (ticks: Record<string, boolean>) =>
  ['Not Paid', 'Paid', 'Pulled From Bundle', 'Invoiced'].map((name) => ({
    __typename: 'DealPayment' as const,
    name,
    checked: name === 'Invoiced' || !!ticks[name],
    timestamp: null,
    disabled: name === 'Invoiced',
  }));

describe('deals formats', () => {
  it('shows prices with $ and thousands separators, days as MM/DD/YYYY, closedwon as Closed / won', () => {
    expect(formatPrice(12345.5)).toBe('$12,345.50');
    expect(formatDay('2026-03-07')).toBe('03/07/2026');
    expect(formatDay(null)).toBe('N/A');
    expect(stageLabel('closedwon')).toBe('Closed / won');
    expect(stageLabel('contractsent')).toBe('Contract sent');
    expect(stageLabel('custom-stage')).toBe('custom-stage');
    expect(isExpired('2020-01-01T00:00:00Z')).toBe(true);
  });
  it('sends only the chosen field as the filter', () => {
    expect(dealsFilter('All', 'x')).toEqual({});
    expect(dealsFilter('Deal Name', 'Oak')).toEqual({ dealName: 'Oak' });
    expect(dealsFilter('Status', 'ACTIVE')).toEqual({ status: 'ACTIVE' });
    expect(dealsFilter('Start Date', '03/07/2026')).toEqual({ startDate: '03/07/2026' });
    expect(dealsFilter('Deal Name', '')).toEqual({});
  });
  it("shapes the server's pipeline buckets by month and stage, with totals that include deals without a start date", () => {
    const p = pipelineByMonth([
      { dealStage: 'closedwon', month: '2026-03', count: 2, amount: 150 },
      { dealStage: 'contractsent', month: '2026-04', count: 1, amount: 10 },
      { dealStage: 'closedwon', month: null, count: 3, amount: 5 },
    ]);
    expect(p.months).toEqual([
      { month: 'Mar 2026', closedwon: 2, contractsent: 0 },
      { month: 'Apr 2026', closedwon: 0, contractsent: 1 },
    ]);
    expect(p.totals).toEqual([
      { stage: 'closedwon', count: 5, amount: 155 },
      { stage: 'contractsent', count: 1, amount: 10 },
    ]);
    expect([p.count, p.amount]).toEqual([6, 165]);
  });
  it('asks the server for the quarter or the last 12 months (MM/dd/yyyy, ends inclusive)', () => {
    const today = dayjs('2026-11-24');
    expect(pipelinePeriodInput('All time', today)).toEqual({});
    expect(pipelinePeriodInput('This quarter', today)).toEqual({ from: '10/01/2026', to: '12/31/2026' });
    expect(pipelinePeriodInput('This quarter', dayjs('2026-02-28'))).toEqual({ from: '01/01/2026', to: '03/31/2026' });
    expect(pipelinePeriodInput('Last 12 months', today)).toEqual({ from: '11/25/2025', to: '11/24/2026' });
  });
});

describe('PaymentBox', () => {
  it('keeps Invoiced checked and disabled, disables Not Paid once Paid is ticked, and shows the status', async () => {
    const after = payment({ Paid: true });
    renderUi(<PaymentBox projectId={7} payment={payment({})} role={ROLES.VMS_SALES_PERSON} />, [
      {
        request: { query: UpdateDealPaymentDocument, variables: { projectId: '7', payment: after.map(({ __typename: _t, ...p }) => p) } },
        result: { data: { updateDealPayment: after } },
      },
    ]);
    expect(screen.getByLabelText('Invoiced')).toBeChecked();
    expect(screen.getByLabelText('Invoiced')).toBeDisabled();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Invoiced');
    await userEvent.click(screen.getByLabelText('Paid'));
    expect(await screen.findByText(DEALS_MESSAGES.paymentUpdated)).toBeInTheDocument();
    expect(screen.getByLabelText('Not Paid')).toBeDisabled();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
  });
  it('is disabled for admin, PM and QA', () => {
    for (const role of [ROLES.ADMIN, ROLES.VMS_PM, ROLES.VMS_QA]) {
      const { unmount } = renderUi(<PaymentBox projectId={7} payment={payment({})} role={role} />);
      for (const name of ['Not Paid', 'Paid', 'Pulled From Bundle']) expect(screen.getByLabelText(name)).toBeDisabled();
      unmount();
    }
  });
});

describe('NotesBox', () => {
  it('asks for a note before saving, and disables the fields for admin and QA', async () => {
    const { unmount } = renderUi(<NotesBox projectId={7} pmNotes="" customerNotes="" role={ROLES.VMS_SALES_PERSON} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText(DEALS_MESSAGES.enterNote)).toBeInTheDocument();
    unmount();
    for (const role of [ROLES.ADMIN, ROLES.VMS_QA]) {
      const r = renderUi(<NotesBox projectId={7} pmNotes="x" customerNotes="" role={role} />);
      expect(screen.getByLabelText('Notes for the PM')).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      r.unmount();
    }
  });
});

describe('DealPipeline', () => {
  const bucket = (dealStage: string, month: string | null, count: number, amount: number) => ({
    __typename: 'DealPipelineBucket' as const,
    dealStage,
    month,
    count,
    amount,
  });
  it("shows the server's totals over every deal, and asks again for the quarter", async () => {
    const quarter = pipelinePeriodInput('This quarter');
    renderUi(<DealPipeline />, [
      {
        request: { query: DealPipelineDocument, variables: { input: {} } },
        result: { data: { dealPipeline: [bucket('closedwon', '2026-09', 120, 120000), bucket('contractsent', '2026-10', 30, 4500.5)] } },
      },
      {
        request: { query: DealPipelineDocument, variables: { input: quarter } },
        result: { data: { dealPipeline: [bucket('contractsent', '2026-10', 30, 4500.5)] } },
      },
    ]);
    expect(await screen.findByTestId('pipeline-total')).toHaveTextContent('150 deals · $124,500.50');
    const stages = screen.getByRole('list', { name: 'Pipeline by stage' });
    expect(within(stages).getByText('Closed / won')).toBeInTheDocument();
    expect(within(stages).getByText('120 · $120,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByText('This quarter'));
    await waitFor(() => expect(screen.getByTestId('pipeline-total')).toHaveTextContent('30 deals · $4,500.50'));
  });
});

describe('the list route', () => {
  it('redirects the login target /sales-portal/deals/ to /sales-portal/deals and shows the list', async () => {
    storeSession(ROLES.VMS_SALES_PERSON);
    const { router } = renderRoutes([{ path: DEALS_BASE, element: <DealsListPage /> }], '/sales-portal/deals/?from=login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales-portal/deals'));
    expect(router.state.location.search).toBe('?from=login');
    expect(await screen.findByRole('heading', { name: DEALS_MESSAGES.title })).toBeInTheDocument();
  });
});
