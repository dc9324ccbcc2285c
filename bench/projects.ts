// npm run bench -- projects: on PostgreSQL with the demo seed plus `--scale` projects (100 000 by default),
// project names as listings are named (bench/population.ts), getProjects (ACTIVE, pages of 10 with totalCount) and
// projectSearch with words and word prefixes a PM types, at 20 connections for 10 s each; then a
// fan-out: 1000 graphql-ws subscribers on one project, one status change, time until the last one received it.
// Prints one summary line. Both servers run the production bundle, as deployed (`npm run build` first).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { seedScale } from '../apps/server/src/seed/scale.js';
import { createSecretBox } from '../apps/server/src/platform/secret-box.js';
import { ROOT, fmt, gql, load, startServer } from './lib.js';
import { drawProjectName, drawProjectSearch, seeded } from './population.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const scale = Number(process.env.BENCH_SCALE ?? 100_000);
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CREDENTIALS_KEY = 'bench-credentials-key-0123456789';

const PROJECTS =
  'query($o: Int) { getProjects(trackStatus: "ACTIVE", limit: 10, offset: $o) { totalCount projects { id projectName plan status updatedAt isNew } } }';
const SEARCH =
  'query($s: String!, $o: Int) { projectSearch(searchText: $s, trackStatus: "ACTIVE", limit: 10, offset: $o) { totalCount projects { id projectName plan } } }';
const DETAIL =
  'query($id: ID!) { getTaskDetails(projectId: $id, planName: "platinum") { sections { sectionTasks { portalTaskId task } } } }';
const SET = 'mutation($s: String!, $id: ID!) { updateBronzeProjectTaskStatus(crexiTaskStatus: $s, portalTaskId: $id) { message } }';
const SUB = 'subscription($id: ID!) { taskUpdated(projectId: $id) { portalTaskId crexiTaskStatus } }';

/** Demo seed plus `scale` projects, unless the database already holds them (BENCH_PROJECTS_DATABASE_URL reuse). */
async function fill(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: ROOT, poolSize: 4 });
  try {
    await database.migrate(`${ROOT}/apps/server/src/db/migrations`);
    const { rows } = await database.executeSql('select count(*)::int as n from projects');
    if ((rows[0] as { n: number }).n < scale) {
      await seedDemo(database.db, createSecretBox(CREDENTIALS_KEY));
      await seedScale(database.db, scale, () => undefined);
      // Names as listings are named, from the realistic population (bench/population.ts); the bench's database only.
      const rnd = seeded(scale);
      const names = Array.from({ length: scale + 1000 }, () => drawProjectName(rnd));
      await database.executeSql(
        `update projects p set project_name = n.name
         from (select name, row_number() over () as g from unnest($1::text[]) as u(name)) n,
              (select id, row_number() over (order by id) as g from projects) s
         where s.id = p.id and s.g = n.g`,
        [names],
      );
    }
    await database.executeSql('vacuum analyze');
  } finally {
    await database.close();
  }
}

