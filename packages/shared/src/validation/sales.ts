import { z } from 'zod';
import { PAGE_SIZE, PLAN_NAMES } from '../constants.js';
import { TEXT_LIMITS, boundedText } from './common.js';

// The sales portal's search and order rules (part A §2 "Sales portal search", §3, §5).

/** The elite-auction selector: an order is for an ELITE or an AUCTION video (part A §4). */
export const ELITE_AUCTION = ['ELITE', 'AUCTION'] as const;
export type EliteAuction = (typeof ELITE_AUCTION)[number];

export const SALES_MESSAGES = {
  pendingTitle: 'Pending Search Result',
  resultsTitle: 'Search Result',
  somethingWrong: 'Something went wrong!!',
  assetDeleted: 'Asset deleted successfully',
  noAssets: 'No assets Found!',
  resultsHint: 'Search results will appear here',
  alreadyOrdered: 'An order for this property has already been placed.',
  notSpecified: 'Not Specified',
} as const;

const term = boundedText(100)
  .trim()
  .nullish()
  .transform((s) => s || undefined);
const limit = z.number().int().min(1).max(100).default(PAGE_SIZE);
const offset = z.number().int().min(0).default(0);

export const searchAssetsSchema = z.object({
  firstName: term,
  lastName: term,
  companyName: term,
  limit,
  offset,
  auctionData: z.enum(ELITE_AUCTION, 'Choose ELITE or AUCTION').nullish(),
});
export type SearchAssetsInput = z.infer<typeof searchAssetsSchema>;

export const pendingAssetsSchema = z.object({ limit, offset });

export const planNameSchema = boundedText(TEXT_LIMITS.code, 'Unknown plan')
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(PLAN_NAMES, 'Unknown plan'));

/** Price as the spec shows it: '$' with thousands separators, or 'Not Specified'. */
export function formatPrice(price: number | string | null | undefined): string {
  if (price === null || price === undefined || price === '') return SALES_MESSAGES.notSpecified;
  const n = Number(price);
  if (!Number.isFinite(n)) return SALES_MESSAGES.notSpecified;
  return `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
