// One Db type over two drivers: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// Queries are built from the table objects each domain exports (no relational `db.query` API), so the client needs no
// schema object; drizzle-kit finds the tables by the `*.table.ts` glob of drizzle.config.ts.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle: services take `Db | Tx` and never reach for the outer db inside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  /** Runs raw SQL with positional parameters (used by pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Hears NOTIFY on a channel (sent at commit). `onListening` runs each time listening starts, first and after a lost
   * connection is back, so the caller reads what it may have missed meanwhile. Returns the stop function.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The embedded database's directory under DATA_DIR, and the file naming the process that has it open (backup.ts). */
export const PGLITE_DIR = 'pglite';
export const PGLITE_PID_FILE = 'pglite.pid';

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** A pooled connection that broke while idle (PostgreSQL restarted): logged; the pool opens a new one when asked. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.onIdleError);
  return openPglite(opts.dataDir === ':memory:' ? undefined : join(opts.dataDir, PGLITE_DIR));
}

/** How long a query waits for a connection while the pool has none (PostgreSQL down): then it fails, and gets a 503. */
const CONNECT_TIMEOUT_MS = 5000;

async function openPostgres(url: string, max: number, onIdleError?: (err: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // Without a listener, an idle connection that PostgreSQL closes (a restart, a failover) is an 'error' event nobody
  // handles, which ends the process. The pool drops that connection itself; the next query connects again.
  pool.on('error', (err) => onIdleError?.(err));
  // a client checked out of the pool (a transaction between two statements) has no such listener: PostgreSQL ending
  // its connection then ended the process too (app B in the cluster test); its statements fail and get a 503 instead
  pool.on('connect', (client) => client.on('error', (err) => onIdleError?.(err)));
  const db = drizzle(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    listen: (channel, onNotify, onListening) => listenPostgres(pg, url, channel, onNotify, onListening, onIdleError),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the substring searches (the migration creates the extension on either database).
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  // PGlite serves one process: `npm run backup`/`restore` refuse while the process named here is alive
  const pidFile = dir ? join(dirname(dir), PGLITE_PID_FILE) : undefined;
  if (pidFile) writeFileSync(pidFile, String(process.pid));
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    executeSql: async (text, values) => {
      // pg-boss sends multi-statement scripts without parameters; PGlite runs those through exec().
      if (!values?.length && text.includes(';')) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values as unknown[]);
    },
    listen: async (channel, onNotify, onListening) => {
      const stop = await client.listen(channel, onNotify);
      onListening();
      return () => stop();
    },
    close: async () => {
      await client.close();
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own, opened again whenever PostgreSQL ends it (a restart, a failover). */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: () => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: import('pg').Client | undefined;
  const down = (err?: Error) => {
    if (err) onError?.(err);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    old?.end().catch(() => undefined);
    if (!closed) setTimeout(() => void connect(), RELISTEN_MS).unref();
  };
  async function connect() {
    if (closed || client) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = c;
    c.on('error', down);
    c.on('end', () => client === c && down());
    c.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (client === c) onListening();
    } catch (err) {
      if (client === c) down(err as Error);
    }
  }
  await connect();
  return async () => {
    closed = true;
    const c = client;
    client = undefined;
    c?.removeAllListeners();
    await c?.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
