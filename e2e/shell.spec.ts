import { expect, test } from '@playwright/test';
import { LANDINGS, loginAndLand } from './fixtures';

/** Switcher links each role may see (part A §2; hidden entirely for roles outside admin, PM, user, QA, QC). */
const SWITCHER: Record<string, string[]> = {
  'admin@vms.test': [
    'Sales Portal',
    'Management Portal',
    "Broker's Directory",
    'PM Portal',
    'Pilot Portal',
    'Editor Portal',
    'Sales Person Portal',
  ],
  'pm@vms.test': [
    'Sales Portal',
    'Management Portal',
    "Broker's Directory",
    'PM Portal',
    'Pilot Portal',
    'Editor Portal',
    'Sales Person Portal',
  ],
  'qa@vms.test': [
    'Sales Portal',
    'Management Portal',
    "Broker's Directory",
    'PM Portal',
    'Pilot Portal',
    'Editor Portal',
    'Sales Person Portal',
  ],
  'qc@vms.test': [
    'Sales Portal',
    'Management Portal',
    "Broker's Directory",
    'PM Portal',
    'Pilot Portal',
    'Editor Portal',
    'Sales Person Portal',
  ],
  'customer@vms.test': ['Sales Portal', 'Management Portal'],
  'operator@vms.test': [],
  'editor@vms.test': [],
  'pilot@vms.test': [],
  'sales@vms.test': [],
};

for (const [email, links] of Object.entries(SWITCHER)) {
  test(`the portal switcher shows ${email} exactly ${links.length ? links.join(', ') : 'nothing'}`, async ({ page }) => {
    const landing = LANDINGS.find((l) => l.email === email)!;
    await loginAndLand(page, email, landing.path);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const switcher = page.getByRole('button', { name: 'Portal switcher' });
    if (!links.length) {
      await expect(switcher).toHaveCount(0);
      return;
    }
    await switcher.click();
    await expect(page.getByRole('menuitem')).toHaveText(links);
  });
}

test('the user menu shows name, e-mail, role label, version, and logs out', async ({ page }) => {
  await loginAndLand(page, 'pilot@vms.test', '/pilot-dashboard/0');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Pete Flyer')).toBeVisible();
  await expect(menu.getByText('pilot@vms.test')).toBeVisible();
  await expect(menu.getByText('VMS Pilot')).toBeVisible();
  await expect(menu.getByText('6.0.10')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vms-token'))).toBeNull();
});

test('the dashboard shows a customer their projects by status and what needs them next', async ({ page }) => {
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  await page.goto('/dashboard');
  await expect(page.getByText('Projects by status').first()).toBeVisible();
  await expect(page.getByText('What needs you next')).toBeVisible();
  await expect(page.getByText(/ready for your review|awaiting your approval/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/dashboard-customer.png', fullPage: true });
});
