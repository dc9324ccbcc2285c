// The staff header on a phone: the portal switcher collapses into a burger so the user menu stays on screen; the
// links and who sees them are the access table's (part A §2 "Portal switcher and user menu").
import { expect, test } from '@playwright/test';
import { ROLES, switcherLinksFor } from '@vms/shared';
import { loginAndLand } from './fixtures';

const shot = (name: string) => `test-results/screens/${name}.png`;
const PHONE = { width: 390, height: 844 };

// The access table's own list for each role, so the phone menu is held to the same rule as the desktop one.
const LINKS: Record<string, string[]> = {
  'admin@vms.test': switcherLinksFor(ROLES.ADMIN).map((l) => l.label),
  'customer@vms.test': switcherLinksFor(ROLES.USER).map((l) => l.label),
};

for (const [email, links] of Object.entries(LINKS)) {
  test(`on a phone ${email} reaches every portal link and the user menu`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAndLand(page, email, '/crexi-search/results');
    const header = page.locator('header');
    const burger = header.getByRole('button', { name: 'Portal switcher' });
    const userMenu = header.getByRole('button', { name: 'User menu' });
    for (const control of [burger, userMenu]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // Nothing in the header runs past the right edge of the screen.
    const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await burger.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(links);
    await page.waitForTimeout(400); // the menu's transition
    await page.screenshot({ path: shot(`header-switcher-${email.split('@')[0]}-phone`) });
    await page.getByRole('menuitem', { name: 'Management Portal' }).click();
    await expect(page).toHaveURL(/\/management-portal\/projects\/active-projects$/);

    await userMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeInViewport();
  });
}

test('an operator has no switcher on a phone, the user menu still fits', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAndLand(page, 'operator@vms.test', '/brokers-directory/update-missing-details');
  await expect(page.getByRole('button', { name: 'Portal switcher' })).toHaveCount(0);
  await expect(page.locator('header').getByRole('button', { name: 'User menu' })).toBeInViewport({ ratio: 1 });
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test(`staff header screenshots (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAndLand(page, 'pm@vms.test', '/pm-portal/projects/project-list');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot(`header-pm-${label}`) });
    await page.getByRole('button', { name: 'Portal switcher' }).click();
    await expect(page.getByRole('menuitem', { name: 'PM Portal' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot(`header-pm-switcher-${label}`) });
  });
}
