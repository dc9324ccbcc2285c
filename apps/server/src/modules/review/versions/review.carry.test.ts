// Notes follow the cut through the real app (issue #38 items 1–3): the seed's version 2 is version 1's cut unchanged,
// so the review.fingerprint job carries version 1's three open notes onto it, not yet addressed. The editor resolves
// one, then uploads version 3 — the numbered clip with a 2 s shot inserted at frame 200, at 25 fps from 01:00:00:00 —
// and the other two land on their own frames, with the changed range and the source's own timecode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { REVIEW_FPS } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { runFfmpeg } from '../../../platform/render/ffmpeg.js';
import { projectFolders } from '../../files/files.table.js';
import { projects } from '../../core/index.js';
import { fingerprintAndCarry } from './review.carry.js';
import { NUMBERED_CLIP_FRAMES, numberedClipArgs, prepareReviewCopy } from './review.media.js';
import { reviewToken } from '../guests/review.links.js';
import { DEMO_REVIEW } from '../review.seed.js';
import { reviewAssets } from '../review.table.js';

let t: TestApp;
let pm: string;
let editor: string;
let link: string;
let dir: string;

const DETAILS = `query($id: String!, $version: Int) { getReviewLinkDetails(id: $id, version: $version) {
  id version sourceFrameRate sourceStartTimecode
  comments { commentId frame commentText commentTime sourceTimecode carriedFromVersion carry commentCompleted
    carriedThread { commentId commentText frame } } } }`;
type Note = {
  commentId: string;
  frame: number;
  commentText: string;
  commentTime: string;
  sourceTimecode: string | null;
  carriedFromVersion: number | null;
  carry: string | null;
  commentCompleted: boolean;
  carriedThread: { commentId: string; commentText: string; frame: number }[];
};
type Details = {
  getReviewLinkDetails: {
    id: string;
    version: number;
    sourceFrameRate: string | null;
    sourceStartTimecode: string | null;
    comments: Note[];
  };
};
const CHANGES = `query($assetId: ID!, $againstAssetId: ID) { getReviewVersionChanges(assetId: $assetId, againstAssetId: $againstAssetId) {
  againstVersion ready changes { frameIn frameOut kind } againstChanges { frameIn frameOut kind } } }`;
const details = (version: number) => t.gql<Details>(DETAILS, { id: link, version }, pm);
const carried = (d: Details) => d.getReviewLinkDetails.comments.filter((c) => c.carriedFromVersion != null);

