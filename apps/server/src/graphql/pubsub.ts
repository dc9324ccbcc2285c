// Typed topics for live updates. In process by default; through Redis when REDIS_URL is set, so that every app
// instance delivers every event to its own subscribers.
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Topic → [id, payload]. Empty here: each domain adds its own topics in its `<domain>.events.ts` by augmenting this
 * interface (`declare module '../../graphql/pubsub.js' { interface Topics { … } }`), so this file imports no domain.
 * Subscribers listen to one id (a project, a person, a listing).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Topics {}

/** The topic map as graphql-yoga's createPubSub wants it (a type alias, which has the implicit index signature). */
type TopicMap = { [K in keyof Topics]: Topics[K] };

export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) {
    // Every subscriber of a topic is one listener; a busy project has hundreds, which is expected, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<TopicMap>({ eventTarget }), close: async () => {} };
  }
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<TopicMap>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type PubSub = ReturnType<typeof createAppPubSub>['pubsub'];
