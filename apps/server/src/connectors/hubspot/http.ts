// HubSpot over its CRM v3 API (HUBSPOT_TOKEN): contacts are upserted in batches keyed by e-mail; a checkout's deal is
// created once (POST /crm/v3/objects/deals) and updated by its HubSpot id afterwards.
import type { CrmContact, CrmDeal, CrmPort, DealOutcome, PushOutcome } from './port.js';

const BATCH = 100;

interface BatchResponse {
  status?: string;
  results?: { id: string; properties?: { email?: string } }[];
  errors?: { message: string; context?: { ids?: string[] } }[];
}

export function createHttpCrm(opts: { token: string; baseUrl: string; fetch?: typeof fetch }): CrmPort {
  const doFetch = opts.fetch ?? fetch;
  async function upsert(contacts: CrmContact[]): Promise<PushOutcome[]> {
    const body = {
      inputs: contacts.map((c) => ({
        idProperty: 'email',
        id: c.email!,
        properties: {
          email: c.email!,
          firstname: c.firstName,
          lastname: c.lastName,
          company: c.company ?? '',
          phone: c.phone[0] ?? '',
          mobilephone: c.phone[1] ?? '',
        },
      })),
    };
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl}/crm/v3/objects/contacts/batch/upsert`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      return contacts.map((c) => ({ brokerId: c.brokerId, ok: false, error: `HubSpot unreachable: ${(err as Error).message}` }));
    }
    const json = (await res.json().catch(() => ({}))) as BatchResponse & { message?: string };
    if (!res.ok && res.status !== 207) {
      const error = `HubSpot ${res.status}: ${json.message ?? res.statusText}`;
      return contacts.map((c) => ({ brokerId: c.brokerId, ok: false, error }));
    }
    const byEmail = new Map((json.results ?? []).map((r) => [r.properties?.email?.toLowerCase(), r.id]));
    const failed = new Map<string, string>();
    for (const e of json.errors ?? []) for (const id of e.context?.ids ?? []) failed.set(id.toLowerCase(), e.message);
    return contacts.map((c) => {
      const key = c.email!.toLowerCase();
      const crmId = byEmail.get(key);
      if (crmId) return { brokerId: c.brokerId, ok: true, crmId };
      return { brokerId: c.brokerId, ok: false, error: failed.get(key) ?? 'HubSpot did not return this contact' };
    });
  }

  /** The quote travels as custom deal properties (created once in the HubSpot portal under these internal names). */
  function dealProperties(deal: CrmDeal): Record<string, string> {
    const q = deal.quoteProperties;
    return {
      dealname: deal.dealName,
      amount: deal.amount.toFixed(2),
      vms_deal_id: deal.id,
      vms_plan_name: q.planName,
      vms_elite_auction: q.eliteAuction ?? '',
      vms_quote_price: q.price.toFixed(2),
      vms_quote_notes: q.notes ?? '',
    };
  }

  async function send(method: 'POST' | 'PATCH', path: string, properties: Record<string, string>): Promise<{ status: number; id?: string; error?: string }> {
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ properties }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      return { status: 0, error: `HubSpot unreachable: ${(err as Error).message}` };
    }
    const json = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
    if (!res.ok) return { status: res.status, error: `HubSpot ${res.status}: ${json.message ?? res.statusText}` };
    if (!json.id) return { status: res.status, error: 'HubSpot did not return the deal id' };
    return { status: res.status, id: json.id };
  }

  async function pushDeal(deal: CrmDeal): Promise<DealOutcome> {
    const properties = dealProperties(deal);
    if (deal.crmId) {
      // An update leaves pipeline and stage alone: the sales team may have moved the deal on since.
      const updated = await send('PATCH', `/crm/v3/objects/deals/${encodeURIComponent(deal.crmId)}`, properties);
      if (updated.id) return { ok: true, crmId: updated.id };
      // Deleted in HubSpot: make it again rather than leave the order without a deal.
      if (updated.status !== 404) return { ok: false, error: updated.error! };
    }
    const created = await send('POST', '/crm/v3/objects/deals', { ...properties, pipeline: 'default', dealstage: 'appointmentscheduled' });
    return created.id ? { ok: true, crmId: created.id } : { ok: false, error: created.error! };
  }

  return {
    kind: 'http',
    pushDeal,
    async pushContacts(contacts) {
      // HubSpot keys contacts by e-mail: a broker without one cannot be pushed and stays out of sync, visibly.
      const outcomes: PushOutcome[] = contacts
        .filter((c) => !c.email)
        .map((c) => ({ brokerId: c.brokerId, ok: false, error: 'No e-mail: HubSpot contacts are keyed by e-mail' }));
      const withEmail = contacts.filter((c) => c.email);
      for (let i = 0; i < withEmail.length; i += BATCH) outcomes.push(...(await upsert(withEmail.slice(i, i + BATCH))));
      return outcomes;
    },
  };
}
