// Deterministic demo data: the demo accounts, brokers, listings, plans, and projects on every plan and status
// with sections, tasks, activities and attention alerts — enough that every list has more than one page.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PLAN_NAMES, ROLES, type PlanName } from '@vms/shared';
import type { Db } from '../db/client.js';
import type { Services } from '../services.js';
import { hashPassword } from '../platform/auth/password.js';
import { users, brokers, assets, plans, crmContacts } from '../modules/core/index.js';
import type { SecretBox } from '../platform/secret-box.js';
import { createMissingProjectFolders, grantDefaultPermissions } from '../modules/files/files.folders.js';
import { createRandom } from './random.js';
import { seedProjects } from './projects.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, EMPTY_CUSTOMER_EMAIL, EXTRA_ACCOUNTS } from './demo-accounts.js';
import { makeDemoFeed } from './listings.js';
import { seedPendingOrders } from './pending-orders.js';
import { seedDeals } from './deals.js';
import { seedPm } from './pm.js';
import { seedEditorInvites } from './editor.js';
import { seedPilot } from './pilot.js';
import { seedBoundaries } from './boundaries.js';
import { importListings, queueGalleries } from '../modules/sales/feed/feed.service.js';
import { seedReviews } from '../modules/review/review.seed.js';
import { seedBronze } from './bronze.js';
import { demoFilesJob } from './files.js';
import { seedVidpitch } from '../modules/vidpitch/vidpitch.seed.js';
import { draftJob } from '../modules/vidpitch/draft/vidpitch.draft.js';

export const PLAN_PRICES: Record<PlanName, { price: string; description: string[] }> = {
  PLATINUM: { price: '2499.00', description: ['Aerial video and photos', 'Three rounds of edits', 'Property boundary map'] },
  GOLD: { price: '1799.00', description: ['Aerial video and photos', 'Two rounds of edits'] },
  ELITE: { price: '1499.00', description: ['Elite listing video', 'Two rounds of edits'] },
  AUCTION: { price: '1299.00', description: ['Auction listing video', 'One round of edits'] },
  SILVER: { price: '899.00', description: ['Aerial video', 'One round of edits'] },
  BRONZE: { price: '30.00', description: ['Self-built chapter video', 'Rendered within 24 hours'] },
};

export async function seedIfEmpty(s: Services): Promise<boolean> {
  const [row] = await s.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const { galleryAssetIds, reviewAssetIds, vidpitchVideoIds } = await seedDemo(s.db, s.secrets);
  // Processed by the job workers after start, so the first start stays fast; thumbnails appear as they finish.
  await queueGalleries(s.jobs, galleryAssetIds);
  await queueDemoMedia(s.jobs, reviewAssetIds, vidpitchVideoIds);
  s.log.info('seeded the demo data');
  return true;
}

/** Empties every domain table (the job queue is left alone). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table vidpitch_purchases, vidpitch_payments, vidpitch_videos, review_guests, review_actions, review_comments, review_assets, editor_feedback, editor_profiles, deal_records, crm_deal_quotes, crm_deal_line_items, crm_deal_contacts, crm_deal_properties, crm_deal_companies, file_uploads, folder_permissions, project_folders, crm_contacts, project_track_counts, custom_asset_images, project_credentials, attention_alerts, task_activities, project_tasks, project_sections, projects,
    crm_deals, asset_galleries, asset_nearby_places, asset_orders, asset_brokers, assets, plans, brokers, password_resets, rate_limits, users restart identity cascade`);
}

/** Seeds the demo data in one transaction; returns the assets whose galleries the gallery job should process. */
/** The demo projects' files (then the review copies) and the VidPitch videos' renders and drafts, made by jobs. */
export async function queueDemoMedia(jobs: Pick<Services['jobs'], 'send'>, reviewAssetIds: string[], videoIds: string[]) {
  await jobs.send(demoFilesJob, { reviewAssetIds });
  for (const videoId of videoIds) await jobs.send(draftJob, { videoId }, { id: videoId });
}

