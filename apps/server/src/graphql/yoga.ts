// GraphQL Yoga over the Pothos schema, with the limits and error handling every request goes through.
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { limitPlugins } from './limits.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { PRERENDER_HEADER } from '../platform/public-pages.js';
import { schema } from './schema.js';
import type { Context } from './context.js';
import type { Services } from '../services.js';
import { tokenFrom, type Session } from '../platform/auth/tokens.js';
import { linkOrigin } from '../platform/links.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../db/unavailable.js';
import { AppError } from '../platform/errors.js';

export interface ServerContext {
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** graphql-ws connection parameters, for subscriptions. */
  connectionParams?: Record<string, unknown>;
}

/** Logs every error that is not one of ours (an AppError, or the GraphQL layer's own) with the request id; Yoga masks them. */
function useUnexpectedErrorLog(): Plugin<Context> {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, args }) => {
        if (!('errors' in result) || !result.errors) return;
        const ctx = args.contextValue as Context;
        for (const error of result.errors) {
          const original = error.originalError;
          if (original && !(original instanceof GraphQLError) && !(original instanceof AppError) && !isDatabaseUnavailable(original)) {
            ctx.log.error({ err: original, requestId: ctx.requestId, path: error.path }, 'unexpected GraphQL error');
          }
        }
      },
    }),
  };
}

function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof GraphQLError && error.originalError instanceof AppError) return error.originalError;
  return undefined;
}

/** An AppError as the GraphQL error the client reads: its message, `extensions.code` and details, at its path. */
export function toGraphQLError(error: AppError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: error.code, ...error.details },
  });
}

/** `sessionOf` gives an HTTP request's session when something before Yoga already checked it (the response cache). */
export function createGraphQL(services: Services, log: Logger, sessionOf?: (req: FastifyRequest) => Promise<Session | null>) {
  const { config } = services;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: log,
    graphiql: config.env === 'development',
    landingPage: false,
    maskedErrors: {
      isDev: false,
      // PostgreSQL unreachable (restarting, failing over): a clear 503 the client may retry, not "Unexpected error."
      // An AppError keeps its message and becomes `extensions.code` (with its details beside it).
      maskError: (error, message) => {
        if (isDatabaseUnavailable(error))
          return new GraphQLError(DATABASE_UNAVAILABLE, { extensions: { code: SERVICE_UNAVAILABLE, http: { status: 503 } } });
        const app = appErrorOf(error);
        return app ? toGraphQLError(app, error as GraphQLError) : maskError(error, message, false);
      },
    },
    // Security #21 finding 12: only the app's own origins get CORS headers (and so credentials); any other origin
    // gets none, and a browser keeps the answer from the page that asked.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && config.origins.allowed.includes(origin) ? { origin: [origin], credentials: true } : false;
    },
    plugins: [...limitPlugins(config.env === 'development'), useUnexpectedErrorLog()],
    context: async (init): Promise<Context> => {
      const req = init.req;
      const authorization =
        (req?.headers.authorization as string | undefined) ??
        (init.connectionParams?.authorization as string | undefined) ??
        (init.connectionParams?.Authorization as string | undefined);
      const session = await (req && sessionOf ? sessionOf(req) : services.tokens.session(tokenFrom(authorization)));
      const requestId = req ? String(req.id) : `ws-${Math.random().toString(36).slice(2, 10)}`;
      const host = req?.host ?? 'localhost';
      return {
        viewer: session?.viewer ?? null,
        // Versions read at the start of an HTTP request; a socket's operation may live for hours, so it reads its own.
        dataVersions: req ? session?.dataVersions : undefined,
        requestId,
        ip: req?.ip ?? 'unknown',
        host,
        origin: linkOrigin(config.origins, req?.headers.host),
        log: log.child({ requestId }),
        services,
        prerender: req?.headers[PRERENDER_HEADER] === '1',
      };
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
