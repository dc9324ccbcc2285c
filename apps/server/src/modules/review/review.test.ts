// The review through the real GraphQL endpoint, on the seeded demo reviews: review links (signed in and as a guest),
// frame comments with screenshots and annotations, the §4 rules (approve, revert, the comment box) enforced on the
// server, guest verification, comment work, Bronze completion and text change, a new uploaded version and its 20 fps
// review copy (frame-exact, checked by decoding the self-numbering clip), the portal queries and the live events.
// Every operation also gets bad input and a refused role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { frameToTimecode, MANAGEMENT_MESSAGES, REVIEW_BUTTONS, REVIEW_MESSAGES } from '@vms/shared';
import { ASK_CODE, CHECK_CODE, guestCodeFor } from '../../test/review-guest.js';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { put } from '../files/files.test-helpers.js';
import { projects } from '../core/index.js';
import { projectFolders } from '../files/files.table.js';
import { runFfmpeg, probe } from '../../platform/render/ffmpeg.js';
import { reviewAssets } from './review.table.js';
import { DEMO_REVIEW } from './review.seed.js';
import { frameNumberOf, numberedClipArgs, prepareReviewCopy } from './review.media.js';
import { reviewToken } from './review.links.js';

let t: TestApp;
const WHO = ['admin', 'pm', 'qa', 'qc', 'customer', 'pilot', 'editor', 'broker', 'sales'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
let platinumLink: string;
let bronzeLink: string;
let platinum: typeof projects.$inferSelect;
let bronze: typeof projects.$inferSelect;
let folderId: string;
let bronzeFolderId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  platinumLink = reviewToken(t.app.services, DEMO_REVIEW.platinumRootId);
  bronzeLink = reviewToken(t.app.services, DEMO_REVIEW.bronzeRootId);
  const db = t.app.services.db;
  const [p] = await db
    .select({ a: reviewAssets, p: projects })
    .from(reviewAssets)
    .innerJoin(projects, eq(projects.id, reviewAssets.projectId))
    .where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
  const [b] = await db
    .select({ a: reviewAssets, p: projects })
    .from(reviewAssets)
    .innerJoin(projects, eq(projects.id, reviewAssets.projectId))
    .where(eq(reviewAssets.id, DEMO_REVIEW.bronzeRootId));
  platinum = p!.p;
  bronze = b!.p;
  folderId = p!.a.folderId;
  bronzeFolderId = b!.a.folderId;
});
afterAll(() => t?.close());

const DETAILS = `query($id: String!, $version: Int, $guestToken: String) { getReviewLinkDetails(id: $id, version: $version, guestToken: $guestToken) {
  id rootId folderId fileName version status isImage reviewLink brokerReviewStatus
  projectFolder { name projectId projectPlan checkoutUserId }
  versions { id version reviewLink } reviewActions { actionTaken lastActionBy }
  comments { commentId frame commentTime commentText isEdited commentUserRole commentScreenShot annotationCords { shape colour width points } parentId carriedFromVersion }
  permissions { actor buttons { label action disabled } commentBlocked mayReply mayComplete mayChangeText needsVerification guestVerified } } }`;
type Details = {
  getReviewLinkDetails: {
    id: string;
    version: number;
    folderId: string;
    versions: { id: string; version: number }[];
    reviewActions: { actionTaken: string; lastActionBy: string }[];
    comments: {
      commentId: string;
      frame: number;
      commentTime: string;
      commentUserRole: string;
      commentScreenShot: string | null;
      annotationCords: { shape: string; points: number[] }[];
      carriedFromVersion: number | null;
    }[];
    permissions: {
      actor: string | null;
      buttons: { label: string; action: string | null; disabled: boolean }[];
      commentBlocked: string | null;
      mayComplete: boolean;
      mayChangeText: boolean;
      needsVerification: boolean;
      guestVerified: boolean;
    };
  };
};
const details = (id: string, token?: string, extra: Record<string, unknown> = {}) => t.gql<Details>(DETAILS, { id, ...extra }, token);
const labels = (d: Details) => d.getReviewLinkDetails.permissions.buttons.map((b) => `${b.label}${b.disabled ? ' (disabled)' : ''}`);

const COMMENT = `mutation($assetId: ID!, $frame: Int!, $frameOut: Int, $commentTime: String, $commentText: String, $screenshotKey: String, $commentScreenShot: String, $annotationCords: [ReviewAnnotationInput!], $parentId: ID, $guestToken: String, $commentUser: String, $commentId: ID) {
  addBrokerCommentsOnReviewAsset(assetId: $assetId, frame: $frame, frameOut: $frameOut, commentTime: $commentTime, commentText: $commentText, screenshotKey: $screenshotKey, commentScreenShot: $commentScreenShot, annotationCords: $annotationCords, parentId: $parentId, guestToken: $guestToken, commentUser: $commentUser, commentId: $commentId) {
    commentId frame frameOut commentTime commentText commentScreenShot commentUser commentUserRole parentId annotationCords { shape colour width points } } }`;
