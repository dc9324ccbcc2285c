// Issue #34 finding 3, written as the attack: a production deployment started without payment settings sold every
// video for the sandbox's test card 4242…, and nothing said so. A deployment (PostgreSQL, or an https PUBLIC_URL) now
// refuses to start with the sandbox unless ALLOW_TEST_PAYMENTS=true; the embedded start keeps it as its default.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, startRefusal } from '../../../config.js';

const STRIPE = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('issue #34 finding 3: test payments are never on by accident in a deployment', () => {
  it('refuses the default sandbox on PostgreSQL or an https PUBLIC_URL, naming the way out', () => {
    for (const env of [{ DATABASE_URL: 'postgres://db.internal/vms' }, { PUBLIC_URL: 'https://vms.example.com' }]) {
      expect(startRefusal(loadConfig(env))).toMatch(
        /PAYMENT_PROVIDER: is the test-card sandbox[\s\S]*PAYMENT_PROVIDER=stripe[\s\S]*ALLOW_TEST_PAYMENTS=true/,
      );
      expect(startRefusal(loadConfig({ ...env, PAYMENT_PROVIDER: 'local' }))).not.toBeNull();
    }
  });

  it('starts a deployment with Stripe, or with the sandbox switched on explicitly; the embedded start keeps the sandbox', () => {
    expect(startRefusal(loadConfig({ DATABASE_URL: 'postgres://db.internal/vms', ...STRIPE }))).toBeNull();
    expect(startRefusal(loadConfig({ DATABASE_URL: 'postgres://db.internal/vms', ALLOW_TEST_PAYMENTS: 'true' }))).toBeNull();
    expect(startRefusal(loadConfig({}))).toBeNull();
    expect(startRefusal(loadConfig({ PUBLIC_URL: 'http://vms.lan:3000' }))).toBeNull();
  });

  it('the server process exits before touching the database, with the reason on stderr', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vms-pay-'));
    const { PAYMENT_PROVIDER: _p, ALLOW_TEST_PAYMENTS: _a, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '../../../..'),
      env: { ...inherited, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const [code] = await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).not.toBe(0);
    expect(out).toContain('ALLOW_TEST_PAYMENTS=true');
    expect(out).not.toMatch(/ECONNREFUSED/);
  }, 60_000);
});
