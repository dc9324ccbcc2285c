// Review stages (issue #38 item 5) on the seeded demo reviews: the stages the player and the lists show, the due day
// (PM and admin only, validated), the daily digest (one e-mail per reviewer a day, frame links) and the release of the
// final file, refused until the last stage approved the latest version.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STAGE_MESSAGES, utcDayOf } from '@vms/shared';
import { outboxOf } from '../../../test/outbox.js';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { projects, users } from '../../core/index.js';
import { sendReviewDigests } from './review.digest.js';
import { reviewToken } from '../guests/review.links.js';
import { DEMO_REVIEW } from '../review.seed.js';
import { reviewActions, reviewAssets, reviewComments, reviewDigests } from '../review.table.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let platinumFolder: string;
let bronzeFolder: string;
let bronze: typeof projects.$inferSelect;
let bronzeKey: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000', REVIEW_DIGEST_CRON: '' });
  for (const who of ['admin', 'pm', 'qc', 'customer', 'editor']) tokens[who] = await t.login(`${who}@vms.test`);
  const db = t.app.services.db;
  const [p] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
  const [b] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.bronzeRootId));
  platinumFolder = p!.folderId;
  bronzeFolder = b!.folderId;
  bronzeKey = b!.assetLink;
  // the PM runs both demo reviews here, so one PM has two due reviews
  const [pm] = await db.select().from(users).where(eq(users.email, 'pm@vms.test'));
  bronze = (await db.update(projects).set({ pmId: pm!.id }).where(eq(projects.id, b!.projectId)).returning())[0]!;
}, 120_000);
afterAll(() => t?.close());

const SET_DUE = `mutation($folderId: ID!, $stage: String!, $dueAt: String) { setReviewStageDue(folderId: $folderId, stage: $stage, dueAt: $dueAt) { message stages { key label approved current dueOn } } }`;
const STAGES = `query($id: String!) { getReviewLinkDetails(id: $id) { version stages { key approved current dueOn } releaseBlock maySetStageDue } }`;
const APPROVE = `mutation($projectId: ID!, $assetId: ID!, $reviewStatus: String!) { addReviewLinkApproval(projectId: $projectId, assetId: $assetId, reviewStatus: $reviewStatus) { message } }`;
type Stage = { key: string; approved: boolean; current: boolean; dueOn: string | null };
type Link = { getReviewLinkDetails: { version: number; stages: Stage[]; releaseBlock: string | null; maySetStageDue: boolean } };

const link = (root: string, who: string) => t.gql<Link>(STAGES, { id: reviewToken(t.app.services, root) }, tokens[who]);
const download = (who: string, file: string) =>
  t.app.fastify.inject({ method: 'POST', url: '/api/final-video-download', payload: { access_token: tokens[who], file } });

const outbox = () => outboxOf(t.dataDir);
async function mailsTo(address: string, n: number) {
  for (let i = 0; i < 100 && outbox().filter((m) => m.includes(`To: ${address}`)).length < n; i++)
    await new Promise((r) => setTimeout(r, 100));
  return outbox().filter((m) => m.includes(`To: ${address}`));
}

