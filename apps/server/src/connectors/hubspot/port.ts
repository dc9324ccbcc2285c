// The CRM connector (HubSpot in production): VMS pushes broker contact data and the deals checkout makes to it.
import type { QuoteProperties } from '../../modules/core/index.js';

export interface CrmContact {
  brokerId: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string | null;
  phone: string[];
}

export type PushOutcome = { brokerId: string; ok: true; crmId: string } | { brokerId: string; ok: false; error: string };

/** A deal as VMS keeps it in crm_deals; `crmId` is set once the CRM has it, and a push then updates it. */
export interface CrmDeal {
  id: string;
  crmId: string | null;
  dealName: string;
  amount: number;
  quoteProperties: QuoteProperties;
}

export type DealOutcome = { ok: true; crmId: string } | { ok: false; error: string };

export interface CrmPort {
  readonly kind: 'local' | 'http';
  /** Creates or updates the contacts; one outcome per contact, in any order. Never reports success it did not get. */
  pushContacts(contacts: CrmContact[]): Promise<PushOutcome[]>;
  /** Creates the deal, or updates it when it already has a CRM id. Never reports success it did not get. */
  pushDeal(deal: CrmDeal): Promise<DealOutcome>;
}
