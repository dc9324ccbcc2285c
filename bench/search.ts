// npm run bench -- search: on PostgreSQL with the demo seed plus BENCH_SEARCH_LISTINGS (100 000) listings and
// BENCH_SEARCH_BROKERS (50 000) brokers, 2–3 brokers per listing, loaded with generate_series in a few seconds;
// then searchAssets (the results page's query, 10 per page with totalCount) through the server over HTTP with terms
// drawn the way people type them from a realistic population of names (bench/population.ts) — a first-name prefix of
// 1–4 letters, a whole surname, a surname prefix, a company word — at 20 connections for 10 s, then from one
// connection for up to 5 s (the service time without queueing). One summary line.
// BENCH_SEARCH_DATABASE_URL reuses a prepared database (filled when it lacks the listings). Both servers run the
// production bundle, as deployed (`npm run build` first).
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { createSecretBox } from '../apps/server/src/platform/secret-box.js';
import { CITIES, PROPERTY_TYPES, PROPERTY_NAMES, STREETS } from '../apps/server/src/seed/vocabulary.js';
import { drawPerson, drawTerm, seeded, type TermKind } from './population.js';
import pg from 'pg';
import { SEARCH_COUNT_CAP } from '@vms/shared';
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
  // People drawn from the realistic population (bench/population.ts), the other columns from the row number.
  const rnd = seeded(BROKERS);
  const people = Array.from({ length: BROKERS }, () => drawPerson(rnd));
  await run(
    `insert into brokers (external_id, first_name, last_name, company, email, phone, city, total_active_assets_count, created_at)
     select 'SB-' || g, p.first_name, p.last_name, p.company,
            lower(regexp_replace(p.first_name || '.' || p.last_name, '[^A-Za-z.]', '', 'g')) || g || '@example.com',
            array['(555) ' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0')],
            ci.a[1 + g % cardinality(ci.a)], g % 40, now() - (g % 700) * interval '1 day'
     from unnest($1::text[], $2::text[], $3::text[]) with ordinality as p(first_name, last_name, company, g), (select $4::text[] a) ci`,
    [people.map((p) => p.firstName), people.map((p) => p.lastName), people.map((p) => p.company), CITIES.map((c) => c.city)],
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

/**
 * The count before and after ADR 0016, the same drawn terms straight on the database from one connection: the exact
 * count(distinct) over every matching link, and the capped count the search runs now.
 */
async function compareCounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rnd = seeded(11);
  const exact: number[] = [];
  const capped: number[] = [];
  try {
    for (let i = 0; i < 300; i++) {
      const t = drawTerm(rnd);
      const [column, value] = t.firstName
        ? ['first_name', `${t.firstName}%`]
        : t.lastName
          ? ['last_name', `${t.lastName}%`]
          : ['company', `%${t.companyName}%`];
      const from = `from brokers b join asset_brokers ab on ab.broker_id = b.id where lower(b.${column}) like $1`;
      let t0 = performance.now();
      await client.query(`select count(distinct ab.asset_id)::int as n ${from}`, [value]);
      exact.push(performance.now() - t0);
      t0 = performance.now();
      await client.query(`select count(distinct asset_id)::int as n, count(*)::int as links from (select ab.asset_id ${from} limit $2) s`, [
        value,
        3 * (SEARCH_COUNT_CAP + 1),
      ]);
      capped.push(performance.now() - t0);
    }
  } finally {
    await client.end();
  }
  const q = (l: number[]) => {
    l.sort((a, b) => a - b);
    return { p50: quantile(l, 0.5), p95: quantile(l, 0.95) };
  };
  return { exact: q(exact), capped: q(capped) };
}

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const KINDS: TermKind[] = ['first-name prefix', 'surname', 'surname prefix', 'company word'];

