// Live events of the brokers directory: its topics of platform/outbox/topics.ts.
import type { BrokerCounts } from './brokers.service.js';

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** Both brokers-directory counts after any change, for every directory subscriber. */
    brokerCounts: [payload: BrokerCounts];
  }
}
