import { z } from 'zod';
import { ORDER_MESSAGES } from './sales-order.js';
import { BRONZE_CHAPTERS, BRONZE_IMAGE_KINDS, BRONZE_INSTRUCTION_MAX, BRONZE_PACKAGE_TYPE } from '../bronze.js';
import { FILE_MESSAGES } from '../messages.js';
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

// ---- the server's arguments (each field's whole argument list, parsed once by its resolver)

/** The order a call is about: a listing's (by asset uuid) or a project's (by number or uuid); the server resolves it. */
const orderRef = { assetId: z.string().nullish(), projectId: z.string().nullish() };

export const bronzeSegmentDetailsSchema = z.object({
  ...orderRef,
  segmentNumber: segmentNumberSchema,
  isHubspotProject: z.boolean().nullish(),
});
export type BronzeSegmentDetailsInput = z.infer<typeof bronzeSegmentDetailsSchema>;

export const bronzeChapterPreviewSchema = z.object({ ...orderRef, segmentNumber: segmentNumberSchema, formData: bronzeFormValuesSchema });
export type BronzeChapterPreviewInput = z.infer<typeof bronzeChapterPreviewSchema>;

/** draftBronzeSegments: the chapter's form, and the project the page thinks it is (checked against the order's). */
export const draftBronzeSegmentsArgsSchema = draftBronzeSegmentsSchema.extend({ ...orderRef, projectUuid: z.string().nullish() });
export type DraftBronzeSegmentsInput = z.infer<typeof draftBronzeSegmentsArgsSchema>;

const bronzePackage = z.literal(BRONZE_PACKAGE_TYPE, 'packageType must be BRONZE');
const storedLink = z.string().trim().min(1).max(400);

export const customImagePresignSchema = z.object({
  packageType: bronzePackage,
  customImageInput: z.array(customImageInputSchema).min(1, FILE_MESSAGES.chooseOne).max(20),
});
export type CustomImagePresignInput = z.infer<typeof customImagePresignSchema>;

export const customImageRegisterSchema = z.object({
  uuid: z.string().trim().min(1).max(64),
  packageType: bronzePackage,
  input: z
    .array(z.object({ s3ImageLink: storedLink, fileType: bronzeImageKindSchema, chapter: bronzeChapterSchema }))
    .min(1, FILE_MESSAGES.chooseOne)
    .max(20),
});
export type CustomImageRegisterInput = z.infer<typeof customImageRegisterSchema>;

export const customImageDeleteSchema = z.object({
  s3ImageLinkArray: z.array(storedLink).min(1, FILE_MESSAGES.chooseOne).max(200),
  fileType: bronzeImageKindSchema.nullish(),
  projectUuid: z.string().trim().min(1).max(64),
});
export type CustomImageDeleteInput = z.infer<typeof customImageDeleteSchema>;
