// The review workflow on the seed's own data (issue #14 "Done means"): the PM comments with each of the eight shapes
// while QC's browser sees the comment arrive live, and approves; QC sees 'Already approved by PM' and sends it back;
// the editor marks comments complete and the PM accepts them on the review screen, exports CSV, EDL and the report; a guest
// verifies by e-mail and comments on the Bronze link; the customer completes the Bronze review and is asked about the
// management portal. Roles outside the rules are refused by the API. Screenshots at 1280 and 390.
import { expect, test, type Page, type Request } from '@playwright/test';
import { frameToTimecode } from '../packages/shared/src/review';
import { RANGE_ORDER_MESSAGE } from '../packages/shared/src/validation/review';
import { login, logout, verifyGuestInPlayer } from './fixtures';
import { apiLogin, bronzeLink, frameOfJpeg, gql, gqlResult, waitForCopies } from './review-helpers';

const SHOTS = 'test-results/review-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function drawAllShapes(page: Page) {
  const board = page.getByTestId('annotation-board');
  await expect(board).toBeVisible();
  const shapes = ['Freeform', 'Rectangle', 'Circle', 'Line', 'Arrow', 'Hexagon', 'Pentagon', 'Triangle'];
  for (const [i, name] of shapes.entries()) {
    await page.getByRole('button', { name, exact: true }).click();
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    const x = box.x + box.width * (0.08 + (i % 4) * 0.23);
    const y = box.y + box.height * (i < 4 ? 0.15 : 0.6);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.08, y + box.height * 0.1, { steps: 4 });
    await page.mouse.move(x + box.width * 0.16, y + box.height * 0.25, { steps: 4 });
    await page.mouse.up();
  }
  await page.getByRole('radio', { name: 'Colour #41B5F2' }).click();
  await page.getByText('Fat').click();
}

// In order, on one demo review: the frame test comments, then the workflow approves, reverts and accepts. A retry would
// start again from the top on a version whose comment box is closed, so it could only fail slower: none.
test.describe.configure({ mode: 'serial', retries: 0 });

// The frame test that cannot lie (issue #14): the seeded review version is the self-numbering 20 fps clip (each frame
// carries its number in ten black/white bars). In the browser the PM steps to frames 0, 1, 19, 20, 399 and the last by
// keys and by clicking comment dots, and comments on each; the server's stored screenshot must show exactly that frame,
// and the stored frame and timecode must be that frame's. It runs first: the workflow below then approves and reverts
// the same version, which closes its comment box.
const shown = async (page: Page) => Number(await page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuenow'));

async function step(page: Page, key: string, expected: number) {
  await page.keyboard.press(key);
  await expect.poll(() => shown(page)).toBe(expected);
}

/**
 * Clicks the progress bar at the first point from `from` towards `to` (x in the bar, px) that no comment dot covers: the
 * dots are 24 px targets over the bar, and a click on one goes to its frame.
 */
async function clickBarAwayFromDots(page: Page, from: number, to: number) {
  const bar = page.getByRole('slider', { name: 'Progress' });
  const box = (await bar.boundingBox())!;
  const dots = await page
    .locator('[data-testid="comment-dot"]')
    .evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().right]));
  const free = (x: number) => dots.every(([l, r]) => box.x + x < l! - 4 || box.x + x > r! + 4);
  const dir = to >= from ? 1 : -1;
  let x = from;
  while (!free(x) && (to - x) * dir > 0) x += 2 * dir;
  await bar.click({ position: { x: Math.max(1, Math.min(box.width - 1, x)), y: box.height / 2 } });
}

