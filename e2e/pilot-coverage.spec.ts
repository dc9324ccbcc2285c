// The coverage check (beyond the spec, issue #18): the pilot uploads photos whose EXIF carries where they were taken;
// the Shot List tab counts them, places each inside or outside the boundary the customer drew, names the ones to
// retake and shows them on the map. The PM opening the same dashboard sees the same. The detail tab shows the boundary.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { login, loginAndLand } from './fixtures';

const SHOTS = 'test-results/screens';
// Project 1 of the demo seed: PLATINUM, accepted by pilot@vms.test, with the seed's drawn boundary.
const PROJECT = 1;

/** A JPEG whose EXIF holds this GPS position (degrees, minutes, seconds as rationals, as cameras write them). */
async function photoAt(lat: number, lng: number, colour: string): Promise<Buffer> {
  const dms = (v: number) => {
    const a = Math.abs(v);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    return `${d}/1 ${m}/1 ${Math.round(((a - d) * 60 - m) * 60 * 10_000)}/10000`;
  };
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .withExif({
      IFD3: { GPSLatitudeRef: lat >= 0 ? 'N' : 'S', GPSLatitude: dms(lat), GPSLongitudeRef: lng >= 0 ? 'E' : 'W', GPSLongitude: dms(lng) },
    })
    .jpeg()
    .toBuffer();
}

async function boundaryOf(page: Page): Promise<{ lat: number; lng: number }[]> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vms-token') ?? 'null') as { token: string }).token);
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query($p: ID!) { pilotCoverage(projectId: $p) { boundary { lat lng } } }', variables: { p: String(PROJECT) } },
  });
  return ((await res.json()) as { data: { pilotCoverage: { boundary: { lat: number; lng: number }[] } } }).data.pilotCoverage.boundary;
}

test('photos are placed inside or outside the drawn boundary by their GPS position, for the pilot and the PM', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'pilot@vms.test');
  await expect(page).toHaveURL(/\/pilot-dashboard\/\d+$/);
  await page.goto(`/pilot-dashboard/${PROJECT}`);
  // the detail tab draws the boundary on a map
  await expect(page.getByRole('region', { name: 'Map of the boundary the customer drew' })).toBeVisible();
  await expect(page.locator('[data-testid="boundary-map"] path.leaflet-interactive')).toHaveCount(1);

  const ring = await boundaryOf(page);
  expect(ring).toHaveLength(4);
  const lat = ring.reduce((a, p) => a + p.lat, 0) / ring.length;
  const lng = ring.reduce((a, p) => a + p.lng, 0) / ring.length;

  await page.getByRole('tab', { name: 'Shot List' }).click();
  const card = page.getByTestId('shot-card').filter({ hasText: 'Four Corners' });
  await card.getByTestId('upload-input').setInputFiles([
    { name: 'roof-centre.jpg', mimeType: 'image/jpeg', buffer: await photoAt(lat, lng, '#4a7a3a') },
    { name: 'across-the-street.jpg', mimeType: 'image/jpeg', buffer: await photoAt(lat + 0.0025, lng + 0.001, '#7a3a3a') },
  ]);
  await expect(card.getByText('Upload Complete').first()).toBeVisible({ timeout: 30_000 });
  const coverage = page.getByTestId('coverage');
  await expect(coverage.getByTestId('photos-inside')).toHaveText('1 inside the boundary');
  await expect(coverage.getByTestId('photos-outside')).toHaveText('1 outside');
  await expect(coverage.getByText('Taken outside the boundary: across-the-street.jpg')).toBeVisible();
  // the map: the boundary and one marker per photo with a position
  const map = coverage.getByRole('region', { name: 'Map of the boundary with 2 photo positions' });
  await expect(map).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(3);
  await coverage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pilot-coverage-phone.png`, fullPage: true });

  // the PM opening the dashboard sees the same figures
  const pmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pm = await pmContext.newPage();
  await loginAndLand(pm, 'pm@vms.test', '/pm-portal/projects/project-list');
  await pm.goto(`/pilot-dashboard/${PROJECT}`);
  await pm.getByRole('tab', { name: 'Shot List' }).click();
  await expect(pm.getByTestId('photos-outside')).toHaveText('1 outside');
  await pm.screenshot({ path: `${SHOTS}/pilot-coverage-pm-desktop.png`, fullPage: true });
  await pmContext.close();
});
