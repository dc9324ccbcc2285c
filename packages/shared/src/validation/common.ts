import { z } from 'zod';

// Bounds every string input shares (security #21 findings 10 and 14): no text reaches the database without a length
// limit, without NUL bytes (PostgreSQL text cannot hold them), and no date that the calendar does not have.

export const TEXT_LIMITS = {
  /** first and last names */
  name: 100,
  /** RFC 5321's longest address */
  email: 254,
  password: 128,
  /** a URL or a storage key (photos, links) */
  url: 2048,
  /** single-use tokens of links (reset, invites) */
  token: 1024,
  /** role values, plan names, ids and other codes */
  code: 64,
} as const;

/**
 * The server's backstop for any GraphQL String argument or variable, whatever its operation (graphql/limits.ts):
 * larger than every field's own limit, far smaller than the 1 MiB body.
 */
export const GRAPHQL_STRING_MAX = 20_000;

export const NUL_MESSAGE = 'Text cannot contain NUL characters';
export const DATE_MESSAGE = 'Enter a real date as YYYY-MM-DD';

export const hasNul = (s: string) => s.includes('\u0000');

/** A string of at most `max` characters without NUL bytes; `message` is the too-long message. */
export const boundedText = (max: number, message = `Maximum ${max} characters allowed`) =>
  z
    .string()
    .max(max, message)
    .refine((s) => !hasNul(s), NUL_MESSAGE);

/** YYYY-MM-DD of a day that exists (2020-02-31 does not). */
export const isoDateSchema = (message: string = DATE_MESSAGE) => z.iso.date(message);
