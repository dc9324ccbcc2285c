// Errors meant for people (ARCHITECTURE rule 4), one type for every transport: a code and the spec's message. The
// GraphQL layer (graphql/yoga.ts) turns an AppError into a GraphQL error with `extensions.code`, REST
// (platform/rest.ts) into its HTTP status; anything else thrown is masked and logged with the request id.
import type { z } from 'zod';

export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_LIMITED' | 'BAD_GATEWAY';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Further fields for the client: the input `field` a message belongs to, a `retryAfter` in seconds. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The HTTP status of each code, for REST answers. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
};

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field ? { field } : {});
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in again.') => new AppError('UNAUTHENTICATED', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);

/** Parses input with a shared zod schema; the first issue becomes a BAD_USER_INPUT error with the spec's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badInput(issue.message, issue.path.join('.'));
}

/** parseInput for field arguments: an argument sent as null counts as not sent, so the schema's defaults apply. */
export function parseArgs<S extends z.ZodType>(schema: S, args: Record<string, unknown>): z.infer<S> {
  return parseInput(schema, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, v ?? undefined])));
}
