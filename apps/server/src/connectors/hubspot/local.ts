// The local CRM: the contacts live in VMS's crm_contacts table, so a push really changes what 'HS Non Sync' compares;
// deals live in crm_deals, which checkout writes, and a push gives them their local CRM id.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  crmDeals,
  crmContacts,
  crmDealProperties,
  dealCompanies,
  dealContacts,
  dealLineItems,
  dealQuotes,
} from '../../modules/core/index.js';
import type { CrmDealAssociations, CrmPort } from './port.js';

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
    async pullDealAssociations(deal) {
      const associations = await readDealAssociations(db, deal.id);
      return associations ? { ok: true, associations } : { ok: false, error: 'The CRM holds no such deal.' };
    },
  };
}

/** What the CRM store in VMS holds of a deal: the local CRM's answer, and the copy of HubSpot's after a sync. */
export async function readDealAssociations(db: Db | Tx, dealId: string): Promise<CrmDealAssociations | null> {
  const [props] = await db.select().from(crmDealProperties).where(eq(crmDealProperties.dealId, dealId));
  if (!props) return null;
  const [company] = props.companyId ? await db.select().from(dealCompanies).where(eq(dealCompanies.id, props.companyId)) : [];
  const contacts = await db.select().from(dealContacts).where(eq(dealContacts.dealId, dealId)).orderBy(asc(dealContacts.position));
  const lineItems = await db.select().from(dealLineItems).where(eq(dealLineItems.dealId, dealId)).orderBy(asc(dealLineItems.position));
  const quotes = await db.select().from(dealQuotes).where(eq(dealQuotes.dealId, dealId)).orderBy(asc(dealQuotes.quoteHsCreatedate));
  return {
    properties: {
      hsObjectId: props.hsObjectId,
      dealStage: props.dealStage,
      dealType: props.dealType,
      urgency: props.urgency,
      startDate: props.startDate,
      projectTargetCompletionDate: props.projectTargetCompletionDate,
      pif: props.pif,
      publishedVideoLink: props.publishedVideoLink,
    },
    company: company
      ? {
          crmId: company.crmId,
          companyName: company.companyName,
          companyPhone: company.companyPhone,
          companyWebsite: company.companyWebsite,
        }
      : null,
    contacts: contacts.map(({ crmId, contactFirstname, contactLastname, contactEmail, contactPhone, contactHsLink }) => ({
      crmId,
      contactFirstname,
      contactLastname,
      contactEmail,
      contactPhone,
      contactHsLink,
    })),
    lineItems: lineItems.map((l) => ({
      crmId: l.crmId,
      lineitemName: l.lineitemName,
      lineitemType: l.lineitemType,
      lineitemQuantity: l.lineitemQuantity,
      lineitemPrice: Number(l.lineitemPrice),
      lineitemDiscount: Number(l.lineitemDiscount),
    })),
    quotes: quotes.map(({ id: _id, dealId: _deal, ...q }) => q),
  };
}

/**
 * Writes a deal's associations as the CRM now holds them, replacing the previous copy (the seed writes the local
 * CRM's store this way; syncDealAssociations writes what it pulled). Idempotent.
 */
export async function recordDealAssociations(
  db: Db | Tx,
  dealId: string,
  a: CrmDealAssociations,
  syncedAt: Date | null = null,
): Promise<void> {
  let companyId: string | null = null;
  if (a.company) {
    const [row] = await db
      .insert(dealCompanies)
      .values(a.company)
      .onConflictDoUpdate({
        target: dealCompanies.crmId,
        set: { companyName: a.company.companyName, companyPhone: a.company.companyPhone, companyWebsite: a.company.companyWebsite },
      })
      .returning({ id: dealCompanies.id });
    companyId = row!.id;
  }
  const props = { ...a.properties, companyId, syncedAt };
  await db
    .insert(crmDealProperties)
    .values({ dealId, ...props })
    .onConflictDoUpdate({ target: crmDealProperties.dealId, set: props });
  await db.delete(dealContacts).where(eq(dealContacts.dealId, dealId));
  await db.delete(dealLineItems).where(eq(dealLineItems.dealId, dealId));
  await db.delete(dealQuotes).where(eq(dealQuotes.dealId, dealId));
  if (a.contacts.length) await db.insert(dealContacts).values(a.contacts.map((c, position) => ({ ...c, dealId, position })));
  if (a.lineItems.length) {
    await db.insert(dealLineItems).values(
      a.lineItems.map((l, position) => ({
        ...l,
        dealId,
        position,
        lineitemPrice: l.lineitemPrice.toFixed(2),
        lineitemDiscount: l.lineitemDiscount.toFixed(2),
      })),
    );
  }
  if (a.quotes.length) await db.insert(dealQuotes).values(a.quotes.map((q) => ({ ...q, dealId })));
}
