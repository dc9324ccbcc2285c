// Backup and restore of the embedded default (PGlite + local storage) as one .tar.gz: the database as PGlite's own
// dump of its data directory (dumpDataDir), every other file of DATA_DIR as it is (the stored files under storage/ and
// the generated secrets jwt-secret and credentials-key, without which the stored credentials cannot be read), and a
// manifest of row counts and files that restore checks. PGlite serves one process at a time, so both refuse while a
// server holds the data dir (its pglite.pid, see client.ts): stop the server, back up, start it again. The render
// cache is left out (it is rebuilt on demand). PostgreSQL and S3 deployments use pg_dump and bucket versioning (docs/configuration.md).
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { create, extract } from 'tar';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_DIR, PGLITE_PID_FILE } from './client.js';

export interface Manifest {
  format: 'vms-backup-1';
  createdAt: string;
  /** Rows per table ("schema.table"). */
  rows: Record<string, number>;
  /** Every file of the archive but the dump, with its size. */
  files: Record<string, number>;
}

const DUMP = 'pglite.tar';
const MANIFEST = 'manifest.json';
const SKIPPED = new Set([PGLITE_DIR, PGLITE_PID_FILE, 'render-cache']);

export class BackupError extends Error {}

/** Refuses while a live process holds the data dir's PGlite (a pid file left by a crash is ignored). */
function refuseWhileServed(dataDir: string) {
  const file = join(dataDir, PGLITE_PID_FILE);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    if (pid > 0 && pid !== process.pid) {
      process.kill(pid, 0);
      throw new BackupError(
        `A server (pid ${pid}) is using ${dataDir}: stop it first (the embedded database serves one process at a time), then run this again.`,
      );
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    /* no such process: a pid file left by a crash */
  }
}

async function rowCounts(db: PGlite): Promise<Record<string, number>> {
  const tables = await db.query<{ s: string; t: string }>(
    "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  const rows: Record<string, number> = {};
  for (const { s, t } of tables.rows) {
    const r = await db.query<{ n: number }>(`select count(*)::int as n from "${s.replace(/"/g, '""')}"."${t.replace(/"/g, '""')}"`);
    rows[`${s}.${t}`] = r.rows[0]!.n;
  }
  return rows;
}

async function filesUnder(root: string, names: string[]): Promise<Record<string, number>> {
  const files: Record<string, number> = {};
  const walk = async (path: string) => {
    const s = await stat(path);
    if (s.isDirectory()) for (const e of await readdir(path)) await walk(join(path, e));
    else if (s.isFile()) files[relative(root, path)] = s.size;
  };
  for (const n of names) await walk(join(root, n));
  return files;
}

/** Writes the backup of `dataDir` to `file` (a .tar.gz); returns its manifest. */
export async function backup(dataDir: string, file: string): Promise<Manifest> {
  refuseWhileServed(dataDir);
  if (!existsSync(join(dataDir, PGLITE_DIR))) throw new BackupError(`${dataDir} holds no embedded database (no ${PGLITE_DIR}/).`);
  const staging = join(tmpdir(), `vms-backup-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    const db = await PGlite.create({ dataDir: join(dataDir, PGLITE_DIR), extensions: { pg_trgm } });
    let rows: Record<string, number>;
    try {
      rows = await rowCounts(db);
      await writeFile(join(staging, DUMP), Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await db.close();
    }
    const names = (await readdir(dataDir)).filter((n) => !SKIPPED.has(n));
    const manifest: Manifest = {
      format: 'vms-backup-1',
      createdAt: new Date().toISOString(),
      rows,
      files: await filesUnder(dataDir, names),
    };
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 1));
    // the manifest and the dump from the staging dir, then DATA_DIR's own files, in one gzipped tar
    const parts = join(staging, 'parts.tar');
    await create({ file: parts, cwd: staging }, [MANIFEST, DUMP]);
    if (names.length) await create({ file: join(staging, 'data.tar'), cwd: dataDir, portable: true }, names);
    await create({ gzip: true, file, cwd: staging }, names.length ? [`@${parts}`, `@${join(staging, 'data.tar')}`] : [`@${parts}`]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores `file` into `dataDir`, which must hold no data yet (a fresh directory, or one without pglite/ and
 * storage/). Checks every table's row count and every file's size against the manifest; returns it.
 */
export async function restore(file: string, dataDir: string): Promise<Manifest> {
  refuseWhileServed(dataDir);
  if (existsSync(dataDir) && (await readdir(dataDir)).some((n) => n !== PGLITE_PID_FILE)) {
    throw new BackupError(`${dataDir} is not empty: restore into a fresh DATA_DIR (move the old one aside first).`);
  }
  const staging = join(tmpdir(), `vms-restore-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    await extract({ file, cwd: staging });
    const manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== 'vms-backup-1') throw new BackupError(`${file} is not a VMS backup.`);
    await mkdir(dataDir, { recursive: true });
    const db = await PGlite.create({
      dataDir: join(dataDir, PGLITE_DIR),
      extensions: { pg_trgm },
      loadDataDir: await openAsBlob(join(staging, DUMP)),
    });
    try {
      const rows = await rowCounts(db);
      const wrong = Object.keys(manifest.rows).filter((t) => rows[t] !== manifest.rows[t]);
      if (wrong.length) throw new BackupError(`Restored row counts differ from the backup's in ${wrong.join(', ')}.`);
    } finally {
      await db.close();
    }
    for (const n of await readdir(staging))
      if (n !== MANIFEST && n !== DUMP) await cp(join(staging, n), join(dataDir, n), { recursive: true });
    const files = await filesUnder(
      dataDir,
      Object.keys(manifest.files).length ? (await readdir(dataDir)).filter((n) => !SKIPPED.has(n)) : [],
    );
    const missing = Object.keys(manifest.files).filter((f) => files[f] !== manifest.files[f]);
    if (missing.length)
      throw new BackupError(`Restored files differ from the backup's: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ' …' : ''}`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
