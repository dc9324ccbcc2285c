import { expect, test } from '@playwright/test';
import { login, loginAndLand, logout } from './fixtures';

test('a customer finds listings by broker, pages through them, and an ordered listing says so on its card', async ({ page }) => {
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  await expect(page.getByRole('heading', { name: 'Search Result' })).toBeVisible();
  await expect(page.getByText('Search results will appear here')).toBeVisible();

  // Typing searches after the debounce; the terms go into the URL, trimmed.
  await page.getByLabel('Last Name').fill('  smi ');
  await expect(page).toHaveURL(/lastName=smi(&|$)/);
  const cards = page.getByTestId('asset-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(/Smith/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Search results will appear here')).toBeVisible();
  await page.getByLabel('Company Name').fill('a');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards).toHaveCount(10);
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  const firstName = await cards.first().getByRole('button').first().getAttribute('aria-label');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await expect(cards.first().getByRole('button', { name: firstName! })).toHaveCount(0);

  // A listing with a project already: the checkout check answers on the card.
  await page.getByRole('button', { name: 'Page 1' }).click();
  const ordered = cards.filter({ hasText: 'Complete' }).first();
  await ordered.getByRole('button').first().click();
  await expect(ordered.getByRole('alert')).toHaveText('An order for this property has already been placed.');

  // A fresh listing asks how to fill the rollout details; Advance Map View is not offered.
  await page.getByText('AUCTION', { exact: true }).click();
  await expect(page).toHaveURL(/auctionData=AUCTION/);
  const fresh = cards.filter({ hasNotText: /Complete|Inprogress/i }).first();
  await fresh.getByRole('button').first().click();
  const modal = page.getByRole('dialog', { name: 'How would you like to fill in the rollout details?' });
  await expect(modal.getByLabel('Advance Map View')).toBeDisabled();
  await expect(modal.getByLabel('Manual Data Entry')).toBeChecked();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/crexi-search\/property-detail\/[0-9a-f-]+\/details$/);
});

test("another customer's order in progress is refused on its card, with the reason (issue #21)", async ({ page }) => {
  await loginAndLand(page, 'dana.customer@vms.test', '/crexi-search/results');
  const cards = page.getByTestId('asset-card');
  for (const lastName of ['smi', 'joh', 'wil', 'bro', 'jon', 'gar', 'mil', 'dav', 'rod', 'mar', 'her', 'lop']) {
    await page.getByLabel('Last Name').fill(lastName);
    await expect(page).toHaveURL(new RegExp(`lastName=${lastName}`));
    await expect(cards.first()).toBeVisible();
    await expect(page.getByLabel('Searching')).toHaveCount(0);
    const started = cards.filter({ hasText: 'Inprogress' });
    if (!(await started.count())) continue;
    // The demo's orders in progress belong to the demo customer or the admin, never to this customer.
    const name = (await started.first().getByRole('button').first().getAttribute('aria-label'))!;
    // Held by its name: the list may render again between reading a card and clicking it.
    const card = cards.filter({ has: page.getByRole('button', { name, exact: true }) });
    await card.getByRole('button').first().click();
    await expect(card.getByRole('alert')).toHaveText(
      'Another customer has already started an order for this property. Please contact us if you need a video of it.',
    );
    await expect(page).toHaveURL(/\/crexi-search\/results/);
    return;
  }
  throw new Error('no order in progress found');
});

test('pending orders are listed under their own title and can be deleted', async ({ page }) => {
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  await page.goto('/crexi-search/results?pendingOrder=true');
  await expect(page.getByRole('heading', { name: 'Pending Search Result' })).toBeVisible();
  const cards = page.getByTestId('asset-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const name = (await cards.first().getByRole('button').first().getAttribute('aria-label'))!.replace(/^Open /, '');
  await cards
    .first()
    .getByRole('button', { name: `Delete pending order ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete pending order?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Asset deleted successfully')).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
});

test('the operator is sent to the brokers directory; the sales person is refused the search in the UI and the API', async ({
  page,
  request,
}) => {
  await loginAndLand(page, 'operator@vms.test', '/brokers-directory/update-missing-details');
  await page.goto('/crexi-search/results');
  await expect(page).toHaveURL((u) => u.pathname.startsWith('/brokers-directory'));

  await logout(page);
  await login(page, 'sales@vms.test');
  await expect(page).toHaveURL((u) => u.pathname === '/sales-portal/deals');
  await page.goto('/crexi-search/results');
  await expect(page).toHaveURL((u) => u.pathname === '/error/401');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ searchAssets(lastName: "smi") { totalCount } }' },
  });
  expect((await res.json()).errors[0].extensions.code).toBe('FORBIDDEN');
});
