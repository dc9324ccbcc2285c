// Issue #33 item 7: /assets-listing from the keyboard alone: each row opens through its property's link (Tab, Enter),
// the pager's buttons have names (the shared Pager), the user menu opens with Enter and closes with Escape. Screens at
// 1280 and 390.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAndLand, shotsAtBothWidths } from './fixtures';

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('vpadmin@vms.test pages the assets listing by the pager names and opens a row with Tab and Enter', async ({ page }) => {
  await loginAndLand(page, 'vpadmin@vms.test', '/assets-listing');
  const table = page.getByRole('table', { name: 'Video assets' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await shotsAtBothWidths(page, 'test-results/screens/assets-listing');

  // the pager: named buttons, Enter moves to the next page
  const pager = page.getByRole('navigation', { name: 'Video asset pages' });
  for (const name of ['first page', 'previous page', 'next page', 'last page'])
    await expect(pager.getByRole('button', { name })).toBeVisible();
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await tabTo(page, pager.getByRole('button', { name: 'next page' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  await pager.getByRole('button', { name: 'first page' }).click();
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();

  // the user menu: Enter opens it, Escape closes it
  const menuButton = page.getByRole('button', { name: 'User menu' });
  await page.locator('body').focus();
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);

  // a row's link: Tab to it, Enter opens the video's draft page
  const first = table.getByRole('row').nth(1).getByRole('link');
  const name = (await first.textContent())!;
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/video-draft$/);
  await expect(page.getByText(name).first()).toBeVisible();
});
