// Vitest's global setup: on PostgreSQL, the demo data is seeded once into a template database, and every test app that
// wants the seed gets a copy of it (`create database … template`, a file copy: well under a second, where seeding each
// app took eight). The seed's secrets are sealed with TEST_CREDENTIALS_KEY, which every test app then uses too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import { seedDemo } from '../seed/seed.js';

export const TEST_CREDENTIALS_KEY = 'vms-test-credentials-key';

declare module 'vitest' {
  interface ProvidedContext {
    /** The seeded template database's name, or '' on PGlite. */
    seededTemplate: string;
  }
}

async function onAdmin<T>(baseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide('seededTemplate', '');
    return;
  }
  const name = `vms_template_${randomBytes(5).toString('hex')}`;
  await onAdmin(baseUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vms-template-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ALLOW_TEST_PAYMENTS: 'true',
    DATABASE_URL: url.toString(),
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
  });
  const app = await buildApp(config);
  try {
    await seedDemo(app.services.db, app.services.secrets);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide('seededTemplate', name);
  return () => onAdmin(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}
