// The REST side, held to the rules GraphQL follows. Every /api/… endpoint is declared with restRoute: its REST_ACCESS
// entry (the shared access table) is checked before the handler runs, and is kept on the route so that a test can
// enumerate Fastify's routes and refuse one without it (rest-access.test.ts), as graphql/access.test.ts does for root
// fields. Input is parsed with zod (bad input → 400 with a clear JSON message), errors of ours keep their status, and
// anything else is masked as "Unexpected error." with the request id and logged in full: one error handler for every
// route, set before any (ARCHITECTURE rule 4).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod';
import { REST_ACCESS, type RestEndpoint } from '@vms/shared';
import { AppError, badInput, HTTP_STATUS } from './errors.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable.js';
import { restViewer, type SessionTokens } from './auth/rest-auth.js';
import type { Viewer } from './auth/tokens.js';
import type { ProjectScopedDeclaration } from '../modules/core/index.js';

/** What a route declares about itself; read back by the REST access test. */
export interface RestRouteConfig {
  access: RestEndpoint;
  /** A route that reaches one project names the body field that names it, and the policy purpose it asks for. */
  project?: ProjectScopedDeclaration;
}

interface RestRouteOptions extends Omit<RouteOptions, 'handler' | 'config' | 'method'> {
  method: HTTPMethods | HTTPMethods[];
  access: RestEndpoint;
  project?: ProjectScopedDeclaration;
  handler: (req: FastifyRequest, reply: FastifyReply, viewer: Viewer) => unknown;
  /**
   * A request the route serves without a session (checked first): returns the handling of it, or null to go on with
   * the table's role check. s3-file-delete uses it for a public VidPitch page's own uploads.
   */
  unsigned?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> | null;
}

/**
 * Declares an /api route of signed-in people: a role outside its REST_ACCESS entry gets 403 and no token 401, as JSON
 * `{ error }`. (The signed storage URLs, 'public' in the table, declare `config.access` themselves.)
 */
export function restRoute(fastify: FastifyInstance, services: SessionTokens, options: RestRouteOptions): void {
  const { access, project, handler, unsigned, ...route } = options;
  const rule = REST_ACCESS[access];
  if (rule === 'public') throw new Error(`restRoute ${route.url}: '${access}' is public; declare config.access on the route`);
  fastify.route({
    ...route,
    config: { access, project } satisfies RestRouteConfig,
    handler: async (req, reply) => {
      const served = unsigned?.(req, reply);
      if (served) return served;
      const viewer = await restViewer(req, reply, services, rule);
      if (!viewer) return reply;
      return handler(req, reply, viewer);
    },
  });
}

/** What a REST answer says for anything thrown that is not an AppError (logged in full with the request id). */
export const UNEXPECTED = 'Unexpected error.';

/** A string from a REST request: trimmed length bounds, and no NUL or other control characters (Postgres refuses NUL). */
export const restText = (max: number, label = 'This value') =>
  z
    .string(`${label} must be text.`)
    .max(max, `${label} must be at most ${max} characters.`)
    // Control characters are exactly what this refuses (tab and line breaks stay allowed).
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), `${label} must not contain control characters.`);

interface RestSchemas<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType> {
  query?: Q;
  body?: B;
  params?: P;
}

/**
 * Parses a request's query, body and route params with zod; the first issue becomes BAD_USER_INPUT (400 through the
 * error handler) with its message and field.
 */
export function restInput<Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown, P extends z.ZodType = z.ZodUnknown>(
  req: FastifyRequest,
  schemas: RestSchemas<Q, B, P>,
): { query: z.infer<Q>; body: z.infer<B>; params: z.infer<P> } {
  const parse = <S extends z.ZodType>(schema: S | undefined, value: unknown) => {
    if (!schema) return value as z.infer<S>;
    const result = schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    throw badInput(issue.message, issue.path.join('.'));
  };
  return { query: parse(schemas.query, req.query), body: parse(schemas.body, req.body), params: parse(schemas.params, req.params) };
}

/** Installs the one REST error handler; call before registering routes so every route (and plugin) inherits it. */
export function setRestErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (reply.sent) return;
    if (err instanceof AppError) return reply.status(HTTP_STATUS[err.code]).send({ error: err.message });
    if (err instanceof z.ZodError) return reply.status(400).send({ error: err.issues[0]?.message ?? 'Bad input.' });
    // Fastify's own client errors (unparsable JSON, body too large, wrong media type) carry safe, fixed messages.
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send({ error: err.message });
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err, requestId: req.id }, 'database unreachable');
      return reply.status(503).header('retry-after', '5').send({ error: DATABASE_UNAVAILABLE, requestId: req.id });
    }
    req.log.error({ err, requestId: req.id }, 'unexpected REST error');
    return reply.status(500).send({ error: UNEXPECTED, requestId: req.id });
  });
}
