// Files in the browser: a multi-part upload with visible progress, the card with its thumbnail, download, delete.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAndLand, noisePng } from './fixtures';

test('a PM uploads a file in parts, sees its thumbnail, downloads it and deletes it', async ({ page }) => {
  const png = noisePng();
  expect(png.length).toBeGreaterThan(4 * 65536);
  await loginAndLand(page, 'pm@vms.test', '/pm-portal/projects/project-list');
  // Project 1 of the demo seed is a PLATINUM project managed by pm@vms.test.
  await page.goto('/pm-portal/projects/1/files');
  await expect(page.getByRole('heading', { name: 'Project files' })).toBeVisible();
  await page.getByRole('button', { name: 'Open folder Project Data' }).click();
  await expect(page).toHaveURL(/\/pm-portal\/projects\/1\/files\/Project%20Data$/);

  // Slow every part down a little so that the progress can be seen moving.
  let parts = 0;
  await page.route('**/api/storage/**', async (route) => {
    if (route.request().method() === 'PUT') {
      parts++;
      await new Promise((r) => setTimeout(r, 400));
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-input').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: png });
  const progress = page.getByRole('progressbar', { name: 'noise.png upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^[1-9]\d?%$/)).toBeVisible();
  await expect(page.getByText('Upload Complete')).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  expect(parts).toBeGreaterThanOrEqual(5);
  await expect(page.getByText('File Uploaded Successfully.')).toBeVisible();

  const card = page.getByTestId('file-card').filter({ hasText: 'noise.png' });
  await expect(card).toBeVisible();
  const thumb = card.locator('img');
  await expect(thumb).toHaveAttribute('src', /thumbnails/);
  // the thumbnail loads (a 300 px picture is not enlarged to the 320 px thumbnail width)
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await page.screenshot({ path: 'test-results/screens/files-folder.png', fullPage: true });

  await card.getByRole('button', { name: 'Preview noise.png' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'noise.png' })).toBeVisible();
  await page.waitForTimeout(400); // let the modal finish its transition
  await page.screenshot({ path: 'test-results/screens/files-preview.png' });
  await page.keyboard.press('Escape');

  await card.getByRole('checkbox', { name: 'Select noise.png' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('noise.png');
  expect(readFileSync((await download.path())!).equals(png)).toBe(true);

  await card.getByRole('button', { name: 'Delete noise.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog.getByText('Do you really want to delete this file.')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/screens/files-delete-confirm.png' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File Deleted successfully!!')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the folder list and a person without permissions', async ({ page }) => {
  await loginAndLand(page, 'qc@vms.test', '/pm-portal/projects/project-list');
  await page.goto('/pm-portal/projects/1/files');
  await expect(page.getByRole('button', { name: 'Open folder Aerial Imagery' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/files-folders.png', fullPage: true });
  await page.getByRole('button', { name: 'Open folder Aerial Imagery' }).click();
  await expect(page.getByRole('button', { name: 'Open folder Aerial Footage' })).toBeVisible();
  // QC may view but not upload
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pm-portal/projects/1/files/Project%20Inputs');
  await expect(page.getByRole('heading', { name: 'Project Inputs' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/files-folder-phone.png', fullPage: true });
  await page.goto('/pm-portal/projects/1/files/Nowhere');
  await expect(page.getByText('Required permissions are not available!')).toBeVisible();
});
