// The `stripe` adapter of the PaymentProvider port (DECISIONS.md part B; docs/adr/0021-vidpitch.md "Stripe"): the
// official `stripe` SDK creates the PaymentIntent (amount and currency from the server, an idempotency key per video
// and broker) and reads it back; webhooks are verified with the endpoint's signing secret on the exact raw body
// (`Stripe-Signature`, 5 minutes' tolerance). STRIPE_API_HOST/PORT/PROTOCOL point the SDK at a local fake in tests.
import Stripe from 'stripe';
import { WebhookRefused, type IntentStatus, type PaymentEvent, type PaymentProvider, type ProviderIntent } from './payments.port.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host than api.stripe.com (the local fake); null in production. */
  api: { host: string; port?: number; protocol: 'http' | 'https' } | null;
}

/** Seconds a webhook's signed timestamp may be old (Stripe's own default): older deliveries are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const asIntent = (pi: Stripe.PaymentIntent): ProviderIntent => ({
  intentId: pi.id,
  status: pi.status as IntentStatus,
  amount: pi.amount,
  currency: pi.currency,
  lastError: pi.last_payment_error?.message ?? null,
  metadata: { ...pi.metadata },
});

export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          description: 'VidPitch video',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!pi.client_secret) throw new Error(`Stripe returned intent ${pi.id} without a client secret`);
      return { intentId: pi.id, clientSecret: pi.client_secret, status: pi.status as IntentStatus };
    },
    async retrieveIntent(intentId) {
      return asIntent(await stripe.paymentIntents.retrieve(intentId));
    },
    verifyEvent(rawBody, signature) {
      if (!signature) throw new WebhookRefused('No Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        throw new WebhookRefused((err as Error).message);
      }
      const object = event.data.object as { object?: string };
      const intent = object.object === 'payment_intent' ? asIntent(object as Stripe.PaymentIntent) : null;
      return { eventId: event.id, type: event.type, intent } satisfies PaymentEvent;
    },
  };
}
