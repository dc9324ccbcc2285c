import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(() => t?.close());

describe('the HTTP surface', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.fastify.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.fastify.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.fastify.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the public runtime config', async () => {
    const res = await t.app.fastify.inject('/config.js');
    expect(res.body).toContain('window.__VMS_CONFIG__');
    expect(res.body).toContain(t.config.supportPhone);
  });

  it('refuses bodies over the limit', async () => {
    const res = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ me { id } }', pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('who may frame a page', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vms-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>VMS</title>');
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const page = async (url: string, status = 200) => {
    const res = await web.app.fastify.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(status);
    return { csp: String(res.headers['content-security-policy']), xfo: res.headers['x-frame-options'] };
  };

  it("lets any site frame the embed code's player page of one video, and nothing under it", async () => {
    const watch = await page('/watch/0b6f3c6e-3f39-4c44-9a43-2d7cf2b4a001');
    expect(watch.csp).toContain('frame-ancestors *');
    expect(watch.xfo).toBeUndefined();
    const deeper = await page('/watch/0b6f3c6e-3f39-4c44-9a43-2d7cf2b4a001/../../assets-listing');
    expect(deeper.csp).toContain("frame-ancestors 'none'");
  });

  it('refuses framing everywhere else, and the management embed only to this origin', async () => {
    for (const url of [
      '/0b6f3c6e-3f39-4c44-9a43-2d7cf2b4a001/video-draft',
      '/0b6f3c6e-3f39-4c44-9a43-2d7cf2b4a001/modify-video',
      '/assets-listing',
      '/login',
      '/watch/not-a-video',
    ]) {
      const p = await page(url);
      expect(p.csp, url).toContain("frame-ancestors 'none'");
      expect(p.xfo, url).toBe('DENY');
    }
    // the table's page without its signed URL: refused, in a page the frame may still show (embedded-table.test.ts)
    const embed = await page('/management-portal/embed/active-projects', 401);
    expect(embed.csp).toContain("frame-ancestors 'self'");
    expect(embed.xfo).toBe('SAMEORIGIN');
  });
});

describe("the web app's page", () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vms-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>VMS</title><div id="root" data-app></div>');
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const page = (url: string, host = 'localhost') => web.app.fastify.inject({ url, headers: { accept: 'text/html', host } });

  it('is the one index.html for every page of both brands, checked again on every visit', async () => {
    for (const url of ['/', '/login', '/login?next=1', '/crexi-search/results', '/no/such/page']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('data-app');
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await page('/', 'vidpitch.localhost')).body).toContain('data-app');
  });

  it('allows no inline script', async () => {
    const csp = String((await page('/login')).headers['content-security-policy']);
    expect(csp.split(';').find((d) => d.startsWith('script-src '))).toBe("script-src 'self'");
  });

  it('is not sent for API paths or requests that do not ask for HTML', async () => {
    expect((await page('/api/no-such-thing')).statusCode).toBe(404);
    expect((await web.app.fastify.inject({ url: '/login', headers: { accept: 'application/json' } })).statusCode).toBe(404);
  });
});

describe('GraphQL hardening in production mode', () => {
  it('disables introspection', async () => {
    const r = await t.gql('{ __schema { queryType { name } } }');
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data?.__schema).toBeUndefined();
  });

  it('limits query depth', async () => {
    const tooDeep = `{ ${'a { '.repeat(14)}b${' }'.repeat(14)} }`;
    const r = await t.gql(tooDeep);
    expect(r.errors?.[0]?.message).toMatch(/depth/i);
  });
});

describe('graphql-ws on the same path', () => {
  it('authorises by the connection token', async () => {
    const address = await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.login('customer@vms.test');
    const run = (connectionParams: Record<string, unknown>) =>
      new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>((resolve, reject) => {
        const client = createClient({
          url: address.replace('http', 'ws') + '/graphql',
          webSocketImpl: WebSocket,
          connectionParams,
          retryAttempts: 0,
        });
        client.subscribe(
          { query: '{ me { email roleLabel } }' },
          { next: (v) => resolve(v as never), error: reject, complete: () => void client.dispose() },
        );
      });
    expect((await run({ authorization: `Bearer ${token}` })).data).toEqual({
      me: { email: 'customer@vms.test', roleLabel: 'VMS Crexi' },
    });
    // Security #21 finding 3: without a token only the public subscriptions may run. Part B's review subscriptions are
    // public (a Bronze review link opens without login), so the anonymous socket opens and anything else on it is
    // answered UNAUTHENTICATED (graphql/limits.test.ts checks a non-public subscription too).
    await expect(run({})).rejects.toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});

describe('shutdown', () => {
  // Security #21 finding 7: with a graphql-ws socket open, SIGTERM used to wait for it until 'shutdown took too long'
  // (exit 1, the client saw 1006). Finding 12: the request log used to hold ?access_token= in full.
  it('drains and exits 0 on SIGTERM with a graphql-ws socket open, closing it with 1001', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vms-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_ON_START: 'false',
        DATABASE_URL: '',
        SHUTDOWN_GRACE_MS: '8000',
        // no sample-video render in the background of this process (it would only load the machine)
        RENDER_SAMPLES_ON_START: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    // up to 90 s: a start under tsx on PGlite took 25-33 s on this two-core machine beside other test runs
    for (let i = 0; i < 900 && !out.includes('VMS is running'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('VMS is running');
    const port = Number(/"port":(\d+)|127\.0\.0\.1:(\d+)/.exec(out)!.slice(1).find(Boolean));
    const res = await fetch(`http://127.0.0.1:${port}/api/export-file?access_token=SECRET-TOKEN-abc123`);
    expect(res.status).toBe(401);
    // An open socket, as a browser tab holds (no connection_init yet: the open connection is what blocked shutdown).
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    await once(ws, 'open');
    const closed = once(ws, 'close');
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    const [closeCode] = await closed;
    expect(closeCode).toBe(1001);
    expect(code).toBe(0);
    expect(out).toContain('shutting down');
    expect(out).not.toContain('shutdown took too long');
    expect(out).not.toContain('SECRET-TOKEN-abc123');
    // issue #34 finding 3: every start with the test-card sandbox on says so
    expect(out).toContain('Test payments are on');
    rmSync(dataDir, { recursive: true, force: true });
  }, 150_000);
});
