// Invitations through the real GraphQL endpoint: a PM invites a new pilot (an account, a signed single-use link in
// the e-mail), an existing one (no link), an editor; the spec's messages for bad input; role refusal; live event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PILOT_FIELD_MESSAGES, PILOT_MESSAGES, PM_MESSAGES, PROFILE_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { projects, users } from '../core/index.js';
import { checkInviteLink } from './invitations.service.js';
import { pilotProfiles } from '../pilot/pilot.table.js';

let t: TestApp;
const WHO = ['pm', 'admin', 'qc', 'pilot', 'editor', 'sales', 'customer'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
let projectNumber: string;
let registrationToken = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  const [p] = await t.app.services.db.select().from(projects).where(eq(projects.plan, 'GOLD')).limit(1);
  projectNumber = String(p!.number);
});
afterAll(() => t?.close());

const INVITE = `mutation($email: String!, $role: String!, $projectId: ID!, $firstName: String!, $companyName: String, $projectStartDate: String, $projectCompleteDate: String) {
  userInvite(email: $email, role: $role, projectId: $projectId, firstName: $firstName, companyName: $companyName, projectStartDate: $projectStartDate, projectCompleteDate: $projectCompleteDate) { message } }`;

function lastMailTo(to: string): string {
  const dir = join(t.dataDir, 'outbox');
  const files = readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`));
  return files
    .at(-1)!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

describe('userInvite', () => {
  it('invites a new pilot: trimmed and lowercased, an account, the project assigned, a single-use 7-day link', async () => {
    const r = await t.gql<{ userInvite: { message: string } }>(
      INVITE,
      { email: '  Nova.Pilot@Example.COM ', role: 'vms-pilot', projectId: projectNumber, firstName: ' Nova ', companyName: 'Nova Air' },
      tokens.pm,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.userInvite.message).toBe(PILOT_MESSAGES.invited);
    const [u] = await t.app.services.db.select().from(users).where(eq(users.email, 'nova.pilot@example.com'));
    expect(u).toMatchObject({ role: 'vms-pilot', firstName: 'Nova' });
    const [p] = await t.app.services.db
      .select()
      .from(projects)
      .where(eq(projects.number, Number(projectNumber)));
    expect(p!.pilotId).toBe(u!.id);
    expect(p!.status).toBe('NOT STARTED');
    await t.app.jobs.work([], t.app.services).catch(() => {});
    for (let i = 0; i < 40; i++) {
      try {
        if (lastMailTo('nova.pilot@example.com')) break;
      } catch {
        /* not yet */
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    const mail = lastMailTo('nova.pilot@example.com');
    const link = mail.match(
      /https?:\/\/\S+\/pilot-registration\/email=nova\.pilot%40example\.com\/name=Nova\/company=Nova%20Air\?token=([\w-]+)/,
    );
    expect(link).not.toBeNull();
    expect((await checkInviteLink(t.app.services.db, 'nova.pilot@example.com', link![1]!)).status).toBe(200);
    expect((await checkInviteLink(t.app.services.db, 'other@example.com', link![1]!)).status).toBe(404);
    expect((await checkInviteLink(t.app.services.db, 'nova.pilot@example.com', 'forged')).status).toBe(404);
    registrationToken = link![1]!;
  });

  it('registers the invited pilot through the link once: the spec’s messages, then the password works', async () => {
    const PROFILE = `mutation($email: String!, $token: String, $input: ProfileInput!) { updateProfile(role: "vms-pilot", email: $email, token: $token, input: $input) { message } }`;
    const input = {
      firstName: 'Nova',
      companyName: 'Nova Air',
      phone: '512-555-0199',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701-1234',
      coverageArea: '50',
      password: 'Flyer123',
      faaLicenseNumber: 'FAA-1',
      faaExpireDate: '2030-01-31',
      insurancePolicyNumber: 'INS-1',
      insuranceExpireDate: '2029-12-31',
      dronePlatform: 'Mavic',
      camera: '20 MP',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ zip: '787' }, PROFILE_MESSAGES.zipInvalid],
      [{ phone: '12' }, PROFILE_MESSAGES.phoneInvalid],
      [{ address: ' ' }, PROFILE_MESSAGES.address],
      [{ password: 'weak' }, PROFILE_MESSAGES.passwordFormat],
      [{ faaLicenseNumber: '' }, PROFILE_MESSAGES.faaRegistration],
      [{ faaExpireDate: '2030-02-31' }, PROFILE_MESSAGES.dateInvalid],
      [{ camera: '99 MP' }, PROFILE_MESSAGES.required],
    ];
    for (const [patch, message] of cases) {
      const r = await t.gql(PROFILE, { email: 'nova.pilot@example.com', token: registrationToken, input: { ...input, ...patch } });
      expect(r.errors?.[0]?.message, message).toBe(message);
    }
    const forged = await t.gql(PROFILE, { email: 'nova.pilot@example.com', token: 'forged', input });
    expect(forged.errors![0]!.message).toBe(PROFILE_MESSAGES.linkExpired);
    const ok = await t.gql<{ updateProfile: { message: string } }>(PROFILE, {
      email: 'nova.pilot@example.com',
      token: registrationToken,
      input,
    });
    expect(ok.data!.updateProfile.message).toBe(PILOT_MESSAGES.profileCreated);
    const again = await t.gql(PROFILE, { email: 'nova.pilot@example.com', token: registrationToken, input });
    expect(again.errors![0]!.message).toBe(PROFILE_MESSAGES.linkExpired);
    const token = await t.login('nova.pilot@example.com', 'Flyer123');
    // the saved address gets its point (the gazetteer's centroid of ZIP 78701, downtown Austin), and a new one on edit
    const [nova] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'nova.pilot@example.com'));
    const pointOf = async () =>
      (
        await t.app.services.db
          .select({ lat: pilotProfiles.latitude, lng: pilotProfiles.longitude })
          .from(pilotProfiles)
          .where(eq(pilotProfiles.userId, nova!.id))
      )[0]!;
    expect(await pointOf()).toEqual({ lat: expect.closeTo(30.27, 1), lng: expect.closeTo(-97.74, 1) });
    const { password: _password, ...edit } = input;
    const edited = await t.gql<{ updateProfile: { message: string } }>(
      PROFILE,
      { email: 'nova.pilot@example.com', input: { ...edit, camera: '48 MP', city: 'Denver', state: 'CO', zip: '80202' } },
      token,
    );
    expect(edited.data!.updateProfile.message).toBe(PILOT_MESSAGES.profileUpdated);
    expect(await pointOf()).toEqual({ lat: expect.closeTo(39.75, 1), lng: expect.closeTo(-104.99, 1) });
    const editBad = await t.gql(PROFILE, { email: 'nova.pilot@example.com', input: { ...edit, faaLicenseNumber: '' } }, token);
    expect(editBad.errors![0]!.message).toBe(PROFILE_MESSAGES.faaEdit);
    const me = await t.gql<{ pilotProfile: { camera: string; companyName: string } }>(
      'query { pilotProfile { camera companyName } }',
      {},
      token,
    );
    expect(me.data!.pilotProfile).toEqual({ camera: '48 MP', companyName: 'Nova Air' });
    expect(errorCode(await t.gql(PROFILE, { email: 'pilot@vms.test', input: edit }, token))).toBe('FORBIDDEN');
    expect((await t.gql(PROFILE, { email: 'nova.pilot@example.com', input: edit })).errors![0]!.message).toBe(PROFILE_MESSAGES.linkExpired);
    expect(errorCode(await t.gql('query { pilotProfile { camera } }', {}, tokens.pm))).toBe('FORBIDDEN');
  });

  it('answers bad input with the spec’s messages, and refuses roles outside the PM portal', async () => {
    const base = { email: 'x@example.com', role: 'vms-pilot', projectId: projectNumber, firstName: 'X' };
    const ed = { ...base, role: 'vms-editor', projectStartDate: '01-05-2099', projectCompleteDate: '02-05-2099' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, firstName: '  ' }, PILOT_FIELD_MESSAGES.inviteName],
      [{ ...base, email: '' }, PILOT_FIELD_MESSAGES.inviteEmail],
      [{ ...base, email: 'not-mail' }, PILOT_FIELD_MESSAGES.inviteEmailInvalid],
      [{ ...base, role: 'vms-admin' }, PILOT_FIELD_MESSAGES.role],
      [{ ...base, role: 'vms-editor' }, 'Project start date is required'],
      [{ ...base, email: 'pm@vms.test' }, 'This e-mail address belongs to an account of another kind.'],
      // the external editor invite's own rules (part B §5)
      [{ ...ed, firstName: ' ' }, PM_MESSAGES.inviteName],
      [{ ...ed, email: '' }, PM_MESSAGES.inviteEmailRequired],
      [{ ...ed, email: 'nope' }, PM_MESSAGES.inviteEmailInvalid],
      [{ ...ed, projectCompleteDate: null }, PM_MESSAGES.projectCompleteRequired],
      [{ ...ed, projectStartDate: '01-05-2000' }, PM_MESSAGES.projectStartBeforeToday],
      [{ ...ed, projectStartDate: '03-05-2099' }, PM_MESSAGES.projectStartAfterComplete],
    ];
    for (const [vars, message] of cases) {
      const r = await t.gql(INVITE, vars, tokens.pm);
      expect(errorCode(r), message).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toBe(message);
    }
    for (const who of ['pilot', 'editor', 'sales', 'customer'] as const)
      expect(errorCode(await t.gql(INVITE, base, tokens[who]))).toBe('FORBIDDEN');
    const missing = await t.gql(INVITE, { ...base, projectId: '99999999' }, tokens.pm);
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('invites an existing pilot without a registration link, and an editor with the dates', async () => {
    const r = await t.gql(
      INVITE,
      { email: 'pilot@vms.test', role: 'vms-pilot', projectId: projectNumber, firstName: 'Pete' },
      tokens.admin,
    );
    expect(r.errors).toBeUndefined();
    const e = await t.gql(
      INVITE,
      {
        email: 'editor@vms.test',
        role: 'vms-editor',
        projectId: projectNumber,
        firstName: 'Ed',
        projectStartDate: '01-05-2099',
        projectCompleteDate: '02-05-2099',
      },
      tokens.pm,
    );
    expect(e.errors).toBeUndefined();
    const [p] = await t.app.services.db
      .select()
      .from(projects)
      .where(eq(projects.number, Number(projectNumber)));
    const [pilot] = await t.app.services.db.select().from(users).where(eq(users.email, 'pilot@vms.test'));
    expect(p!.pilotId).toBe(pilot!.id);
    // the editor answers their invitation
    const [editor] = await t.app.services.db.select().from(users).where(eq(users.email, 'editor@vms.test'));
    const ACCEPT = `mutation($p: ID!, $e: ID) { projectAcceptedByEditorOrPilot(projectId: $p, status: "ACCEPTED", flag: "EDITOR", editorId: $e) { message } }`;
    expect(errorCode(await t.gql(ACCEPT, { p: projectNumber, e: null }, tokens.editor))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(ACCEPT, { p: projectNumber, e: pilot!.id }, tokens.editor))).toBe('FORBIDDEN');
    const ok = await t.gql<{ projectAcceptedByEditorOrPilot: { message: string } }>(
      ACCEPT,
      { p: projectNumber, e: editor!.id },
      tokens.editor,
    );
    expect(ok.data!.projectAcceptedByEditorOrPilot.message).toBe(PILOT_MESSAGES.accepted);
    const [answered] = await t.app.services.db
      .select()
      .from(projects)
      .where(eq(projects.number, Number(projectNumber)));
    expect(answered!.isEditorInviteAccepted).toBe(true);
    // the pilot accepts: the PM portal's status rule turns the project ACTIVE
    const PILOT_ACCEPT = `mutation($p: ID!) { projectAcceptedByEditorOrPilot(projectId: $p, status: "ACCEPTED", flag: "PILOT") { message } }`;
    expect((await t.gql(PILOT_ACCEPT, { p: projectNumber }, tokens.pilot)).errors).toBeUndefined();
    const details = await t.gql<{ getProjectDetails: { status: string; isPilotInviteAccepted: boolean } }>(
      'query($p: ID!) { getProjectDetails(projectId: $p) { status isPilotInviteAccepted } }',
      { p: projectNumber },
      tokens.pm,
    );
    expect(details.data!.getProjectDetails).toEqual({ status: 'ACTIVE', isPilotInviteAccepted: true });
    // inviting a pilot again waits for a new answer
    expect(
      (await t.gql(INVITE, { email: 'pilot@vms.test', role: 'vms-pilot', projectId: projectNumber, firstName: 'Pete' }, tokens.pm)).errors,
    ).toBeUndefined();
    const [reinvited] = await t.app.services.db
      .select()
      .from(projects)
      .where(eq(projects.number, Number(projectNumber)));
    expect(reinvited!.isPilotInviteAccepted).toBe(false);
    const again = await t.gql(ACCEPT, { p: projectNumber, e: editor!.id }, tokens.editor);
    expect(again.errors![0]!.message).toBe(PILOT_MESSAGES.noInvitation);
  });
});
