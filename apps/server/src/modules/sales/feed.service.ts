// syncAssetDetails: re-read one listing from the feed and queue its gallery processing.
import type { Services } from '../../services.js';
import type { GalleryImageView, SyncResult } from './order.types.js';

// TODO(helper): implement.
export async function syncAssetDetails(_s: Services, _assetId: string): Promise<SyncResult> {
  throw new Error('not implemented');
}
export async function getAssetGalleryUrl(_s: Services, _assetCrexiId: string): Promise<GalleryImageView[]> {
  throw new Error('not implemented');
}
