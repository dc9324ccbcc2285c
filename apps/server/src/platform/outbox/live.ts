// The live side of the outbox: events delivered to the subscribers of this process, and through Redis (REDIS_URL) to
// every app instance's. Only the outbox processor publishes (outbox.ts); everyone else subscribes.
import { setMaxListeners } from 'node:events';
import { createPubSub, filter, map, pipe } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Topic, TopicKey, TopicPayload } from './topics.js';

/** An event as it travels: the outbox row's id (so a delivery retried after a crash is dropped) and its arguments. */
interface Envelope {
  id: number;
  args: unknown[];
}

/** The part every domain gets (`services.live`): subscribing to a topic, for one key. */
export interface Live {
  subscribe<K extends Topic>(topic: K, ...key: TopicKey<K>): AsyncIterableIterator<TopicPayload<K>>;
}

export interface LiveBus extends Live {
  /** Hands one outbox event to its subscribers, here and on every instance (the outbox processor's only). */
  publish(id: number, topic: string, args: unknown[]): void;
  close(): Promise<void>;
}

/** How many event ids one subscription remembers: far more than a retried delivery can lag behind. */
const SEEN_MAX = 1000;

type RawPubSub = {
  publish(topic: string, ...args: unknown[]): void;
  subscribe(topic: string, ...key: unknown[]): AsyncIterable<Envelope>;
};

export function createLive(redisUrl?: string): LiveBus {
  let close = async () => {};
  let raw: RawPubSub;
  if (!redisUrl) {
    // Every subscriber of a topic is one listener; a busy project has hundreds, which is expected, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    raw = createPubSub({ eventTarget }) as unknown as RawPubSub;
  } else {
    const publishClient = new Redis(redisUrl);
    const subscribeClient = new Redis(redisUrl);
    raw = createPubSub({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) }) as unknown as RawPubSub;
    close = async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    };
  }
  return {
    publish(id, topic, args) {
      // [key, payload] goes to the key's subscribers, [payload] to the topic's
      raw.publish(topic, ...args.slice(0, -1), { id, args } satisfies Envelope);
    },
    subscribe<K extends Topic>(topic: K, ...key: TopicKey<K>) {
      const seen = new Set<number>();
      return pipe(
        raw.subscribe(topic, ...key),
        filter((e: Envelope) => {
          if (seen.has(e.id)) return false;
          seen.add(e.id);
          if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!);
          return true;
        }),
        map((e: Envelope) => e.args.at(-1) as TopicPayload<K>),
      );
    },
    close: () => close(),
  };
}
