import { z } from 'zod';
import { ORDER_MESSAGES } from './sales-order.js';
import { BRONZE_CHAPTERS, BRONZE_IMAGE_KINDS, BRONZE_INSTRUCTION_MAX } from '../bronze.js';
import { ELITE_AUCTION } from './sales.js';

// The Bronze builder's calls (part B §7 "Bronze builder"): the same schemas check the forms and the server's arguments.

export const segmentNumberSchema = z
  .number()
  .int('The chapter must be a whole number.')
  .min(1, 'The chapter must be 1 to 6.')
  .max(BRONZE_CHAPTERS, 'The chapter must be 1 to 6.');

/** A chapter's flat form: {attr}, CHECKBOX_{attr}, LABEL_{attr} → text. */
export const bronzeFormValuesSchema = z
  .record(
    z.string().regex(/^[A-Z][A-Z0-9_]{0,79}$/, 'Unknown form field.'),
    z.string().max(BRONZE_INSTRUCTION_MAX + 200, 'The value is too long.'),
  )
  .refine((v) => Object.keys(v).length <= 80, 'Too many form fields.');

export const draftBronzeSegmentsSchema = z.object({
  segmentNumber: segmentNumberSchema,
  formData: bronzeFormValuesSchema,
  eliteAuction: z.enum(ELITE_AUCTION, ORDER_MESSAGES.chooseEliteAuction).nullish(),
  isTextChange: z.boolean().nullish(),
});

export const bronzeImageKindSchema = z.enum(BRONZE_IMAGE_KINDS, 'Unknown image kind.');
export const bronzeChapterSchema = z.string().regex(/^Chapter_[1-6]$/, 'The chapter must be Chapter_1 to Chapter_6.');

export const customImageInputSchema = z.object({
  fileName: z.string().trim().min(1, 'Choose at least one file!').max(200),
  fileType: bronzeImageKindSchema,
  uuid: z.string().trim().min(1).max(64),
  chapter: bronzeChapterSchema,
});
