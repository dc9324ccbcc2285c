// The PaymentProvider port (DECISIONS.md part B "Payments"): one interface, the `local` sandbox adapter by default.
// The amount is always the server's; a purchase is recorded only from the provider's confirmation.

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** A new intent for `amount` cents; the same idempotency key returns the same intent. */
  createIntent(input: { amount: number; currency: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<CreatedIntent>;
}

/** The intent id inside a client secret (`<intentId>_secret_<random>`, as Stripe shapes them). */
export const intentIdOf = (clientSecret: string) => /^(pi_[A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1] ?? null;
