// npm run seed [-- --reset] [-- --scale N]
// Stop the server first when it runs on the embedded database: PGlite opens its data directory in one process only.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { resetDatabase, seedDemo } from './seed.js';
import { seedScale } from './scale.js';
import { users } from '../modules/auth/auth.table.js';
import { count } from 'drizzle-orm';
import { createSecretBox, resolveCredentialsKey } from '../platform/secret-box.js';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 0;
if (scaleAt >= 0 && !(Number.isInteger(scale) && scale > 0)) {
  console.error('--scale takes a positive whole number');
  process.exit(2);
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
    await seedDemo(database.db, createSecretBox(resolveCredentialsKey(config.credentialsKey, config.dataDir)));
    console.log('seeded the demo data');
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
