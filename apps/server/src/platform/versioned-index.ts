// An in-memory index kept at one committed data version (ADR 0016 "In-memory indexes"). It answers only a request
// that read that same version with its session; any other request runs its SQL, and a newer version starts a rebuild
// in the background: one at a time, spaced by ten times the last build's duration, so a stream of writes (a feed
// import, operators fixing records) costs a bounded share of one core. The build reads everything it holds, and the
// version, in one statement: one snapshot.

import type { Db } from '../db/client.js';

type Logger = { warn(obj: object, msg: string): void };

export interface VersionedIndex<T> {
  /** The index when it is at `version` (the request's); undefined otherwise, and a newer version starts a rebuild. */
  at(version: string | number | undefined): T | undefined;
  /** Builds the index from the data as it is now (at start, and in tests). */
  refresh(): Promise<void>;
}

export function createVersionedIndex<T>(
  name: string,
  build: () => Promise<{ version: string; index: T }>,
  log?: Logger,
): VersionedIndex<T> {
  let current: { version: string; index: T } | undefined;
  let building: Promise<void> | undefined;
  let nextBuildAt = 0;
  const rebuild = () =>
    (building ??= (async () => {
      const t0 = Date.now();
      try {
        current = await build();
      } catch (err) {
        log?.warn({ err }, `${name} build failed; its searches run in SQL`);
      } finally {
        nextBuildAt = Date.now() + 10 * (Date.now() - t0);
        building = undefined;
      }
    })());
  return {
    at(version) {
      if (version === undefined) return undefined;
      if (current && current.version === String(version)) return current.index;
      // a request that read an older version than the index's runs in SQL; a newer one asks for a rebuild
      if ((!current || Number(version) > Number(current.version)) && !building && Date.now() >= nextBuildAt) void rebuild();
      return undefined;
    },
    // a build already running may have read an older snapshot: wait for it, then read the data as it is now
    async refresh() {
      await building;
      await rebuild();
    },
  };
}

/** One index per database for the whole process, made on first use (the app and its tests each have their own). */
export function perDatabase<T>(make: (db: Db, log?: Logger) => T): (services: { db: Db; log?: Logger }) => T {
  const made = new WeakMap<Db, T>();
  return ({ db, log }) => {
    let index = made.get(db);
    if (index === undefined) made.set(db, (index = make(db, log)));
    return index;
  };
}

/** A search's page as an index decides it: the page's ids in order, and the count as the SQL shows it (capped). */
export interface IndexedPage {
  ids: string[];
  totalCount: number;
  totalCountCapped: boolean;
}

/** The page's rows, read by id, in the index's order; a row deleted since the index's version is left out. */
export function inIndexOrder<R>(ids: string[], rows: R[], idOf: (row: R) => string): R[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
