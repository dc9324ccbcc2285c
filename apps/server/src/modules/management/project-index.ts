// The project search answered from memory (ADR 0016 "In-memory indexes"), as the directory's: which projects match a
// search text in a track status, for the viewer's scope, newest first, decided here; the page's rows are then read by
// their ids. Held at one committed version of the `projects` data group (platform/versioned-index.ts): every
// project's name lower-cased by PostgreSQL (as the SQL search compares it), its track status and the four people of
// the project-access policy, in the list's order (row numbers from PostgreSQL with the SQL search's ORDER BY), with a
// trigram index of the names (platform/trigram-postings.ts): a posting list is then already in the list's order.
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@vms/shared';
import type { Db } from '../../db/client.js';
import { createVersionedIndex, type IndexedPage } from '../../platform/versioned-index.js';
import { buildPostings, candidatesOf, type Postings } from '../../platform/trigram-postings.js';
import type { Page } from './projects.service.js';

/** The place a scoped viewer must hold in a project (the project-access policy's relation, not 'all'). */
export type ProjectPlace = 'customer' | 'pm' | 'editor' | 'pilot';
const PLACES: readonly ProjectPlace[] = ['customer', 'pm', 'editor', 'pilot'];

interface Built extends Postings {
  ids: string[];
  names: string[];
  trackStatus: string[];
  people: Record<ProjectPlace, (string | null)[]>;
}

// projects.service.ts's order of a search (updated_at desc nulls last, id desc nulls last), as the rows' order.
const BUILD = sql`
  select (select version::text from data_versions where name = 'projects') as version,
         coalesce(json_agg(json_build_array(id, lower(project_name), track_status, customer_id, pm_id, editor_id, pilot_id)
           order by updated_at desc nulls last, id desc nulls last), '[]') as rows
  from projects`;

type Row = [string, string, string, string | null, string | null, string | null, string | null];

async function build(db: Db): Promise<{ version: string; index: Built }> {
  const { rows } = (await db.execute(BUILD)) as unknown as { rows: { version: string; rows: Row[] }[] };
  const { version, rows: list } = rows[0]!;
  const names = list.map((r) => r[1]);
  return {
    version,
    index: {
      ids: list.map((r) => r[0]),
      names,
      trackStatus: list.map((r) => r[2]),
      people: Object.fromEntries(PLACES.map((p, k) => [p, list.map((r) => r[3 + k]!)])) as Built['people'],
      ...(await buildPostings(names)),
    },
  };
}

export interface ProjectQuery extends Page {
  searchText: string;
  trackStatus: string;
  /** Only projects where this person holds this place; undefined: every project. */
  scope?: { place: ProjectPlace; userId: string };
}

/** The page and capped count of a project search, as projects.service.ts's projectSearch decides them in SQL. */
function search(ix: Built, q: ProjectQuery): IndexedPage {
  // as the SQL's pattern (db/like.ts): the text lower-cased by JavaScript, the name by PostgreSQL
  const term = q.searchText.toLowerCase();
  const holders = q.scope && ix.people[q.scope.place];
  const ids: string[] = [];
  let matches = 0;
  const end = q.offset + q.limit;
  const check = (p: number) => {
    if (ix.trackStatus[p] !== q.trackStatus || !ix.names[p]!.includes(term)) return false;
    if (holders && holders[p] !== q.scope!.userId) return false;
    if (matches >= q.offset && matches < end) ids.push(ix.ids[p]!);
    matches++;
    // past the cap the count is shown as the cap: stop once the page is full too
    return matches > SEARCH_COUNT_CAP && matches >= end;
  };
  const candidates = candidatesOf(ix, term);
  if (candidates) {
    for (const p of candidates) if (check(p)) break;
  } else for (let p = 0; p < ix.ids.length; p++) if (check(p)) break;
  return { ids, totalCount: Math.min(matches, SEARCH_COUNT_CAP), totalCountCapped: matches > SEARCH_COUNT_CAP };
}

/** The project index over this database: a search's page and count at the request's `projects` version. */
export const createProjectIndex = (db: Db, log?: { warn(obj: object, msg: string): void }) =>
  createVersionedIndex(
    'project index',
    async () => {
      const { version, index } = await build(db);
      return { version, index: { search: (q: ProjectQuery) => search(index, q) } };
    },
    log,
  );
