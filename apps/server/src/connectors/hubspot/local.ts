// The local CRM: the contacts live in VMS's crm_contacts table, so a push really changes what 'HS Non Sync' compares.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmContacts } from '../../modules/brokers/brokers.table.js';
import type { CrmPort } from './port.js';

export function createLocalCrm(db: Db): CrmPort {
  return {
    kind: 'local',
    async pushContacts(contacts) {
      if (!contacts.length) return [];
      const rows = contacts.map((c) => ({ ...c, crmId: `local-${c.brokerId}`, pushedAt: new Date() }));
      await db
        .insert(crmContacts)
        .values(rows)
        .onConflictDoUpdate({
          target: crmContacts.brokerId,
          set: {
            firstName: sql`excluded.first_name`,
            lastName: sql`excluded.last_name`,
            company: sql`excluded.company`,
            email: sql`excluded.email`,
            phone: sql`excluded.phone`,
            pushedAt: sql`excluded.pushed_at`,
          },
        });
      return rows.map((r) => ({ brokerId: r.brokerId, ok: true as const, crmId: r.crmId }));
    },
  };
}