/** Gets to frame n by keys: the bar near it first when far, then one frame at a time. */
async function stepTo(page: Page, n: number) {
  const bar = page.getByRole('slider', { name: 'Progress' });
  const total = Number(await bar.getAttribute('aria-valuemax')) + 1;
  if (Math.abs((await shown(page)) - n) > 10) {
    const box = (await bar.boundingBox())!;
    const px = (f: number) => ((Math.max(0, f) + 0.5) / total) * box.width;
    // a little before n, within 10 frames of it
    await clickBarAwayFromDots(page, px(n - 4), n - 9 > 0 ? px(n - 9) : px(n + 9));
    // until the click's seek has landed: a key pressed before then steps from the click's frame, not the old one
    await expect.poll(async () => Math.abs((await shown(page)) - n)).toBeLessThanOrEqual(10);
  }
  await page.getByTestId('time-display').click(); // focus off the bar: the player's own keys
  for (let i = 0; i < 40 && (await shown(page)) !== n; i++) {
    const now = await shown(page);
    await step(page, now < n ? '.' : ',', now < n ? now + 1 : now - 1);
  }
  expect(await shown(page)).toBe(n);
}

async function commentHere(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  await expect(page.getByTestId('comment-item').filter({ hasText: text })).toBeVisible();
  await page.getByTestId('time-display').click();
}

test('every stored screenshot shows exactly the frame its comment names', async ({ page, request }) => {
  test.setTimeout(420_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await waitForCopies(request, pm);
  const latest = review.versions.at(-1)!;
  await login(page, 'pm@vms.test');
  await expect(page).toHaveURL(/pm-portal/);
  await page.goto(latest.reviewLink);
  const video = page.getByTestId('review-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  const last = Number(await page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuemax'));
  expect(last).toBe(799);

  const wanted: { text: string; frame: number }[] = [];
  // by keys: '.' forward, ',' back, → and ← as well
  await page.getByTestId('time-display').click();
  await step(page, 'ArrowRight', 1);
  await step(page, 'ArrowLeft', 0);
  await commentHere(page, 'frame 0 by keys');
  wanted.push({ text: 'frame 0 by keys', frame: 0 });
  await step(page, '.', 1);
  await commentHere(page, 'frame 1 by keys');
  wanted.push({ text: 'frame 1 by keys', frame: 1 });
  for (const n of [19, 20, 399, last]) {
    await stepTo(page, n);
    await commentHere(page, `frame ${n} by keys`);
    wanted.push({ text: `frame ${n} by keys`, frame: n });
  }
  await page.keyboard.press('.');
  await expect.poll(() => shown(page)).toBe(last); // no frame after the last

  // by clicking the comment dots
  const bar = page.getByRole('slider', { name: 'Progress' });
  for (const n of [20, 1, 399, 0, 19, last]) {
    // somewhere else first: a click on the other half of the bar, away from the dots (the latest version also carries
    // version 1's notes)
    const box = (await bar.boundingBox())!;
    await clickBarAwayFromDots(page, box.width * (n > 400 ? 0.05 : 0.55), box.width * (n > 400 ? 0.45 : 0.95));
    await expect.poll(() => shown(page)).not.toBe(n);
    // neighbouring dots overlap (0 and 1 are 2.5 px apart): the click goes to the dot itself
    await page.locator(`[data-testid="comment-dot"][data-frame="${n}"]`).first().dispatchEvent('click');
    await expect.poll(() => shown(page)).toBe(n);
    await commentHere(page, `frame ${n} by dot`);
    wanted.push({ text: `frame ${n} by dot`, frame: n });
  }

  const d = await gql<{
    getReviewLinkDetails: { comments: { commentText: string; frame: number; commentTime: string; commentScreenShot: string | null }[] };
  }>(
    request,
    pm,
    'query($id: String!) { getReviewLinkDetails(id: $id) { comments { commentText frame commentTime commentScreenShot } } }',
    { id: latest.reviewLink.split('/').pop() },
  );
  for (const w of wanted) {
    const c = d.getReviewLinkDetails.comments.find((x) => x.commentText === w.text)!;
    expect([w.text, c.frame, c.commentTime]).toEqual([w.text, w.frame, frameToTimecode(w.frame)]);
    const img = await request.get(c.commentScreenShot!);
    expect(img.ok()).toBe(true);
    expect([w.text, await frameOfJpeg(Buffer.from(await img.body()))]).toEqual([w.text, w.frame]);
  }
});

