import { z } from 'zod';
import { ELITE_AUCTION, planNameSchema } from './sales.js';

// The order of a listing: the eight property-detail tabs (part A §2 "Property detail", §3 asset detail, §5).
// The same schemas check the forms in the browser and the arguments on the server.

/** A listing id: anything else answers the spec's 'No assets Found!'. */
export const assetIdSchema = z.uuid('No assets Found!');

export const ORDER_MESSAGES = {
  detailsAdded: 'Asset details added successfully',
  brokerAdded: 'Broker added successfully',
  dataSaved: 'Data saved successfully.',
  orderSent: 'Your order summary has been sent to your email.',
  syncStarted: 'Asset data sync successfully! Gallery processing is in-progress',
  gallerySynced: 'Asset galleries sync successfully',
  syncFailed: 'Sync failed! Please try again later',
  pageNotFound: 'Page Not Found',
  detailsNotAvailable: 'Details not available.',
  noBroker: 'No broker available',
  noData: 'No data entered!',
  interiorIncomplete: 'All fields of interior video contact are mandatory and Please enter valid data.',
  invalidImage: 'Please upload a valid image file.',
  drawPolygonFirst: 'Please draw a polygon first.',
  chooseEliteAuction: 'Please choose ELITE or AUCTION before submitting the order.',
  alreadyOrdered: 'An order for this property has already been placed.',
  brokerAlreadyOnAsset: 'This broker is already on the listing.',
  /** A customer on a listing whose order another customer started (docs/adr/0011-order-ownership.md). */
  otherCustomersOrder: 'Another customer has already started an order for this property. Please contact us if you need a video of it.',
  priceNotPlans: 'The price must be the price of the chosen plan.',
  placedOrderLocked: 'This order has been placed; please contact us to change it.',
} as const;

/** The eight tabs, id 0 to 7, with their route slug and title. */
export const ORDER_TABS = [
  { id: 0, slug: 'details', title: 'Property Details' },
  { id: 1, slug: 'cities-in-200-miles', title: 'Cities within a 200 mile radius' },
  { id: 2, slug: 'cities-in-100-miles', title: 'Callouts within 100 Miles' },
  { id: 3, slug: 'cities-in-10-miles', title: 'Callouts within 10 Miles' },
  { id: 4, slug: 'call-to-action', title: 'Mapping & Call to Action' },
  { id: 5, slug: 'auction-broker-details', title: 'Auction Dates and Broker' },
  { id: 6, slug: 'interior-video-contact', title: 'Interior Video Contact' },
  { id: 7, slug: 'summary', title: 'Order Summary' },
] as const;
export type OrderTabSlug = (typeof ORDER_TABS)[number]['slug'];

/** Nearby distances in miles: tab 1 cities, tabs 2 and 3 callouts. */
export const NEARBY_DISTANCES = [200, 100, 10] as const;
export const AUCTION_FIELD_MAX = 30;
export const SHOOT_TIME_STEP_MINUTES = 15;
/** Boundary images: jpg, jpeg or png. */
export const BOUNDARY_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const isBoundaryImage = (fileName: string) =>
  (BOUNDARY_IMAGE_EXTENSIONS as readonly string[]).includes(fileName.split('.').pop()?.toLowerCase() ?? '');

/** The three instruction questions asked after the polygon is drawn. */
export const MAPPING_QUESTIONS = {
  mapping_question_1: 'Who is the onsite contact for the shoot, and how do we reach them?',
  mapping_question_2: 'Any photo instructions (angles, features to show or avoid)?',
  mapping_question_3: 'Would you like a kick-off call before the shoot? When suits you?',
} as const;

/** International phone: optional '+' and country code, then 7 to 15 digits with spaces, dots, dashes or parentheses. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
const digitCount = (s: string) => s.replace(/\D/g, '').length;
export const isInternationalPhone = (s: string) => INTERNATIONAL_PHONE_PATTERN.test(s.trim()) && digitCount(s) >= 7 && digitCount(s) <= 15;
/** Interior contact phone: 10 digits with an optional +1, separators '-', '.', ' ' or parentheses. */
export const CONTACT_PHONE_PATTERN = /^(\+?1[-. ]?)?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullish()).transform((v) => v ?? null);

