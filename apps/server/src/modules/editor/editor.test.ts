// The editor portal through the real GraphQL endpoint: the editor's own list with its NEW INVITE tab, the invitation's
// requirements, the user's details, accept / decline (the PM hears it live), the profile wizard's updateProfile and
// the registration from the invite link (used twice or expired: refused). Bad input and role refusal everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { EDITOR_MESSAGES, PILOT_MESSAGES, PROFILE_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { projects, users } from '../core/index.js';
import { invitations } from '../invitations/invitations.table.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let editorId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const who of ['pm', 'editor', 'neweditor', 'pilot', 'customer', 'sales']) tokens[who] = await t.login(`${who}@vms.test`);
  const [e] = await t.app.services.db.select().from(users).where(eq(users.email, 'editor@vms.test'));
  editorId = e!.id;
});
afterAll(() => t?.close());

const LIST = `query($status: String, $plan: String, $search: String) {
  getActiveProjectList(status: $status, limit: 10, offset: 0, isEditorPortal: true, filter: { projectPlan: $plan }, searchString: $search) {
    totalCount inviteCount projects { id projectName planType }
  } }`;
type ListResult = {
  getActiveProjectList: { totalCount: number; inviteCount: number; projects: { id: number; projectName: string; planType: string }[] };
};
const DETAILS = `query($p: ID!) { editorProjectDetails(projectId: $p) {
  projectId projectName propertyAddress projectStartDate projectCompleteDate requiredSkills plan projectEditorBudget trackStatus
  dataSource crexiUrl assetName inviteStatus hasRequirements isRenderRunning } }`;
const ANSWER = `mutation($p: ID!, $s: String!, $e: ID) { projectAcceptedByEditorOrPilot(projectId: $p, status: $s, flag: "EDITOR", editorId: $e) { message } }`;
const PROFILE = `mutation($role: String!, $email: String!, $input: ProfileInput!, $token: String) {
  updateProfile(role: $role, email: $email, input: $input, token: $token) { message } }`;
const USER = `query($id: ID!) { getUserDetails(userId: $id) { id email firstName lastName officePhone city editorSkills editorSkillsRatings isEditorProfileUpdated avgStars totalReviews } }`;

describe('the editor project list', () => {
  it('shows an editor only their own projects: pending invites under NEW INVITE (with the count), accepted ones elsewhere', async () => {
    const invites = await t.gql<ListResult>(LIST, { status: 'NEW_INVITE' }, tokens.editor);
    expect(invites.errors).toBeUndefined();
    const page = invites.data!.getActiveProjectList;
    expect(page.totalCount).toBeGreaterThanOrEqual(1);
    expect(page.inviteCount).toBe(page.totalCount);
    const ids = page.projects.map((p) => p.id);
    const rows = await t.app.services.db.select().from(projects);
    for (const id of ids) {
      const row = rows.find((r) => r.number === id)!;
      expect(row.editorId).toBe(editorId);
      expect(row.isEditorInviteAccepted).toBe(false);
    }
    const active = await t.gql<ListResult>(LIST, { status: 'ACTIVE' }, tokens.editor);
    const activeIds = active.data!.getActiveProjectList.projects.map((p) => p.id);
    expect(activeIds.some((id) => ids.includes(id))).toBe(false);
    for (const id of activeIds) expect(rows.find((r) => r.number === id)!.editorId).toBe(editorId);
    // a project of someone else never shows, whatever the tab
    const all = await t.gql<ListResult>(LIST, { status: 'ALL' }, tokens.editor);
    const foreign = rows.filter((r) => r.editorId !== editorId).map((r) => r.number);
    expect(all.data!.getActiveProjectList.projects.some((p) => foreign.includes(p.id))).toBe(false);
    // the plan filter and the search narrow it
    const plan = page.projects[0]!.planType;
    const byPlan = await t.gql<ListResult>(LIST, { status: 'NEW_INVITE', plan }, tokens.editor);
    expect(byPlan.data!.getActiveProjectList.projects.every((p) => p.planType === plan)).toBe(true);
    const bySearch = await t.gql<ListResult>(
      LIST,
      { status: 'NEW_INVITE', search: page.projects[0]!.projectName.slice(0, 6) },
      tokens.editor,
    );
    expect(bySearch.data!.getActiveProjectList.projects.map((p) => p.id)).toContain(page.projects[0]!.id);
    // the studio sees no invite count of its own
    const pm = await t.gql<ListResult>(LIST, { status: 'ACTIVE' }, tokens.pm);
    expect(pm.data!.getActiveProjectList.inviteCount).toBe(0);
  });

  it('refuses bad input and the roles outside the editor portal', async () => {
    const bad = await t.gql(LIST, { status: 'SOMETIMES' }, tokens.editor);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    for (const who of ['pilot', 'customer', 'sales'])
      expect(errorCode(await t.gql(LIST, { status: 'ACTIVE' }, tokens[who]))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, { status: 'ACTIVE' }))).toBe('UNAUTHENTICATED');
  });

  it('lets an editor read their own history only (listEditorProjects)', async () => {
    const Q = 'query($e: ID!) { listEditorProjects(editorId: $e) { projectId projectAlias } }';
    const own = await t.gql<{ listEditorProjects: unknown[] }>(Q, { e: editorId }, tokens.editor);
    expect(own.errors).toBeUndefined();
    expect(own.data!.listEditorProjects.length).toBeGreaterThan(0);
    const [other] = await t.app.services.db.select().from(users).where(eq(users.email, 'neweditor@vms.test'));
    expect(errorCode(await t.gql(Q, { e: other!.id }, tokens.editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(Q, { e: 'nope' }, tokens.editor))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(Q, { e: editorId }, tokens.pilot))).toBe('FORBIDDEN');
  });
});

