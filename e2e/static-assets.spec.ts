// The built web app is sent pre-compressed (brotli or gzip, as the browser accepts), hashed assets cached for good
// and the page itself revalidated; a route's page links its components' rules (issue #20, first paint).
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ALL_ROLES, ROLES, TOKEN_KEY, canOpen } from '../packages/shared/src';
import { fakeToken, login } from './fixtures';

test('the page and its scripts come pre-compressed, hashed assets immutable', async ({ request }) => {
  const page = await request.get('/login', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toContain('accept-encoding');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = (await page.body()).toString();
  // the prerendered login page paints without its scripts: they wait in a template that its script adds after the paint
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/type="module"|modulepreload/);
  const afterPaint = html.match(/<template id="vms-after-paint">(.*?)<\/template>/)?.[1] ?? '';
  const script = afterPaint.match(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect(afterPaint).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-[\w-]+\.js">/);

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
});

test('the login page paints before its scripts are requested, then runs them', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as { vmsHydrated?: boolean }).vmsHydrated === true)).toBe(true);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js'))
      .map((r) => r.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  // the entry's stylesheets were there for the app to apply (main.tsx turns their preloads into stylesheets)
  expect(await page.locator('link[rel=preload][as=style]').count()).toBe(0);
  expect(await page.locator('link[rel=stylesheet][href^="/assets/index-"]').count()).toBeGreaterThan(0);
});

test("a route's page links the rules of the Mantine components its chunks hold", async ({ request }) => {
  const components = async (path: string) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    // linked, or preloaded after the paint by a page with shells (main.tsx makes it a stylesheet)
    const links = [...html.matchAll(/<link rel="(?:stylesheet|preload" as="style)" crossorigin href="\/assets\/mantine-[\w]+\.css" data-mantine-components="([^"]+)">/g)];
    expect(links).toHaveLength(1);
    return links[0]![1]!.split(' ');
  };
  const search = await components('/crexi-search/results?page=2');
  // the staff shell's user menu button, the search page's pager; not the order's stepper, nor the menus' dropdowns
  // (their chunk brings them when a menu is first opened: ui/LaterMenu.tsx)
  expect(search).toEqual(expect.arrayContaining(['AppShell', 'Avatar', 'Pagination', 'Button']));
  expect(search).not.toContain('Stepper');
  expect(search).not.toContain('Menu');
  const order = await components('/crexi-search/property-detail/123/plan');
  expect(order).toEqual(expect.arrayContaining(['AppShell', 'Stepper']));
  expect(order).not.toContain('Pagination');
});

test("a page opened directly takes its components' rules from the route's stylesheet and looks as it does after in-app navigation", async ({ page }) => {
  await login(page, 'customer@vms.test');
  await page.waitForURL('**/crexi-search/results');
  await expect(page.getByRole('heading', { name: 'Search Result', exact: true })).toBeVisible();
  // after the in-app navigation from the login page, the chunks added the rules
  expect(await page.locator('link[data-mantine-components]').count()).toBe(0);
  expect(await page.locator('style[data-mantine-components]').count()).toBeGreaterThan(0);
  const looks = () => page.getByRole('button', { name: 'Search', exact: true }).evaluate((b) => {
    const s = getComputedStyle(b);
    return [s.backgroundColor, s.color, s.height, s.borderRadius, s.fontWeight].join(' ');
  });
  const navigated = await looks();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Search Result', exact: true })).toBeVisible();
  const sheet = page.locator('link[data-mantine-components]');
  await expect(sheet).toHaveCount(1);
  expect(await sheet.getAttribute('data-mantine-components')).toContain('Button');
  // none of the sheet's components' rules are added again
  const named = (await sheet.getAttribute('data-mantine-components'))!.split(' ');
  const added = await page.locator('style[data-mantine-components]').evaluateAll((s) => s.flatMap((e) => (e as HTMLElement).dataset.mantineComponents!.split(' ')));
  expect(added.filter((n) => named.includes(n))).toEqual([]);
  expect(await looks()).toBe(navigated);
});

// The signed-in pages' shells (apps/web/src/prerender/signed-in-shells.tsx, docs/adr/0016-speed.md).
const SEARCH = '/crexi-search/results';
const LIST = '/management-portal/projects/active-projects';
const noScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test('a signed-in page paints its shell before its scripts are requested, then the app renders over it', async ({ page }) => {
  await login(page, 'customer@vms.test');
  await page.waitForURL(`**${SEARCH}`);
  await page.waitForLoadState('networkidle');
  // without its scripts the page still shows the stored role's shell, which takes no input
  await noScripts(page);
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { name: 'Search Result', exact: true })).toBeVisible();
  await expect(page.locator('#root[data-shell] > div[inert]')).toHaveCount(1);
  await page.unroute('**/assets/*.js');

  await page.goto(SEARCH);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Casey Customer');
  await expect(page.locator('[inert]')).toHaveCount(0);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    scripts: performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js')).map((r) => r.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  // the app's page, not the picture: it takes input and searches
  await page.getByLabel('Last Name').fill('Smith');
  await expect(page.getByLabel('Last Name')).toHaveValue('Smith');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/lastName=Smith/);
});

test('a signed-in page shows no shell without a session, with an expired one, or to a role it sends elsewhere', async ({ page }) => {
  await noScripts(page);
  const rootWith = async (record: object | null) => {
    await page.goto('/login');
    await page.evaluate(([key, value]) => (value ? localStorage.setItem(key!, value) : localStorage.clear()), [TOKEN_KEY, record && JSON.stringify(record)]);
    await page.goto(SEARCH);
    return page.locator('#root').innerHTML();
  };
  const session = (role: string, exp: number) => ({ token: fakeToken({ role, exp }), role, isEditorProfileUpdated: true, userId: '1', photo: null });
  const hour = Math.floor(Date.now() / 1000) + 3600;
  expect(await rootWith(session(ROLES.USER, hour))).toContain('Search Result');
  expect(await rootWith(null)).toBe('');
  expect(await rootWith(session(ROLES.USER, Math.floor(Date.now() / 1000) + 30))).toBe('');
  expect(await rootWith(session(ROLES.OPERATOR, hour))).toBe('');
});

test("a page's shells cover exactly the roles that may open it, each as its role sees it", async ({ request }) => {
  const html = await (await request.get(LIST, { headers: { accept: 'text/html' } })).text();
  const shells = [...html.matchAll(/<template data-vms-shell="([^"]+)">(.*?)<\/template>/gs)].map(([, roles, markup]) => ({ roles: roles!.split(' '), markup: markup! }));
  expect(shells.flatMap((s) => s.roles).sort()).toEqual(ALL_ROLES.filter((role) => canOpen(LIST, role)).sort());
  for (const { markup } of shells) expect(markup).toContain('Management Portal');
  const of = (role: string) => shells.find((s) => s.roles.includes(role))!.markup;
  // a frame would load its page before the app runs and again after: never with its source
  for (const { markup } of shells) expect(markup).not.toMatch(/<iframe[^>]*\ssrc=/);
  // QC gets the list tabs, the admin does not
  expect(of(ROLES.ADMIN)).not.toContain('Need My Attention');
  expect(of(ROLES.VMS_QC)).toContain('Need My Attention');
});
