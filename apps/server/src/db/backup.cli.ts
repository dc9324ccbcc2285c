// `npm run backup -- FILE` and `npm run restore -- FILE`: the embedded default's database and DATA_DIR's files in one
// archive (backup.ts). DATA_DIR as the server reads it; the server must be stopped (both refuse while it runs).
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { backup, BackupError, restore } from './backup.js';

const [command, name] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !name) {
  console.error('usage: npm run backup -- FILE | npm run restore -- FILE');
  process.exit(2);
}
// relative to where `npm run` was typed (npm runs the workspace's script in apps/server)
const file = resolve(process.env.INIT_CWD ?? process.cwd(), name);
const config = loadConfig();
if (config.storage.driver === 's3')
  console.warn(
    'S3_BUCKET is set: the stored files are in the bucket (back it up with versioning); this archive has the database and DATA_DIR.',
  );
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with versioning (docs/configuration.md, "Backups of the production twin").',
  );
  process.exit(2);
}
try {
  const m = command === 'backup' ? await backup(config.dataDir, file) : await restore(file, config.dataDir);
  const rows = Object.values(m.rows).reduce((a, b) => a + b, 0);
  console.log(
    `${command === 'backup' ? 'backed up' : 'restored'} ${config.dataDir} ${command === 'backup' ? 'to' : 'from'} ${file}: ${Object.keys(m.rows).length} tables, ${rows} rows, ${Object.keys(m.files).length} files`,
  );
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
