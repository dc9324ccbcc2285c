// Live events of the sales order: its topics of graphql/pubsub.ts.
import type { GallerySyncedEvent } from './order/order.types.js';

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** The end of one asset's gallery processing (syncAssetDetails). */
    assetGalleriesSynced: [assetId: string, payload: GallerySyncedEvent];
  }
}
