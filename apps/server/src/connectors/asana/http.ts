// The Asana task tracker: everything the local tracker does in VMS, mirrored to Asana's REST API
// (https://developers.asana.com/reference): a project per VMS project, a section per template section, a task
// per template task; status changes become a story on the task and complete it at 'Complete'.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { projectSections, projectTasks, projects } from '../../modules/core/index.js';
import { createLocalTracker } from './local.js';
import type { TaskTracker, TrackerProject, TrackerSection } from './port.js';

export interface AsanaOptions {
  token: string;
  baseUrl: string;
  workspaceId?: string;
  fetch?: typeof fetch;
}

export class AsanaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createAsanaClient(o: AsanaOptions) {
  const doFetch = o.fetch ?? fetch;
  async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const res = await doFetch(`${o.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${o.token}`, accept: 'application/json', 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify({ data }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[] };
    if (!res.ok) throw new AsanaError(res.status, body.errors?.[0]?.message ?? `Asana answered ${res.status}`);
    return body.data as T;
  }
  type Ref = { gid: string; name: string };
  return {
    createProject: (name: string) => call<Ref>('POST', '/projects', { name, workspace: o.workspaceId }),
    createSection: (projectGid: string, name: string) => call<Ref>('POST', `/projects/${projectGid}/sections`, { name }),
    createTask: (projectGid: string, sectionGid: string, name: string) =>
      call<Ref>('POST', '/tasks', { name, projects: [projectGid], memberships: [{ project: projectGid, section: sectionGid }] }),
    addStory: (taskGid: string, text: string) => call<Ref>('POST', `/tasks/${taskGid}/stories`, { text }),
    updateTask: (taskGid: string, fields: { completed: boolean }) => call<Ref>('PUT', `/tasks/${taskGid}`, fields),
    listSections: (projectGid: string) => call<Ref[]>('GET', `/projects/${projectGid}/sections`),
    listSectionTasks: (sectionGid: string) => call<Ref[]>('GET', `/sections/${sectionGid}/tasks?opt_fields=name`),
  };
}

export type AsanaClient = ReturnType<typeof createAsanaClient>;

export function createHttpTracker(options: AsanaOptions): TaskTracker {
  const local = createLocalTracker();
  const asana = createAsanaClient(options);

  /** Creates in Asana whatever of the project has no Asana id yet; stores the ids it gets back. */
  async function mirror(db: Db | Tx, project: TrackerProject): Promise<void> {
    let projectGid = project.asanaProjectId;
    if (!projectGid) {
      projectGid = (await asana.createProject(project.projectName)).gid;
      await db.update(projects).set({ asanaProjectId: projectGid }).where(eq(projects.id, project.id));
      project.asanaProjectId = projectGid;
    }
    const sections = await db.select().from(projectSections).where(eq(projectSections.projectId, project.id));
    for (const section of sections.sort((a, b) => a.position - b.position)) {
      let sectionGid = section.asanaSectionId;
      if (!sectionGid) {
        sectionGid = (await asana.createSection(projectGid, section.sectionName)).gid;
        await db.update(projectSections).set({ asanaSectionId: sectionGid }).where(eq(projectSections.id, section.id));
      }
      const tasks = await db
        .select()
        .from(projectTasks)
        .where(and(eq(projectTasks.sectionId, section.id), isNull(projectTasks.asanaTaskId)));
      for (const task of tasks.sort((a, b) => a.position - b.position)) {
        const { gid } = await asana.createTask(projectGid, sectionGid, task.task);
        await db.update(projectTasks).set({ asanaTaskId: gid }).where(eq(projectTasks.id, task.id));
      }
    }
  }

  return {
    kind: 'http',
    async createProject(db, project) {
      await local.createProject(db, project);
      await mirror(db, project);
    },
    async setStatus(tx, task, status, userId) {
      await local.setStatus(tx, task, status, userId);
      if (!task.asanaTaskId) return;
      await asana.addStory(task.asanaTaskId, `Status: ${status}`);
      await asana.updateTask(task.asanaTaskId, { completed: status === 'Complete' });
    },
    async listSections(db, project) {
      if (!project.asanaProjectId) return local.listSections(db, project);
      const out: TrackerSection[] = [];
      for (const section of await asana.listSections(project.asanaProjectId)) {
        out.push({ sectionName: section.name, tasks: (await asana.listSectionTasks(section.gid)).map((t) => t.name) });
      }
      return out;
    },
    async addTasks(tx, project, section, names) {
      await local.addTasks(tx, project, section, names);
      if (!names.length) return;
      const fresh = await tx
        .select()
        .from(projectTasks)
        .where(and(eq(projectTasks.sectionId, section.id), inArray(projectTasks.task, names), isNull(projectTasks.asanaTaskId)));
      if (!project.asanaProjectId || !section.asanaSectionId) return mirror(tx, project);
      for (const task of fresh) {
        const { gid } = await asana.createTask(project.asanaProjectId, section.asanaSectionId, task.task);
        await tx.update(projectTasks).set({ asanaTaskId: gid }).where(eq(projectTasks.id, task.id));
      }
    },
  };
}
