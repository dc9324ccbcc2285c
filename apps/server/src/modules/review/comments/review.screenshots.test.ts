// Comment screenshots for every commenter (issue #14, docs/adr/0019 "The player's remaining parts"): a verified guest on
// a Bronze link gets a presigned PUT and its key like a signed-in reviewer, the comment sends the key and keeps the
// uploaded jpeg, and whoever may not comment there gets no URL. Also the render timer's start (renderStartedAt) the editor's countdown runs from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { verifyGuest } from '../../../test/review-guest.js';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { put } from '../../files/files.test-helpers.js';
import { reviewAssets } from '../review.table.js';
import { DEMO_REVIEW } from '../review.seed.js';
import { reviewToken } from '../guests/review.links.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let guestToken = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const who of ['pm', 'editor', 'pilot', 'customer']) tokens[who] = await t.login(`${who}@vms.test`);
  guestToken = await verifyGuest(t, 'shots.guest@example.com', DEMO_REVIEW.bronzeRootId);
});
afterAll(() => t?.close());

const URL_M =
  'mutation($a: ID!, $g: String, $c: String!) { getGuestScreenshotUploadUrl(assetId: $a, guestToken: $g, contentType: $c) { url key } }';
const COMMENT = `mutation($assetId: ID!, $frame: Int!, $commentText: String, $screenshotKey: String, $guestToken: String) {
  addBrokerCommentsOnReviewAsset(assetId: $assetId, frame: $frame, commentText: $commentText, screenshotKey: $screenshotKey, guestToken: $guestToken) {
    frame commentTime commentUserRole commentScreenShot } }`;
const signed = (assetId: string, g: string | null, c = 'image/jpeg', token?: string) =>
  t.gql<{ getGuestScreenshotUploadUrl: { url: string; key: string } }>(URL_M, { a: assetId, g, c }, token);

describe('guest comment screenshots', () => {
  it('a verified guest uploads the captured jpeg and the comment keeps exactly that picture', async () => {
    const r = await signed(DEMO_REVIEW.bronzeRootId, guestToken);
    expect(r.errors).toBeUndefined();
    const { url, key } = r.data!.getGuestScreenshotUploadUrl;
    expect(url).toMatch(/review-screenshots\/[0-9a-f]{24}\.jpg\?/);
    expect(key).toMatch(/^projects\/[0-9a-f-]{36}\/review-screenshots\/[0-9a-f]{24}\.jpg$/);
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c92020' } })
      .jpeg()
      .toBuffer();
    expect((await put(t, url, jpeg, { 'content-type': 'image/jpeg' })).status).toBe(200);
    const c = await t.gql<{
      addBrokerCommentsOnReviewAsset: { frame: number; commentTime: string; commentUserRole: string; commentScreenShot: string };
    }>(COMMENT, {
      assetId: DEMO_REVIEW.bronzeRootId,
      frame: 240,
      commentText: 'Guest with a picture',
      screenshotKey: key,
      guestToken,
    });
    expect(c.errors).toBeUndefined();
    const made = c.data!.addBrokerCommentsOnReviewAsset;
    expect([made.frame, made.commentTime, made.commentUserRole]).toEqual([240, '00:00:12:00', 'GUEST']);
    const got = await t.app.fastify.inject({ method: 'GET', url: made.commentScreenShot.replace(/^https?:\/\/[^/]+/, '') });
    expect(got.statusCode).toBe(200);
    const { data } = await sharp(got.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0]! > 150, data[1]! < 100, data[2]! < 100]).toEqual([true, true, true]); // the red picture sent
  });

  it('is refused to whoever may not comment: unverified or foreign guests, signed-out on non-Bronze, the editor, roles the policy keeps out', async () => {
    expect(errorCode(await signed(DEMO_REVIEW.bronzeRootId, null))).toBe('UNAUTHENTICATED');
    expect(errorCode(await signed(DEMO_REVIEW.bronzeRootId, 'v1.not.a.token'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await signed(DEMO_REVIEW.platinumV2Id, guestToken))).toBe('UNAUTHENTICATED');
    expect(errorCode(await signed(DEMO_REVIEW.platinumV2Id, null, 'image/jpeg', tokens.editor))).toBe('FORBIDDEN');
    expect(errorCode(await signed(DEMO_REVIEW.platinumV2Id, null, 'image/jpeg', tokens.pilot))).toBe('NOT_FOUND');
    expect(errorCode(await signed('00000000-0000-4000-8000-000000000000', guestToken))).toBe('NOT_FOUND');
  });

  it('takes only a jpeg or png, and also serves a signed-in reviewer', async () => {
    const bad = await signed(DEMO_REVIEW.bronzeRootId, guestToken, 'text/html');
    expect([errorCode(bad), bad.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', 'A screenshot is a jpeg or png image.']);
    const png = await signed(DEMO_REVIEW.platinumV2Id, null, 'image/png', tokens.pm);
    expect(png.data?.getGuestScreenshotUploadUrl.url).toMatch(/review-screenshots\/[0-9a-f]{24}\.png\?/);
    expect(png.data?.getGuestScreenshotUploadUrl.key).toMatch(/review-screenshots\/[0-9a-f]{24}\.png$/);
  });
});

describe('the render timer start', () => {
  it('is the version’s queue time, given with the link details', async () => {
    const [row] = await t.app.services.db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumV2Id));
    const r = await t.gql<{ getReviewLinkDetails: { id: string; renderStartedAt: string } }>(
      'query($id: String!) { getReviewLinkDetails(id: $id) { id renderStartedAt } }',
      { id: reviewToken(t.app.services, DEMO_REVIEW.platinumRootId) },
      tokens.pm,
    );
    expect(r.data?.getReviewLinkDetails).toEqual({ id: DEMO_REVIEW.platinumV2Id, renderStartedAt: row!.createdAt.toISOString() });
  });
});
