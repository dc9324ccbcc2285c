// npm run seed [-- --reset] [-- --scale N] [-- --demo-feed FILE]
// Stop the server first when it runs on the embedded database: PGlite opens its data directory in one process only.
// --demo-feed writes the demo listings as a feed file (apps/server/feeds/demo-listings.json) and touches no database.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { queueDemoMedia, resetDatabase, seedDemo } from './seed.js';
import { seedScale } from './scale.js';
import { users } from '../modules/core/index.js';
import { count } from 'drizzle-orm';
import { createSecretBox, resolveCredentialsKey } from '../platform/secret-box.js';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pino } from 'pino';
import { startJobs } from '../platform/jobs.js';
import { ALL_JOBS } from '../jobs.registry.js';
import { queueGalleries } from '../modules/sales/feed/feed.service.js';
import { makeDemoFeed } from './listings.js';
import { createRandom } from './random.js';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 0;
if (scaleAt >= 0 && !(Number.isInteger(scale) && scale > 0)) {
  console.error('--scale takes a positive whole number');
  process.exit(2);
}

const demoFeedAt = args.indexOf('--demo-feed');
if (demoFeedAt >= 0) {
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), args[demoFeedAt + 1] ?? 'apps/server/feeds/demo-listings.json');
  // The same generator (and seed) as the demo data; dates are relative to today, like the seeded ones.
  const { listings } = makeDemoFeed(createRandom(20261122));
  writeFileSync(file, JSON.stringify({ listings }, null, 2) + '\n');
  console.log(`wrote ${listings.length} demo listings to ${file}`);
  process.exit(0);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate(config.migrationsDir);
  if (reset) {
    await resetDatabase(database.db);
    console.log('reset: emptied every table');
  }
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) === 0) {
    const { galleryAssetIds, reviewAssetIds, vidpitchVideoIds } = await seedDemo(
      database.db,
      createSecretBox(resolveCredentialsKey(config.credentialsKey, config.dataDir)),
    );
    // The app (or a worker) processes the demo galleries once it runs.
    const jobs = await startJobs(database, pino({ level: 'warn' }), ALL_JOBS);
    await queueGalleries(jobs, galleryAssetIds)
      .then(() => queueDemoMedia(jobs, reviewAssetIds, vidpitchVideoIds))
      .finally(() => jobs.stop());
    console.log(`seeded the demo data; gallery processing queued for ${galleryAssetIds.length} listings`);
  } else if (!scale) {
    console.log('demo data already present (use --reset to restore it)');
  }
  if (scale) {
    const t0 = Date.now();
    await seedScale(database.db, scale);
    console.log(`scale: added ${scale} brokers, listings and projects in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
