// Demo VidPitch videos (DECISIONS.md part B "Demo data"): broker@vms.test owns 13 videos of listings they lead (most
// 'Email Sent', one purchased, one rendering), and the fixed public uuids of the e-mailed links. The vidpitch.draft job
// asks for their renders after start, and each render's end makes its watermarked draft (the rows read 'rendering'
// until done); the video standing for a render in progress is not queued, so it stays inprogress until the admin
// renders it again.
import { asc, eq } from 'drizzle-orm';
import { ROLES, VIDEO_PRICE_CENTS } from '@vms/shared';
import type { Tx } from '../../db/client.js';
import { assetBrokers, assets, brokers, users } from '../core/index.js';
import { vidpitchPayments, vidpitchPurchases, vidpitchVideos } from './vidpitch.table.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const DEMO_VIDEOS = {
  draft: id(1),
  purchased: id(2),
  rendering: id(3),
  unregistered: id(4),
  expired: id(5),
} as const;
/** More of broker@vms.test's videos, so the listing has two pages. */
const MORE = Array.from({ length: 10 }, (_, i) => id(10 + i));
const EXPIRED_TOKEN_HASH = '0'.repeat(64);

/** Seeds the demo videos; returns the ids whose draft job should run after the seed commits. */
export async function seedVidpitch(tx: Tx): Promise<string[]> {
  const [account] = await tx.select().from(users).where(eq(users.email, 'broker@vms.test'));
  if (!account || account.role !== ROLES.BROKER) return [];
  const listings = await tx.select().from(assets).orderBy(asc(assets.assetCrexiId)).limit(16);
  if (listings.length < 16) return [];
  const [me] = await tx
    .insert(brokers)
    .values({
      externalId: 'vidpitch-demo-broker',
      firstName: account.firstName ?? 'Brooke',
      lastName: account.lastName ?? 'Broker',
      company: 'Harbor Point Realty',
      email: account.email,
      phone: ['805-555-0142'],
      city: 'Oxnard, CA',
    })
    .returning();
  const day = 86_400_000;
  const base = Date.UTC(2026, 10, 2, 15, 0, 0);
  const mine = [DEMO_VIDEOS.draft, DEMO_VIDEOS.purchased, DEMO_VIDEOS.rendering, ...MORE];
  const rows: (typeof vidpitchVideos.$inferInsert)[] = [];
  for (const [i, videoId] of mine.entries()) {
    const asset = listings[i]!;
    // broker@vms.test leads these listings (before the feed's brokers)
    await tx.insert(assetBrokers).values({ assetId: asset.id, brokerId: me!.id, position: -1, addedInVms: true }).onConflictDoNothing();
    const at = new Date(base + i * day);
    rows.push({
      id: videoId,
      assetId: asset.id,
      brokerId: me!.id,
      brokerEmail: account.email,
      brokerUserId: account.id,
      emailSentAt: at,
      createdAt: at,
      modifiedAt: at,
    });
  }
  for (const [k, videoId] of [DEMO_VIDEOS.unregistered, DEMO_VIDEOS.expired].entries()) {
    const asset = listings[13 + k]!;
    const [lead] = await tx
      .select({ id: brokers.id, email: brokers.email })
      .from(assetBrokers)
      .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
      .where(eq(assetBrokers.assetId, asset.id))
      .orderBy(asc(assetBrokers.position))
      .limit(1);
    const email = (lead?.email ?? `listing.broker${k}@example.com`).toLowerCase();
    const at = new Date(base + (13 + k) * day);
    rows.push({
      id: videoId,
      assetId: asset.id,
      brokerId: lead?.id ?? null,
      brokerEmail: email,
      createdAt: at,
      modifiedAt: at,
      // the expired link: e-mailed long ago, its 7 days are over
      ...(videoId === DEMO_VIDEOS.expired
        ? { emailSentAt: at, registrationTokenHash: EXPIRED_TOKEN_HASH, registrationExpiresAt: new Date(base - day) }
        : {}),
    });
  }
  await tx.insert(vidpitchVideos).values(rows);
  // the purchased video: a confirmed sandbox intent and its purchase
  const [payment] = await tx
    .insert(vidpitchPayments)
    .values({
      videoId: DEMO_VIDEOS.purchased,
      provider: 'local',
      intentId: 'pi_local_demo_purchase',
      amount: VIDEO_PRICE_CENTS,
      status: 'succeeded',
      brokerEmail: account.email,
      cardLast4: '4242',
    })
    .returning();
  await tx
    .insert(vidpitchPurchases)
    .values({ videoId: DEMO_VIDEOS.purchased, paymentId: payment!.id, amount: VIDEO_PRICE_CENTS, purchasedBy: account.id });
  await tx
    .update(vidpitchVideos)
    .set({ purchasedAt: new Date(base + 3 * day) })
    .where(eq(vidpitchVideos.id, DEMO_VIDEOS.purchased));
  // the fixed links first, so a fresh start has them soonest
  return [DEMO_VIDEOS.draft, DEMO_VIDEOS.purchased, DEMO_VIDEOS.unregistered, DEMO_VIDEOS.expired, ...MORE];
}