type Comment = {
  addBrokerCommentsOnReviewAsset: {
    commentId: string;
    frame: number;
    commentTime: string;
    commentScreenShot: string | null;
    commentUser: string;
    commentUserRole: string;
    parentId: string | null;
  };
};
const APPROVE = `mutation($projectId: ID!, $assetId: ID!, $reviewStatus: String!, $role: String) { addReviewLinkApproval(projectId: $projectId, assetId: $assetId, reviewStatus: $reviewStatus, role: $role) { message } }`;
const rect = { shape: 'rectangle', colour: '#C92020', width: 5, points: [0.1, 0.1, 0.5, 0.5] };

describe('review links', () => {
  it('open the latest version for a reviewer of the project, with every version and the seeded comments on version 1', async () => {
    const r = await details(platinumLink, tokens.pm);
    expect(r.errors).toBeUndefined();
    const d = r.data!.getReviewLinkDetails;
    expect(d.version).toBe(2);
    expect(d.versions.map((v) => v.version)).toEqual([1, 2]);
    // version 2's own comments: none (version 1's open notes may be carried onto it, review.carry.test.ts)
    expect(d.comments.filter((c) => c.carriedFromVersion == null)).toEqual([]);
    const v1 = (await details(platinumLink, tokens.pm, { version: 1 })).data!.getReviewLinkDetails;
    expect(v1.comments.map((c) => [c.frame, c.commentTime])).toEqual([
      [48, '00:00:02:08'],
      [250, '00:00:12:10'],
      [610, '00:00:30:10'],
    ]);
    expect(v1.reviewActions).toEqual([{ actionTaken: 'DECLINED', lastActionBy: 'QC' }]);
  });

  it('need login for a non-Bronze project, refuse what is not a link, and hide projects outside the policy', async () => {
    expect(errorCode(await details(platinumLink))).toBe('UNAUTHENTICATED');
    const bad = await details('not-a-token', tokens.pm);
    expect([errorCode(bad), bad.errors?.[0]?.message]).toEqual(['NOT_FOUND', REVIEW_MESSAGES.noSuchAsset]);
    const forged = reviewToken(t.app.services, '00000000-0000-4000-8000-0000000000ff');
    expect(errorCode(await details(forged, tokens.pm))).toBe('NOT_FOUND');
    for (const who of ['broker', 'pilot', 'sales'] as const) {
      const r = await details(platinumLink, tokens[who]);
      expect([who, errorCode(r), r.errors?.[0]?.message]).toEqual([who, 'NOT_FOUND', MANAGEMENT_MESSAGES.projectMissing]);
    }
  });

  it('let anyone with a Bronze link watch, asking a guest to verify before commenting', async () => {
    const r = await details(bronzeLink);
    expect(r.errors).toBeUndefined();
    expect(r.data!.getReviewLinkDetails.permissions).toMatchObject({ actor: null, needsVerification: true, mayComplete: false });
    expect(labels(r.data!)).toEqual([REVIEW_BUTTONS.loginToReview]);
  });

  it('give the player page by id (an encrypted asset id), and refuse a wrong one with the spec text', async () => {
    const Q = `query($id: String!) { getPlayerAsset(id: $id) { id version } }`;
    const { playerToken } = await import('./review.links.js');
    const ok = await t.gql<{ getPlayerAsset: { id: string; version: number } }>(
      Q,
      { id: playerToken(t.app.services, DEMO_REVIEW.platinumRootId) },
      tokens.pm,
    );
    expect(ok.data?.getPlayerAsset).toEqual({ id: DEMO_REVIEW.platinumRootId, version: 1 });
    const bad = await t.gql(Q, { id: platinumLink }, tokens.pm);
    expect(bad.errors?.[0]?.message).toBe(REVIEW_MESSAGES.noSuchAsset);
  });
});

