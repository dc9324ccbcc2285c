import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { TEXT_LIMITS, boundedText, isoDateSchema } from './common.js';

// The brokers directory's rules (part A §4, §5, §9); messages and labels copied from the spec.

export const FLAG_TYPES = {
  needsEvaluation: 'Requires Further Evaluation',
  emailNotFound: "Broker's email not found!",
} as const;
export type FlagType = (typeof FLAG_TYPES)[keyof typeof FLAG_TYPES];
export const FLAG_TYPE_VALUES = [FLAG_TYPES.needsEvaluation, FLAG_TYPES.emailNotFound] as const;

export const FLAG_PRIORITIES = [1, 2, 3] as const;
/** Priority 1, 2, 3 are shown red, orange, yellow. */
export const FLAG_PRIORITY_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'yellow' };
export const FLAG_NOTE_MAX = 100;

/** Sort options: All (by name), 'Brokers with most Listing', 'New Brokers'. */
export const BROKER_SORT_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'total_active_assets_count', label: 'Brokers with most Listing' },
  { value: 'new_brokers', label: 'New Brokers' },
] as const;
export const BROKER_SORT_VALUES = ['total_active_assets_count', 'new_brokers'] as const;
export const BROKER_SEARCH_FIELDS = ['first_name', 'last_name', 'company', 'email'] as const;
export type BrokerSearchField = (typeof BROKER_SEARCH_FIELDS)[number];

export const HS_EXPORT_FILE_NAME = 'HS_Non_Sync_Data.xlsx';

/** A US 10-digit number: optional parentheses round the area code, separators '-', '.' or space. */
export const US_PHONE_PATTERN = /^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidUsPhone = (phone: string) => US_PHONE_PATTERN.test(phone.trim());
export const isValidBrokerEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/**
 * What a phone field shows while typing: digits grouped with hyphens (555-123-4567). Input that cannot become a
 * US number (letters, more than 10 digits) clears the field, as the spec asks.
 */
export function formatUsPhoneInput(raw: string): string {
  if (/[^\d()\-. ]/.test(raw)) return '';
  const digits = raw.replace(/\D/g, '');
  if (digits.length > 10) return '';
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Stored form of a valid number: 555-123-4567. */
export function normaliseUsPhone(phone: string): string {
  const m = US_PHONE_PATTERN.exec(phone.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : phone.trim();
}

const searchString = boundedText(100)
  .trim()
  .optional()
  .transform((s) => s || undefined);
const limit = z.number().int().min(1).max(100).default(PAGE_SIZE);
const offset = z.number().int().min(0).default(0);

export const brokersDirectoryArgsSchema = z.object({
  missingEmail: z.boolean().nullish(),
  missingPhone: z.boolean().nullish(),
  newBroker: z.boolean().nullish(),
  updatedRecords: z.boolean().nullish(),
  limit,
  offset,
  searchParams: z.array(z.enum(BROKER_SEARCH_FIELDS)).nullish(),
  searchString,
  sortParams: z.union([z.enum(BROKER_SORT_VALUES), z.literal('')]).nullish(),
});
export type BrokersDirectoryArgs = z.infer<typeof brokersDirectoryArgsSchema>;

export const flaggedBrokersArgsSchema = z.object({
  emailNotFound: z.boolean().nullish(),
  needsEvaluation: z.boolean().nullish(),
  withNotesOnly: z.boolean().nullish(),
  priority: z.array(z.number().int().min(1).max(3)).nullish(),
  limit,
  offset,
  searchParams: z.array(z.enum(BROKER_SEARCH_FIELDS)).nullish(),
  searchString,
});
export type FlaggedBrokersArgs = z.infer<typeof flaggedBrokersArgsSchema>;

/** Server-side rule for a save: both e-mail and phone valid (the row's Save button is enabled only then). */
export const updateBrokerDirectorySchema = z.object({
  brokerId: z.uuid('Unknown broker'),
  email: boundedText(TEXT_LIMITS.email, 'Enter a valid email')
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL_PATTERN, 'Enter a valid email'),
  phone: z
    .array(boundedText(40, 'Phone number is not valid').trim())
    .max(10)
    .transform((list) => list.filter((p) => p !== ''))
    .pipe(z.array(z.string().regex(US_PHONE_PATTERN, 'Phone number is not valid')).min(1, 'Phone is required'))
    .transform((list) => [...new Set(list.map(normaliseUsPhone))]),
  isFlaggedRecord: z.boolean().nullish(),
});
export type UpdateBrokerDirectoryInput = z.infer<typeof updateBrokerDirectorySchema>;

export const flagBrokerSchema = z.object({
  brokerId: z.uuid('Unknown broker'),
  flagType: z.enum(FLAG_TYPE_VALUES, 'Choose a flag type'),
  priority: z.number().int().min(1, 'Choose a priority').max(3, 'Choose a priority'),
  note: boundedText(FLAG_NOTE_MAX, `Maximum ${FLAG_NOTE_MAX} characters allowed`)
    .trim()
    .max(FLAG_NOTE_MAX, `Maximum ${FLAG_NOTE_MAX} characters allowed`)
    .nullish()
    .transform((n) => n || null),
});
export type FlagBrokerInput = z.infer<typeof flagBrokerSchema>;

/** Dates travel as YYYY-MM-DD of a day that exists (2020-02-31 is refused); the screen shows them as MM/DD/YYYY. */
const isoDate = isoDateSchema('Dates are YYYY-MM-DD');
export const hsOutOfSyncFilterSchema = z
  .object({ startDate: isoDate.nullish(), endDate: isoDate.nullish() })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: 'The start date must be on or before the end date',
    path: ['endDate'],
  });
export const hsOutOfSyncInputSchema = z.object({
  limit,
  offset,
  filter: hsOutOfSyncFilterSchema.nullish(),
});
export type HsOutOfSyncInput = z.infer<typeof hsOutOfSyncInputSchema>;

/** 'HS_Non_Sync_Data.xlsx', or with the filter dates in the name. */
export function hsExportFileName(startDate?: string | null, endDate?: string | null): string {
  if (!startDate || !endDate) return HS_EXPORT_FILE_NAME;
  const us = (d: string) => `${d.slice(5, 7)}-${d.slice(8, 10)}-${d.slice(0, 4)}`;
  return `HS_Non_Sync_Data_${us(startDate)}_to_${us(endDate)}.xlsx`;
}
