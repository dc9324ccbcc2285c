// The project task view (part A §3 project detail; part B §2.7): sections with progress, tasks with their latest
// activity, the activity log of one task. Reused by the management detail, the deals detail and the editor portal.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MANAGEMENT_MESSAGES, PRODUCTION_SECTION, ROLES, type Role } from '@vms/shared';
import type { Db } from '../../../db/client.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { notFound } from '../../../platform/errors.js';
import { users, brokers, assetBrokers, assets, projectSections, projectTasks, taskActivities } from '../../core/index.js';
import { attentionAlerts } from '../management.table.js';
import { activeAlert } from '../projects/projects.service.js';
import { visibleProject, type ProjectRow } from '../../core/index.js';
import type { Services } from '../../../services.js';

export interface Activity {
  id: string;
  lastUpdatedBy: string;
  completedOn: Date;
  crexiTaskStatus: string;
}
export interface TaskView {
  portalTaskId: string;
  taskId: string;
  task: string;
  asanaTaskId: string | null;
  crexiTaskStatus: string;
  activities: Activity[];
  alert: { id: string; attentionText: string; crexiTaskStatus: string } | null;
}
export interface SectionView {
  sectionId: string;
  sectionName: string;
  sectionTasks: TaskView[];
  missingTasks: string[];
  syncRequired: boolean;
  syncStatus: string;
  statusEditable: boolean;
}
export interface ProjectDetail {
  project: ProjectRow;
  sections: SectionView[];
  asset: typeof assets.$inferSelect | null;
  broker: { brokerName: string; imageLink: string | null }[];
  projectAsanaLink: string | null;
  slackLink: string | null;
  hubspotLink: string | null;
}

/** Who may set a task's status, and where (part B §4 "Task status (editor)"; docs/adr/0005). */
export function canSetStatus(role: Role, sectionName: string, planName: string | undefined): boolean {
  if (role === ROLES.VMS_EDITOR) return sectionName === PRODUCTION_SECTION && planName === 'false';
  return role === ROLES.VMS_PM || role === ROLES.ADMIN || role === ROLES.VMS_QC;
}

const personName = (u: { firstName: string | null; lastName: string | null } | null) =>
  [u?.firstName, u?.lastName].filter(Boolean).join(' ') || 'VMS';

/** The latest activity of each task (one query, DISTINCT ON). */
async function latestActivities(db: Db, taskIds: string[]): Promise<Map<string, Activity>> {
  if (!taskIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([taskActivities.taskId], {
      taskId: taskActivities.taskId,
      id: taskActivities.id,
      crexiTaskStatus: taskActivities.crexiTaskStatus,
      createdAt: taskActivities.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(taskActivities)
    .leftJoin(users, eq(users.id, taskActivities.userId))
    .where(inArray(taskActivities.taskId, taskIds))
    .orderBy(taskActivities.taskId, desc(taskActivities.createdAt));
  return new Map(
    rows.map((r) => [r.taskId, { id: r.id, lastUpdatedBy: personName(r), completedOn: r.createdAt, crexiTaskStatus: r.crexiTaskStatus }]),
  );
}

export async function getTaskDetails(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  input: { projectId: number; planName: string },
): Promise<ProjectDetail> {
  const project = await visibleProject(db, viewer, 'read', input.projectId);
  const isBronze = project.plan === 'BRONZE';
  const [sections, tasks, asset, brokerRows, alerts] = await Promise.all([
    db.select().from(projectSections).where(eq(projectSections.projectId, project.id)).orderBy(asc(projectSections.position)),
    db.select().from(projectTasks).where(eq(projectTasks.projectId, project.id)).orderBy(asc(projectTasks.position)),
    project.assetId
      ? db
          .select()
          .from(assets)
          .where(eq(assets.id, project.assetId))
          .then((r) => r[0] ?? null)
      : null,
    project.assetId
      ? db
          .select({ firstName: brokers.firstName, lastName: brokers.lastName, photoUrl: brokers.photoUrl })
          .from(assetBrokers)
          .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
          .where(eq(assetBrokers.assetId, project.assetId))
          .orderBy(asc(assetBrokers.position))
      : [],
    isBronze
      ? []
      : db
          .select()
          .from(attentionAlerts)
          .where(and(eq(attentionAlerts.projectId, project.id), eq(attentionAlerts.userId, viewer.id), activeAlert())),
  ]);
  const latest = await latestActivities(
    db,
    tasks.map((t) => t.id),
  );
  const alertByTask = new Map(alerts.map((a) => [a.taskId, a]));
  const hideSlack = viewer.role === ROLES.USER || viewer.role === ROLES.BROKER;
  return {
    project,
    asset,
    broker: brokerRows.map((b) => ({ brokerName: `${b.firstName} ${b.lastName}`, imageLink: b.photoUrl })),
    projectAsanaLink: !isBronze && project.asanaProjectId ? `https://app.asana.com/0/${project.asanaProjectId}/list` : null,
    slackLink: hideSlack ? null : project.slackLink,
    hubspotLink: isBronze ? null : project.hubspotLink,
    sections: sections.map((s) => ({
      sectionId: s.id,
      sectionName: s.sectionName,
      missingTasks: s.missingTasks,
      syncRequired: s.syncRequired,
      syncStatus: s.syncStatus,
      statusEditable: canSetStatus(viewer.role, s.sectionName, input.planName),
      sectionTasks: tasks
        .filter((t) => t.sectionId === s.id)
        .map((t) => {
          const activity = latest.get(t.id);
          const alert = alertByTask.get(t.id);
          return {
            portalTaskId: t.id,
            taskId: t.task.replace(/ /g, '_'),
            task: t.task,
            asanaTaskId: t.asanaTaskId,
            crexiTaskStatus: t.crexiTaskStatus,
            activities: activity ? [activity] : [],
            alert: alert ? { id: alert.id, attentionText: alert.attentionText, crexiTaskStatus: alert.crexiTaskStatus } : null,
          };
        }),
    })),
  };
}

/** The full log of one task, oldest first. */
export async function listTaskActivities({ db }: Pick<Services, 'db'>, viewer: Viewer, input: { taskId: string }): Promise<Activity[]> {
  const [task] = await db.select().from(projectTasks).where(eq(projectTasks.id, input.taskId));
  if (!task) throw notFound(MANAGEMENT_MESSAGES.noTasks);
  await visibleProject(db, viewer, 'read', { id: task.projectId });
  const rows = await db
    .select({ a: taskActivities, firstName: users.firstName, lastName: users.lastName })
    .from(taskActivities)
    .leftJoin(users, eq(users.id, taskActivities.userId))
    .where(eq(taskActivities.taskId, task.id))
    .orderBy(asc(taskActivities.createdAt), asc(taskActivities.id));
  return rows.map((r) => ({ id: r.a.id, lastUpdatedBy: personName(r), completedOn: r.a.createdAt, crexiTaskStatus: r.a.crexiTaskStatus }));
}
