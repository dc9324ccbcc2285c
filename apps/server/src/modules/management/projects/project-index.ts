// The project search answered from memory (ADR 0016 "In-memory indexes"), as the directory's: which projects match a
// search text in a track status, for the viewer's scope, newest first, decided here, and the page itself: the index
// holds what the list shows of each project (ListedProject), so a search reads nothing from PostgreSQL. Held at one
// committed version of the `projects` data group (platform/versioned-index.ts), whose version every write to the table
// changes, so at the request's version these are the committed rows: every project's name lower-cased by PostgreSQL
// (as the SQL search compares it), its track status, the four people of the project-access policy and its listed
// fields, in the list's order (the SQL search's ORDER BY), with a trigram index of the names
// (platform/trigram-postings.ts): a posting list is then already in the list's order.
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@vms/shared';
import type { Db } from '../../../db/client.js';
import { createVersionedIndex } from '../../../platform/versioned-index.js';
import { buildPostings, candidatesOf, type Postings } from '../../../platform/trigram-postings.js';
import type { ListedProject, Page } from './projects.service.js';

/** The place a scoped viewer must hold in a project (the project-access policy's relation, not 'all'). */
export type ProjectPlace = 'customer' | 'pm' | 'editor' | 'pilot';
const PLACES: readonly ProjectPlace[] = ['customer', 'pm', 'editor', 'pilot'];

interface Built extends Postings {
  ids: string[];
  /** lower(project_name), as the SQL search compares it */
  names: string[];
  trackStatus: string[];
  people: Record<ProjectPlace, (string | null)[]>;
  // the rest of ListedProject, by position
  number: Int32Array;
  projectName: string[];
  plan: string[];
  status: string[];
  assetId: (string | null)[];
  isNew: Uint8Array;
  /** milliseconds since the epoch, as Drizzle's Date of the column's text */
  createdAt: Float64Array;
  updatedAt: Float64Array;
}

// projects.service.ts's order of a search (updated_at desc nulls last, id desc nulls last), as the rows' order.
// Timestamps as PostgreSQL's text (to_json's ISO form), parsed by Date as Drizzle parses the column's text.
const BUILD = sql`
  select (select version::text from data_versions where name = 'projects') as version,
         coalesce(json_agg(json_build_array(id, lower(project_name), track_status, customer_id, pm_id, editor_id, pilot_id,
           number, project_name, plan, status, asset_id, is_new, created_at, updated_at)
           order by updated_at desc nulls last, id desc nulls last), '[]') as rows
  from projects`;

type Row = [
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  number,
  string,
  string,
  string,
  string | null,
  boolean,
  string,
  string,
];

async function build(db: Db): Promise<{ version: string; index: Built }> {
  const { rows } = (await db.execute(BUILD)) as unknown as { rows: { version: string; rows: Row[] }[] };
  const { version, rows: list } = rows[0]!;
  const names = list.map((r) => r[1]);
  // plans and statuses are a handful of values: one string each instead of one per project
  const pool = new Map<string, string>();
  const intern = (s: string) => pool.get(s) ?? (pool.set(s, s), s);
  return {
    version,
    index: {
      ids: list.map((r) => r[0]),
      names,
      trackStatus: list.map((r) => intern(r[2])),
      people: Object.fromEntries(PLACES.map((p, k) => [p, list.map((r) => r[3 + k] as string | null)])) as Built['people'],
      number: Int32Array.from(list, (r) => r[7]),
      projectName: list.map((r) => r[8]),
      plan: list.map((r) => intern(r[9])),
      status: list.map((r) => intern(r[10])),
      assetId: list.map((r) => r[11]),
      isNew: Uint8Array.from(list, (r) => (r[12] ? 1 : 0)),
      createdAt: Float64Array.from(list, (r) => Date.parse(r[13])),
      updatedAt: Float64Array.from(list, (r) => Date.parse(r[14])),
      ...(await buildPostings(names)),
    },
  };
}

/** What the list shows of the project at position `p`. */
const listed = (ix: Built, p: number): ListedProject => ({
  id: ix.ids[p]!,
  number: ix.number[p]!,
  projectName: ix.projectName[p]!,
  plan: ix.plan[p]!,
  status: ix.status[p]!,
  trackStatus: ix.trackStatus[p]!,
  createdAt: new Date(ix.createdAt[p]!),
  updatedAt: new Date(ix.updatedAt[p]!),
  customerId: ix.people.customer[p] ?? null,
  assetId: ix.assetId[p] ?? null,
  isNew: ix.isNew[p] === 1,
});

/** A search's page as the index decides it: the page's projects in order, and the count as the SQL shows it (capped). */
export interface ProjectIndexPage {
  projects: ListedProject[];
  totalCount: number;
  totalCountCapped: boolean;
}

export interface ProjectQuery extends Page {
  searchText: string;
  trackStatus: string;
  /** Only projects where this person holds this place; undefined: every project. */
  scope?: { place: ProjectPlace; userId: string };
}

/** The page and capped count of a project search, as projects.service.ts's projectSearch decides them in SQL. */
function search(ix: Built, q: ProjectQuery): ProjectIndexPage {
  // as the SQL's pattern (db/like.ts): the text lower-cased by JavaScript, the name by PostgreSQL
  const term = q.searchText.toLowerCase();
  const holders = q.scope && ix.people[q.scope.place];
  const page: ListedProject[] = [];
  let matches = 0;
  const end = q.offset + q.limit;
  const check = (p: number) => {
    if (ix.trackStatus[p] !== q.trackStatus || !ix.names[p]!.includes(term)) return false;
    if (holders && holders[p] !== q.scope!.userId) return false;
    if (matches >= q.offset && matches < end) page.push(listed(ix, p));
    matches++;
    // past the cap the count is shown as the cap: stop once the page is full too
    return matches > SEARCH_COUNT_CAP && matches >= end;
  };
  const candidates = candidatesOf(ix, term);
  if (candidates) {
    for (const p of candidates) if (check(p)) break;
  } else for (let p = 0; p < ix.ids.length; p++) if (check(p)) break;
  return { projects: page, totalCount: Math.min(matches, SEARCH_COUNT_CAP), totalCountCapped: matches > SEARCH_COUNT_CAP };
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
