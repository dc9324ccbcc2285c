// Status changes, the alert rules, acting on alerts, template sync and live delivery over graphql-ws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { MANAGEMENT_MESSAGES, ROLES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { users, projectSections, projectTasks, projects, taskActivities } from '../../core/index.js';
import { attentionAlerts } from '../management.table.js';
import { reportBronzeRender } from '../tasks/tasks.service.js';

let t: TestApp;
let wsUrl: string;
const WHO = ['customer', 'pm', 'admin', 'qc', 'qa', 'editor', 'sales', 'new.customer'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
const clients: Client[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  wsUrl = (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t?.close();
});

const SET =
  'mutation($s: String!, $id: ID!) { updateBronzeProjectTaskStatus(crexiTaskStatus: $s, portalTaskId: $id) { message portalTaskId crexiTaskStatus } }';
const NOTES =
  'query($limit: Int, $offset: Int) { getNotifications(limit: $limit, offset: $offset) { totalCount notifications { id attentionText crexiTaskStatus createdAt linkToAsset asanaTaskName projectName projectId } } }';
const ACT = 'mutation($id: ID!, $s: String!, $v: Boolean!) { updateNotificationStatus(id: $id, status: $s, actionValue: $v) { message } }';
type Notes = {
  getNotifications: {
    totalCount: number;
    notifications: { id: string; crexiTaskStatus: string; linkToAsset: string; asanaTaskName: string; projectId: string }[];
  };
};

async function userId(email: string) {
  return (await t.app.services.db.select().from(users).where(eq(users.email, email)))[0]!.id;
}
/** A task of a running non-Bronze project of the demo customer, in the given section. */
async function taskIn(sectionName: string, status = 'Not Started') {
  const customerId = await userId('customer@vms.test');
  const [row] = await t.app.services.db
    .select({ task: projectTasks, project: projects })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(projectSections, eq(projectSections.id, projectTasks.sectionId))
    .where(
      and(
        eq(projects.customerId, customerId),
        eq(projects.trackStatus, 'ACTIVE'),
        inArray(projects.plan, ['PLATINUM', 'GOLD']),
        eq(projectSections.sectionName, sectionName),
        eq(projectTasks.crexiTaskStatus, status),
      ),
    )
    .limit(1);
  return row!;
}

function subscribe<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  clients.push(client);
  const received: T[] = [];
  const errors: unknown[] = [];
  let ready!: () => void;
  const connected = new Promise<void>((r) => (ready = r));
  client.on('connected', () => setTimeout(ready, 50));
  client.subscribe<T>(
    { query, variables },
    { next: (v) => (v.data ? received.push(v.data as T) : errors.push(v.errors)), error: (e) => errors.push(e), complete: () => {} },
  );
  return { received, errors, connected };
}
const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('task status changes', () => {
  it('records the activity, raises alerts for customer and PM, and reaches subscribers live', async () => {
    const { task, project } = await taskIn('Production / Approvals');
    const live = subscribe<{ taskUpdated: { portalTaskId: string; crexiTaskStatus: string } }>(
      tokens.customer,
      'subscription($id: ID!) { taskUpdated(projectId: $id) { portalTaskId crexiTaskStatus task } }',
      { id: String(project.number) },
    );
    const alerts = subscribe<{ taskNotification: { asanaTaskName: string } }>(
      tokens.customer,
      'subscription { taskNotification { id asanaTaskName crexiTaskStatus } }',
    );
    await Promise.all([live.connected, alerts.connected]);
    const before = (await t.gql<Notes>(NOTES, {}, tokens.customer)).data!.getNotifications.totalCount;

    const r = await t.gql<{ updateBronzeProjectTaskStatus: { message: string } }>(SET, { s: 'Ready For Review', id: task.id }, tokens.pm);
    expect(r.data!.updateBronzeProjectTaskStatus.message).toBe(MANAGEMENT_MESSAGES.statusUpdated);
    expect(await until(() => live.received.length === 1)).toBe(true);
    expect(live.received[0]!.taskUpdated).toMatchObject({ portalTaskId: task.id, crexiTaskStatus: 'Ready For Review' });
    expect(await until(() => alerts.received.length === 1)).toBe(true);
    expect(alerts.received[0]!.taskNotification.asanaTaskName).toBe(task.task);

    const activity = await t.app.services.db.select().from(taskActivities).where(eq(taskActivities.taskId, task.id));
    expect(activity.at(-1)).toMatchObject({ crexiTaskStatus: 'Ready For Review', userId: await userId('pm@vms.test') });
    const raised = await t.app.services.db.select().from(attentionAlerts).where(eq(attentionAlerts.taskId, task.id));
    expect(new Set(raised.map((a) => a.userId))).toEqual(new Set([project.customerId, project.pmId]));
    const after = (await t.gql<Notes>(NOTES, {}, tokens.customer)).data!.getNotifications;
    expect(after.totalCount).toBe(before + 1);
    expect(after.notifications[0]!.linkToAsset).toBe(
      `/management-portal/projects/need-my-attention/project-detail/${project.number}/${project.plan.toLowerCase()}#${task.task.replace(/ /g, '_')}`,
    );
  });

  it('settles the alerts of a task when it moves on, and alerts QC on internal review', async () => {
    const { task } = await taskIn('Production / Approvals');
    await t.gql(SET, { s: 'Awaiting Client Approval', id: task.id }, tokens.admin);
    await t.gql(SET, { s: 'Under Internal Review', id: task.id }, tokens.admin);
    const rows = await t.app.services.db.select().from(attentionAlerts).where(eq(attentionAlerts.taskId, task.id));
    expect(rows.filter((a) => a.crexiTaskStatus === 'Awaiting Client Approval').every((a) => a.status === 'DONE')).toBe(true);
    const qcs = await t.app.services.db.select().from(users).where(eq(users.role, ROLES.VMS_QC));
    const open = rows.filter((a) => a.status === 'OPEN');
    expect(open.map((a) => a.userId).sort()).toEqual(qcs.map((q) => q.id).sort());
  });

  it('raises no alert on a Bronze project, but reports its render live', async () => {
    const [bronze] = await t.app.services.db
      .select()
      .from(projects)
      .where(and(eq(projects.plan, 'BRONZE'), eq(projects.trackStatus, 'ACTIVE')))
      .limit(1);
    const [task] = await t.app.services.db.select().from(projectTasks).where(eq(projectTasks.projectId, bronze!.id));
    const owner = (await t.app.services.db.select().from(users).where(eq(users.id, bronze!.customerId!)))[0]!;
    const live = subscribe<{ bronzeVideoStatus: { status: string; error: string | null; completed: boolean } }>(
      await t.login(owner.email),
      'subscription($id: ID!) { bronzeVideoStatus(projectId: $id) { status projectId error completed } }',
      { id: String(bronze!.number) },
    );
    await live.connected;
    await t.gql(SET, { s: 'Ready For Review', id: task!.id }, tokens.pm);
    const rows = await t.app.services.db.select().from(attentionAlerts).where(eq(attentionAlerts.taskId, task!.id));
    expect(rows.filter((a) => a.status === 'OPEN')).toEqual([]);
    await reportBronzeRender(t.app.services, bronze!.id, { type: 'renderFailed', error: 'ffmpeg exited with 1' }, 'system');
    expect(await until(() => live.received.length === 1)).toBe(true);
    expect(live.received[0]!.bronzeVideoStatus).toEqual({
      status: 'FAILED',
      projectId: bronze!.id,
      error: 'ffmpeg exited with 1',
      completed: false,
    });
    const [stored] = await t.app.services.db.select().from(projects).where(eq(projects.id, bronze!.id));
    expect(stored).toMatchObject({ status: 'FAILED', renderError: 'ffmpeg exited with 1' });
  });

  it('limits the editor to Production / Approvals of their own projects, and refuses customers', async () => {
    const editorId = await userId('editor@vms.test');
    const rows = await t.app.services.db
      .select({ task: projectTasks, sectionName: projectSections.sectionName })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .innerJoin(projectSections, eq(projectSections.id, projectTasks.sectionId))
      .where(eq(projects.editorId, editorId));
    const prod = rows.find((r) => r.sectionName === 'Production / Approvals')!;
    const other = rows.find((r) => r.sectionName !== 'Production / Approvals')!;
    expect((await t.gql(SET, { s: 'In Production', id: prod.task.id }, tokens.editor)).errors).toBeUndefined();
    const refused = await t.gql(SET, { s: 'In Production', id: other.task.id }, tokens.editor);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toBe(MANAGEMENT_MESSAGES.statusUpdateFailed);
    const [foreign] = await t.app.services.db
      .select({ id: projectTasks.id })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(eq(projects.editorId, await userId('ivy.editor@vms.test')))
      .limit(1);
    expect(errorCode(await t.gql(SET, { s: 'In Production', id: foreign!.id }, tokens.editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET, { s: 'Complete', id: prod.task.id }, tokens.customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SET, { s: 'Finished', id: prod.task.id }, tokens.pm))).toBe('BAD_USER_INPUT');
  });

  it("refuses to open another customer's project topic", async () => {
    const customerId = await userId('customer@vms.test');
    const [other] = await t.app.services.db
      .select()
      .from(projects)
      .where(eq(projects.customerId, await userId('dana.customer@vms.test')))
      .limit(1);
    expect(other!.customerId).not.toBe(customerId);
    const live = subscribe(tokens.customer, 'subscription($id: ID!) { taskUpdated(projectId: $id) { task } }', {
      id: String(other!.number),
    });
    expect(await until(() => live.errors.length > 0)).toBe(true);
    expect(JSON.stringify(live.errors)).toContain('NOT_FOUND');
    const sales = subscribe(tokens.sales, 'subscription { bronzeVideoStatus(projectId: "1") { status } }');
    expect(await until(() => sales.errors.length > 0)).toBe(true);
    expect(JSON.stringify(sales.errors)).toContain('FORBIDDEN');
  });
});

