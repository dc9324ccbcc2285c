// Issue #33 item 4: the demo editor (profile completed) edits the profile through both steps of the wizard and saves
// (part B §4 "editor wizard", §5 "Profiles"): the seed's profile passes its own rules, so Next opens step 2.
import { expect, test } from '@playwright/test';
import { loginAndLand, shotsAtBothWidths } from './fixtures';

test('editor@vms.test edits the profile from the user menu through both steps and saves it', async ({ page }) => {
  await loginAndLand(page, 'editor@vms.test', '/editor-portal/projects/project-list');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/edit-profile');
  await expect(page.getByLabel('First name')).toHaveValue('Eddie');
  await expect(page.getByRole('textbox', { name: /^Phone/ })).not.toHaveValue('');
  await page.getByLabel('Payment vendor name').fill('Cutter Edits LLC');
  await shotsAtBothWidths(page, 'test-results/screens/editor-edit-profile-step1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Phone is Required')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Skills' })).toBeVisible();
  await expect(page.getByLabel('Available from')).not.toHaveValue('');
  await shotsAtBothWidths(page, 'test-results/screens/editor-edit-profile-step2');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/editor-portal/projects/project-list');
  // saved: the profile opens with the new value
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Payment vendor name')).toHaveValue('Cutter Edits LLC');
});
