// The `local` sandbox adapter (DECISIONS.md part B): a stateful sandbox inside VMS. Its intents are vidpitch_payments
// rows; its own test-card form confirms them with Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000
// 0002 is declined (requires_payment_method), 4000 0000 0000 9995 is declined for insufficient funds, any other
// number is refused as invalid. Nothing is charged.
import { randomBytes } from 'node:crypto';
import { WebhookRefused, type CreatedIntent, type IntentStatus, type PaymentProvider } from './payments.port.js';

export const TEST_CARDS: Record<string, { status: IntentStatus; error: string | null }> = {
  '4242424242424242': { status: 'succeeded', error: null },
  '4000000000000002': { status: 'requires_payment_method', error: 'Your card was declined.' },
  '4000000000009995': { status: 'requires_payment_method', error: 'Your card has insufficient funds.' },
};
export const INVALID_CARD = 'Your card number is invalid.';
export const EXPIRED_CARD = "Your card's expiration year is in the past.";

/** The sandbox's answer to a card: the intent's new state and the provider's message, or a refusal (state unchanged). */
export function chargeTestCard(
  number: string,
  expiry: string,
  now = new Date(),
): { status: IntentStatus; error: string | null } | { refused: string } {
  const [mm, yy] = expiry.split('/').map((s) => Number(s.trim()));
  const end = new Date(Date.UTC(2000 + yy!, mm!, 1));
  if (end.getTime() <= now.getTime()) return { refused: EXPIRED_CARD };
  return TEST_CARDS[number] ?? { refused: INVALID_CARD };
}

export function localPaymentProvider(): PaymentProvider {
  const issued = new Map<string, CreatedIntent>();
  return {
    name: 'local',
    publishableKey: null,
    async createIntent(input) {
      const known = issued.get(input.idempotencyKey);
      if (known) return known;
      const intentId = `pi_local_${randomBytes(12).toString('hex')}`;
      const intent: CreatedIntent = {
        intentId,
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
      };
      issued.set(input.idempotencyKey, intent);
      if (issued.size > 1000) issued.delete(issued.keys().next().value!);
      return intent;
    },
    // The sandbox's intents are VMS's own vidpitch_payments rows: there is no other record to read.
    async retrieveIntent() {
      return null;
    },
    // The sandbox confirms in-process (confirmTestPayment): it sends no webhooks.
    verifyEvent() {
      throw new WebhookRefused('The local payment sandbox sends no webhooks.');
    },
  };
}
