// Guest reviewers on a Bronze link (part B §5; issue #34 findings 5 and 7): a one-time code e-mailed to the address,
// taken back for a guest token. The same answer for every address, limits per address and per client, codes that
// expire and run out of tries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  GUEST_CODE_ATTEMPTS,
  GUEST_CODE_TTL_MINUTES,
  REVIEW_MESSAGES,
  type GuestCodeCheckArgs,
  type GuestCodeRequestArgs,
} from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { badInput } from '../../../platform/errors.js';
import { mailJob } from '../../../platform/mail.job.js';
import { hitRateLimits } from '../../../platform/rate-limit.js';
import type { Services } from '../../../services.js';
import { guestToken } from './review.links.js';
import { assertReachable } from '../review.policy.js';
import { reviewGuests } from '../review.table.js';
import { assetById, noSuchAsset, projectOf } from '../versions/review.versions.js';

type Deps = Pick<Services, 'db' | 'config' | 'jobs'>;

/** Codes e-mailed per address and per client address an hour, and code checks per client address an hour. */
const GUEST_CODES_PER_HOUR_PER_EMAIL = 5;
const GUEST_CODES_PER_HOUR_PER_ADDRESS = 30;
const GUEST_CHECKS_PER_HOUR_PER_ADDRESS = 60;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** The asset a guest verifies on, and its project; a non-Bronze review needs login, a signed-in viewer the policy. */
async function guestAsset(s: Deps, viewer: Viewer | null, assetId: string) {
  const asset = await assetById(s.db, assetId);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  assertReachable(viewer, project);
  return { asset, project };
}

/**
 * approveReviewAssetCommentUser(email, assetId): the first step of a guest's e-mail verification (§5). It e-mails a
 * one-time 6-digit code and answers the same for every address — never whether an account has it (issue #34 finding
 * 5: it used to answer an account's id and first name to anyone). The guest then sends the code back with
 * verifyReviewAssetCommentUser.
 */
export async function approveReviewAssetCommentUser(s: Deps, viewer: Viewer | null, input: GuestCodeRequestArgs, ip: string) {
  const { asset, project } = await guestAsset(s, viewer, input.assetId);
  const email = input.email.toLowerCase();
  await hitRateLimits(s.db, [
    { key: `review-guest-code-ip:${ip}`, limit: GUEST_CODES_PER_HOUR_PER_ADDRESS, windowSeconds: 3600 },
    { key: `review-guest-code-email:${email}`, limit: GUEST_CODES_PER_HOUR_PER_EMAIL, windowSeconds: 3600 },
  ]);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeFields = {
    codeHash: hashCode(code).toString('hex'),
    codeExpiresAt: new Date(Date.now() + GUEST_CODE_TTL_MINUTES * 60_000),
    codeAttempts: 0,
  };
  await s.db
    .insert(reviewGuests)
    .values({ folderId: asset.folderId, email, ...codeFields })
    .onConflictDoUpdate({ target: [reviewGuests.folderId, reviewGuests.email], set: codeFields });
  await s.jobs.send(mailJob, {
    to: email,
    subject: `Your code to comment on ${project.projectName}`,
    text: [
      'Hello,',
      '',
      `Your code to comment on the video review of ${project.projectName}: ${code}`,
      '',
      `Enter it in the review player. It can be used once and expires in ${GUEST_CODE_TTL_MINUTES} minutes.`,
      'If you have a VMS account, you can log in instead. If you did not ask for this code, you can ignore this e-mail.',
    ].join('\n'),
  });
  return { email, name: null, userId: null, guestToken: null, message: REVIEW_MESSAGES.codeSent(email) };
}

/**
 * verifyReviewAssetCommentUser(email, assetId, code): the guest's e-mailed code taken back. Right: the guest is
 * verified on the folder and gets a token valid GUEST_TOKEN_DAYS days. A code is good for GUEST_CODE_TTL_MINUTES and
 * GUEST_CODE_ATTEMPTS tries; every address gets GUEST_CHECKS_PER_HOUR_PER_ADDRESS checks an hour.
 */
export async function verifyReviewAssetCommentUser(s: Deps, viewer: Viewer | null, input: GuestCodeCheckArgs, ip: string) {
  const { asset } = await guestAsset(s, viewer, input.assetId);
  await hitRateLimits(s.db, [{ key: `review-guest-check-ip:${ip}`, limit: GUEST_CHECKS_PER_HOUR_PER_ADDRESS, windowSeconds: 3600 }]);
  const email = input.email.toLowerCase();
  const where = and(eq(reviewGuests.folderId, asset.folderId), eq(reviewGuests.email, email));
  // one try counted atomically, so tries sent together cannot pass the limit
  const [row] = await s.db
    .update(reviewGuests)
    .set({ codeAttempts: sql`${reviewGuests.codeAttempts} + 1` })
    .where(and(where, gt(reviewGuests.codeExpiresAt, new Date()), lt(reviewGuests.codeAttempts, GUEST_CODE_ATTEMPTS)))
    .returning();
  if (!row?.codeHash || !timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(input.code)))
    throw badInput(REVIEW_MESSAGES.codeWrong, 'code');
  await s.db.update(reviewGuests).set({ verifiedAt: new Date(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 }).where(where);
  return { email, name: null, userId: null, guestToken: guestToken(s, email, asset.folderId), message: REVIEW_MESSAGES.userVerified };
}
