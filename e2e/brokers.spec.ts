import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

const BASE = '/brokers-directory';

async function asOperator(page: Page) {
  await login(page, 'operator@vms.test');
  await expect(page).toHaveURL((u) => u.pathname === `${BASE}/update-missing-details`);
}

const badgeCount = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/\D+/g, ''));

test('the operator fixes missing details, flags a broker, and a second browser sees both badges change live', async ({ page, browser }) => {
  await asOperator(page);
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await asOperator(watcher);
  await expect(watcher.getByTestId('to-update-badge')).toHaveText(/Records to be Updated: \d+/);
  const toUpdate = await badgeCount(watcher, 'to-update-badge');
  const high = await badgeCount(watcher, 'high-priority-badge');

  // Fix the first broker missing an e-mail: a bad phone clears, Save stays disabled until both are valid.
  const table = page.getByRole('table', { name: 'Brokers missing details' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByPlaceholder('name@company.com') })
    .first();
  const name = (await row.getAttribute('aria-label'))!;
  const save = row.getByRole('button', { name: `Save ${name}` });
  const email = row.getByLabel(`Email of ${name}`);
  const phone = row.getByLabel(`Phone of ${name} 1`);
  await email.fill('not-an-email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await email.fill('fixed.broker@example.com');
  await phone.fill('');
  await phone.pressSequentially('55512');
  await expect(phone).toHaveValue('555-12');
  await phone.pressSequentially('x');
  await expect(phone).toHaveValue('');
  await expect(save).toBeDisabled();
  await phone.pressSequentially('5551234567');
  await expect(phone).toHaveValue('555-123-4567');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Broker detail updated successfully')).toBeVisible();
  await expect(table.getByRole('row', { name })).toHaveCount(0);
  await expect(watcher.getByTestId('to-update-badge')).toHaveText(`Records to be Updated: ${toUpdate - 1}`);

  // Flag another broker with priority 1 and a note; the note counter counts down from 100.
  const other = table
    .getByRole('row')
    .filter({ has: page.getByRole('textbox') })
    .filter({ hasNotText: /Priority \d/ })
    .first();
  const otherName = (await other.getAttribute('aria-label'))!;
  await other.getByRole('button', { name: `Flag ${otherName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Flag ${otherName}` });
  await dialog.getByLabel('Requires Further Evaluation').check();
  await dialog.getByText('Priority 1').click();
  await dialog.getByLabel('Note').fill('Two offices listed on the website');
  await expect(dialog.getByText('67 characters remaining')).toBeVisible();
  await dialog.getByRole('button', { name: 'Flag broker' }).click();
  await expect(page.getByText('Broker flagged successfully')).toBeVisible();
  await expect(watcher.getByTestId('high-priority-badge')).toHaveText(`High Priority Updates: ${high + 1}`);

  // The badge opens the flagged records with e-mail not found, needs evaluation and priority 1 on.
  await page.getByRole('button', { name: 'Show high priority updates' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `${BASE}/flagged-records`);
  await expect(page.getByLabel("Broker's email not found!")).toBeChecked();
  await expect(page.getByLabel('Requires Further Evaluation')).toBeChecked();
  await expect(page.getByLabel('Priority 1')).toBeChecked();
  await expect(page.getByLabel('Priority 2')).not.toBeChecked();
  const flagged = page.getByRole('table', { name: 'Flagged Records' });
  await expect(flagged.getByRole('row', { name: otherName })).toBeVisible();
  await expect(flagged.getByRole('row')).toHaveCount(high + 2); // the header row and every priority-1 flag
  await page.getByLabel('Priority 1').uncheck();
  await page.getByLabel('Priority 3').check();
  await expect(flagged.getByRole('row', { name: otherName })).toHaveCount(0);
  await watcherContext.close();
});

test('HS Non Sync filters by dates and exports the xlsx', async ({ page }) => {
  await asOperator(page);
  await page.getByRole('tab', { name: 'HS Non Sync' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `${BASE}/HS-out-of-sync`);
  const filter = page.getByRole('button', { name: 'Filter' });
  await expect(filter).toBeDisabled();
  const table = page.getByRole('table', { name: 'HS Non Sync' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const today = new Date();
  const us = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
  const monthAgo = new Date(today.getTime() - 31 * 86_400_000);
  await page.getByLabel('Start date').fill(us(monthAgo));
  await page.getByLabel('Start date').press('Tab');
  await expect(filter).toBeDisabled();
  await page.getByLabel('End date').fill(us(today));
  await page.getByLabel('End date').press('Tab');
  await expect(filter).toBeEnabled();
  const filtered = page.waitForResponse((r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('"startDate"'));
  await filter.click();
  await filtered;
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // Only brokers updated in VMS within the dates remain: every row has an update date.
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const shown = await rows.count();
  for (let i = 1; i < shown; i++) await expect(rows.nth(i).getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  const iso = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;
  expect(file.suggestedFilename()).toBe(`HS_Non_Sync_Data_${iso(monthAgo)}_to_${iso(today)}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await file.path())!) as never);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['First Name', 'Last Name', 'Company', 'Email', 'Updated In VMS']));
  const total = Number((await page.getByText(/^\d+–\d+ of \d+$/).innerText()).split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(shown - 1);
  expect(sheet.rowCount - 1).toBe(total);
});

test('a customer is refused the directory in the UI and by the API', async ({ page, request }) => {
  await login(page, 'customer@vms.test');
  await expect(page).toHaveURL((u) => u.pathname === '/crexi-search/results');
  await page.goto(`${BASE}/update-missing-details`);
  await expect(page).toHaveURL((u) => u.pathname === '/error/401');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
  const api = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ recordsToBeUpdated { count } }' },
  });
  expect((await api.json()).errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await request.get(`/api/export-file?access_token=${token}`)).status()).toBe(403);
});
