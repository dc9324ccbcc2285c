// The review player's remaining parts (issue #14; docs/adr/0019 "The player's remaining parts"), on the seed's
// self-numbering clip (frame n carries n in ten black/white bars): side-by-side compare of two versions, stepped and
// played together, where each side's picture is decoded in the browser and must show the frame both name. (The guest's
// range comment is in review.spec.ts, ordered before the customer closes that review.) Screenshots at 1280 and 390.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { frameToTimecode } from '../packages/shared/src/review';
import { login } from './fixtures';
import { apiLogin, gqlResult as gql, pictureFrame } from './review-helpers';

const SHOTS = 'test-results/review-compare-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The demo PLATINUM review's versions once their review copies are made (the first start makes the clip). */
async function platinumVersions(request: APIRequestContext) {
  const pm = await apiLogin(request, 'pm@vms.test');
  for (let i = 0; i < 180; i++) {
    const list = await gql<{ listReviewedProjects: { reviewProjectData: { commentedFolders: { id: string; name: string }[] }[] } }>(
      request,
      pm,
      'query { listReviewedProjects(limit: 100) { reviewProjectData { commentedFolders { id name } } } }',
    );
    const folder = list
      .data!.listReviewedProjects.reviewProjectData.flatMap((p) => p.commentedFolders)
      .find((f) => f.name === 'Video Review')!;
    const v = await gql<{ listAssetVersions: { version: number; status: string; reviewLink: string }[] }>(
      request,
      pm,
      'query($f: ID!) { listAssetVersions(folderId: $f) { version status reviewLink } }',
      { f: folder.id },
    );
    const versions = v.data!.listAssetVersions;
    if (versions.length > 1 && versions.every((x) => x.status === 'complete')) return versions;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('review copies not ready');
}

test.describe.configure({ mode: 'serial' });

test('compare: two versions side by side step, seek and play together, each showing exactly the frame both name', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const versions = await platinumVersions(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'pm@vms.test');
  await expect(page).toHaveURL(/pm-portal/);
  await page.goto(versions.at(-1)!.reviewLink);
  await expect(page.getByTestId('review-video')).toBeVisible();
  await page.getByRole('button', { name: 'Compare versions' }).click();

  const left = page.getByTestId('compare-left');
  const right = page.getByTestId('compare-right');
  const leftVideo = page.getByRole('region', { name: 'Compare versions' }).getByLabel('Version 1 video');
  const rightVideo = page.getByRole('region', { name: 'Compare versions' }).getByLabel('Version 2 video');
  await expect(left).toHaveAttribute('data-version', '1');
  await expect(right).toHaveAttribute('data-version', '2');
  for (const v of [leftVideo, rightVideo])
    await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.readyState)).toBeGreaterThanOrEqual(2);
  const position = page.getByRole('slider', { name: 'Compare position' });
  await expect(position).toHaveAttribute('aria-valuemax', '799');

  const both = async (n: number) => {
    await expect(left).toHaveAttribute('data-frame', String(n));
    await expect(right).toHaveAttribute('data-frame', String(n));
    await expect(page.getByTestId('compare-time')).toHaveText(frameToTimecode(n));
    await expect(page.getByTestId('compare-left-time')).toHaveText(frameToTimecode(n));
    expect([n, await pictureFrame(leftVideo), await pictureFrame(rightVideo)]).toEqual([n, n, n]);
    await expect(page.getByTestId('compare-sync')).toHaveText('Frames in sync');
  };
  await both(0);
  // the player's keys step both, one frame at a time
  await page.getByTestId('compare-time').click();
  await page.keyboard.press('.');
  await both(1);
  await page.keyboard.press('ArrowLeft');
  await both(0);
  for (let i = 1; i <= 20; i++) await page.keyboard.press('ArrowRight');
  await both(20);
  await page.keyboard.press(',');
  await both(19);
  // the shared position slider (keys on it), then fine steps: 399 and the last
  await position.focus();
  await page.keyboard.press('End');
  await both(799);
  await page.keyboard.press('Home');
  await both(0);
  const track = page.getByTestId('compare-track');
  const box = (await track.boundingBox())!;
  await track.click({ position: { x: box.width * (395 / 799), y: box.height / 2 } });
  await page.getByTestId('compare-time').click();
  const at = async () => Number(await left.getAttribute('data-frame'));
  for (let i = 0; i < 40 && (await at()) !== 399; i++) {
    const now = await at();
    await page.keyboard.press(now < 399 ? '.' : ',');
    await expect.poll(at).not.toBe(now);
  }
  await both(399);
  await shot(page, 'compare-desktop');

  // played together, paused: both line up on one frame again
  await page.getByRole('button', { name: 'Play both' }).click();
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(405);
  await page.getByRole('button', { name: 'Pause both' }).click();
  await expect.poll(async () => (await left.getAttribute('data-frame')) === (await right.getAttribute('data-frame'))).toBe(true);
  const paused = await at();
  await both(paused);

  // another pair: version 2 on both sides shows the same picture
  await page.getByRole('combobox', { name: 'Left version' }).selectOption('2');
  await expect(left).toHaveAttribute('data-version', '2');
  await expect(page.getByRole('region', { name: 'Compare versions' }).getByLabel('Version 2 video')).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('combobox', { name: 'Left version' }).selectOption('1');
  await expect.poll(() => leftVideo.evaluate((e: HTMLVideoElement) => e.readyState)).toBeGreaterThanOrEqual(2);
  await expect(left).toHaveAttribute('data-frame', String(paused));
  await shot(page, 'compare-phone');
  await page.getByRole('button', { name: 'Close compare' }).click();
  await expect(page.getByRole('region', { name: 'Compare versions' })).toHaveCount(0);
  await expect(page.getByRole('slider', { name: 'Progress' })).toBeVisible();
});
