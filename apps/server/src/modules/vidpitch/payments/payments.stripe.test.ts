// The `stripe` adapter against the local stateful fake of the Stripe API (test/stripe-fake.ts): the intent's amount
// and currency are the server's, an idempotent create is replayed, the webhook refuses a bad signature and an old
// timestamp, a replayed event records one purchase, a declined card records none, and the result page never takes
// the browser's word before the verified webhook.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { loadConfig } from '../../../config.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startStripeFake, stripeFakeEnv, stripeSignature, type StripeFake } from '../../../test/stripe-fake.js';
import { DEMO_VIDEOS } from '../vidpitch.seed.js';
import { vidpitchPayments, vidpitchPurchases, vidpitchVideos } from '../vidpitch.table.js';

const KEYS = { secretKey: 'sk_test_vmsfake', publishableKey: 'pk_test_vmsfake', webhookSecret: 'whsec_vmsfake' };
const INTENT =
  'mutation($u: String!, $e: String!) { createPaymentIntent(uuid: $u, brokerEmail: $e) { clientSecret provider amount publishableKey } }';
const STATUS = 'query($s: String!) { getPaymentIntentStatus(clientSecret: $s) { status message error videoId } }';
type Intent = { createPaymentIntent: { clientSecret: string; provider: string; amount: number; publishableKey: string | null } };
type Status = { getPaymentIntentStatus: { status: string; message: string; error: string | null } };

let fake: StripeFake;
let t: TestApp;
let webhook: string;

beforeAll(async () => {
  fake = await startStripeFake(KEYS);
  t = await createTestApp({ ...stripeFakeEnv(fake, KEYS), RENDER_SAMPLES_ON_START: 'false' }, { work: false });
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.fastify.server.address() as { port: number };
  webhook = `http://127.0.0.1:${port}/api/payments/webhook`;
  fake.webhookUrl = webhook;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** What the browser's Stripe.js does on Pay: confirm the intent with the publishable key and the client secret. */
async function confirmInBrowser(clientSecret: string, card: string) {
  const intentId = clientSecret.split('_secret_')[0];
  const res = await fetch(`${fake.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: KEYS.publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
    }),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; error?: { message: string; code: string } } };
}

const purchases = async (videoId: string) =>
  (await t.app.services.db.select({ n: count() }).from(vidpitchPurchases).where(eq(vidpitchPurchases.videoId, videoId)))[0]!.n;
const postWebhook = (payload: string, signature: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('configuration', () => {
  it('refuses to start with PAYMENT_PROVIDER=stripe and no keys, naming each missing variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be local or stripe/);
    expect(() =>
      loadConfig({
        ...{ PAYMENT_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
        STRIPE_SECRET_KEY: 'pk_test_x',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/same mode/);
    expect(loadConfig({}).payments).toEqual({ provider: 'local', stripe: null });
  });

  it('with the local sandbox, has no webhook and lets the page load nothing of Stripe', async () => {
    const local = await createTestApp({ RENDER_SAMPLES_ON_START: 'false' }, { seed: false, work: false });
    try {
      const payload = '{"id":"evt_1","type":"payment_intent.succeeded"}';
      const res = await local.app.fastify.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, KEYS.webhookSecret) },
        payload,
      });
      expect(res.statusCode).toBe(404);
      const page = await local.app.fastify.inject({ method: 'GET', url: '/healthz' });
      expect(String(page.headers['content-security-policy'])).not.toContain('stripe.com');
    } finally {
      await local.close();
    }
  });

  it('lets the page load Stripe.js and reach the configured API host, and nothing of Stripe with the sandbox', async () => {
    const res = await t.app.fastify.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toContain(`https://api.stripe.com ${fake.url}`);
  });
});

