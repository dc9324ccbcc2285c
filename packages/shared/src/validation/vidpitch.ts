import { z } from 'zod';
import { STRONG_PASSWORD } from './auth.js';
import { TEXT_LIMITS as L, boundedText } from './common.js';
import { formDataSchema } from './render.js';

// VidPitch: the broker's public video pages, the modify flow, registration, the $49 purchase and the assets listing
// (part B §2.1, §4, §5, §8, §9). Every text is the spec's.

export const VIDEO_PRICE_CENTS = 4900;
export const VIDEO_PRICE_LABEL = '$49';
/** part B §9: the countdown runs to the modified date plus 4 minutes. */
export const RENDER_COUNTDOWN_MS = 4 * 60_000;
export const REGISTRATION_LINK_DAYS = 7;
export const BROKER_CUSTOM_TEXT_MAX = 27;
export const YEAR_BUILT_MAX = 12;
export const LOGO_SIZE = { width: 150, height: 60 } as const;
export const BROKER_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Chapters whose form the §5 rules check (1-based). */
export const VALIDATED_CHAPTERS = [3, 4, 5] as const;

export const VIDPITCH_MESSAGES = {
  rendering: 'Please, wait… rendering is in process',
  noAssetImages: 'No asset images available',
  purchased: 'Video Purchased !!',
  cannotModify: 'Video cannot be modified, as this video is already purchased.',
  alreadyPurchased: 'This video is already purchased.',
  registerFirst: 'Please get registered on vidPitch portal to begin with payment process.',
  registered: 'Registered Successfully!!.',
  registrationExpired: 'This link is already expired. Please contact vidTech team to provide a new registration link.',
  editedProcessing: 'Edited data is processing for video rendering. Video will be rendered in 2 - 4 mins.',
  renderUnderProgress: 'Video rendering is under-progress, Once completed you will be notified.',
  noVideo: 'Requested video asset does not exist.',
  noAssetVideo: 'Requested asset video does not exist.',
  somethingBad: 'Something bad happened, please try after some time.',
  noTemplates: 'No templates available for selection.',
  templatesFailed: 'An error occurred, unable to fetch templates.',
  noTextFields: 'No text fields to edit.',
  noAssets: 'No video assets found',
  embedCopied: 'Embedded Code Copied!!',
  noPlayerAsset: 'No such asset exist. Please use correct player URL.',
  exportFailed: 'Something went wrong while exporting file.',
  endDateMissing: 'Enter End Date To Complete Search.',
  startDateMissing: 'Enter Start Date To Complete Search.',
  endBeforeStart: 'End date must be on or after the start date.',
  readyToSee: 'Ready to see your new video?',
  paymentProcessing: "Please don't refresh or close the page, your transaction is under processing.",
  unexpected: 'An unexpected error occurred.',
  emailResent: 'E-mail sent to the broker.',
  renderQueued: 'Video rendering is under-progress, Once completed you will be notified.',
} as const;

/** part B §4 "Payment intent outcomes". */
export const PAYMENT_OUTCOMES: Record<string, string> = {
  succeeded: 'Order Successfully Placed!!',
  processing: 'Your payment is processing. Once confirmed will send you receipt on mail.',
  requires_payment_method: 'Your payment was not successful, please try again.',
};
export const PAYMENT_OUTCOME_OTHER = 'Something went wrong. Please try again.';
export const paymentOutcomeText = (status: string | null | undefined) => (status && PAYMENT_OUTCOMES[status]) || PAYMENT_OUTCOME_OTHER;

const uuid = z.uuid('Requested video asset does not exist.');

export const videoDataSchema = z.object({
  uuid,
  email: boundedText(L.email).optional().nullable(),
  videoViewed: z.boolean().optional().nullable(),
});

export const uuidArgSchema = z.object({ uuid });

/** hh:mm:ss, as the player reports the time watched. */
export const watchTimeSchema = z.object({
  uuid,
  watchTime: z.string().regex(/^\d{2,3}:[0-5]\d:[0-5]\d$/, 'Watch time must be hh:mm:ss'),
  isModifyVideoRequested: z.boolean().optional().nullable(),
});

/** The listing's dates, YYYY/MM/DD (part B §7); both or neither, end on or after start (§5). */
const slashDate = z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, 'Enter a date as YYYY/MM/DD');
export const listVideosSchema = z
  .object({
    limit: z.number().int().min(1).max(10).default(10),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    search: boundedText(200).optional().nullable(),
    startDate: slashDate.optional().nullable(),
    endDate: slashDate.optional().nullable(),
  })
  .superRefine((v, ctx) => dateRangeIssues(v.startDate, v.endDate).forEach((i) => ctx.addIssue({ code: 'custom', ...i })));