describe('attention alerts', () => {
  it('pages alerts, and acting on one removes it and tells the other tabs', async () => {
    const first = (await t.gql<Notes>(NOTES, { limit: 10, offset: 0 }, tokens.pm)).data!.getNotifications;
    expect(first.totalCount).toBeGreaterThan(10);
    const second = (await t.gql<Notes>(NOTES, { limit: 10, offset: 10 }, tokens.pm)).data!.getNotifications;
    expect(new Set([...first.notifications, ...second.notifications].map((n) => n.id)).size).toBe(
      first.notifications.length + second.notifications.length,
    );
    const other = subscribe<{ notificationAction: { id: string; status: string; actionValue: boolean } }>(
      tokens.pm,
      'subscription { notificationAction { id status actionValue } }',
    );
    await other.connected;
    const [done, later] = first.notifications;
    expect(
      (await t.gql<{ updateNotificationStatus: { message: string } }>(ACT, { id: done!.id, s: done!.crexiTaskStatus, v: true }, tokens.pm))
        .data!.updateNotificationStatus.message,
    ).toBe('Action successfully done!');
    await t.gql(ACT, { id: later!.id, s: later!.crexiTaskStatus, v: false }, tokens.pm);
    expect(await until(() => other.received.length === 2)).toBe(true);
    expect(other.received.map((e) => e.notificationAction)).toEqual([
      { id: done!.id, status: 'DONE', actionValue: true },
      { id: later!.id, status: 'REMIND', actionValue: false },
    ]);
    const now = (await t.gql<Notes>(NOTES, {}, tokens.pm)).data!.getNotifications;
    expect(now.totalCount).toBe(first.totalCount - 2);
    // 'Remind me later' brings it back once its time has come.
    await t.app.services.db
      .update(attentionAlerts)
      .set({ remindAt: new Date(Date.now() - 1000) })
      .where(eq(attentionAlerts.id, later!.id));
    expect((await t.gql<Notes>(NOTES, {}, tokens.pm)).data!.getNotifications.totalCount).toBe(first.totalCount - 1);
  });

  it("refuses someone else's alert, a stale status and bad ids", async () => {
    const mine = (await t.gql<Notes>(NOTES, {}, tokens.customer)).data!.getNotifications.notifications[0]!;
    expect(errorCode(await t.gql(ACT, { id: mine.id, s: mine.crexiTaskStatus, v: true }, tokens.pm))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(ACT, { id: mine.id, s: 'Complete', v: true }, tokens.customer))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(ACT, { id: 'x', s: 'Complete', v: true }, tokens.customer))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(NOTES, {}, tokens.qa))).toBeUndefined();
    expect(errorCode(await t.gql(NOTES, { limit: 0 }, tokens.qa))).toBe('BAD_USER_INPUT');
  });

  it('lists Need My Attention projects from the viewer alerts; an empty account has none', async () => {
    const Q =
      'query($limit: Int, $offset: Int) { getAttentionProjects(limit: $limit, offset: $offset) { totalCount projects { id plan } } }';
    type P = { getAttentionProjects: { totalCount: number; projects: { id: string; plan: string }[] } };
    const r = (await t.gql<P>(Q, {}, tokens.customer)).data!.getAttentionProjects;
    expect(r.totalCount).toBeGreaterThan(10);
    expect(r.projects).toHaveLength(10);
    expect(r.projects.every((p) => p.plan !== 'BRONZE')).toBe(true);
    expect((await t.gql<P>(Q, {}, tokens['new.customer'])).data!.getAttentionProjects.totalCount).toBe(0);
  });
});

