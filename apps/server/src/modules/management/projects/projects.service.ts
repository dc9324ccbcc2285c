// Project lists of the management portal, scoped by the core project-access policy (purpose 'list'); pages of `limit`
// with the total count.
import { and, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type TrackStatus } from '@vms/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { projectScope, projectTrackCounts, projects, relationOf, type ProjectRow } from '../../core/index.js';
import { perDatabase } from '../../../platform/versioned-index.js';
import { createProjectIndex } from './project-index.js';
import { attentionAlerts } from '../management.table.js';
import type { Services } from '../../../services.js';

/** What the management lists show of a project (ManagementProject's fields); the project index holds these. */
export type ListedProject = Pick<
  ProjectRow,
  'id' | 'number' | 'projectName' | 'plan' | 'status' | 'trackStatus' | 'createdAt' | 'updatedAt' | 'customerId' | 'assetId' | 'isNew'
>;

export interface ProjectPage {
  projects: ListedProject[];
  totalCount: number;
  /** A search matched more than totalCount, which is then SEARCH_COUNT_CAP (ADR 0016). */
  totalCountCapped?: boolean;
}
export interface Page {
  limit: number;
  offset: number;
}

const newestFirst = [sql`${projects.updatedAt} desc nulls last`, sql`${projects.id} desc nulls last`];

const pageRows = (db: Db, where: SQL | undefined, page: Page, order: SQL[] = newestFirst) =>
  db
    .select()
    .from(projects)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);

async function pageOf(db: Db, where: SQL | undefined, page: Page): Promise<ProjectPage> {
  const [rows, [total]] = await Promise.all([pageRows(db, where, page), db.select({ n: count() }).from(projects).where(where)]);
  return { projects: rows, totalCount: total?.n ?? 0 };
}

export async function getProjects(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  input: Page & { trackStatus: TrackStatus },
): Promise<ProjectPage> {
  const scope = projectScope(viewer, 'list');
  if (scope === null) return { projects: [], totalCount: 0 };
  const where = and(eq(projects.trackStatus, input.trackStatus), scope);
  if (scope) return pageOf(db, where, input);
  // Staff see every project: the total is the trigger-kept count of the track status, not a count of every row.
  const [rows, [total]] = await Promise.all([
    pageRows(db, where, input),
    db.select({ n: projectTrackCounts.n }).from(projectTrackCounts).where(eq(projectTrackCounts.trackStatus, input.trackStatus)),
  ]);
  return { projects: rows, totalCount: total?.n ?? 0 };
}

/** Case-insensitive substring match on the project name (served by the pg_trgm index on lower(name)). */
/** The process's project index over this database (ADR 0016), made on first use. */
export const projectIndexOf = perDatabase(createProjectIndex);

/**
 * A project search. At the `projects` data version the request read with its session it is answered by the in-memory
 * index when that is at the same version, page included; otherwise it runs in SQL.
 */
export async function projectSearch(
  services: Pick<Services, 'db' | 'log' | 'config'>,
  viewer: Viewer,
  input: Page & { trackStatus: TrackStatus; searchText: string },
  version?: string | number,
): Promise<ProjectPage> {
  const { db } = services;
  const scope = projectScope(viewer, 'list');
  if (scope === null) return { projects: [], totalCount: 0 };
  const relation = relationOf(viewer, 'list');
  const index = services.config.searchIndex ? projectIndexOf(services).at(version) : undefined;
  if (index) {
    const page = index.search({ ...input, scope: relation === 'all' || !relation ? undefined : { place: relation, userId: viewer.id } });
    return { projects: page.projects, totalCount: page.totalCount, ...(page.totalCountCapped ? { totalCountCapped: true } : {}) };
  }
  const pattern = containsPattern(input.searchText);
  const match = sql`lower(${projects.projectName}) like ${pattern}`;
  const where = and(eq(projects.trackStatus, input.trackStatus), match, scope);
  // Counted up to SEARCH_COUNT_CAP, then the page read knowing how many match (as the brokers directory, ADR 0016):
  // few matches are sorted (an order no index serves), many walk the newest-first index and stop at the page.
  const [total] = await db.select({ n: count() }).from(
    db
      .select({ id: projects.id })
      .from(projects)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('m'),
  );
  const n = total?.n ?? 0;
  const capped = n > SEARCH_COUNT_CAP;
  const sorted = [sql`${projects.updatedAt} + interval '0 s' desc nulls last`, sql`${projects.id} desc nulls last`];
  const rows = await pageRows(db, where, input, capped ? newestFirst : sorted);
  return capped ? { projects: rows, totalCount: SEARCH_COUNT_CAP, totalCountCapped: true } : { projects: rows, totalCount: n };
}

/** Alerts that want the person now: open ones, and 'remind me later' ones whose time has come. */
export function activeAlert(now = new Date()): SQL {
  return or(
    eq(attentionAlerts.status, 'OPEN'),
    and(eq(attentionAlerts.status, 'REMIND'), or(isNull(attentionAlerts.remindAt), lte(attentionAlerts.remindAt, now))),
  )!;
}

/** Need My Attention: projects with at least one alert waiting on the viewer, latest alert first (never Bronze). */
export async function getAttentionProjects({ db }: Pick<Services, 'db'>, viewer: Viewer, page: Page): Promise<ProjectPage> {
  const scope = projectScope(viewer, 'list');
  if (scope === null) return { projects: [], totalCount: 0 };
  const where = and(eq(attentionAlerts.userId, viewer.id), activeAlert(), sql`${projects.plan} <> 'BRONZE'`, scope);
  const latest = sql<Date>`max(${attentionAlerts.createdAt})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: projects.id, latest })
      .from(attentionAlerts)
      .innerJoin(projects, eq(projects.id, attentionAlerts.projectId))
      .where(where)
      .groupBy(projects.id)
      .orderBy(desc(latest), desc(projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(distinct ${attentionAlerts.projectId})`.mapWith(Number) })
      .from(attentionAlerts)
      .innerJoin(projects, eq(projects.id, attentionAlerts.projectId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const full = ids.length ? await db.select().from(projects).where(inArray(projects.id, ids)) : [];
  const byId = new Map(full.map((p) => [p.id, p]));
  return { projects: ids.map((id) => byId.get(id)!), totalCount: total?.n ?? 0 };
}

/** Counts for unit tests and the bench: how many of a viewer's alerts are waiting. */
export async function countActiveAlerts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attentionAlerts)
    .innerJoin(projects, eq(projects.id, attentionAlerts.projectId))
    .where(and(eq(attentionAlerts.userId, userId), activeAlert(), sql`${projects.plan} <> 'BRONZE'`));
  return row?.n ?? 0;
}
