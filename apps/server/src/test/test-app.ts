// A whole app for integration tests: PostgreSQL when TEST_DATABASE_URL is set (a fresh database per app, a copy of the
// seeded template when it wants the seed), otherwise PGlite in a temporary data directory. Requests go through fastify.inject, as a browser's would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import { buildApp, type App } from '../app.js';
import { seedDemo } from '../seed/seed.js';
import { ALL_JOBS } from '../jobs.registry.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { TEST_CREDENTIALS_KEY } from './seeded-template.js';

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[];
}

/** A new database: empty, or a copy of `template` (the seeded one, see seeded-template.ts). */
export async function createDatabase(
  baseUrl: string,
  template: string,
): Promise<{ url: string; template: string; drop: () => Promise<void> }> {
  const name = `vms_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    template,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // The app's pool resolves end() before its sockets are gone; forcing the drop while a backend is still
      // closing kills it mid-goodbye and the client raises an unhandled error. Wait for the backends to leave.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** `work: false` starts no job worker (a test then works on jobs itself, or lets a child process do it). */
export async function createTestApp(env: Record<string, string> = {}, opts: { seed?: boolean; work?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vms-test-'));
  // a test that brings its own DATABASE_URL (a private server) gets no database here, and is seeded the slow way
  const database =
    process.env.TEST_DATABASE_URL && !env.DATABASE_URL
      ? await createDatabase(process.env.TEST_DATABASE_URL, opts.seed !== false ? inject('seededTemplate') : '')
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    // the payment tests pay with the sandbox's test cards, on PostgreSQL too (a deployment needs it switched on)
    ALLOW_TEST_PAYMENTS: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const app: App = await buildApp(config);
  if (opts.seed !== false && !database?.template) await seedDemo(app.services.db, app.services.secrets);
  if (opts.work !== false) await app.jobs.work(ALL_JOBS, app.services);

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<GqlResult<T>> {
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return res.json() as GqlResult<T>;
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const r = await gql<{ login: { token: string } }>(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email, password },
    );
    if (!r.data?.login) throw new Error(`login failed for ${email}: ${JSON.stringify(r.errors)}`);
    return r.data.login.token;
  }

  return {
    app,
    config,
    dataDir,
    gql,
    login,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const errorCode = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