describe('comments', () => {
  it('store the integer frame, derive the timecode, keep the screenshot by its key and the 0–1 annotation', async () => {
    const M = 'mutation($l: String!, $f: String!, $c: String!) { getAwsS3PresignedUrl(location: $l, fileName: $f, contentType: $c) }';
    const signed = await t.gql<{ getAwsS3PresignedUrl: string }>(
      M,
      { l: `projects/${platinum.id}/review-screenshots`, f: 'f399.jpg', c: 'image/jpeg' },
      tokens.pm,
    );
    const url = signed.data!.getAwsS3PresignedUrl;
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#41b5f2' } })
      .jpeg()
      .toBuffer();
    expect((await put(t, url, jpeg, { 'content-type': 'image/jpeg' })).status).toBe(200);
    const r = await t.gql<Comment>(
      COMMENT,
      {
        assetId: DEMO_REVIEW.platinumV2Id,
        frame: 399,
        commentText: 'Cut here',
        screenshotKey: `projects/${platinum.id}/review-screenshots/f399.jpg`,
        annotationCords: [rect],
      },
      tokens.pm,
    );
    expect(r.errors).toBeUndefined();
    const c = r.data!.addBrokerCommentsOnReviewAsset;
    expect([c.frame, c.commentTime, c.commentUserRole]).toEqual([399, '00:00:19:19', 'PM']);
    expect(c.commentScreenShot).toContain('review-screenshots/f399.jpg');
    // the spec's timecode and screenshot URL are still taken, when they name the same frame and picture
    const spec = await t.gql<Comment>(
      COMMENT,
      {
        assetId: DEMO_REVIEW.platinumV2Id,
        frame: 399,
        commentTime: '00:00:19:19',
        commentText: 'Again',
        commentScreenShot: url.split('?')[0],
      },
      tokens.pm,
    );
    expect(spec.errors).toBeUndefined();
    expect(spec.data!.addBrokerCommentsOnReviewAsset.commentScreenShot).toContain('review-screenshots/f399.jpg');
  });

  it('refuse bad input: a timecode that is not the frame, nothing to say, points outside 0–1, a foreign screenshot', async () => {
    const base = { assetId: DEMO_REVIEW.platinumV2Id, frame: 20 };
    const cases = [
      { ...base, commentText: 'x', commentTime: '00:00:01:01' },
      { ...base, commentText: '   ' },
      { ...base, annotationCords: [{ ...rect, points: [0, 0, 1.5, 1] }] },
      { ...base, annotationCords: [{ ...rect, shape: 'blob' }] },
      { ...base, frame: -1, commentText: 'x' },
      { ...base, commentText: 'x', commentScreenShot: `/api/storage/projects/${bronze.id}/review-screenshots/a.jpg` },
      { ...base, commentText: 'x', commentScreenShot: `/api/storage/projects/${platinum.id}/review-screenshots/missing.jpg` },
      { ...base, commentText: 'x', commentScreenShot: '/api/storage/elsewhere/a.jpg' },
      { ...base, commentText: 'x', screenshotKey: `projects/${bronze.id}/review-screenshots/a.jpg` },
      { ...base, commentText: 'x', screenshotKey: `projects/${platinum.id}/review-screenshots/missing.jpg` },
      { ...base, commentText: 'x', screenshotKey: `projects/${platinum.id}/review-screenshots/../f399.jpg` },
      { ...base, commentText: 'x', screenshotKey: `projects/${platinum.id}/review-screenshots/f399.txt` },
      {
        ...base,
        commentText: 'x',
        screenshotKey: `projects/${platinum.id}/review-screenshots/f399.jpg`,
        commentScreenShot: `/api/storage/projects/${platinum.id}/review-screenshots/other.jpg`,
      },
    ];
    for (const v of cases)
      expect([JSON.stringify(v), errorCode(await t.gql(COMMENT, v, tokens.pm))]).toEqual([JSON.stringify(v), 'BAD_USER_INPUT']);
    expect(errorCode(await t.gql(COMMENT, { ...base, assetId: '00000000-0000-4000-8000-000000000000', commentText: 'x' }, tokens.pm))).toBe(
      'NOT_FOUND',
    );
  });

  it('are refused to the editor (replies allowed) and to roles the policy keeps out', async () => {
    const top = await t.gql(COMMENT, { assetId: DEMO_REVIEW.platinumV2Id, frame: 1, commentText: 'mine' }, tokens.editor);
    expect(errorCode(top)).toBe('FORBIDDEN');
    const v2 = (await details(platinumLink, tokens.pm)).data!.getReviewLinkDetails;
    const reply = await t.gql<Comment>(
      COMMENT,
      { assetId: DEMO_REVIEW.platinumV2Id, frame: 0, commentText: 'Done in v3', parentId: v2.comments[0]!.commentId },
      tokens.editor,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.addBrokerCommentsOnReviewAsset).toMatchObject({
      frame: 399,
      parentId: v2.comments[0]!.commentId,
      commentUserRole: 'EDITOR',
    });
    for (const who of ['pilot', 'broker'] as const)
      expect(errorCode(await t.gql(COMMENT, { assetId: DEMO_REVIEW.platinumV2Id, frame: 1, commentText: 'x' }, tokens[who]))).toBe(
        'NOT_FOUND',
      );
    expect(errorCode(await t.gql(COMMENT, { assetId: DEMO_REVIEW.platinumV2Id, frame: 1, commentText: 'x' }))).toBe('UNAUTHENTICATED');
  });

  it('are idempotent by a client-made id', async () => {
    const v = {
      assetId: DEMO_REVIEW.platinumV2Id,
      frame: 19,
      commentText: 'Once',
      commentId: 'abcdefabcdefabcdefabcdef',
      commentTime: frameToTimecode(19),
    };
    const a = await t.gql<Comment>(COMMENT, v, tokens.qc);
    const b = await t.gql<Comment>(COMMENT, v, tokens.qc);
    expect(a.data!.addBrokerCommentsOnReviewAsset.commentId).toBe('abcdefabcdefabcdefabcdef');
    expect(b.data!.addBrokerCommentsOnReviewAsset.commentId).toBe('abcdefabcdefabcdefabcdef');
    expect((await details(platinumLink, tokens.pm)).data!.getReviewLinkDetails.comments.filter((c) => c.frame === 19)).toHaveLength(1);
  });
});

