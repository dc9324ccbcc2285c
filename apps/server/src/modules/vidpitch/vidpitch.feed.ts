// Drafts made when a listing enters the feed (issue 13 "Where draft videos come from"): the importer queues one
// `vidpitch.feedDraft` job per new listing; the job makes the lead broker's draft video once per listing (a second
// run, a replayed job or a listing that already has a video makes nothing), after waiting a while for the gallery job
// so the draft shows the listing's own photos. The draft job then asks for its render; its end makes the draft and
// sends the e-mail (vidpitchRenderEnded).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Jobs } from '../../platform/jobs.js';
import { defineJob } from '../../platform/jobs.js';
import { assets, users } from '../core/index.js';
import { galleryPending } from '../sales/index.js';
import { draftJob, listingChanged, listingOf } from './vidpitch.draft.js';
import { vidpitchVideos } from './vidpitch.table.js';

type Deps = Pick<Services, 'db' | 'jobs' | 'storage' | 'live' | 'config' | 'log'>;
const GALLERY_WAIT_MS = 120_000;
const POLL_MS = 1000;

/** The job key of a listing's feed draft: a uuid derived from the asset id, so a listing queues one job at a time. */
export function feedDraftJobId(assetId: string): string {
  const h = createHash('sha256').update(`vidpitch-feed-draft:${assetId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Queues the drafts of listings that entered the feed (the importer calls it with ImportSummary.createdAssetIds). */
export async function queueFeedDrafts(jobs: Pick<Jobs, 'send'>, assetIds: readonly string[]): Promise<number> {
  let queued = 0;
  for (const assetId of assetIds) if (await jobs.send(feedDraftJob, { assetId }, { id: feedDraftJobId(assetId) })) queued++;
  return queued;
}

/** Waits (bounded) until the listing's gallery job has run, so the draft is made from the listing's photos. */
async function galleryReady(deps: Pick<Services, 'db'>, assetId: string, waitMs: number) {
  const until = Date.now() + waitMs;
  while ((await galleryPending(deps.db, assetId)) && Date.now() <= until) await new Promise((r) => setTimeout(r, POLL_MS));
}

export type FeedDraftOutcome = 'created' | 'exists' | 'no-broker' | 'no-listing';

/**
 * The listing's feed draft: made once. The check and the insert run under a lock per listing, so two runs at once
 * make one video; a video already there (made by an earlier run, or by the admin) only has its draft job re-queued
 * (keyed, so nothing doubles), which also covers a crash between the insert and the queueing.
 */
export async function makeFeedDraft(deps: Deps, assetId: string, galleryWaitMs = GALLERY_WAIT_MS): Promise<FeedDraftOutcome> {
  const [asset] = await deps.db.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
  if (!asset) return 'no-listing';
  const { broker } = await listingOf(deps.db, assetId);
  if (!broker?.email) {
    deps.log.info({ assetId }, 'vidpitch feed draft: the listing has no lead broker with an e-mail address; none made');
    return 'no-broker';
  }
  await galleryReady(deps, assetId, galleryWaitMs);
  const email = broker.email.trim().toLowerCase();
  const result = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vidpitch-feed-draft:${assetId}`}))`);
    const [existing] = await tx.select().from(vidpitchVideos).where(eq(vidpitchVideos.assetId, assetId)).limit(1);
    if (existing) return { video: existing, created: false };
    const [account] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    const [video] = await tx
      .insert(vidpitchVideos)
      .values({ assetId, brokerId: broker.id, brokerEmail: email, brokerUserId: account?.role === ROLES.BROKER ? account.id : null })
      .returning();
    await listingChanged(tx, video!);
    return { video: video!, created: true };
  });
  if (!result.video.renderId) await deps.jobs.send(draftJob, { videoId: result.video.id }, { id: result.video.id });
  return result.created ? 'created' : 'exists';
}

export const feedDraftJob = defineJob({
  name: 'vidpitch.feedDraft',
  payload: z.object({ assetId: z.uuid() }),
  retryLimit: 3,
  expireInSeconds: 600,
  handler: async (data, s: Services) => {
    await makeFeedDraft(s, data.assetId);
  },
});
