// Issue #34 findings 5 and 7, written as the attacks: approveReviewAssetCommentUser answered an account's user id and
// first name for any e-mail, anonymously and without a limit; a guest "verified" any address without a mail round
// trip; and the guest token never expired.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_CODE_ATTEMPTS, GUEST_TOKEN_DAYS } from '@vms/shared';
import { ASK_CODE, CHECK_CODE, guestCodeFor, verifyGuest } from '../../../test/review-guest.js';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { DEMO_REVIEW } from '../review.seed.js';

type Asked = {
  approveReviewAssetCommentUser: { email: string; name: string | null; userId: string | null; guestToken: string | null; message: string };
};
const COMMENT = `mutation($assetId: ID!, $frame: Int!, $commentText: String, $guestToken: String, $commentUser: String) {
  addBrokerCommentsOnReviewAsset(assetId: $assetId, frame: $frame, commentText: $commentText, guestToken: $guestToken, commentUser: $commentUser) { commentId commentUserRole } }`;
const asset = DEMO_REVIEW.bronzeRootId;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t?.close());

describe('issue #34 finding 5: no account enumeration through guest review', () => {
  it("answers an account's e-mail exactly as an unknown one: no user id, no name, no token", async () => {
    const account = await t.gql<Asked>(ASK_CODE, { email: 'pm@vms.test', assetId: asset }, undefined, from('203.0.113.1'));
    const nobody = await t.gql<Asked>(ASK_CODE, { email: 'nobody.here@example.com', assetId: asset }, undefined, from('203.0.113.1'));
    const strip = (r: Asked) => ({
      ...r.approveReviewAssetCommentUser,
      email: '',
      message: r.approveReviewAssetCommentUser.message.replace(/to \S+\./, ''),
    });
    expect(account.data!.approveReviewAssetCommentUser).toMatchObject({ userId: null, name: null, guestToken: null });
    expect(strip(account.data!)).toEqual(strip(nobody.data!));
  });

  it('limits the codes asked per e-mail (5 an hour) and per client address (30 an hour)', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        errorCode(await t.gql(ASK_CODE, { email: 'limited@example.com', assetId: asset }, undefined, from(`198.51.100.${i + 1}`))),
      );
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'RATE_LIMITED']);
    const perAddress: unknown[] = [];
    for (let i = 0; i < 31; i++)
      perAddress.push(errorCode(await t.gql(ASK_CODE, { email: `probe${i}@example.com`, assetId: asset }, undefined, from('192.0.2.77'))));
    expect(perAddress.slice(0, 30).every((c) => c === undefined)).toBe(true);
    expect(perAddress[30]).toBe('RATE_LIMITED');
  });
});

describe('issue #34 finding 7: guests verify by an e-mailed code, and their tokens expire', () => {
  it('gives no way to comment without the code sent to the address', async () => {
    const asked = await t.gql<Asked>(ASK_CODE, { email: 'paula.manning@example.com', assetId: asset }, undefined, from('203.0.113.2'));
    expect(asked.data!.approveReviewAssetCommentUser.guestToken).toBeNull();
    const c = await t.gql(
      COMMENT,
      { assetId: asset, frame: 10, commentText: 'I am the PM', commentUser: 'Paula Manning (PM)' },
      undefined,
      from('203.0.113.2'),
    );
    expect(errorCode(c)).toBe('UNAUTHENTICATED');
    const guessed = await t.gql(
      CHECK_CODE,
      { email: 'paula.manning@example.com', assetId: asset, code: '000000' },
      undefined,
      from('203.0.113.2'),
    );
    const real = await guestCodeFor(t, 'paula.manning@example.com');
    if (real !== '000000') expect(guessed.errors?.[0]?.message).toBe('The code is wrong or has expired. Ask for a new one.');
  });

  it(`takes ${GUEST_CODE_ATTEMPTS} wrong codes, then not even the right one`, async () => {
    const email = 'guesser@example.com';
    await t.gql(ASK_CODE, { email, assetId: asset }, undefined, from('203.0.113.3'));
    const real = await guestCodeFor(t, email);
    const wrong = String((Number(real) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < GUEST_CODE_ATTEMPTS; i++)
      expect(errorCode(await t.gql(CHECK_CODE, { email, assetId: asset, code: wrong }, undefined, from('203.0.113.3')))).toBe(
        'BAD_USER_INPUT',
      );
    const late = await t.gql(CHECK_CODE, { email, assetId: asset, code: real }, undefined, from('203.0.113.3'));
    expect(late.errors?.[0]?.message).toBe('The code is wrong or has expired. Ask for a new one.');
  });

  it('lets the guest comment, labelled GUEST whatever name they give, until the token expires', async () => {
    const guestToken = await verifyGuest(t, 'real.guest@example.com', asset, from('203.0.113.4'));
    const ok = await t.gql<{ addBrokerCommentsOnReviewAsset: { commentUserRole: string } }>(COMMENT, {
      assetId: asset,
      frame: 12,
      commentText: 'Looks good',
      guestToken,
      commentUser: 'Paula Manning (PM)',
    });
    expect(ok.data?.addBrokerCommentsOnReviewAsset.commentUserRole).toBe('GUEST');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (GUEST_TOKEN_DAYS * 86_400 + 60) * 1000 });
    try {
      expect(errorCode(await t.gql(COMMENT, { assetId: asset, frame: 13, commentText: 'still here', guestToken }))).toBe('UNAUTHENTICATED');
    } finally {
      vi.useRealTimers();
    }
  });
});