describe('the invitation', () => {
  it("shows the invitation's requirements to the invited editor, and hides other projects", async () => {
    const invites = await t.gql<ListResult>(LIST, { status: 'NEW_INVITE' }, tokens.editor);
    const id = invites.data!.getActiveProjectList.projects[0]!.id;
    const r = await t.gql<{ editorProjectDetails: Record<string, unknown> }>(DETAILS, { p: String(id) }, tokens.editor);
    expect(r.errors).toBeUndefined();
    expect(r.data!.editorProjectDetails).toMatchObject({
      projectId: id,
      inviteStatus: 'PENDING',
      hasRequirements: true,
      isRenderRunning: false,
    });
    expect(r.data!.editorProjectDetails.projectStartDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect((r.data!.editorProjectDetails.requiredSkills as string[]).length).toBeGreaterThan(0);
    const [foreign] = (await t.app.services.db.select().from(projects)).filter((p) => p.editorId !== editorId);
    expect(errorCode(await t.gql(DETAILS, { p: String(foreign!.number) }, tokens.editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(DETAILS, { p: 'x y' }, tokens.editor))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(DETAILS, { p: String(id) }, tokens.pilot))).toBe('FORBIDDEN');
    // the PM reads the same requirements
    const pm = await t.gql<{ editorProjectDetails: { inviteStatus: string } }>(DETAILS, { p: String(id) }, tokens.pm);
    expect(pm.data!.editorProjectDetails.inviteStatus).toBe('PENDING');
  });

  it('accepts one invite (it moves to ACTIVE) and declines another (it disappears); the PM hears both live', async () => {
    // a second invite so that both answers can be given
    const [spare] = (await t.app.services.db.select().from(projects)).filter(
      (p) => p.editorId !== editorId && p.trackStatus === 'ACTIVE' && p.plan !== 'BRONZE',
    );
    const inv = await t.gql(
      `mutation($p: ID!) { userInvite(email: "editor@vms.test", role: "vms-editor", projectId: $p, firstName: "Ed", projectStartDate: "01-05-2099", projectCompleteDate: "02-05-2099") { message } }`,
      { p: String(spare!.number) },
      tokens.pm,
    );
    expect(inv.errors).toBeUndefined();
    const invites = (await t.gql<ListResult>(LIST, { status: 'NEW_INVITE' }, tokens.editor)).data!.getActiveProjectList;
    expect(invites.projects.map((p) => p.id)).toContain(spare!.number);
    const [accept, decline] = [invites.projects.find((p) => p.id !== spare!.number)!.id, spare!.number!];

    const heard: { status: string; projectNumber: number }[] = [];
    const stream = t.app.services.live.subscribe('pilotOrEditorInviteAccepted', 'studio');
    const reading = (async () => {
      for await (const e of stream) {
        heard.push(e);
        if (heard.length === 2) break;
      }
    })();

    expect(errorCode(await t.gql(ANSWER, { p: String(accept), s: 'MAYBE', e: editorId }, tokens.editor))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(ANSWER, { p: String(accept), s: 'ACCEPTED', e: editorId }, tokens.pm))).toBe('FORBIDDEN');
    const ok = await t.gql<{ projectAcceptedByEditorOrPilot: { message: string } }>(
      ANSWER,
      { p: String(accept), s: 'ACCEPTED', e: editorId },
      tokens.editor,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.projectAcceptedByEditorOrPilot.message).toBe(PILOT_MESSAGES.accepted);
    const no = await t.gql<{ projectAcceptedByEditorOrPilot: { message: string } }>(
      ANSWER,
      { p: String(decline), s: 'DECLINED', e: editorId },
      tokens.editor,
    );
    expect(no.data!.projectAcceptedByEditorOrPilot.message).toBe(PILOT_MESSAGES.declined);
    await reading;
    expect(heard.map((e) => [e.projectNumber, e.status])).toEqual([
      [accept, 'ACCEPTED'],
      [decline, 'DECLINED'],
    ]);

    const active = (await t.gql<ListResult>(LIST, { status: 'ACTIVE', search: '' }, tokens.editor)).data!.getActiveProjectList;
    const after = (await t.gql<ListResult>(LIST, { status: 'NEW_INVITE' }, tokens.editor)).data!.getActiveProjectList;
    expect(after.projects.map((p) => p.id)).not.toContain(accept);
    expect(after.projects.map((p) => p.id)).not.toContain(decline);
    expect(after.inviteCount).toBe(invites.inviteCount - 2);
    expect(active.totalCount).toBeGreaterThan(0);
    // the declined project is no longer theirs at all
    expect(errorCode(await t.gql(DETAILS, { p: String(decline) }, tokens.editor))).toBe('NOT_FOUND');
  });
});

