// A person's attention alerts (the Need Attention drawer) and acting on them.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MANAGEMENT_MESSAGES } from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, notFound } from '../../platform/errors.js';
import { projectTasks, projects } from '../core/index.js';
import { attentionAlerts } from './management.table.js';
import { activeAlert, type Page } from './projects.service.js';

/** 'Remind me to review later' brings the alert back after this long (docs/adr/0005). */
export const REMIND_AFTER_MS = 24 * 3600 * 1000;

export interface Notification {
  id: string;
  attentionText: string;
  crexiTaskStatus: string;
  createdAt: Date;
  linkToAsset: string;
  asanaTaskName: string;
  projectName: string;
  projectId: string;
}

/** The detail page of the alert's project, with the task's hash so that it opens expanded. */
export function alertLink(p: { number: number; plan: string }, task: string | null): string {
  const hash = task ? `#${task.replace(/ /g, '_')}` : '';
  return `/management-portal/projects/need-my-attention/project-detail/${p.number}/${p.plan.toLowerCase()}${hash}`;
}

/** Alerts joined with their project and task name, shaped as the spec's alert. */
function selectNotifications(db: Db) {
  return db
    .select({ alert: attentionAlerts, project: projects, task: projectTasks.task })
    .from(attentionAlerts)
    .innerJoin(projects, eq(projects.id, attentionAlerts.projectId))
    .leftJoin(projectTasks, eq(projectTasks.id, attentionAlerts.taskId));
}

function toNotification({ alert, project, task }: Awaited<ReturnType<typeof selectNotifications>>[number]): Notification {
  return {
    id: alert.id,
    attentionText: alert.attentionText,
    crexiTaskStatus: alert.crexiTaskStatus,
    createdAt: alert.createdAt,
    linkToAsset: alertLink(project, task),
    asanaTaskName: task ?? '',
    projectName: project.projectName,
    projectId: String(project.number),
  };
}

/** One of the viewer's alerts (for the taskNotification subscription). */
export async function notificationFor(db: Db, viewer: Viewer, alertId: string): Promise<Notification> {
  const [row] = await selectNotifications(db).where(and(eq(attentionAlerts.id, alertId), eq(attentionAlerts.userId, viewer.id)));
  if (!row) throw notFound(MANAGEMENT_MESSAGES.noNotifications);
  return toNotification(row);
}

export async function getNotifications({ db }: Pick<Services, 'db'>, viewer: Viewer, page: Page) {
  const where = and(eq(attentionAlerts.userId, viewer.id), activeAlert(), sql`${projects.plan} <> 'BRONZE'`);
  const [rows, [total]] = await Promise.all([
    selectNotifications(db)
      .where(where)
      .orderBy(desc(attentionAlerts.createdAt), desc(attentionAlerts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(attentionAlerts).innerJoin(projects, eq(projects.id, attentionAlerts.projectId)).where(where),
  ]);
  return { notifications: rows.map(toNotification), totalCount: total?.n ?? 0 };
}

/**
 * updateNotificationStatus(id, status, actionValue): 'Review is complete' (true) settles the alert; 'Remind me to
 * review later' (false) hides it for REMIND_AFTER_MS. `status` is the alert's crexiTaskStatus as the person saw it;
 * an alert whose task has moved on since is refused rather than acted on blindly.
 */
export async function updateNotificationStatus(
  s: Services,
  viewer: Viewer,
  input: { id: string; status: string; actionValue: boolean },
): Promise<{ message: string }> {
  const [alert] = await s.db
    .select()
    .from(attentionAlerts)
    .where(and(eq(attentionAlerts.id, input.id), eq(attentionAlerts.userId, viewer.id)));
  if (!alert) throw notFound(MANAGEMENT_MESSAGES.noNotifications);
  if (alert.crexiTaskStatus !== input.status) throw badInput('This alert has changed. Please refresh and try again.', 'status');
  const next = input.actionValue ? 'DONE' : 'REMIND';
  await s.db.transaction(async (tx) => {
    await tx
      .update(attentionAlerts)
      .set({ status: next, actionValue: input.actionValue, remindAt: input.actionValue ? null : new Date(Date.now() + REMIND_AFTER_MS) })
      .where(eq(attentionAlerts.id, alert.id));
    await emit(tx, 'notificationAction', viewer.id, { id: alert.id, status: next, actionValue: input.actionValue });
  });
  return { message: MANAGEMENT_MESSAGES.actionDone };
}

/** A person's newest open alerts (open or due again) on projects within `scope`, with their project: the dashboard's next up. */
export function openAlertsOf(db: Db, userId: string, scope: SQL | undefined, limit: number) {
  return db
    .select({ alert: attentionAlerts, project: projects })
    .from(attentionAlerts)
    .innerJoin(projects, eq(projects.id, attentionAlerts.projectId))
    .where(and(eq(attentionAlerts.userId, userId), inArray(attentionAlerts.status, ['OPEN', 'REMIND']), scope))
    .orderBy(desc(attentionAlerts.createdAt))
    .limit(limit);
}