test('PM annotates with the eight shapes and approves; QC sees it live, then sees the approval and sends it back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await waitForCopies(request, pm);
  const link = review.versions.at(-1)!.reviewLink;

  const qcContext = await browser.newContext();
  const qcPage = await qcContext.newPage();
  await login(qcPage, 'qc@vms.test');
  await expect(qcPage).toHaveURL(/pm-portal/);
  await qcPage.goto(link);
  await expect(qcPage.getByTestId('review-video')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 1000 });
  await login(page, 'pm@vms.test');
  await expect(page).toHaveURL(/pm-portal/);
  const linkAsked: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith('/graphql') && r.postDataJSON()?.operationName === 'ReviewLinkDetails')
      linkAsked.push(r.url());
  };
  page.on('request', onRequest);
  await page.goto(link);
  await expect(page.getByTestId('review-video')).toBeVisible();
  await expect.poll(() => page.getByTestId('review-video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  // the route's loader asked for the link while the page's code loaded; the page drew that answer without asking again
  page.off('request', onRequest);
  expect(linkAsked).toHaveLength(1);
  await shot(page, 'player-pm-desktop');
  await page.getByTestId('time-display').click();
  for (let i = 1; i <= 3; i++) {
    await page.keyboard.press('.');
    await expect(page.getByRole('slider', { name: 'Progress' })).toHaveAttribute('aria-valuenow', String(i));
  }
  await page.getByRole('button', { name: 'Annotate' }).click();
  await drawAllShapes(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Eight shapes on frame 3');
  await shot(page, 'player-board-open-desktop');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  // QC's browser gets it without a reload
  await expect(qcPage.getByTestId('comment-item').filter({ hasText: 'Eight shapes on frame 3' })).toBeVisible();

  const details = await gql<{
    getReviewLinkDetails: {
      comments: { commentText: string; frame: number; annotationCords: { shape: string; colour: string; width: number }[] }[];
    };
  }>(
    request,
    pm,
    'query($id: String!) { getReviewLinkDetails(id: $id) { comments { commentText frame annotationCords { shape colour width } } } }',
    { id: link.split('/').pop() },
  );
  const c = details.getReviewLinkDetails.comments.find((x) => x.commentText === 'Eight shapes on frame 3')!;
  expect(c.frame).toBe(3);
  expect(c.annotationCords.map((a) => a.shape)).toEqual([
    'freeform',
    'rectangle',
    'circle',
    'line',
    'arrow',
    'hexagon',
    'pentagon',
    'triangle',
  ]);

  await page.getByRole('button', { name: 'Approve Video' }).click();
  await expect(page.getByText('Action successfully done!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Video Approved' })).toBeDisabled();
  await shot(page, 'player-pm-approved-desktop');

  await qcPage.reload();
  await expect(qcPage.getByText('Already approved by PM')).toBeVisible();
  await qcPage.screenshot({ path: `${SHOTS}/player-qc-desktop.png`, fullPage: true });
  await qcPage.getByRole('button', { name: 'Revert back to editor for changes' }).click();
  await expect(qcPage.getByText('Already sent back to editor')).toBeVisible();
  await qcContext.close();

  // the editor has no approve button, and the API refuses it too
  const editor = await apiLogin(request, 'editor@vms.test');
  const refused = await request.post('/graphql', {
    headers: { authorization: `Bearer ${editor}` },
    data: {
      query: 'mutation($p: ID!, $a: ID!) { addReviewLinkApproval(projectId: $p, assetId: $a, reviewStatus: "APPROVED") { message } }',
      variables: { p: String(review.projectId), a: review.versions.at(-1)!.id },
    },
  });
  expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('FORBIDDEN');
});

