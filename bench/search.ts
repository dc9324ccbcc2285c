// npm run bench -- search: on PostgreSQL with the demo seed plus BENCH_SEARCH_LISTINGS (100 000) listings and
// BENCH_SEARCH_BROKERS (50 000) brokers, 2–3 brokers per listing, loaded with generate_series in a few seconds;
// then searchAssets (the results page's query, 10 per page with totalCount) through the server over HTTP with random
// terms — a first-name prefix of 2–4 letters, a last name, a company — at 20 connections for 10 s, then from one
// connection for up to 5 s (the service time without queueing). One summary line.
// BENCH_SEARCH_DATABASE_URL reuses a prepared database (filled when it lacks the listings).
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { createSecretBox } from '../apps/server/src/platform/secret-box.js';
import { COMPANIES, FIRST_NAMES, LAST_NAMES, CITIES, PROPERTY_TYPES, PROPERTY_NAMES, STREETS } from '../apps/server/src/seed/vocabulary.js';
import { ROOT, gql, load, startServer } from './lib.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LISTINGS = Number(process.env.BENCH_SEARCH_LISTINGS ?? 100_000);
const BROKERS = Number(process.env.BENCH_SEARCH_BROKERS ?? 50_000);
const CREDENTIALS_KEY = 'bench-credentials-key-0123456789';

const SEARCH = `query($firstName: String, $lastName: String, $companyName: String, $offset: Int) {
  searchAssets(firstName: $firstName, lastName: $lastName, companyName: $companyName, limit: 10, offset: $offset) {
    totalCount assets { id name askingPrice thumbnailUrl status projectPlan isPrivate companyNames lastUpdatedAt
      details { propertyType } locations { city state { name } } brokers { id firstName lastName } } } }`;

/** Brokers, listings and their links in three set-based statements (the scale seed's row-by-batch inserts take minutes). */
async function loadListings(database: Database) {
  const run = (text: string, values?: unknown[]) => database.executeSql(text, values);
  await run(
    `insert into brokers (external_id, first_name, last_name, company, email, phone, city, total_active_assets_count, created_at)
     select 'SB-' || g, f.a[1 + g % cardinality(f.a)], l.a[1 + (g * 7 + g / cardinality(l.a)) % cardinality(l.a)], c.a[1 + g % cardinality(c.a)],
            'broker' || g || '@example.com', array['(555) ' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0')],
            ci.a[1 + g % cardinality(ci.a)], g % 40, now() - (g % 700) * interval '1 day'
     from generate_series(1, $5::int) g, (select $1::text[] a) f, (select $2::text[] a) l, (select $3::text[] a) c, (select $4::text[] a) ci`,
    [FIRST_NAMES, LAST_NAMES, COMPANIES, CITIES.map((c) => c.city), BROKERS],
  );
  await run(
    `insert into assets (asset_crexi_id, name, description, asking_price, property_type, address, city, state, zip, is_auction,
                         listing_status, details, activated_on, updated_on)
     select 'S-' || g, ci.a[1 + g % cardinality(ci.a)] || ' ' || n.a[1 + g % cardinality(n.a)] || ' ' || g, 'Generated listing',
            (25000 * (8 + g % 470))::numeric, t.a[1 + g % cardinality(t.a)], (100 + g % 9000) || ' ' || s.a[1 + g % cardinality(s.a)],
            ci.a[1 + g % cardinality(ci.a)], st.a[1 + g % cardinality(st.a)], '7' || lpad((g % 10000)::text, 4, '0'), g % 4 = 2,
            'Active', '{"buildingSize": "12000 SF"}'::jsonb, now() - (g % 900) * interval '1 day', now() - (g % 50000) * interval '10 minutes'
     from generate_series(1, $6::int) g, (select $1::text[] a) ci, (select $2::text[] a) n, (select $3::text[] a) t, (select $4::text[] a) s,
          (select $5::text[] a) st`,
    [CITIES.map((c) => c.city), PROPERTY_NAMES, PROPERTY_TYPES, STREETS, CITIES.map((c) => c.state), LISTINGS],
  );
  // 2 or 3 brokers per listing, spread so every broker has about five listings.
  await run(
    `insert into asset_brokers (asset_id, broker_id, position)
     select a.id, b.id, k
     from (select id, row_number() over (order by asset_crexi_id) rn from assets where asset_crexi_id like 'S-%') a
     cross join generate_series(0, 2) k
     join (select id, row_number() over (order by external_id) - 1 rn from brokers where external_id like 'SB-%') b
       on b.rn = (a.rn * 7 + k * 15331) % $1::int
     where k < 2 + a.rn % 2`,
    [BROKERS],
  );
}