/** Opens `n` subscriptions; resolves with a waiter that reports when every one has seen a given status. */
async function fanOut(url: string, token: string, projectId: string, n: number) {
  const clients: Client[] = [];
  const seen = new Map<string, number>();
  const listeners = new Set<() => void>();
  for (let i = 0; i < n; i++) {
    const client = createClient({
      url: url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
    });
    clients.push(client);
    client.subscribe<{ taskUpdated: { crexiTaskStatus: string } }>(
      { query: SUB, variables: { id: projectId } },
      {
        next: (v) => {
          const status = v.data?.taskUpdated.crexiTaskStatus ?? 'error';
          seen.set(status, (seen.get(status) ?? 0) + 1);
          for (const l of listeners) l();
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  }
  const allSaw = (status: string, timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if ((seen.get(status) ?? 0) >= n) done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        listeners.delete(check);
        resolve(ok);
      };
      listeners.add(check);
      check();
    });
  return { allSaw, seen, close: () => Promise.all(clients.map((c) => c.dispose())) };
}

export async function run(): Promise<string> {
  const server = await startServer(
    'postgres',
    { CREDENTIALS_KEY, DATABASE_POOL_SIZE: '10' },
    { beforeStart: fill, databaseUrl: process.env.BENCH_PROJECTS_DATABASE_URL, built: true },
  );
  try {
    const login = await gql<{ login: { token: string } }>(
      server.url,
      'mutation { login(email: "admin@vms.test", password: "Demo1234") { token } }',
    );
    const token = login.data!.login.token;
    const first = await gql<{ getProjects: { totalCount: number } }>(server.url, PROJECTS, { o: 0 }, token);
    const total = first.data!.getProjects.totalCount;
    const pages = Math.min(100, Math.floor(total / 10));
    // The same database served without the result cache, the sessions in memory and the project index (ADR 0016): the
    // before, in the same run.
    const uncached = await startServer(
      'postgres',
      {
        CREDENTIALS_KEY,
        DATABASE_POOL_SIZE: '10',
        READ_CACHE_ENTRIES: '0',
        SESSION_CACHE: 'false',
        SEARCH_INDEX: 'false',
        SEED_ON_START: 'false',
        RUN_JOBS: 'false',
      },
      { databaseUrl: server.databaseUrl, built: true },
    );
    const measure = async (url: string) => {
      const t = (
        await gql<{ login: { token: string } }>(url, 'mutation { login(email: "admin@vms.test", password: "Demo1234") { token } }')
      ).data!.login.token;
      const offsets = seeded(5);
      const list = await load(
        async () => !!(await gql(url, PROJECTS, { o: 10 * Math.floor(offsets() * pages) }, t)).data,
        connections,
        seconds,
      );
      const terms = seeded(9);
      const search = await load(
        async () => !!(await gql(url, SEARCH, { s: drawProjectSearch(terms), o: 0 }, t)).data,
        connections,
        seconds,
      );
      return { list, search };
    };
    const before = await measure(uncached.url).finally(() => uncached.stop());
    const { list, search } = await measure(server.url);

    // Fan-out on demo project 1 (a PLATINUM project with tasks).
    const detail = await gql<{ getTaskDetails: { sections: { sectionTasks: { portalTaskId: string }[] }[] } }>(
      server.url,
      DETAIL,
      { id: '1' },
      token,
    );
    const taskId = detail.data!.getTaskDetails.sections[0]!.sectionTasks[0]!.portalTaskId;
    const fan = await fanOut(server.url, token, '1', subscribers);
    let warm = false;
    // Warm-up changes until every subscriber is listening (their subscribe resolvers have run), then the measured one.
    for (let i = 0; i < 10 && !warm; i++) {
      await gql(server.url, SET, { s: i % 2 ? 'In Process' : 'Scheduled', id: taskId }, token);
      warm = await fan.allSaw(i % 2 ? 'In Process' : 'Scheduled', 5000);
      if (!warm) fan.seen.clear();
    }
    const t0 = performance.now();
    const ok = await gql<{ updateBronzeProjectTaskStatus: { message: string } }>(server.url, SET, { s: 'Rescheduled', id: taskId }, token);
    const all = await fan.allSaw('Rescheduled', 30_000);
    const fanMs = performance.now() - t0;
    await fan.close();
    const fanText = all && ok.data ? `${fanMs.toFixed(0)} ms` : `incomplete (${fan.seen.get('Rescheduled') ?? 0}/${subscribers} in 30 s)`;
    return (
      `projects (postgres, ${total} active of ${scale} scale + demo, ${connections} conns, ${seconds} s each) — ` +
      `getProjects ACTIVE p95 ${list.p95.toFixed(1)} ms (${fmt(list)}; without the caches p95 ${before.list.p95.toFixed(1)} ms, ${before.list.rps.toFixed(0)} req/s) | ` +
      `projectSearch p95 ${search.p95.toFixed(1)} ms (${fmt(search)}; without the caches and the index p95 ${before.search.p95.toFixed(1)} ms, ${before.search.rps.toFixed(0)} req/s) | ` +
      `fan-out ${subscribers} subscribers, one status change → last received after ${fanText}`
    );
  } finally {
    await server.stop();
  }
}
