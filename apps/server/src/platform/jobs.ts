// Background jobs on pg-boss: the same queue on PGlite (in process) or PostgreSQL (shared by `worker` processes).
// A job is one definition: name, zod payload, handler; retried with backoff, and written to be idempotent.
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database, Tx } from '../db/client.js';
import { FinalJobError } from './job-error.js';
import type { Topic } from './outbox/topics.js';

/**
 * A job: its payload schema `S`, and `D`, what its handler uses of the app's services (the handler's second parameter
 * declares it; the process that works the job hands over the app's services). The default `never` is any job's, for
 * code that queues or lists jobs without running them.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType, D = never> {
  name: string;
  payload: S;
  retryLimit?: number;
  /** How many of these jobs one process runs at once (one pg-boss worker each); 1 when not given. */
  concurrency?: (config: Config) => number;
  /**
   * How long one attempt may run before pg-boss treats its worker as dead and retries it (default 15 minutes); a
   * function reads it from the config (tests shorten the render job's to see a killed worker's job picked up again).
   */
  expireInSeconds?: number | ((config: Config) => number);
  /**
   * Cron expression (UTC), or one read from the config, for jobs that run on a schedule (with an empty payload);
   * pg-boss sends one job per tick across all instances.
   */
  schedule?: string | ((config: Config) => string | undefined);
  /** The topic this job follows: one is queued for each of its events (platform/outbox); made with `onEvent`. */
  on?: DomainEvent;
  handler: (data: z.infer<S>, services: D, attempt: JobAttempt) => Promise<void>;
}

/**
 * Which attempt of a job this is: `retryCount` 0 on the first, equal to `retryLimit` on the last one. `signal` is
 * aborted when this process stops: a long handler (a render) ends its work and throws, so another worker retries it.
 */
export interface JobAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
  signal?: AbortSignal;
}

export function defineJob<S extends z.ZodType, D>(def: JobDefinition<S, D>): JobDefinition<S, D> {
  return def;
}

/**
 * A topic other domains act on (a render ended): its name and its payload's schema. Each consumer handles it in a job
 * of its own (`onEvent`, listed in its manifest's `on`): the outbox queues one of each when it delivers the event, so a
 * handler runs once the fact is committed, never for one rolled back, and is retried like any job.
 */
export interface DomainEvent<S extends z.ZodType = z.ZodType> {
  name: Topic;
  payload: S;
}

export const defineEvent = <S extends z.ZodType>(event: DomainEvent<S>): DomainEvent<S> => event;

/** A consumer's job for an event: its payload is the event's. */
export interface EventJob<S extends z.ZodType = z.ZodType, D = never> extends JobDefinition<S, D> {
  on: DomainEvent<S>;
}

export function onEvent<S extends z.ZodType, D>(
  event: DomainEvent<S>,
  def: Omit<JobDefinition<S, D>, 'payload' | 'on' | 'schedule'>,
): EventJob<S, D> {
  return { ...def, payload: event.payload, on: event };
}

export interface Jobs {
  /**
   * Queues a job. With `id` (a uuid) the job is keyed: a second send with the same id while it exists is ignored
   * (null is returned), which is how per-record jobs such as a render stay single. With `tx` the job is written in that
   * transaction: it exists once the transaction commits, and never if it rolls back.
   */
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    data: z.infer<S>,
    options?: { id?: string; expireInSeconds?: number; tx?: Tx },
  ): Promise<string | null>;
  /** Cancels a queued or running job (a running attempt is not interrupted: its handler sees its record's state). */
  cancel(job: Pick<JobDefinition, 'name'>, id: string): Promise<void>;
  /** Whether a keyed job is still to run or running (queued, waiting for a retry, or active): false once it ended or never was. */
  pending(job: Pick<JobDefinition, 'name'>, id: string): Promise<boolean>;
  /** Starts handling the given jobs in this process, handing each handler `services`. */
  work<D extends { config: Config }>(defs: readonly JobDefinition<z.ZodType, D>[], services: D): Promise<void>;
  stop(): Promise<void>;
}

const PENDING_STATES = new Set(['created', 'retry', 'active']);

