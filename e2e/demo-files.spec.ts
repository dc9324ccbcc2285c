// The demo data's project folders hold files (issue #33 item 6): a fresh start's demo files job puts the listing brief,
// the pilot's photos and the review drafts where a production project keeps them, and a PM sees them as file cards.
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand, shotsAtBothWidths } from './fixtures';

/** Opens a folder of project 1 (the demo review project, flown and completed) by its path below the project. */
async function openFolder(page: Page, path: string[]) {
  await page.goto(`/pm-portal/projects/1/files/${path.map(encodeURIComponent).join('/')}`);
  await expect(page.getByRole('heading', { name: path.at(-1)! })).toBeVisible();
}

/** The job runs in the background after the first start: a reload shows what it has put so far. */
async function cardsOf(page: Page, path: string[], n: number) {
  await expect(async () => {
    await openFolder(page, path);
    await expect(page.getByTestId('file-card')).toHaveCount(n, { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  return page.getByTestId('file-card');
}

test('a PM finds the demo project’s brief, photos and review drafts in its folders', async ({ page }) => {
  await loginAndLand(page, 'pm@vms.test', '/pm-portal/projects/project-list');

  const originals = await cardsOf(page, ['Aerial Imagery', 'Aerial Photos', 'Original Images'], 3);
  await expect(originals.first()).toContainText(/DJI_\d{4}\.JPG/);
  for (const img of await originals.locator('img').all()) {
    await expect(img).toHaveAttribute('src', /thumbnails/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
  }
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(originals.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await shotsAtBothWidths(page, 'test-results/screens/demo-files-original-images');

  await cardsOf(page, ['Aerial Imagery', 'Aerial Photos'], 2);
  await expect(page.getByRole('button', { name: 'Open folder Original Images' })).toBeVisible();

  await cardsOf(page, ['Project Inputs', 'Project Documents'], 1);
  await expect(page.getByTestId('file-card')).toContainText('Listing brief.pdf');
  await page.getByRole('checkbox', { name: 'Select Listing brief.pdf' }).check();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(pdf.suggestedFilename()).toBe('Listing brief.pdf');

  const drafts = await cardsOf(page, ['Project Data', 'Video Review'], 2);
  await expect(drafts.filter({ hasText: 'draft-v1.mp4' })).toBeVisible();
  await expect(drafts.filter({ hasText: 'draft-v2.mp4' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Final Video File' })).toBeVisible();
  await shotsAtBothWidths(page, 'test-results/screens/demo-files-video-review');
});
