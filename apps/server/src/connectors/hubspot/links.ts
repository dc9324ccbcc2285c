// Links into HubSpot's app for a CRM record. They need the account's portal id (HUBSPOT_PORTAL_ID); without it, or for
// a record the local CRM made (ids like local-contact-3, not HubSpot's numeric ids), there is no page to open.

/** HubSpot's object type ids in its record URLs. */
export const HUBSPOT_OBJECT = { contact: '0-1', company: '0-2', deal: '0-3' } as const;

/** https://app.hubspot.com/contacts/{portalId}/record/{type}/{id}, or null when there is no such page. */
export function hubspotRecordLink(
  portalId: string | undefined,
  object: keyof typeof HUBSPOT_OBJECT,
  id: string | null | undefined,
): string | null {
  if (!portalId || !id || !/^\d+$/.test(id)) return null;
  return `https://app.hubspot.com/contacts/${portalId}/record/${HUBSPOT_OBJECT[object]}/${id}`;
}
