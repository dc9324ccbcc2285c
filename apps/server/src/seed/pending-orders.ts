// What the demo's pending orders hold: each was saved for later part-way, so resuming one opens the tab it was left
// on with the tabs before it filled in.
import type { Tx } from '../db/client.js';
import { type assets } from '../modules/core/index.js';
import { assetNearbyPlaces, assetOrders } from '../modules/sales/sales.table.js';

const CITIES = ['Austin', 'San Antonio', 'Houston', 'Dallas', 'Fort Worth', 'Waco'];
const CALLOUTS_100 = ['International airport', 'State university campus', 'Regional medical center'];
const CALLOUTS_10 = ['Downtown shopping district', 'Interstate interchange', 'Riverside park'];
const PLANS = ['PLATINUM', 'GOLD', 'ELITE', 'AUCTION'] as const;

export async function seedPendingOrders(tx: Tx, pending: (typeof assets.$inferSelect)[], savers: { id: string }[]): Promise<void> {
  for (const [k, a] of pending.entries()) {
    // Saved on tabs 1 to 6 in turn; what lies before the saved tab is filled in.
    const savedTab = 1 + (k % 6);
    await tx.insert(assetOrders).values({
      assetId: a.id,
      projectPlan: PLANS[k % PLANS.length]!,
      savedTab,
      ownerId: savers[k % savers.length]!.id,
      updatedBy: savers[k % savers.length]!.id,
      auction: savedTab > 5 ? { auction_1: 'Bids due 06/12, 2 PM', auction_2: null, auction_3: null, auction_4: null } : null,
      callToAction: savedTab > 4 ? `Call today to tour ${a.name}` : null,
    });
    const places = [
      ...(savedTab > 1 ? CITIES.slice(k % 3, (k % 3) + 3).map((name) => ({ name, distanceFromAsset: 200 })) : []),
      ...(savedTab > 2 ? [{ name: CALLOUTS_100[k % CALLOUTS_100.length]!, distanceFromAsset: 100 }] : []),
      ...(savedTab > 3 ? [{ name: CALLOUTS_10[k % CALLOUTS_10.length]!, distanceFromAsset: 10 }] : []),
    ];
    if (places.length) await tx.insert(assetNearbyPlaces).values(places.map((p, position) => ({ ...p, assetId: a.id, position })));
  }
}