/** The default broker form of tab 0 (part A §5): every field required but the extras. */
export const defaultBrokerSchema = z.object({
  uuid: z.uuid(),
  firstname: z.string().trim().min(1, 'First name is required').max(100),
  lastname: z.string().trim().min(1, 'Last name is required').max(100),
  phone: z.string().trim().min(1, 'Phone is required').refine(isInternationalPhone, 'Phone number is invalid'),
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL, 'Invalid email').max(254),
  company: z.string().trim().min(1, 'Company name is required').max(200),
  companyUrl: z
    .string()
    .min(1, 'Website URL is required')
    .refine((s) => !/\s/.test(s), 'URL cannot contain spaces')
    .refine((s) => /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i.test(s), 'Invalid URL format'),
  affiliation: optionalText(200),
  title: optionalText(200),
  marketArea: optionalText(200),
  /** Storage keys under default_broker/{uuid}/ (image, logo); null when none was uploaded. */
  imageUrl: optionalText(1024),
  companyLogoUrl: optionalText(1024),
});
export type DefaultBrokerInput = z.input<typeof defaultBrokerSchema>;

/** Broker add-by-email form of tab 0. */
export const addBrokerEmailSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254, 'Invalid email').regex(EMAIL, 'Invalid email'),
});

/** A nearby city or callout: empty names are dropped; `delete` removes a saved one by id. */
export const nearbyPlaceSchema = z.object({
  id: z.uuid().nullish(),
  name: z.string().trim().max(120, 'Maximum 120 characters allowed'),
  distanceFromAsset: z.union([z.literal(200), z.literal(100), z.literal(10)]),
  delete: z.boolean().nullish(),
});
export const nearbyListSchema = z
  .array(nearbyPlaceSchema)
  .max(50)
  .transform((list) => list.filter((p) => p.name !== '' || (p.id && p.delete)));

const auctionField = z.preprocess(blankToNull, z.string().trim().max(AUCTION_FIELD_MAX, 'Maximum 30 characters allowed').nullish());
export const auctionSchema = z.object({
  auction_1: auctionField,
  auction_2: auctionField,
  auction_3: auctionField,
  auction_4: auctionField,
});

/** Today as YYYY-MM-DD in the browser's (or server's) local time. */
export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** 'hh:mm' or 'hh:mm:ss' → 'hh:mm:ss' (what is sent), or null when the text is no time. */
export function toHhMmSs(value: string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  return m ? `${m[1]}:${m[2]}:${m[3] ?? '00'}` : null;
}

/** Interior video contact (tab 6); the date/time pair requires each other, the date is today or later, 15-minute steps. */
export const interiorVideoContactSchema = z
  .object({
    name: optionalText(120),
    email: z.string().trim().min(1, 'Email is required').max(254, 'Email is not valid').regex(EMAIL, 'Email is not valid'),
    phone: z.preprocess(blankToNull, z.string().trim().regex(CONTACT_PHONE_PATTERN, 'Phone number is not valid').nullish()),
    shootDate: z.preprocess(blankToNull, z.iso.date('Date is not valid.').nullish()),
    shootTime: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : (toHhMmSs(v) ?? v)) : v),
      z
        .string()
        .regex(/^\d{2}:\d{2}:\d{2}$/, 'Time is not valid.')
        .refine((t) => Number(t.slice(3, 5)) % SHOOT_TIME_STEP_MINUTES === 0 && t.endsWith(':00'), 'Choose a time in 15-minute steps.')
        .nullish(),
    ),
    additionalNotes: optionalText(1000),
  })
  .superRefine((c, ctx) => {
    if (c.shootTime && !c.shootDate)
      ctx.addIssue({ code: 'custom', path: ['shootDate'], message: 'Date is required, if shoot time is provided' });
    if (c.shootDate && !c.shootTime)
      ctx.addIssue({ code: 'custom', path: ['shootTime'], message: 'Time is required, if shoot date is provided' });
  });
export type InteriorVideoContactInput = z.input<typeof interiorVideoContactSchema>;

/** The shoot date may not lie in the past (checked where "today" is known: the form, and the server on save). */
export const shootDateNotPast = (shootDate: string | null | undefined, today = todayIso()) => !shootDate || shootDate >= today;
export const SHOOT_DATE_PAST_MESSAGE = 'The shoot date cannot be in the past.';

/** Complete enough to count (tab 6 done, save-for-later allowed): every field filled and valid. */
export function isInteriorContactComplete(c: InteriorVideoContactInput | null | undefined): boolean {
  if (!c) return false;
  const r = interiorVideoContactSchema.safeParse(c);
  return r.success && !!r.data.name && !!r.data.phone && !!r.data.shootDate && !!r.data.shootTime;
}

