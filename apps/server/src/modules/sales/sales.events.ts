// Live events of the sales order: its topics of platform/outbox/topics.ts.
import type { GallerySyncedEvent } from './order.types.js';

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** The end of one asset's gallery processing (syncAssetDetails). */
    assetGalleriesSynced: [assetId: string, payload: GallerySyncedEvent];
  }
}
