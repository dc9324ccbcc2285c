// The local CRM: the contacts live in VMS's crm_contacts table, so a push really changes what 'HS Non Sync' compares;
// deals live in crm_deals, which checkout writes, and a push gives them their local CRM id.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { crmDeals, crmContacts } from '../../modules/core/index.js';
import type { CrmPort } from './port.js';

/** Writes what the CRM now holds for each broker (the local CRM's store, and the record of HubSpot pushes). */
export async function recordCrmContacts(db: Db | Tx, rows: (typeof crmContacts.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(crmContacts)
    .values(rows)
    .onConflictDoUpdate({
      target: crmContacts.brokerId,
      set: {
        crmId: sql`excluded.crm_id`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        company: sql`excluded.company`,
        email: sql`excluded.email`,
        phone: sql`excluded.phone`,
        pushedAt: sql`excluded.pushed_at`,
      },
    });
}

export function createLocalCrm(db: Db): CrmPort {
  return {
    kind: 'local',
    async pushContacts(contacts) {
      if (!contacts.length) return [];
      const rows = contacts.map((c) => ({ ...c, crmId: `local-${c.brokerId}`, pushedAt: new Date() }));
      await recordCrmContacts(db, rows);
      return rows.map((r) => ({ brokerId: r.brokerId, ok: true as const, crmId: r.crmId }));
    },
    async pushDeal(deal) {
      const crmId = deal.crmId ?? `local-deal-${deal.id}`;
      const [row] = await db
        .update(crmDeals)
        .set({ crmId, pushedAt: new Date(), pushError: null })
        .where(eq(crmDeals.id, deal.id))
        .returning({ id: crmDeals.id });
      return row ? { ok: true, crmId } : { ok: false, error: 'The deal no longer exists.' };
    },
  };
}
