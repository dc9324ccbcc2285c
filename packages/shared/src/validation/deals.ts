// Inputs of the deals portal's operations (part B §7 "Deals"), shared by the server's resolvers and the web forms.
import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { boundedText } from './common.js';
import { projectIdSchema } from './management.js';

export const DEAL_PAYMENT_NAMES = ['Not Paid', 'Paid', 'Pulled From Bundle', 'Invoiced'] as const;
export type DealPaymentName = (typeof DEAL_PAYMENT_NAMES)[number];
/** The displayed payment status: the first ticked in this order, otherwise Invoiced (part B §4). */
export const DEAL_PAYMENT_DISPLAY_ORDER: readonly DealPaymentName[] = ['Pulled From Bundle', 'Paid', 'Not Paid'];
export const DEAL_STAGE_CLOSED_WON = 'closedwon';
/** The search-field selector of the deals list (part B §2.7). */
export const DEAL_SEARCH_FIELDS = ['All', 'Deal Name', 'Status', 'Start Date'] as const;

export const DEALS_MESSAGES = {
  title: 'Deals',
  header: 'Sales person Portal',
  empty: 'No deals found',
  closedWon: 'Closed / won',
  quoteExpired: 'Quote expired',
  linkCopied: 'Linked copied to clipboard',
  copyFailed: 'Failed to copy text: ',
  paymentUpdated: 'Deal Payment Updated.',
  synced: 'Deal Association Synced.',
  notesSaved: 'Deal notes saved.',
  noQuotes: 'No Quotes Available',
  enterNote: 'Enter a note to save',
  dealMissing: 'Requested deal does not exist.',
  syncQueued: 'Deal association sync started.',
} as const;

export const DEALS_INPUT_MESSAGES = {
  limit: 'limit must be a whole number from 1 to 100',
  offset: 'offset must be a whole number of 0 or more',
  dealName: 'dealName must be at most 200 characters',
  status: 'status must be at most 40 characters',
  startDate: 'startDate must be a date as MM/dd/yyyy',
  search: 'globalSearchText must be at most 100 characters',
  dealId: 'dealId must be a deal id',
  notes: 'notes must be at most 5000 characters',
  paymentName: 'payment name must be Not Paid, Paid, Pulled From Bundle or Invoiced',
  paymentList: 'payment must list each of Not Paid, Paid, Pulled From Bundle and Invoiced once',
  paidAndNotPaid: 'Paid and Not Paid cannot both be checked',
  timestamp: 'timestamp must be an ISO date-time',
  pipelineFrom: 'from must be a date as MM/dd/yyyy',
  pipelineTo: 'to must be a date as MM/dd/yyyy',
  pipelinePeriod: 'from must not be after to',
} as const;
const M = DEALS_INPUT_MESSAGES;

/** MM/dd/yyyy, a real calendar date. */
const usDateOf = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, message)
    .refine((s) => {
      const [mm, dd, yyyy] = s.split('/').map(Number) as [number, number, number];
      const d = new Date(Date.UTC(yyyy, mm - 1, dd));
      return d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd;
    }, message);
const usDate = usDateOf(M.startDate);
/** MM/dd/yyyy → yyyy-MM-dd (sortable, and what the database's date columns take). */
export const usDateToIso = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

export const dealsInputSchema = z.object({
  limit: z.number().int().min(1, M.limit).max(100, M.limit).default(PAGE_SIZE),
  offset: z.number().int().min(0, M.offset).default(0),
  filter: z
    .object({
      dealName: boundedText(200, M.dealName).trim().optional(),
      status: boundedText(40, M.status).trim().optional(),
      startDate: usDate.optional(),
    })
    .default({}),
  globalSearchText: boundedText(100, M.search).trim().optional(),
});
export type DealsInput = z.infer<typeof dealsInputSchema>;

export const dealIdSchema = z.object({ dealId: z.uuid({ message: M.dealId }) });
export const dealProjectSchema = z.object({ projectId: projectIdSchema });

export const saveDealNotesSchema = z.object({
  projectId: projectIdSchema,
  customerNotes: boundedText(5000, M.notes).optional(),
  pmNotes: boundedText(5000, M.notes).optional(),
});

/** The PM-notes form of the detail: a note must have some text. */
export const pmNotesFormSchema = z.object({ pmNotes: z.string().trim().min(1, DEALS_MESSAGES.enterNote).max(5000, M.notes) });

export const dealPaymentItemSchema = z.object({
  name: z.enum(DEAL_PAYMENT_NAMES, { message: M.paymentName }),
  checked: z.boolean(),
  timestamp: z.iso.datetime({ message: M.timestamp }).nullish(),
  disabled: z.boolean().nullish(),
});

export const updateDealPaymentSchema = z.object({
  projectId: projectIdSchema,
  payment: z
    .array(dealPaymentItemSchema)
    .length(DEAL_PAYMENT_NAMES.length, M.paymentList)
    .refine((list) => new Set(list.map((p) => p.name)).size === DEAL_PAYMENT_NAMES.length, M.paymentList)
    .refine(
      (list) => !(list.find((p) => p.name === 'Paid')?.checked && list.find((p) => p.name === 'Not Paid')?.checked),
      M.paidAndNotPaid,
    ),
});

/** The status a deal shows for its payment checkboxes (part B §4). */
export function dealPaymentStatus(payment: readonly { name: string; checked: boolean }[]): DealPaymentName {
  for (const name of DEAL_PAYMENT_DISPLAY_ORDER) if (payment.find((p) => p.name === name)?.checked) return name;
  return 'Invoiced';
}

/**
 * `dealPipeline(input)` (beyond the spec, issue 19): the period of start dates the pipeline covers, both ends
 * inclusive and optional (none = every deal, including those without a start date).
 */
export const dealPipelineInputSchema = z
  .object({
    from: usDateOf(M.pipelineFrom).optional(),
    to: usDateOf(M.pipelineTo).optional(),
  })
  .refine((p) => !p.from || !p.to || usDateToIso(p.from) <= usDateToIso(p.to), { message: M.pipelinePeriod, path: ['from'] });
export type DealPipelineInput = z.infer<typeof dealPipelineInputSchema>;
