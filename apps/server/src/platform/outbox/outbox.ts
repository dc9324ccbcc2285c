// One transactional outbox for every "something changed" (docs/ARCHITECTURE.md "The outbox"): a domain records its
// event with `emit` in the transaction that makes the change; one processor per process delivers each event, after
// the commit, to the jobs that follow its topic and to the live subscribers (live.ts).
import { inArray, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import type { Database, Db, Tx } from '../../db/client.js';
import type { JobDefinition, Jobs } from '../jobs.js';
import type { LiveBus } from './live.js';
import type { Topic, Topics } from './topics.js';
import { outboxEvents } from './outbox.table.js';

/** The channel a committed event is announced on: PostgreSQL (and PGlite) send it at commit, never on a rollback. */
export const OUTBOX_CHANNEL = 'vms_outbox';
/** Events one delivery transaction takes. */
const BATCH = 100;
/** How long a delivery that failed (the database away) waits before it tries again. */
const RETRY_MS = 1000;

/**
 * Records an event in this transaction (or on its own with the db, for a fact that writes nothing else): it is
 * delivered once the transaction commits, and never if it rolls back. Same arguments as the topic's subscribers see:
 * `emit(tx, 'taskUpdated', projectId, payload)`.
 */
export async function emit<K extends Topic>(tx: Db | Tx, topic: K, ...args: Topics[K]): Promise<void> {
  await tx.insert(outboxEvents).values({ topic, args: args as unknown[] });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

export interface Outbox {
  /** Delivers what is waiting now (also run on every notification); resolves when nothing is left. */
  deliver(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The processor: woken at every commit that recorded events (and when it starts listening, first and after a lost
 * connection), it takes the waiting events in order, skipping those another process is delivering, and in one
 * transaction queues each consumer's job (a job `on` the topic), hands each event to the live subscribers and deletes
 * them. A crash before the commit leaves the events for the next delivery: the jobs were never queued (they roll back
 * with it), and a subscriber that already had the event drops it by its id. So each event reaches each once.
 */
export async function startOutbox(deps: {
  database: Database;
  live: Pick<LiveBus, 'publish'>;
  jobs: Pick<Jobs, 'send'>;
  consumers: readonly JobDefinition[];
  log: Pick<Logger, 'warn' | 'error'>;
}): Promise<Outbox> {
  const { database, live, jobs, consumers, log } = deps;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function batch(): Promise<number> {
    return database.db.transaction(async (tx) => {
      const rows = await tx.select().from(outboxEvents).orderBy(outboxEvents.id).limit(BATCH).for('update', { skipLocked: true });
      for (const row of rows) {
        const payload = row.args.at(-1);
        for (const def of consumers.filter((d) => d.on?.name === row.topic)) {
          try {
            await jobs.send(def, payload, { tx });
          } catch (err) {
            // a payload its consumer refuses is a bug in the emitting code: logged, the others still delivered
            if (!(err instanceof ZodError)) throw err;
            log.error({ err, topic: row.topic, job: def.name, id: row.id }, 'an event its consumer refuses was dropped');
          }
        }
        live.publish(row.id, row.topic, row.args);
      }
      if (rows.length)
        await tx.delete(outboxEvents).where(
          inArray(
            outboxEvents.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.length;
    });
  }

  function deliver(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!closed && (await batch()) === BATCH);
        } while (again && !closed);
      } catch (err) {
        log.warn({ err }, 'outbox delivery failed; it is tried again');
        if (!closed) setTimeout(() => void deliver(), RETRY_MS).unref();
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const stopListening = await database.listen(
    OUTBOX_CHANNEL,
    () => void deliver(),
    () => void deliver(),
  );
  return {
    deliver: async () => {
      await deliver();
      // a notification that arrived while the last batch ran starts another; wait for it too
      while (running) await running;
    },
    async close() {
      closed = true;
      await stopListening();
      await running;
    },
  };
}
