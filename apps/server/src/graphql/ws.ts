// graphql-ws on the GraphQL path: the same envelop as HTTP (limits, masking, context), plus what only a socket needs
// (security #21 findings 3, 7, 12): the Origin of a browser's upgrade must be the app's own, `connection_init` must
// carry a valid token unless the person only subscribes to public subscriptions, and shutdown closes sockets with 1001.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, Kind, type DocumentNode, type ExecutionArgs, type OperationDefinitionNode } from 'graphql';
import { OPERATION_ACCESS } from '@vms/shared';
import type { Config } from '../config.js';
import type { Services } from '../services.js';
import { tokenFrom } from '../platform/auth/tokens.js';
import { unauthenticated } from '../platform/errors.js';
import { toGraphQLError, type GraphQLServer } from './yoga.js';

/**
 * Subscriptions anyone may open without a token: the Subscription fields the one permission table marks `public`.
 * The review player's (a Bronze review link opens without login); they are declared public in packages/shared/src/access.ts.
 */
export function publicSubscriptions(subscriptionFields: string[]): Set<string> {
  const access = OPERATION_ACCESS as Record<string, unknown>;
  return new Set(subscriptionFields.filter((name) => access[name] === 'public'));
}

/** A browser's Origin is accepted when it is one of the app's origins, or the very host it connects to (same origin). */
export function originAllowed(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true; // not a browser: Origin only protects browsers' ambient credentials
  if (config.origins.allowed.includes(origin)) return true;
  try {
    return !!host && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

const authorizationOf = (params: Record<string, unknown> | undefined) =>
  tokenFrom((params?.authorization ?? params?.Authorization) as string | undefined);

export function attachGraphQLWs(server: import('node:http').Server, yoga: GraphQLServer, services: Services) {
  const { config } = services;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const schema = yoga.getEnveloped({}).schema;
  const publicSubs = publicSubscriptions(Object.keys(schema.getSubscriptionType()?.getFields() ?? {}));

  useServer<Record<string, unknown> | undefined, { anonymous?: boolean }>(
    {
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onConnect: async (ctx) => {
        const token = authorizationOf(ctx.connectionParams);
        if (token) return !!(await services.tokens.verify(token));
        // No token: only when some subscription is public, and then only those (checked per operation below).
        ctx.extra.anonymous = true;
        return publicSubs.size > 0;
      },
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          connectionParams: ctx.connectionParams,
        });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        if (ctx.extra.anonymous) {
          const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
          const onlyPublic = operations.every(
            (o) =>
              o.operation === 'subscription' &&
              o.selectionSet.selections.every(
                (s) => s.kind === Kind.FIELD && (publicSubs.has(s.name.value) || s.name.value === '__typename'),
              ),
          );
          if (!onlyPublic) return [toGraphQLError(unauthenticated())];
        }
        return {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== yoga.graphqlEndpoint) return socket.destroy();
    if (!originAllowed(config, req.headers.origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    wss,
    /** Closes every socket with 1001 (going away); a peer that does not answer the close is cut after `graceMs`. */
    async close(graceMs = 1000) {
      const open = [...wss.clients];
      for (const client of open) client.close(1001, 'Server shutting down');
      await Promise.race([
        Promise.all(open.map((c: WebSocket) => (c.readyState === c.CLOSED ? null : new Promise((r) => c.once('close', r))))),
        new Promise((r) => setTimeout(r, graceMs).unref()),
      ]);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
