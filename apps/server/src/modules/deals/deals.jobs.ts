// syncDealAssociations as a job: pull the deal's associations (company, contacts, line items, quotes) and properties
// from the CRM, keep them, and end with the syncDealAssociation event either way, so the waiting page stops its spinner.
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { DEALS_MESSAGES } from '@vms/shared';
import { defineJob } from '../../platform/jobs.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Services } from '../../services.js';
import { crmDeals, projects } from '../core/index.js';
import { recordDealAssociations } from '../../connectors/hubspot/index.js';
import './deals.events.js';

export async function syncDealAssociations(s: Pick<Services, 'db' | 'crm'>, dealId: string): Promise<void> {
  const [deal] = await s.db
    .select({ id: crmDeals.id, crmId: crmDeals.crmId, projectNumber: projects.number })
    .from(crmDeals)
    .leftJoin(projects, eq(projects.id, crmDeals.projectId))
    .where(eq(crmDeals.id, dealId));
  if (!deal) return;
  const base = { dealId: deal.id, projectId: deal.projectNumber ?? null };
  const outcome = deal.crmId
    ? await s.crm.pullDealAssociations({ id: deal.id, crmId: deal.crmId })
    : { ok: false as const, error: 'This deal has not reached the CRM yet.' };
  if (!outcome.ok) {
    // The person who clicked sees the error and may try again; a retry here would only repeat it.
    await emit(s.db, 'syncDealAssociation', deal.id, { ...base, status: 'FAILED', message: outcome.error, syncedAt: null });
    return;
  }
  const syncedAt = new Date();
  await s.db.transaction(async (tx) => {
    await recordDealAssociations(tx, deal.id, outcome.associations, syncedAt);
    await emit(tx, 'syncDealAssociation', deal.id, {
      ...base,
      status: 'SYNCED',
      message: DEALS_MESSAGES.synced,
      syncedAt: syncedAt.toISOString(),
    });
  });
}

export const syncDealAssociationsJob = defineJob({
  name: 'deals.sync-associations',
  payload: z.object({ dealId: z.uuid() }),
  retryLimit: 2,
  handler: ({ dealId }, services: Services) => syncDealAssociations(services, dealId),
});