test('the editor marks comments complete, the PM accepts them and exports CSV, EDL and the report on the review screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await waitForCopies(request, pm);
  await login(page, 'editor@vms.test');
  await expect(page).toHaveURL(/editor-portal/);
  await page.goto(`/editor-portal/projects/video-review/${review.projectId}/${review.folderId}`);
  await page.getByRole('combobox', { name: 'Version' }).selectOption('1');
  await expect(page.getByTestId('review-comment')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'review-screen-editor-desktop');
  await page.getByRole('button', { name: 'Mark All Complete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark All Complete' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'review-screen-editor-phone');

  await logout(page);
  await login(page, 'pm@vms.test');
  await expect(page).toHaveURL(/pm-portal/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pm-portal/projects/video-review');
  await page.getByRole('link', { name: 'Video Review' }).first().click();
  await page.getByRole('combobox', { name: 'Version' }).selectOption('1');
  await expect(page.getByTestId('review-comment')).toHaveCount(3);
  await page.getByRole('button', { name: 'Accept Comments' }).click();
  await expect(page.getByText('Accepted all comments!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Comments' })).toBeDisabled();
  // the Export menu downloads what the server writes: CSV with both timecodes, Resolve's marker EDL, the report
  const exported = async (label: string) => {
    await page.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: label }).click()]);
    return { name: file.suggestedFilename(), text: (await (await file.createReadStream()).toArray()).join('') };
  };
  const csv = await exported('CSV');
  expect(csv.name).toMatch(/-v1-comments\.csv$/);
  expect(csv.text.split('\r\n')[0]).toBe('version,frame,commentTime,sourceTimecode,sourceTimecodeOut,author,role,status,text,replies');
  expect(csv.text).toContain('1,48,00:00:02:08,');
  expect(csv.text).toContain(',resolved,');
  const edl = await exported('EDL markers (DaVinci Resolve)');
  expect(edl.name).toMatch(/-v1-comments\.edl$/);
  expect(edl.text).toMatch(/^001 {2}001 {6}V {5}C {8}\d\d:\d\d:\d\d[:;]\d\d /m);
  expect(edl.text).toContain('|C:ResolveColorGreen |M:');
  const report = await exported('Report (HTML)');
  expect(report.name).toMatch(/-v1-comments\.html$/);
  expect(report.text.match(/<article class="note"/g)).toHaveLength(3);
  expect(report.text.match(/<img src="data:image\/jpeg;base64,/g)).toHaveLength(3);
  await shot(page, 'review-screen-pm-desktop');
  // the report as a client opens it: a page of its own (the pictures inline)
  await page.setContent(report.text);
  await shot(page, 'review-report-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(review.versions.at(-1)!.reviewLink);
  await expect(page.getByTestId('review-video')).toBeVisible();
  await shot(page, 'player-pm-phone');
});

// A guest's range comment on the Bronze link, before the customer completes that review below (which closes it).
test('a verified guest marks a range by keys and comments; the stored frames are integers and the screenshot shows the in frame', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const link = await bronzeLink(request);
  const token = link.split('/').pop()!;
  // the API gives no upload URL to a guest who has not verified
  const { data: d0 } = await gqlResult<{ getReviewLinkDetails: { id: string } }>(
    request,
    null,
    'query($id: String!) { getReviewLinkDetails(id: $id) { id } }',
    { id: token },
  );
  const refused = await gqlResult(
    request,
    null,
    'mutation($a: ID!) { getGuestScreenshotUploadUrl(assetId: $a, contentType: "image/jpeg") { url key } }',
    { a: d0!.getReviewLinkDetails.id },
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  const video = page.getByTestId('review-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('range-controls')).toHaveCount(0); // not before verifying
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
  // anyone may step the video; verifying keeps the player where it was (it once reloaded it, back to frame 0)
  await stepTo(5);
  await verifyGuestInPlayer(page, 'range.guest@example.com');
  await expect(page.getByText('User verified successfully!!').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // the modal gone: the keys reach the player, not its field
  await expect(page.getByTestId('range-controls')).toBeVisible();
  expect(await shown()).toBe(5);
  await expect(page.getByTestId('time-display')).toHaveText(new RegExp(`^${frameToTimecode(5)} /`));

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
  // the verified guest exports the comments from the player (the guest token stands for a session): the range is a
  // marker as long as it is, at the Bronze render's own timeline
  await page.getByRole('button', { name: 'Export' }).click();
  const [edl] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'EDL markers (DaVinci Resolve)' }).click(),
  ]);
  expect(edl.suggestedFilename()).toMatch(/-v\d+-comments\.edl$/);
  const edlText = (await (await edl.createReadStream()).toArray()).join('');
  expect(edlText).toMatch(/\|C:ResolveColorRed \|M:Guest: the title flickers over this stretch \|D:\d+/);

  const { data } = await gqlResult<{
    getReviewLinkDetails: {
      comments: {
        commentText: string;
        frame: number;
        frameOut: number | null;
        commentTime: string;
        commentTimeOut: string | null;
        commentUserRole: string;
        commentScreenShot: string | null;
      }[];
    };
  }>(
    request,
    null,
    'query($id: String!) { getReviewLinkDetails(id: $id) { comments { commentText frame frameOut commentTime commentTimeOut commentUserRole commentScreenShot } } }',
    { id: token },
  );
  const c = data!.getReviewLinkDetails.comments.find((x) => x.commentText === 'Guest: the title flickers over this stretch')!;
  expect([c.frame, c.frameOut, c.commentTime, c.commentTimeOut, c.commentUserRole]).toEqual([
    20,
    45,
    frameToTimecode(20),
    frameToTimecode(45),
    'GUEST',
  ]);
  expect(c.commentScreenShot).toMatch(/review-screenshots\/[0-9a-f]{24}\.jpg/);
  const img = await request.get(c.commentScreenShot!);
  expect(img.ok()).toBe(true);
  expect(await frameOfJpeg(Buffer.from(await img.body()))).toBe(20);

  // a plain comment of the guest gets its own screenshot too, at once
  await stepTo(33);
  await page.getByRole('textbox', { name: 'Comment' }).fill('Guest: one frame only');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByTestId('comment-item').filter({ hasText: 'Guest: one frame only' })).toBeVisible();
  const again = await gqlResult<{
    getReviewLinkDetails: { comments: { commentText: string; frame: number; frameOut: number | null; commentScreenShot: string | null }[] };
  }>(request, null, 'query($id: String!) { getReviewLinkDetails(id: $id) { comments { commentText frame frameOut commentScreenShot } } }', {
    id: token,
  });
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

