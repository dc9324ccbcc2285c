// The PM portal's invitations and notes against the real server on the seed's own data (part B §2.4, §4, §5): the
// external editor invite form with each of its messages, the invited editor accepting (through the API as the editor:
// the editor portal is another issue) while a second PM browser sees the acceptance arrive without a reload, the pilot
// invite from the same page, and a note for the pilot added from the folder screens' notes modal.
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand, login } from './fixtures';

const LIST = '/pm-portal/projects/project-list';
const SHOTS = 'test-results/screens';
// Demo seed: project 7 is a running PLATINUM project of pm@vms.test whose pilot accepted (ACTIVE), with its shots.
const RUNNING = 7;

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

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
async function gql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const r = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { query, variables },
  });
  return r.json();
}
const us = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

type Details = {
  getProjectDetails: { id: number; planType: string; isCompleted: boolean; isEditorInviteAccepted: boolean; projectEditor: string | null };
};

/** Opens the editor-invite page of a project the way the PM does: its folders, then Invite editor. */
async function openInvitePage(page: Page, projectId: number) {
  await page.goto(`/pm-portal/projects/${projectId}/folders`);
  await page.getByRole('button', { name: 'Invite editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/${projectId}/folders/editor-invite$`));
}

test('the PM invites an editor through the form (every message), the editor accepts, a second PM browser sees it live; then invites a pilot', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAndLand(page, 'pm@vms.test', LIST);
  // A running project of the PM's whose editor has not accepted yet (the seed's own data, untouched so far).
  let target: Details['getProjectDetails'] | undefined;
  for (let n = 2; n <= 40 && !target; n++) {
    const r = await gql<Details>(
      page,
      `query($p: ID!) { getProjectDetails(projectId: $p) { id planType isCompleted isEditorInviteAccepted projectEditor } }`,
      { p: String(n) },
    );
    const d = r.data?.getProjectDetails;
    if (d && !d.isCompleted && !d.isEditorInviteAccepted && d.planType !== 'BRONZE') target = d;
  }
  expect(target, 'a running project without an accepted editor').toBeTruthy();
  const projectId = target!.id;

  await openInvitePage(page, projectId);
  const search = page.getByRole('form', { name: 'Editor search' });
  await search.getByLabel('Premium', { exact: true }).check();
  await search.getByRole('button', { name: 'Search editors' }).click();
  const cards = page.getByTestId('editor-card');
  await expect(cards.first()).toBeVisible();
  const firstName = (await cards.first().locator('p').first().textContent())!;
  await cards.first().getByRole('button', { name: 'Select to invite' }).click();
  const form = page.getByRole('form', { name: 'Invite editor' });
  // Prefilled from the chosen editor and the skills searched for.
  await expect(form.getByLabel('Name')).toHaveValue(firstName);
  await expect(form.getByLabel('Email')).not.toHaveValue('');
  await expect(form.getByText('Premium', { exact: true })).toBeVisible();

  const submit = () => form.getByRole('button', { name: 'Invite editor' }).click();
  await form.getByLabel('Name').fill(' ');
  await form.getByLabel('Email').fill('');
  await submit();
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Email address is required.')).toBeVisible();
  await expect(form.getByText('Project start date is required')).toBeVisible();
  await expect(form.getByText('Project complete date is required')).toBeVisible();
  await shoot(page, 'editor-invite-errors');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Project start date').fill(us(inDays(-2)));
  await form.getByLabel('Project complete date').fill(us(inDays(10)));
  await submit();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Project start date cannot be before today')).toBeVisible();
  await form.getByLabel('Project start date').fill(us(inDays(12)));
  await submit();
  await expect(form.getByText('Project start date cannot be after the completion date')).toBeVisible();
  await expect(form.getByText('Project complete date cannot be before the start date')).toBeVisible();

  // A valid invite, to the demo editor (who can then answer it).
  await form.getByLabel('Name').fill('Demo Editor');
  await form.getByLabel('Email').fill('  Editor@VMS.test ');
  await form.getByLabel('Project start date').fill(us(inDays(1)));
  await form.getByLabel('Budget').fill('850');
  await form.getByLabel('Notes').fill('Two cuts: a 60 s social edit and the full tour.');
  await shoot(page, 'editor-invite-form');
  await submit();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(page.getByTestId('invited-editor')).toContainText('invited, awaiting an answer');

  // A second PM browser opens the same page and waits.
  const other = await browser.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await loginAndLand(other, 'pm@vms.test', LIST);
  await openInvitePage(other, projectId);
  await expect(other.getByTestId('invited-editor')).toContainText('invited, awaiting an answer');

  // The editor accepts through the API (the editor portal is another issue)…
  const editor = await browser.newPage();
  await login(editor, 'editor@vms.test');
  await expect(editor).toHaveURL((u) => u.pathname === '/editor-portal/projects/project-list');
  const me = await gql<{ me: { id: string } }>(editor, `{ me { id } }`);
  const answer = await gql<{ projectAcceptedByEditorOrPilot: { message: string } }>(
    editor,
    `mutation($p: ID!, $e: ID) { projectAcceptedByEditorOrPilot(projectId: $p, status: "ACCEPTED", flag: "EDITOR", editorId: $e) { message } }`,
    { p: String(projectId), e: me.data!.me.id },
  );
  expect(answer.errors).toBeUndefined();
  // …and both PM browsers see it arrive without a reload.
  await expect(other.getByTestId('invited-editor')).toContainText('accepted', { timeout: 15_000 });
  await expect(other.getByTestId('invited-editor')).not.toContainText('awaiting');
  await expect(page.getByTestId('invited-editor')).toContainText('— accepted');

  // The pilot invite on the same page, with its messages; the address is trimmed and lowercased.
  const pilot = page.getByRole('form', { name: 'Invite pilot' });
  await pilot.getByRole('button', { name: 'Invite pilot' }).click();
  await expect(pilot.getByText('Name is required.')).toBeVisible();
  await expect(pilot.getByText('Email id is required.')).toBeVisible();
  await pilot.getByLabel('Name').fill('Pete Pilot');
  await pilot.getByLabel('Email').fill('nope');
  await pilot.getByRole('button', { name: 'Invite pilot' }).click();
  await expect(pilot.getByText('Invalid email')).toBeVisible();
  await pilot.getByLabel('Email').fill('  Pilot@VMS.test ');
  await pilot.getByRole('button', { name: 'Invite pilot' }).click();
  await expect(page.getByText('Invitation sent.').last()).toBeVisible();
  await expect(page.getByTestId('invited-pilot')).toContainText('invited, awaiting an answer');
  await shoot(page, 'editor-invite-page');
  await other.close();
  await editor.close();
});

test('the PM adds a note for the pilot from the folder screens and sees it listed; mark-complete follows its role rule', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAndLand(page, 'pm@vms.test', LIST);
  await page.goto(`/pm-portal/projects/${RUNNING}/folders`);
  const panel = page.getByLabel('Shot folders');
  const shots = page.getByTestId('shot-folder');
  await expect(shots.first()).toBeVisible();
  // For the PM the checkbox shows only on completed shots (part B §4).
  const total = await shots.count();
  for (let i = 0; i < total; i++) {
    const s = shots.nth(i);
    const completed = (await s.locator('.mantine-Badge-root').textContent()) === 'Completed';
    await expect(s.getByRole('checkbox', { name: 'Mark complete' })).toHaveCount(completed ? 1 : 0);
  }
  // A shot nobody wrote about yet.
  const fresh = shots.filter({ has: page.getByRole('button', { name: 'Add Notes' }) }).first();
  const title = (await fresh.locator('p').first().textContent())!;
  await fresh.getByRole('button', { name: 'Add Notes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No notes available')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Note', exact: true }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Add a note').fill('Please reshoot the north façade after 4 pm — the sun is behind it.');
  await dialog.getByRole('button', { name: 'Add Note', exact: true }).click();
  await expect(page.getByText('Note added successfully.')).toBeVisible();
  await expect(dialog.getByTestId('note')).toContainText('Please reshoot the north façade');
  await shoot(page, 'notes-modal');
  await page.keyboard.press('Escape');
  await expect(shots.filter({ hasText: title }).getByRole('button', { name: 'View Notes' })).toBeVisible();
  // The project's notes include it.
  await panel.getByRole('button', { name: 'Add/View Notes' }).click();
  await expect(page.getByRole('dialog').getByTestId('note').filter({ hasText: 'north façade' })).toBeVisible();
});

