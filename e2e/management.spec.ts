// Management portal in the browser: following a project, live status changes between two browsers, the attention
// drawer, credentials, pagination with Back, empty states; and screenshots of every screen at two widths.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { activeProjectsFrame, login } from './fixtures';

const BASE = '/management-portal/projects';

async function signedIn(browser: Browser, email: string, viewport = { width: 1366, height: 860 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await login(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** The first running non-Bronze project in the customer's active list, opened. */
async function openCustomerProject(page: Page): Promise<string> {
  await page.goto(`${BASE}/active-projects`);
  const row = activeProjectsFrame(page).getByRole('row').filter({ hasText: 'ACTIVE' }).filter({ hasNotText: 'BRONZE' }).first();
  await row.getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Back to Active Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Production / Approvals' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('a customer follows a project through its sections and opens a task log', async ({ browser }) => {
  const page = await signedIn(browser, 'customer@vms.test');
  await page.goto(`${BASE}/active-projects`);
  // Customer, PM and admin see no tab navigation (part A §2); the customer has no drawer (part A §6).
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Need Attention/ })).toHaveCount(0);
  const path = await openCustomerProject(page);
  for (const name of ['Project Kick-Off', 'Flight & Capture', 'Production / Approvals', 'Delivery']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `${name} progress` })).toHaveAttribute('aria-valuenow', /^\d+$/);
  }
  await expect(page.getByRole('button', { name: 'Slack' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Credentials' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Order Received' }).click();
  await expect(page).toHaveURL(`${path}#Order_Received`);
  await expect(page.getByLabel('Activity log')).toContainText('updated to Complete');
  await page.goto(`${path}#Order_Received`);
  await expect(page.getByRole('button', { name: 'Order Received' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Back to Active Projects' }).click();
  await expect(page).toHaveURL(`${BASE}/active-projects`);
});

test("a PM's status change shows live on the customer's open page, and on the PM's alert count", async ({ browser }) => {
  // Project 3 is the demo customer's, run by the demo PM (seed/projects.ts).
  const path = `${BASE}/active-projects/project-detail/3/elite`;
  const customer = await signedIn(browser, 'customer@vms.test');
  await customer.goto(path);
  await expect(customer.getByRole('heading', { name: 'Delivery' })).toBeVisible();
  const pm = await signedIn(browser, 'pm@vms.test');
  // The alert count follows live events: act only once the page has asked for them, or the event can pass unseen.
  const subscribed = new Promise<void>((resolve) =>
    pm.on('websocket', (ws) => ws.on('framesent', (frame) => String(frame.payload).includes('OnTaskNotification') && resolve())),
  );
  await pm.goto(path);
  await subscribed;
  const bell = pm.getByRole('button', { name: /Need Attention/ });
  await expect(bell).toHaveAttribute('data-count', /\d+/);
  const before = Number(await bell.getAttribute('data-count'));

  const select = pm.locator('input[aria-label="Status of Listing Updated"]');
  await select.click();
  await pm.getByRole('option', { name: 'Ready For Review', exact: true }).click();
  await expect(pm.getByText('Status updated successfully')).toBeVisible();

  const row = customer.getByRole('row').filter({ hasText: 'Listing Updated' });
  await expect(row.getByTestId('task-status')).toHaveText('Ready For Review', { timeout: 5000 });
  await expect(row.getByRole('button', { name: /Act on alert/ })).toBeVisible();
  await expect(bell).toHaveAttribute('data-count', String(before + 1));
});

test('the PM acts on an alert from the drawer', async ({ browser }) => {
  const page = await signedIn(browser, 'pm@vms.test');
  await page.goto(`${BASE}/active-projects`);
  const bell = page.getByRole('button', { name: /Need Attention/ });
  await expect(bell).toHaveAttribute('data-count', /[1-9]/);
  const before = Number(await bell.getAttribute('data-count'));
  await bell.click();
  const drawer = page.getByRole('dialog', { name: /Need Attention/ });
  await drawer
    .getByRole('button', { name: /Act on alert/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Review is complete' }).click();
  await expect(page.getByText('Action successfully done!')).toBeVisible();
  await expect(bell).toHaveAttribute('data-count', String(before - 1));
  // The list scrolls in pages; at the end it says so.
  const list = drawer.getByTestId('attention-list');
  for (let i = 0; i < 5; i++) await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(drawer.getByText('No more data to load.')).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(before - 1);
});

test('credentials open for the PM; the customer gets neither the button nor the data', async ({ browser }) => {
  const pm = await signedIn(browser, 'pm@vms.test');
  await pm.goto(`${BASE}/active-projects/project-detail/3/elite`);
  await pm.getByRole('button', { name: 'Credentials' }).click();
  await expect(pm.getByLabel('Project credentials')).toContainText('@crexi-accounts.test');
  await expect(pm.getByLabel('Project credentials')).toContainText('VMS Pilot');

  const customer = await signedIn(browser, 'customer@vms.test');
  const token = await customer.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
  const res = await customer.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ getAllCredentialsByProject(projectId: "3") { email password } }' },
  });
  const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
  expect(body.errors[0]!.extensions.code).toBe('FORBIDDEN');
});

test('pages of 10, and Back restores the page', async ({ browser }) => {
  const page = await signedIn(browser, 'qa@vms.test');
  await page.goto(`${BASE}/completed`);
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^11–/)).toBeVisible();
  const first = await page.getByRole('row').nth(1).getByRole('link').textContent();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('button', { name: 'Back to Completed' }).click();
  await expect(page).toHaveURL(`${BASE}/completed`);
  await expect(page.getByText(/^11–/)).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('link')).toHaveText(first!);
  // Searching starts over from page 1 of the matches.
  await page.getByRole('tab', { name: 'Active Projects' }).click();
  await page.getByLabel('Search projects').fill('zzz-no-such-project');
  await expect(page.getByText('No Projects to be shown.')).toBeVisible();
});

