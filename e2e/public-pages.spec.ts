// The broker's public pages (and the login page) come drawn by the server (issue #36 item 2, ADR 0023), on the seed's
// videos. With scripts
// off: the draft page shows the property, the broker card, the watermarked poster and Purchase; the download page and
// /watch their property and poster; the other public pages their frame and heading. With scripts on: the app takes
// every drawn page over without a hydration error, and a drawn form takes no typing until it has (then it does); a
// signed-in visitor of the drawn login page goes on to their portal.
// Screenshots at 1280 and 390, scripts off and on.
import { expect, test, type Page } from '@playwright/test';
import { login, shotsAtBothWidths } from './fixtures';
import { gql, waitVideoComplete } from './review-helpers';

const SHOTS = 'test-results/public-pages-shots';
const DRAFT = '00000000-0000-4000-8000-000000000001';
const PURCHASED = '00000000-0000-4000-8000-000000000002';
const UNREGISTERED = '00000000-0000-4000-8000-000000000004';
const PAGES = {
  draft: `/${DRAFT}/video-draft`,
  download: `/${PURCHASED}/video-download`,
  watch: `/watch/${DRAFT}`,
  purchase: `/${DRAFT}/video-draft-purchase`,
  modify: `/${DRAFT}/modify-video`,
  register: `/${UNREGISTERED}/register`,
  'payment result': '/payment-success',
};

interface VideoData {
  videoDetails: { posterLink: string | null };
  brokerDetails: { assetName: string; assetAddress: string; brokerName: string; brokerEmail: string };
}
const VIDEO_DATA =
  'query($u: String!) { getVideoData(input: { uuid: $u }) { videoDetails { posterLink } brokerDetails { assetName assetAddress brokerName brokerEmail } } }';

/** The path part of a storage link (its signature changes with each answer). */
const pathOf = (link: string | null) => new URL(link ?? '', 'http://x').pathname;

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the draft page shows the property, the broker card, the poster and Purchase; download and /watch their property and poster', async ({
    page,
    request,
  }) => {
    await waitVideoComplete(request, DRAFT);
    const draft = (await gql<{ getVideoData: VideoData }>(request, null, VIDEO_DATA, { u: DRAFT })).getVideoData;
    expect(draft.videoDetails.posterLink).toMatch(/draft\.jpg/);

    await page.goto(PAGES.draft);
    await expect(page.getByRole('heading', { level: 1, name: draft.brokerDetails.assetName })).toBeVisible();
    await expect(page.getByText(draft.brokerDetails.assetAddress)).toBeVisible();
    await expect(page.getByText(draft.brokerDetails.brokerName, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: draft.brokerDetails.brokerEmail })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Video $49' })).toHaveAttribute('href', `/${DRAFT}/video-draft-purchase`);
    const poster = await page.getByTestId('draft-video').getAttribute('poster');
    expect(pathOf(poster)).toBe(pathOf(draft.videoDetails.posterLink));
    // the poster is an image the page can show (the watermarked draft's frame)
    const image = await page.request.get(poster!);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    await shotsAtBothWidths(page, `${SHOTS}/draft-no-script`);

    await waitVideoComplete(request, PURCHASED);
    const bought = (await gql<{ getVideoData: VideoData }>(request, null, VIDEO_DATA, { u: PURCHASED })).getVideoData;
    await page.goto(PAGES.download);
    await expect(page.getByRole('heading', { level: 1, name: 'Your video' })).toBeVisible();
    await expect(page.getByText(`${bought.brokerDetails.assetName} · ${bought.brokerDetails.assetAddress}`)).toBeVisible();
    expect(pathOf(await page.getByTestId('bought-video').getAttribute('poster'))).toBe(pathOf(bought.videoDetails.posterLink));
    await shotsAtBothWidths(page, `${SHOTS}/download-no-script`);

    await page.goto(PAGES.watch);
    await expect(page.getByRole('heading', { level: 1, name: draft.brokerDetails.assetName })).toBeVisible();
    expect(pathOf(await page.locator('video').getAttribute('poster'))).toBe(pathOf(draft.videoDetails.posterLink));
    await shotsAtBothWidths(page, `${SHOTS}/watch-no-script`);

    // the form pages paint their frame and heading too
    await page.goto(PAGES.purchase);
    await expect(page.getByRole('heading', { name: 'Purchase Video $49' })).toBeVisible();
    await page.goto(PAGES.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  });
});

test.describe('once the app has loaded', () => {
  test('takes every drawn page over without a hydration error', async ({ page, request }) => {
    await waitVideoComplete(request, DRAFT);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const [name, path] of Object.entries({ ...PAGES, login: '/login' })) {
      const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html, name).toContain('<div id="root" inert>');
      expect(html, name).toContain('id="page-data"');
      await page.goto(path);
      await expect(page.locator('#root'), name).not.toHaveAttribute('inert');
      await page.waitForLoadState('networkidle');
      expect(errors, name).toEqual([]);
    }
    // the drawn draft page is the app's now: its sample videos' arrows work
    await page.goto(PAGES.draft);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText('Retail', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next sample' }).click();
    await expect(page.getByText('Office', { exact: true })).toBeVisible();
    await shotsAtBothWidths(page, `${SHOTS}/draft`);
    await page.goto(PAGES.download);
    await expect(page.getByRole('link', { name: 'Download Video' })).toBeVisible();
    await shotsAtBothWidths(page, `${SHOTS}/download`);
  });

  test('a drawn form takes no typing until the app has it, then keeps what is typed', async ({ page }) => {
    // the app's entry script is held back: the page stays as the server drew it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGES.purchase, { waitUntil: 'commit' });
    const name = page.getByLabel('Name');
    await expect(name).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert');
    await expect(name.fill('Typed too early', { timeout: 1000 })).rejects.toThrow();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await fillBilling(page);
    await page.getByRole('button', { name: 'Pay $49' }).click();
    // what was typed reached the form: only the card is missing
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();
    await expect(page.getByText('name is required')).toHaveCount(0);
    await expect(name).toHaveValue('Pat Broker');
  });
});

test('a signed-in visitor of the drawn login page goes on to their portal', async ({ page }) => {
  await login(page, 'pm@vms.test');
  await expect(page).not.toHaveURL(/\/login$/);
  const home = new URL(page.url()).pathname;
  await page.goto('/login');
  await expect(page).toHaveURL(home);
});

async function fillBilling(page: Page) {
  await page.getByLabel('Name').fill('Pat Broker');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('Zip').fill('78701');
}
