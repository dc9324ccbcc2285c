import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { makeResetToken } from './auth.service.js';
import { users } from '../core/index.js';
import { passwordResets } from './auth.table.js';

const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { role isEditorProfileUpdated token userId } }';
const FORGOT = 'mutation($email: String!) { forgotPassword(email: $email) { status message } }';
const CHECK = 'query($email: String!, $token: String!) { checkResetLinkExpiration(email: $email, token: $token) { status } }';
const RESET =
  'mutation($email: String!, $password: String!, $token: String!) { resetPassword(email: $email, password: $password, token: $token) { status message } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_EMAIL: '4', RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t?.close());

/** Waits for the mail job to write the reset e-mail and returns the link's token. */
async function resetTokenFromOutbox(to: string): Promise<string> {
  const dir = join(t.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })();
    for (const f of files.sort().reverse()) {
      // Quoted-printable soft line breaks are undone before looking for the link.
      const eml = readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (eml.includes(`To: ${to}`)) return eml.match(/\/reset-password\/([A-Za-z0-9_.-]+)/)![1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset e-mail for ${to}`);
}

describe('login', () => {
  it('returns role, profile flag and a JWT carrying role, exp and data.email', async () => {
    const r = await t.gql<{ login: { role: string; isEditorProfileUpdated: boolean; token: string } }>(LOGIN, {
      email: ' Editor@VMS.test ',
      password: 'Demo1234',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.login.role).toBe('vms-editor');
    expect(r.data!.login.isEditorProfileUpdated).toBe(true);
    const claims = decodeJwt(r.data!.login.token) as { role: string; exp: number; data: { email: string; id: string } };
    expect(claims.role).toBe('vms-editor');
    expect(claims.data.email).toBe('editor@vms.test');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers 'Invalid email id!' for an unknown e-mail and 'Invalid password!' for a wrong password", async () => {
    const unknown = await t.gql(LOGIN, { email: 'nobody@vms.test', password: 'Demo1234' });
    expect(unknown.errors?.[0]?.message).toBe('Invalid email id!');
    const wrong = await t.gql(LOGIN, { email: 'pm@vms.test', password: 'nope' });
    expect(wrong.errors?.[0]?.message).toBe('Invalid password!');
  });

  it('validates with the shared schema', async () => {
    const r = await t.gql(LOGIN, { email: 'not-an-email', password: 'x' });
    expect(r.errors?.[0]?.message).toBe('Enter a valid email');
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
  });

  it('limits attempts per e-mail with a clear message', async () => {
    for (let i = 0; i < 4; i++) await t.gql(LOGIN, { email: 'qa@vms.test', password: 'wrong' });
    const r = await t.gql(LOGIN, { email: 'qa@vms.test', password: 'Demo1234' });
    expect(errorCode(r)).toBe('RATE_LIMITED');
    expect(r.errors?.[0]?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it('refuses a tampered or expired token as UNAUTHENTICATED', async () => {
    const token = await t.login('admin@vms.test');
    const tampered = token.slice(0, -3) + (token.endsWith('abc') ? 'xyz' : 'abc');
    expect(errorCode(await t.gql('{ me { id } }', {}, tampered))).toBe('UNAUTHENTICATED');
    const { createTokenService } = await import('../../platform/auth/tokens.js');
    const { resolveJwtSecret } = await import('../../platform/auth/tokens.js');
    const expired = await createTokenService(resolveJwtSecret(undefined, t.dataDir), -10).sign({
      id: '00000000-0000-0000-0000-000000000000',
      email: 'admin@vms.test',
      role: 'vms-admin',
    });
    expect(errorCode(await t.gql('{ me { id } }', {}, expired))).toBe('UNAUTHENTICATED');
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use link that resets the password', async () => {
    const r = await t.gql<{ forgotPassword: { status: number } }>(FORGOT, { email: 'pilot@vms.test' });
    expect(r.data!.forgotPassword.status).toBe(200);
    const token = await resetTokenFromOutbox('pilot@vms.test');
    const email = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).email;
    expect(email).toBe('pilot@vms.test');

    expect(
      (await t.gql<{ checkResetLinkExpiration: { status: number } }>(CHECK, { email, token })).data!.checkResetLinkExpiration.status,
    ).toBe(200);
    const weak = await t.gql(RESET, { email, token, password: 'short' });
    expect(weak.errors?.[0]?.message).toBe('Incorrect format');

    const done = await t.gql<{ resetPassword: { status: number } }>(RESET, { email, token, password: 'NewPass123' });
    expect(done.data!.resetPassword.status).toBe(200);
    await expect(t.login('pilot@vms.test', 'NewPass123')).resolves.toBeTruthy();
    expect((await t.gql(LOGIN, { email, password: 'Demo1234' })).errors?.[0]?.message).toBe('Invalid password!');

    // used once: the link now reads as expired and cannot be used again
    expect(
      (await t.gql<{ checkResetLinkExpiration: { status: number } }>(CHECK, { email, token })).data!.checkResetLinkExpiration.status,
    ).toBe(410);
    const again = await t.gql(RESET, { email, token, password: 'Other1234' });
    expect(again.errors?.[0]?.message).toBe('Sorry, Your link is expired');
  });

  it('answers 404 for an unknown link or a link checked with another e-mail', async () => {
    const token = makeResetToken('pm@vms.test', new Date(Date.now() + 60_000));
    expect(
      (await t.gql<{ checkResetLinkExpiration: { status: number } }>(CHECK, { email: 'pm@vms.test', token })).data!.checkResetLinkExpiration
        .status,
    ).toBe(404);
    await t.gql(FORGOT, { email: 'sales@vms.test' });
    const real = await resetTokenFromOutbox('sales@vms.test');
    expect(
      (await t.gql<{ checkResetLinkExpiration: { status: number } }>(CHECK, { email: 'pm@vms.test', token: real })).data!
        .checkResetLinkExpiration.status,
    ).toBe(404);
    const reset = await t.gql(RESET, { email: 'pm@vms.test', token: real, password: 'NewPass123' });
    expect(errorCode(reset)).toBe('NOT_FOUND');
  });

  it('answers 410 for an expired link', async () => {
    await t.gql(FORGOT, { email: 'qc@vms.test' });
    const token = await resetTokenFromOutbox('qc@vms.test');
    const [qc] = await t.app.services.db.select().from(users).where(eq(users.email, 'qc@vms.test'));
    await t.app.services.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, qc!.id));
    expect(
      (await t.gql<{ checkResetLinkExpiration: { status: number } }>(CHECK, { email: 'qc@vms.test', token })).data!.checkResetLinkExpiration
        .status,
    ).toBe(410);
  });

  it('tells an unknown e-mail apart and validates the e-mail', async () => {
    const r = await t.gql<{ forgotPassword: { status: number; message: string } }>(FORGOT, { email: 'ghost@vms.test' });
    expect(r.data!.forgotPassword).toEqual({ status: 404, message: 'Invalid email id!' });
    expect((await t.gql(FORGOT, { email: '' })).errors?.[0]?.message).toBe('Email is required');
  });
});

describe('sign-up and profile', () => {
  const SIGNUP =
    'mutation($f: String!, $l: String!, $e: String!, $p: String!) { signUp(firstName: $f, lastName: $l, email: $e, password: $p) { role token } }';
  const UPDATE =
    'mutation($role: String!, $email: String!, $input: ProfileInput!) { updateProfile(role: $role, email: $email, input: $input) { message } }';

  it('creates a customer account with its own 8-character rule', async () => {
    const short = await t.gql(SIGNUP, { f: 'Jo', l: 'Doe', e: 'jo@example.com', p: 'short' });
    expect(short.errors?.[0]?.message).toBe('Password is too short - should be 8 chars minimum.');
    const ok = await t.gql<{ signUp: { role: string } }>(SIGNUP, { f: 'Jo', l: 'Doe', e: 'Jo@Example.com', p: 'longenough' });
    expect(ok.data!.signUp.role).toBe('crexi');
    const dup = await t.gql(SIGNUP, { f: 'Jo', l: 'Doe', e: 'jo@example.com', p: 'longenough' });
    expect(errorCode(dup)).toBe('BAD_USER_INPUT');
  });

  it('lets people change their own profile only, with their own role', async () => {
    // the customer's account fields (the editor's and pilot's wizards go through the same operation: their domains' tests)
    const token = await t.login('customer@vms.test');
    const [before] = await t.app.services.db.select().from(users).where(eq(users.email, 'customer@vms.test'));
    const own = await t.gql<{ updateProfile: { message: string } }>(
      UPDATE,
      { role: 'crexi', email: 'customer@vms.test', input: { firstName: 'Casey B.' } },
      token,
    );
    expect(own.data!.updateProfile.message).toBeTruthy();
    const me = await t.gql<{ me: { name: string } }>('{ me { name } }', {}, token);
    expect(me.data!.me.name).toBe(`Casey B. ${before!.lastName}`);
    const other = await t.gql(UPDATE, { role: 'vms-project-manager', email: 'pm@vms.test', input: { firstName: 'X' } }, token);
    expect(errorCode(other)).toBe('FORBIDDEN');
    const escalate = await t.gql(UPDATE, { role: 'vms-admin', email: 'customer@vms.test', input: {} }, token);
    expect(errorCode(escalate)).toBe('BAD_USER_INPUT');
    // not signed in, only an invite's registration link is taken
    const anonymous = await t.gql(UPDATE, { role: 'vms-editor', email: 'neweditor@vms.test', input: {} });
    expect(errorCode(anonymous)).toBe('BAD_USER_INPUT');
  });
});
