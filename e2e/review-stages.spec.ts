// Review stages on the seed's review (issue #38 item 5): the PM opens a digest's deep link and lands on that exact
// frame, sees the stage bar (internal review current, the final file not released yet), sets the client stage's due
// day from the bar and sees it on the player, the review screen and the Video Review list; then clears it again, so
// the other review specs find the demo review as seeded. Approvals are not made here (review.spec.ts owns them; the
// release after the last stage is tested on the server). Screenshots at 1280×800 and 390×844.
import { expect, test, type Page } from '@playwright/test';
import { REVIEW_STAGE_MESSAGES } from '../packages/shared/src/review-stages';
import { login } from './fixtures';
import { apiLogin, gql, waitForCopies } from './review-helpers';

const SHOTS = 'test-results/review-stages-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const shown = async (page: Page) => Number(await page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuenow'));

test.describe.configure({ mode: 'serial', retries: 0 });

test('a deep link opens the exact frame; the PM sets a stage due day from the stage bar', async ({ page, request }) => {
  // the review project's first test on a fresh server: it waits for the seed's review copies (jobs after the start)
  test.setTimeout(300_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await waitForCopies(request, pm);
  const latest = review.versions[review.versions.length - 1]!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'pm@vms.test');
  await expect(page).not.toHaveURL(/\/login$/);

  // the digest's link: ?version=V&frame=N
  await page.goto(`${latest.reviewLink}?version=${latest.version}&frame=250`);
  await expect.poll(() => shown(page)).toBe(250);
  const bar = page.getByTestId('review-stages');
  // review.spec.ts may approve or revert this version meanwhile (another worker): the bar must say what the server says
  const truth = await gql<{
    getReviewLinkDetails: { stages: { key: string; label: string; current: boolean }[]; releaseBlock: string | null };
  }>(request, pm, 'query($id: String!) { getReviewLinkDetails(id: $id) { stages { key label current } releaseBlock } }', {
    id: latest.reviewLink.split('/').pop(),
  });
  const current = truth.getReviewLinkDetails.stages.find((s) => s.current);
  await expect(bar.locator('[aria-current="step"]')).toHaveAttribute('data-stage', current!.key);
  await expect(page.getByTestId('release-state')).toHaveText(REVIEW_STAGE_MESSAGES.notReleased(current!.label));

  await page.getByRole('button', { name: 'Set the due date of Client review' }).click();
  await page.getByLabel('Client review due').fill('2026-12-03');
  await shot(page, 'due-popover-1280');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bar.locator('[data-stage="CLIENT"]')).toContainText('due Dec 3');
  await shot(page, 'player-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar).toBeVisible();
  await shot(page, 'player-390');

  // the PM's review screen and the Video Review list show it too
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/pm-portal/projects/video-review/${review.projectId}/${review.folderId}`);
  await expect(page.getByTestId('review-stages').locator('[data-stage="CLIENT"]')).toContainText('due Dec 3');
  await shot(page, 'review-screen-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'review-screen-390');

  await gql(request, pm, 'mutation($f: ID!, $s: String!) { setReviewStageDue(folderId: $f, stage: $s, dueAt: "2026-11-20") { message } }', {
    s: current!.key,
    f: review.folderId,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pm-portal/projects/video-review');
  const badge = page.getByTestId('stage-badge').first();
  await expect(badge).toHaveAttribute('data-stage', current!.key);
  await expect(badge).toContainText(current!.label);
  await shot(page, 'list-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'list-390');

  // the seed's review as it was, for the other review specs
  for (const stage of ['INTERNAL', 'CLIENT'])
    await gql(request, pm, 'mutation($f: ID!, $s: String!) { setReviewStageDue(folderId: $f, stage: $s, dueAt: null) { message } }', {
      f: review.folderId,
      s: stage,
    });
});

test('the customer sees the stages but cannot set a due day', async ({ page, request }) => {
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await waitForCopies(request, pm);
  await login(page, 'customer@vms.test');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(review.versions[review.versions.length - 1]!.reviewLink);
  await expect(page.getByTestId('review-stages')).toContainText('Client review');
  await expect(page.getByRole('button', { name: /Set the due date/ })).toHaveCount(0);

  // approving is not downloading: the final-video download waits for the last stage (no stage here approves client review)
  const header = await gql<{ getReviewedProjectHeaderDetails: { folderPath: string; fileName: string } }>(
    request,
    pm,
    'query($f: ID!) { getReviewedProjectHeaderDetails(folderId: $f) { folderPath fileName } }',
    { f: review.folderId },
  );
  const customer = await apiLogin(request, 'customer@vms.test');
  const { folderPath, fileName } = header.getReviewedProjectHeaderDetails;
  const res = await request.post('/api/final-video-download', { data: { access_token: customer, file: `${folderPath}/${fileName}` } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: string }).error).toMatch(/^The final file is released once (Internal|Client) review has approved/);
});
