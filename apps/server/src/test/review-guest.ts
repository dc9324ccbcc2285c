// A guest reviewer verified the way a person is: the code asked for, read from the e-mail in the outbox, sent back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

/** The 6-digit code of the newest guest-code e-mail to `to`, waiting for the mail job (up to 45 s: a test that asks
 * for dozens of codes leaves a queue of mails before it). */
export async function guestCodeFor(t: TestApp, to: string): Promise<string> {
  const dir = join(t.dataDir, 'outbox');
  for (let i = 0; i < 450; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      /* no mail yet */
    }
    for (const f of files.sort().reverse()) {
      const eml = readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '');
      const code = /video review of .*: (\d{6})/.exec(eml)?.[1];
      if (eml.includes(`To: ${to}`) && code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no guest code e-mailed to ${to}`);
}

export const ASK_CODE =
  'query($email: String!, $assetId: ID!) { approveReviewAssetCommentUser(email: $email, assetId: $assetId) { email name userId guestToken message } }';
export const CHECK_CODE =
  'mutation($email: String!, $assetId: ID!, $code: String!) { verifyReviewAssetCommentUser(email: $email, assetId: $assetId, code: $code) { email guestToken message } }';

/** Asks for a code, reads it from the outbox and sends it back; the guest token. */
export async function verifyGuest(t: TestApp, email: string, assetId: string, headers: Record<string, string> = {}): Promise<string> {
  const asked = await t.gql(ASK_CODE, { email, assetId }, undefined, headers);
  if (asked.errors) throw new Error(JSON.stringify(asked.errors));
  const code = await guestCodeFor(t, email);
  const r = await t.gql<{ verifyReviewAssetCommentUser: { guestToken: string } }>(CHECK_CODE, { email, assetId, code }, undefined, headers);
  if (!r.data?.verifyReviewAssetCommentUser) throw new Error(JSON.stringify(r.errors));
  return r.data.verifyReviewAssetCommentUser.guestToken;
}
