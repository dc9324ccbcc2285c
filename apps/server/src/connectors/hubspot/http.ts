// HubSpot over its CRM v3 API (HUBSPOT_TOKEN): contacts are upserted in batches keyed by e-mail; a checkout's deal is
// created once (POST /crm/v3/objects/deals) and updated by its HubSpot id afterwards.
import type { AssociationsOutcome, CrmContact, CrmDeal, CrmDealAssociations, CrmPort, DealOutcome, PushOutcome } from './port.js';
import { hubspotRecordLink } from './links.js';

const BATCH = 100;
/** How often a 429 is waited out before the pull gives up (the job then retries with its own backoff). */
const RETRIES = 4;
const DEAL_PROPS = [
  'dealname',
  'dealstage',
  'dealtype',
  'urgency',
  'start_date',
  'project_target_completion_date',
  'pif',
  'published_video_link',
  'hs_object_id',
];

interface BatchResponse {
  status?: string;
  results?: { id: string; properties?: { email?: string } }[];
  errors?: { message: string; context?: { ids?: string[] } }[];
}

export function createHttpCrm(opts: {
  token: string;
  baseUrl: string;
  fetch?: typeof fetch;
  portalId?: string;
  retryDelayMs?: number;
}): CrmPort {
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

  async function send(
    method: 'POST' | 'PATCH',
    path: string,
    properties: Record<string, string>,
  ): Promise<{ status: number; id?: string; error?: string }> {
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

  /** GET or POST with HubSpot's rate limit honoured: a 429 waits Retry-After (or a backoff) and tries again. */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(`${opts.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${opts.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      if (res.status === 429 && attempt < RETRIES) {
        const wait = Number(res.headers.get('retry-after')) * 1000 || (opts.retryDelayMs ?? 1000) * 2 ** attempt;
        await new Promise((r) => setTimeout(r, Math.min(wait, 30_000)));
        continue;
      }
      const json = (await res.json().catch(() => ({}))) as T & { message?: string };
      if (!res.ok && res.status !== 207) throw new Error(`HubSpot ${res.status}: ${json.message ?? res.statusText}`);
      return json;
    }
  }

  /** Every associated id of one type, following HubSpot's paging. */
  async function associatedIds(dealId: string, type: string): Promise<string[]> {
    const ids: string[] = [];
    let after: string | undefined;
    do {
      const page = await call<{ results?: { toObjectId: string | number }[]; paging?: { next?: { after?: string } } }>(
        'GET',
        `/crm/v4/objects/deals/${encodeURIComponent(dealId)}/associations/${type}?limit=500${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      ids.push(...(page.results ?? []).map((r) => String(r.toObjectId)));
      after = page.paging?.next?.after;
    } while (after);
    return ids;
  }

  /** Reads objects in batches of 100; a partial failure (207) keeps what was read and drops the failed ids. */
  async function batchRead(
    type: string,
    ids: string[],
    properties: string[],
  ): Promise<{ id: string; properties: Record<string, string | null> }[]> {
    const out: { id: string; properties: Record<string, string | null> }[] = [];
    for (let i = 0; i < ids.length; i += BATCH) {
      const res = await call<{ results?: { id: string; properties: Record<string, string | null> }[] }>(
        'POST',
        `/crm/v3/objects/${type}/batch/read`,
        {
          properties,
          inputs: ids.slice(i, i + BATCH).map((id) => ({ id })),
        },
      );
      out.push(...(res.results ?? []));
    }
    // HubSpot answers in any order: keep the association order.
    return ids.flatMap((id) => out.filter((o) => o.id === id));
  }

  async function pullDealAssociations(deal: { id: string; crmId: string }): Promise<AssociationsOutcome> {
    try {
      const d = await call<{ id: string; properties: Record<string, string | null> }>(
        'GET',
        `/crm/v3/objects/deals/${encodeURIComponent(deal.crmId)}?properties=${DEAL_PROPS.join(',')}`,
      );
      const [companyIds, contactIds, lineItemIds, quoteIds] = await Promise.all(
        ['companies', 'contacts', 'line_items', 'quotes'].map((t) => associatedIds(deal.crmId, t)),
      );
      const [companies, contacts, lineItems, quotes] = await Promise.all([
        batchRead('companies', companyIds!.slice(0, 1), ['name', 'phone', 'website']),
        batchRead('contacts', contactIds!, ['firstname', 'lastname', 'email', 'phone']),
        batchRead('line_items', lineItemIds!, ['name', 'quantity', 'price', 'discount', 'hs_product_type']),
        batchRead('quotes', quoteIds!, [
          'hs_title',
          'hs_quote_number',
          'hs_createdate',
          'hs_expiration_date',
          'hs_quote_link',
          'hs_sender_firstname',
          'hs_sender_lastname',
        ]),
      ]);
      const p = d.properties;
      const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : null);
      const num = (v: string | null | undefined) => (v ? Number(v) || 0 : 0);
      const associations: CrmDealAssociations = {
        properties: {
          hsObjectId: p.hs_object_id ?? d.id,
          dealStage: p.dealstage ?? '',
          dealType: p.dealtype ?? null,
          urgency: p.urgency ?? null,
          startDate: day(p.start_date),
          projectTargetCompletionDate: day(p.project_target_completion_date),
          pif: p.pif ?? null,
          publishedVideoLink: p.published_video_link ?? null,
        },
        company: companies[0]
          ? {
              crmId: companies[0].id,
              companyName: companies[0].properties.name ?? '',
              companyPhone: companies[0].properties.phone ?? null,
              companyWebsite: companies[0].properties.website ?? null,
            }
          : null,
        contacts: contacts.map((c) => ({
          crmId: c.id,
          contactFirstname: c.properties.firstname ?? '',
          contactLastname: c.properties.lastname ?? '',
          contactEmail: c.properties.email ?? null,
          contactPhone: c.properties.phone ?? null,
          contactHsLink: hubspotRecordLink(opts.portalId, 'contact', c.id),
        })),
        lineItems: lineItems.map((l) => ({
          crmId: l.id,
          lineitemName: l.properties.name ?? '',
          lineitemType: l.properties.hs_product_type === 'base-package' ? 'base-package' : 'add-ons',
          lineitemQuantity: Math.trunc(num(l.properties.quantity)),
          lineitemPrice: num(l.properties.price),
          lineitemDiscount: num(l.properties.discount),
        })),
        quotes: quotes.map((q) => ({
          crmId: q.id,
          quoteHsTitle: q.properties.hs_title ?? '',
          quoteHsQuoteNumber: q.properties.hs_quote_number ?? null,
          quoteHsCreatedate: new Date(q.properties.hs_createdate ?? 0),
          quoteHsExpirationDate: new Date(q.properties.hs_expiration_date ?? 0),
          quoteLink: q.properties.hs_quote_link ?? '',
          senderFirstname: q.properties.hs_sender_firstname ?? null,
          senderLastname: q.properties.hs_sender_lastname ?? null,
        })),
      };
      return { ok: true, associations };
    } catch (err) {
      return {
        ok: false,
        error: (err as Error).message.startsWith('HubSpot') ? (err as Error).message : `HubSpot unreachable: ${(err as Error).message}`,
      };
    }
  }

  return {
    kind: 'http',
    pushDeal,
    pullDealAssociations,
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
