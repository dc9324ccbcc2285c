// The topics of "something changed": what each carries, keyed by an id (a project, a person, a folder) or not.

/**
 * Topic → [key, payload], or [payload] for a topic without a key. Empty here: each domain adds its own in its
 * `<domain>.events.ts` by augmenting this interface (`declare module '…/platform/outbox/topics.js' { interface Topics
 * { … } }`), so the platform imports no domain. A domain records an event with `emit` (outbox.ts); subscribers and
 * the jobs that follow a topic (`onEvent`) get it once it is committed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Topics {}

export type Topic = keyof Topics & string;
/** What a subscriber names besides the topic: its key, or nothing for a topic without one. */
export type TopicKey<K extends Topic> = Topics[K] extends [infer Key, unknown] ? [key: Key] : [];
/** What a topic's event carries. */
export type TopicPayload<K extends Topic> = Topics[K] extends [unknown, infer P] ? P : Topics[K] extends [infer P] ? P : never;