async function fill(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: ROOT, poolSize: 4 });
  try {
    await database.migrate(`${ROOT}/apps/server/src/db/migrations`);
    const count = async (sql: string) => ((await database.executeSql(sql)).rows[0] as { n: number }).n;
    if ((await count("select count(*)::int as n from assets where asset_crexi_id like 'S-%'")) < LISTINGS) {
      if (!(await count('select count(*)::int as n from users'))) await seedDemo(database.db, createSecretBox(CREDENTIALS_KEY));
      const t0 = Date.now();
      await loadListings(database);
      console.error(`search bench: loaded ${LISTINGS} listings and ${BROKERS} brokers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    await database.executeSql('vacuum analyze');
  } finally {
    await database.close();
  }
}

type Kind = 'first' | 'last' | 'company';
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
function term(kind: Kind): Record<string, string> {
  if (kind === 'first') return { firstName: pick(FIRST_NAMES).slice(0, 2 + Math.floor(Math.random() * 3)).toLowerCase() };
  if (kind === 'last') return { lastName: pick(LAST_NAMES) };
  // A word of the company name, as people type it.
  return { companyName: pick(pick(COMPANIES).split(/\s+/).filter((w) => w.length > 2)) };
}

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export async function run(): Promise<string> {
  const server = await startServer(
    'postgres',
    { CREDENTIALS_KEY, DATABASE_POOL_SIZE: '10', RUN_JOBS: 'false' },
    { beforeStart: fill, databaseUrl: process.env.BENCH_SEARCH_DATABASE_URL },
  );
  try {
    const login = await gql<{ login: { token: string } }>(server.url, 'mutation { login(email: "customer@vms.test", password: "Demo1234") { token } }');
    const token = login.data!.login.token;
    const kinds: Kind[] = ['first', 'last', 'company'];
    const search = async (kind: Kind) => {
      const r = await gql<{ searchAssets: { totalCount: number } }>(server.url, SEARCH, { ...term(kind), offset: 0 }, token);
      return r.data?.searchAssets?.totalCount;
    };
    // Warm-up (plans, pools, JIT), not measured.
    for (let i = 0; i < 30; i++) await search(kinds[i % 3]!);
    const byKind: Record<Kind, number[]> = { first: [], last: [], company: [] };
    let matches = 0;
    let n = 0;
    const all = await load(
      async () => {
        const kind = kinds[n++ % 3]!;
        const t0 = performance.now();
        const total = await search(kind);
        byKind[kind].push(performance.now() - t0);
        if (typeof total === 'number') matches += total;
        return typeof total === 'number';
      },
      connections,
      seconds,
    );
    // The service time without queueing: the same searches from one connection.
    let m = 0;
    const single = await load(async () => (await search(kinds[m++ % 3]!)) !== undefined, 1, Math.min(seconds, 5));
    const parts = kinds.map((k) => {
      const l = byKind[k].sort((a, b) => a - b);
      return `${k} p50 ${quantile(l, 0.5).toFixed(1)} p95 ${quantile(l, 0.95).toFixed(1)} p99 ${quantile(l, 0.99).toFixed(1)} ms`;
    });
    return (
      `search (postgres, ${LISTINGS.toLocaleString('en-US')} listings, ${BROKERS.toLocaleString('en-US')} brokers, ${connections} conns, ${seconds} s) — ` +
      `all p50 ${all.p50.toFixed(1)} p95 ${all.p95.toFixed(1)} p99 ${all.p99.toFixed(1)} ms, ${all.rps.toFixed(0)} req/s` +
      `${all.errors ? ` (${all.errors} errors)` : ''}, ~${Math.round(matches / Math.max(1, all.requests)).toLocaleString('en-US')} matches per search | ${parts.join(' | ')} | ` +
      `1 conn: p50 ${single.p50.toFixed(1)} p95 ${single.p95.toFixed(1)} ms, ${single.rps.toFixed(0)} req/s`
    );
  } finally {
    await server.stop();
  }
}
