// Issue #33 item 5: the PM invites someone who is not yet an editor, through the screens, on the seed's own data
// (part B §2.4, §5 "External editor invite"): the invite page shows the editor invite form before any search (empty,
// for a new person); the PM fills it for a new e-mail and sees the server's message; the invitee opens the registration
// link from the e-mail in the outbox, registers, signs in, completes the profile, finds the invitation under NEW INVITE
// and accepts it; the PM's page then shows the new editor as accepted.
import { expect, test } from '@playwright/test';
import { emailFromOutbox, login, loginAndLand, shotsAtBothWidths } from './fixtures';

const SHOTS = 'test-results/screens';
const LIST = '/pm-portal/projects/project-list';

const us = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

type Details = {
  getProjectDetails: { id: number; projectName: string; planType: string; isCompleted: boolean; isEditorInviteAccepted: boolean };
};

test('the PM invites a brand-new editor by e-mail from the invite page; they register from the e-mail and accept', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndLand(page, 'pm@vms.test', LIST);
  // A running non-Bronze project of the PM's without an accepted editor, from the end of the list (the other invite
  // specs take theirs from the start, so a parallel run does not replace this invitation).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vms-token')!).token as string);
  let target: Details['getProjectDetails'] | undefined;
  for (let n = 40; n >= 2 && !target; n--) {
    const r = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: 'query($p: ID!) { getProjectDetails(projectId: $p) { id projectName planType isCompleted isEditorInviteAccepted } }',
        variables: { p: String(n) },
      },
    });
    const d = ((await r.json()) as { data?: Details }).data?.getProjectDetails;
    if (d && !d.isCompleted && !d.isEditorInviteAccepted && d.planType !== 'BRONZE') target = d;
  }
  expect(target, 'a running project without an accepted editor').toBeTruthy();
  const { id: projectId, projectName } = target!;

  // The PM: the project's folders, Invite editor.
  await page.goto(`/pm-portal/projects/${projectId}/folders`);
  await page.getByRole('button', { name: 'Invite editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/${projectId}/folders/editor-invite$`));
  // No search yet, so no editor chosen: the form is there, empty.
  const form = page.getByRole('form', { name: 'Invite editor' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await shotsAtBothWidths(page, `${SHOTS}/pm-editor-invite-new`);

  const email = `newcut.${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Nora Newcut');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Project start date').fill(us(inDays(1)));
  await form.getByLabel('Project complete date').fill(us(inDays(14)));
  await form.getByLabel('Budget').fill('900');
  await form.getByRole('combobox', { name: 'Required skills' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Standard', exact: true }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Notes').fill('A 90 s walkthrough cut from the aerials.');
  await form.getByRole('button', { name: 'Invite editor' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(page.getByTestId('invited-editor')).toContainText('Nora Newcut — invited, awaiting an answer');
  // Sent: the form is empty again for the next person.
  await expect(form.getByLabel('Email')).toHaveValue('');

  // The invitee: the registration link from the e-mail, prefilled with the name and address.
  const mail = await emailFromOutbox(email, '/editor-registration/');
  expect(mail).toContain(`You are invited to ${projectName}`);
  const link = new URL(mail.match(/https?:\/\/\S+\/editor-registration\/\S+/)![0]);
  const editor = await browser.newPage();
  await editor.setViewportSize({ width: 1280, height: 800 });
  await editor.goto(link.pathname + link.search);
  await expect(editor.getByLabel('Name')).toHaveValue('Nora Newcut');
  await expect(editor.getByLabel('Email Address')).toHaveValue(email);
  await editor.getByRole('textbox', { name: 'Password', exact: true }).fill('Newcut12');
  await editor.getByRole('textbox', { name: 'Confirm Password' }).fill('Newcut12');
  await editor.getByRole('button', { name: 'Register' }).click();
  await expect(editor.getByText('Registered Successfully!!.')).toBeVisible();
  await expect(editor).toHaveURL((u) => u.pathname === '/login');

  // Signs in, completes the profile.
  await login(editor, email, 'Newcut12');
  await expect(editor).toHaveURL((u) => u.pathname === '/editor-create-profile');
  await editor.getByLabel('Last name').fill('Reyes');
  await editor.getByRole('textbox', { name: 'Phone', exact: true }).fill('512-555-0150');
  await editor.getByLabel('Office phone').fill('512-555-0151');
  await editor.getByLabel('Address').fill('40 Lamar Blvd');
  await editor.getByLabel('City').fill('Austin');
  await editor.getByLabel('State').fill('TX');
  await editor.getByLabel('Zip').fill('78703');
  await editor.getByRole('combobox', { name: 'Time zone' }).click();
  await editor.getByRole('option', { name: 'America/Chicago' }).click();
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByLabel('Standard', { exact: true }).check();
  await editor.getByRole('button', { name: 'Create Profile' }).click();
  await expect(editor.getByText('Profile created successfully!')).toBeVisible();
  await expect(editor).toHaveURL((u) => u.pathname === '/editor-portal/projects/project-list', { timeout: 10_000 });

  // The invitation waits under NEW INVITE; they open it and accept.
  await expect(editor.getByRole('tab', { name: /NEW INVITE/ })).toHaveAttribute('aria-selected', 'true');
  const card = editor.getByTestId('editor-project-card').filter({ hasText: `#${projectId}` });
  await expect(card).toBeVisible();
  await card.click();
  await expect(editor).toHaveURL((u) => u.pathname === `/editor-portal/projects/project-invitation/${projectId}`);
  await expect(editor.getByText(projectName).first()).toBeVisible();
  await expect(editor.getByText('$900.00')).toBeVisible();
  await editor.getByRole('button', { name: 'Accept' }).click();
  await expect(editor.getByText('Project accepted.')).toBeVisible();
  await expect(editor).toHaveURL((u) => u.pathname === `/editor-portal/projects/${projectId}/folders`);

  // The PM's page follows without a reload.
  await expect(page.getByTestId('invited-editor')).toContainText(/Nora Newcut.* — accepted/, { timeout: 15_000 });
  await editor.close();
});
