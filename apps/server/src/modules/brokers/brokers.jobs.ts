// Pushes the brokers VMS changed to the CRM, on a schedule (CRM_SYNC_CRON), and records each outcome on the broker:
// a failure stays visible in 'HS Non Sync' with its error and is tried again on the next run.
import { z } from 'zod';
import { defineJob } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { markBrokerSyncFailed, markBrokersSynced } from '../core/index.js';
import { recordCrmContacts } from '../../connectors/hubspot/index.js';
import { outOfSyncBatches } from './brokers.service.js';

export async function pushOutOfSyncBrokers(s: Services): Promise<{ pushed: number; failed: number }> {
  let pushed = 0;
  let failed = 0;
  for await (const batch of outOfSyncBatches(s.db, null, 100)) {
    const contacts = batch.map((b) => ({
      brokerId: b.id,
      firstName: b.firstName,
      lastName: b.lastName,
      company: b.company,
      email: b.email,
      phone: b.phone,
    }));
    const outcomes = await s.crm.pushContacts(contacts);
    const ok = outcomes.filter((o) => o.ok);
    await s.db.transaction(async (tx) => {
      if (s.crm.kind === 'http' && ok.length) {
        // The record of what the CRM now holds (the local adapter keeps these rows itself).
        const byId = new Map(contacts.map((c) => [c.brokerId, c]));
        await recordCrmContacts(
          tx,
          ok.map((o) => ({ ...byId.get(o.brokerId)!, crmId: o.crmId, pushedAt: new Date() })),
        );
      }
      await markBrokersSynced(
        tx,
        ok.map((o) => o.brokerId),
      );
      for (const o of outcomes) if (!o.ok) await markBrokerSyncFailed(tx, o.brokerId, o.error);
    });
    pushed += ok.length;
    failed += outcomes.length - ok.length;
    // A batch whose every push failed would come back unchanged: stop and let the next run try again.
    if (!ok.length) break;
  }
  if (failed) s.log.warn({ pushed, failed }, 'CRM sync: some brokers were not pushed');
  else s.log.info({ pushed }, 'CRM sync done');
  return { pushed, failed };
}

export const crmSyncJob = defineJob({
  name: 'brokers.crm-sync',
  payload: z.object({}).passthrough(),
  retryLimit: 3,
  schedule: (config) => config.crm.syncCron || undefined,
  handler: async (_data, services: Services) => {
    await pushOutOfSyncBrokers(services);
  },
});
