// VidPitch on the seed's videos (issue #13 "Done means"), on the VidPitch host: a broker opens the draft link logged
// out, modifies the template, a chapter's texts and its logo (the §5 messages on bad input) and sees the re-render
// arrive live with them;
// an unregistered broker registers from the e-mailed link, is declined with 4000 0000 0000 0002 and pays with 4242,
// then downloads the bought file (ffprobe) that is not the watermarked draft, and its social and MLS cuts once made; the admin sees it purchased in the
// listing and exports the xlsx; the broker sees only their own rows; an expired link and a purchased video refuse.
// Screenshots at 1280 and 390.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { emailFromOutbox, login, shotsAtBothWidths } from './fixtures';
import { apiLogin, gql, waitVideoComplete } from './review-helpers';
import { FFMPEG, FFPROBE } from './video-tools';

const SHOTS = 'test-results/vidpitch-shots';
const DRAFT = '00000000-0000-4000-8000-000000000001';
const PURCHASED = '00000000-0000-4000-8000-000000000002';
const UNREGISTERED = '00000000-0000-4000-8000-000000000004';
const EXPIRED = '00000000-0000-4000-8000-000000000005';

const shots = (page: Page, name: string) => shotsAtBothWidths(page, `${SHOTS}/${name}`);

/** A picture of this size and type, made by ffmpeg (a gif's bytes for the wrong type). */
function picture(name: string, size: string): { name: string; mimeType: string; buffer: Buffer } {
  mkdirSync(test.info().outputDir, { recursive: true });
  const file = join(test.info().outputDir, name);
  execFileSync(FFMPEG, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x1d4ed8:s=${size}`, '-frames:v', '1', file]);
  return { name, mimeType: name.endsWith('.gif') ? 'image/gif' : 'image/png', buffer: readFileSync(file) };
}

/**
 * Chapter 1's logo (part B §5 "Image upload"): none chosen, a wrong type, two files and a wrong size show their
 * messages; a 150x60 png replaces the current logo after the confirm; replacing that upload again deletes it
 * (s3-file-delete, no session on this public page).
 */
async function changeLogo(page: Page) {
  const logo = page.getByTestId('picture-BROKER_COMPANY_LOGO_URL');
  const input = logo.locator('input[type=file]');
  const upload = logo.getByRole('button', { name: 'Upload logo' });
  await expect(logo.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await upload.click();
  await expect(logo.getByText('Choose at least one file!')).toBeVisible();
  await input.setInputFiles(picture('logo.gif', '150x60'));
  await upload.click();
  await expect(logo.getByText('gif file format not allowed.')).toBeVisible();
  await input.setInputFiles([picture('a.png', '150x60'), picture('b.png', '150x60')]);
  await upload.click();
  await expect(logo.getByText('Multiple file uploading is not allowed')).toBeVisible();
  await input.setInputFiles(picture('big-logo.png', '300x120'));
  await upload.click();
  await expect(
    logo.getByText('Uploaded logo image not matches with required dimensions, Please use 150 X 60 logo dimension'),
  ).toBeVisible();
  for (const [i, replaced] of [
    [1, false],
    [2, true],
  ] as const) {
    await input.setInputFiles(picture(`logo-${i}.png`, '150x60'));
    await upload.click();
    await expect(page.getByText('Replace the current one?')).toBeVisible();
    if (i === 1) await shots(page, 'modify-logo-replace');
    const deleted = replaced ? page.waitForResponse((r) => r.url().endsWith('/api/s3-file-delete')) : null;
    await page.getByRole('button', { name: 'Replace logo' }).click();
    await expect(page.getByText('File uploaded successfully!!').first()).toBeVisible();
    await expect(logo.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      /images%2FChapter_1%2FLOGO%2F|images\/Chapter_1\/LOGO\//,
    );
    if (deleted) expect((await deleted).status()).toBe(200);
  }
  await shots(page, 'modify-images');
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(480_000);

let brand = '';
test.beforeAll(({ baseURL }) => {
  brand = baseURL!.replace('localhost', 'vidpitch.localhost');
});

/** Every seeded draft rendered (the one standing for a render in progress aside), so an edit's render is not queued behind them. */
async function waitSeedRenders(request: APIRequestContext) {
  const admin = await apiLogin(request, 'vpadmin@vms.test');
  for (let i = 0; i < 600; i++) {
    const q = (o: number) =>
      gql<{ listVideos: { videoDetails: { uuid: string; video_data_status: string }[] } }>(
        request,
        admin,
        'query($o: Int) { listVideos(limit: 10, offset: $o) { videoDetails { uuid video_data_status } } }',
        { o },
      );
    const rows = [...(await q(0)).listVideos.videoDetails, ...(await q(10)).listVideos.videoDetails];
    if (rows.filter((r) => r.video_data_status === 'inprogress').length <= 1) return;
    await new Promise((res) => setTimeout(res, 1000));
  }
}

test('a broker opens the draft logged out, modifies template and texts, and the re-render arrives live', async ({ page, request }) => {
  await waitVideoComplete(request, DRAFT);
  await waitSeedRenders(request);
  await page.goto(`${brand}/${DRAFT}/video-draft`);
  await expect(page.getByRole('link', { name: 'Purchase Video $49' })).toBeVisible();
  await expect(page.getByTestId('draft-video')).toHaveAttribute('src', /draft\.mp4/);
  await expect(page.getByText('Sample videos')).toBeVisible();
  await expect(page.getByText('Back To Home')).toHaveCount(0);
  await shots(page, 'draft');

  await page.getByRole('link', { name: 'Modify Video' }).click();
  await page.getByRole('button', { name: 'Select Rust' }).click();
  await expect(page.getByText('Ready to see your new video?')).toBeVisible();
  await shots(page, 'modify-templates');
  await page.getByRole('button', { name: 'Edit Text & Images' }).click();
  await expect(page.getByText('Chapter 1 of 6')).toBeVisible();
  await page.getByLabel('Property Name').fill('');
  await page.getByRole('button', { name: 'Save & Next Chapter' }).click();
  await expect(page.getByText('Property Name is required')).toBeVisible();
  await page.getByLabel('Property Name').fill('Harbor Point Renamed');
  await changeLogo(page);
  await page.getByRole('button', { name: 'Save & Next Chapter' }).click();
  await expect(page.getByText('Chapter 2 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Save & Next Chapter' }).click();
  await expect(page.getByText('Chapter 3 of 6')).toBeVisible();
  await page.getByLabel('Custom Heading 3').fill('');
  await page.getByLabel('Custom Value 3').fill('x'.repeat(28));
  await page.getByLabel('Year Built').fill('');
  await page.getByRole('button', { name: 'Save & Next Chapter' }).click();
  await expect(page.getByText('custom heading is required, if custom value is provided.')).toBeVisible();
  await expect(page.getByText('Maximum 27 character allowed')).toBeVisible();
  await expect(page.getByText('Built year is required')).toBeVisible();
  await shots(page, 'modify-errors');
  await page.getByLabel('Custom Heading 3').fill('Occupancy');
  await page.getByLabel('Custom Value 3').fill('98% Leased');
  await page.getByLabel('Year Built').fill('2006');
  for (const n of [4, 5, 6]) {
    await page.getByRole('button', { name: 'Save & Next Chapter' }).click();
    await expect(page.getByText(`Chapter ${n} of 6`)).toBeVisible();
  }
  await page.getByLabel('Phone').fill('8055550142');
  await page.getByRole('button', { name: 'Done! Render New Video' }).click();
  await expect(page.getByText('Phone number is invalid')).toBeVisible();
  await page.getByLabel('Phone').fill('805-555-0142');
  await page.getByRole('button', { name: 'Done! Render New Video' }).click();
  await page.getByRole('button', { name: 'Cancel - Make More Edits' }).click();
  await page.getByRole('button', { name: 'Done! Render New Video' }).click();
  await page.getByRole('button', { name: 'Make My New Video!' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DRAFT}/video-draft$`));
  await expect(page.getByText('Edited data is processing for video rendering. Video will be rendered in 2 - 4 mins.')).toBeVisible();
  await expect(page.getByText('Please, wait… rendering is in process')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modify Video' })).toBeDisabled();
  await shots(page, 'draft-rendering');
  await expect(page.getByTestId('draft-video')).toBeVisible({ timeout: 180_000 });
  const seg = await gql<{ getVideoSegment: { formData: { attributeValue: string; value: string }[] } }>(
    request,
    null,
    `{ getVideoSegment(templateId: 2, segmentNumber: 1, videoId: "${DRAFT}") { formData { attributeValue value } } }`,
  );
  expect(seg.getVideoSegment.formData.find((f) => f.attributeValue === 'ASSET_NAME')!.value).toBe('Harbor Point Renamed');
  // the new logo went into the re-render: chapter 1 where it was chosen, and chapter 6 that repeats it
  for (const n of [1, 6]) {
    const s = await gql<{ getVideoSegment: { formData: { attributeValue: string; value: string }[] } }>(
      request,
      null,
      `{ getVideoSegment(templateId: 2, segmentNumber: ${n}, videoId: "${DRAFT}") { formData { attributeValue value } } }`,
    );
    expect(s.getVideoSegment.formData.find((f) => f.attributeValue === 'BROKER_COMPANY_LOGO_URL')!.value).toMatch(
      new RegExp(`^vidpitch/${DRAFT}/images/Chapter_1/LOGO/`),
    );
  }
});

