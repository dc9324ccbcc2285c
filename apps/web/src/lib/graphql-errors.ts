import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** extensions.code values the server uses (ARCHITECTURE rule 4). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'NOT_FOUND';

/** The extensions.code of the first GraphQL error, if the error carries one. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The message to show a person: the server's own message, else the error's. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Expired or missing session: handled by the error link (back to /login), never shown as a toast. */
export function isAuthError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
