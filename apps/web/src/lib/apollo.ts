// Apollo Client: queries and mutations over HTTP, subscriptions over graphql-ws on the same path.
// Both carry the stored token. An expired or missing session (UNAUTHENTICATED) ends the session and
// returns to /login without a toast (part A §8: "expired auth token errors are silently caught").
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode, Kind } from 'graphql';
import { createClient } from 'graphql-ws';
import { operationAccess } from '@vms/shared';
import { readAuth, rememberEarlierPath, subscribeAuth } from './auth-storage';
import { isAuthError } from './graphql-errors';
import { clearSession } from './session';

const GRAPHQL_PATH = '/graphql';

export interface ApolloOptions {
  /** Called after the session was cleared because the server refused the token. */
  onUnauthenticated: () => void;
}

function bearer(): string | undefined {
  const auth = readAuth();
  return auth ? `Bearer ${auth.token}` : undefined;
}

/** True when every root field of the operation is public (login, reset, sign-up): no session to end. */
function isPublicOperation(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.selectionSet.selections.every((s) => s.kind === Kind.FIELD && operationAccess(s.name.value) === 'public');
}

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

/**
 * The websocket's acknowledged connections, counted: 0 until graphql-ws has its first `connection_ack`, then one more
 * on every reconnect. A subscription asked before a connection is acknowledged is sent on it before anything asked
 * after, so a page that subscribes and then reads waits for the count to move (lib/use-socket-connection.ts).
 */
export interface SocketConnections {
  count: () => number;
  listen: (onChange: () => void) => () => void;
}

const socketConnections = new WeakMap<ApolloClient, SocketConnections>();

/** The client's socket connections, or undefined for a client without a websocket (the tests', the server's). */
export const socketConnectionsOf = (client: ApolloClient): SocketConnections | undefined => socketConnections.get(client);

function createWsLink(): { link: GraphQLWsLink; connections: SocketConnections } {
  let activeSocket: WebSocket | undefined;
  let connected = 0;
  const listeners = new Set<() => void>();
  const connections: SocketConnections = {
    count: () => connected,
    listen: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const client = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: 5,
    connectionParams: () => {
      const authorization = bearer();
      return authorization ? { authorization } : {};
    },
    on: {
      connected: (socket) => {
        activeSocket = socket as WebSocket;
        connected += 1;
        listeners.forEach((onChange) => onChange());
      },
      closed: () => {
        activeSocket = undefined;
      },
    },
  });
  // A new login or a logout restarts the socket so subscriptions run as the current user.
  subscribeAuth(() => {
    if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(4205, 'Client Restart');
  });
  return { link: new GraphQLWsLink(client), connections };
}

/** UNAUTHENTICATED on a signed-in call: end the session, remember the page, go to /login. No toast. */
export function createAuthErrorLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!isAuthError(error) || isPublicOperation(operation) || !readAuth()) return;
    const { pathname, search, hash } = window.location;
    rememberEarlierPath(pathname + search + hash);
    clearSession({ keepEarlierPath: true });
    onUnauthenticated();
  });
}

export function createApolloClient({ onUnauthenticated }: ApolloOptions): ApolloClient {
  const authLink = new SetContextLink((prev) => {
    const authorization = bearer();
    return authorization ? { headers: { ...prev.headers, authorization } } : {};
  });

  const httpLink = ApolloLink.from([authLink, new HttpLink({ uri: GRAPHQL_PATH })]);
  const ws = createWsLink();
  const transport = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, ws.link, httpLink);

  const client = new ApolloClient({
    link: ApolloLink.from([createAuthErrorLink(onUnauthenticated), transport]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  socketConnections.set(client, ws.connections);

  // Another user's data must never show after logout or a new login. Cleared at once, before the next
  // page mounts and starts its own queries (a later clear would cancel those).
  let lastToken = readAuth()?.token;
  subscribeAuth(() => {
    const token = readAuth()?.token;
    if (token === lastToken) return;
    lastToken = token;
    client.clearStore().catch(() => undefined);
  });

  return client;
}
