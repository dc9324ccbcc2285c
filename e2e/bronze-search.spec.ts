// A new Bronze order from the sales search (issue #33, item 2; DECISIONS.md part B "Demo data"): the seed offers three
// listings on the Bronze plan that nobody has started. customer@vms.test searches each by a broker's name (Rodriguez,
// as the reporter did, for the first), clicks it, and the Bronze builder opens on chapter 1; nothing says
// another customer has the order. One rule decides whose an order is (docs/adr/0011-order-ownership.md).
import { expect, test } from '@playwright/test';
import { loginAndLand } from './fixtures';

const SHOTS = 'test-results/bronze-search-shots';
/** The seed's three untouched Bronze listings and one broker of each (deterministic seed). */
const BRONZE_LISTINGS = [
  { name: 'Columbus Square 9', broker: ['Mark', 'Rodriguez'] },
  { name: 'Phoenix Tower 3', broker: ['Jessica', 'Lopez'] },
  { name: 'Atlanta Land Village 5', broker: ['Joseph', 'Jones'] },
];

test('the customer opens the Bronze builder from the search for each untouched Bronze listing', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  const cards = page.getByTestId('asset-card');
  for (const { name, broker } of BRONZE_LISTINGS) {
    await page.getByLabel('First Name').fill(broker[0]!);
    await page.getByLabel('Last Name').fill(broker[1]!);
    await page.getByRole('button', { name: 'Search' }).click();
    const card = cards.filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: `Open ${name}`, exact: true }).click();
    await expect(page).toHaveURL(/\/crexi-bronze\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Showing settings for - Chapter 1 of 6')).toBeVisible();
    await expect(page.getByLabel('Property Name', { exact: true })).toHaveValue(name);
    await expect(page.getByText('Another customer has already started an order for this property', { exact: false })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${name.replace(/ /g, '-')}.png`, fullPage: true });
    await page.goto('/crexi-search/results');
  }
});
