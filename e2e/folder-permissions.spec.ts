// The admin's folder-permission screen on a project's folders page (docs/adr/0013): grant a person post on a folder,
// and they can upload there; revoke it, and the folder is gone for them. Screenshots at desktop and phone width.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './fixtures';

const FILES = '/pm-portal/projects/1/files'; // project 1 of the demo seed: PLATINUM, not Bronze
const shot = (name: string) => `test-results/screens/${name}.png`;

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await login(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** Fills the grant form of the admin's screen and submits it. */
async function grant(page: Page, email: string, folder: string, permission: 'View' | 'Post') {
  const form = page.getByRole('form', { name: 'Grant a folder permission' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Folder', exact: true }).click();
  await page.getByRole('option', { name: folder, exact: true }).click();
  await form
    .locator('label')
    .filter({ hasText: new RegExp(`^${permission}$`) })
    .click();
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('Folder permission saved')).toBeVisible();
}

const grantsOf = (page: Page, email: string) => page.getByRole('list', { name: `Folder permissions of ${email}` });

// Whatever happens in the test below, the seed's grant (QC views Project Data) is put back for the specs that read it.
test.afterEach(async ({ request }) => {
  const login = await request.post('/graphql', {
    data: { query: 'mutation { login(email: "admin@vms.test", password: "Demo1234") { token } }' },
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'mutation { grantFolderPermission(projectId: "1", email: "qc@vms.test", directory: "Project Data", permission: "view") { email } }',
    },
  });
  expect(((await res.json()) as { errors?: unknown[] }).errors).toBeUndefined();
});

test('admin grants QC post on Project Data, QC uploads there; admin revokes it, QC no longer sees the folder', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@vms.test');
  await admin.goto(FILES);
  const section = admin.getByRole('region', { name: 'Folder permissions' });
  await expect(section).toBeVisible();
  await expect(grantsOf(admin, 'qc@vms.test').getByRole('listitem').filter({ hasText: 'Project Data' })).toContainText('View');

  // Before: QC may open Project Data but not upload.
  const qc = await signedIn(browser, 'qc@vms.test');
  await qc.goto(`${FILES}/Project%20Data`);
  await expect(qc.getByRole('heading', { name: 'Project Data' })).toBeVisible();
  await expect(qc.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);

  await grant(admin, 'qc@vms.test', 'Project Data', 'Post');
  await expect(grantsOf(admin, 'qc@vms.test').getByRole('listitem').filter({ hasText: 'Project Data' })).toContainText('Post');

  await qc.reload();
  await qc.getByRole('button', { name: 'Upload', exact: true }).click();
  await qc
    .getByTestId('upload-input')
    .setInputFiles({ name: 'qc-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('checked the colour grade\n') });
  await expect(qc.getByText('File Uploaded Successfully.')).toBeVisible({ timeout: 20_000 });
  await expect(qc.getByTestId('file-card').filter({ hasText: 'qc-notes.txt' })).toBeVisible();

  // Revoke: confirmed in a dialog, then the grant is gone from the list.
  await grantsOf(admin, 'qc@vms.test').getByRole('button', { name: 'Revoke post on Project Data from qc@vms.test' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Revoke folder permission' });
  await expect(dialog).toContainText('will lose post on Project Data');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByText('Folder permission removed')).toBeVisible();
  await expect(grantsOf(admin, 'qc@vms.test').getByRole('listitem').filter({ hasText: 'Project Data' })).toHaveCount(0);

  // QC: the folder is no longer listed, and opening it directly says so.
  await qc.goto(FILES);
  await expect(qc.getByRole('button', { name: 'Open folder Project Inputs' })).toBeVisible();
  await expect(qc.getByRole('button', { name: 'Open folder Project Data' })).toHaveCount(0);
  await qc.goto(`${FILES}/Project%20Data`);
  await expect(qc.getByText('Required permissions are not available!')).toBeVisible();
  await expect(qc.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  // QC is not an admin: no permission screen on their folders page.
  await qc.goto(FILES);
  await expect(qc.getByRole('region', { name: 'Folder permissions' })).toHaveCount(0);

  // Put the demo grant back (QC views Project Data), so the seed's story holds for the other specs.
  await grant(admin, 'qc@vms.test', 'Project Data', 'View');
  await expect(grantsOf(admin, 'qc@vms.test').getByRole('listitem').filter({ hasText: 'Project Data' })).toContainText('View');
  // and with view alone QC sees the folder and its file again, still without Upload.
  await qc.goto(FILES);
  await qc.getByRole('button', { name: 'Open folder Project Data' }).click();
  await expect(qc.getByTestId('file-card').filter({ hasText: 'qc-notes.txt' })).toBeVisible();
  await expect(qc.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
});

test('a wrong e-mail is refused with a message and nothing changes', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@vms.test');
  await admin.goto(FILES);
  const form = admin.getByRole('form', { name: 'Grant a folder permission' });
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Choose a folder')).toBeVisible();
  await form.getByLabel('Email').fill('customer@vms.test');
  await form.getByRole('combobox', { name: 'Folder', exact: true }).click();
  await admin.getByRole('option', { name: 'Project Inputs', exact: true }).click();
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(admin.getByText("This person's role does not work in project folders.")).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Folder permissions of customer@vms.test' })).toHaveCount(0);
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`folder permissions screenshots (${label})`, async ({ browser }) => {
    const admin = await signedIn(browser, 'admin@vms.test', viewport);
    await admin.goto(FILES);
    await expect(grantsOf(admin, 'qc@vms.test')).toBeVisible();
    await admin.waitForLoadState('networkidle');
    await admin.screenshot({ path: shot(`folder-permissions-${label}`), fullPage: true });
    await admin.getByRole('combobox', { name: 'Folder', exact: true }).click();
    await admin.getByRole('option', { name: 'Aerial Imagery', exact: true }).click();
    await admin.getByRole('combobox', { name: 'Sub-folder', exact: true }).click();
    await expect(admin.getByRole('option', { name: 'Aerial Photos' })).toBeVisible();
    await admin.waitForTimeout(300);
    await admin.screenshot({ path: shot(`folder-permissions-form-${label}`) });
    await admin.keyboard.press('Escape');
    await grantsOf(admin, 'qc@vms.test')
      .getByRole('button', { name: /^Revoke view on Project Inputs/ })
      .click();
    await expect(admin.getByRole('dialog', { name: 'Revoke folder permission' })).toBeVisible();
    await admin.waitForTimeout(400);
    await admin.screenshot({ path: shot(`folder-permissions-revoke-${label}`) });
  });
}
