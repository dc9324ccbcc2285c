// The local task tracker: sections, tasks and activities kept in VMS tables, built from the plan templates.
import { asc, eq, max } from 'drizzle-orm';
import { projectSections, projectTasks, projects, taskActivities, templateFor } from '../../modules/core/index.js';
import type { TaskTracker, TrackerSection } from './port.js';

export function createLocalTracker(): TaskTracker {
  return {
    kind: 'local',
    async createProject(db, project) {
      for (const [position, section] of templateFor(project.plan).entries()) {
        const [row] = await db
          .insert(projectSections)
          .values({ projectId: project.id, sectionName: section.sectionName, position })
          .returning({ id: projectSections.id });
        await db
          .insert(projectTasks)
          .values(section.tasks.map((task, i) => ({ projectId: project.id, sectionId: row!.id, task, position: i })));
      }
    },
    async setStatus(tx, task, status, userId) {
      const now = new Date();
      const [row] = await tx
        .update(projectTasks)
        .set({ crexiTaskStatus: status, updatedAt: now })
        .where(eq(projectTasks.id, task.id))
        .returning({ projectId: projectTasks.projectId });
      await tx.insert(taskActivities).values({ taskId: task.id, userId, crexiTaskStatus: status, createdAt: now });
      await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, row!.projectId));
    },
    async listSections(db, project) {
      const rows = await db
        .select({ sectionId: projectSections.id, sectionName: projectSections.sectionName, task: projectTasks.task })
        .from(projectSections)
        .leftJoin(projectTasks, eq(projectTasks.sectionId, projectSections.id))
        .where(eq(projectSections.projectId, project.id))
        .orderBy(asc(projectSections.position), asc(projectTasks.position));
      const bySection = new Map<string, TrackerSection>();
      for (const r of rows) {
        const s = bySection.get(r.sectionId) ?? { sectionName: r.sectionName, tasks: [] };
        if (r.task) s.tasks.push(r.task);
        bySection.set(r.sectionId, s);
      }
      return [...bySection.values()];
    },
    async addTasks(tx, _project, section, names) {
      if (!names.length) return;
      const [last] = await tx
        .select({ n: max(projectTasks.position) })
        .from(projectTasks)
        .where(eq(projectTasks.sectionId, section.id));
      const start = (last?.n ?? -1) + 1;
      await tx
        .insert(projectTasks)
        .values(names.map((task, i) => ({ projectId: section.projectId, sectionId: section.id, task, position: start + i })));
    },
  };
}
