// A local, stateful fake of the Stripe API endpoints VMS uses (docs/adr/0021-vidpitch.md "How the Stripe fake is
// made"), for the server tests and the e2e spec. Shapes follow Stripe's documented API (v1, form-encoded requests,
// JSON answers and errors `{ error: { type, code, message } }`):
//   POST /v1/payment_intents                 create (secret key); `Idempotency-Key` honoured: the same key and body
//                                            replay the first answer (`Idempotent-Replayed: true`), the same key with
//                                            other parameters is refused (400 idempotency_error)
//   GET  /v1/payment_intents/:id             retrieve (secret key, or publishable key + client_secret as Stripe.js)
//   POST /v1/payment_intents/:id/confirm     confirm (publishable key + client_secret as Stripe.js, or secret key) with
//                                            Stripe's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined,
//                                            4000 0000 0000 9995 has insufficient funds (or pm_card_visa,
//                                            pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds)
// Each state change makes an event (payment_intent.succeeded / payment_intent.payment_failed) delivered to the
// webhook URL, signed as Stripe signs (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">`). CORS is open so
// the browser's fake Stripe.js can call it.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded';
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: FakeIntent };
}

const CARDS: Record<string, { ok: true } | { ok: false; decline_code: string; message: string }> = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
};

/** Stripe's webhook signature header for `payload`, as Stripe computes it (and as tests forge bad ones). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeFakeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where events are POSTed; may be set after start (the app's port is known later). */
  webhookUrl?: string;
}

export async function startStripeFake(options: StripeFakeOptions) {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, { body: string; status: number; answer: unknown }>();
  const events: FakeEvent[] = [];
  const deliveries: { eventId: string; status: number }[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null; replayed: boolean }[] = [];
  const held: FakeEvent[] = [];
  const inFlight = new Set<Promise<void>>();
  const state = { webhookUrl: options.webhookUrl ?? null, holdWebhooks: false };

  async function deliver(event: FakeEvent, timestamp?: number): Promise<number> {
    if (!state.webhookUrl) return 0;
    const payload = JSON.stringify(event, null, 2);
    const res = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, options.webhookSecret, timestamp),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    await res.arrayBuffer();
    deliveries.push({ eventId: event.id, status: res.status });
    return res.status;
  }

  function emit(type: string, intent: FakeIntent, idempotencyKey: string | null) {
    const event: FakeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: id('req'), idempotency_key: idempotencyKey },
      data: { object: structuredClone(intent) },
    };
    events.push(event);
    if (state.holdWebhooks) return void held.push(event);
    const p = deliver(event)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    answer: { error: { type, message, ...extra } },
  });

  /** Who is calling: the secret key (server), or the publishable key with the intent's client secret (Stripe.js). */
  function caller(req: IncomingMessage, form: URLSearchParams): 'secret' | 'publishable' | null {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? form.get('key');
    if (bearer === options.secretKey) return 'secret';
    if (bearer === options.publishableKey) return 'publishable';
    return null;
  }

  function create(form: URLSearchParams): { status: number; answer: unknown } {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency');
    if (!Number.isInteger(amount) || amount < 50)
      return error(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    if (!currency)
      return error(400, 'invalid_request_error', 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const intentId = id('pi');
    const intent: FakeIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      automatic_payment_methods: form.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
      capture_method: 'automatic_async',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency: currency.toLowerCase(),
      description: form.get('description'),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    };
    intents.set(intentId, intent);
    return { status: 200, answer: intent };
  }

  function confirm(intent: FakeIntent, form: URLSearchParams, idempotencyKey: string | null): { status: number; answer: unknown } {
    if (intent.status === 'succeeded') {
      return error(400, 'invalid_request_error', 'This PaymentIntent has already succeeded and cannot be confirmed again.', {
        code: 'payment_intent_unexpected_state',
        payment_intent: intent,
      });
    }
    const pm = form.get('payment_method');
    const number = (pm ? TEST_PAYMENT_METHODS[pm] : form.get('payment_method_data[card][number]'))?.replace(/\s/g, '');
    const card = number ? CARDS[number] : undefined;
    if (!card) return error(402, 'card_error', 'Your card number is invalid.', { code: 'invalid_number', param: 'number' });
    intent.payment_method = id('pm');
    if (card.ok) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: id('ch'), last_payment_error: null });
      emit('payment_intent.succeeded', intent, idempotencyKey);
      return { status: 200, answer: intent };
    }
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: card.decline_code, message: card.message };
    intent.status = 'requires_payment_method';
    emit('payment_intent.payment_failed', intent, idempotencyKey);
    return error(402, 'card_error', card.message, { code: 'card_declined', decline_code: card.decline_code, payment_intent: intent });
  }

  function route(
    req: IncomingMessage,
    path: string,
    form: URLSearchParams,
    body: string,
  ): { status: number; answer: unknown; replayed?: boolean } {
    const who = caller(req, form);
    if (!who) return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    const key = req.method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    if (key) {
      const seen = idempotency.get(`${path} ${key}`);
      if (seen && seen.body !== body) {
        return error(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (seen) return { ...seen, replayed: true };
    }
    let out: { status: number; answer: unknown };
    const m = /^\/v1\/payment_intents(?:\/(pi_[A-Za-z0-9_]+))?(\/confirm)?$/.exec(path);
    const intent = m?.[1] ? intents.get(m[1]) : undefined;
    const secretOk = who === 'secret' || (intent && form.get('client_secret') === intent.client_secret);
    if (!m) out = error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
    else if (!m[1] && req.method === 'POST' && who === 'secret') out = create(form);
    else if (m[1] && !intent)
      out = error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, { code: 'resource_missing', param: 'intent' });
    else if (intent && !secretOk)
      out = error(400, 'invalid_request_error', 'The client_secret provided does not match any associated PaymentIntent on this account.');
    else if (intent && m[2] && req.method === 'POST') out = confirm(intent, form, key);
    else if (intent && !m[2] && req.method === 'GET') out = { status: 200, answer: intent };
    else out = error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
    if (key) idempotency.set(`${path} ${key}`, { body, ...out });
    return out;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'authorization, content-type, idempotency-key, stripe-version');
      res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const out = route(req, url.pathname, form, body);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
        replayed: !!out.replayed,
      });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', id('req'));
      if (out.replayed) res.setHeader('idempotent-replayed', 'true');
      res.writeHead(out.status).end(JSON.stringify(out.answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    host: '127.0.0.1',
    port,
    url: `http://127.0.0.1:${port}`,
    intents,
    events,
    deliveries,
    requests,
    set webhookUrl(url: string) {
      state.webhookUrl = url;
    },
    /** Keeps events from being delivered until `release()` (a webhook that is late). */
    holdWebhooks() {
      state.holdWebhooks = true;
    },
    async release() {
      state.holdWebhooks = false;
      for (const e of held.splice(0)) await deliver(e);
    },
    /** Delivers a stored event again, freshly signed (as Stripe retries), or with another signature timestamp. */
    redeliver: (eventId: string, timestamp?: number) =>
      deliver(
        events.find((e) => e.id === eventId)!,
        timestamp,
      ),
    /** Waits until every delivery under way has been answered. */
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** The environment of an app that takes payments through this fake (PAYMENT_PROVIDER=stripe). */
export function stripeFakeEnv(
  fake: Pick<StripeFake, 'host' | 'port'>,
  keys: Omit<StripeFakeOptions, 'webhookUrl'>,
): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}