/** The listing's date rule, shared by the search form, listVideos and the export. */
export function dateRangeIssues(start: string | null | undefined, end: string | null | undefined): { message: string; path: string[] }[] {
  if (start && !end) return [{ message: VIDPITCH_MESSAGES.endDateMissing, path: ['endDate'] }];
  if (!start && end) return [{ message: VIDPITCH_MESSAGES.startDateMissing, path: ['startDate'] }];
  if (start && end && end.replaceAll('-', '/') < start.replaceAll('-', '/'))
    return [{ message: VIDPITCH_MESSAGES.endBeforeStart, path: ['endDate'] }];
  return [];
}

export const assetsSearchFormSchema = z
  .object({ search: boundedText(200), startDate: z.string().nullable(), endDate: z.string().nullable() })
  .superRefine((v, ctx) => dateRangeIssues(v.startDate, v.endDate).forEach((i) => ctx.addIssue({ code: 'custom', ...i })));

export const exportVideoDataSchema = z
  .object({
    search: boundedText(200).optional().nullable(),
    start_date: z.iso.date('Enter a date as YYYY-MM-DD').optional().nullable().or(z.literal('')),
    end_date: z.iso.date('Enter a date as YYYY-MM-DD').optional().nullable().or(z.literal('')),
  })
  .superRefine((v, ctx) =>
    dateRangeIssues(v.start_date || null, v.end_date || null).forEach((i) => ctx.addIssue({ code: 'custom', ...i })),
  );

// ---- modify flow (part B §5 "Broker text edits")

const REQUIRED_LABELS: Record<string, string> = {
  ASSET_NAME: 'Property Name',
  BROKER_NAME: 'Broker Name',
  ASSET_ADDRESS: 'Property Address',
  BROKER_OFFICE_FULL_ADDRESS: 'Office Address',
};
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

export interface FormFieldIssue {
  attributeValue: string;
  message: string;
}

/**
 * The §5 rules on one chapter's form items. `chapter` is 1-based: the custom heading/value pairing, the 27-character
 * limit and the year built apply to chapters 3 to 5; required names, addresses and the phone apply wherever they are.
 */
export function chapterIssues(
  chapter: number,
  items: readonly { attributeValue: string; value: string; label?: string }[],
): FormFieldIssue[] {
  const issues: FormFieldIssue[] = [];
  const value = (a: string) => items.find((i) => i.attributeValue === a)?.value.trim() ?? null;
  for (const item of items) {
    const a = item.attributeValue;
    const v = item.value.trim();
    if (REQUIRED_LABELS[a] && !v) issues.push({ attributeValue: a, message: `${item.label || REQUIRED_LABELS[a]} is required` });
    if (a === 'BROKER_PHONE') {
      if (!v) issues.push({ attributeValue: a, message: 'Phone number is required' });
      else if (!PHONE_PATTERN.test(v)) issues.push({ attributeValue: a, message: 'Phone number is invalid' });
    }
  }
  if (!(VALIDATED_CHAPTERS as readonly number[]).includes(chapter)) return issues;
  for (const item of items) {
    const a = item.attributeValue;
    const v = item.value.trim();
    const heading = /^CUSTOM_HEADING_([1-9])$/.exec(a);
    const val = /^CUSTOM_VALUE_([1-9])$/.exec(a);
    if ((heading || val) && v.length > BROKER_CUSTOM_TEXT_MAX)
      issues.push({ attributeValue: a, message: `Maximum ${BROKER_CUSTOM_TEXT_MAX} character allowed` });
    if (heading) {
      const pair = value(`CUSTOM_VALUE_${heading[1]}`);
      if (!v && pair) issues.push({ attributeValue: a, message: 'custom heading is required, if custom value is provided.' });
    }
    if (val) {
      const pair = value(`CUSTOM_HEADING_${val[1]}`);
      if (!v && pair) issues.push({ attributeValue: a, message: 'custom value is required, if custom heading is provided' });
    }
    if (a === 'ASSET_YEAR_BUILT') {
      if (!v) issues.push({ attributeValue: a, message: 'Built year is required' });
      else if (v.length > YEAR_BUILT_MAX) issues.push({ attributeValue: a, message: `Maximum ${YEAR_BUILT_MAX} character allowed` });
    }
  }
  return issues;
}

export const renderEditedSchema = z
  .object({
    videoId: uuid,
    templateId: z.number().int().positive('No templates available for selection.'),
    formData: formDataSchema.nullable().optional(),
    isEdited: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.isEdited || !v.formData) return;
    v.formData.forEach((items, i) =>
      chapterIssues(i + 1, items).forEach((issue) =>
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['formData', i, issue.attributeValue] }),
      ),
    );
  });

