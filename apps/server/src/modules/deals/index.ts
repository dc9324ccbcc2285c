// deals: the sales person portal's deals from the CRM, their payment status, notes and association sync (part B §2.7;
// docs/adr/0015-deals.md).
import { defineDomain } from '../core/index.js';
import { syncDealAssociationsJob } from './deals.jobs.js';
import './deals.events.js';
import './deals.graphql.js';

export const dealsDomain = defineDomain({
  name: 'deals',
  jobs: [syncDealAssociationsJob],
});
