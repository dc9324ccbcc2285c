// /dashboard: each person's own overview, built only from data their role may see.
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, canOpen, type Role } from '@vms/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { brokers, projectScope, projectTasks, projects, taskActivities, users } from '../core/index.js';
import { openAlertsOf } from '../management/index.js';
import type { Services } from '../../services.js';

export interface DashboardItem {
  id: string;
  title: string;
  detail: string;
  href: string | null;
  at: Date;
}

export interface Dashboard {
  countsTitle: string;
  counts: { label: string; count: number }[];
  nextUp: DashboardItem[];
  recentActivity: DashboardItem[];
}

/** The page a person would open for a project, among those their role may open. */
export function projectHref(role: Role, p: { id: string; number: number; plan: string; trackStatus: string }): string | null {
  const slug = p.trackStatus === 'COMPLETED' ? 'completed' : 'active-projects';
  const candidates = [
    `/management-portal/projects/${slug}/project-detail/${p.number}/${p.plan.toLowerCase()}`,
    `/pm-portal/projects/project-detail/${p.number}`,
    `/editor-portal/projects/${p.number}/folders`,
    `/pilot-dashboard/${p.number}`,
  ];
  return candidates.find((path) => canOpen(path, role)) ?? null;
}

export async function myDashboard({ db }: Pick<Services, 'db'>, viewer: Viewer): Promise<Dashboard> {
  const scope = projectScope(viewer, 'list');
  if (scope === null) return viewer.role === ROLES.OPERATOR ? brokerDashboard(db) : emptyDashboard();
  const [counts, alerts, activity] = await Promise.all([
    db.select({ label: projects.status, count: count() }).from(projects).where(scope).groupBy(projects.status).orderBy(desc(count())),
    openAlertsOf(db, viewer.id, scope, NEXT_UP_SIZE),
    db
      .select({
        activity: taskActivities,
        task: projectTasks.task,
        project: projects,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(taskActivities)
      .innerJoin(projectTasks, eq(projectTasks.id, taskActivities.taskId))
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .leftJoin(users, eq(users.id, taskActivities.userId))
      .where(scope)
      .orderBy(desc(taskActivities.createdAt))
      .limit(8),
  ]);
  const nextUp = alerts.map(({ alert, project }) => ({
    id: alert.id,
    title: project.projectName,
    detail: alert.attentionText,
    href: projectHref(viewer.role, project),
    at: alert.createdAt,
  }));
  if (nextUp.length < NEXT_UP_SIZE) nextUp.push(...(await waitingTasks(db, viewer, scope, NEXT_UP_SIZE - nextUp.length)));
  return {
    countsTitle: 'Projects by status',
    counts,
    nextUp,
    recentActivity: activity.map(({ activity: a, task, project, firstName, lastName }) => ({
      id: a.id,
      title: project.projectName,
      detail: `${[firstName, lastName].filter(Boolean).join(' ') || 'VMS'} updated ${task} to ${a.crexiTaskStatus}`,
      href: projectHref(viewer.role, project),
      at: a.createdAt,
    })),
  };
}

const NEXT_UP_SIZE = 5;
/** Task statuses where the work waits on a person rather than on the production line. */
const WAITING_STATUSES = ['Ready For Review', 'Awaiting Client Approval', 'Under Internal Review', 'In Review', 'Edits Received'];

/** Besides alerts, the tasks of the viewer's projects that wait for someone, newest first. */
async function waitingTasks(db: Db, viewer: Viewer, scope: SQL | undefined, limit: number): Promise<DashboardItem[]> {
  const rows = await db
    .select({ task: projectTasks, project: projects })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(scope, eq(projects.trackStatus, 'ACTIVE'), inArray(projectTasks.crexiTaskStatus, WAITING_STATUSES)))
    .orderBy(desc(projectTasks.updatedAt))
    .limit(limit);
  return rows.map(({ task, project }) => ({
    id: task.id,
    title: project.projectName,
    detail: `${task.task}: ${task.crexiTaskStatus}`,
    href: projectHref(viewer.role, project),
    at: task.updatedAt,
  }));
}

/** Operators keep broker contact data clean: their overview is the state of that data. */
async function brokerDashboard(db: Db): Promise<Dashboard> {
  const missingEmail = or(isNull(brokers.email), eq(brokers.email, ''));
  const missingPhone = sql`cardinality(${brokers.phone}) = 0`;
  const [[totals], missing, recent] = await Promise.all([
    db
      .select({
        missingEmail: sql<number>`count(*) filter (where ${missingEmail})`.mapWith(Number),
        missingPhone: sql<number>`count(*) filter (where ${missingPhone})`.mapWith(Number),
        updated: sql<number>`count(*) filter (where ${brokers.brokerUpdatedAt} is not null)`.mapWith(Number),
        total: count(),
      })
      .from(brokers),
    db
      .select()
      .from(brokers)
      .where(or(missingEmail, missingPhone))
      .orderBy(desc(brokers.totalActiveAssetsCount), brokers.lastName)
      .limit(5),
    db
      .select()
      .from(brokers)
      .where(sql`${brokers.brokerUpdatedAt} is not null`)
      .orderBy(desc(brokers.brokerUpdatedAt))
      .limit(8),
  ]);
  const t = totals ?? { missingEmail: 0, missingPhone: 0, updated: 0, total: 0 };
  const brokerName = (b: typeof brokers.$inferSelect) => `${b.firstName} ${b.lastName}`;
  return {
    countsTitle: 'Broker records',
    counts: [
      { label: 'Missing email', count: t.missingEmail },
      { label: 'Missing phone', count: t.missingPhone },
      { label: 'Updated', count: t.updated },
      { label: 'All brokers', count: t.total },
    ],
    nextUp: missing.map((b) => ({
      id: b.id,
      title: brokerName(b),
      detail: `${b.company ?? 'No company'} · missing ${[!b.email ? 'email' : null, b.phone.length ? null : 'phone'].filter(Boolean).join(' and ')}`,
      href: '/brokers-directory/update-missing-details',
      at: b.createdAt,
    })),
    recentActivity: recent.map((b) => ({
      id: b.id,
      title: brokerName(b),
      detail: 'Contact details updated',
      href: '/brokers-directory/updated-records',
      at: b.brokerUpdatedAt ?? b.createdAt,
    })),
  };
}

function emptyDashboard(): Dashboard {
  return { countsTitle: 'Projects by status', counts: [], nextUp: [], recentActivity: [] };
}
