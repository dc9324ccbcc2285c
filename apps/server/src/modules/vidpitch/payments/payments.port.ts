// The PaymentProvider port (DECISIONS.md part B "Payments"): one interface, the `local` sandbox adapter by default and
// the `stripe` adapter with PAYMENT_PROVIDER=stripe. The amount is always the server's; a purchase is recorded only from
// the provider's confirmation (the sandbox's own confirmation, or Stripe's verified webhook).

/** A PaymentIntent's state, as Stripe names them (the sandbox uses four of them). */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'requires_capture' | 'processing' | 'succeeded' | 'canceled';

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
  status: IntentStatus;
}

/** The provider's own record of an intent (read to show the result page; never what records a purchase). */
export interface ProviderIntent {
  intentId: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  lastError: string | null;
  metadata: Record<string, string>;
}

/** A verified notification from the provider about one intent. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  /** The intent the event is about; null for events about other objects (acknowledged, nothing done). */
  intent: ProviderIntent | null;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  /** A new intent for `amount` cents; the same idempotency key returns the same intent. */
  createIntent(input: {
    amount: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<CreatedIntent>;
  /** The provider's current record of an intent; null where the provider keeps none apart from VMS's own row. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
  /**
   * A webhook request's event, verified against the signing secret on the exact raw body; throws
   * `WebhookRefused` for a missing or bad signature or a timestamp outside the tolerance.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class WebhookRefused extends Error {}

/** The intent id inside a client secret (`<intentId>_secret_<random>`, as Stripe shapes them). */
export const intentIdOf = (clientSecret: string) => /^(pi_[A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1] ?? null;
