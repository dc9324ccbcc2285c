// Sessions checked without a round trip to PostgreSQL (ADR 0016 "Sessions in memory"). Every request checks its
// account (role and token version: revocation) and reads the committed data versions (the caches' keys); here both
// are kept in memory and PostgreSQL tells this process of every change at commit (LISTEN on the channel that migration
// 0024's triggers notify):
// - a new data version: kept, so a later request's caches miss;
// - an account whose role or token version changed, or which was deleted: forgotten, so its next request reads it.
// The rule for writes (read your writes): a write made by this process has its versions read again, and the accounts
// forgotten, before its answer is sent (`written`), so the same browser's next request sees it. A write made by
// another process (a worker, an import, another app instance, psql) is seen when its notification arrives, a
// millisecond or so after its commit.
// While the listening connection is down, and until it has read the versions again, every lookup reads the database
// as before, so a lost notification can never leave an old version or a revoked account in use.
import pg from 'pg';
import type { Logger } from 'pino';
import type { DataVersions, SessionLookup } from './tokens.js';

export const CHANGES_CHANNEL = 'vms_changes';
/** Accounts kept; the oldest goes first (each is read again on its next request). */
const ACCOUNTS_MAX = 50_000;
const RECONNECT_MS = 1000;

type Account = { role: string; tokenVersion: number };

export interface LiveSessions {
  lookup: SessionLookup;
  /** After a write by this process: the versions read again and the accounts forgotten, before its answer goes out. */
  written(): Promise<void>;
  close(): Promise<void>;
}

export function liveSessions(
  databaseUrl: string,
  fromDatabase: SessionLookup,
  readVersions: () => Promise<DataVersions>,
  log: Pick<Logger, 'warn'>,
): LiveSessions {
  const accounts = new Map<string, Account>();
  let versions: DataVersions = {};
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  /** Bumped by every account notification: a read that began before one may hold the old account, so it is not kept. */
  let epoch = 0;

  const newer = (name: string, version: string | number) => {
    if (versions[name] === undefined || Number(version) > Number(versions[name])) versions = { ...versions, [name]: version };
  };
  const merge = (read: DataVersions) => {
    for (const [name, version] of Object.entries(read)) newer(name, version);
  };

  function down(err?: unknown) {
    if (err) log.warn({ err }, 'change notifications lost; sessions read from the database until they are back');
    live = false;
    accounts.clear();
    // Nothing kept from before the gap is trusted: the versions are read again once listening (after a restore, an
    // older version than the one kept is the current one, and a kept newer one would have held the caches' old keys).
    versions = {};
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    // a connection PostgreSQL ended can still report its socket's error after the first one; unheard, that 'error'
    // event ended the process (app B in the cluster test, on the database restart)
    old?.on('error', () => undefined);
    old?.end().catch(() => undefined);
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
  }

  async function connect() {
    if (closed || client) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('error', down);
    c.on('end', () => client === c && down());
    c.on('notification', (n) => {
      const [kind, name, version] = (n.payload ?? '').split(' ');
      if (kind === 'v' && name && version) newer(name, version);
      else if (kind === 'u' && name) {
        epoch++;
        accounts.delete(name);
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      // listening first, then the versions: a change committed in between is both read and notified
      merge(await readVersions());
      accounts.clear();
      if (client === c) live = true;
    } catch (err) {
      if (client === c) down(err);
    }
  }

  void connect();

  return {
    async lookup(id) {
      if (!live) return fromDatabase(id);
      const known = accounts.get(id);
      if (known) return { ...known, dataVersions: versions };
      const since = epoch;
      const read = await fromDatabase(id);
      if (!read) return undefined;
      if (read.dataVersions) merge(read.dataVersions);
      if (live && since === epoch) {
        if (accounts.size >= ACCOUNTS_MAX) accounts.delete(accounts.keys().next().value!);
        accounts.set(id, { role: read.role, tokenVersion: read.tokenVersion });
      }
      return { role: read.role, tokenVersion: read.tokenVersion, dataVersions: versions };
    },
    async written() {
      if (!live) return;
      epoch++;
      accounts.clear();
      try {
        merge(await readVersions());
      } catch (err) {
        // the database went away after the write: until the listening connection is back, lookups read the database
        down(err);
      }
    },
    async close() {
      closed = true;
      live = false;
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      await c?.end().catch(() => undefined);
    },
  };
}
