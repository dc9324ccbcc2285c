// Shared bench helpers: start a real server process on PGlite or PostgreSQL, and drive load at it.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '..');
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Server {
  url: string;
  /** The PostgreSQL database the server runs on (postgres kind only). */
  databaseUrl?: string;
  kind: 'pglite' | 'postgres';
  pid: number;
  stop(): Promise<void>;
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vms_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts apps/server with the demo seed on a fresh database of the given kind: from source through tsx, or the
 * production bundle (`built`, after `npm run build`), which is what memory figures should be taken from.
 * `beforeStart` may fill the fresh PostgreSQL database first (e.g. with `--scale` data).
 */
export async function startServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  opts: { beforeStart?: (databaseUrl: string) => Promise<void>; databaseUrl?: string; built?: boolean } = {},
): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vms-bench-'));
  // An existing database (opts.databaseUrl) is used as it is and kept; otherwise a fresh one is made and dropped.
  const db = kind !== 'postgres' ? undefined : opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => {} } : await freshDatabase();
  if (db && opts.beforeStart) await opts.beforeStart(db.url);
  const port = 3900 + Math.floor(Math.random() * 90);
  const entry = opts.built ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  if (opts.built && !existsSync(join(ROOT, 'apps/server/dist/main.js'))) throw new Error('run `npm run build` first');
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db?.url ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000000',
      RATE_LIMIT_PER_EMAIL: '100000000',
      // the bench buys nothing, but its PostgreSQL server is a deployment to the payment check
      ALLOW_TEST_PAYMENTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    databaseUrl: db?.url,
    kind,
    pid: child.pid!,
    async stop() {
      // once: a second stop finds the process gone
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Runs `task` from `connections` concurrent loops for `seconds`; latencies in milliseconds. */
export async function load(task: () => Promise<boolean>, connections = 20, seconds = 10): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const ok = await task().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}

// The load generator shares the two cores with the server and the database, so it must cost little: node:http on
// kept-alive sockets takes about a third of `fetch`'s CPU per request (ADR 0016 "The request's fixed costs").
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const body = JSON.stringify({ query, variables });
  return new Promise<{ data?: T; errors?: unknown[] }>((resolvePromise, reject) => {
    const req = http.request(`${url}/graphql`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolvePromise(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: T; errors?: unknown[] });
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms${r.errors ? ` (${r.errors} errors)` : ''}`;

export { rssMb } from './rss.js';
