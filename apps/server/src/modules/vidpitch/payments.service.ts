// VidPitch's $49 purchase (part B §4 "Purchase", "Payment intent outcomes"; DECISIONS.md part B "Payments";
// docs/adr/0021-vidpitch.md): the intent (amount set here), the sandbox's test-card confirmation, the provider's
// verified events, and the result page's read. A purchase is recorded from the provider's confirmation only, exactly
// once: never from the browser's redirect.
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  confirmPaymentSchema,
  createPaymentIntentSchema,
  paymentOutcomeText,
  VIDEO_PRICE_CENTS,
  VIDPITCH_MESSAGES as M,
} from '@vms/shared';
import type { Services } from '../../services.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badInput, forbidden, notFound } from '../../platform/errors.js';
import { hashToken, listingChanged } from './vidpitch.draft.js';
import { videoByUuid } from './vidpitch.service.js';
import { vidpitchPaymentEvents, vidpitchPayments, vidpitchPurchases, vidpitchVideos } from './vidpitch.table.js';
import { chargeTestCard } from './payments.local.js';
import { intentIdOf, type PaymentEvent, type PaymentProvider } from './payments.port.js';
import { paymentProviderFor } from './payments.provider.js';
import { requestCuts } from '../render/index.js';

type Deps = Pick<Services, 'db' | 'live' | 'config' | 'log' | 'jobs'>;
const CURRENCY = 'usd';

/**
 * createPaymentIntent(uuid, brokerEmail): the $49 intent for a registered broker's video. The idempotency key is one
 * per video and broker account, so a reload or a double click gets the same intent back (and a declined card is
 * retried on it); only once an intent was canceled does the next one get a new key.
 */
export async function createPaymentIntent(deps: Deps, input: z.infer<typeof createPaymentIntentSchema>) {
  const video = await videoByUuid(deps.db, input.uuid);
  if (video.purchasedAt) throw badInput(M.alreadyPurchased);
  if (!video.brokerUserId) throw badInput(M.registerFirst);
  if (input.brokerEmail.toLowerCase() !== video.brokerEmail) throw forbidden('This video was sent to another broker.');
  const provider = paymentProviderFor(deps.config);
  const [canceled] = await deps.db
    .select({ n: count() })
    .from(vidpitchPayments)
    .where(and(eq(vidpitchPayments.videoId, video.id), eq(vidpitchPayments.status, 'canceled')));
  let intent;
  try {
    intent = await provider.createIntent({
      amount: VIDEO_PRICE_CENTS,
      currency: CURRENCY,
      idempotencyKey: `vidpitch-${video.id}-${video.brokerUserId}-${canceled?.n ?? 0}`,
      metadata: { videoId: video.id, brokerUserId: video.brokerUserId },
    });
  } catch (err) {
    deps.log.error({ err, videoId: video.id }, 'payment provider refused to create the intent');
    throw new AppError('BAD_GATEWAY', M.unexpected);
  }
  await deps.db
    .insert(vidpitchPayments)
    .values({
      videoId: video.id,
      provider: provider.name,
      intentId: intent.intentId,
      secretHash: hashToken(intent.clientSecret),
      amount: VIDEO_PRICE_CENTS,
      currency: CURRENCY,
      status: intent.status,
      brokerEmail: video.brokerEmail,
    })
    .onConflictDoNothing();
  return { clientSecret: intent.clientSecret, provider: provider.name, amount: VIDEO_PRICE_CENTS, publishableKey: provider.publishableKey };
}

async function paymentBySecret(db: Db | Tx, clientSecret: string) {
  const intentId = intentIdOf(clientSecret);
  if (!intentId) throw notFound(M.unexpected);
  const [p] = await db.select().from(vidpitchPayments).where(eq(vidpitchPayments.intentId, intentId));
  if (!p || p.secretHash !== hashToken(clientSecret)) throw notFound(M.unexpected);
  return p;
}

/**
 * The local sandbox's confirmation of its test-card form: the card decides the intent's state; a succeeded intent
 * records the purchase in the same transaction, once (a second confirmation finds the intent succeeded).
 */
export async function confirmTestPayment(deps: Deps, input: z.infer<typeof confirmPaymentSchema>) {
  if (paymentProviderFor(deps.config).name !== 'local') throw forbidden('Test payments are off.');
  const result = await deps.db.transaction(async (tx) => {
    const p = await paymentBySecret(tx, input.clientSecret);
    const [locked] = await tx.select().from(vidpitchPayments).where(eq(vidpitchPayments.id, p.id)).for('update');
    if (locked!.status === 'succeeded') return { status: 'succeeded', error: null as string | null, payment: locked! };
    const [video] = await tx.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, locked!.videoId)).for('update');
    if (video!.purchasedAt) throw badInput(M.alreadyPurchased);
    const charge = chargeTestCard(input.card.number, input.card.expiry);
    if ('refused' in charge) throw badInput(charge.refused, 'card');
    const [updated] = await tx
      .update(vidpitchPayments)
      .set({
        status: charge.status,
        lastError: charge.error,
        billing: input.billing,
        cardLast4: input.card.number.slice(-4),
        updatedAt: new Date(),
      })
      .where(eq(vidpitchPayments.id, locked!.id))
      .returning();
    if (charge.status === 'succeeded') await recordPurchase(tx, updated!);
    return { status: charge.status, error: charge.error, payment: updated! };
  });
  const [video] = await deps.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, result.payment.videoId));
  if (result.status === 'succeeded') await cutsOfPurchase(deps, video!);
  return { status: result.status, message: paymentOutcomeText(result.status), error: result.error, videoId: result.payment.videoId };
}

