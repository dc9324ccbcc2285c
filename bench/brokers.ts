// npm run bench -- brokers: on PostgreSQL with BENCH_BROKERS (200 000) generated brokers,
// names and companies from the realistic population (bench/population.ts), getBrokersDirectory with a search string
// typed the way operators type it under each sort at 20 connections for 10 s (p95 each), then an
// /api/export-file of BENCH_EXPORT_ROWS (50 000) out-of-sync brokers: time and the server's peak RSS. One summary line.
import { openDatabase } from '../apps/server/src/db/client.js';
import { createDirectoryIndex } from '../apps/server/src/modules/brokers/directory-index.js';
import { seedBrokers } from '../apps/server/src/seed/scale.js';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SEARCH_COUNT_CAP } from '@vms/shared';
import { gql, load, rssMb, startServer } from './lib.js';
import { drawDirectorySearch, drawPerson, seeded } from './population.js';

const BROKERS = Number(process.env.BENCH_BROKERS ?? 200_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SORTS = [
  { label: 'All', value: '' },
  { label: 'most listings', value: 'total_active_assets_count' },
  { label: 'new brokers', value: 'new_brokers' },
];
const QUERY = `query($s: String, $sort: String, $offset: Int) {
  getBrokersDirectory(searchString: $s, sortParams: $sort, limit: 10, offset: $offset) { totalCount data { id lastName } } }`;
const LOGIN = 'mutation { login(email: "operator@vms.test", password: "Demo1234") { token } }';

export async function run(): Promise<string> {
  // The production bundle, as memory figures should be taken from (run `npm run build` first).
  const server = await startServer('postgres', { RUN_JOBS: 'false' }, { built: true });
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: '' });
  try {
    const t0 = Date.now();
    await seedBrokers(database.db, BROKERS);
    // Names and companies from the realistic population (bench/population.ts); the seed's other columns stay.
    const rnd = seeded(BROKERS);
    const people = Array.from({ length: BROKERS }, () => drawPerson(rnd));
    await database.executeSql(
      `update brokers b set first_name = p.first_name, last_name = p.last_name, company = p.company,
         email = case when b.email is null then null
                 else lower(regexp_replace(p.first_name || '.' || p.last_name, '[^A-Za-z.]', '', 'g')) || p.g || '@example.com' end
       from (select *, row_number() over () as g from unnest($1::text[], $2::text[], $3::text[]) as u(first_name, last_name, company)) p,
            (select id, row_number() over (order by external_id) as g from brokers where external_id like 'BRK-2%') n
       where n.id = b.id and n.g = p.g`,
      [people.map((p) => p.firstName), people.map((p) => p.lastName), people.map((p) => p.company)],
    );
    // Make EXPORT_ROWS brokers out of sync: changed in VMS and never pushed to the CRM.
    await database.db.execute(sql`update brokers set broker_updated_at = now() - (random() * interval '60 days')
      where id in (select id from brokers order by id limit ${EXPORT_ROWS})`);
    await database.db.execute(sql`analyze`);
    const seeding = (Date.now() - t0) / 1000;
    // The directory index's build over this data, in this process: its time and the heap it holds (ADR 0016).
    const heap0 = process.memoryUsage().heapUsed;
    const b0 = performance.now();
    const directoryIndex = createDirectoryIndex(database.db);
    await directoryIndex.refresh();
    const indexBuild = `directory index built in ${((performance.now() - b0) / 1000).toFixed(2)} s, heap +${((process.memoryUsage().heapUsed - heap0) / 1e6).toFixed(0)} MB`;

    // The same database served without the result cache and the directory index (ADR 0016): each sort's before, in
    // the same run.
    const uncached = await startServer(
      'postgres',
      { RUN_JOBS: 'false', READ_CACHE_ENTRIES: '0', SESSION_CACHE: 'false', SEARCH_INDEX: 'false', SEED_ON_START: 'false' },
      { built: true, databaseUrl: server.databaseUrl },
    );
    const parts: string[] = [];
    try {
      const tokens = new Map<string, string>();
      for (const url of [uncached.url, server.url])
        tokens.set(url, (await gql<{ login: { token: string } }>(url, LOGIN)).data!.login.token);
      const measure = (url: string, sort: string) => {
        let n = 0;
        const terms = seeded(3);
        return load(
          async () => {
            const i = n++;
            const res = await gql<{ getBrokersDirectory: { totalCount: number } }>(
              url,
              QUERY,
              { s: drawDirectorySearch(terms), sort, offset: (i % 5) * 10 },
              tokens.get(url),
            );
            return !!res.data?.getBrokersDirectory;
          },
          connections,
          seconds,
        );
      };
      // Warm-up, not measured: the server's directory index was built at start, before the seeding; the first search
      // at the new version starts its rebuild (other terms than the measured ones, so the result cache stays cold).
      const warmTerms = seeded(99);
      for (const end = performance.now() + 8000; performance.now() < end;)
        await gql(server.url, QUERY, { s: drawDirectorySearch(warmTerms), sort: '', offset: 0 }, tokens.get(server.url));
      for (const sort of SORTS) {
        const before = await measure(uncached.url, sort.value);
        const r = await measure(server.url, sort.value);
        parts.push(
          `${sort.label} p95 ${r.p95.toFixed(1)} ms (${r.rps.toFixed(0)} req/s${r.errors ? `, ${r.errors} errors` : ''}; ` +
            `without the result cache and the index p95 ${before.p95.toFixed(1)} ms, ${before.rps.toFixed(0)} req/s)`,
        );
      }
    } finally {
      await uncached.stop();
    }
    const token = (await gql<{ login: { token: string } }>(server.url, LOGIN)).data!.login.token;

    const compared = await compareSearch(server.databaseUrl!);

    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
    const e0 = performance.now();
    const res = await fetch(`${server.url}/api/export-file?access_token=${token}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    const exportSeconds = (performance.now() - e0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    if (!res.ok) throw new Error(`export failed: ${res.status}`);

    return (
      `brokers (${BROKERS.toLocaleString('en-US')} on PostgreSQL, seeded in ${seeding.toFixed(0)} s; search at ${connections} conns, ${seconds} s each) — ` +
      `${parts.join('; ')} | export of ${EXPORT_ROWS.toLocaleString('en-US')} rows: ${exportSeconds.toFixed(2)} s, ` +
      `${(bytes / 1e6).toFixed(1)} MB, server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB | ${indexBuild} | ${compared}`
    );
  } finally {
    await database.close();
    await server.stop();
  }
}

/**
 * The directory search before and after ADR 0016, the same drawn terms straight on the database from one connection:
 * before, the forced sort of every match and the exact count; now, the capped count, then a sort of few matches or a
 * walk of the name index for many.
 */
async function compareSearch(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rnd = seeded(5);
  const before: number[] = [];
  const now: number[] = [];
  try {
    for (let i = 0; i < 300; i++) {
      const term = `%${drawDirectorySearch(rnd)}%`;
      let t0 = performance.now();
      await client.query(`select id from brokers where search_text like $1 order by last_name || '', first_name, id limit 10`, [term]);
      await client.query('select count(*) from brokers where search_text like $1', [term]);
      before.push(performance.now() - t0);
      t0 = performance.now();
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from (select 1 from brokers where search_text like $1 limit $2) m',
        [term, SEARCH_COUNT_CAP + 1],
      );
      const sortKey = rows[0]!.n > SEARCH_COUNT_CAP ? 'last_name' : "last_name || ''";
      await client.query(`select id from brokers where search_text like $1 order by ${sortKey}, first_name, id limit 10`, [term]);
      now.push(performance.now() - t0);
    }
  } finally {
    await client.end();
  }
  const q = (l: number[], p: number) => l.sort((a, b) => a - b)[Math.floor(p * l.length)]!.toFixed(1);
  return `page + count alone, 1 conn: before p50 ${q(before, 0.5)} p95 ${q(before, 0.95)} ms, now p50 ${q(now, 0.5)} p95 ${q(now, 0.95)} ms`;
}