beforeAll(async () => {
  t = await createTestApp();
  pm = await t.login('pm@vms.test');
  editor = await t.login('editor@vms.test');
  link = reviewToken(t.app.services, DEMO_REVIEW.platinumRootId);
  // the seed's two versions are the numbered clip (seed/files.ts puts it in storage; a test app starts with none)
  dir = await mkdtemp(join(tmpdir(), 'review-carry-'));
  await runFfmpeg(numberedClipArgs(join(dir, 'v2.mp4'), NUMBERED_CLIP_FRAMES / REVIEW_FPS));
  for (const id of [DEMO_REVIEW.platinumRootId, DEMO_REVIEW.platinumV2Id]) {
    const [v] = await t.app.services.db.select().from(reviewAssets).where(eq(reviewAssets.id, id));
    await t.app.services.storage.driver.put(v!.assetLink, await readFile(join(dir, 'v2.mp4')), 'video/mp4');
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('notes carried to the next version', () => {
  it('version 2 (the same cut) has version 1’s open notes on their frames, not yet addressed, with their first thread', async () => {
    // the seed's review copies and their fingerprint jobs run in the background; then again here (idempotent)
    for (const id of [DEMO_REVIEW.platinumRootId, DEMO_REVIEW.platinumV2Id]) await prepareReviewCopy(t.app.services, id);
    for (const id of [DEMO_REVIEW.platinumRootId, DEMO_REVIEW.platinumV2Id]) await fingerprintAndCarry(t.app.services, id);
    const v1 = (await details(1)).data!.getReviewLinkDetails.comments.filter((c) => c.carriedFromVersion == null);
    const notes = carried((await details(2)).data!);
    expect(notes.map((n) => [n.frame, n.carry, n.carriedFromVersion, n.commentCompleted])).toEqual([
      [48, 'unchanged', 1, false],
      [250, 'unchanged', 1, false],
      [610, 'unchanged', 1, false],
    ]);
    for (const n of notes) {
      const origin = v1.find((c) => c.frame === n.frame)!;
      expect(n.commentText).toBe(origin.commentText);
      expect(n.commentId).not.toBe(origin.commentId);
      expect(n.carriedThread[0]).toEqual({ commentId: origin.commentId, commentText: origin.commentText, frame: origin.frame });
    }
    // carrying again adds nothing
    await fingerprintAndCarry(t.app.services, DEMO_REVIEW.platinumV2Id);
    expect(carried((await details(2)).data!)).toHaveLength(3);
  }, 180_000);

  it('version 3, a shot inserted: the open notes on their own frames, the new shot as the changed range, source timecodes', async () => {
    const v2 = carried((await details(2)).data!);
    const resolved = v2.find((n) => n.frame === 250)!;
    const done = await t.gql(
      'mutation($c: ID!) { updateReviewAssetCommentStatus(commentId: $c, commentCompleted: true) { commentId } }',
      { c: resolved.commentId },
      editor,
    );
    expect(done.errors).toBeUndefined();

    {
      const insert = `[0:v]trim=start_frame=0:end_frame=200,setpts=PTS-STARTPTS[a];[0:v]trim=start_frame=200,setpts=PTS-STARTPTS[b];testsrc2=s=640x360:r=${REVIEW_FPS}:d=2[c];[a][c][b]concat=n=3:v=1:a=0[v]`;
      const v3File = join(dir, 'v3.mp4');
      await runFfmpeg([
        '-y',
        '-i',
        join(dir, 'v2.mp4'),
        '-filter_complex',
        insert,
        '-map',
        '[v]',
        '-r',
        '25',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-pix_fmt',
        'yuv420p',
        '-threads',
        '1',
        '-timecode',
        '01:00:00:00',
        v3File,
      ]);
      const db = t.app.services.db;
      const [root] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
      const [folder] = await db.select().from(projectFolders).where(eq(projectFolders.id, root!.folderId));
      const [project] = await db.select().from(projects).where(eq(projects.id, root!.projectId));
      const key = `${folder!.path}/draft-v3-inserted.mp4`;
      await t.app.services.storage.driver.put(key, await readFile(v3File), 'video/mp4');
      const added = await t.gql<{ addReviewAssetsByEditor: { id: string; version: number } }>(
        `mutation($p: ID!, $l: String!, $v: ID) { addReviewAssetsByEditor(projectId: $p, fileName: "draft-v3-inserted.mp4", assetLink: $l,
          parentFolderName: "Video Review", versionId: $v, fileType: "video/mp4") { id version } }`,
        { p: String(project!.number), l: key, v: DEMO_REVIEW.platinumRootId },
        editor,
      );
      expect(added.errors).toBeUndefined();
      const v3Id = added.data!.addReviewAssetsByEditor.id;
      await prepareReviewCopy(t.app.services, v3Id);
      await fingerprintAndCarry(t.app.services, v3Id);

      const d = (await details(3)).data!.getReviewLinkDetails;
      expect([d.sourceFrameRate, d.sourceStartTimecode]).toEqual(['25/1', '01:00:00:00']);
      // 48 stays 48; 610 moves past the 40 inserted frames; the resolved one stays behind
      expect(carried({ getReviewLinkDetails: d }).map((n) => [n.frame, n.carry, n.carriedFromVersion])).toEqual([
        [48, 'unchanged', 1],
        [650, 'unchanged', 1],
      ]);
      // review frame 48 is 2.4 s in: source frame 60 at 25 fps from 01:00:00:00
      expect(carried({ getReviewLinkDetails: d }).map((n) => [n.commentTime, n.sourceTimecode])).toEqual([
        ['00:00:02:08', '01:00:02:10'],
        ['00:00:32:10', '01:00:32:12'],
      ]);

      const changes = await t.gql(CHANGES, { assetId: v3Id }, pm);
      expect(changes.data).toEqual({
        getReviewVersionChanges: {
          againstVersion: 2,
          ready: true,
          changes: [{ frameIn: 200, frameOut: 239, kind: 'new' }],
          againstChanges: [{ frameIn: 200, frameOut: 200, kind: 'cut' }],
        },
      });
      const vs1 = await t.gql<{ getReviewVersionChanges: { againstVersion: number } }>(
        CHANGES,
        { assetId: v3Id, againstAssetId: DEMO_REVIEW.platinumRootId },
        pm,
      );
      expect(vs1.data!.getReviewVersionChanges.againstVersion).toBe(1);
      // who may not open the review sees no changes either
      expect(errorCode(await t.gql(CHANGES, { assetId: v3Id }, await t.login('pilot@vms.test')))).toBe('NOT_FOUND');
      expect(errorCode(await t.gql(CHANGES, { assetId: v3Id }))).toBe('UNAUTHENTICATED');
      expect(errorCode(await t.gql(CHANGES, { assetId: v3Id, againstAssetId: DEMO_REVIEW.bronzeRootId }, pm))).toBe('NOT_FOUND');
    }
  }, 240_000);
});