describe('syncManagementProjectTasks', () => {
  const SYNC =
    'mutation($p: ID!, $plan: String!, $n: Boolean!, $s: String) { syncManagementProjectTasks(asanaProjectId: null, planType: $plan, isNewTemplate: $n, sectionName: $s, projectId: $p) { message } }';
  it('reports template tasks a section lacks, then adds them on the new template', async () => {
    const { project } = await taskIn('Delivery');
    const [delivery] = await t.app.services.db
      .select()
      .from(projectSections)
      .where(and(eq(projectSections.projectId, project.id), eq(projectSections.sectionName, 'Delivery')));
    await t.app.services.db
      .delete(projectTasks)
      .where(and(eq(projectTasks.sectionId, delivery!.id), eq(projectTasks.task, 'Listing Updated')));
    const report = await t.gql<{ syncManagementProjectTasks: { message: string } }>(
      SYNC,
      { p: String(project.number), plan: project.plan, n: false, s: 'Delivery' },
      tokens.pm,
    );
    expect(report.data!.syncManagementProjectTasks.message).toBe('Listing Updated tasks are missing from template.');
    const [flagged] = await t.app.services.db.select().from(projectSections).where(eq(projectSections.id, delivery!.id));
    expect(flagged).toMatchObject({ missingTasks: ['Listing Updated'], syncRequired: true, syncStatus: 'OUT_OF_SYNC' });
    const fix = await t.gql<{ syncManagementProjectTasks: { message: string } }>(
      SYNC,
      { p: String(project.number), plan: project.plan, n: true, s: null },
      tokens.pm,
    );
    expect(fix.data!.syncManagementProjectTasks.message).toBe('Project tasks are in sync with the template.');
    const tasks = await t.app.services.db.select().from(projectTasks).where(eq(projectTasks.sectionId, delivery!.id));
    expect(tasks.map((x) => x.task)).toContain('Listing Updated');
    const [synced] = await t.app.services.db.select().from(projectSections).where(eq(projectSections.id, delivery!.id));
    expect(synced).toMatchObject({ missingTasks: [], syncRequired: false, syncStatus: 'SYNCED' });
  });
  it('refuses an unknown plan, an unknown section and the customer', async () => {
    expect(errorCode(await t.gql(SYNC, { p: '1', plan: 'DIAMOND', n: false }, tokens.pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SYNC, { p: '1', plan: 'PLATINUM', n: false, s: 'Nowhere' }, tokens.pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SYNC, { p: '1', plan: 'PLATINUM', n: false }, tokens.customer))).toBe('FORBIDDEN');
  });
});
