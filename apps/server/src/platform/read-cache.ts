// A cache of list and search results, kept correct by data versions (ADR 0016 "Result cache"). Each group of tables
// has a version in `data_versions` that a statement trigger on each of its tables bumps in the writing transaction
// (migration 0023). A read first reads its groups' committed versions, then serves the entry made at those versions or
// runs the query and keeps its result under them:
// - a write committed before the version read changes a version, so the old entry is not used;
// - a write committed after it is not in the versions read, so at worst the entry holds newer data than its versions
//   say, and the next read, which sees the new version, misses.
// The versions are read from the database, not kept in memory, so several app and worker processes and writes from
// outside the app (imports, psql) are all seen. Entries also expire after `ttlMs`, for results that depend on the
// clock (the 'new brokers' window). Identical misses at the same versions run the query once.
import type { Database } from '../db/client.js';
import type { DataVersions } from './auth/tokens.js';

/** The table groups a cached read may depend on; each is bumped by the tables listed in migration 0023. */
export type DataGroup = 'listings' | 'brokers' | 'projects';

export interface ReadCache {
  /**
   * `load()`'s result for `key` at the current versions of `groups`, from the cache when it holds it. `known` are the
   * versions the request read with its session (every group's, committed before the request ran): then they are not
   * read again.
   */
  read<T>(groups: readonly DataGroup[], key: string, load: () => Promise<T>, known?: DataVersions): Promise<T>;
  stats(): { hits: number; misses: number; size: number };
}

interface Entry {
  versions: string;
  at: number;
  value: Promise<unknown>;
}

export function createReadCache(database: Pick<Database, 'executeSql'>, opts: { max: number; ttlMs: number }): ReadCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  async function versionsOf(groups: readonly DataGroup[], known?: DataVersions): Promise<string> {
    if (known && groups.every((g) => known[g] !== undefined))
      return [...groups]
        .sort()
        .map((g) => `${g}:${known[g]}`)
        .join(',');
    const { rows } = await database.executeSql('select name, version from data_versions where name = any($1::text[]) order by name', [
      groups,
    ]);
    return (rows as { name: string; version: string | number }[]).map((r) => `${r.name}:${r.version}`).join(',');
  }

  return {
    async read<T>(groups: readonly DataGroup[], key: string, load: () => Promise<T>, known?: DataVersions): Promise<T> {
      if (opts.max === 0) return load();
      const versions = await versionsOf(groups, known);
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.versions === versions && now - found.at < opts.ttlMs) {
        hits++;
        // most recently used last, so the oldest is the first key when the cache is full
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      misses++;
      const value = load();
      const entry: Entry = { versions, at: now, value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
      // a failed read is not kept: the next one tries again
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    stats: () => ({ hits, misses, size: entries.size }),
  };
}
