// Demo data of the Bronze builder (DECISIONS.md part B "Demo data"): three untouched listings on the Bronze plan with
// no order yet (the sales search opens the builder for them), customer@vms.test's pending Bronze order saved on
// chapter 3, the Bronze project whose rendered video waits for the customer's review (a text change is possible), and
// one Bronze project of editor@vms.test nobody has touched yet. Deterministic.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { BRONZE_HEADING_DEFAULT, BRONZE_PLAN, ROLES } from '@vms/shared';
import type { Tx } from '../db/client.js';
import { assets, projects, users } from '../modules/core/index.js';
import { assetOrders } from '../modules/sales/sales.table.js';
import { bronzeOrders, bronzeSegments } from '../modules/bronze/bronze.table.js';

/** The render id the reviewed Bronze project's video stands for (its version 1 is the seeded review clip). */
export const DEMO_BRONZE_RENDER_ID = '00000000-0000-4000-8000-00000000b0a0';

function chapterValues(asset: typeof assets.$inferSelect, chapter: number): Record<string, string> {
  const d = asset.details as Record<string, unknown>;
  const pages: Record<number, Record<string, string>> = {
    1: {
      HEADING_1: BRONZE_HEADING_DEFAULT,
      ASSET_NAME: asset.name,
      ASSET_ADDRESS: [asset.address, asset.city].filter(Boolean).join(', '),
      INSTRUCTION_FOR_EDITOR: 'Keep the opening shot slow.',
    },
    2: {
      CUSTOM_HEADING_1: 'Building Size',
      CUSTOM_VALUE_1: String(d.buildingSize ?? '').slice(0, 15),
      CUSTOM_HEADING_2: 'Lot Size',
      CUSTOM_VALUE_2: String(d.lotSize ?? '').slice(0, 15),
    },
    3: {
      CUSTOM_HEADING_3: 'Occupancy',
      CUSTOM_VALUE_3: String(d.occupancy ?? '96%').slice(0, 15),
      ASSET_YEAR_BUILT: String(d.yearBuilt ?? ''),
      LABEL_ASSET_YEAR_BUILT: 'Year Built',
    },
    4: { CUSTOM_HEADING_4: 'Parking', PARKING_SPACES: '120 Spaces', TENANCY: 'Multi' },
    5: { CALLOUTS_IN_10_MILE_RADIUS: 'Airport, Highway, Downtown' },
    6: {},
  };
  return pages[chapter] ?? {};
}

async function saveChapters(tx: Tx, orderId: string, asset: typeof assets.$inferSelect, upTo: number, by: string) {
  for (let chapter = 1; chapter <= upTo; chapter++) {
    await tx.insert(bronzeSegments).values({ orderId, chapter, formData: chapterValues(asset, chapter), changed: false, updatedBy: by });
  }
}

export async function seedBronze(tx: Tx): Promise<void> {
  const [customer] = await tx.select().from(users).where(eq(users.email, 'customer@vms.test'));
  const [editor] = await tx.select().from(users).where(eq(users.email, 'editor@vms.test'));
  if (!customer || customer.role !== ROLES.USER) return;
  // untouched listings (no status, no order, public): the first three on the Bronze plan, the fourth pending
  const free = await tx
    .select()
    .from(assets)
    .where(and(isNull(assets.status), isNull(assets.pendingBy), eq(assets.isPrivate, false)))
    .orderBy(asc(assets.assetCrexiId))
    .limit(4);
  for (const a of free.slice(0, 3)) await tx.insert(assetOrders).values({ assetId: a.id, projectPlan: BRONZE_PLAN });
  const pending = free[3];
  if (pending) {
    await tx.update(assets).set({ status: 'Inprogress', pendingBy: customer.id }).where(eq(assets.id, pending.id));
    await tx
      .insert(assetOrders)
      .values({ assetId: pending.id, projectPlan: BRONZE_PLAN, ownerId: customer.id, updatedBy: customer.id, eliteAuction: 'ELITE' });
    const [order] = await tx
      .insert(bronzeOrders)
      .values({ assetId: pending.id, ownerId: customer.id, eliteAuction: 'ELITE', savedChapter: 3 })
      .returning();
    await saveChapters(tx, order!.id, pending, 3, customer.id);
  }
  // the customer's Bronze projects, oldest first: the first has its video in review (seedReviews), the next running
  // one of editor@vms.test is untouched
  const mine = await tx
    .select({ project: projects, asset: assets })
    .from(projects)
    .innerJoin(assets, eq(assets.id, projects.assetId))
    .where(and(eq(projects.plan, BRONZE_PLAN), eq(projects.customerId, customer.id)))
    .orderBy(asc(projects.number));
  const reviewed = mine[0];
  if (reviewed) {
    const [order] = await tx
      .insert(bronzeOrders)
      .values({
        assetId: reviewed.asset.id,
        projectId: reviewed.project.id,
        ownerId: customer.id,
        eliteAuction: 'AUCTION',
        savedChapter: 6,
        renderId: DEMO_BRONZE_RENDER_ID,
        landedRenderId: DEMO_BRONZE_RENDER_ID,
      })
      .returning();
    await saveChapters(tx, order!.id, reviewed.asset, 6, customer.id);
    await tx.update(projects).set({ status: 'IN REVIEW' }).where(eq(projects.id, reviewed.project.id));
  }
  const untouched = mine
    .slice(1)
    .find((p) => p.project.editorId === editor?.id && p.project.trackStatus === 'ACTIVE' && p.project.status !== 'FAILED');
  if (untouched) await tx.update(projects).set({ status: 'NOT STARTED' }).where(eq(projects.id, untouched.project.id));
}