/** An interior contact with nothing typed is sent as null. */
export const isBlankContact = (c: Record<string, unknown> | null | undefined) =>
  !c || Object.values(c).every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));

export const userInstructionsSchema = z.object({
  mapping_question_1: optionalText(1000),
  mapping_question_2: optionalText(1000),
  mapping_question_3: optionalText(1000),
});

export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
/** A property polygon: at least three corners. */
export const geoPolygonSchema = z.array(geoPointSchema).min(3, 'Please draw a polygon first.').max(500);

export const includedBrokerSchema = z.object({
  id: z.uuid(),
  isIncluded: z.boolean(),
  isLead: z.boolean(),
});
export const includedBrokersSchema = z
  .array(includedBrokerSchema)
  .max(50)
  .refine((list) => list.filter((b) => b.isLead).length <= 1, 'Only one broker can be the lead.');

export const ORDER_STATUSES = ['Inprogress', 'Complete'] as const;

/** addAssetDetails: every field optional; a field left out keeps what was saved, null clears it. */
export const addAssetDetailsSchema = z.object({
  assetId: assetIdSchema,
  crexiDefaultBrokers: z.array(defaultBrokerSchema).max(10).nullish(),
  status: z.enum(ORDER_STATUSES, 'Unknown status').nullish(),
  projectPlan: planNameSchema.nullish(),
  userInstructions: userInstructionsSchema.nullish(),
  nearbyCities: nearbyListSchema.nullish(),
  nearbyCallouts: nearbyListSchema.nullish(),
  // .optional(): optionalText turns a missing value into null, which would clear the saved text on every other tab's save.
  callToAction: optionalText(500).optional(),
  interiorVideoContact: interiorVideoContactSchema.nullish(),
  eliteAuction: z.enum(ELITE_AUCTION, 'Choose ELITE or AUCTION').nullish(),
  mapScreenshot: optionalText(1024).optional(),
  mapGeopoints: geoPolygonSchema.nullish(),
  auction: auctionSchema.nullish(),
  includedBrokers: includedBrokersSchema.nullish(),
  /** Save For Later: the order becomes a pending order of the viewer's that reopens on this tab. */
  savedTab: z.number().int().min(0).max(7).nullish(),
});
export type AddAssetDetailsInput = z.input<typeof addAssetDetailsSchema>;

/** saveDealMap's data: the screenshot's storage key, the polygon and the three answers. */
export const dealMapSchema = z.object({
  deal_map_screenshot: z.string().trim().min(1, 'Please draw a polygon first.').max(1024),
  deal_map_geopoints: geoPolygonSchema,
  deal_map_instructions: userInstructionsSchema.nullish(),
});

/** The quote properties sent to the CRM deal with the order. */
export const quotePropertiesSchema = z.object({
  planName: planNameSchema,
  eliteAuction: z.enum(ELITE_AUCTION, 'Choose ELITE or AUCTION').nullish(),
  price: z.number().min(0).max(9_999_999_999.99),
  notes: optionalText(1000),
});

export const checkoutSchema = z.object({
  assetId: assetIdSchema,
  planId: z.uuid('Unknown plan').nullish(),
  eliteAuction: z.enum(ELITE_AUCTION, ORDER_MESSAGES.chooseEliteAuction),
  planName: planNameSchema.nullish(),
});

/** 'buildingSize' → 'Building Size': headings of the listing's detail fields. */
export function camelCaseHeading(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
  return spaced.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Plans whose order has no interior-video tab: their last steps are 5 → 7, and Previous from 7 skips back to 5. */
export const PLANS_WITHOUT_INTERIOR_TAB: readonly string[] = ['SILVER', 'BRONZE'];
const INTERIOR_TAB = 6;

/** The tab after `tab` for this plan, or null on the last tab. */
export function nextOrderTab(tab: number, plan: string | null | undefined): number | null {
  if (tab >= 7) return null;
  const next = tab + 1;
  return next === INTERIOR_TAB && PLANS_WITHOUT_INTERIOR_TAB.includes((plan ?? '').toUpperCase()) ? next + 1 : next;
}

/** The tab before `tab` for this plan, or null on the first tab. */
export function previousOrderTab(tab: number, plan: string | null | undefined): number | null {
  if (tab <= 0) return null;
  const prev = tab - 1;
  return prev === INTERIOR_TAB && PLANS_WITHOUT_INTERIOR_TAB.includes((plan ?? '').toUpperCase()) ? prev - 1 : prev;
}
