// `--scale N`: N more brokers, listings and projects for benchmarks, inserted in batches.
import { ROLES } from '@vms/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, brokers, assets, projects } from '../modules/core/index.js';
import { PLAN_NAMES } from '@vms/shared';
import { createRandom } from './random.js';
import { makeAsset, makeBroker } from './listings.js';

const BATCH = 1000;

/** N generated brokers only (the brokers benchmark), numbered from `offset`. */
export async function seedBrokers(db: Db, n: number, offset = 2_000_000): Promise<void> {
  const rnd = createRandom(n + offset);
  for (let start = 0; start < n; start += BATCH) {
    const size = Math.min(BATCH, n - start);
    await db.insert(brokers).values(Array.from({ length: size }, (_, k) => makeBroker(rnd, offset + start + k)));
  }
}

export async function seedScale(db: Db, n: number, log: (line: string) => void = console.log): Promise<void> {
  const rnd = createRandom(n);
  const offset = 1_000_000;
  const [customer] = await db.select().from(users).where(eq(users.role, ROLES.USER)).limit(1);
  for (let start = 0; start < n; start += BATCH) {
    const size = Math.min(BATCH, n - start);
    const ids = Array.from({ length: size }, (_, k) => offset + start + k);
    await db.insert(brokers).values(ids.map((i) => makeBroker(rnd, i)));
    const assetRows = await db
      .insert(assets)
      .values(ids.map((i) => makeAsset(rnd, i)))
      .returning({ id: assets.id, name: assets.name });
    // Spread over the last few years so lists have a real order (newest first) to page through.
    const base = Date.now() - (start + size) * 15 * 60_000;
    await db.insert(projects).values(
      assetRows.map((a, k) => ({
        createdAt: new Date(base + k * 15 * 60_000 - 86_400_000),
        updatedAt: new Date(base + k * 15 * 60_000),
        projectName: a.name,
        plan: PLAN_NAMES[k % PLAN_NAMES.length]!,
        trackStatus: k % 4 === 0 ? 'COMPLETED' : 'ACTIVE',
        status: k % 4 === 0 ? 'COMPLETED' : 'ACTIVE',
        customerId: k % 10 === 0 ? customer?.id : null,
        assetId: a.id,
        isNew: false,
      })),
    );
    if ((start / BATCH) % 10 === 0) log(`scale: ${start + size}/${n}`);
  }
}
