// Subscribe first, then read: a page that follows live data (a subscription) and shows the current state (one query)
// asks the query only once the socket carrying its subscription is acknowledged, and again after every reconnect, so
// that no change falls between the read and the subscription (nor in a gap while the socket was down).
import { useSyncExternalStore } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { socketConnectionsOf } from './apollo';

const none = () => () => {};

/**
 * How many times the Apollo client's websocket was acknowledged: 0 while the first connection is being made, then one
 * more per reconnect. A client without a websocket (tests) answers 1 at once, as does the server's render.
 */
export function useSocketConnection(): number {
  const connections = socketConnectionsOf(useApolloClient());
  return useSyncExternalStore(
    connections?.listen ?? none,
    () => (connections ? connections.count() : 1),
    () => 1,
  );
}