test('a guest verifies by e-mail and comments on the Bronze link; the customer completes the review and is asked about the management portal', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  await waitForCopies(request, pm);
  const link = await bronzeLink(request);
  await page.goto(link);
  await expect(page.getByTestId('review-video')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login to review' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify e-mail to comment' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('nope');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await shot(page, 'player-guest-email-desktop');
  await page.getByRole('button', { name: 'Send code' }).press('Escape');
  await verifyGuestInPlayer(page, 'guest.reviewer@example.com');
  await expect(page.getByText('User verified successfully!!').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Guest: the logo is blurry');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const mine = page.getByTestId('comment-item').filter({ hasText: 'Guest: the logo is blurry' });
  await expect(mine).toBeVisible();
  // issue #34 finding 7: a guest's name is shown as a guest's
  await expect(mine.getByText('Guest', { exact: true })).toBeVisible();
  await shot(page, 'player-guest-bronze-desktop');

  await login(page, 'customer@vms.test');
  await expect(page).toHaveURL(/crexi-search/);
  await page.goto(link);
  await expect(page.getByTestId('review-video')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Text' })).toBeEnabled();
  await page.getByRole('button', { name: 'Review Completed' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Do you want to redirect to management portal?')).toBeVisible();
  await shot(page, 'player-customer-redirect-prompt-desktop');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/management-portal\/projects\/active-projects/);
});

test('a non-Bronze review link sends a signed-out visitor to login; an unknown link shows the spec text', async ({ page, request }) => {
  test.setTimeout(240_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await waitForCopies(request, pm);
  await page.goto(review.versions[0]!.reviewLink);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/video-draft/v1.bogus.token.here');
  await expect(page.getByText('No such asset exist. Please use correct player URL.')).toBeVisible();
});
