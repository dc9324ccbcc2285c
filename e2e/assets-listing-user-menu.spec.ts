// Issue #33 item 1: the broker and the VidPitch admin sign out from /assets-listing through its user menu (part A §2
// "Portal switcher and user menu": avatar, name, e-mail, role label, Logout, version 6.0.10), on both brands.
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

const PEOPLE = [
  { email: 'broker@vms.test', name: 'Brooke Broker', label: 'Vidpitch Broker' },
  { email: 'vpadmin@vms.test', name: 'Victor Pitch', label: 'Vidpitch Admin' },
] as const;

async function logOutThroughTheMenu(page: Page, origin: string, who: (typeof PEOPLE)[number]) {
  await login(page, who.email, undefined, origin);
  await expect(page).toHaveURL(`${origin}/assets-listing`);
  await expect(page.getByRole('heading', { name: 'Video Assets' })).toBeVisible();
  // the public pages' link home is not this page's way out
  await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveCount(0);
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(who.name)).toBeVisible();
  await expect(menu.getByText(who.email)).toBeVisible();
  await expect(menu.getByText(who.label, { exact: true })).toBeVisible();
  await expect(menu.getByText('6.0.10')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  // signed out for real: the listing asks for the login again
  await page.goto(`${origin}/assets-listing`);
  await expect(page).toHaveURL(`${origin}/login`);
}

for (const who of PEOPLE) {
  test(`${who.email} logs out from the assets listing's user menu on the main brand`, async ({ page, baseURL }) => {
    await logOutThroughTheMenu(page, baseURL!, who);
  });
  test(`${who.email} logs out from the assets listing's user menu on the VidPitch host`, async ({ page, baseURL }) => {
    await logOutThroughTheMenu(page, baseURL!.replace('localhost', 'vidpitch.localhost'), who);
  });
}
