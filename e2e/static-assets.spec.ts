// The built web app is sent pre-compressed (brotli or gzip, as the browser accepts), hashed assets cached for good
// and the page itself revalidated: one index.html for every page, which the app renders in the browser, except the
// pages the server draws (login and the broker's public pages, e2e/public-pages.spec.ts), compressed the same way.
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../packages/shared/src';

test('the page and its scripts come pre-compressed, hashed assets immutable', async ({ request }) => {
  const page = await request.get('/crexi-search/results', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toContain('accept-encoding');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = (await page.body()).toString();
  // the app's page, empty until its entry script renders the route
  expect(html).toContain('<div id="root"></div>');
  // React's file, which every page boots with (the entry itself is a few bytes: too small to be worth compressing)
  const script = html.match(/<link rel="modulepreload" crossorigin href="(\/assets\/react-[\w-]+\.js)"/)?.[1];
  expect(script).toBeTruthy();

  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const source = await plain.body();

  // node:http leaves the body as sent, so the compressed bytes themselves are checked.
  const raw = (encoding: string) =>
    new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      get(new URL(script!, page.url()), { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const br = await raw('br');
  expect(br.encoding).toBe('br');
  expect(br.bytes.length).toBeLessThan(source.length / 3);
  expect(brotliDecompressSync(br.bytes).equals(source)).toBe(true);
  const gz = await raw('gzip');
  expect(gz.encoding).toBe('gzip');
  expect(gunzipSync(gz.bytes).equals(source)).toBe(true);

  // a drawn page: compressed as the browser accepts, revalidated on every visit
  for (const encoding of ['br', 'gzip']) {
    const drawn = await request.get('/login', { headers: { accept: 'text/html', 'accept-encoding': encoding } });
    expect(drawn.headers()['content-encoding']).toBe(encoding);
    expect(drawn.headers()['cache-control']).toBe('no-cache');
    expect(drawn.headers()['vary']).toContain('accept-encoding');
    expect(await drawn.text()).toContain('<div id="root" inert>');
  }
});

test('every page is the same index.html; the browser renders the route', async ({ request, page }) => {
  const html = async (path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const index = await html('/crexi-search/results');
  for (const path of ['/', '/crexi-search/results?page=2', '/management-portal/projects/active-projects', '/no/such/page'])
    expect(await html(path), path).toBe(index);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText(AUTH_MESSAGES.noAccess)).toBeVisible();
});
