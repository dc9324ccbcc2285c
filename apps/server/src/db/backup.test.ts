// The embedded default's backup: a data dir with migrated tables, rows, stored files and the generated secrets goes
// into one archive and comes back, byte for byte, in a fresh data dir; a live server's data dir is refused.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, PGLITE_PID_FILE } from './client.js';
import { backup, restore } from './backup.js';

const root = await mkdtemp(join(tmpdir(), 'vms-backup-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const FILES: Record<string, Buffer> = {
  'storage/projects/p1/video.mp4': randomBytes(300_000),
  'storage/renders/v1/poster.jpg': randomBytes(20_000),
  'jwt-secret': Buffer.from('a-generated-secret'),
  'credentials-key': Buffer.from('a-generated-key'),
};

describe('npm run backup / restore', () => {
  it('restores every row and file into a fresh data dir, and refuses a data dir a server holds', async () => {
    const source = join(root, 'source');
    const db = await openDatabase({ dataDir: source });
    await db.migrate(loadConfig().migrationsDir);
    await db.executeSql('create table backup_check (id int primary key, note text)');
    for (let i = 0; i < 50; i++) await db.executeSql('insert into backup_check values ($1, $2)', [i, `row ${i}`]);
    const tables = (await db.executeSql("select count(*)::int as n from information_schema.tables where table_schema = 'public'"))
      .rows[0] as { n: number };
    await db.close();
    for (const [f, data] of Object.entries(FILES)) {
      await mkdir(join(source, f, '..'), { recursive: true });
      await writeFile(join(source, f), data);
    }
    const archive = join(root, 'backup.tar.gz');

    // a server (a live process other than this one) has the data dir open
    await writeFile(join(source, PGLITE_PID_FILE), String(process.ppid));
    await expect(backup(source, archive)).rejects.toThrow(`A server (pid ${process.ppid}) is using ${source}: stop it first`);
    await rm(join(source, PGLITE_PID_FILE));

    const made = await backup(source, archive);
    expect(made.rows['public.backup_check']).toBe(50);
    expect(Object.keys(made.rows).filter((t) => t.startsWith('public.')).length).toBe(tables.n);
    expect(Object.keys(made.files).sort()).toEqual(Object.keys(FILES).sort());

    const fresh = join(root, 'fresh');
    await restore(archive, fresh);
    for (const [f, data] of Object.entries(FILES)) expect((await readFile(join(fresh, f))).equals(data)).toBe(true);
    const back = await openDatabase({ dataDir: fresh });
    try {
      const rows = (await back.executeSql('select id, note from backup_check order by id')).rows as { id: number; note: string }[];
      expect(rows).toHaveLength(50);
      expect(rows[49]).toEqual({ id: 49, note: 'row 49' });
    } finally {
      await back.close();
    }

    // never over existing data
    await expect(restore(archive, source)).rejects.toThrow('is not empty: restore into a fresh DATA_DIR');
  }, 180_000);
});