test('an expired link and a purchased video refuse', async ({ page }) => {
  await page.goto(`${brand}/${EXPIRED}/register?token=whatever`);
  await expect(
    page.getByText('This link is already expired. Please contact vidTech team to provide a new registration link.'),
  ).toBeVisible();
  await shots(page, 'register-expired');
  await page.goto(`${brand}/${PURCHASED}/modify-video`);
  await expect(page.getByText('Video cannot be modified, as this video is already purchased.')).toBeVisible();
  await page.goto(`${brand}/${PURCHASED}/video-draft-purchase`);
  await expect(page.getByText('This video is already purchased.')).toBeVisible();
});

test('an unregistered broker registers from the link, is declined, pays with 4242 and downloads the clean file', async ({
  page,
  request,
}) => {
  const check = await (await request.get(`/api/verify-user?link_id=${UNREGISTERED}`)).json();
  const email = check.email as string;
  await page.goto(`${brand}/${UNREGISTERED}/video-draft-purchase`);
  await expect(page.getByText('Please get registered on vidPitch portal to begin with payment process.')).toBeVisible();
  // the e-mail goes once the draft is rendered
  await waitVideoComplete(request, UNREGISTERED);
  const eml = await emailFromOutbox(email, `${UNREGISTERED}/register?token=`);
  const link = new RegExp(`https?://[^\\s]+/${UNREGISTERED}/register\\?token=[\\w-]+`).exec(eml)![0];
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
  await page.getByLabel('First Name').fill('Lee');
  await page.getByLabel('Last Name').fill('Lister');
  await page.getByLabel(/^Password/).fill('weak');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Incorrect format')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await shots(page, 'register-form');
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByLabel('Confirm Password').fill('Secret123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registered Successfully!!.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`${brand}/${UNREGISTERED}/video-draft-purchase`);
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByText('street address is required')).toBeVisible();
  await expect(page.getByText('zip is required')).toBeVisible();
  await page.getByLabel('Name').fill('Lee Lister');
  await page.getByLabel('Street address').fill('1 Harbor Blvd');
  await page.getByLabel('City').fill('Oxnard');
  await page.getByLabel('Zip').fill('930');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByText('Must be 5 digits')).toBeVisible();
  await page.getByLabel('Zip').fill('93035');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not successful, please try again.' })).toBeVisible();
  await shots(page, 'purchase-declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $49' }).click();
  await expect(page.getByText('Order Successfully Placed!!')).toBeVisible();
  await shots(page, 'payment-success');
  await page.getByRole('link', { name: 'Download Video' }).click();
  await expect(page.getByTestId('bought-video')).toBeVisible();
  await shots(page, 'download');
  // the purchase queues the social and MLS cuts; the page shows them without a reload once they are rendered
  await expect(page.getByRole('link', { name: 'Unbranded (MLS)' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('link', { name: '9:16' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1:1' })).toBeVisible();
  await expect(page.getByTestId('cuts-status')).toHaveCount(0);
  await shots(page, 'download-cuts');
  const links = await (await request.get(`/api/download-video?link_id=${UNREGISTERED}`)).json();
  expect(links.cutsStatus).toBe('complete');
  const vertical = join(process.env.E2E_DATA_DIR!, 'bought-9x16.mp4');
  writeFileSync(vertical, await (await request.get(links.verticalLink)).body());
  const [w, h] = execFileSync(FFPROBE, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    vertical,
  ])
    .toString()
    .trim()
    .split(',')
    .map(Number);
  expect(h).toBeGreaterThan(w!);
  expect(links.s3Link).not.toContain('draft');
  const file = join(process.env.E2E_DATA_DIR!, 'bought.mp4');
  writeFileSync(file, await (await request.get(links.s3Link)).body());
  const probe = JSON.parse(
    execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file]).toString(),
  );
  expect(Number(probe.format.duration)).toBeGreaterThan(0);
  expect(probe.streams.some((s: { codec_type: string }) => s.codec_type === 'video')).toBe(true);
  await page.goto(`${brand}/${UNREGISTERED}/video-draft`);
  await expect(page.getByText('Video Purchased !!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Purchase Video $49' })).toHaveCount(0);
});

