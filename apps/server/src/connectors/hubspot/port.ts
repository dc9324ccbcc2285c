// The CRM connector (HubSpot in production): VMS pushes broker contact data to it.
export interface CrmContact {
  brokerId: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string | null;
  phone: string[];
}

export type PushOutcome = { brokerId: string; ok: true; crmId: string } | { brokerId: string; ok: false; error: string };

export interface CrmPort {
  readonly kind: 'local' | 'http';
  /** Creates or updates the contacts; one outcome per contact, in any order. Never reports success it did not get. */
  pushContacts(contacts: CrmContact[]): Promise<PushOutcome[]>;
}