/** The 20-connection load and the one-connection service time against one server, with the same drawn terms. */
async function measure(url: string) {
  const login = await gql<{ login: { token: string } }>(
    url,
    'mutation { login(email: "customer@vms.test", password: "Demo1234") { token } }',
  );
  const token = login.data!.login.token;
  const rnd = seeded(7);
  const byKind = new Map<TermKind, number[]>(KINDS.map((k) => [k, []]));
  const distinct = new Set<string>();
  const search = async () => {
    const { kind, ...term } = drawTerm(rnd);
    distinct.add(JSON.stringify(term));
    const t0 = performance.now();
    const r = await gql<{ searchAssets: { totalCount: number } }>(url, SEARCH, { ...term, offset: 0 }, token);
    byKind.get(kind)!.push(performance.now() - t0);
    return r.data?.searchAssets?.totalCount;
  };
  // Warm-up (plans, pools, JIT, the listing index the server builds at start), not measured.
  const warm = performance.now() + 3000;
  for (let i = 0; i < 40 || performance.now() < warm; i++) await search();
  for (const k of KINDS) byKind.get(k)!.length = 0;
  distinct.clear();
  const matches: number[] = [];
  const all = await load(
    async () => {
      const total = await search();
      if (typeof total === 'number') matches.push(total);
      return typeof total === 'number';
    },
    connections,
    seconds,
  );
  const searches = all.requests;
  const terms = distinct.size;
  // The service time without queueing: the same searches from one connection.
  const single = await load(async () => (await search()) !== undefined, 1, Math.min(seconds, 5));
  return { all, byKind, matches: matches.sort((a, b) => a - b), single, searches, terms };
}

export async function run(): Promise<string> {
  const env = { CREDENTIALS_KEY, DATABASE_POOL_SIZE: '10', RUN_JOBS: 'false' };
  const server = await startServer('postgres', env, { beforeStart: fill, databaseUrl: process.env.BENCH_SEARCH_DATABASE_URL, built: true });
  // The same database served without the result cache and the listing index (ADR 0016): the before, in the same run.
  const uncached = await startServer(
    'postgres',
    { ...env, READ_CACHE_ENTRIES: '0', SESSION_CACHE: 'false', SEARCH_INDEX: 'false', SEED_ON_START: 'false' },
    { databaseUrl: server.databaseUrl, built: true },
  );
  try {
    const before = await measure(uncached.url);
    await uncached.stop();
    const now = await measure(server.url);
    const counts = await compareCounts(server.databaseUrl!);
    const parts = KINDS.map((k) => {
      const l = now.byKind.get(k)!.sort((a, b) => a - b);
      return `${k} p50 ${quantile(l, 0.5).toFixed(1)} p95 ${quantile(l, 0.95).toFixed(1)} ms`;
    });
    const { all, single, matches } = now;
    return (
      `search (postgres, ${LISTINGS.toLocaleString('en-US')} listings, ${BROKERS.toLocaleString('en-US')} brokers, ${connections} conns, ${seconds} s) — ` +
      `all p50 ${all.p50.toFixed(1)} p95 ${all.p95.toFixed(1)} p99 ${all.p99.toFixed(1)} ms, ${all.rps.toFixed(0)} req/s` +
      `${all.errors ? ` (${all.errors} errors)` : ''} (without the result cache and the index: p50 ${before.all.p50.toFixed(1)} p95 ${before.all.p95.toFixed(1)} ms, ${before.all.rps.toFixed(0)} req/s; ` +
      `${now.terms} distinct searches of ${now.searches}), matches per search p50 ${quantile(matches, 0.5)} p95 ${quantile(matches, 0.95)} | ${parts.join(' | ')} | ` +
      `1 conn: p50 ${single.p50.toFixed(1)} p95 ${single.p95.toFixed(1)} ms, ${single.rps.toFixed(0)} req/s (without the cache and the index p50 ${before.single.p50.toFixed(1)} p95 ${before.single.p95.toFixed(1)} ms) | ` +
      `count alone, 1 conn: exact (before) p50 ${counts.exact.p50.toFixed(1)} p95 ${counts.exact.p95.toFixed(1)} ms, capped (now) p50 ${counts.capped.p50.toFixed(1)} p95 ${counts.capped.p95.toFixed(1)} ms`
    );
  } finally {
    await uncached.stop().catch(() => {});
    await server.stop();
  }
}