test('the admin sees it purchased and exports; the broker sees only their own rows without ACTION', async ({ page, request }) => {
  await login(page, 'vpadmin@vms.test', undefined, brand);
  await expect(page).toHaveURL(/\/assets-listing$/);
  await expect(page.getByRole('columnheader', { name: 'ACTION' })).toBeVisible();
  await page.getByLabel('Start Date').fill('2026-11-01');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter End Date To Complete Search.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Search' }).click();
  await shots(page, 'listing-admin');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = join(process.env.E2E_DATA_DIR!, 'assets.xlsx');
  await (await download).saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: string[] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push(String(r.values)));
  expect(rows.some((r) => r.includes(`${UNREGISTERED}/video-draft`) && r.includes('Purchased'))).toBe(true);
  const admin = await apiLogin(request, 'vpadmin@vms.test');
  const list = await gql<{ listVideos: { totalCount: number } }>(request, admin, '{ listVideos(limit: 10) { totalCount } }');
  expect(rows.length - 1).toBe(list.listVideos.totalCount);

  await page.goto(`${brand}/logout`);
  // the logout has to land on /login before the next login, or /login still finds the admin's session
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'broker@vms.test', undefined, brand);
  await expect(page).toHaveURL(/\/assets-listing$/);
  await expect(page.getByRole('columnheader', { name: 'PROPERTY' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ACTION' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  const broker = await apiLogin(request, 'broker@vms.test');
  const own = await gql<{ listVideos: { totalCount: number } }>(request, broker, '{ listVideos(limit: 10) { totalCount } }');
  expect(own.listVideos.totalCount).toBe(13);
  await shots(page, 'listing-broker');
});
