// The pilot portal against the real server on the seed's data: a PM invites a new pilot, the e-mailed link registers
// them through the three steps (each validation message), they accept the project (the PM sees ACTIVE live),
// reschedule the flight, upload a photo to a shot (progress), mark it complete after the confirmation, add a custom
// shot and a note; the PM sees the note; another pilot's project stays out of reach in the page and the API.
import { expect, test, type Page } from '@playwright/test';
import { emailFromOutbox, login, loginAndLand, noisePng } from './fixtures';

const SHOTS = 'test-results/screens';

const alert = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function gql(page: Page, query: string, variables: Record<string, unknown>) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vms-auth') ?? localStorage.getItem('vms-token') ?? 'null'));
  const bearer = typeof token === 'string' ? token : token?.token;
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${bearer}` } });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
}

// Project 2 of the demo seed: GOLD, not started, no pilot yet.
const PROJECT = 2;
const PM_VIEW = `/management-portal/projects/active-projects/project-detail/${PROJECT}/GOLD`;

test('a PM invites a new pilot, who registers, accepts, reschedules, uploads, completes a shot, adds a custom shot and a note', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const pmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pm = await pmContext.newPage();
  await loginAndLand(pm, 'pm@vms.test', '/pm-portal/projects/project-list');
  await pm.goto(PM_VIEW);
  const invite = pm.getByRole('form', { name: 'Invite pilot' });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Invite pilot' }).click();
  await expect(invite.getByText('Name is required.')).toBeVisible();
  await expect(invite.getByText('Email id is required.')).toBeVisible();
  await invite.getByLabel('Name').fill('Nova Pilot');
  await invite.getByLabel('Email').fill('not-an-email');
  await invite.getByRole('button', { name: 'Invite pilot' }).click();
  await expect(invite.getByText('Invalid email')).toBeVisible();
  await invite.getByLabel('Email').fill('  Nova.E2E@Example.COM ');
  await invite.getByLabel('Company').fill('Nova Air');
  await pm.screenshot({ path: `${SHOTS}/pilot-invite-desktop.png`, fullPage: true });
  await invite.getByRole('button', { name: 'Invite pilot' }).click();
  await alert(pm, 'Invitation sent.');
  await expect(pm.getByTestId('pilot-project-status')).toHaveText('NOT STARTED');
  await expect(pm.getByTestId('pilot-answer')).toHaveText('Waiting for the pilot');

  // the e-mailed registration link (lowercased address), signed and single use
  const eml = await emailFromOutbox('nova.e2e@example.com', '/pilot-registration/');
  const link = eml.match(
    /https?:\/\/\S+\/pilot-registration\/email=nova\.e2e%40example\.com\/name=Nova%20Pilot\/company=Nova%20Air\?token=[\w-]+/,
  )![0];
  const path = new URL(link).pathname + new URL(link).search;

  const pilotContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pilot = await pilotContext.newPage();
  await pilot.goto('/pilot-registration/email=nova.e2e%40example.com/name=Nova/company=x?token=forged');
  await alert(pilot, 'This link is already expired. Please contact vidTech team to provide a new registration link.');
  await pilot.goto(path);
  await expect(pilot.getByRole('heading', { name: 'Create your pilot profile' })).toBeVisible();
  await expect(pilot.getByLabel('Name')).toHaveValue('Nova Pilot');
  await expect(pilot.getByLabel('Company')).toHaveValue('Nova Air');
  await expect(pilot.getByLabel('Email')).toHaveValue('nova.e2e@example.com');
  // step 1: every message
  await pilot.getByLabel('Company').fill('Nova Air');
  await pilot.getByRole('button', { name: 'Next' }).click();
  for (const m of [
    'Phone is Required',
    'Address is required',
    'City is required',
    'State is required',
    'Zip is required',
    'Required',
    'Please enter password',
    'Confirm Password is required',
  ]) {
    await expect(pilot.getByText(m, { exact: true }).first()).toBeVisible();
  }
  await pilot.screenshot({ path: `${SHOTS}/pilot-registration-errors-phone.png`, fullPage: true });
  await pilot.getByLabel('Phone').fill('12');
  await pilot.getByLabel('Zip').fill('787');
  await pilot.getByLabel('Password', { exact: true }).fill('weak');
  await pilot.getByLabel('Confirm Password').fill('other');
  await pilot.getByRole('button', { name: 'Next' }).click();
  await expect(pilot.getByText('Phone number is not valid')).toBeVisible();
  await expect(pilot.getByText('ZIP Code is not valid')).toBeVisible();
  await expect(pilot.getByText('Incorrect format')).toBeVisible();
  await pilot.getByLabel('Phone').fill('512-555-0199');
  await pilot.getByLabel('Zip').fill('78701-1234');
  await pilot.getByLabel('Address').fill('12 Runway Rd');
  await pilot.getByLabel('City').fill('Austin');
  await pilot.getByLabel('State').fill('TX');
  await pilot.getByRole('combobox', { name: 'Coverage area (miles)' }).click();
  await pilot.getByRole('option', { name: '50 miles' }).click();
  await pilot.getByLabel('Password', { exact: true }).fill('Flyer123');
  await pilot.getByLabel('Confirm Password').fill('Flyer124');
  await pilot.getByRole('button', { name: 'Next' }).click();
  await expect(pilot.getByText('Passwords must match')).toBeVisible();
  await pilot.getByLabel('Confirm Password').fill('Flyer123');
  await pilot.getByRole('button', { name: 'Next' }).click();
  // step 2
  await expect(pilot.getByLabel('FAA license number')).toBeVisible();
  await pilot.getByRole('button', { name: 'Next' }).click();
  await expect(pilot.getByText('FAA license number required')).toBeVisible();
  await expect(pilot.getByText('Insurance Policy number required')).toBeVisible();
  await expect(pilot.getByText('Date is required')).toHaveCount(2);
  await pilot.getByLabel('FAA license number').fill('FAA-778812');
  await pilot.getByLabel('FAA expire date').fill('2030-06-30');
  await pilot.getByLabel('Insurance policy number').fill('INS-55120');
  await pilot.getByLabel('Insurance expire date').fill('2029-12-31');
  await pilot.getByRole('button', { name: 'Next' }).click();
  // step 3
  await pilot.getByRole('button', { name: 'Create Profile' }).click();
  await expect(pilot.getByText('Required', { exact: true })).toHaveCount(2);
  await pilot.getByRole('combobox', { name: 'Drone platform' }).click();
  await pilot.getByRole('option', { name: 'Mavic' }).click();
  await pilot.getByRole('combobox', { name: 'Camera' }).click();
  await pilot.getByRole('option', { name: '20 MP' }).click();
  await pilot.getByLabel('I offer thermal drone imaging').check();
  await pilot.screenshot({ path: `${SHOTS}/pilot-registration-step3-phone.png`, fullPage: true });
  await pilot.getByRole('button', { name: 'Create Profile' }).click();
  await alert(pilot, 'Profile created successfully!');
  await expect(pilot).toHaveURL(/\/login$/);
  // the link is spent
  await pilot.goto(path);
  await alert(pilot, 'This link is already expired. Please contact vidTech team to provide a new registration link.');

  // the new pilot signs in and lands on their project
  await login(pilot, 'nova.e2e@example.com', 'Flyer123');
  await expect(pilot).toHaveURL(new RegExp(`/pilot-dashboard/${PROJECT}$`));
  await expect(pilot.getByRole('heading', { level: 1 })).toBeVisible();
  const bar = pilot.getByTestId('answer-bar');
  await expect(bar.getByRole('button', { name: 'Accept Project' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Decline' })).toBeVisible();
  await pilot.screenshot({ path: `${SHOTS}/pilot-new-project-phone.png`, fullPage: true });
  // no reschedule before accepting
  await expect(pilot.getByTestId('reschedule')).toHaveCount(0);
  await bar.getByRole('button', { name: 'Accept Project' }).click();
  await alert(pilot, 'Project accepted.');
  await expect(bar).toHaveCount(0);
  // the PM's view turns ACTIVE without a reload
  await expect(pm.getByTestId('pilot-project-status')).toHaveText('ACTIVE');
  await expect(pm.getByTestId('pilot-answer')).toHaveText('Accepted by pilot');

  // reschedule: both messages, then tomorrow at 10:00
  const reschedule = pilot.getByTestId('reschedule');
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect(reschedule.getByText('Reschedule date is required')).toBeVisible();
  await expect(reschedule.getByText('Reschedule time is required')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await reschedule.getByLabel('Reschedule date').fill(day);
  await reschedule.getByRole('combobox', { name: 'Reschedule time' }).click();
  await pilot.getByRole('option', { name: '10:00 AM' }).click();
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await alert(pilot, 'Flight rescheduled.');
  const [y, m, d] = day.split('-');
  await expect(pilot.getByTestId('flight-time')).toHaveText(`${m}/${d}/${y} 10:00:00 AM`);

  // shot list: GOLD has the photo list only
  await pilot.getByRole('tab', { name: 'Shot List' }).click();
  await expect(pilot.getByRole('heading', { name: 'Aerial Photos (25 Minimum) - Platinum & Gold' })).toBeVisible();
  await expect(pilot.getByRole('heading', { name: 'Aerial Footage (Minimum 16 Video Shots) - Platinum Only' })).toHaveCount(0);
  await expect(pilot.getByTestId('coverage')).toContainText('0 / 25');
  const card = pilot.getByTestId('shot-card').filter({ hasText: 'Front Elevation' });
  await expect(card.getByTestId('shot-status')).toHaveText('NOT_STARTED');
  await expect(card.getByLabel('Verify Completed')).toHaveCount(0);
  await pilot.route('**/api/storage/**', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await card.getByTestId('upload-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: noisePng(200, 200, 11) });
  const progress = card.getByRole('progressbar', { name: 'front.png upload progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(card.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(card.getByText('Upload Complete')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('shot-status')).toHaveText('NOT_COMPLETED');
  await expect(card.getByRole('link', { name: 'front.png' })).toBeVisible();
  // the coverage figure (beyond the spec) counts the upload against the 25 photos
  await expect(pilot.getByTestId('coverage')).toContainText('1 / 25');
  // Verify Completed after the confirmation; then locked for the pilot
  await card.getByLabel('Verify Completed').click();
  await expect(pilot.getByText('Do you really want to change the mark complete status.')).toBeVisible();
  await pilot.getByRole('button', { name: 'Yes' }).click();
  await alert(pilot, 'Mark complete status updated.');
  await expect(card.getByTestId('shot-status')).toHaveText('COMPLETED');
  await expect(card.getByLabel('Verify Completed')).toBeChecked();
  await expect(card.getByLabel('Verify Completed')).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Delete front.png' })).toHaveCount(0);
  // the status sort
  await pilot.getByRole('combobox', { name: 'Sort by status' }).click();
  await pilot.getByRole('option', { name: 'COMPLETED', exact: true }).click();
  await expect(pilot.getByTestId('shot-card')).toHaveCount(1);
  await pilot.screenshot({ path: `${SHOTS}/pilot-shot-list-phone.png`, fullPage: true });
  await pilot.getByRole('combobox', { name: 'Sort by status' }).click();
  await pilot.getByRole('option', { name: 'All', exact: true }).click();

  // a note on the shot
  await card.getByRole('button', { name: 'Add Notes' }).click();
  await expect(card.getByRole('button', { name: 'Hide Notes' })).toBeVisible();
  await card.getByRole('button', { name: 'Add Note', exact: true }).click();
  await expect(card.getByText('Required', { exact: true })).toBeVisible();
  await card.getByLabel('Add a note').fill('   ');
  await card.getByRole('button', { name: 'Add Note', exact: true }).click();
  await expect(card.getByText('White space not allowed as a character')).toBeVisible();
  await card.getByLabel('Add a note').fill('Front shot taken from 120 ft, sun behind me.');
  await card.getByRole('button', { name: 'Add Note', exact: true }).click();
  await alert(pilot, 'Note added successfully.');

  // a custom shot
  await pilot.getByRole('tab', { name: 'Custom Shots / B-Roll' }).click();
  await pilot.getByRole('button', { name: 'Add Custom Shot' }).click();
  const dialog = pilot.getByRole('dialog', { name: 'Add Custom Shot' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Rooftop HVAC close-up');
  await dialog.getByLabel('Description').fill('Slow pass over the rooftop units.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await alert(pilot, 'Custom shot added.');
  await expect(pilot.getByTestId('shot-card').filter({ hasText: 'Rooftop HVAC close-up' })).toBeVisible();
  await pilot.screenshot({ path: `${SHOTS}/pilot-custom-phone.png`, fullPage: true });

  // a project note for the PM
  await pilot.getByRole('tab', { name: 'Project Detail' }).click();
  await pilot.getByLabel('Add a note').fill('Gate was locked; the site manager let me in at 9:40.');
  await pilot.getByRole('button', { name: 'Add Note', exact: true }).click();
  await alert(pilot, 'Note added successfully.');
  await pilot.screenshot({ path: `${SHOTS}/pilot-detail-phone.png`, fullPage: true });

  // the PM sees both notes live
  await expect(pm.getByText('Gate was locked; the site manager let me in at 9:40.')).toBeVisible();
  await expect(pm.getByText('Front shot taken from 120 ft, sun behind me.')).toBeVisible();
  await pm.screenshot({ path: `${SHOTS}/pilot-pm-view-desktop.png`, fullPage: true });

  // another pilot's project: the page goes to the pilot's own project, the API answers NOT_FOUND
  const other = await gql(pm, 'query { pilotProjectListing { projects { id } } }', {});
  const theirs = (other.data!.pilotProjectListing as { projects: { id: number }[] }).projects
    .map((p) => p.id)
    .find((id) => id !== PROJECT)!;
  await pilot.goto(`/pilot-dashboard/${theirs}`);
  await expect(pilot).toHaveURL(new RegExp(`/pilot-dashboard/${PROJECT}$`));
  const refused = await gql(pilot, 'query($p: ID!) { pilotProjectDetails(projectId: $p) { projectName } }', { p: String(theirs) });
  expect(refused.errors![0]!.message).toBe('Project details for requested project does not exist.');
  expect(refused.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  await pmContext.close();
  await pilotContext.close();
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the seeded pilot's dashboard at ${label} width: a new project to answer, the shot lists, the profile`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // /pilot-dashboard/0 goes on to the first project at once
    await login(page, 'pilot@vms.test');
    await expect(page).toHaveURL(/\/pilot-dashboard\/[1-9]\d*$/);
    await expect(page.getByTestId('answer-bar').getByRole('button', { name: 'Accept Project' })).toBeVisible();
    await expect(page.getByText(/B4UFLY|Open B4UFLY/).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pilot-dashboard-new-${label}.png`, fullPage: true });
    // an accepted Platinum project with its seeded notes and custom shot
    await page.getByRole('combobox', { name: 'Project' }).click();
    const options = page.getByRole('option').filter({ hasNotText: '(new)' });
    await options.first().click();
    await expect(page.getByTestId('answer-bar')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Shot List' }).click();
    await expect(page.getByTestId('shot-card').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pilot-shots-${label}.png`, fullPage: true });
    await page.goto('/pilot-portal/edit-profile');
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Pete');
    await page.getByLabel('Zip').fill('1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('ZIP Code is not valid')).toBeVisible();
    await page.getByLabel('Zip').fill('78701');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('FAA license number').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('FAA License number is required')).toBeVisible();
    await page.getByLabel('FAA license number').fill('FAA-119');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.screenshot({ path: `${SHOTS}/pilot-profile-${label}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await alert(page, 'Profile updated successfully!');
    // back to /pilot-dashboard/0, which goes on to the first project
    await expect(page).toHaveURL(/\/pilot-dashboard\/[1-9]\d*$/);
    await context.close();
  });
}
