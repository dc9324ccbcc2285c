// syncAssetDetails: re-read one listing from the feed and queue its gallery processing.
import type { Services } from '../../services.js';
import type { SyncResult } from './order.types.js';

// TODO(helper): implement.
export async function syncAssetDetails(_s: Services, _assetId: string): Promise<SyncResult> {
  throw new Error('not implemented');
}