describe('the stages of a review', () => {
  it('start at internal review; the player tells staff and customer alike, and only PM and admin may set due days', async () => {
    const pm = await link(DEMO_REVIEW.platinumRootId, 'pm');
    expect(pm.errors).toBeUndefined();
    expect(pm.data!.getReviewLinkDetails.stages.map((s) => [s.key, s.approved, s.current])).toEqual([
      ['INTERNAL', false, true],
      ['CLIENT', false, false],
    ]);
    expect(pm.data!.getReviewLinkDetails.releaseBlock).toBe(REVIEW_STAGE_MESSAGES.notReleased('Internal review'));
    expect(pm.data!.getReviewLinkDetails.maySetStageDue).toBe(true);
    expect((await link(DEMO_REVIEW.platinumRootId, 'customer')).data!.getReviewLinkDetails.maySetStageDue).toBe(false);
  });

  it('are in the portal lists: the drafts, the PM’s Video Review list and the review screen’s header', async () => {
    await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'INTERNAL', dueAt: '2026-12-01' }, tokens.pm);
    const [p] = await t.app.services.db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    const [project] = await t.app.services.db.select().from(projects).where(eq(projects.id, p!.projectId));
    const drafts = await t.gql<{ getReviewDraftList: { folderId: string; stages: Stage[] }[] }>(
      `query($p: ID!) { getReviewDraftList(projectId: $p) { folderId stages { key approved current dueOn } } }`,
      { p: String(project!.number) },
      tokens.pm,
    );
    expect(drafts.errors).toBeUndefined();
    const draft = drafts.data!.getReviewDraftList.find((d) => d.folderId === platinumFolder)!;
    expect(draft.stages[0]).toEqual({ key: 'INTERNAL', approved: false, current: true, dueOn: '2026-12-01' });
    const listed = await t.gql<{ listReviewedProjects: { reviewProjectData: { commentedFolders: { id: string; stages: Stage[] }[] }[] } }>(
      `{ listReviewedProjects(limit: 100) { reviewProjectData { commentedFolders { id stages { key current dueOn } } } } }`,
      {},
      tokens.pm,
    );
    const folder = listed
      .data!.listReviewedProjects.reviewProjectData.flatMap((r) => r.commentedFolders)
      .find((f) => f.id === platinumFolder)!;
    expect(folder.stages.find((s) => s.current)).toEqual({ key: 'INTERNAL', current: true, dueOn: '2026-12-01' });
    const header = await t.gql<{ getReviewedProjectHeaderDetails: { stages: Stage[] } }>(
      `query($f: ID!) { getReviewedProjectHeaderDetails(folderId: $f, version: 1) { stages { key current dueOn } } }`,
      { f: platinumFolder },
      tokens.pm,
    );
    expect(header.data!.getReviewedProjectHeaderDetails.stages[0]).toEqual({ key: 'INTERNAL', current: true, dueOn: '2026-12-01' });
    await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'INTERNAL', dueAt: null }, tokens.pm);
  });

  it('take a due day from PM and admin, validated, and refuse everyone else', async () => {
    const r = await t.gql<{ setReviewStageDue: { message: string; stages: Stage[] } }>(
      SET_DUE,
      { folderId: platinumFolder, stage: 'CLIENT', dueAt: '2026-12-03' },
      tokens.pm,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.setReviewStageDue.stages.find((s) => s.key === 'CLIENT')!.dueOn).toBe('2026-12-03');
    expect((await link(DEMO_REVIEW.platinumRootId, 'customer')).data!.getReviewLinkDetails.stages[1]!.dueOn).toBe('2026-12-03');
    const cleared = await t.gql<{ setReviewStageDue: { stages: Stage[] } }>(
      SET_DUE,
      { folderId: platinumFolder, stage: 'CLIENT', dueAt: null },
      tokens.admin,
    );
    expect(cleared.data!.setReviewStageDue.stages[1]!.dueOn).toBeNull();
    for (const who of ['qc', 'customer', 'editor'])
      expect(errorCode(await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'CLIENT', dueAt: '2026-12-03' }, tokens[who]))).toBe(
        'FORBIDDEN',
      );
    expect(errorCode(await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'FINAL', dueAt: '2026-12-03' }, tokens.pm))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'CLIENT', dueAt: '2026-02-30' }, tokens.pm))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await t.gql(SET_DUE, { folderId: 'nope', stage: 'CLIENT', dueAt: '2026-12-03' }, tokens.pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'CLIENT', dueAt: '2026-12-03' }))).toBe('UNAUTHENTICATED');
  });
});