test('the PM sees the suggested pilots ranked with their reasons, picks the top one and the pilot invite form is filled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAndLand(page, 'pm@vms.test', LIST);
  await openInvitePage(page, RUNNING);
  const list = page.getByRole('list', { name: 'Suggested pilots' });
  const cards = list.getByTestId('pilot-suggestion');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  // Ranked: the top pilot's papers are valid and a pilot whose FAA licence lapsed (the seed's rio.pilot) says so, below.
  const top = cards.first();
  await expect(top.getByRole('list', { name: /^Why / }).getByText(/^FAA licence valid until \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(top.getByText(/^Insurance valid until /)).toBeVisible();
  await expect(top.getByText(/^(\d+ mi away, (covers|outside) \d+ mi|Distance unknown.*)$/)).toBeVisible();
  await expect(top.getByText(/^\d+ active projects?$/)).toBeVisible();
  const lapsed = cards.filter({ hasText: 'Rio Santos' });
  await expect(lapsed.getByText('FAA licence expired 06/30/2025')).toBeVisible();
  await expect(lapsed.getByTestId('pilot-recommended')).toHaveCount(0);
  const texts = await cards.allTextContents();
  const rioAt = texts.findIndex((t) => t.includes('Rio Santos'));
  const validAfterRio = texts.slice(rioAt + 1).filter((t) => !/expired|No FAA/.test(t));
  expect(validAfterRio, 'no pilot with valid papers ranks below the lapsed licence').toEqual([]);
  await shoot(page, 'pilot-suggestions');

  const name = (await top.locator('p').first().textContent())!.replace(/^\d+\.\s*/, '');
  const email = (await top.locator('p').nth(1).textContent())!.split(' · ')[0]!;
  await top.getByRole('button', { name: `Pick ${name}` }).click();
  await expect(top.getByRole('button', { name: `Pick ${name}` })).toHaveText('Picked');
  const form = page.getByRole('form', { name: 'Invite pilot' });
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Company')).not.toHaveValue('');
  await shoot(page, 'pilot-suggestions-picked');
});
