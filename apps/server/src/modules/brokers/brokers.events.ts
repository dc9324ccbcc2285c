// Live events of the brokers directory: its topics of graphql/pubsub.ts.
import type { BrokerCounts } from './brokers.service.js';

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Both brokers-directory counts after any change, for every directory subscriber. */
    brokerCounts: [payload: BrokerCounts];
  }
}
