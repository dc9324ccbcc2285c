// Management portal operations through the real GraphQL endpoint: role scoping, pages, search, the task view,
// credentials, images, the frame, bad input and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { MANAGEMENT_MESSAGES, SEARCH_COUNT_CAP } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { users, projects } from '../core/index.js';
import { projectCredentials } from './management.table.js';

let t: TestApp;
const WHO = ['customer', 'pm', 'admin', 'qa', 'editor', 'sales', 'pilot', 'new.customer'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
beforeAll(async () => {
  t = await createTestApp({ MANAGEMENT_IFRAME_URL: 'https://tables.example.com/embed?role={role}', RATE_LIMIT_PER_IP: '10000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
});
afterAll(() => t?.close());

const PAGE = `query($trackStatus: String!, $limit: Int, $offset: Int) {
  getProjects(trackStatus: $trackStatus, limit: $limit, offset: $offset) { totalCount projects { id projectUuid projectName plan status trackStatus userId isNew updatedAt } } }`;
type Page = {
  totalCount: number;
  projects: {
    id: string;
    projectUuid: string;
    projectName: string;
    plan: string;
    trackStatus: string;
    userId: string;
    updatedAt: string;
  }[];
};
const DETAIL = `query($projectId: ID!, $planName: String!) { getTaskDetails(projectId: $projectId, planName: $planName) {
  id projectUuid projectName plan slackLink hubspotLink projectAsanaLink crexiUrl projectAddress broker { brokerName }
  sections { sectionId sectionName completedCount statusEditable missingTasks syncRequired syncStatus
    sectionTasks { portalTaskId taskId task crexiTaskStatus activities { lastUpdatedBy completedOn crexiTaskStatus } } } } }`;

async function idOf(email: string) {
  const [u] = await t.app.services.db.select().from(users).where(eq(users.email, email));
  return u!.id;
}

describe('getProjects', () => {
  it('gives a customer only their own projects, a page of 10 with the total', async () => {
    const customerId = await idOf('customer@vms.test');
    const [own] = await t.app.services.db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.customerId, customerId), eq(projects.trackStatus, 'ACTIVE')));
    const r = await t.gql<{ getProjects: Page }>(PAGE, { trackStatus: 'ACTIVE' }, tokens.customer);
    expect(r.errors).toBeUndefined();
    expect(r.data!.getProjects.totalCount).toBe(own!.n);
    expect(own!.n).toBeGreaterThan(10);
    expect(r.data!.getProjects.projects).toHaveLength(10);
    for (const p of r.data!.getProjects.projects) {
      expect(p.userId).toBe(customerId);
      expect(p.trackStatus).toBe('ACTIVE');
    }
  });

  it('gives staff every project, newest first, with pages that do not overlap', async () => {
    const [all] = await t.app.services.db.select({ n: count() }).from(projects).where(eq(projects.trackStatus, 'COMPLETED'));
    const first = await t.gql<{ getProjects: Page }>(PAGE, { trackStatus: 'COMPLETED', limit: 10, offset: 0 }, tokens.qa);
    const second = await t.gql<{ getProjects: Page }>(PAGE, { trackStatus: 'COMPLETED', limit: 10, offset: 10 }, tokens.qa);
    expect(first.data!.getProjects.totalCount).toBe(all!.n);
    const a = first.data!.getProjects.projects;
    const b = second.data!.getProjects.projects;
    expect(b.length).toBe(Math.min(10, all!.n - 10));
    expect(new Set([...a, ...b].map((p) => p.id)).size).toBe(a.length + b.length);
    const times = [...a, ...b].map((p) => Date.parse(p.updatedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('shows an account without projects nothing', async () => {
    const r = await t.gql<{ getProjects: Page }>(PAGE, { trackStatus: 'ACTIVE' }, tokens['new.customer']);
    expect(r.data!.getProjects).toEqual({ totalCount: 0, projects: [] });
  });

  it('refuses bad input with the reason, and roles outside the portal', async () => {
    expect(errorCode(await t.gql(PAGE, { trackStatus: 'SOMETIME' }, tokens.admin))).toBe('BAD_USER_INPUT');
    const big = await t.gql(PAGE, { trackStatus: 'ACTIVE', limit: 1000 }, tokens.admin);
    expect(big.errors![0]!.message).toBe('limit must be a whole number from 1 to 100');
    expect(errorCode(await t.gql(PAGE, { trackStatus: 'ACTIVE', offset: -1 }, tokens.admin))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(PAGE, { trackStatus: 'ACTIVE' }, tokens.pilot))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(PAGE, { trackStatus: 'ACTIVE' }))).toBe('UNAUTHENTICATED');
  });
});

describe('projectSearch', () => {
  const SEARCH = `query($s: String!, $ts: String!, $limit: Int, $offset: Int) { projectSearch(searchText: $s, trackStatus: $ts, limit: $limit, offset: $offset) { totalCount projects { projectName } } }`;
  it('matches part of the name, in any case, within the track status', async () => {
    const [p] = await t.app.services.db.select().from(projects).where(eq(projects.trackStatus, 'ACTIVE')).limit(1);
    const word = p!.projectName.split(' ')[0]!.toUpperCase();
    const r = await t.gql<{ projectSearch: Page }>(SEARCH, { s: ` ${word} `, ts: 'ACTIVE' }, tokens.admin);
    expect(r.data!.projectSearch.totalCount).toBeGreaterThan(0);
    for (const x of r.data!.projectSearch.projects) expect(x.projectName.toUpperCase()).toContain(word);
  });
  it('treats % and _ as plain characters and refuses empty text', async () => {
    const r = await t.gql<{ projectSearch: Page }>(SEARCH, { s: '%', ts: 'ACTIVE' }, tokens.admin);
    expect(r.data!.projectSearch.totalCount).toBe(0);
    const empty = await t.gql(SEARCH, { s: '   ', ts: 'ACTIVE' }, tokens.admin);
    expect(empty.errors![0]!.message).toBe('searchText must be 1 to 100 characters');
  });
  it("never finds another customer's project", async () => {
    const customerId = await idOf('customer@vms.test');
    const [other] = await t.app.services.db.select().from(projects).where(ne(projects.customerId, customerId)).limit(1);
    const r = await t.gql<{ projectSearch: Page }>(SEARCH, { s: other!.projectName, ts: other!.trackStatus }, tokens.customer);
    const [mine] = await t.app.services.db
      .select({ n: count() })
      .from(projects)
      .where(
        and(
          eq(projects.customerId, customerId),
          eq(projects.projectName, other!.projectName),
          eq(projects.trackStatus, other!.trackStatus),
        ),
      );
    expect(r.data!.projectSearch.totalCount).toBe(mine!.n);
  });
});

describe('projectSearch counts (ADR 0016)', () => {
  const SEARCH = `query($s: String!, $offset: Int) { projectSearch(searchText: $s, trackStatus: "ACTIVE", limit: 10, offset: $offset) {
    totalCount totalCountCapped projects { projectName updatedAt } } }`;
  type R = { projectSearch: { totalCount: number; totalCountCapped: boolean; projects: { projectName: string; updatedAt: string }[] } };
  it('counts up to the cap, pages to it newest first, and is exact below it', async () => {
    const base = Date.UTC(2025, 0, 1);
    await t.app.services.db.insert(projects).values(
      Array.from({ length: SEARCH_COUNT_CAP + 20 }, (_, i) => ({
        projectName: `Capstone Yard ${i}`,
        plan: 'GOLD',
        trackStatus: 'ACTIVE',
        status: 'ACTIVE',
        updatedAt: new Date(base + i * 60_000),
      })),
    );
    const first = await t.gql<R>(SEARCH, { s: 'capstone yard' }, tokens.admin);
    expect(first.data!.projectSearch).toMatchObject({ totalCount: SEARCH_COUNT_CAP, totalCountCapped: true });
    expect(first.data!.projectSearch.projects[0]!.projectName).toBe(`Capstone Yard ${SEARCH_COUNT_CAP + 19}`);
    const last = await t.gql<R>(SEARCH, { s: 'capstone yard', offset: SEARCH_COUNT_CAP - 10 }, tokens.admin);
    expect(last.data!.projectSearch.projects.map((p) => p.projectName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Capstone Yard ${29 - i}`),
    );
    // Few matches: exact, and sorted the same way.
    const few = await t.gql<R>(SEARCH, { s: 'capstone yard 101' }, tokens.admin);
    expect(few.data!.projectSearch.totalCount).toBe(11);
    expect(few.data!.projectSearch.totalCountCapped).toBe(false);
    expect(few.data!.projectSearch.projects.map((p) => p.projectName)).toEqual(
      ['1019', '1018', '1017', '1016', '1015', '1014', '1013', '1012', '1011', '1010'].map((n) => `Capstone Yard ${n}`),
    );
  });
});

describe('getTaskDetails and listAsanaTaskActivities', () => {
  it('gives sections with progress and latest activities, hiding Slack from the customer', async () => {
    const list = await t.gql<{ getProjects: Page }>(PAGE, { trackStatus: 'ACTIVE' }, tokens.customer);
    const p = list.data!.getProjects.projects.find((x) => x.plan !== 'BRONZE')!;
    type D = {
      getTaskDetails: {
        slackLink: string | null;
        hubspotLink: string | null;
        sections: {
          completedCount: number;
          statusEditable: boolean;
          sectionTasks: { crexiTaskStatus: string; taskId: string; task: string; activities: unknown[] }[];
        }[];
      };
    };
    const r = await t.gql<D>(DETAIL, { projectId: p.id, planName: p.plan.toLowerCase() }, tokens.customer);
    expect(r.errors).toBeUndefined();
    const d = r.data!.getTaskDetails;
    expect(d.slackLink).toBeNull();
    expect(d.hubspotLink).toMatch(/^https:\/\/app\.hubspot\.com\//);
    expect(d.sections.length).toBeGreaterThan(1);
    for (const s of d.sections) {
      expect(s.statusEditable).toBe(false);
      expect(s.completedCount).toBe(s.sectionTasks.filter((x) => x.crexiTaskStatus === 'Complete').length);
      for (const task of s.sectionTasks) expect(task.taskId).toBe(task.task.replace(/ /g, '_'));
    }
    const staff = await t.gql<D>(DETAIL, { projectId: p.id, planName: p.plan.toLowerCase() }, tokens.pm);
    expect(staff.data!.getTaskDetails.slackLink).toMatch(/^https:\/\/vms-production\.slack\.com\//);
    expect(staff.data!.getTaskDetails.sections.every((s) => s.statusEditable)).toBe(true);
  });

  it("answers NOT_FOUND with the spec's text for another customer's project and for a missing one", async () => {
    const customerId = await idOf('customer@vms.test');
    const [other] = await t.app.services.db.select().from(projects).where(ne(projects.customerId, customerId)).limit(1);
    for (const id of [String(other!.number), '999999']) {
      const r = await t.gql(DETAIL, { projectId: id, planName: 'platinum' }, tokens.customer);
      expect(errorCode(r)).toBe('NOT_FOUND');
      expect(r.errors![0]!.message).toBe(MANAGEMENT_MESSAGES.projectMissing);
    }
    expect(errorCode(await t.gql(DETAIL, { projectId: 'abc', planName: 'x' }, tokens.admin))).toBe('BAD_USER_INPUT');
  });

  it('lets the editor set statuses only in Production / Approvals of the editor view', async () => {
    const [p] = await t.app.services.db
      .select()
      .from(projects)
      .where(eq(projects.editorId, await idOf('editor@vms.test')))
      .limit(1);
    type D = { getTaskDetails: { sections: { sectionName: string; statusEditable: boolean }[] } };
    const r = await t.gql<D>(DETAIL, { projectId: String(p!.number), planName: 'false' }, tokens.editor);
    for (const s of r.data!.getTaskDetails.sections) expect(s.statusEditable).toBe(s.sectionName === 'Production / Approvals');
  });

  it('lists the full log of a task, oldest first', async () => {
    const [p] = await t.app.services.db.select().from(projects).where(eq(projects.trackStatus, 'COMPLETED')).limit(1);
    type D = { getTaskDetails: { sections: { sectionTasks: { portalTaskId: string }[] }[] } };
    const d = await t.gql<D>(DETAIL, { projectId: String(p!.number), planName: p!.plan }, tokens.admin);
    const taskId = d.data!.getTaskDetails.sections[0]!.sectionTasks[0]!.portalTaskId;
    const Q =
      'query($taskId: ID!, $planName: String) { listAsanaTaskActivities(taskId: $taskId, planName: $planName) { activities { crexiTaskStatus lastUpdatedBy completedOn } } }';
    const r = await t.gql<{ listAsanaTaskActivities: { activities: { crexiTaskStatus: string; completedOn: string }[] } }>(
      Q,
      { taskId, planName: p!.plan },
      tokens.admin,
    );
    expect(r.data!.listAsanaTaskActivities.activities.map((a) => a.crexiTaskStatus)).toEqual(['Not Started', 'In Process', 'Complete']);
    expect(errorCode(await t.gql(Q, { taskId: 'nope' }, tokens.admin))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(Q, { taskId }, tokens['new.customer']))).toBe('NOT_FOUND');
  });
});

describe('credentials', () => {
  const CREDS = 'query($id: ID!) { getAllCredentialsByProject(projectId: $id) { email password role } }';
  const BEHALF = 'query($id: ID!) { accessPMOnUserBehalf(projectId: $id) { email password msg } }';
  it('shows PM and admin the project accounts, stored encrypted', async () => {
    const [p] = await t.app.services.db.select().from(projects).orderBy(asc(projects.number)).limit(1);
    const r = await t.gql<{ getAllCredentialsByProject: { email: string; password: string; role: string }[] }>(
      CREDS,
      { id: String(p!.number) },
      tokens.pm,
    );
    expect(r.data!.getAllCredentialsByProject.length).toBe(2);
    const stored = await t.app.services.db.select().from(projectCredentials).where(eq(projectCredentials.projectId, p!.id));
    for (const c of r.data!.getAllCredentialsByProject) {
      const row = stored.find((s) => s.email === c.email)!;
      expect(row.passwordCipher).not.toContain(c.password);
      expect(row.passwordCipher).toMatch(/^v1\./);
    }
    const behalf = await t.gql<{ accessPMOnUserBehalf: { email: string; password: string; msg: null } }>(
      BEHALF,
      { id: String(p!.number) },
      tokens.admin,
    );
    expect(behalf.data!.accessPMOnUserBehalf.msg).toBeNull();
    expect(behalf.data!.accessPMOnUserBehalf.email).toMatch(/@crexi-accounts\.test$/);
  });
  it('answers with a message when the project has no account', async () => {
    const [p] = await t.app.services.db.select().from(projects).limit(1);
    await t.app.services.db.delete(projectCredentials).where(eq(projectCredentials.projectId, p!.id));
    const behalf = await t.gql<{ accessPMOnUserBehalf: { email: null; msg: string } }>(BEHALF, { id: String(p!.number) }, tokens.pm);
    expect(behalf.data!.accessPMOnUserBehalf).toEqual({ email: null, password: null, msg: 'No credentials are stored for this project.' });
  });
  it('refuses the customer, QA and the editor', async () => {
    for (const who of ['customer', 'qa', 'editor'] as const) {
      expect(errorCode(await t.gql(CREDS, { id: '1' }, tokens[who]))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(BEHALF, { id: '1' }, tokens[who]))).toBe('FORBIDDEN');
    }
  });
});

describe('getCustomAssetImages and getIframe', () => {
  const IMAGES =
    'query($uuid: String!, $limit: Int, $chapter: String) { getCustomAssetImages(fileType: "image", offset: 0, limit: $limit, uuid: $uuid, packageType: "BRONZE", chapter: $chapter) { s3ImageLink chapter } }';
  it("gives a Bronze project's images to its customer, by chapter, and refuses other customers", async () => {
    const [p] = await t.app.services.db.select().from(projects).where(eq(projects.plan, 'BRONZE')).limit(1);
    const [owner] = await t.app.services.db.select().from(users).where(eq(users.id, p!.customerId!));
    const token = await t.login(owner!.email);
    const r = await t.gql<{ getCustomAssetImages: { chapter: string }[] }>(IMAGES, { uuid: p!.id }, token);
    expect(r.data!.getCustomAssetImages.length).toBe(6);
    const one = await t.gql<{ getCustomAssetImages: { chapter: string }[] }>(IMAGES, { uuid: p!.id, chapter: 'Chapter_2' }, token);
    expect(one.data!.getCustomAssetImages.map((x) => x.chapter)).toEqual(['Chapter_2', 'Chapter_2']);
    expect(errorCode(await t.gql(IMAGES, { uuid: p!.id }, tokens['new.customer']))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(IMAGES, { uuid: p!.id, limit: 501 }, token))).toBe('BAD_USER_INPUT');
  });
  it('gives the frame to customer, PM and admin only', async () => {
    const Q = '{ getIframe { iframe } }';
    const admin = await t.gql<{ getIframe: { iframe: string } }>(Q, {}, tokens.admin);
    expect(admin.data!.getIframe.iframe).toBe('https://tables.example.com/embed?role=vms-admin');
    const qa = await t.gql<{ getIframe: { iframe: null } }>(Q, {}, tokens.qa);
    expect(qa.data!.getIframe.iframe).toBeNull();
    expect(errorCode(await t.gql(Q, {}, tokens.sales))).toBe('FORBIDDEN');
  });
});

describe('indexes', () => {
  it('has the list and name-search indexes in place', async () => {
    const r = await t.app.services.db.execute(sql`select indexname from pg_indexes where tablename = 'projects'`);
    const names = (r as unknown as { rows: { indexname: string }[] }).rows.map((x) => x.indexname);
    expect(names).toEqual(expect.arrayContaining(['projects_track_updated_idx', 'projects_name_trgm_idx']));
  });
});

describe('project_track_counts', () => {
  it('stays exact through inserts, status moves and deletes', async () => {
    const db = t.app.services.db;
    const countOf = async (status: string) =>
      (await db.select({ n: count() }).from(projects).where(eq(projects.trackStatus, status)))[0]!.n;
    const total = async (status: string) =>
      (await t.gql<{ getProjects: { totalCount: number } }>(PAGE, { trackStatus: status }, tokens.admin)).data!.getProjects.totalCount;
    const [p] = await db.insert(projects).values({ projectName: 'Count Check', plan: 'GOLD' }).returning();
    expect(await total('ACTIVE')).toBe(await countOf('ACTIVE'));
    await db.update(projects).set({ trackStatus: 'COMPLETED' }).where(eq(projects.id, p!.id));
    expect(await total('ACTIVE')).toBe(await countOf('ACTIVE'));
    expect(await total('COMPLETED')).toBe(await countOf('COMPLETED'));
    await db.delete(projects).where(eq(projects.id, p!.id));
    expect(await total('COMPLETED')).toBe(await countOf('COMPLETED'));
  });
});