describe('approvals by the §4 rules', () => {
  it('offer the PM Approve Video and revert, then show QC and the editor that the PM approved', async () => {
    expect(labels((await details(platinumLink, tokens.pm)).data!)).toEqual([REVIEW_BUTTONS.approveVideo, REVIEW_BUTTONS.revertToEditor]);
    expect(
      errorCode(
        await t.gql(APPROVE, { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'MAYBE' }, tokens.pm),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await t.gql(
          APPROVE,
          { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'APPROVED', role: 'vms-admin' },
          tokens.pm,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await t.gql(
          APPROVE,
          { projectId: String(platinum.number), assetId: DEMO_REVIEW.bronzeRootId, reviewStatus: 'APPROVED' },
          tokens.pm,
        ),
      ),
    ).toBe('NOT_FOUND');
    const ok = await t.gql<{ addReviewLinkApproval: { message: string } }>(
      APPROVE,
      { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'APPROVED' },
      tokens.pm,
    );
    expect(ok.data?.addReviewLinkApproval.message).toContain('APPROVED');
    expect(labels((await details(platinumLink, tokens.pm)).data!)).toEqual([
      `${REVIEW_BUTTONS.videoApproved} (disabled)`,
      REVIEW_BUTTONS.revertToEditor,
      `${REVIEW_BUTTONS.alreadyReviewed} (disabled)`,
    ]);
    expect(labels((await details(platinumLink, tokens.qc)).data!)).toEqual([
      REVIEW_BUTTONS.revertToEditor,
      `${REVIEW_BUTTONS.alreadyApprovedByPm} (disabled)`,
    ]);
    expect(labels((await details(platinumLink, tokens.editor)).data!)).toEqual([`${REVIEW_BUTTONS.alreadyApprovedByPm} (disabled)`]);
    expect(labels((await details(platinumLink, tokens.customer)).data!)).toEqual([
      REVIEW_BUTTONS.revertForRevision,
      REVIEW_BUTTONS.approveAndComplete,
    ]);
  });

  it('refuse what the buttons do not offer: a second PM approval, the PM commenting after approving, the editor approving', async () => {
    expect(
      errorCode(
        await t.gql(
          APPROVE,
          { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'APPROVED' },
          tokens.pm,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(COMMENT, { assetId: DEMO_REVIEW.platinumV2Id, frame: 5, commentText: 'more' }, tokens.pm))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await t.gql(
          APPROVE,
          { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'APPROVED' },
          tokens.editor,
        ),
      ),
    ).toBe('FORBIDDEN');
    for (const who of ['pilot', 'broker', 'sales'] as const)
      expect(
        errorCode(
          await t.gql(
            APPROVE,
            { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'APPROVED' },
            tokens[who],
          ),
        ),
      ).toBe('FORBIDDEN');
  });

  it('let QC send it back, after which every comment box closes and QC sees it was sent back', async () => {
    const r = await t.gql(
      APPROVE,
      { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'DECLINED' },
      tokens.qc,
    );
    expect(r.errors).toBeUndefined();
    expect(labels((await details(platinumLink, tokens.qc)).data!)).toEqual([`${REVIEW_BUTTONS.alreadySentBack} (disabled)`]);
    expect(labels((await details(platinumLink, tokens.pm)).data!)).toEqual([`${REVIEW_BUTTONS.alreadySentBack} (disabled)`]);
    expect(errorCode(await t.gql(COMMENT, { assetId: DEMO_REVIEW.platinumV2Id, frame: 5, commentText: 'late' }, tokens.customer))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await t.gql(
          APPROVE,
          { projectId: String(platinum.number), assetId: DEMO_REVIEW.platinumV2Id, reviewStatus: 'DECLINED' },
          tokens.qc,
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('guests on a Bronze link', () => {
  let guestToken = '';
  it('verify by e-mail with the §5 texts and the e-mailed code', async () => {
    expect((await t.gql(ASK_CODE, { email: '', assetId: DEMO_REVIEW.bronzeRootId })).errors?.[0]?.message).toBe('Email is required');
    expect((await t.gql(ASK_CODE, { email: 'nope', assetId: DEMO_REVIEW.bronzeRootId })).errors?.[0]?.message).toBe('Invalid email');
    expect(errorCode(await t.gql(ASK_CODE, { email: 'g@x.co', assetId: DEMO_REVIEW.platinumRootId }))).toBe('UNAUTHENTICATED');
    const asked = await t.gql<{ approveReviewAssetCommentUser: { email: string; guestToken: string | null; message: string } }>(ASK_CODE, {
      email: ' Guest@Example.com ',
      assetId: DEMO_REVIEW.bronzeRootId,
    });
    expect(asked.data!.approveReviewAssetCommentUser).toEqual({
      email: 'guest@example.com',
      name: null,
      userId: null,
      guestToken: null,
      message: 'We sent a 6-digit code to guest@example.com. Enter it here to comment as a guest.',
    });
    const code = await guestCodeFor(t, 'guest@example.com');
    const ok = await t.gql<{ verifyReviewAssetCommentUser: { email: string; guestToken: string; message: string } }>(CHECK_CODE, {
      email: 'guest@example.com',
      assetId: DEMO_REVIEW.bronzeRootId,
      code,
    });
    expect(ok.data!.verifyReviewAssetCommentUser).toMatchObject({ email: 'guest@example.com', message: 'User verified successfully!!' });
    guestToken = ok.data!.verifyReviewAssetCommentUser.guestToken;
  });
  it('comment only once verified, with a token for this folder only', async () => {
    const v = { assetId: DEMO_REVIEW.bronzeRootId, frame: 700, commentText: 'Chapter 6 text is wrong', commentUser: 'Gail' };
    expect(errorCode(await t.gql(COMMENT, v))).toBe('UNAUTHENTICATED');
    const ok = await t.gql<Comment>(COMMENT, { ...v, guestToken });
    expect(ok.data?.addBrokerCommentsOnReviewAsset).toMatchObject({
      commentUser: 'Gail',
      commentUserRole: 'GUEST',
      commentTime: '00:00:35:00',
    });
    expect(errorCode(await t.gql(COMMENT, { ...v, assetId: DEMO_REVIEW.platinumV2Id, guestToken }))).toBe('UNAUTHENTICATED');
    const d = await details(bronzeLink, undefined, { guestToken });
    expect(d.data!.getReviewLinkDetails.permissions).toMatchObject({
      actor: 'GUEST',
      guestVerified: true,
      mayComplete: true,
      commentBlocked: null,
    });
  });
});

describe('comment work', () => {
  const MARK = `mutation($commentIds: [ID!], $isMarkAll: Boolean, $projectId: ID!, $folderId: ID!) { markCommentsComplete(commentIds: $commentIds, isMarkAll: $isMarkAll, projectId: $projectId, folderId: $folderId) { message } }`;
  const ONE = `mutation($commentId: ID!, $c: Boolean!) { updateReviewAssetCommentStatus(commentId: $commentId, commentCompleted: $c) { commentId commentCompleted } }`;
  const ACCEPT = `mutation($input: [AcceptCommentInput!]!) { acceptBrokerCommentsByProjectManager(input: $input) { message } }`;
  it('Mark All Complete for the editor, refused once any is complete; Mark Complete toggles one', async () => {
    const v = { isMarkAll: true, projectId: String(platinum.number), folderId };
    expect(errorCode(await t.gql(MARK, v, tokens.customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(MARK, { ...v, folderId: bronzeFolderId }, tokens.editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(MARK, { ...v, projectId: String(bronze.number) }, tokens.pilot))).toBe('FORBIDDEN');
    const v1Ids = (await details(platinumLink, tokens.pm, { version: 1 })).data!.getReviewLinkDetails.comments.map((c) => c.commentId);
    const shown = await t.gql<{ markCommentsComplete: { message: string } }>(MARK, { ...v, commentIds: v1Ids }, tokens.editor);
    expect(shown.data?.markCommentsComplete.message).toBe('Success');
    expect(errorCode(await t.gql(MARK, { ...v, commentIds: v1Ids }, tokens.editor))).toBe('BAD_USER_INPUT');
    const ok = await t.gql<{ markCommentsComplete: { message: string } }>(MARK, v, tokens.editor);
    expect(ok.data?.markCommentsComplete.message).toBe('Success');
    expect(errorCode(await t.gql(MARK, v, tokens.editor))).toBe('BAD_USER_INPUT');
    const c = (await details(platinumLink, tokens.pm)).data!.getReviewLinkDetails.comments.find((x) => x.frame === 19)!;
    const off = await t.gql<{ updateReviewAssetCommentStatus: { commentCompleted: boolean } }>(
      ONE,
      { commentId: c.commentId, c: false },
      tokens.editor,
    );
    expect(off.data?.updateReviewAssetCommentStatus.commentCompleted).toBe(false);
    expect(errorCode(await t.gql(ONE, { commentId: 'zz', c: true }, tokens.editor))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(ONE, { commentId: c.commentId, c: true }, tokens.customer))).toBe('FORBIDDEN');
  });
  it('Accept Comments for the PM, with the spec texts, editing a comment only while editable', async () => {
    const v1 = (await details(platinumLink, tokens.pm, { version: 1 })).data!.getReviewLinkDetails.comments;
    // v1's comments were marked complete: no longer editable
    const locked = await t.gql(
      ACCEPT,
      { input: [{ commentId: v1[2]!.commentId, commentText: 'Typo in the address line (suite 200).', isEdited: true }] },
      tokens.pm,
    );
    expect(locked.errors?.[0]?.message).toBe(REVIEW_MESSAGES.commentLocked);
    // QC's comment on v2 was set back to not complete: the PM edits it while accepting
    const open = (await details(platinumLink, tokens.pm)).data!.getReviewLinkDetails.comments.find((x) => x.frame === 19)!;
    const one = await t.gql<{ acceptBrokerCommentsByProjectManager: { message: string } }>(
      ACCEPT,
      { input: [{ commentId: open.commentId, commentText: 'Hold frame 19 longer.', isEdited: true }] },
      tokens.pm,
    );
    expect(one.data?.acceptBrokerCommentsByProjectManager.message).toBe('Accepted comment!');
    const edited = (await details(platinumLink, tokens.pm)).data!.getReviewLinkDetails.comments.find((x) => x.frame === 19)!;
    expect(edited).toMatchObject({ commentText: 'Hold frame 19 longer.' });
    const all = await t.gql<{ acceptBrokerCommentsByProjectManager: { message: string } }>(
      ACCEPT,
      { input: v1.map((c) => ({ commentId: c.commentId })) },
      tokens.pm,
    );
    expect(all.data?.acceptBrokerCommentsByProjectManager.message).toBe('Accepted all comments!');
    expect(errorCode(await t.gql(ACCEPT, { input: [] }, tokens.pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(ACCEPT, { input: [{ commentId: '0123456789abcdef01234567' }] }, tokens.pm))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(ACCEPT, { input: [{ commentId: v1[0]!.commentId }] }, tokens.editor))).toBe('FORBIDDEN');
    const COMMENTS = `query($folderId: ID!, $version: Int) { listReviewAssetComments(folderId: $folderId, version: $version) { commentId commentAccepted commentFrom comments { commentText isEditedComment: isEdited commentAccepted } } }`;
    const groups = await t.gql<{
      listReviewAssetComments: { commentAccepted: boolean; comments: { commentText: string; isEditedComment: boolean }[] }[];
    }>(COMMENTS, { folderId, version: 1 }, tokens.pm);
    expect(groups.data!.listReviewAssetComments.every((g) => g.commentAccepted)).toBe(true);
    expect(groups.data!.listReviewAssetComments[2]!.comments[0]).toMatchObject({
      commentText: 'Typo in the address line.',
      isEditedComment: false,
    });
  });
});

describe('Bronze review completion and text change', () => {
  const DONE = `mutation($projectId: ID!, $m: Boolean, $a: ID!, $g: String) { videoPlayerReviewComplete(projectId: $projectId, isMappedComments: $m, folderAssetId: $a, guestToken: $g) { status message chapters { chapter commentIds } } }`;
  const TEXT = `mutation($projectId: ID!) { chapterTextChanges(projectId: $projectId) { status projectId } }`;
  it('maps comments to chapters by time, once, for the checkout user', async () => {
    await t.gql(COMMENT, { assetId: DEMO_REVIEW.bronzeRootId, frame: 239, commentText: 'end of chapter 1' }, tokens.customer);
    await t.gql(COMMENT, { assetId: DEMO_REVIEW.bronzeRootId, frame: 240, commentText: 'start of chapter 2' }, tokens.customer);
    expect(errorCode(await t.gql(DONE, { projectId: String(bronze.number), m: true, a: DEMO_REVIEW.bronzeRootId }, tokens.pilot))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(await t.gql(DONE, { projectId: String(bronze.number), m: true, a: DEMO_REVIEW.platinumRootId }, tokens.customer)),
    ).toBe('NOT_FOUND');
    const r = await t.gql<{ videoPlayerReviewComplete: { status: number; chapters: { chapter: number; commentIds: string[] }[] } }>(
      DONE,
      { projectId: String(bronze.number), m: true, a: DEMO_REVIEW.bronzeRootId },
      tokens.customer,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.videoPlayerReviewComplete.chapters.map((c) => [c.chapter, c.commentIds.length])).toEqual([
      [1, 1],
      [2, 1],
      [6, 1],
    ]);
    expect(errorCode(await t.gql(DONE, { projectId: String(bronze.number), m: true, a: DEMO_REVIEW.bronzeRootId }, tokens.customer))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await t.gql(COMMENT, { assetId: DEMO_REVIEW.bronzeRootId, frame: 3, commentText: 'after' }, tokens.customer))).toBe(
      'FORBIDDEN',
    );
  });
  it('refuse non-Bronze completion to the PM, and Change Text outside Bronze or to the editor', async () => {
    expect(errorCode(await t.gql(DONE, { projectId: String(platinum.number), a: DEMO_REVIEW.platinumRootId }, tokens.pm))).toBe(
      'FORBIDDEN',
    );
    const ok = await t.gql<{ chapterTextChanges: { status: number; projectId: number } }>(
      TEXT,
      { projectId: String(bronze.number) },
      tokens.customer,
    );
    expect(ok.data?.chapterTextChanges).toEqual({ status: 200, projectId: bronze.number });
    const no = await t.gql(TEXT, { projectId: String(platinum.number) }, tokens.customer);
    expect([errorCode(no), no.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', REVIEW_MESSAGES.changeTextFailed]);
    expect(errorCode(await t.gql(TEXT, { projectId: String(bronze.number) }, tokens.editor))).toBe('FORBIDDEN');
  });
});

describe('portal review screens', () => {
  it('list versions, header and reviewed projects for staff; refuse the customer and unknown folders', async () => {
    const V = `query($f: ID!) { listAssetVersions(folderId: $f) { version reviewLink } }`;
    const H = `query($f: ID!, $v: Int) { getReviewedProjectHeaderDetails(folderId: $f, version: $v) { projectName folderName planType elaspedTime version } }`;
    const L = `query($l: Int, $o: Int) { listReviewedProjects(limit: $l, offset: $o) { totalCount reviewProjectData { projectId projectName commentedFolders { id name } } } }`;
    const versions = await t.gql<{ listAssetVersions: { version: number; reviewLink: string }[] }>(V, { f: folderId }, tokens.editor);
    expect(versions.data!.listAssetVersions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions.data!.listAssetVersions[0]!.reviewLink).toMatch(/^\/video-draft\/v1\./);
    const h = await t.gql<{
      getReviewedProjectHeaderDetails: { projectName: string; folderName: string; planType: string; elaspedTime: string };
    }>(H, { f: folderId, v: 1 }, tokens.pm);
    expect(h.data!.getReviewedProjectHeaderDetails).toMatchObject({
      projectName: platinum.projectName,
      folderName: 'Video Review',
      planType: 'PLATINUM',
    });
    expect(h.data!.getReviewedProjectHeaderDetails.elaspedTime).toMatch(/^\d+ days, \d+ hours, \d+ minutes$/);
    expect((await t.gql(H, { f: folderId, v: 9 }, tokens.pm)).errors?.[0]?.message).toBe(REVIEW_MESSAGES.noVersions);
    expect(errorCode(await t.gql(V, { f: folderId }, tokens.customer))).toBe('FORBIDDEN');
    expect((await t.gql(V, { f: '00000000-0000-4000-8000-000000000000' }, tokens.pm)).errors?.[0]?.message).toBe(
      MANAGEMENT_MESSAGES.projectMissing,
    );
    const l = await t.gql<{
      listReviewedProjects: { totalCount: number; reviewProjectData: { projectId: number; commentedFolders: { id: string }[] }[] };
    }>(L, { l: 10, o: 0 }, tokens.pm);
    expect(
      l.data!.listReviewedProjects.reviewProjectData.find((p) => p.projectId === platinum.number)?.commentedFolders.map((f) => f.id),
    ).toEqual([folderId]);
    expect(errorCode(await t.gql(L, { l: 500 }, tokens.pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(L, {}, tokens.editor))).toBe('FORBIDDEN');
    const D = `query($p: ID!) { getReviewDraftList(projectId: $p) { folderName version reviewStatus isNew } }`;
    const drafts = await t.gql<{ getReviewDraftList: { folderName: string; version: number; reviewStatus: string | null }[] }>(
      D,
      { p: String(platinum.number) },
      tokens.pm,
    );
    expect(drafts.data!.getReviewDraftList).toEqual([{ folderName: 'Video Review', version: 2, reviewStatus: 'DECLINED', isNew: true }]);
    const S = `mutation($a: ID!) { updateReviewAssetStatus(assetId: $a) { message } }`;
    expect(
      (await t.gql<{ updateReviewAssetStatus: { message: string } }>(S, { a: DEMO_REVIEW.platinumV2Id }, tokens.pm)).data
        ?.updateReviewAssetStatus.message,
    ).toBe('Status updated successfully');
    expect(errorCode(await t.gql(S, { a: DEMO_REVIEW.platinumV2Id }, tokens.customer))).toBe('FORBIDDEN');
    const A = `query($p: ID!, $f: String!, $n: String!) { getAssetReviewLink(projectId: $p, folderName: $f, fileName: $n) { reviewLink reviewStatus reviewCurrentStatus { lastActionBy actionTaken } } }`;
    const link = await t.gql<{ getAssetReviewLink: { reviewCurrentStatus: unknown } }>(
      A,
      { p: String(platinum.number), f: 'Video Review', n: 'draft-v1.mp4' },
      tokens.qc,
    );
    expect(link.data!.getAssetReviewLink.reviewCurrentStatus).toEqual({ lastActionBy: 'QC', actionTaken: 'DECLINED' });
    expect(errorCode(await t.gql(A, { p: String(platinum.number), f: 'Video Review', n: 'nope.mp4' }, tokens.qc))).toBe('NOT_FOUND');
  });
});

describe('a new version', () => {
  const ADD = `mutation($p: ID!, $n: String!, $l: String!, $f: String, $v: ID) { addReviewAssetsByEditor(projectId: $p, fileName: $n, assetLink: $l, parentFolderName: $f, versionId: $v, fileType: "video/mp4") { id version status reviewLink } }`;
  it('is made from the uploaded file by the editor, and its review copy is 20 fps, no B-frames and frame-exact', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'review-test-'));
    try {
      const clip = join(dir, 'clip.mp4');
      // the numbered clip's first 2 s as the upload: every frame of the review copy must still name itself
      await runFfmpeg(numberedClipArgs(clip, 2));
      const [folder] = await t.app.services.db.select().from(projectFolders).where(eq(projectFolders.id, folderId));
      const key = `${folder!.path}/draft-v3.mp4`;
      await t.app.services.storage.driver.put(key, await readFile(clip), 'video/mp4');
      const bad = [
        { p: String(platinum.number), n: 'notes.txt', l: key },
        { p: String(platinum.number), n: 'draft-v3.mp4', l: `projects/${bronze.id}/Project Data/Video Review/draft-v3.mp4` },
        { p: String(platinum.number), n: 'draft-v3.mp4', l: key, f: 'Elsewhere' },
        { p: String(platinum.number), n: 'draft-v3.mp4', l: key, v: DEMO_REVIEW.bronzeRootId },
        { p: String(platinum.number), n: 'gone.mp4', l: `${folder!.path}/gone.mp4` },
      ];
      for (const v of bad) expect([v, errorCode(await t.gql(ADD, v, tokens.editor))]).toEqual([v, 'BAD_USER_INPUT']);
      for (const who of ['customer', 'qc'] as const)
        expect(errorCode(await t.gql(ADD, { p: String(platinum.number), n: 'draft-v3.mp4', l: key }, tokens[who]))).toBe('FORBIDDEN');
      // Bronze videos come from the builder's render, never from an upload (part B §6)
      expect(errorCode(await t.gql(ADD, { p: String(bronze.number), n: 'draft-v3.mp4', l: key }, tokens.pm))).toBe('FORBIDDEN');
      const r = await t.gql<{ addReviewAssetsByEditor: { id: string; version: number; status: string } }>(
        ADD,
        { p: String(platinum.number), n: 'draft-v3.mp4', l: key, f: 'Video Review', v: DEMO_REVIEW.platinumRootId },
        tokens.editor,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.addReviewAssetsByEditor).toMatchObject({ version: 3 });
      const id = r.data!.addReviewAssetsByEditor.id;
      await prepareReviewCopy(t.app.services, id); // the job may have done it already: idempotent
      const [row] = await t.app.services.db
        .select()
        .from(reviewAssets)
        .where(and(eq(reviewAssets.id, id)));
      expect(row!.status).toBe('complete');
      const copy = join(dir, 'copy.mp4');
      const stored = await t.app.services.storage.driver.get(row!.reviewKey!);
      const { pipeline } = await import('node:stream/promises');
      const { createWriteStream } = await import('node:fs');
      await pipeline(stored!.stream, createWriteStream(copy));
      const info = await probe(copy);
      const video = info.streams.find((s) => s.codec_type === 'video')!;
      expect([video.r_frame_rate, video.avg_frame_rate, video.has_b_frames]).toEqual(['20/1', '20/1', 0]);
      for (const n of [0, 1, 19, 20, 39]) {
        const jpg = join(dir, `f${n}.jpg`);
        await runFfmpeg(['-y', '-i', copy, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', jpg]);
        expect(await frameNumberOf(await readFile(jpg))).toBe(n);
      }
      const d = (await details(platinumLink, tokens.pm)).data!.getReviewLinkDetails;
      expect(d.version).toBe(3);
      expect(d.permissions.buttons.map((b) => b.label)).toEqual([REVIEW_BUTTONS.approveVideo]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('live review events', () => {
  it('reach a signed-in reviewer of the project and a Bronze link holder; the policy refuses others', async () => {
    const url = (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
    const listen = (query: string, token?: string) => {
      const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {} });
      const got: unknown[] = [];
      const errors: unknown[] = [];
      client.subscribe(
        { query },
        {
          next: (v) => void (v.errors ? errors.push(...v.errors) : got.push(v.data)),
          error: (e) => void errors.push(e),
          complete: () => {},
        },
      );
      return { got, errors, close: () => client.dispose() };
    };
    const S = (f: string, extra = '') =>
      `subscription { addedBrokerCommentsOnReviewAsset(folderId: "${f}"${extra}) { status commentId assetId } }`;
    const qc = listen(S(folderId), tokens.qc);
    const pilot = listen(S(folderId), tokens.pilot);
    const anon = listen(S(folderId));
    const holder = listen(S(bronzeFolderId, `, reviewToken: "${bronzeLink}"`));
    await new Promise((r) => setTimeout(r, 300));
    const v1 = (await details(platinumLink, tokens.pm, { version: 1 })).data!.getReviewLinkDetails.comments[0]!;
    await t.gql(
      COMMENT,
      { assetId: DEMO_REVIEW.platinumRootId, frame: 0, commentText: 'live reply', parentId: v1.commentId },
      tokens.editor,
    );
    for (let i = 0; i < 200 && !qc.got.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(qc.got).toEqual([
      { addedBrokerCommentsOnReviewAsset: expect.objectContaining({ status: 'COMMENT_ADDED', assetId: DEMO_REVIEW.platinumRootId }) },
    ]);
    expect(pilot.errors.length).toBeGreaterThan(0);
    expect(anon.errors.length).toBeGreaterThan(0);
    expect(holder.errors).toEqual([]);
    await Promise.all([qc, pilot, anon, holder].map((c) => c.close()));
  });
});
