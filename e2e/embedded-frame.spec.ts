// The management frame (part A §2, §6): customer, PM and admin see a frame instead of the active list. With no
// MANAGEMENT_IFRAME_URL (as here) it holds VMS's own embeddable table of the same projects (docs/adr/0013).
import { expect, test, type Browser } from '@playwright/test';
import { activeProjectsFrame, login } from './fixtures';

const BASE = '/management-portal/projects';
const EMBED = '/management-portal/embed/active-projects';
const shot = (name: string) => `test-results/screens/${name}.png`;

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 800 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await login(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('the customer sees their active projects in the frame, read-only, and a project opens around the frame', async ({ browser }) => {
  const page = await signedIn(browser, 'customer@vms.test');
  await page.goto(`${BASE}/active-projects`);
  const iframe = page.locator('iframe[title="Active Projects"]');
  const frame = activeProjectsFrame(page);
  // the server's own table, opened by a signed URL (docs/adr/0013)
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${EMBED}\\?access=`));
  await expect(frame.locator('script')).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Active Projects' })).toBeVisible();
  const rows = frame.getByRole('row').filter({ hasText: 'ACTIVE' });
  await expect(rows.first()).toBeVisible();
  // No app shell inside the frame, and nothing to edit: no inputs, no switcher, no user menu.
  await expect(frame.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Portal switcher' })).toHaveCount(0);
  await expect(frame.getByRole('textbox')).toHaveCount(0);
  await expect(frame.getByRole('combobox')).toHaveCount(0);
  // The same projects the customer may see: every row is theirs (the API's own list, compared name by name).
  const names = await frame.getByRole('row').getByRole('link').allTextContents();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ getProjects(trackStatus: "ACTIVE", limit: 10, offset: 0) { projects { projectName } } }' },
  });
  const body = (await res.json()) as { data: { getProjects: { projects: Array<{ projectName: string }> } } };
  expect(names).toEqual(body.data.getProjects.projects.map((p) => p.projectName));

  const name = names[0]!;
  await frame.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/active-projects/project-detail/\\d+/`));
  await expect(page.getByRole('button', { name: 'Back to Active Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Active Projects' }).click();
  await expect(page.locator('iframe[title="Active Projects"]')).toBeVisible();
});

test('PM and admin get the frame; QA keeps the native list', async ({ browser }) => {
  for (const email of ['pm@vms.test', 'admin@vms.test']) {
    const page = await signedIn(browser, email);
    await page.goto(`${BASE}/active-projects`);
    await expect(activeProjectsFrame(page).getByText(/^1–10 of/)).toBeVisible();
    await expect(page.getByLabel('Search projects')).toHaveCount(0);
  }
  const qa = await signedIn(browser, 'qa@vms.test');
  await qa.goto(`${BASE}/active-projects`);
  await expect(qa.getByText(/^1–10 of/)).toBeVisible();
  await expect(qa.locator('iframe')).toHaveCount(0);
});

test('only the embeddable page may be framed, and only by this origin', async ({ request }) => {
  const html = { accept: 'text/html' };
  const embed = await request.get(EMBED, { headers: html });
  expect(embed.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(embed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  for (const path of [`${BASE}/active-projects`, '/login', '/crexi-search/results']) {
    const other = await request.get(path, { headers: html });
    expect(other.headers()['x-frame-options'], path).toBe('DENY');
    expect(other.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('a page of another origin may not frame the embeddable page', async ({ page, baseURL }) => {
  // 127.0.0.1 is another origin than localhost: the browser must refuse to show the table there.
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await login(page, 'customer@vms.test');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.route(`${other}/framing-test`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe title="foreign" src="${baseURL}${EMBED}"></iframe>` }),
  );
  await page.goto(`${other}/framing-test`);
  // Chromium replaces a frame that refuses to be shown (X-Frame-Options / frame-ancestors) by its error page.
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="foreign"]').getByRole('heading', { name: 'Active Projects' })).toHaveCount(0);
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`management frame screenshots (${label})`, async ({ browser }) => {
    const page = await signedIn(browser, 'customer@vms.test', viewport);
    await page.goto(`${BASE}/active-projects`);
    await expect(activeProjectsFrame(page).getByRole('link').first()).toBeVisible();
    // the frame's pictures drawn before the screenshot (not 'networkidle': a live connection can keep it from ever coming)
    await expect
      .poll(() =>
        activeProjectsFrame(page)
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    await page.screenshot({ path: shot(`management-frame-customer-${label}`) });
    const admin = await signedIn(browser, 'admin@vms.test', viewport);
    await admin.goto(`${BASE}/active-projects`);
    await expect(activeProjectsFrame(admin).getByText(/^1–10 of/)).toBeVisible();
    await admin.screenshot({ path: shot(`management-frame-admin-${label}`) });
  });
}