describe('the daily digest', () => {
  it('sends a PM with two due reviews one e-mail with both, each open comment linked to its frame; a second run sends none', async () => {
    const db = t.app.services.db;
    const day = utcDayOf();
    const yesterday = utcDayOf(new Date(Date.now() - 86_400_000));
    const [pm] = await db.select().from(users).where(eq(users.email, 'pm@vms.test'));
    await db.insert(reviewComments).values({
      id: 'd16e57000000000000000001',
      assetId: DEMO_REVIEW.platinumV2Id,
      frame: 250,
      commentText: 'Still too fast here.',
      userId: pm!.id,
      userName: 'PM',
      userEmail: 'pm@vms.test',
      userRole: 'PM',
    });
    for (const [folderId, dueAt] of [
      [platinumFolder, day],
      [bronzeFolder, yesterday],
    ])
      expect((await t.gql(SET_DUE, { folderId, stage: 'INTERNAL', dueAt }, tokens.pm)).errors).toBeUndefined();
    // a stage due tomorrow is not in today's digest
    expect((await t.gql(SET_DUE, { folderId: platinumFolder, stage: 'CLIENT', dueAt: '2999-01-01' }, tokens.pm)).errors).toBeUndefined();

    expect((await sendReviewDigests(t.app.services, day)).sent).toBe(1);
    const mails = await mailsTo('pm@vms.test', 1);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('2 reviews due');
    const platinumPath = `/video-draft/`;
    expect(mail.match(new RegExp(`${platinumPath}\\S+\\?version=\\d+`, 'g'))!.length).toBeGreaterThanOrEqual(3);
    expect(mail).toMatch(/00:00:12:10 Still too fast here\.\s+http:\/\/\S+\/video-draft\/\S+\?version=2&frame=250/);
    expect(mail).toContain('(overdue)');
    // the customer's client stage is not due: no digest for them
    expect(outbox().some((m) => m.includes('To: customer@vms.test'))).toBe(false);

    // a retry (or a second instance) the same day: nothing more
    expect((await sendReviewDigests(t.app.services, day)).sent).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo('pm@vms.test', 1)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(reviewDigests)
        .where(and(eq(reviewDigests.email, 'pm@vms.test'), eq(reviewDigests.day, day))),
    ).toHaveLength(1);
  });
});

describe('the release of the final file', () => {
  it('refuses the download until the last stage approved the latest version; approving is not the download', async () => {
    await t.app.services.storage.driver.put(bronzeKey, Buffer.from('not really a video'), 'video/mp4');
    const before = await download('customer', bronzeKey);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ error: REVIEW_STAGE_MESSAGES.notReleased('Internal review') });

    const approve = (who: string) =>
      t.gql(APPROVE, { projectId: String(bronze.number), assetId: DEMO_REVIEW.bronzeRootId, reviewStatus: 'APPROVED' }, tokens[who]);
    expect((await approve('pm')).errors).toBeUndefined();
    const between = await download('customer', bronzeKey);
    expect(between.statusCode).toBe(403);
    expect(between.json()).toEqual({ error: REVIEW_STAGE_MESSAGES.notReleased('Client review') });
    expect((await link(DEMO_REVIEW.bronzeRootId, 'customer')).data!.getReviewLinkDetails.stages.map((s) => s.current)).toEqual([
      false,
      true,
    ]);

    // the customer's 'Approve & complete' (§4) approves the client stage: now the file is released
    expect((await approve('customer')).errors).toBeUndefined();
    const after = await download('customer', bronzeKey);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('not really a video');
    expect((await link(DEMO_REVIEW.bronzeRootId, 'customer')).data!.getReviewLinkDetails.releaseBlock).toBeNull();
  });

  it('reopens on a revert, and never releases an earlier version', async () => {
    const db = t.app.services.db;
    const [v1] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    await t.app.services.storage.driver.put(v1!.assetLink, Buffer.from('v1'), 'video/mp4');
    const old = await download('customer', v1!.assetLink);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({ error: REVIEW_STAGE_MESSAGES.notLatest });

    await db
      .insert(reviewActions)
      .values([
        { assetId: DEMO_REVIEW.bronzeRootId, actionTaken: 'DECLINED', lastActionBy: 'USER', createdAt: new Date(Date.now() + 1000) },
      ]);
    const reopened = await link(DEMO_REVIEW.bronzeRootId, 'customer');
    expect(reopened.data!.getReviewLinkDetails.stages.map((s) => [s.approved, s.current])).toEqual([
      [false, true],
      [false, false],
    ]);
    expect((await download('customer', bronzeKey)).statusCode).toBe(403);
  });
});
