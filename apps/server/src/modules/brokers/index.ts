// brokers: the brokers directory, its CRM sync and the xlsx export (docs/adr/0004).
import { defineDomain } from '../core/index.js';
import { crmSyncJob } from './brokers.jobs.js';
import { registerBrokersRest } from './brokers.rest.js';
import './brokers.graphql.js';

export const brokersDomain = defineDomain({ name: 'brokers', jobs: [crmSyncJob], rest: registerBrokersRest });
