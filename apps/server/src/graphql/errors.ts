// Errors meant for people (ARCHITECTURE rule 4). Anything else thrown is masked and logged with the request id.
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

export const badInput = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
export const forbidden = (message = 'You are not allowed to do this.') => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
export const unauthenticated = (message = 'Please log in again.') => new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
export const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

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