export async function startJobs(
  database: Database,
  log: Logger,
  defs: readonly JobDefinition[],
  opts: { config?: Config } = {},
): Promise<Jobs> {
  // What is still running in this process: handlers, and pg-boss's own statements (it marks a job complete or failed
  // without awaiting it). `stop` lets them end before the app closes the database under them.
  const running = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => track(database.executeSql(text, values)) },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    // how often expired attempts are turned into retries (pg-boss's default 120 s; tests use 1 s)
    ...(opts.config?.jobs.maintenanceSeconds ? { maintenanceIntervalSeconds: opts.config.jobs.maintenanceSeconds } : {}),
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const def of defs) {
    const options = {
      name: def.name,
      retryLimit: def.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      ...(expiry(def, opts.config) ? { expireInSeconds: expiry(def, opts.config) } : {}),
    };
    // createQueue leaves a queue that exists as it was created: the options are set again at every start, so the
    // configuration in force now (RENDER_EXPIRE_SECONDS) is the queue's, never the first start's (issue #34 finding 8)
    await onDeadlockRetry(() => boss.createQueue(def.name, options));
    await boss.updateQueue(def.name, options);
    if (typeof def.schedule === 'string') await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
  }
  // a scheduled job since removed from the code (bronze.settle) is sent no more
  for (const { name } of await boss.getSchedules()) if (!defs.some((d) => d.name === name)) await boss.unschedule(name);
  async function send(job: JobDefinition, data: unknown, options: { id?: string; expireInSeconds?: number; tx?: Tx } = {}) {
    const { tx, ...rest } = options;
    // the job's expiry comes from its definition and the config in force, as its queue's does (one source of truth)
    const expireInSeconds = rest.expireInSeconds ?? expiry(job, opts.config);
    return boss.send(job.name, job.payload.parse(data) as object, {
      ...rest,
      ...(expireInSeconds ? { expireInSeconds } : {}),
      ...(tx ? { db: inTransaction(tx) } : {}),
    });
  }
  return {
    send: (job, data, options) => send(job as JobDefinition, data, options),
    async cancel(job, id) {
      await boss.cancel(job.name, id);
    },
    async pending(job, id) {
      const found = await boss.getJobById(job.name, id);
      return !!found && PENDING_STATES.has(found.state);
    },
    async work(toWork, services) {
      for (const def of toWork) {
        for (let n = def.concurrency?.(services.config) ?? 1; n > 0; n--) await workOne(def, services);
        if (typeof def.schedule === 'function') {
          const cron = def.schedule(services.config);
          if (cron) await boss.schedule(def.name, cron, {}, { tz: 'UTC' });
        }
      }
    },
    async stop() {
      // handlers that run ffmpeg (renders, samples, review copies, the demo files) hear it, kill it and throw (their jobs
      // are retried); pg-boss waits 5 s for running handlers, then fails their jobs so another worker retries them; what
      // still runs gets up to 30 s more, so it never writes to a closed pool
      stopping.abort(new Error('this process is stopping'));
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      const until = Date.now() + 30_000;
      while (running.size && Date.now() < until) {
        await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => setTimeout(resolve, until - Date.now()).unref())]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };

  async function workOne<D>(def: JobDefinition<z.ZodType, D>, services: D) {
    await boss.work(def.name, { pollingIntervalSeconds: 0.5, includeMetadata: true }, (batch) => track(handle(batch)));
    async function handle(batch: PgBoss.JobWithMetadata<unknown>[]) {
      for (const job of batch) {
        try {
          await def.handler(def.payload.parse(job.data), services, {
            id: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: stopping.signal,
          });
        } catch (err) {
          if (err instanceof FinalJobError) {
            log.warn({ job: def.name, id: job.id, reason: err.message }, 'job failed; not retried');
            continue;
          }
          log.warn({ err, job: def.name, id: job.id }, 'job failed; it will be retried');
          throw err;
        }
      }
    }
  }
}

/**
 * pg-boss's SQL run in a transaction of ours: its positional parameters ($1, $2, …) become the statement's parameters.
 * On PGlite this is the only way: a query outside a transaction waits for it to end.
 */
function inTransaction(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL[] = parts.map((part, i) => (i % 2 ? sql`${sql.param(values[Number(part) - 1])}` : sql.raw(part)));
      const result = await tx.execute(sql.join(query));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/**
 * Runs `fn` again when PostgreSQL ends it as a deadlock's victim. Instances and workers of a cluster that start
 * together create the same queues at once; pg-boss's create_queue attaches a partition to its job table, and two such
 * calls can deadlock. The victim's work is rolled back and the retry finds the queue made (or makes it).
 */
async function onDeadlockRetry(fn: () => Promise<void>, attempts = 5): Promise<void> {
  for (let n = 1; ; n++) {
    try {
      return await fn();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || n >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** A job's expiry in seconds, from its definition or the config; undefined for pg-boss's default. */
export function expiry(def: Pick<JobDefinition, 'expireInSeconds'>, config?: Config): number | undefined {
  if (typeof def.expireInSeconds === 'function') return config ? def.expireInSeconds(config) : undefined;
  return def.expireInSeconds;
}
