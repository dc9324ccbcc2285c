// The Bronze builder on the seed's own data (issue #15): the customer resumes the pending Bronze order from the sales
// search's pending list on the chapter after the last saved one, meets the picture rules and the boundary prompt, sees
// the engine's preview, checks out and gets the completion modal, and the new project runs its 24-hour countdown in the
// management portal; cancel asks with the customer's text. The editor goes to the seed's untouched Bronze project from
// the editor portal (Go To Project), meets the editor's cancel text, renders it, and the render finishes live in the
// customer's Bronze panel. The customer then asks for a text change in review: one chapter changed, rendered again, the
// new version plays. Roles outside the rules are refused by the API. Screenshots of every chapter at 1280 and 390.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAndLand } from './fixtures';
import { apiLogin, gql } from './review-helpers';

const SHOTS = 'test-results/bronze-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save & Next Chapter' });

test.describe.configure({ mode: 'serial' });

/** The seed's untouched Bronze project of editor@vms.test (NOT STARTED, the customer's): no other spec touches it. */
let untouchedId = '';
const MANAGEMENT_DETAIL = (id: string) => `/management-portal/projects/active-projects/project-detail/${id}/bronze`;
const timerText = /^(\d{2}:\d{2}:\d{2}|Over!!)$/;

test('the customer resumes the pending Bronze order, meets the rules and checks out', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await apiLogin(request, 'customer@vms.test');
  const pending = await gql<{ getPendingAssets: { assets: { id: string; name: string; projectPlan: string | null }[] } }>(
    request,
    customer,
    'query { getPendingAssets(limit: 100, offset: 0) { assets { id name projectPlan } } }',
  );
  const bronze = pending.getPendingAssets.assets.find((a) => a.projectPlan === 'BRONZE')!;
  expect(bronze).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  await page.goto('/crexi-search/results?pendingOrder=true');
  await page.getByRole('button', { name: `Open ${bronze.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/crexi-bronze/${bronze.id}$`));
  // saved on chapter 3: it resumes on chapter 4
  await expect(page.getByText('Showing settings for - Chapter 4 of 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: bronze.name })).toBeVisible();
  // the customer gets the boundary picture, not the logo or the chapter image
  await expect(page.getByRole('button', { name: 'Select Boundary Image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Image' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Preview of chapter 4' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'chapter-4-desktop');

  // a wrong file type shows its message
  await page.getByRole('button', { name: 'Select Boundary Image' }).click();
  await page.getByTestId('upload-input').setInputFiles({ name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert').filter({ hasText: 'gif file format not allowed.' })).toBeVisible();
  // a real boundary picture uploads and shows its green tick
  const boundary = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  await page.getByTestId('upload-input').setInputFiles({ name: 'boundary.png', mimeType: 'image/png', buffer: boundary });
  await expect(page.getByLabel('Select Boundary Image: chosen')).toBeVisible({ timeout: 20_000 });

  // a text over 15 characters blocks saving with the spec's message
  await page.getByLabel('Parking Spaces', { exact: true }).fill('Far more than fifteen characters');
  await expect(page.getByText('Maximum 15 characters allowed')).toBeVisible();
  await expect(save(page)).toBeDisabled();
  await page.getByLabel('Parking Spaces', { exact: true }).fill('240 Spaces');
  await save(page).click();

  // chapter 5 without a boundary picture asks first
  await expect(page.getByText('Showing settings for - Chapter 5 of 6')).toBeVisible();
  await shot(page, 'chapter-5-desktop');
  await save(page).click();
  await expect(page.getByText('Do you want to proceed without property boundary image ?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByText('Showing settings for - Chapter 6 of 6')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of chapter 6' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'chapter-6-desktop');
  // earlier chapters are reachable; chapter 1 has the heading and no logo for the customer
  await page.getByRole('button', { name: 'Chapter 1', exact: true }).click();
  await expect(page.getByText('Showing settings for - Chapter 1 of 6')).toBeVisible();
  await expect(page.getByLabel('Heading', { exact: true })).toHaveValue('Property Details');
  await expect(page.getByRole('button', { name: 'Company Logo' })).toHaveCount(0);
  await expect(page.getByText(/\d+ \/ 300/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of chapter 1' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'chapter-1-desktop');
  for (const n of [2, 3]) {
    await page.getByRole('button', { name: `Chapter ${n}`, exact: true }).click();
    await expect(page.getByText(`Showing settings for - Chapter ${n} of 6`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Preview of chapter ${n}` })).toBeVisible({ timeout: 20_000 });
    await shot(page, `chapter-${n}-desktop`);
  }

  // phone width: every chapter
  await page.setViewportSize({ width: 390, height: 844 });
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await page.getByRole('button', { name: `Chapter ${n}`, exact: true }).click();
    await expect(page.getByText(`Showing settings for - Chapter ${n} of 6`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Preview of chapter ${n}` })).toBeVisible({ timeout: 20_000 });
    await shot(page, `chapter-${n}-phone`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // cancel asks with the customer's text (chapter one was visited), and stays
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(
    page.getByText(`The order for ${bronze.name} will get saved to pending orders, with chapter details you have saved till now.`),
  ).toBeVisible();
  await shot(page, 'cancel-customer');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // checkout from the last chapter
  await page.getByRole('button', { name: 'Chapter 6', exact: true }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Your order summary has been sent to your email.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Please check your junk folder to assure email receipt.')).toBeVisible();
  await shot(page, 'checkout-done');
  await page.getByRole('button', { name: 'Okay, Got it' }).click();
  await expect(page).toHaveURL(/\/crexi-search\/results/);
  const status = await gql<{ projectCheckoutStatus: { status: boolean; projectPlan: string } }>(
    request,
    customer,
    'query($a: ID!) { projectCheckoutStatus(assetId: $a) { status projectPlan } }',
    { a: bronze.id },
  );
  expect(status.projectCheckoutStatus).toEqual({ status: false, projectPlan: 'BRONZE' });
  // the new project is in the management portal with its 24-hour countdown running
  const mine = await gql<{ getProjects: { projects: { id: string; projectName: string }[] } }>(
    request,
    customer,
    'query { getProjects(trackStatus: "ACTIVE", limit: 100) { projects { id projectName } } }',
  );
  const project = mine.getProjects.projects.find((p) => p.projectName === bronze.name)!;
  expect(project).toBeTruthy();
  await page.goto(MANAGEMENT_DETAIL(project.id));
  const timer = page.getByLabel('Time left to deliver');
  await expect(timer).toHaveText(/^2[34]:\d{2}:\d{2}$/);
  const at = await timer.textContent();
  await expect(timer).not.toHaveText(at!, { timeout: 5_000 });
  await shot(page, 'management-new-bronze-project');
});

test('the editor goes to the project from the editor portal, renders it, and the render finishes live in the Bronze panel', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, 'admin@vms.test');
  const list = await gql<{ getProjects: { projects: { id: string; plan: string; status: string; projectName: string }[] } }>(
    request,
    admin,
    'query { getProjects(trackStatus: "ACTIVE", limit: 100) { projects { id plan status projectName } } }',
  );
  const editor = await apiLogin(request, 'editor@vms.test');
  let untouched: { id: string; projectName: string } | undefined;
  for (const p of list.getProjects.projects.filter((x) => x.plan === 'BRONZE' && x.status === 'NOT STARTED')) {
    const ok = await gql(
      request,
      editor,
      'query($p: String!) { getBronzeVideoSegmentDetails(segmentNumber: 1, projectId: $p) { projectId } }',
      { p: p.id },
    ).then(
      () => true,
      () => false,
    );
    if (ok) untouched = p;
    if (ok) break;
  }
  expect(untouched).toBeTruthy();
  if (!untouched) return;
  untouchedId = untouched.id;

  // the customer watches the project in the management portal's Bronze panel meanwhile (a second session)
  const watcher = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const panel = await watcher.newPage();
  await loginAndLand(panel, 'customer@vms.test', '/crexi-search/results');
  await panel.goto(MANAGEMENT_DETAIL(untouched.id));
  await expect(panel.getByRole('heading', { name: untouched.projectName })).toBeVisible();
  await expect(panel.getByLabel('Time left to deliver')).toHaveText(timerText);

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndLand(page, 'editor@vms.test', '/editor-portal/projects/project-list');
  await page.goto(`/editor-portal/projects/${untouched.id}/folders`);
  await page.getByRole('button', { name: 'Go To Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/crexi-bronze/${untouched.id}$`));
  await expect(page.getByText('Showing settings for - Chapter 1 of 6')).toBeVisible();
  // opening it started the project (startBronzeTasks); from here on the panel is not reloaded
  await expect
    .poll(
      async () =>
        (
          await gql<{ getProjectDetails: { status: string } }>(
            request,
            editor,
            'query($p: ID!) { getProjectDetails(projectId: $p) { status } }',
            { p: untouched.id },
          )
        ).getProjectDetails.status,
    )
    .toBe('IN PRODUCTION');
  await panel.reload();
  await expect(panel.getByText('IN PRODUCTION', { exact: true })).toBeVisible();
  // the editor's instructions are locked for the editor; the logo and image are offered
  await expect(page.getByLabel('Instruction For Editor', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Company Logo' })).toBeVisible();
  // a logo of the wrong size shows its message
  await page.getByRole('button', { name: 'Company Logo' }).click();
  const wrongLogo = await sharp({ create: { width: 200, height: 80, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  await page.getByTestId('upload-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: wrongLogo });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Uploaded logo image not matches with required dimensions, Please use 150 X 60 logo dimension' }),
  ).toBeVisible();
  const logo = await sharp({ create: { width: 150, height: 60, channels: 3, background: { r: 20, g: 60, b: 160 } } })
    .png()
    .toBuffer();
  await page.getByTestId('upload-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByLabel('Company Logo: chosen')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Preview of chapter 1' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'editor-chapter-1');
  await save(page).click();
  await expect(page.getByText('Showing settings for - Chapter 2 of 6')).toBeVisible();
  // cancel asks with the editor's text (chapter one was visited), and stays
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.getByText(`Your work for saved chapters for order ${untouched.projectName} has been saved.`)).toBeVisible();
  await shot(page, 'cancel-editor');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  for (let n = 2; n < 6; n++) {
    await save(page).click();
    await expect(page.getByText(`Showing settings for - Chapter ${n + 1} of 6`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Render Video' }).click();
  await expect(page.getByText('This video is rendering.')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'editor-rendering');
  // the render runs and finishes live in the customer's Bronze panel, no reload
  await expect(panel.getByText(/^(RENDERING|COMPLETED)$/).first()).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByLabel('Time left to deliver')).toHaveText(timerText);
  await panel.screenshot({ path: `${SHOTS}/panel-render-completed.png`, fullPage: true });
  await watcher.close();
  await page.getByRole('button', { name: 'Okay, Got it' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor-portal/projects/${untouched.id}/folders`));
  // the render is done: Go To Project is offered again
  await expect(page.getByRole('button', { name: 'Go To Project' })).toBeEnabled();
});

test('the customer asks for a text change in review: one chapter re-renders and the new version plays', async ({ page, request }) => {
  test.setTimeout(300_000);
  expect(untouchedId).not.toBe('');
  const customer = await apiLogin(request, 'customer@vms.test');
  type Draft = { getReviewDraftList: { version: number; status: string; reviewLink: string }[] };
  const draft = async () =>
    (
      await gql<Draft>(request, customer, 'query($p: ID!) { getReviewDraftList(projectId: $p) { version status reviewLink } }', {
        p: untouchedId,
      })
    ).getReviewDraftList[0];
  const ready = async (version: number) => {
    for (let i = 0; i < 180; i++) {
      const d = await draft();
      if (d && d.version === version && d.status === 'complete') return d;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error(`version ${version} not ready`);
  };
  const first = await ready(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndLand(page, 'customer@vms.test', '/crexi-search/results');
  await page.goto(first.reviewLink);
  await page.getByRole('button', { name: 'Change Text' }).click();
  await expect(page).toHaveURL(new RegExp(`/crexi-bronze/${untouchedId}$`));
  await expect(page.getByText('Text change')).toBeVisible();
  // a text change asks nothing about the boundary and renders instead of checking out
  await page.getByRole('button', { name: 'Chapter 2', exact: true }).click();
  await expect(page.getByText('Showing settings for - Chapter 2 of 6')).toBeVisible();
  await page.getByLabel('Custom Value 1', { exact: true }).fill('51,000 SF');
  await save(page).click();
  await expect(page.getByText('Showing settings for - Chapter 3 of 6')).toBeVisible();
  await shot(page, 'text-change-chapter-3');
  await page.getByRole('button', { name: 'Chapter 6', exact: true }).click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Render Video' }).click();
  await expect(page.getByText('This video is rendering.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Okay, Got it' }).click();
  await expect(page).toHaveURL(new RegExp(`/management-portal/projects/active-projects/project-detail/${untouchedId}/bronze$`));

  // the new version lands in the review folder and plays
  const second = await ready(2);
  test.info().annotations.push({ type: 'text-change render to review copy', description: `${Date.now() - started} ms` });
  await page.goto(second.reviewLink);
  const video = page.getByTestId('review-video');
  await expect(video).toBeVisible();
  await expect(page.getByLabel('Version', { exact: true })).toHaveValue('2');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await shot(page, 'text-change-version-2');
});

test('roles outside the builder are refused by the API', async ({ request }) => {
  for (const email of ['pilot@vms.test', 'sales@vms.test', 'broker@vms.test']) {
    const token = await apiLogin(request, email);
    const res = await request.post('/graphql', {
      data: { query: 'query { getBronzeVideoSegmentDetails(segmentNumber: 1, projectId: "1") { projectId } }' },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
});