/** Records the purchase of a confirmed intent exactly once (the unique video and payment keys). */
export async function recordPurchase(tx: Tx, payment: { id: string; videoId: string; amount: number }) {
  if (payment.amount !== VIDEO_PRICE_CENTS) throw new Error(`payment ${payment.id}: amount ${payment.amount} is not the price`);
  const [video] = await tx.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, payment.videoId)).for('update');
  const inserted = await tx
    .insert(vidpitchPurchases)
    .values({ videoId: payment.videoId, paymentId: payment.id, amount: payment.amount, purchasedBy: video?.brokerUserId ?? null })
    .onConflictDoNothing()
    .returning();
  if (inserted.length) {
    await tx.update(vidpitchVideos).set({ purchasedAt: new Date() }).where(eq(vidpitchVideos.id, payment.videoId));
    if (video) await listingChanged(tx, video);
  }
  return inserted.length > 0;
}

/**
 * A bought video's social and MLS cuts (issue #12): its render's missing variants are queued once the purchase is
 * recorded. A failure to queue them is logged, never the purchase's: the delivery download does not need them.
 */
async function cutsOfPurchase(deps: Deps, video: { id: string; renderId: string | null }) {
  if (!video.renderId) return;
  await requestCuts(deps, video.renderId).catch((err: unknown) =>
    deps.log.error({ err, videoId: video.id }, 'could not queue the bought video cuts'),
  );
}

export type EventOutcome = 'duplicate' | 'ignored' | 'unknown-intent' | 'amount-mismatch' | 'updated' | 'purchased';

/**
 * A verified provider event (Stripe's webhook): the intent's new state, and the purchase when it succeeded. The event
 * id is stored in the same transaction, so a delivery seen before changes nothing; a succeeded intent never goes back.
 */
export async function applyPaymentEvent(deps: Deps, provider: PaymentProvider, event: PaymentEvent): Promise<EventOutcome> {
  const intent = event.intent;
  if (!intent || !event.type.startsWith('payment_intent.')) return 'ignored';
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(vidpitchPaymentEvents)
      .values({ eventId: event.eventId, provider: provider.name, type: event.type, intentId: intent.intentId })
      .onConflictDoNothing()
      .returning();
    if (!fresh.length) return { outcome: 'duplicate' as const };
    const [p] = await tx
      .select()
      .from(vidpitchPayments)
      .where(and(eq(vidpitchPayments.provider, provider.name), eq(vidpitchPayments.intentId, intent.intentId)))
      .for('update');
    if (!p) return { outcome: 'unknown-intent' as const };
    if (p.status === 'succeeded') return { outcome: 'ignored' as const };
    if (intent.amount !== p.amount || intent.currency !== p.currency) return { outcome: 'amount-mismatch' as const, payment: p };
    const [updated] = await tx
      .update(vidpitchPayments)
      .set({ status: intent.status, lastError: intent.status === 'succeeded' ? null : intent.lastError, updatedAt: new Date() })
      .where(eq(vidpitchPayments.id, p.id))
      .returning();
    if (intent.status !== 'succeeded') return { outcome: 'updated' as const, payment: updated! };
    const purchased = await recordPurchase(tx, updated!);
    return { outcome: purchased ? ('purchased' as const) : ('updated' as const), payment: updated! };
  });
  if (result.outcome === 'unknown-intent')
    deps.log.warn({ eventId: event.eventId, intentId: intent.intentId }, 'payment event for an intent VMS did not create');
  if (result.outcome === 'amount-mismatch')
    deps.log.error({ eventId: event.eventId, intent }, 'payment event amount differs from the intent VMS created; nothing recorded');
  if (result.outcome === 'purchased') {
    const [video] = await deps.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, result.payment.videoId));
    if (video) await cutsOfPurchase(deps, video);
  }
  return result.outcome;
}

/**
 * The payment-success page's read: the intent's state as VMS recorded it from the provider, never from the redirect.
 * While the provider already reports success but its verified webhook has not arrived, the purchase is not recorded
 * yet: the page shows the 'processing' outcome and asks again.
 */
export async function getPaymentIntentStatus(deps: Deps, raw: { clientSecret: string }) {
  const p = await paymentBySecret(deps.db, String(raw.clientSecret ?? '').slice(0, 300));
  let status = p.status;
  let error = p.lastError;
  const provider = paymentProviderFor(deps.config);
  if (status !== 'succeeded' && provider.name === p.provider) {
    const live = await provider.retrieveIntent(p.intentId).catch((err: unknown) => {
      deps.log.warn({ err, intentId: p.intentId }, 'payment provider unreachable; showing the recorded state');
      return null;
    });
    if (live) {
      status = live.status === 'succeeded' ? 'processing' : live.status;
      error = live.status === 'requires_payment_method' ? live.lastError : null;
    }
  }
  return { status, message: paymentOutcomeText(status), error, videoId: p.videoId };
}