export async function seedDemo(
  db: Db,
  secrets: SecretBox,
): Promise<{ galleryAssetIds: string[]; reviewAssetIds: string[]; vidpitchVideoIds: string[] }> {
  const rnd = createRandom(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS].map((a) => ({
          ...a,
          email: a.email,
          passwordHash,
          isEditorProfileUpdated: a.isEditorProfileUpdated ?? false,
        })),
      )
      .returning();
    await tx
      .insert(plans)
      .values(PLAN_NAMES.map((type, position) => ({ type, position, isDefault: type === 'PLATINUM', ...PLAN_PRICES[type] })));
    const feed = makeDemoFeed(rnd);
    // The directory's brokers come first, with the state VMS keeps on them (flags, updates, counts); not every one
    // has a listing. The listings then arrive through the importer, like any feed, and find them by externalId.
    const brokerRows = await tx.insert(brokers).values(feed.brokers).returning();
    await tx.insert(crmContacts).values(crmMirror(brokerRows));
    const imported = await importListings(tx, feed.listings);
    for (const status of ['Complete', 'Inprogress'] as const) {
      const ids = [...feed.orderStatus].filter(([, s]) => s === status).map(([id]) => id);
      await tx.update(assets).set({ status }).where(inArray(assets.assetCrexiId, ids));
    }
    // Feed ids are 1000000 + i, so their order is the feed's order.
    const assetRows = await tx
      .select()
      .from(assets)
      .where(
        inArray(
          assets.assetCrexiId,
          feed.listings.map((l) => l.assetCrexiId),
        ),
      )
      .orderBy(asc(assets.assetCrexiId));
    const byRole = (role: string) => people.filter((p) => p.role === role);
    // Unfinished orders saved for later, shared between the demo customer and the admin.
    const savers = [byRole(ROLES.USER)[0]!, byRole(ROLES.ADMIN)[0]!];
    const pending = assetRows.filter((a) => a.status === 'Inprogress');
    for (const [k, a] of pending.entries()) {
      await tx
        .update(assets)
        .set({ pendingBy: savers[k % 2]!.id })
        .where(eq(assets.id, a.id));
    }
    await seedPendingOrders(tx, pending, savers);
    await seedProjects(tx, rnd, secrets, {
      // The account without projects shows the empty states.
      customers: byRole(ROLES.USER).filter((c) => c.email !== EMPTY_CUSTOMER_EMAIL),
      qcs: byRole(ROLES.VMS_QC),
      admins: byRole(ROLES.ADMIN),
      pms: byRole(ROLES.VMS_PM),
      editors: byRole(ROLES.VMS_EDITOR).filter((e) => e.isEditorProfileUpdated),
      pilots: byRole(ROLES.VMS_PILOT),
      assets: assetRows.filter((a) => a.status === 'Complete'),
    });
    await createMissingProjectFolders(tx);
    await seedPilot(tx);
    await seedBoundaries(tx);
    await seedDeals(tx, (plan) => Number(PLAN_PRICES[plan as PlanName]?.price ?? 0));
    await seedPm(tx, rnd, passwordHash);
    await seedEditorInvites(tx);
    // The pilot's answer on each flight is what the project's acceptance flag says (the PM portal's status rule).
    await tx.execute(sql`update projects p set is_pilot_invite_accepted = coalesce(f.accepted_by_pilot = 'ACCEPTED', false)
      from pilot_flights f where f.project_id = p.id and p.pilot_id is not null`);
    await grantDefaultPermissions(
      tx,
      people.map((p) => p.id),
    );
    const reviewAssetIds = await seedReviews(tx);
    await seedBronze(tx);
    const vidpitchVideoIds = await seedVidpitch(tx);
    return { galleryAssetIds: imported.galleryAssetIds, reviewAssetIds, vidpitchVideoIds };
  });
}

/**
 * What the CRM held at the last push, for a part of the brokers: some updated brokers were pushed after their update
 * (in sync), some before it (out of sync), and a few untouched ones differ from the CRM's copy.
 */
function crmMirror(rows: (typeof brokers.$inferSelect)[]) {
  const HOUR = 3_600_000;
  return rows.flatMap((b, i) => {
    const base = { brokerId: b.id, crmId: `local-${b.id}`, firstName: b.firstName, lastName: b.lastName, company: b.company };
    if (b.brokerUpdatedAt) {
      const inSync = i % 12 === 0;
      return [{ ...base, email: b.email, phone: b.phone, pushedAt: new Date(b.brokerUpdatedAt.getTime() + (inSync ? HOUR : -48 * HOUR)) }];
    }
    if (i % 9 === 4)
      return [
        { ...base, email: `old.${b.lastName.toLowerCase()}@example.com`, phone: b.phone, pushedAt: new Date(b.createdAt.getTime() + HOUR) },
      ];
    if (i % 3 === 0) return [{ ...base, email: b.email, phone: b.phone, pushedAt: new Date(b.createdAt.getTime() + HOUR) }];
    return [];
  });
}
