// What a request gets while PostgreSQL cannot be reached (issue #35 item 4): a clear 503 with this message, over
// GraphQL (graphql/yoga.ts) and REST (platform/rest.ts), instead of a masked 500. The check reads the error and every
// error it wraps (drizzle wraps the driver's in `cause`).

export const DATABASE_UNAVAILABLE = 'The service is unavailable: its database cannot be reached. Please try again in a moment.';
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking connections: class 08 (connection exception), 57P01–03
 * (admin shutdown, crash shutdown, cannot connect now: starting or stopping).
 */
const SQLSTATES = /^(08\d{3}|57P0[123])$/;
/** node-postgres's own messages for a connection that ended, never came, or cannot be used. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // graphql-js wraps a resolver's error in `originalError`
    const original = (e as { originalError?: unknown }).originalError;
    if (original && original !== e && isDatabaseUnavailable(original)) return true;
  }
  return false;
}
