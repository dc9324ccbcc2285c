// Issue #21, written as the attacks: reset poisoning (2), sessions outliving the person (9), unbounded names (14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { users } from '../core/index.js';

const FORGOT = 'mutation($email: String!) { forgotPassword(email: $email) { status message } }';
const RESET =
  'mutation($email: String!, $password: String!, $token: String!) { resetPassword(email: $email, password: $password, token: $token) { status } }';
const SIGNUP =
  'mutation($f: String!, $l: String!, $e: String!, $p: String!) { signUp(firstName: $f, lastName: $l, email: $e, password: $p) { token } }';
const UPDATE =
  'mutation($role: String!, $email: String!, $input: ProfileInput!) { updateProfile(role: $role, email: $email, input: $input) { message } }';
const ME = '{ me { email role } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_EMAIL: '50', RATE_LIMIT_PER_IP: '10000', PORT: '3999' });
});
afterAll(() => t?.close());

/** The newest e-mail to `to` (quoted-printable undone), waiting for the mail job. */
async function mailTo(to: string, needle: string): Promise<string> {
  const dir = join(t.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      /* no mail yet */
    }
    for (const f of files.sort().reverse()) {
      const eml = readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (eml.includes(`To: ${to}`) && eml.includes(needle)) return eml;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${to}`);
}

let n = 0;
async function signUp(): Promise<{ email: string; token: string }> {
  const email = `victim${++n}-${Date.now()}@example.com`;
  const r = await t.gql<{ signUp: { token: string } }>(SIGNUP, { f: 'Vic', l: 'Tim', e: email, p: 'Password1' });
  if (!r.data?.signUp) throw new Error(JSON.stringify(r.errors));
  return { email, token: r.data.signUp.token };
}

describe('issue #21 finding 2: password-reset poisoning', () => {
  it('builds the reset link from configuration, never from a forged Host header', async () => {
    const { email } = await signUp();
    const r = await t.gql(FORGOT, { email }, undefined, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(r.errors).toBeUndefined();
    const eml = await mailTo(email, '/reset-password/');
    expect(eml).not.toContain('evil.example');
    expect(eml).toContain('http://localhost:3999/reset-password/');
  });

  it('uses the VidPitch brand variant only when the request came to that allow-listed host', async () => {
    const { email } = await signUp();
    await t.gql(FORGOT, { email }, undefined, { host: 'vidpitch.localhost:3999' });
    expect(await mailTo(email, '/reset-password/')).toContain('http://vidpitch.localhost:3999/reset-password/');
  });
});

describe('issue #21 finding 9: sessions end with the person', () => {
  it('refuses a correctly signed token of a deleted user', async () => {
    const { email, token } = await signUp();
    await t.app.services.db.delete(users).where(eq(users.email, email));
    expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    // REST reads the same check: no session (401), not merely the wrong role (403).
    expect((await t.app.fastify.inject(`/api/export-file?access_token=${token}`)).statusCode).toBe(401);
  });

  it('refuses a token after its user was demoted (role changed)', async () => {
    const { email, token } = await signUp();
    await t.app.services.db.update(users).set({ role: 'broker' }).where(eq(users.email, email));
    expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('refuses a token issued before a password reset', async () => {
    const { email, token } = await signUp();
    expect((await t.gql(ME, {}, token)).errors).toBeUndefined();
    await t.gql(FORGOT, { email });
    const link = (await mailTo(email, '/reset-password/')).match(/\/reset-password\/([A-Za-z0-9_.-]+)/)![1]!;
    expect((await t.gql(RESET, { email, password: 'NewPass123', token: link })).errors).toBeUndefined();
    expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    // A new login works.
    expect(errorCode(await t.gql('mutation { login(email: "' + email + '", password: "NewPass123") { token } }'))).toBeUndefined();
  });

  it('refuses a stolen session changing the password without the current one', async () => {
    const { email, token } = await signUp();
    const noCurrent = await t.gql(UPDATE, { role: 'crexi', email, input: { password: 'Hijack123' } }, token);
    expect(errorCode(noCurrent)).toBe('BAD_USER_INPUT');
    const wrong = await t.gql(UPDATE, { role: 'crexi', email, input: { password: 'Hijack123', currentPassword: 'Nope1234' } }, token);
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe('Current password is incorrect.');
    const ok = await t.gql(UPDATE, { role: 'crexi', email, input: { password: 'Changed123', currentPassword: 'Password1' } }, token);
    expect(ok.errors).toBeUndefined();
    // The change ends the sessions issued before it.
    expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
  });
});

describe('issue #21 finding 14: names and photos are bounded', () => {
  it('refuses a 1,000,000-character first name at updateProfile and 500 KB names at signUp', async () => {
    const { email, token } = await signUp();
    const huge = await t.gql(UPDATE, { role: 'crexi', email, input: { firstName: 'x'.repeat(1_000_000) } }, token);
    expect(errorCode(huge)).toBe('BAD_USER_INPUT');
    const [row] = await t.app.services.db.select().from(users).where(eq(users.email, email));
    expect(row!.firstName).toBe('Vic');
    const big = await t.gql(SIGNUP, { f: 'x'.repeat(500_000), l: 'y', e: `big${Date.now()}@example.com`, p: 'Password1' });
    expect(errorCode(big)).toBe('BAD_USER_INPUT');
    const photo = await t.gql(UPDATE, { role: 'crexi', email, input: { photo: 'x'.repeat(10_000) } }, token);
    expect(errorCode(photo)).toBe('BAD_USER_INPUT');
  });
});

describe('issue #34 finding 12: wrong passwords cannot lock the owner out', () => {
  const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_EMAIL: '10', RATE_LIMIT_PER_IP: '300', PORT: '3998' });
  });
  afterAll(() => p?.close());
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it("lets the owner log in from another address after an attacker's 11 wrong passwords, while the attacker stays limited", async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(errorCode(await p.gql(LOGIN, { email: 'pm@vms.test', password: `guess${i}` }, undefined, from('203.0.113.7'))));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('BAD_USER_INPUT'));
    expect(codes[10]).toBe('RATE_LIMITED');

    const owner = await p.gql<{ login: { token: string } }>(
      LOGIN,
      { email: 'pm@vms.test', password: 'Demo1234' },
      undefined,
      from('198.51.100.20'),
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.token).toBeTruthy();

    // The attacker, even with the right password now, stays limited on that address.
    const attacker = await p.gql(LOGIN, { email: 'pm@vms.test', password: 'Demo1234' }, undefined, from('203.0.113.7'));
    expect(errorCode(attacker)).toBe('RATE_LIMITED');
  });

  it('still limits every attempt per address', async () => {
    const q = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_IP: '5', PORT: '3997' }, { work: false });
    try {
      for (let i = 0; i < 5; i++) await q.gql(LOGIN, { email: `x${i}@vms.test`, password: 'nope' }, undefined, from('203.0.113.9'));
      expect(errorCode(await q.gql(LOGIN, { email: 'pm@vms.test', password: 'Demo1234' }, undefined, from('203.0.113.9')))).toBe(
        'RATE_LIMITED',
      );
      expect(
        errorCode(await q.gql(LOGIN, { email: 'pm@vms.test', password: 'Demo1234' }, undefined, from('203.0.113.10'))),
      ).toBeUndefined();
    } finally {
      await q.close();
    }
  });
});
