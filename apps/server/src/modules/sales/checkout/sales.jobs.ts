// Pushes a checkout's deal to the CRM. The deal is already safe in crm_deals when this runs, so a CRM outage only delays
// it: the job is retried with backoff, the last error stays on the row, and the CRM sync schedule picks up any deal
// whose retries ran out.
import { z } from 'zod';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { defineJob } from '../../../platform/jobs.js';
import type { Services } from '../../../services.js';
import { crmDeals, markDealPushed, markDealPushFailed } from '../../core/index.js';

/** Pushes one deal and records the outcome; throws on failure so the queue retries. Idempotent: a pushed deal is updated. */
export async function pushCrmDeal(s: Pick<Services, 'crm' | 'db'>, dealId: string): Promise<void> {
  const [deal] = await s.db.select().from(crmDeals).where(eq(crmDeals.id, dealId));
  // Gone with its asset: nothing left to push.
  if (!deal) return;
  const outcome = await s.crm.pushDeal({
    id: deal.id,
    crmId: deal.crmId,
    dealName: deal.dealName,
    amount: Number(deal.amount),
    quoteProperties: deal.quoteProperties,
  });
  if (!outcome.ok) {
    await markDealPushFailed(s.db, deal.id, outcome.error);
    throw new Error(`CRM deal push failed: ${outcome.error}`);
  }
  // The local adapter records its own push; HubSpot's answer is recorded here.
  if (s.crm.kind === 'http') {
    await markDealPushed(s.db, deal.id, outcome.crmId);
  }
}

/** Deals never pushed and older than the retry window: the queue gave up on them, the schedule tries again. */
async function pushStrandedDeals(s: Services): Promise<void> {
  const before = new Date(Date.now() - 3_600_000);
  const stranded = await s.db
    .select({ id: crmDeals.id })
    .from(crmDeals)
    .where(and(isNull(crmDeals.crmId), lt(crmDeals.createdAt, before)));
  let failed = 0;
  for (const d of stranded) {
    try {
      await pushCrmDeal(s, d.id);
    } catch {
      failed++;
    }
  }
  if (stranded.length) s.log.info({ pushed: stranded.length - failed, failed }, 'CRM deal sweep done');
}

export const crmDealPushJob = defineJob({
  name: 'sales.crm-deal-push',
  // Without a deal id it is the scheduled sweep.
  payload: z.object({ dealId: z.uuid().optional() }),
  retryLimit: 8,
  schedule: (config) => config.crm.syncCron || undefined,
  handler: async ({ dealId }, services: Services) => {
    if (dealId) await pushCrmDeal(services, dealId);
    else await pushStrandedDeals(services);
  },
});