describe('getUserDetails', () => {
  it('gives an editor their own details and the studio any editor’s; nobody else’s', async () => {
    const own = await t.gql<{
      getUserDetails: { email: string; editorSkills: string[]; editorSkillsRatings: number[]; totalReviews: number };
    }>(USER, { id: editorId }, tokens.editor);
    expect(own.errors).toBeUndefined();
    expect(own.data!.getUserDetails.email).toBe('editor@vms.test');
    expect(own.data!.getUserDetails.editorSkillsRatings).toHaveLength(6);
    expect(own.data!.getUserDetails.editorSkillsRatings.filter((x) => x === 1)).toHaveLength(own.data!.getUserDetails.editorSkills.length);
    const pm = await t.gql<{ getUserDetails: { email: string } }>(USER, { id: editorId }, tokens.pm);
    expect(pm.data!.getUserDetails.email).toBe('editor@vms.test');
    const [other] = await t.app.services.db.select().from(users).where(eq(users.email, 'neweditor@vms.test'));
    expect(errorCode(await t.gql(USER, { id: other!.id }, tokens.editor))).toBe('NOT_FOUND');
    const [pmUser] = await t.app.services.db.select().from(users).where(eq(users.email, 'qc@vms.test'));
    expect(errorCode(await t.gql(USER, { id: pmUser!.id }, tokens.pm))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(USER, { id: 'x' }, tokens.editor))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(USER, { id: editorId }, tokens.pilot))).toBe('FORBIDDEN');
  });
});

const PROFILE_INPUT = {
  firstName: 'Nina',
  lastName: 'Newman',
  phone: '512-555-0100',
  officePhone: '+1 512 555 0101',
  address: '12 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701-1234',
  country: 'United States',
  timeZone: 'America/Chicago',
  paymentVendorName: 'Payoneer',
  editorVendorId: 'V-77',
  editorSkillsRatings: [0, 1, 0, 1, 0, 0],
  availableFrom: '2030-01-15',
};

