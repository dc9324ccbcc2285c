// npm run bench -- brokers: on PostgreSQL with BENCH_BROKERS (200 000) generated brokers,
// getBrokersDirectory with a search string under each sort at 20 connections for 10 s (p95 each), then an
// /api/export-file of BENCH_EXPORT_ROWS (50 000) out-of-sync brokers: time and the server's peak RSS. One summary line.
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedBrokers } from '../apps/server/src/seed/scale.js';
import { sql } from 'drizzle-orm';
import { gql, load, rssMb, startServer } from './lib.js';

const BROKERS = Number(process.env.BENCH_BROKERS ?? 200_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// What operators type: full names and companies (narrow), and single common surnames (each ~5 000 of the generated brokers).
const SEARCHES = ['maria garcia', 'james smith', 'garcia', 'avison young', 'wei chen', 'lopez'];
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
    // Make EXPORT_ROWS brokers out of sync: changed in VMS and never pushed to the CRM.
    await database.db.execute(sql`update brokers set broker_updated_at = now() - (random() * interval '60 days')
      where id in (select id from brokers order by id limit ${EXPORT_ROWS})`);
    await database.db.execute(sql`analyze`);
    const seeding = (Date.now() - t0) / 1000;

    const token = (await gql<{ login: { token: string } }>(server.url, LOGIN)).data!.login.token;
    let n = 0;
    const parts: string[] = [];
    for (const sort of SORTS) {
      const r = await load(
        async () => {
          const i = n++;
          const res = await gql<{ getBrokersDirectory: { totalCount: number } }>(
            server.url,
            QUERY,
            { s: SEARCHES[i % SEARCHES.length], sort: sort.value, offset: (i % 5) * 10 },
            token,
          );
          return !!res.data?.getBrokersDirectory;
        },
        connections,
        seconds,
      );
      parts.push(`${sort.label} p95 ${r.p95.toFixed(1)} ms (${r.rps.toFixed(0)} req/s${r.errors ? `, ${r.errors} errors` : ''})`);
    }

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
      `${(bytes / 1e6).toFixed(1)} MB, server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`
    );
  } finally {
    await database.close();
    await server.stop();
  }
}
