// brokers: the brokers directory, its CRM sync and the xlsx export (docs/adr/0004).
import type { Services } from '../../services.js';
import { defineDomain } from '../core/index.js';
import { crmSyncJob } from './brokers.jobs.js';
import { registerBrokersRest } from './brokers.rest.js';
import { directoryIndexOf } from './brokers.service.js';
import './brokers.graphql.js';

export const brokersDomain = defineDomain({
  name: 'brokers',
  jobs: [crmSyncJob],
  rest: registerBrokersRest,
  // the directory index is built at start, so the first searches after a restart are not the slow ones (ADR 0016)
  started: (services: Services) => {
    if (services.config.searchIndex) void directoryIndexOf(services).refresh();
  },
});
