// Task status changes (with the activity log, the alert rules and live events), the template reconciliation of
// syncManagementProjectTasks, and Bronze render progress.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { MANAGEMENT_MESSAGES, type TaskStatus } from '@vms/shared';
import type { Services } from '../../../services.js';
import { emit } from '../../../platform/outbox/outbox.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../../platform/errors.js';
import {
  addProjectSection,
  users,
  projectSections,
  projectTasks,
  setProjectTemplate,
  setSectionSync,
  templateFor,
  transition,
  type LifecycleActor,
  type ProjectEvent,
} from '../../core/index.js';
import { attentionAlerts } from '../management.table.js';
import { visibleProject, type ProjectRow } from '../../core/index.js';
import { canSetStatus } from './task-view.service.js';
import { RECIPIENT_ROLES, ruleFor } from '../alerts/alert-rules.js';

type Tx = Parameters<Parameters<Services['db']['transaction']>[0]>[0];

async function recipients(tx: Tx, project: ProjectRow, to: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  if (to.includes('customer') && project.customerId) ids.add(project.customerId);
  if (to.includes('pm') && project.pmId) ids.add(project.pmId);
  if (to.includes('editor') && project.editorId) ids.add(project.editorId);
  const roles = to.flatMap((r) => (r in RECIPIENT_ROLES ? [RECIPIENT_ROLES[r as keyof typeof RECIPIENT_ROLES]] : []));
  if (roles.length) for (const u of await tx.select({ id: users.id }).from(users).where(inArray(users.role, roles))) ids.add(u.id);
  return [...ids];
}

/** Sets a task's status: activity, tracker mirror, alerts closed and raised by rule, then live events. */
export async function updateTaskStatus(s: Services, viewer: Viewer, input: { crexiTaskStatus: TaskStatus; portalTaskId: string }) {
  const [row] = await s.db
    .select({ task: projectTasks, sectionName: projectSections.sectionName })
    .from(projectTasks)
    .innerJoin(projectSections, eq(projectSections.id, projectTasks.sectionId))
    .where(eq(projectTasks.id, input.portalTaskId));
  if (!row) throw notFound(MANAGEMENT_MESSAGES.noTasks);
  const project = await visibleProject(s.db, viewer, 'read', { id: row.task.projectId });
  // The editor's select lives in the editor portal's view (planName 'false') of the Production / Approvals section.
  if (!canSetStatus(viewer.role, row.sectionName, 'false')) throw forbidden(MANAGEMENT_MESSAGES.statusUpdateFailed);
  const { task } = row;
  if (task.crexiTaskStatus === input.crexiTaskStatus) return { message: MANAGEMENT_MESSAGES.statusUpdated, task, alerts: [] };

  const raised = await s.db.transaction(async (tx) => {
    await s.tracker.setStatus(tx, task, input.crexiTaskStatus, viewer.id);
    // Alerts about this task's earlier status are settled by the change.
    await tx
      .update(attentionAlerts)
      .set({ status: 'DONE' })
      .where(
        and(
          eq(attentionAlerts.taskId, task.id),
          ne(attentionAlerts.status, 'DONE'),
          ne(attentionAlerts.crexiTaskStatus, input.crexiTaskStatus),
        ),
      );
    await emit(tx, 'taskUpdated', project.id, {
      projectId: project.id,
      taskId: task.id,
      sectionId: task.sectionId,
      task: task.task,
      crexiTaskStatus: input.crexiTaskStatus,
      updatedBy: viewer.id,
      updatedAt: new Date().toISOString(),
    });
    const rule = project.plan === 'BRONZE' ? undefined : ruleFor(input.crexiTaskStatus);
    if (!rule) return [];
    const to = await recipients(tx, project, rule.to);
    if (!to.length) return [];
    const alerts = await tx
      .insert(attentionAlerts)
      .values(
        to.map((userId) => ({
          userId,
          projectId: project.id,
          taskId: task.id,
          attentionText: rule.text(task.task, input.crexiTaskStatus),
          crexiTaskStatus: input.crexiTaskStatus,
        })),
      )
      .returning();
    for (const alert of alerts) await emit(tx, 'taskNotification', alert.userId, { alertId: alert.id, projectId: project.id });
    return alerts;
  });

  if (project.plan === 'BRONZE' && task.task === 'Rendering') {
    await reportBronzeRender(s, project.id, { type: 'renderTaskSet', taskStatus: input.crexiTaskStatus }, viewer);
  }
  return { message: MANAGEMENT_MESSAGES.statusUpdated, task: { ...task, crexiTaskStatus: input.crexiTaskStatus }, alerts: raised };
}

/** Render progress of a Bronze video, from the render job: the project moved by core's lifecycle and told live. */
export async function reportBronzeRender(
  s: Pick<Services, 'db'>,
  projectId: string,
  event: Extract<ProjectEvent, { type: 'renderStarted' | 'renderFailed' | 'renderCompleted' | 'renderTaskSet' }>,
  actor: LifecycleActor,
): Promise<void> {
  await s.db.transaction(async (tx) => {
    const { project } = await transition(tx, projectId, event, actor);
    const error = project.renderError;
    await emit(tx, 'bronzeVideoStatus', projectId, { projectId, status: project.status, error, completed: project.status === 'COMPLETED' });
  });
}

/**
 * syncManagementProjectTasks: compares the tracker's sections and tasks with the plan template. Each section
 * records the template tasks it lacks (missingTasks, syncRequired, syncStatus). On the new template the missing
 * tasks are added to the tracker and the section is in sync again; otherwise they are reported.
 */
export async function syncProjectTasks(
  s: Services,
  viewer: Viewer,
  input: { projectId: number; planType: string; isNewTemplate: boolean; sectionName?: string | null; asanaProjectId?: string | null },
): Promise<{ message: string }> {
  const project = await visibleProject(s.db, viewer, 'read', input.projectId);
  if (input.asanaProjectId && project.asanaProjectId && input.asanaProjectId !== project.asanaProjectId) {
    throw badInput('asanaProjectId does not belong to this project', 'asanaProjectId');
  }
  let template;
  try {
    template = templateFor(input.planType);
  } catch {
    throw badInput('planType must be one of the plans', 'planType');
  }
  const wanted = template.filter((t) => !input.sectionName || t.sectionName === input.sectionName);
  if (!wanted.length) throw badInput(MANAGEMENT_MESSAGES.noSections, 'sectionName');
  const tracked = await s.tracker.listSections(s.db, project);
  const sections = await s.db.select().from(projectSections).where(eq(projectSections.projectId, project.id));
  const missingAll: string[] = [];
  await s.db.transaction(async (tx) => {
    for (const t of wanted) {
      const have = new Set(tracked.find((x) => x.sectionName === t.sectionName)?.tasks ?? []);
      const missing = t.tasks.filter((name) => !have.has(name));
      let section = sections.find((x) => x.sectionName === t.sectionName);
      if (!section && input.isNewTemplate) {
        section = await addProjectSection(tx, project.id, t.sectionName, template.indexOf(t));
      }
      if (!section) {
        missingAll.push(...missing);
        continue;
      }
      if (input.isNewTemplate && missing.length) await s.tracker.addTasks(tx, project, section, missing);
      const open = input.isNewTemplate ? [] : missing;
      missingAll.push(...open);
      await setSectionSync(tx, section.id, open);
    }
    await setProjectTemplate(tx, project.id, input.isNewTemplate);
  });
  if (missingAll.length) return { message: MANAGEMENT_MESSAGES.missingTasks(missingAll.join(', ')) };
  return { message: 'Project tasks are in sync with the template.' };
}
