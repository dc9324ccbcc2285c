// How the deals portal shows its values (part B §9): dates MM/DD/YYYY, prices as $ with thousands separators, the
// stage 'Closed / won', the payment status by the spec's order.
import dayjs from 'dayjs';
import { DEAL_STAGE_CLOSED_WON, DEALS_MESSAGES } from '@vms/shared';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $1,234.50 */
export const formatPrice = (n: number) => money.format(n);

/** yyyy-MM-dd (a calendar day, no time zone) → MM/DD/YYYY. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return 'N/A';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** A Date picked in the filter → MM/dd/yyyy, as the server's filter takes it. */
export const filterDay = (d: Date) => dayjs(d).format('MM/DD/YYYY');

/** HubSpot's default pipeline stages by their internal names (the labels its UI shows); others show as stored. */
const STAGE_LABELS: Record<string, string> = {
  appointmentscheduled: 'Appointment scheduled',
  qualifiedtobuy: 'Qualified to buy',
  presentationscheduled: 'Presentation scheduled',
  decisionmakerboughtin: 'Decision maker bought-in',
  contractsent: 'Contract sent',
  closedlost: 'Closed lost',
};

export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'N/A';
  return stage === DEAL_STAGE_CLOSED_WON ? DEALS_MESSAGES.closedWon : (STAGE_LABELS[stage] ?? stage);
}

export const isExpired = (iso: string, now: number = Date.now()) => Date.parse(iso) < now;

/** Status badge colours of the project statuses a deal shows. */
export const STATUS_COLOURS: Record<string, string> = {
  ACTIVE: 'blue',
  COMPLETED: 'teal',
  'NOT STARTED': 'gray',
  RENDERING: 'violet',
  FAILED: 'red',
};

export const PAYMENT_COLOURS: Record<string, string> = { Paid: 'teal', 'Not Paid': 'red', 'Pulled From Bundle': 'grape', Invoiced: 'blue' };