describe('updateProfile for the editor (the wizard)', () => {
  it('answers each rule with its message, creates the profile, then updates it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: ' ' }, EDITOR_MESSAGES.firstName],
      [{ lastName: '' }, EDITOR_MESSAGES.lastName],
      [{ phone: '' }, PROFILE_MESSAGES.phone],
      [{ phone: '555-01' }, PROFILE_MESSAGES.phoneInvalid],
      [{ officePhone: '' }, PROFILE_MESSAGES.officePhone],
      [{ address: ' ' }, PROFILE_MESSAGES.address],
      [{ city: '' }, PROFILE_MESSAGES.city],
      [{ state: '' }, PROFILE_MESSAGES.state],
      [{ zip: '' }, PROFILE_MESSAGES.zip],
      [{ zip: '7870' }, PROFILE_MESSAGES.zipInvalid],
      [{ country: '' }, EDITOR_MESSAGES.country],
      [{ timeZone: '' }, EDITOR_MESSAGES.timeZone],
      [{ editorSkillsRatings: [0, 0, 0, 0, 0, 0] }, EDITOR_MESSAGES.skills],
      [{ availableFrom: 'soon' }, EDITOR_MESSAGES.availableFrom],
    ];
    for (const [patch, message] of cases) {
      const r = await t.gql(
        PROFILE,
        { role: 'vms-editor', email: 'neweditor@vms.test', input: { ...PROFILE_INPUT, ...patch } },
        tokens.neweditor,
      );
      expect(errorCode(r), message).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toBe(message);
    }
    const created = await t.gql<{ updateProfile: { message: string } }>(
      PROFILE,
      { role: 'vms-editor', email: 'neweditor@vms.test', input: PROFILE_INPUT },
      tokens.neweditor,
    );
    expect(created.data!.updateProfile.message).toBe(EDITOR_MESSAGES.profileCreated);
    const [me] = await t.app.services.db.select().from(users).where(eq(users.email, 'neweditor@vms.test'));
    expect(me!.isEditorProfileUpdated).toBe(true);
    const details = await t.gql<{ getUserDetails: Record<string, unknown> }>(USER, { id: me!.id }, tokens.neweditor);
    expect(details.data!.getUserDetails).toMatchObject({
      firstName: 'Nina',
      city: 'Austin',
      officePhone: '+1 512 555 0101',
      editorSkills: ['Photorealistic Models', 'Premium'],
      isEditorProfileUpdated: true,
    });
    const updated = await t.gql<{ updateProfile: { message: string } }>(
      PROFILE,
      { role: 'vms-editor', email: 'neweditor@vms.test', input: { ...PROFILE_INPUT, city: 'Dallas' } },
      tokens.neweditor,
    );
    expect(updated.data!.updateProfile.message).toBe(EDITOR_MESSAGES.profileUpdated);
  });

  it('lets QA, who tests the editor portal, save an editor profile of their own', async () => {
    const qa = await t.login('qa@vms.test');
    const saved = await t.gql<{ updateProfile: { message: string } }>(
      PROFILE,
      { role: 'vms-editor', email: 'qa@vms.test', input: PROFILE_INPUT },
      qa,
    );
    expect(saved.errors).toBeUndefined();
    expect([EDITOR_MESSAGES.profileCreated, EDITOR_MESSAGES.profileUpdated]).toContain(saved.data!.updateProfile.message);
    expect(errorCode(await t.gql(PROFILE, { role: 'vms-editor', email: 'editor@vms.test', input: PROFILE_INPUT }, qa))).toBe('FORBIDDEN');
  });

  it("refuses someone else's profile, and anyone not signed in without a link", async () => {
    expect(errorCode(await t.gql(PROFILE, { role: 'vms-editor', email: 'editor@vms.test', input: PROFILE_INPUT }, tokens.neweditor))).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(PROFILE, { role: 'vms-editor', email: 'editor@vms.test', input: PROFILE_INPUT })).errors![0]!.message).toBe(
      PROFILE_MESSAGES.linkExpired,
    );
    expect(errorCode(await t.gql(PROFILE, { role: 'vms-editor', email: 'pm@vms.test', input: PROFILE_INPUT }, tokens.pm))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

function lastMailTo(to: string): string | undefined {
  const dir = join(t.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .filter((m) => m.includes(`To: ${to}`));
  } catch {
    return undefined;
  }
  return files
    .at(-1)
    ?.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

async function inviteNewEditor(email: string, projectNumber: number): Promise<string> {
  const r = await t.gql(
    `mutation($e: String!, $p: ID!) { userInvite(email: $e, role: "vms-editor", projectId: $p, firstName: "Reese", projectStartDate: "01-05-2099", projectCompleteDate: "02-05-2099") { message } }`,
    { e: email, p: String(projectNumber) },
    tokens.pm,
  );
  expect(r.errors).toBeUndefined();
  await t.app.jobs.work([], t.app.services).catch(() => {});
  for (let i = 0; i < 50 && !lastMailTo(email); i++) await new Promise((res) => setTimeout(res, 100));
  const link = lastMailTo(email)!.match(/\/editor-registration\/email=([^/\s]+)\/name=Reese\?token=([\w-]+)/);
  expect(link).not.toBeNull();
  return link![2]!;
}

describe('editor registration from the invite link', () => {
  it('registers once with the spec’s rules; the link used twice or expired is refused; the account is a vms-editor', async () => {
    const [p] = (await t.app.services.db.select().from(projects)).filter((x) => x.trackStatus === 'ACTIVE' && x.plan !== 'BRONZE');
    const token = await inviteNewEditor('reese.cut@example.com', p!.number!);
    const reg = (input: Record<string, unknown>, tk = token) =>
      t.gql<{ updateProfile: { message: string } }>(PROFILE, { role: 'vms-editor', email: ' Reese.Cut@Example.com ', input, token: tk });
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ', password: 'Cutter12' }, EDITOR_MESSAGES.registrationName],
      [{ firstName: 'Reese', password: '' }, EDITOR_MESSAGES.password],
      [{ firstName: 'Reese', password: 'cutter12' }, EDITOR_MESSAGES.passwordFormat],
      [{ firstName: 'Reese', password: 'Cut1' }, EDITOR_MESSAGES.passwordFormat],
    ];
    for (const [input, message] of cases) expect((await reg(input)).errors?.[0]?.message, message).toBe(message);
    expect((await reg({ firstName: 'Reese', password: 'Cutter12' }, 'forged')).errors![0]!.message).toBe(PROFILE_MESSAGES.linkExpired);
    const ok = await reg({ firstName: ' Reese ', password: 'Cutter12' });
    expect(ok.data!.updateProfile.message).toBe(EDITOR_MESSAGES.registered);
    const twice = await reg({ firstName: 'Reese', password: 'Other123' });
    expect(twice.errors![0]!.message).toBe(PROFILE_MESSAGES.linkExpired);
    const [u] = await t.app.services.db.select().from(users).where(eq(users.email, 'reese.cut@example.com'));
    expect(u).toMatchObject({ role: 'vms-editor', firstName: 'Reese', isEditorProfileUpdated: false });
    const login = await t.gql<{ login: { role: string; isEditorProfileUpdated: boolean } }>(
      'mutation { login(email: "reese.cut@example.com", password: "Cutter12") { role isEditorProfileUpdated } }',
    );
    expect(login.data!.login).toEqual({ role: 'vms-editor', isEditorProfileUpdated: false });
  });

  it('refuses an expired link', async () => {
    const [p] = (await t.app.services.db.select().from(projects)).filter((x) => x.trackStatus === 'ACTIVE' && x.plan !== 'BRONZE').slice(1);
    const token = await inviteNewEditor('late.cut@example.com', p!.number!);
    const [u] = await t.app.services.db.select().from(users).where(eq(users.email, 'late.cut@example.com'));
    await t.app.services.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, u!.id));
    const r = await t.gql(PROFILE, {
      role: 'vms-editor',
      email: 'late.cut@example.com',
      input: { firstName: 'Late', password: 'Cutter12' },
      token,
    });
    expect(r.errors![0]!.message).toBe(PROFILE_MESSAGES.linkExpired);
    const check = await t.gql<{ checkInviteLink: { status: number } }>(
      'query($e: String!, $t: String!) { checkInviteLink(email: $e, token: $t) { status } }',
      { e: 'late.cut@example.com', t: token },
    );
    expect(check.data!.checkInviteLink.status).toBe(410);
  });
});
