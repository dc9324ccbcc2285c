// The PM portal against the real server on the seed's own data (part B §2.4): the project list and a project opened
// from it, both links with their messages (and a second browser seeing the change live), the folder tree down to an
// inner sub-folder with an upload and its progress, a zip and the final video, the editor search with every rule,
// rating the editor of a completed project; what QC and admin see; editor, pilot and customer refused.
import { expect, test, type Page } from '@playwright/test';
import { PM_MESSAGES } from '@vms/shared';
import { loginAndLand, login } from './fixtures';

const LIST = '/pm-portal/projects/project-list';
const SHOTS = 'test-results/screens';
// Demo seed: project 7 is a running PLATINUM project of pm@vms.test whose pilot accepted (ACTIVE); project 1 is a
// completed PLATINUM project of pm@vms.test without reviews.
const RUNNING = 7;
const COMPLETED = 1;
// Project 58 is an AUCTION project no pilot has accepted (NOT STARTED) and no other spec touches.
const NOT_STARTED = 58;

async function shoot(page: Page, name: string) {
  for (const [w, h, tag] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(350);
    await page.screenshot({ path: `${SHOTS}/pm-${name}-${tag}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks a day in a Mantine date picker opened from the input labelled `label`. */
async function pickDay(page: Page, label: string, day: Date) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').last();
  // The calendar opens at the field's current value (or today): page from the month it shows.
  const shown = dropdown.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ });
  const wanted = day.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  for (let i = 0; i < 24 && (await shown.innerText()) !== wanted; i++) {
    const current = new Date(`1 ${await shown.innerText()}`);
    const step = current < day ? 'Next month' : 'Previous month';
    await dropdown.getByRole('button', { name: step }).click();
  }
  await expect(shown).toHaveText(wanted);
  await dropdown.getByRole('button', { name: `${day.getDate()} ${wanted}`, exact: true }).click();
  await expect(dropdown).toBeHidden();
}
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

test.describe('PM portal as the PM', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAndLand(page, 'pm@vms.test', LIST);
  });

  test('opens a project from the list and edits both links, with the spec messages; a second browser sees it live', async ({
    page,
    browser,
  }) => {
    const cards = page.getByTestId('pm-project-card');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
    await expect(page.getByTestId('project-assets').getByRole('link').first()).toBeVisible();
    await shoot(page, 'list');
    // The plan filter and the search narrow the list.
    await page.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'PLATINUM' }).click();
    const plans = () =>
      cards.locator('.mantine-Badge-root', { hasText: /^(PLATINUM|GOLD|ELITE|AUCTION|SILVER|BRONZE)$/ }).allTextContents();
    await expect.poll(async () => [...new Set(await plans())]).toEqual(['PLATINUM']);
    const name = (
      await page.request
        .post('/graphql', {
          headers: { authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token)}` },
          data: { query: `{ getProjectDetails(projectId: "${RUNNING}") { projectName } }` },
        })
        .then((r) => r.json())
    ).data.getProjectDetails.projectName as string;
    await page.getByLabel('Search', { exact: true }).fill(name);
    const card = cards.filter({ hasText: name }).filter({ hasText: `#${RUNNING}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('pm-project-status')).toHaveText('ACTIVE');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/pm-portal/projects/active-projects/project-detail/${RUNNING}$`));
    await expect(page.getByTestId('pm-project-name')).toHaveText(name);
    await expect(page.getByTestId('pm-detail-status')).toHaveText('ACTIVE');
    await expect(page.getByRole('tab', { name: 'OVERVIEW' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'ASSETS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Credentials' })).toBeVisible();
    // The pilot accepted project 7, so its notes are listed (part B §2.4 "pilot notes").
    const pilotNotes = page.getByRole('region', { name: 'Pilot notes' });
    await expect(pilotNotes.getByTestId('note').or(pilotNotes.getByText(PM_MESSAGES.noNotesYet)).first()).toBeVisible();
    await expect(pilotNotes).not.toContainText(PM_MESSAGES.noPilotYet);
    await shoot(page, 'detail');

    // A second browser on the same project sees the link change without reloading (videoStatusUpdated).
    const other = await browser.newPage();
    await loginAndLand(other, 'pm@vms.test', LIST);
    await other.goto(`/pm-portal/projects/project-detail/${RUNNING}`);
    await expect(other.getByTestId('pm-project-name')).toHaveText(name);

    const crexi = page.getByTestId('link-crexiLink');
    await crexi.getByRole('button', { name: /^Edit/ }).click();
    const crexiInput = crexi.getByRole('textbox');
    await crexiInput.fill('');
    await crexi.getByRole('button', { name: 'Save' }).click();
    await expect(crexi.getByText('Crexi link address is required')).toBeVisible();
    await crexiInput.fill('http://www.crexi.com/properties/1');
    await crexi.getByRole('button', { name: 'Save' }).click();
    await expect(crexi.getByText('Enter correct url!')).toBeVisible();
    await shoot(page, 'links-edit');
    await crexiInput.fill('https://www.crexi.com/properties/777001');
    await crexi.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Link updated successfully.')).toBeVisible();
    await expect(crexi.getByRole('link', { name: 'https://www.crexi.com/properties/777001' })).toBeVisible();
    await expect(other.getByTestId('link-crexiLink').getByRole('link', { name: 'https://www.crexi.com/properties/777001' })).toBeVisible();

    const b4u = page.getByTestId('link-b4uLink');
    await b4u.getByRole('button', { name: /^Edit/ }).click();
    const b4uInput = b4u.getByRole('textbox');
    await b4uInput.fill('   ');
    await b4u.getByRole('button', { name: 'Save' }).click();
    await expect(b4u.getByText('B4UFLY link address is required')).toBeVisible();
    await b4uInput.fill('https://www.faa.gov/uas');
    await b4u.getByRole('button', { name: 'Save' }).click();
    await expect(b4u.getByText('Enter correct url!')).toBeVisible();
    await b4uInput.fill('https://b4ufly.aloft.ai/?lat=30.1&lng=-97.2');
    await b4u.getByRole('button', { name: 'Save' }).click();
    await expect(b4u.getByRole('link', { name: 'https://b4ufly.aloft.ai/?lat=30.1&lng=-97.2' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('link-b4uLink').getByRole('link', { name: 'https://b4ufly.aloft.ai/?lat=30.1&lng=-97.2' })).toBeVisible();
    await other.close();
  });

  test('a project whose pilot has not accepted says so in place of the pilot notes; an unknown project says it does not exist', async ({
    page,
  }) => {
    await page.goto(`/pm-portal/projects/project-detail/${NOT_STARTED}`);
    await expect(page.getByTestId('pm-detail-status')).toHaveText('NOT STARTED');
    await expect(page.getByRole('region', { name: 'Pilot notes' })).toContainText(PM_MESSAGES.noPilotYet);
    await page.goto('/pm-portal/projects/project-detail/999999');
    await expect(page.getByRole('alert')).toContainText(PM_MESSAGES.projectMissing);
  });

  test('walks the folder tree to an inner sub-folder, uploads with progress, downloads a zip and the final video', async ({ page }) => {
    await page.goto(`/pm-portal/projects/${RUNNING}/folders`);
    await expect(page.getByRole('heading', { name: 'Project folders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quotes' }).or(page.getByLabel('Quotes'))).toBeVisible();
    await shoot(page, 'folders');
    await page.getByRole('button', { name: 'Open folder Aerial Imagery' }).click();
    await expect(page).toHaveURL(new RegExp(`/${RUNNING}/folders/Aerial%20Imagery/[0-9a-f-]{36}$`));
    await page.getByRole('button', { name: 'Open folder Aerial Footage' }).click();
    await expect(page).toHaveURL(/\/subFolders\/[0-9a-f-]{36}\/innerSubFolder$/);
    await shoot(page, 'inner-grid');
    await page.getByRole('button', { name: 'Open folder Original Videos' }).click();
    await expect(page).toHaveURL(/\/innerSubFolder\/Original%20Videos$/);
    await expect(page.getByRole('heading', { name: 'Original Videos' })).toBeVisible();

    // Upload in parts, slowed a little so the progress can be seen moving.
    await page.route('**/api/storage/**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'drone-pass.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(200_000, 7) });
    const progress = page.getByRole('progressbar', { name: 'drone-pass.mp4 upload progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText('Upload Complete')).toBeVisible({ timeout: 20_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('file-card').filter({ hasText: 'drone-pass.mp4' })).toBeVisible();
    await shoot(page, 'files');

    // The final video of the folder comes through the delivery endpoint.
    const [video] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Final Video File' }).click(),
    ]);
    expect(video.suggestedFilename()).toBe('drone-pass.mp4');

    // Back climbs one level at a time.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/innerSubFolder$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/subFolders$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/folders/Aerial%20Imagery/[0-9a-f-]{36}$`));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${RUNNING}/folders$`));

    // Project Inputs: a file, then the zip named '{project} - {folder}.zip'.
    await page.getByRole('button', { name: 'Open folder Project Inputs' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'site-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Gate code 4411; park by the loading dock.') });
    await expect(page.getByTestId('file-card').filter({ hasText: 'site-notes.txt' })).toBeVisible({ timeout: 20_000 });
    const name = (await page.getByTestId('pm-project-name').textContent())!;
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (zip)' }).click()]);
    expect(zip.suggestedFilename()).toBe(`${name} - Project Inputs.zip`);
  });

  test('searches editors by skill and Custom dates with every rule, and ranks the results', async ({ page }) => {
    await page.goto(`/pm-portal/projects/${RUNNING}/folders`);
    await page.getByRole('button', { name: 'Invite editor' }).click();
    await expect(page).toHaveURL(new RegExp(`/${RUNNING}/folders/editor-invite$`));
    const form = page.getByRole('form', { name: 'Editor search' });
    await form.getByRole('button', { name: 'Search editors' }).click();
    await expect(form.getByText('Select at least one skill')).toBeVisible();
    await form.getByLabel('Premium', { exact: true }).check();
    await form.getByLabel('Custom').check();
    await form.getByRole('button', { name: 'Search editors' }).click();
    await expect(form.getByText('Start date is required')).toBeVisible();
    await expect(form.getByText('End date is required')).toBeVisible();
    await shoot(page, 'editor-search-errors');
    await pickDay(page, 'Start date', inDays(-1));
    await pickDay(page, 'End date', inDays(2));
    await form.getByRole('button', { name: 'Search editors' }).click();
    await expect(form.getByText('Start date cannot be before today')).toBeVisible();
    await pickDay(page, 'Start date', inDays(3));
    await pickDay(page, 'End date', inDays(2));
    await form.getByRole('button', { name: 'Search editors' }).click();
    await expect(form.getByText('End date cannot be before the start date')).toBeVisible();
    await pickDay(page, 'End date', inDays(14));
    await form.getByRole('button', { name: 'Search editors' }).click();
    const cards = page.getByTestId('editor-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('editor-total')).toHaveText(/^\d+ editors? found$/);
    for (const c of await cards.all()) await expect(c.getByText('Premium', { exact: true })).toBeVisible();
    await expect(cards.first().getByText(/skills: /)).toBeVisible();
    await shoot(page, 'editor-search');
    await cards.first().getByRole('button', { name: 'Select to invite' }).click();
    await expect(page.getByTestId('invite-slot')).toContainText('Inviting');
    // Back returns to the folders; opening the route without its state does too.
    await page.getByRole('button', { name: 'Back to folders' }).click();
    await expect(page).toHaveURL(new RegExp(`/${RUNNING}/folders$`));
    await page.goto(`/pm-portal/projects/${RUNNING}/folders/editor-invite`);
    await expect(page).toHaveURL(new RegExp(`/${RUNNING}/folders$`));
  });

  test('rates the editor once the project is completed and has no reviews', async ({ page }) => {
    await page.goto(`/pm-portal/projects/project-detail/${COMPLETED}`);
    await expect(page.getByTestId('pm-detail-status')).toHaveText('COMPLETED');
    await page.getByRole('button', { name: 'Rate editor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(dialog.getByText('Rate each question from 1 to 4 stars')).toBeVisible();
    // Four stars on each of the three questions (each Rating is a group of radios 0–4).
    for (const k of [0, 1, 2]) {
      const id = await dialog.getByRole('radio', { name: '4', exact: true }).nth(k).getAttribute('id');
      await dialog.locator(`label[for="${id}"]`).click();
    }
    await dialog.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(dialog.getByText('Choose a time badge')).toBeVisible();
    await dialog.getByText('On Time', { exact: true }).click();
    await dialog.getByLabel('Comments on the editor').fill('Tight cuts, delivered a day early.');
    await shoot(page, 'feedback');
    await dialog.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(page.getByText('Feedback submitted successfully.')).toBeVisible();
    await expect(page.getByTestId('pm-project-reviews')).toContainText('On Time');
    await expect(page.getByRole('button', { name: 'Rate editor' })).toHaveCount(0);
  });
});

test('QC sees the portal without upload or credentials; admin sees the credentials', async ({ page }) => {
  await loginAndLand(page, 'qc@vms.test', LIST);
  await expect(page.getByTestId('pm-project-card')).toHaveCount(10);
  await page.goto(`/pm-portal/projects/project-detail/${RUNNING}`);
  await expect(page.getByTestId('pm-project-name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Credentials' })).toHaveCount(0);
  await page.goto(`/pm-portal/projects/${RUNNING}/folders`);
  await page.getByRole('button', { name: 'Open folder Project Data' }).click();
  await expect(page.getByRole('heading', { name: 'Project Data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await loginAndLand(page, 'admin@vms.test', '/crexi-search/results');
  await page.goto(`/pm-portal/projects/project-detail/${RUNNING}`);
  await page.getByRole('button', { name: 'Credentials' }).click();
  await expect(page.getByLabel('Project credentials')).toBeVisible();
});

// The PM's queries each of them is refused. The editor portal lists and opens the editor's own projects through
// getActiveProjectList(isEditorPortal) and getProjectDetails (part B §7; e2e/editor.spec.ts checks their scope), so
// for the editor only the PM's editor search stays refused.
const PM_QUERIES = [
  `{ getActiveProjectList { totalCount } }`,
  `{ getProjectDetails(projectId: "${RUNNING}") { id } }`,
  `{ editorListing(skills: ["Premium"]) { totalCount } }`,
];
for (const [email, landing, queries] of [
  ['editor@vms.test', '/editor-portal/projects/project-list', PM_QUERIES.slice(2)],
  ['pilot@vms.test', '/pilot-dashboard/0', PM_QUERIES],
  ['customer@vms.test', '/crexi-search/results', PM_QUERIES],
] as const) {
  test(`${email} is refused the PM screens and their API`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL((u) => u.pathname === landing);
    for (const path of [LIST, `/pm-portal/projects/project-detail/${RUNNING}`, `/pm-portal/projects/${RUNNING}/folders`]) {
      await page.goto(path);
      await expect(page.getByText("No Access: You don't have permission to access this page.")).toBeVisible();
    }
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
    for (const query of queries) {
      const r = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query } });
      expect((await r.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
}
