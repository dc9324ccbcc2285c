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
  /** A deal's associations (company, contacts, line items, quotes) and properties, by its CRM id. */
  pullDealAssociations(deal: { id: string; crmId: string }): Promise<AssociationsOutcome>;
}

/** A deal's properties as the CRM holds them (part B §3 "Deal"). */
export interface CrmDealPropertiesView {
  hsObjectId: string;
  dealStage: string;
  dealType: string | null;
  urgency: string | null;
  startDate: string | null;
  projectTargetCompletionDate: string | null;
  pif: string | null;
  publishedVideoLink: string | null;
}
export interface CrmCompanyView {
  crmId: string;
  companyName: string;
  companyPhone: string | null;
  companyWebsite: string | null;
}
export interface CrmDealContactView {
  crmId: string;
  contactFirstname: string;
  contactLastname: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactHsLink: string | null;
}
export interface CrmLineItemView {
  crmId: string;
  lineitemName: string;
  /** base-package or add-ons. */
  lineitemType: string;
  lineitemQuantity: number;
  lineitemPrice: number;
  lineitemDiscount: number;
}
export interface CrmQuoteView {
  crmId: string;
  quoteHsTitle: string;
  quoteHsQuoteNumber: string | null;
  quoteHsCreatedate: Date;
  quoteHsExpirationDate: Date;
  quoteLink: string;
  senderFirstname: string | null;
  senderLastname: string | null;
}
/** Everything associated with a deal in the CRM: what syncDealAssociations pulls. */
export interface CrmDealAssociations {
  properties: CrmDealPropertiesView;
  company: CrmCompanyView | null;
  contacts: CrmDealContactView[];
  lineItems: CrmLineItemView[];
  quotes: CrmQuoteView[];
}
export type AssociationsOutcome = { ok: true; associations: CrmDealAssociations } | { ok: false; error: string };