test('an account without projects sees the empty states', async ({ browser }) => {
  const page = await signedIn(browser, 'new.customer@vms.test');
  for (const [slug, text] of [
    ['active-projects', "You don't have any active projects at this moment"],
    ['completed', 'Your Project has not yet completed. We will send an email when your project completes'],
    ['need-my-attention', 'There are no projects needing your attention at this time.'],
  ] as const) {
    await page.goto(`${BASE}/${slug}`);
    await expect((slug === 'active-projects' ? activeProjectsFrame(page) : page).getByText(text)).toBeVisible();
  }
  await page.goto(`${BASE}/active-projects/project-detail`);
  await expect(
    page.getByText('Your project has been initiated but not yet started. We will send an email when your project starts.'),
  ).toBeVisible();
  await page.goto(`${BASE}/active-projects/project-detail/1/platinum`);
  await expect(page.getByText('Project details for requested project does not exist.')).toBeVisible();
});

const shot = (name: string) => `test-results/screens/${name}.png`;
for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 860 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`management screens (${label})`, async ({ browser }) => {
    const qa = await signedIn(browser, 'qa@vms.test', viewport);
    await qa.goto(`${BASE}/active-projects`);
    await expect(qa.getByText(/^1–10 of/)).toBeVisible();
    await qa.screenshot({ path: shot(`management-active-${label}`), fullPage: true });
    const pm = await signedIn(browser, 'pm@vms.test', viewport);
    await pm.goto(`${BASE}/need-my-attention`);
    await expect(pm.getByText(/^1–10 of/)).toBeVisible();
    await pm.getByRole('button', { name: /Need Attention/ }).click();
    await expect(
      pm
        .getByRole('dialog', { name: /Need Attention/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await pm.waitForTimeout(600); // the drawer's slide-in transition
    await pm.screenshot({ path: shot(`management-drawer-${label}`) });
    await pm.keyboard.press('Escape');
    await pm.goto(`${BASE}/active-projects/project-detail/3/elite#Draft_Video`);
    await expect(pm.getByRole('heading', { name: 'Delivery' })).toBeVisible();
    await pm.screenshot({ path: shot(`management-detail-pm-${label}`), fullPage: true });
    const customer = await signedIn(browser, 'customer@vms.test', viewport);
    await customer.goto(`${BASE}/active-projects/project-detail/6/bronze`);
    await expect(customer.getByRole('heading', { name: 'Bronze images' })).toBeVisible();
    await customer.screenshot({ path: shot(`management-bronze-customer-${label}`), fullPage: true });
    await customer.goto(`${BASE}/active-projects/project-detail/12/bronze`);
    await expect(customer.getByText('Video Rendering Failed')).toBeVisible();
    await customer.screenshot({ path: shot(`management-bronze-failed-${label}`), fullPage: true });
    await customer.goto(`${BASE}/completed`);
    await expect(customer.getByRole('list', { name: 'Projects' }).or(customer.getByRole('table', { name: 'Projects' }))).toBeVisible();
    await customer.screenshot({ path: shot(`management-completed-customer-${label}`), fullPage: true });
  });
}
