// The writes to the CRM's records other domains make: checkout's deal, the quote that follows it, and the outcome of
// each push to the CRM (the adapters in connectors/hubspot keep their own rows).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { crmDeals, type QuoteProperties } from './crm.table.js';

export type CrmDealFields = Pick<typeof crmDeals.$inferInsert, 'projectId' | 'dealName' | 'amount' | 'quoteProperties'>;

/** Checkout's deal for the listing: made, or the listing's earlier deal replaced (its push error cleared). Answers its id. */
export async function recordCrmDeal(tx: Tx, assetId: string, deal: CrmDealFields): Promise<string> {
  const [row] = await tx
    .insert(crmDeals)
    .values({ assetId, ...deal })
    .onConflictDoUpdate({ target: crmDeals.assetId, set: { ...deal, pushError: null } })
    .returning({ id: crmDeals.id });
  return row!.id;
}

/** The quote changed after checkout: the listing's deal follows (its amount is the quote's price). Answers its id, if any. */
export async function setDealQuote(tx: Tx, assetId: string, quote: QuoteProperties): Promise<string | null> {
  const [deal] = await tx
    .update(crmDeals)
    .set({ quoteProperties: quote, amount: quote.price.toFixed(2) })
    .where(eq(crmDeals.assetId, assetId))
    .returning({ id: crmDeals.id });
  return deal?.id ?? null;
}

/** The CRM took the deal: its id there, when, and no error. */
export async function markDealPushed(db: Db | Tx, dealId: string, crmId: string): Promise<void> {
  await db.update(crmDeals).set({ crmId, pushedAt: new Date(), pushError: null }).where(eq(crmDeals.id, dealId));
}

/** The CRM refused the deal or was away: the error stays on the row until a push succeeds. */
export async function markDealPushFailed(db: Db | Tx, dealId: string, error: string): Promise<void> {
  await db.update(crmDeals).set({ pushError: error }).where(eq(crmDeals.id, dealId));
}
