// The listing feed (Crexi in production): where VMS's assets, their brokers and their galleries come from.
// `local` reads a JSON file; `http` pages through a feed API. Both hand out listings of the one shape below,
// checked with this schema so a malformed feed fails loudly, naming the listing, before anything is written.
import { z } from 'zod';

const text = z.string().trim();
/** Empty strings in a feed mean "not given". */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), text.nullish()).transform((v) => v ?? null);
const optionalNumber = z.preprocess((v) => (v === '' ? null : v), z.coerce.number().finite().nullish()).transform((v) => v ?? null);
const optionalDate = z
  .preprocess((v) => (v === '' ? null : v), z.coerce.date({ error: 'Not a date' }).nullish())
  .transform((d) => d ?? null);

/** A broker of a listing; `externalId` is the feed's id, the key brokers are matched on. */
export const feedBrokerSchema = z.object({
  externalId: text.min(1).max(64),
  firstName: text.min(1).max(100),
  lastName: text.min(1).max(100),
  company: optionalText,
  email: optionalText,
  phone: z.array(text.min(1)).default([]),
  city: optionalText,
  photoUrl: optionalText,
});

/**
 * One listing of the feed:
 * - `assetCrexiId`: the feed's id, the key assets are matched on (re-importing updates, never duplicates);
 * - `name`, `description`, `marketingDescription` (HTML, shown sanitised), `askingPrice` (dollars, null when not given),
 *   `propertyType`, the address (`address`, `city`, `county`, `state`, `zip`), `latitude`/`longitude`, `crexiUrl`;
 * - `isPrivate`, `isAuction` (the search's AUCTION listings; ELITE are the others), `listingStatus` (e.g. Active),
 *   `activatedOn`, `updatedOn` (ISO dates);
 * - `details`: the remaining fields the detail screen lists by name (buildingSize, lotSize, yearBuilt, …);
 * - `brokers`: in the listing's order (the first is the lead);
 * - `gallery`: image URLs (http or https), or paths relative to the feed file's directory for a local feed.
 */
export const feedListingSchema = z.object({
  assetCrexiId: z.coerce.string().trim().min(1).max(64),
  name: text.min(1).max(300),
  description: optionalText,
  marketingDescription: optionalText,
  askingPrice: optionalNumber,
  propertyType: optionalText,
  address: optionalText,
  city: optionalText,
  county: optionalText,
  state: optionalText,
  zip: optionalText,
  latitude: optionalNumber.refine((v) => v === null || Math.abs(v) <= 90, 'Latitude out of range'),
  longitude: optionalNumber.refine((v) => v === null || Math.abs(v) <= 180, 'Longitude out of range'),
  crexiUrl: optionalText,
  isPrivate: z.boolean().default(false),
  isAuction: z.boolean().default(false),
  listingStatus: optionalText,
  activatedOn: optionalDate,
  updatedOn: optionalDate,
  details: z.record(z.string(), z.unknown()).default({}),
  brokers: z.array(feedBrokerSchema).default([]),
  gallery: z.array(text.min(1).max(2048)).default([]),
});

export type FeedBroker = z.infer<typeof feedBrokerSchema>;
export type FeedListing = z.infer<typeof feedListingSchema>;
/** What a feed file or API sends, before parsing (dates as strings, optional fields left out). */
export type FeedListingInput = z.input<typeof feedListingSchema>;

export class FeedError extends Error {}

/** Parses one listing; the error names it (`where`: its index or id) and the first offending field. */
export function parseFeedListing(raw: unknown, where: string): FeedListing {
  const r = feedListingSchema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new FeedError(`Listing ${where}: ${issue.path.join('.') || 'value'}: ${issue.message}`);
}

export interface ListingFeed {
  readonly kind: 'local' | 'http';
  /** Every listing, page by page (a page is what one transaction of the importer writes). */
  fetchAll(): AsyncIterable<FeedListing[]>;
  /** One listing by its feed id; null when the feed no longer has it. Throws FeedError when the feed cannot be read. */
  fetchOne(assetCrexiId: string): Promise<FeedListing | null>;
}