describe('the intent', () => {
  it('is created at Stripe with the server’s amount and currency, and the publishable key for the Payment Element', async () => {
    const r = await t.gql<Intent>(INTENT, { u: DEMO_VIDEOS.draft, e: 'broker@vms.test' });
    expect(r.errors).toBeUndefined();
    const created = r.data!.createPaymentIntent;
    expect(created).toMatchObject({ provider: 'stripe', amount: 4900, publishableKey: KEYS.publishableKey });
    const intent = fake.intents.get(created.clientSecret.split('_secret_')[0]!)!;
    expect(intent).toMatchObject({
      amount: 4900,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { videoId: DEMO_VIDEOS.draft },
      client_secret: created.clientSecret,
    });
    const [row] = await t.app.services.db.select().from(vidpitchPayments).where(eq(vidpitchPayments.intentId, intent.id));
    expect(row).toMatchObject({ provider: 'stripe', amount: 4900, currency: 'usd', status: 'requires_payment_method' });
    // the provider's secret is never stored, only its hash
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);
  });

  it('is the same intent when asked again (idempotency key per video and broker, replayed by Stripe)', async () => {
    const before = fake.intents.size;
    const a = await t.gql<Intent>(INTENT, { u: DEMO_VIDEOS.draft, e: 'broker@vms.test' });
    const b = await t.gql<Intent>(INTENT, { u: DEMO_VIDEOS.draft, e: 'broker@vms.test' });
    expect(b.data!.createPaymentIntent.clientSecret).toBe(a.data!.createPaymentIntent.clientSecret);
    expect(fake.intents.size).toBe(before);
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.at(-1)).toMatchObject({ replayed: true, idempotencyKey: expect.stringContaining(DEMO_VIDEOS.draft) });
    const rows = await t.app.services.db
      .select({ n: count() })
      .from(vidpitchPayments)
      .where(eq(vidpitchPayments.videoId, DEMO_VIDEOS.draft));
    expect(rows[0]!.n).toBe(1);
  });

  it('the fake refuses a reused idempotency key with other parameters, as Stripe does', async () => {
    const sdk = new Stripe(KEYS.secretKey, { host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    await sdk.paymentIntents.create({ amount: 4900, currency: 'usd' }, { idempotencyKey: 'k-1' });
    await expect(sdk.paymentIntents.create({ amount: 100, currency: 'usd' }, { idempotencyKey: 'k-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
    await expect(
      new Stripe('sk_test_wrong', { host: fake.host, port: fake.port, protocol: 'http' }).paymentIntents.create({
        amount: 4900,
        currency: 'usd',
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('Stripe unreachable', () => {
  it('the page gets the spec’s unexpected-error text and no intent row is left behind', async () => {
    const down = await createTestApp(
      { ...stripeFakeEnv({ host: '127.0.0.1', port: 9 }, KEYS), RENDER_SAMPLES_ON_START: 'false' },
      { work: false },
    );
    try {
      const r = await down.gql(INTENT, { u: DEMO_VIDEOS.draft, e: 'broker@vms.test' });
      expect(r.errors?.[0]?.message).toBe('An unexpected error occurred.');
      const rows = await down.app.services.db
        .select({ n: count() })
        .from(vidpitchPayments)
        .where(eq(vidpitchPayments.videoId, DEMO_VIDEOS.draft));
      expect(rows[0]!.n).toBe(0);
    } finally {
      await down.close();
    }
  }, 120_000);
});

describe('the webhook', () => {
  let secret = '';
  beforeAll(async () => {
    secret = (await t.gql<Intent>(INTENT, { u: DEMO_VIDEOS.draft, e: 'broker@vms.test' })).data!.createPaymentIntent.clientSecret;
  });

  it('a declined card records no purchase; the page shows the spec’s text and Stripe’s message', async () => {
    const declined = await confirmInBrowser(secret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    await fake.settled();
    expect(fake.deliveries.at(-1)).toMatchObject({ status: 200 });
    expect(await purchases(DEMO_VIDEOS.draft)).toBe(0);
    const s = await t.gql<Status>(STATUS, { s: secret });
    expect(s.data!.getPaymentIntentStatus).toMatchObject({
      status: 'requires_payment_method',
      message: 'Your payment was not successful, please try again.',
      error: 'Your card was declined.',
    });
    const [row] = await t.app.services.db
      .select()
      .from(vidpitchPayments)
      .where(eq(vidpitchPayments.intentId, secret.split('_secret_')[0]!));
    expect(row).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
  });

  it('refuses a bad signature and an old timestamp with 400, and records nothing', async () => {
    const event = fake.events.at(-1)!;
    const succeeded = JSON.stringify({
      ...event,
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { ...event.data.object, status: 'succeeded' } },
    });
    const forged = await postWebhook(succeeded, stripeSignature(succeeded, 'whsec_not_ours'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Webhook signature verification failed.' });
    const old = await postWebhook(succeeded, stripeSignature(succeeded, KEYS.webhookSecret, Math.floor(Date.now() / 1000) - 301));
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: succeeded,
    });
    expect(unsigned.statusCode).toBe(400);
    // the signature covers the exact bytes: the same event re-serialised is refused
    const reformatted = JSON.stringify(JSON.parse(succeeded));
    expect((await postWebhook(`${reformatted} `, stripeSignature(reformatted, KEYS.webhookSecret))).statusCode).toBe(400);
    expect(await purchases(DEMO_VIDEOS.draft)).toBe(0);
    // an old delivery of a real event is refused too
    expect(await fake.redeliver(event.id, Math.floor(Date.now() / 1000) - 600)).toBe(400);
  });

  it('the result page does not take the redirect’s word: processing until the verified webhook records the purchase', async () => {
    fake.holdWebhooks();
    const ok = await confirmInBrowser(secret, '4242 4242 4242 4242');
    expect(ok.body.status).toBe('succeeded');
    const waiting = await t.gql<Status>(STATUS, { s: secret });
    expect(waiting.data!.getPaymentIntentStatus).toMatchObject({
      status: 'processing',
      message: 'Your payment is processing. Once confirmed will send you receipt on mail.',
    });
    expect(await purchases(DEMO_VIDEOS.draft)).toBe(0);
    await fake.release();
    expect(fake.deliveries.at(-1)).toMatchObject({ status: 200 });
    expect(await purchases(DEMO_VIDEOS.draft)).toBe(1);
    const done = await t.gql<Status>(STATUS, { s: secret });
    expect(done.data!.getPaymentIntentStatus).toMatchObject({ status: 'succeeded', message: 'Order Successfully Placed!!' });
    const [video] = await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, DEMO_VIDEOS.draft));
    expect(video!.purchasedAt).not.toBeNull();
  });

  it('a replayed event records one purchase', async () => {
    const succeeded = fake.events.filter((e) => e.type === 'payment_intent.succeeded').at(-1)!;
    expect(await fake.redeliver(succeeded.id)).toBe(200);
    expect(await fake.redeliver(succeeded.id)).toBe(200);
    expect(await purchases(DEMO_VIDEOS.draft)).toBe(1);
    // a late failure event for an intent that succeeded changes nothing either
    const failed = fake.events.find((e) => e.type === 'payment_intent.payment_failed')!;
    const late = JSON.stringify({ ...failed, id: 'evt_late_failure' });
    expect((await postWebhook(late, stripeSignature(late, KEYS.webhookSecret))).json()).toEqual({ received: true, outcome: 'ignored' });
    const [row] = await t.app.services.db.select().from(vidpitchPayments).where(eq(vidpitchPayments.intentId, succeeded.data.object.id));
    expect(row!.status).toBe('succeeded');
    const again = await t.gql(INTENT, { u: DEMO_VIDEOS.draft, e: 'broker@vms.test' });
    expect(again.errors?.[0]?.message).toBe('This video is already purchased.');
  });

  it('the sandbox’s test-card confirmation is off with Stripe', async () => {
    const r = await t.gql(
      'mutation { confirmTestPayment(clientSecret: "pi_x_secret_y", card: { number: "4242424242424242", expiry: "12/34", cvc: "123" }, billing: { name: "A", address: { line1: "1 A St", city: "B", postal_code: "12345" } }) { status } }',
    );
    expect(r.errors?.[0]?.message).toBe('Test payments are off.');
  });
});
