// The $49 purchase with PAYMENT_PROVIDER=stripe (issue #13 "Payments"), in the browser. This spec starts its own app
// (the suite's server stays on the local sandbox) pointed at the local stateful Stripe fake, and serves a fake Stripe.js
// in place of https://js.stripe.com/v3, so the purchase page's Payment Element code path runs: the broker of the
// seed's draft is declined with 4000 0000 0000 0002 (Stripe's message and the spec's text), then pays with 4242; the
// fake sends the signed webhook, which is what records the purchase, and payment-success shows the spec's text.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startStripeFake, stripeFakeEnv, type StripeFake } from '../apps/server/src/test/stripe-fake';
import { shotsAtBothWidths } from './fixtures';
import { stripeJsFake } from './stripe-js-fake';

const DRAFT = '00000000-0000-4000-8000-000000000001';
const SHOTS = 'test-results/vidpitch-shots';
const KEYS = { secretKey: 'sk_test_e2efake', publishableKey: 'pk_test_e2efake', webhookSecret: 'whsec_e2efake' };

let fake: StripeFake;
let server: ChildProcess;
let base = '';
let dataDir = '';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

const shots = (page: Page, name: string) => shotsAtBothWidths(page, `${SHOTS}/${name}`);

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startStripeFake(KEYS);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'vms-e2e-stripe-'));
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
      RUN_JOBS: 'false',
      RENDER_SAMPLES_ON_START: 'false',
      ...stripeFakeEnv(fake, KEYS),
    },
  });
  fake.webhookUrl = `${base}/api/payments/webhook`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (server.exitCode !== null) throw new Error(`the Stripe-mode server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the Stripe-mode server did not start');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the broker is declined with 4000 0000 0000 0002 and pays with 4242 through the Payment Element', async ({ page }) => {
  const loaded: string[] = [];
  await page.route('https://js.stripe.com/v3**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript; charset=utf-8', body: stripeJsFake(fake.url) });
  });
  await page.goto(`${base}/${DRAFT}/video-draft-purchase`);
  await expect(page.getByTestId('fake-stripe-payment-element')).toBeVisible();
  expect(loaded).toHaveLength(1);
  // Stripe's own form, not the sandbox's
  await expect(page.getByText('Test mode — no real charge')).toHaveCount(0);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveCount(0);
  const [intent] = [...fake.intents.values()];
  expect(intent).toMatchObject({ amount: 4900, currency: 'usd', metadata: { videoId: DRAFT } });

  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByText('street address is required')).toBeVisible();
  await page.getByLabel('Name').fill('Pat Broker');
  await page.getByLabel('Street address').fill('1 Harbor Blvd');
  await page.getByLabel('City').fill('Oxnard');
  await page.getByLabel('Zip').fill('93035');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' })).toBeVisible();

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await shots(page, 'stripe-purchase');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Your payment was not successful, please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/video-draft-purchase$/);
  await shots(page, 'stripe-purchase-declined');
  const status = () =>
    page.request
      .post(`${base}/graphql`, { data: { query: `{ getPurchasedVideoStatus(uuid: "${DRAFT}") { isVideoPurchased } }` } })
      .then((r) => r.json());
  expect((await status()).data.getPurchasedVideoStatus.isVideoPurchased).toBe(false);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent_client_secret=pi_/);
  await expect(page.getByText('Order Successfully Placed!!')).toBeVisible();
  await shots(page, 'stripe-payment-success');
  // the purchase came from the signed webhook the fake delivered, once
  expect(fake.events.map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
  expect(fake.deliveries.every((d) => d.status === 200)).toBe(true);
  expect((await status()).data.getPurchasedVideoStatus.isVideoPurchased).toBe(true);
  await expect(page.getByRole('link', { name: 'Download Video' })).toBeVisible();

  await page.goto(`${base}/${DRAFT}/video-draft-purchase`);
  await expect(page.getByText('This video is already purchased.')).toBeVisible();
});
