import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createHttpCrm } from './http.js';
import { createLocalCrm } from './local.js';
import type { CrmPort } from './port.js';

export function createCrm(config: Config, db: Db): CrmPort {
  const { hubspotToken, hubspotApiUrl, hubspotPortalId } = config.crm;
  return hubspotToken ? createHttpCrm({ token: hubspotToken, baseUrl: hubspotApiUrl, portalId: hubspotPortalId }) : createLocalCrm(db);
}

export { hubspotRecordLink } from './links.js';

/** What the CRM holds of each broker after a push, kept in VMS whichever CRM is configured. */
export { recordCrmContacts, recordDealAssociations, readDealAssociations } from './local.js';
