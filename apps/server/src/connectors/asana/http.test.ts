// The Asana tracker against a local fake of Asana's REST API (the documented {data: …} shapes), and the local one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { projectSections, projectTasks, projects, taskActivities, users } from '../../modules/core/index.js';
import { TASK_TEMPLATES } from '../../modules/core/index.js';
import { createHttpTracker, AsanaError } from './http.js';

interface Fake {
  projects: Map<string, { name: string; sections: string[] }>;
  sections: Map<string, { name: string; tasks: string[] }>;
  tasks: Map<string, { name: string; completed: boolean; stories: string[] }>;
  auth: string[];
  failNext?: number;
}

function fakeAsana(f: Fake): Server {
  let n = 1000;
  const gid = () => String(++n);
  const body = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? (JSON.parse(raw) as { data: Record<string, unknown> }).data : {};
  };
  return createServer(async (req, res) => {
    f.auth.push(req.headers.authorization ?? '');
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 400 ? { data } : { errors: [{ message: String(data) }] }));
    };
    if (f.failNext) {
      f.failNext--;
      return send(500, 'Server Error');
    }
    const url = new URL(req.url!, 'http://x');
    const parts = url.pathname.split('/').filter(Boolean);
    const d = await body(req);
    if (req.method === 'POST' && url.pathname === '/projects') {
      const id = gid();
      f.projects.set(id, { name: String(d.name), sections: [] });
      return send(201, { gid: id, name: d.name });
    }
    if (req.method === 'POST' && parts[0] === 'projects' && parts[2] === 'sections') {
      const id = gid();
      f.projects.get(parts[1]!)!.sections.push(id);
      f.sections.set(id, { name: String(d.name), tasks: [] });
      return send(201, { gid: id, name: d.name });
    }
    if (req.method === 'GET' && parts[0] === 'projects' && parts[2] === 'sections') {
      return send(
        200,
        f.projects.get(parts[1]!)!.sections.map((s) => ({ gid: s, name: f.sections.get(s)!.name })),
      );
    }
    if (req.method === 'POST' && url.pathname === '/tasks') {
      const id = gid();
      const membership = (d.memberships as { section: string }[])[0]!;
      f.sections.get(membership.section)!.tasks.push(id);
      f.tasks.set(id, { name: String(d.name), completed: false, stories: [] });
      return send(201, { gid: id, name: d.name });
    }
    if (req.method === 'GET' && parts[0] === 'sections' && parts[2] === 'tasks') {
      return send(
        200,
        f.sections.get(parts[1]!)!.tasks.map((t) => ({ gid: t, name: f.tasks.get(t)!.name })),
      );
    }
    if (req.method === 'POST' && parts[0] === 'tasks' && parts[2] === 'stories') {
      f.tasks.get(parts[1]!)!.stories.push(String(d.text));
      return send(201, { gid: gid(), name: '' });
    }
    if (req.method === 'PUT' && parts[0] === 'tasks') {
      f.tasks.get(parts[1]!)!.completed = Boolean(d.completed);
      return send(200, { gid: parts[1], name: f.tasks.get(parts[1]!)!.name });
    }
    send(404, 'Not found');
  });
}

let t: TestApp;
let server: Server;
const fake: Fake = { projects: new Map(), sections: new Map(), tasks: new Map(), auth: [] };
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  server = fakeAsana(fake).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const addr = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

describe('http task tracker (Asana)', () => {
  it('creates the template in VMS and mirrors it to Asana, then mirrors status changes', async () => {
    const tracker = createHttpTracker({ token: 'secret-token', baseUrl, workspaceId: 'ws1' });
    const db = t.app.services.db;
    const [user] = await db.insert(users).values({ email: 'pm@x.test', passwordHash: 'x', role: 'vms-project-manager' }).returning();
    const [p] = await db.insert(projects).values({ projectName: 'Harbor Point', plan: 'GOLD' }).returning();
    const project = { id: p!.id, projectName: p!.projectName, plan: p!.plan, asanaProjectId: null };
    await tracker.createProject(db, project);

    const [stored] = await db.select().from(projects).where(eq(projects.id, p!.id));
    expect(fake.projects.get(stored!.asanaProjectId!)!.name).toBe('Harbor Point');
    expect(fake.auth.every((a) => a === 'Bearer secret-token')).toBe(true);
    const remote = await tracker.listSections(db, { ...project, asanaProjectId: stored!.asanaProjectId });
    expect(remote).toEqual(TASK_TEMPLATES.GOLD.map((s) => ({ sectionName: s.sectionName, tasks: s.tasks })));

    const [task] = await db.select().from(projectTasks).where(eq(projectTasks.projectId, p!.id)).limit(1);
    await db.transaction((tx) => tracker.setStatus(tx, task!, 'Complete', user!.id));
    expect(fake.tasks.get(task!.asanaTaskId!)).toMatchObject({ completed: true, stories: ['Status: Complete'] });
    const log = await db.select().from(taskActivities).where(eq(taskActivities.taskId, task!.id));
    expect(log.map((a) => a.crexiTaskStatus)).toEqual(['Complete']);

    const [section] = await db.select().from(projectSections).where(eq(projectSections.projectId, p!.id)).limit(1);
    await db.transaction((tx) =>
      tracker.addTasks(tx, { ...project, asanaProjectId: stored!.asanaProjectId }, section!, ['Extra Drone Pass']),
    );
    const after = await tracker.listSections(db, { ...project, asanaProjectId: stored!.asanaProjectId });
    expect(after[0]!.tasks.at(-1)).toBe('Extra Drone Pass');
  });

  it('fails loudly, keeping nothing half-written, when Asana refuses', async () => {
    const tracker = createHttpTracker({ token: 't', baseUrl });
    const db = t.app.services.db;
    const [p] = await db.insert(projects).values({ projectName: 'Refused', plan: 'SILVER' }).returning();
    const [task] = await db.select().from(projectTasks).where(eq(projectTasks.projectId, p!.id));
    expect(task).toBeUndefined();
    fake.failNext = 1;
    await expect(
      db.transaction((tx) => tracker.createProject(tx, { id: p!.id, projectName: 'Refused', plan: 'SILVER', asanaProjectId: null })),
    ).rejects.toBeInstanceOf(AsanaError);
    expect(await db.select().from(projectSections).where(eq(projectSections.projectId, p!.id))).toEqual([]);
  });
});
