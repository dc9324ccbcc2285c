// The review player's remaining parts (issue #14; docs/adr/0019 "The player's remaining parts"), on the seed's
// self-numbering clip (frame n carries n in ten black/white bars): side-by-side compare of two versions, stepped and
// played together, where each side's picture is decoded in the browser and must show the frame both name; a verified
// guest's range comment (in and out frame by the I and O keys), whose screenshot goes up through the guest's presigned
// URL and must show the in frame. Screenshots at 1280 and 390 under test-results/review-compare-shots.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { frameToTimecode, RANGE_ORDER_MESSAGE } from '../packages/shared/src/review';
import { login } from './fixtures';

const SHOTS = 'test-results/review-compare-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

// small API helpers (copied, as the brief allows: review-helpers.ts is being reworked)
async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}
async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const r = await gql<{ login: { token: string } }>(request, null, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: email, p: 'Demo1234' });
  return r.data!.login.token;
}

/** The demo PLATINUM review's versions once their review copies are made (the first start makes the clip). */
async function platinumVersions(request: APIRequestContext) {
  const pm = await apiLogin(request, 'pm@vms.test');
  for (let i = 0; i < 180; i++) {
    const list = await gql<{ listReviewedProjects: { reviewProjectData: { commentedFolders: { id: string; name: string }[] }[] } }>(
      request,
      pm,
      'query { listReviewedProjects(limit: 100) { reviewProjectData { commentedFolders { id name } } } }',
    );
    const folder = list.data!.listReviewedProjects.reviewProjectData.flatMap((p) => p.commentedFolders).find((f) => f.name === 'Video Review')!;
    const v = await gql<{ listAssetVersions: { version: number; status: string; reviewLink: string }[] }>(request, pm, 'query($f: ID!) { listAssetVersions(folderId: $f) { version status reviewLink } }', { f: folder.id });
    const versions = v.data!.listAssetVersions;
    if (versions.length > 1 && versions.every((x) => x.status === 'complete')) return versions;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('review copies not ready');
}

async function bronzeLink(request: APIRequestContext): Promise<string> {
  const customer = await apiLogin(request, 'customer@vms.test');
  for (const trackStatus of ['ACTIVE', 'COMPLETED', 'NOT STARTED', 'ON HOLD']) {
    const page = await gql<{ getProjects: { projects: { id: string; plan: string }[] } }>(request, customer, 'query($s: String!) { getProjects(trackStatus: $s, limit: 100) { projects { id plan } } }', { s: trackStatus });
    for (const p of page.data?.getProjects.projects.filter((x) => x.plan === 'BRONZE') ?? []) {
      for (let i = 0; i < 180; i++) {
        const drafts = await gql<{ getReviewDraftList: { reviewLink: string; status: string }[] }>(request, customer, 'query($p: ID!) { getReviewDraftList(projectId: $p) { reviewLink status } }', { p: p.id });
        const d = drafts.data!.getReviewDraftList[0];
        if (!d) break;
        if (d.status === 'complete') return d.reviewLink;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
  throw new Error('no Bronze review');
}

/** The number the numbered clip shows in this <video> right now, read from its pixels (the ten bars). */
function pictureFrame(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => {
    const c = document.createElement('canvas');
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(v, 0, 0);
    let n = 0;
    for (let bit = 0; bit < 10; bit++) {
      const [r, g, b] = ctx.getImageData(Math.floor(((bit + 0.5) * c.width) / 10), Math.floor(c.height / 4), 1, 1).data;
      if (0.299 * r! + 0.587 * g! + 0.114 * b! > 128) n |= 1 << bit;
    }
    return n;
  });
}

async function frameOfJpeg(buf: Buffer): Promise<number> {
  const { data, info } = await sharp(buf).greyscale().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let bit = 0; bit < 10; bit++) {
    const x = Math.floor(((bit + 0.5) * info.width) / 10);
    if (data[Math.floor(info.height / 4) * info.width + x]! > 128) n |= 1 << bit;
  }
  return n;
}

test.describe.configure({ mode: 'serial' });

test('compare: two versions side by side step, seek and play together, each showing exactly the frame both name', async ({ page, request }) => {
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
  for (const v of [leftVideo, rightVideo]) await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.readyState)).toBeGreaterThanOrEqual(2);
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

test('a verified guest marks a range by keys and comments; the stored frames are integers and the screenshot shows the in frame', async ({ page, request }) => {
  test.setTimeout(300_000);
  const link = await bronzeLink(request);
  const token = link.split('/').pop()!;
  // the API gives no upload URL to a guest who has not verified
  const { data: d0 } = await gql<{ getReviewLinkDetails: { id: string } }>(request, null, 'query($id: String!) { getReviewLinkDetails(id: $id) { id } }', { id: token });
  const refused = await gql(request, null, 'mutation($a: ID!) { getGuestScreenshotUploadUrl(assetId: $a, contentType: "image/jpeg") }', { a: d0!.getReviewLinkDetails.id });
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  const video = page.getByTestId('review-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('range-controls')).toHaveCount(0); // not before verifying
  await page.getByRole('button', { name: 'Verify e-mail to comment' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('range.guest@example.com');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('User verified successfully!!').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // the modal gone: the keys reach the player, not its field

  const bar = page.getByRole('slider', { name: 'Progress' });
  const shown = async () => Number(await bar.getAttribute('aria-valuenow'));
  const stepTo = async (n: number) => {
    await page.getByTestId('time-display').click();
    for (let i = 0; i < 60 && (await shown()) !== n; i++) {
      const now = await shown();
      await page.keyboard.press(now < n ? '.' : ',');
      await expect.poll(shown).toBe(now < n ? now + 1 : now - 1);
    }
    expect(await shown()).toBe(n);
  };
  await stepTo(20);
  await page.keyboard.press('i');
  await expect(page.getByTestId('range-text')).toHaveText(`${frameToTimecode(20)} – …`);
  await stepTo(10);
  await page.keyboard.press('o');
  await expect(page.getByRole('alert').filter({ hasText: RANGE_ORDER_MESSAGE })).toBeVisible();
  await stepTo(45);
  await page.getByRole('button', { name: 'Mark out (O)' }).click();
  await expect(page.getByTestId('range-text')).toHaveText(`${frameToTimecode(20)} – ${frameToTimecode(45)}`);
  await expect(page.getByRole('alert').filter({ hasText: RANGE_ORDER_MESSAGE })).toHaveCount(0);
  await expect(page.getByTestId('range-marker')).toHaveAttribute('data-in', '20');
  await expect(page.getByTestId('range-marker')).toHaveAttribute('data-out', '45');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Guest: the title flickers over this stretch');
  await shot(page, 'range-marked-desktop');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  const item = page.getByTestId('comment-item').filter({ hasText: 'Guest: the title flickers over this stretch' });
  await expect(item).toContainText(`${frameToTimecode(20)} – ${frameToTimecode(45)}`);
  await expect(page.locator('[data-testid="comment-dot"][data-frame="20"][data-frame-out="45"]')).toHaveCount(1);
  await expect(page.getByTestId('range-marker')).toHaveCount(0); // cleared after sending
  await shot(page, 'range-comment-desktop');

  const { data } = await gql<{ getReviewLinkDetails: { comments: { commentText: string; frame: number; frameOut: number | null; commentTime: string; commentTimeOut: string | null; commentUserRole: string; commentScreenShot: string | null }[] } }>(
    request,
    null,
    'query($id: String!) { getReviewLinkDetails(id: $id) { comments { commentText frame frameOut commentTime commentTimeOut commentUserRole commentScreenShot } } }',
    { id: token },
  );
  const c = data!.getReviewLinkDetails.comments.find((x) => x.commentText === 'Guest: the title flickers over this stretch')!;
  expect([c.frame, c.frameOut, c.commentTime, c.commentTimeOut, c.commentUserRole]).toEqual([20, 45, frameToTimecode(20), frameToTimecode(45), 'GUEST']);
  expect(c.commentScreenShot).toMatch(/review-screenshots\/[0-9a-f]{24}\.jpg/);
  const img = await request.get(c.commentScreenShot!);
  expect(img.ok()).toBe(true);
  expect(await frameOfJpeg(Buffer.from(await img.body()))).toBe(20);

  // a plain comment of the guest gets its own screenshot too, at once
  await stepTo(33);
  await page.getByRole('textbox', { name: 'Comment' }).fill('Guest: one frame only');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByTestId('comment-item').filter({ hasText: 'Guest: one frame only' })).toBeVisible();
  const again = await gql<{ getReviewLinkDetails: { comments: { commentText: string; frame: number; frameOut: number | null; commentScreenShot: string | null }[] } }>(
    request,
    null,
    'query($id: String!) { getReviewLinkDetails(id: $id) { comments { commentText frame frameOut commentScreenShot } } }',
    { id: token },
  );
  const single = again.data!.getReviewLinkDetails.comments.find((x) => x.commentText === 'Guest: one frame only')!;
  expect([single.frame, single.frameOut]).toEqual([33, null]);
  expect(await frameOfJpeg(Buffer.from(await (await request.get(single.commentScreenShot!)).body()))).toBe(33);

  await page.setViewportSize({ width: 390, height: 844 });
  await stepTo(50);
  await page.keyboard.press('i');
  await stepTo(60);
  await page.keyboard.press('o');
  await expect(page.getByTestId('range-text')).toHaveText(`${frameToTimecode(50)} – ${frameToTimecode(60)}`);
  await shot(page, 'range-marked-phone');
});
