import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEALS_MESSAGES, ROLES } from '@vms/shared';
import { UpdateDealPaymentDocument } from '../../gql/graphql';
import { renderUi } from '../../test/render';
import { PaymentBox } from './components/PaymentBox';
import { NotesBox } from './components/NotesBox';
import { formatDay, formatPrice, isExpired, stageLabel } from './deals-format';
import { dealsFilter } from './deals-state';
import { pipelineByMonth } from './pipeline';

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
  it('groups the pipeline by month and stage with totals', () => {
    const p = pipelineByMonth([
      { dealStage: 'closedwon', startDate: '2026-03-07', amount: 100 },
      { dealStage: 'closedwon', startDate: '2026-03-20', amount: 50 },
      { dealStage: 'contractsent', startDate: '2026-04-01', amount: 10 },
    ]);
    expect(p.months).toEqual([
      { month: 'Mar 2026', closedwon: 2, contractsent: 0 },
      { month: 'Apr 2026', closedwon: 0, contractsent: 1 },
    ]);
    expect(p.totals).toEqual([
      { stage: 'closedwon', count: 2, amount: 150 },
      { stage: 'contractsent', count: 1, amount: 10 },
    ]);
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
  it("asks for a note before saving, and disables the fields for admin and QA", async () => {
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
