// Screenshots of every screen built so far, at desktop and phone widths, into test-results/screens/ for review.
import { expect, test } from '@playwright/test';
import { loginAndLand } from './fixtures';

const shot = (name: string) => `test-results/screens/${name}.png`;

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 860 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`public screens (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [name, path, text] of [
      ['login', '/login', 'Sign in to VMS'],
      ['forgot-password', '/forgot-password', 'Email'],
      ['reset-email-sent', '/reset-email-sent', 'Login'],
      ['success', '/success', 'Login'],
      ['signup', '/signup', 'First Name'],
      ['error-401', '/error/401', "No Access: You don't have permission to access this page."],
      ['error-404', '/error/404', 'Error 404 = Page not found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await page.screenshot({ path: shot(`${name}-${label}`), fullPage: true });
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.screenshot({ path: shot(`login-errors-${label}`), fullPage: true });
  });

  test(`signed-in screens (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAndLand(page, 'admin@vms.test', '/crexi-search/results');
    await expect(page.getByRole('heading', { name: 'Search Result' })).toBeVisible();
    await page.screenshot({ path: shot(`sales-search-${label}`), fullPage: true });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Projects by status').first()).toBeVisible();
    await page.screenshot({ path: shot(`dashboard-admin-${label}`), fullPage: true });
    await page.getByRole('button', { name: 'Portal switcher' }).click();
    await expect(page.getByRole('menuitem', { name: 'PM Portal' })).toBeVisible();
    await page.waitForTimeout(400); // let the menu finish its transition
    await page.screenshot({ path: shot(`switcher-${label}`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot(`user-menu-${label}`) });
  });

  test(`order tabs (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAndLand(page, 'admin@vms.test', '/crexi-search/results');
    await page.goto('/crexi-search/results?pendingOrder=true');
    await page.getByTestId('asset-card').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/crexi-search\/property-detail\/[0-9a-f-]+\//);
    const base = page.url().replace(/\/[^/]+$/, '');
    for (const slug of [
      'details',
      'cities-in-200-miles',
      'cities-in-100-miles',
      'cities-in-10-miles',
      'call-to-action',
      'auction-broker-details',
      'interior-video-contact',
      'summary',
    ]) {
      await page.goto(`${base}/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save For Later' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot(`order-${slug}-${label}`), fullPage: true });
    }
  });
}

test('operator dashboard', async ({ page }) => {
  await loginAndLand(page, 'operator@vms.test', '/brokers-directory/update-missing-details');
  await page.goto('/dashboard');
  await expect(page.getByText('Broker records').first()).toBeVisible();
  await page.screenshot({ path: shot('dashboard-operator'), fullPage: true });
});
