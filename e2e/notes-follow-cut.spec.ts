// Notes follow the cut (issue #38 items 1–3), on the seed's self-numbering clip (frame n shows n in ten black/white
// bars). The editor uploads a new version: the latest one with a 2 s shot inserted at frame 200, at 25 fps from
// 01:00:00:00. The PM opens it and finds version 1's notes carried onto their matching frames — the picture under the
// note shows the number of the frame it was written on —, the new shot as the changed range on the timeline, the note
// marked not yet addressed, and the source's own timecode. Then the compare view's four modes, switched by keys.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, logout } from './fixtures';
import { violations } from './axe';
import { apiLogin, gql, gqlResult, pictureFrame } from './review-helpers';
import { FFMPEG } from './video-tools';

const SHOTS = 'test-results/notes-follow-cut-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const AERIAL_NOTE = 'Hold the aerial a beat longer before the cut.'; // the seed's QC note on version 1, frame 250

type Note = { frame: number; commentText: string; carriedFromVersion: number | null; carry: string | null };
const DETAILS = `query($id: String!, $version: Int) { getReviewLinkDetails(id: $id, version: $version) {
  id version assetLink status comments { frame commentText carriedFromVersion carry } } }`;
type Details = { getReviewLinkDetails: { id: string; version: number; assetLink: string | null; status: string; comments: Note[] } };

const tokenOf = (reviewLink: string) => reviewLink.split('/').pop()!;
/** The seed's PLATINUM review: its first version has this fixed id (review.seed.ts DEMO_REVIEW.platinumRootId). */
const PLATINUM_ROOT = '00000000-0000-4000-8000-00000000a001';

/** The demo PLATINUM review's project, folder and versions (other specs' reviews may come first in the PM's list). */
async function platinumReview(request: APIRequestContext, pm: string) {
  const list = await gql<{
    listReviewedProjects: { reviewProjectData: { projectId: number; commentedFolders: { id: string }[] }[] };
  }>(request, pm, 'query { listReviewedProjects(limit: 100) { reviewProjectData { projectId commentedFolders { id } } } }');
  for (const project of list.listReviewedProjects.reviewProjectData)
    for (const folder of project.commentedFolders) {
      const v = await gql<{ listAssetVersions: { id: string; version: number; status: string; reviewLink: string }[] }>(
        request,
        pm,
        'query($f: ID!) { listAssetVersions(folderId: $f) { id version status reviewLink } }',
        { f: folder.id },
      );
      if (v.listAssetVersions[0]?.id === PLATINUM_ROOT)
        return { projectId: project.projectId, folderId: folder.id, versions: v.listAssetVersions };
    }
  throw new Error('no demo PLATINUM review');
}

async function detailsOf(request: APIRequestContext, token: string, link: string, version: number) {
  return (await gql<Details>(request, token, DETAILS, { id: tokenOf(link), version })).getReviewLinkDetails;
}

/**
 * Makes editor@vms.test the project's editor again if the editor portal's spec handed the project to the new editor it
 * registers: the PM invites them back and they accept, as in the portals.
 */
async function ensureEditor(request: APIRequestContext, pm: string, projectId: number, folderId: string) {
  const { login: me } = await gql<{ login: { token: string; userId: string } }>(
    request,
    null,
    'mutation { login(email: "editor@vms.test", password: "Demo1234") { token userId } }',
  );
  const header = 'query($f: ID!) { getReviewedProjectHeaderDetails(folderId: $f) { projectId } }';
  const reaches = async () =>
    (await gqlResult<{ getReviewedProjectHeaderDetails: unknown }>(request, me.token, header, { f: folderId })).data
      ?.getReviewedProjectHeaderDetails != null;
  if (await reaches()) return;
  await gql(
    request,
    pm,
    `mutation($p: ID!) { userInvite(email: "editor@vms.test", role: "vms-editor", projectId: $p, firstName: "Eddie",
      projectStartDate: "01-05-2099", projectCompleteDate: "02-05-2099") { message } }`,
    { p: String(projectId) },
  );
  await gql(
    request,
    me.token,
    'mutation($p: ID!, $e: ID) { projectAcceptedByEditorOrPilot(projectId: $p, status: "ACCEPTED", flag: "EDITOR", editorId: $e) { message } }',
    { p: String(projectId), e: me.userId },
  );
  expect(await reaches()).toBe(true);
}

