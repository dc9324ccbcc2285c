// Issue #33 item 3: an invitation page without a project to show (part B §2.5: the project name, or 'Currently, no
// project requirement to show.'): a project that does not exist, and one the editor is not invited to, whose name
// must not leak. Keyboard only back to the list; screens at 1280 and 390.
import { expect, test } from '@playwright/test';
import { loginAndLand, shotsAtBothWidths } from './fixtures';
import { apiLogin, gql, gqlResult } from './review-helpers';

const LIST = '/editor-portal/projects/project-list';
const EMPTY = 'Currently, no project requirement to show.';
const ALL = 'query { getActiveProjectList(status: "ALL", limit: 50, offset: 0) { projects { id projectName } } }';
const DETAILS = 'query($p: ID!) { editorProjectDetails(projectId: $p) { projectName } }';
type List = { getActiveProjectList: { projects: { id: number; projectName: string }[] } };

test('editor@vms.test opens an invitation of no project and of a project not theirs: the empty text, no error', async ({
  page,
  request,
}) => {
  await loginAndLand(page, 'editor@vms.test', LIST);
  await page.goto('/editor-portal/projects/project-invitation/999999999');
  await expect(page.getByRole('heading', { name: 'Project invitation' })).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByText('Could not load the invitation')).toHaveCount(0);
  await expect(page.getByText('Project details for requested project does not exist.')).toHaveCount(0);
  await shotsAtBothWidths(page, 'test-results/screens/editor-invitation-missing');

  // a project of another editor: the server answers as for a missing one (nothing of it leaks), the page alike
  const editor = await apiLogin(request, 'editor@vms.test');
  const details = (p: string | number) => gqlResult<unknown>(request, editor, DETAILS, { p: String(p) });
  const missing = await details(999999999);
  const all = await gql<List>(request, await apiLogin(request, 'pm@vms.test'), ALL);
  let foreign: List['getActiveProjectList']['projects'][number] | undefined;
  for (const p of all.getActiveProjectList.projects) {
    const r = await details(p.id);
    if (r.errors) {
      expect(r).toEqual(missing);
      foreign = p;
      break;
    }
  }
  expect(missing.data).toBeNull();
  expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  if (!foreign) throw new Error('the seed gives editor@vms.test every project');
  await page.goto(`/editor-portal/projects/project-invitation/${foreign.id}`);
  await expect(page.getByRole('heading', { name: 'Project invitation' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Project invitation' });
  await expect(section.getByText(EMPTY)).toBeVisible();
  await expect(section.getByText(foreign.projectName)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // keyboard only: Tab (past the header and the sidebar's projects) to 'Back to projects', Enter goes to the list
  const back = page.getByRole('button', { name: 'Back to projects' });
  for (let i = 0; i < 200 && !(await back.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === LIST);
});
