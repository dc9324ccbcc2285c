// The order of a listing: reading and saving the eight tabs, the boundary map, the plan and the CRM quote.
import type { AddAssetDetailsInput } from '@vms/shared';
import type { z } from 'zod';
import type { dealMapSchema, quotePropertiesSchema, addAssetDetailsSchema } from '@vms/shared';
import type { Db } from '../../db/client.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import type { AssetDetailView, AssetPlanView } from './order.types.js';

// TODO(helper): implement. Signatures are the contract order.graphql.ts relies on.
export async function getAssetDetails(_s: Services, _viewer: Viewer, _assetId: string): Promise<AssetDetailView> {
  throw new Error('not implemented');
}
export async function getAssetPlan(_db: Db, _assetId: string): Promise<AssetPlanView> {
  throw new Error('not implemented');
}
export async function addAssetDetails(_s: Services, _viewer: Viewer, _input: z.infer<typeof addAssetDetailsSchema>): Promise<{ message: string }> {
  throw new Error('not implemented');
}
export async function addNewBrokerToAsset(_db: Db, _assetId: string, _email: string): Promise<{ message: string }> {
  throw new Error('not implemented');
}
export async function addAssetPlan(_db: Db, _viewer: Viewer, _assetId: string, _plan: string): Promise<{ message: string }> {
  throw new Error('not implemented');
}
export async function saveDealMap(_s: Services, _viewer: Viewer, _assetId: string, _data: z.infer<typeof dealMapSchema>): Promise<{ message: string }> {
  throw new Error('not implemented');
}
export async function addQuotePropertiesToHubspot(
  _s: Services,
  _viewer: Viewer,
  _assetId: string,
  _data: z.infer<typeof quotePropertiesSchema>,
): Promise<{ message: string }> {
  throw new Error('not implemented');
}
export type { AddAssetDetailsInput };
