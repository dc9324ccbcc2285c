// Every domain of the server, one line each. Adding a domain is its folder (with an index.ts exporting its manifest)
// and one line here; the schema, the job registry, the REST routes and project creation read this list.
import { authDomain } from './auth/index.js';
import { dashboardDomain } from './dashboard/index.js';
import { brokersDomain } from './brokers/index.js';
import { salesDomain } from './sales/index.js';
import { managementDomain } from './management/index.js';
import { filesDomain } from './files/index.js';
import { dealsDomain } from './deals/index.js';
import { renderDomain } from './render/index.js';
import { pmDomain } from './pm/index.js';
import { pilotDomain } from './pilot/index.js';
import { notesDomain } from './notes/index.js';
import { invitationsDomain } from './invitations/index.js';
import { reviewDomain } from './review/index.js';
import { bronzeDomain } from './bronze/index.js';
import { vidpitchDomain } from './vidpitch/index.js';
import { editorDomain } from './editor/index.js';
import type { DomainManifest } from './core/index.js';
import type { Services } from '../services.js';

export const DOMAINS: readonly DomainManifest<Services>[] = [
  authDomain,
  dashboardDomain,
  brokersDomain,
  salesDomain,
  managementDomain,
  filesDomain,
  dealsDomain,
  renderDomain,
  pmDomain,
  pilotDomain,
  notesDomain,
  invitationsDomain,
  reviewDomain,
  bronzeDomain,
  vidpitchDomain,
  editorDomain,
];
