// HubSpot record links: built only from the configured portal id and HubSpot's own numeric ids.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hubspotRecordLink } from './links.js';

describe('hubspotRecordLink', () => {
  it('opens the record page of the account', () => {
    expect(hubspotRecordLink('24680', 'deal', '9100001')).toBe('https://app.hubspot.com/contacts/24680/record/0-3/9100001');
    expect(hubspotRecordLink('24680', 'contact', '401')).toBe('https://app.hubspot.com/contacts/24680/record/0-1/401');
  });

  it('is null without a portal id, or for a record only the local CRM knows', () => {
    expect(hubspotRecordLink(undefined, 'deal', '9100001')).toBeNull();
    expect(hubspotRecordLink('', 'deal', '9100001')).toBeNull();
    expect(hubspotRecordLink('24680', 'contact', 'local-contact-1-0')).toBeNull();
    expect(hubspotRecordLink('24680', 'deal', null)).toBeNull();
  });
});

describe('HUBSPOT_PORTAL_ID', () => {
  it('is optional, empty means unset, and must be the numeric account id', () => {
    expect(loadConfig({}).crm.hubspotPortalId).toBeUndefined();
    expect(loadConfig({ HUBSPOT_PORTAL_ID: '' }).crm.hubspotPortalId).toBeUndefined();
    expect(loadConfig({ HUBSPOT_PORTAL_ID: ' 24680 ' }).crm.hubspotPortalId).toBe('24680');
    expect(() => loadConfig({ HUBSPOT_PORTAL_ID: 'app-24680' })).toThrow(/HUBSPOT_PORTAL_ID: must be the numeric HubSpot account id/);
  });
});