/** The image rules of part B §5 "Image upload", on names (and the logo's measured size). */
export function imageFileIssue(files: readonly { name: string }[], fileType: 'LOGO' | 'QR_CODE' | 'IMAGE'): string | null {
  if (!files.length) return 'Choose at least one file!';
  if ((fileType === 'LOGO' || fileType === 'QR_CODE') && files.length > 1) return 'Multiple file uploading is not allowed';
  for (const f of files) {
    const ext = (f.name.split('.').pop() ?? '').toLowerCase();
    if (!(BROKER_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return `${ext} file format not allowed.`;
  }
  return null;
}
export const LOGO_SIZE_MESSAGE = 'Uploaded logo image not matches with required dimensions, Please use 150 X 60 logo dimension';
export const logoSizeIssue = (width: number, height: number) =>
  width === LOGO_SIZE.width && height === LOGO_SIZE.height ? null : LOGO_SIZE_MESSAGE;

// ---- registration and billing (part B §5)

export const registerBrokerFormSchema = z
  .object({
    firstName: boundedText(L.name).trim().min(1, 'First Name is required'),
    lastName: boundedText(L.name).trim().min(1, 'Last Name is required'),
    email: boundedText(L.email, 'Enter valid email address')
      .trim()
      .min(1, 'Email address is required')
      .pipe(z.email('Enter valid email address')),
    password: boundedText(L.password, 'Incorrect format').min(1, 'Please enter password').regex(STRONG_PASSWORD, 'Incorrect format'),
    confirmPassword: boundedText(L.password, 'Passwords must match').min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords must match', path: ['confirmPassword'] });

export const registerBrokerSchema = z.object({
  firstName: boundedText(L.name).trim().min(1, 'First Name is required'),
  lastName: boundedText(L.name).trim().min(1, 'Last Name is required'),
  email: boundedText(L.email, 'Enter valid email address')
    .trim()
    .min(1, 'Email address is required')
    .pipe(z.email('Enter valid email address')),
  password: boundedText(L.password, 'Incorrect format').min(1, 'Please enter password').regex(STRONG_PASSWORD, 'Incorrect format'),
  uuid,
  token: boundedText(200).min(1, VIDPITCH_MESSAGES.registrationExpired),
});

export const billingSchema = z.object({
  name: boundedText(L.name).trim().min(1, 'name is required'),
  address: z.object({
    line1: boundedText(200).trim().min(1, 'street address is required'),
    city: boundedText(100).trim().min(1, 'city is required'),
    postal_code: z
      .string()
      .trim()
      .min(1, 'zip is required')
      .regex(/^\d{5}$/, 'Must be 5 digits'),
    country: boundedText(2).default('US'),
  }),
});
export type Billing = z.infer<typeof billingSchema>;

export const createPaymentIntentSchema = z.object({
  uuid,
  brokerEmail: boundedText(L.email).trim().pipe(z.email('Enter valid email address')),
});

/** The local sandbox's card form (DECISIONS.md part B: test cards as Stripe's). */
export const testCardSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is invalid.')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export const confirmPaymentSchema = z.object({ clientSecret: boundedText(300).min(1), card: testCardSchema, billing: billingSchema });

// ---- pictures of the modify flow (part B §5 "Image upload", §7 getAssetImages, getS3ImagePreSignedUrl)

/** The picture kinds a broker may upload in the modify flow (part B §3 "Custom image"). */
export const VIDEO_IMAGE_KINDS = ['IMAGE', 'LOGO', 'QR_CODE', 'PROPERTY_BOUNDARY'] as const;
export type VideoImageKind = (typeof VIDEO_IMAGE_KINDS)[number];
/** The form field each kind fills (IMAGE fills its chapter's IMAGE_{n}). */
export const IMAGE_KIND_ATTRIBUTE: Record<Exclude<VideoImageKind, 'IMAGE'>, string> = {
  LOGO: 'BROKER_COMPANY_LOGO_URL',
  QR_CODE: 'QR_CODE',
  PROPERTY_BOUNDARY: 'PROPERTY_BOUNDARY',
};
/** Uploads one video may hold at a time (replaced and removed ones are deleted); bounds a public page's storage. */
export const VIDEO_UPLOADS_MAX = 40;

export const assetImagesSchema = z.object({ uuid, assetCrexiId: z.string().trim().max(64).nullish() });

export const videoImagePresignSchema = z.object({
  uuid,
  fileName: z.string().trim().min(1, 'Choose at least one file!').max(200, 'The file name must be at most 200 characters.'),
  fileType: z.enum(VIDEO_IMAGE_KINDS, 'Unknown image kind.'),
  chapter: z.string().regex(/^Chapter_[1-6]$/, 'The chapter must be Chapter_1 to Chapter_6.'),
  fileSize: z.number().int().positive('Choose at least one file!').optional(),
});