/** Polls until `check` answers something truthy (the copy, fingerprint and carry jobs run in the background). */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, seconds = 240): Promise<T> {
  for (let i = 0; i < seconds; i++) {
    const got = await check();
    if (got) return got;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test.describe.configure({ mode: 'serial' });

test.use({ bypassCSP: true }); // axe-core is injected as a script, which the app's CSP rightly refuses

test('the editor uploads a cut with a shot inserted; the PM finds the notes on their frames and what changed', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const pm = await apiLogin(request, 'pm@vms.test');
  // the seed's two versions once copied (the editor's spec may have added one whose copy failed: it is left out)
  const review = await until('the seed’s review copies', async () => {
    const r = await platinumReview(request, pm);
    return r.versions.slice(0, 2).every((v) => v.status === 'complete') && r;
  });
  const link = review.versions[0]!.reviewLink;
  const latest = review.versions.filter((v) => v.status === 'complete').at(-1)!;
  // the seed's version 2 is version 1's cut: version 1's notes are carried onto it, not yet addressed
  const carriedBefore = await until('notes carried to the seed’s latest version', async () => {
    const d = await detailsOf(request, pm, link, latest.version);
    return d.comments.find((c) => c.commentText === AERIAL_NOTE && c.carriedFromVersion === 1);
  });
  expect(carriedBefore.carry).toBe('unchanged');

  // the new cut: the latest version's review copy with a 2 s test pattern inserted at frame 200, at 25 fps from 01:00:00:00
  const dir = mkdtempSync(join(tmpdir(), 'vms-cut-'));
  const cut = join(dir, 'cut-shot-inserted.mp4');
  try {
    const source = await detailsOf(request, pm, link, latest.version);
    const res = await request.get(source.assetLink!);
    expect(res.ok()).toBe(true);
    writeFileSync(join(dir, 'latest.mp4'), await res.body());
    const graph =
      '[0:v]trim=start_frame=0:end_frame=200,setpts=PTS-STARTPTS[a];[0:v]trim=start_frame=200,setpts=PTS-STARTPTS[b];' +
      'testsrc2=s=640x360:r=20:d=2[c];[a][c][b]concat=n=3:v=1:a=0[v]';
    const encode = ['-r', '25', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-threads', '1'];
    execFileSync(FFMPEG, [
      '-v',
      'error',
      '-y',
      '-i',
      join(dir, 'latest.mp4'),
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      ...encode,
      '-timecode',
      '01:00:00:00',
      cut,
    ]);

    // the editor uploads it on the review screen
    await ensureEditor(request, pm, review.projectId, review.folderId);
    await login(page, 'editor@vms.test');
    await expect(page).toHaveURL(/editor-portal/);
    await page.goto(`/editor-portal/projects/video-review/${review.projectId}/${review.folderId}`);
    const upload = page.getByRole('region', { name: 'Upload a new version' });
    await upload
      .getByTestId('upload-input')
      .setInputFiles({ name: 'cut-shot-inserted.mp4', mimeType: 'video/mp4', buffer: readFileSync(cut) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const added = await until('the new version', async () => {
    // a version of the editor's own spec (whose copy fails) may come meanwhile: the first complete one after ours
    const r = await platinumReview(request, pm);
    return r.versions.find((v) => v.version > latest.version && v.status === 'complete');
  });
  await until('the notes carried onto the new version', async () => {
    const d = await detailsOf(request, pm, link, added.version);
    return d.comments.some((c) => c.commentText === AERIAL_NOTE && c.carriedFromVersion === 1);
  });
  await logout(page);

  // the PM opens the new version
  await login(page, 'pm@vms.test');
  await expect(page).toHaveURL(/pm-portal/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(added.reviewLink);
  await page.getByRole('combobox', { name: 'Version' }).selectOption(String(added.version));
  const video = page.getByTestId('review-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuemax')).toBe('839');

  // version 1's note: moved past the 40 inserted frames, from v1, not yet addressed, with the source's timecode
  const note = page.getByTestId('comment-item').filter({ hasText: AERIAL_NOTE });
  await expect(note).toHaveAttribute('data-frame', '290');
  await expect(note.getByTestId('carried-from')).toHaveText('from v1');
  await expect(note.getByTestId('carry-status')).toHaveText('Not yet addressed');
  await expect(note.getByTestId('comment-source-time')).toHaveText('Source 01:00:14:12');
  await expect(note.getByTestId('carried-thread')).toContainText('On version 1 at 00:00:12:10');
  await expect(page.locator('[data-testid="comment-dot"][data-frame="290"][data-carried="true"]')).toHaveCount(1);
  // on its matching frame: the picture there shows frame 250 of the cut the note was written on
  await note.getByRole('button').first().click();
  await expect.poll(() => page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('290');
  await expect.poll(() => pictureFrame(video)).toBe(250);
  await expect(page.getByTestId('source-time')).toHaveText('Source 01:00:14:12');

  // the inserted shot is the changed range; ] and [ jump to it
  const change = page.locator('[data-testid="change-range"][data-kind="new"]');
  await expect(change).toHaveCount(1);
  await expect(change).toHaveAttribute('data-frame-in', '200');
  await expect(change).toHaveAttribute('data-frame-out', '239');
  await page.getByTestId('time-display').click();
  await page.keyboard.press('[');
  await expect.poll(() => page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('200');
  await page.keyboard.press('Home');
  await page.getByRole('button', { name: 'Next change (])' }).click();
  await expect.poll(() => page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('200');
  await shot(page, 'carried-notes-desktop');
  // no WCAG 2.2 AA violation at either size (target size, in Lighthouse's score: the bar is 24 px; the dots, which overlap
  // on neighbouring frames, are hidden beside the comment list's own buttons)
  expect(await violations(page, { wcag22: true })).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'carried-notes-phone');
  expect(await violations(page, { wcag22: true })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // compare: the previous version against the new one, four modes by keys, the change on the track
  await page.getByRole('button', { name: 'Compare versions' }).click();
  await page.getByRole('combobox', { name: 'Left version' }).selectOption(String(latest.version));
  const stage = page.getByTestId('compare-stage');
  await expect(page.getByRole('region', { name: 'Compare versions' }).locator('[data-testid="change-range"][data-kind="new"]')).toHaveCount(
    1,
  );
  await page.getByTestId('compare-time').click();
  for (const [key, mode] of [
    ['2', 'wipe'],
    ['3', 'difference'],
    ['4', 'toggle'],
    ['1', 'side'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(stage).toHaveAttribute('data-mode', mode);
    if (mode === 'toggle') {
      await expect(page.getByTestId('compare-showing')).toContainText(`Showing version ${added.version}`);
      await page.keyboard.press('t');
      await expect(page.getByTestId('compare-showing')).toContainText(`Showing version ${latest.version}`);
    }
    if (mode !== 'side') {
      await page.keyboard.press(']');
      await expect(page.getByTestId('compare-time')).toHaveText('00:00:10:00');
      await shot(page, `compare-${mode}`);
    }
  }
});

test('the editor sees the carried note on the review screen and resolves it as any other', async ({ page, request }) => {
  const pm = await apiLogin(request, 'pm@vms.test');
  const review = await platinumReview(request, pm);
  const added = review.versions.find((v) => v.status === 'complete' && v.version > 2);
  expect(added).toBeTruthy(); // the version the test above uploaded (serial)
  await ensureEditor(request, pm, review.projectId, review.folderId);
  await login(page, 'editor@vms.test');
  await expect(page).toHaveURL(/editor-portal/);
  await page.goto(`/editor-portal/projects/video-review/${review.projectId}/${review.folderId}`);
  await page.getByRole('combobox', { name: 'Version' }).selectOption(String(added!.version));
  const card = page.getByTestId('review-comment').filter({ hasText: AERIAL_NOTE });
  await expect(card.getByTestId('carried-from')).toHaveText('from v1');
  await expect(card.getByTestId('carry-status')).toHaveText('Not yet addressed');
  await expect(card).toContainText('Source 01:00:14:12');
  // the box follows the server: it is ticked once the mutation answered and the list came back
  await card.getByRole('checkbox', { name: 'Mark Complete' }).click();
  await expect(card.getByRole('checkbox', { name: 'Mark Complete' })).toBeChecked();
  await shot(page, 'review-screen-carried');
});
