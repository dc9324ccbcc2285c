// Part A §3: a listing with no order yet is on the default plan (PLATINUM), whose order has the Interior Video Contact
// tab. Opening that tab directly must show it, and the stepper must not tick it before anything is entered.
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_KEY } from '@vms/shared';
import { loginAndLand } from './fixtures';

/** GraphQL as the signed-in person (the token the web app keeps in local storage). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables, key }) => {
      const { token } = JSON.parse(localStorage.getItem(key)!) as { token: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data: T };
      return body.data;
    },
    { query, variables, key: TOKEN_KEY },
  );
}

test('a listing nobody has ordered opens its Interior Video Contact tab, on the default plan, unticked', async ({ page }) => {
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  // A listing from the seed that no one has ordered or started: no status, no plan of its own.
  const { searchAssets } = await gql<{
    searchAssets: { assets: Array<{ id: string; name: string; status: string | null; projectPlan: string | null }> };
  }>(
    page,
    'query($lastName: String) { searchAssets(lastName: $lastName, limit: 50, offset: 0) { assets { id name status projectPlan } } }',
    { lastName: 'wil' },
  );
  const fresh = searchAssets.assets.find((a) => !a.status && !a.projectPlan);
  expect(fresh, 'a seeded listing with no order').toBeTruthy();
  const { getAssetDetails } = await gql<{ getAssetDetails: { projectPlan: string; savedTab: number | null } }>(
    page,
    'query($assetId: ID!) { getAssetDetails(assetId: $assetId) { projectPlan savedTab } }',
    { assetId: fresh!.id },
  );
  expect(getAssetDetails).toEqual({ projectPlan: 'PLATINUM', savedTab: null });

  await page.goto(`/crexi-search/property-detail/${fresh!.id}/interior-video-contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Interior Video Contact' })).toBeVisible();
  await expect(page.getByText(fresh!.name).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/interior-video-contact$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');

  // The interior step is the current one, offered in this plan, and not ticked as done.
  const steps = page.getByLabel('Order steps');
  const interior = steps.getByRole('button', { name: 'Interior Video Contact', exact: true });
  await expect(interior).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: /not in this plan/ })).toHaveCount(0);
  await expect(interior).not.toHaveAttribute('data-completed', /.*/);

  // Continue leads on to the summary, where the step passed with nothing entered says so instead of showing a tick;
  // Previous from there comes back to this tab (it is part of the plan).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Interior Video Contact (nothing entered)' })).toContainText('7');
  await expect(steps.getByText('Nothing entered')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/interior-video-contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interior Video Contact' })).toBeVisible();
});
