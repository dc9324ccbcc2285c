// The editor portal on the seed's own data (issue #17 "Done means"): the PM invites a new editor by e-mail to the demo
// PLATINUM project (the one with a review folder) and to a second project; the e-mailed link registers them (each
// message on bad input); they sign in, are sent to /editor-create-profile and complete both steps (each message on bad
// input); the list opens on NEW INVITE with its dot; they decline one (it disappears, and a PM browser sees the
// decline live) and accept the other, open its folders, upload a cut into the review folder (it becomes version N+1 in
// the review screen), move a Production / Approvals task to In Review, and see the select go back on a forced failure.
// editor@vms.test sees only their own projects, in the list and through the API. Screens at desktop and phone width.
import { expect, test, type Page } from '@playwright/test';
import { emailFromOutbox, login, loginAndLand } from './fixtures';
import { apiLogin, demoReview, gql } from './review-helpers';

const SHOTS = 'test-results/editor-shots';
const LIST = '/editor-portal/projects/project-list';

async function shoot(page: Page, name: string) {
  for (const [w, h, tag] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${tag}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new editor: invite, registration, profile, invites (decline seen live, accept), review upload, task status', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await demoReview(request, pm);
  const versionsBefore = review.versions.length;
  // a second running non-Bronze project for the invite the editor declines
  const list = await gql<{ getActiveProjectList: { projects: { id: number; planType: string }[] } }>(
    request,
    pm,
    'query { getActiveProjectList(status: "ACTIVE", limit: 50, offset: 0) { projects { id planType } } }',
  );
  const other = list.getActiveProjectList.projects.find((p) => p.planType !== 'BRONZE' && p.id !== review.projectId)!;
  const email = `cutter.${Date.now()}@example.com`;
  const invite = (projectId: number) =>
    gql(
      request,
      pm,
      `mutation($e: String!, $p: ID!) { userInvite(email: $e, role: "vms-editor", projectId: $p, firstName: "Cutter", projectStartDate: "01-05-2099", projectCompleteDate: "02-05-2099", requiredSkills: ["Premium"], projectEditorBudget: 800) { message } }`,
      { e: email, p: String(projectId) },
    );
  await invite(review.projectId);
  await invite(other.id);

  // The e-mailed link registers them.
  const mail = await emailFromOutbox(email, '/editor-registration/');
  const link = new URL(mail.match(/https?:\/\/\S+\/editor-registration\/\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('Name')).toHaveValue('Cutter');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Incorrect format')).toBeVisible();
  await expect(page.getByText('Confirm Password is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Cutter12');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Cutter13');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await shoot(page, 'registration');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Cutter12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registered Successfully!!.')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  // the link works once
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/This link is already expired/)).toBeVisible();

  // Sign in: sent to the profile wizard.
  await login(page, email, 'Cutter12');
  await expect(page).toHaveURL((u) => u.pathname === '/editor-create-profile');
  await expect(page.getByTestId('profile-stars')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    'Last Name is required',
    'Phone is Required',
    'Office Phone is Required',
    'Address is required',
    'City is required',
    'State is required',
    'Zip is required',
    'Time zone is required',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555');
  await page.getByLabel('Office phone').fill('512-555-0101');
  await page.getByLabel('Address').fill('12 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('Zip').fill('7870');
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await expect(page.getByText('ZIP Code is not valid')).toBeVisible();
  await shoot(page, 'profile-step1');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('512-555-0100');
  await page.getByLabel('Zip').fill('78701');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Select at least one skill')).toBeVisible();
  await page.getByLabel('Premium', { exact: true }).check();
  await shoot(page, 'profile-step2');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Profile created successfully!')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === LIST, { timeout: 10_000 });

  // NEW INVITE first, with its dot; both invitations there.
  await expect(page.getByRole('tab', { name: /NEW INVITE/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('invite-dot')).toBeVisible();
  await expect(page.getByTestId('editor-project-card')).toHaveCount(2);
  await shoot(page, 'project-list');

  // A PM browser watches the second project's invite.
  const pmPage = await browser.newPage();
  await pmPage.setViewportSize({ width: 1280, height: 900 });
  await loginAndLand(pmPage, 'pm@vms.test', '/pm-portal/projects/project-list');
  await pmPage.goto(`/pm-portal/projects/${other.id}/folders`);
  await pmPage.getByRole('button', { name: 'Invite editor' }).click();
  await expect(pmPage.getByTestId('invited-editor')).toContainText('invited, awaiting an answer');

  // Decline the second: it disappears, and the PM sees it without a reload.
  await page
    .getByTestId('editor-project-card')
    .filter({ hasText: `#${other.id}` })
    .click();
  await expect(page).toHaveURL((u) => u.pathname === `/editor-portal/projects/project-invitation/${other.id}`);
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByText('$800.00')).toBeVisible();
  await shoot(page, 'invitation');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL((u) => u.pathname === LIST);
  await expect(page.getByTestId('editor-project-card')).toHaveCount(1);
  await expect(pmPage.getByTestId('invited-editor')).toContainText('Not invited yet', { timeout: 15_000 });
  await pmPage.close();

  // Accept the review project: its folders open.
  await page.getByTestId('editor-project-card').first().click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/editor-portal/projects/${review.projectId}/folders`);
  await expect(page.getByRole('tab', { name: 'ASSETS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'OVERVIEW' })).toBeDisabled();
  await shoot(page, 'folders');

  // Upload a cut into the review folder: it becomes version N+1.
  await page.getByRole('button', { name: 'Open folder Project Data' }).click();
  await page.getByRole('button', { name: 'Open folder Video Review' }).click();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-input').setInputFiles({ name: 'cut-v3.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(150_000, 7) });
  await expect(page.getByText(`Version ${versionsBefore + 1} was added to the review folder.`)).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'review-folder');
  await page.getByRole('link', { name: 'Open the video review' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/editor-portal/projects/video-review/${review.projectId}/${review.folderId}`);
  await expect(page.getByText('cut-v3.mp4').first()).toBeVisible({ timeout: 15_000 });

  // Task details: move a Production / Approvals task to In Review; a forced failure puts the select back.
  await page.goto(`/editor-portal/projects/active-projects/project-detail/${review.projectId}`);
  await expect(page.getByRole('heading', { name: 'Active project' })).toBeVisible();
  const select = page.getByRole('combobox', { name: /^Status of / }).first();
  await expect(select).toBeVisible();
  await select.click();
  await page.getByRole('option', { name: 'In Review', exact: true }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(select).toHaveValue('In Review');
  await shoot(page, 'task-detail');
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('updateBronzeProjectTaskStatus')) await route.fulfill({ status: 500, body: 'down' });
    else await route.continue();
  });
  await select.click();
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await expect(page.getByText('Status update failed. Please try again.')).toBeVisible();
  await expect(select).toHaveValue('In Review');
  await page.unroute('**/graphql');

  // The project's timeline shows the acceptance, the version and the status change.
  await page.goto(`/editor-portal/projects/project-detail/${review.projectId}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/accepted the project/)).toBeVisible();
  await expect(timeline.getByText(new RegExp(`Version ${versionsBefore + 1} \\(cut-v3.mp4\\)`))).toBeVisible();
  await expect(timeline.getByText(/updated to In Review/).first()).toBeVisible();
  await shoot(page, 'project-detail');

  // Edit Profile after creation.
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Last name')).toHaveValue('Reyes');
  await shoot(page, 'edit-profile');
});

test('editor@vms.test sees only their own projects, in the list and through the API', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAndLand(page, 'editor@vms.test', LIST);
  await expect(page.getByTestId('editor-project-card').first()).toBeVisible();
  await page.getByRole('tab', { name: 'ACTIVE' }).click();
  await expect(page.getByTestId('editor-project-card').first()).toBeVisible();
  const token = await apiLogin(request, 'editor@vms.test');
  const me = await gql<{ me: { id: string } }>(request, token, '{ me { id } }');
  const seen = await gql<{ getActiveProjectList: { projects: { id: number }[] } }>(
    request,
    token,
    'query { getActiveProjectList(status: "ALL", limit: 50, offset: 0) { projects { id } } }',
  );
  for (const p of seen.getActiveProjectList.projects) {
    const d = await gql<{ getProjectDetails: { projectEditor: string | null } }>(
      request,
      token,
      'query($p: ID!) { getProjectDetails(projectId: $p) { projectEditor } }',
      { p: String(p.id) },
    );
    expect(d.getProjectDetails.projectEditor).toBeTruthy();
  }
  // a project of someone else: not found
  const pm = await apiLogin(request, 'pm@vms.test');
  const all = await gql<{ getActiveProjectList: { projects: { id: number }[] } }>(
    request,
    pm,
    'query { getActiveProjectList(status: "ALL", limit: 50, offset: 0) { projects { id } } }',
  );
  const foreign = all.getActiveProjectList.projects.find((p) => !seen.getActiveProjectList.projects.some((s) => s.id === p.id))!;
  const res = await request.post('/graphql', {
    data: { query: 'query($p: ID!) { getProjectDetails(projectId: $p) { id } }', variables: { p: String(foreign.id) } },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { errors?: { extensions: { code: string } }[] };
  expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  const other = await request.post('/graphql', {
    data: {
      query: 'query($e: ID!) { listEditorProjects(editorId: $e) { projectId } }',
      variables: { e: me.me.id.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await other.json()) as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
});
