// Comment screenshots (issue #14): the upload area is the project's review screenshots; whoever may comment on a version
// now gets a presigned PUT there and the key it is for, and sends that key with the comment.
import { randomBytes } from 'node:crypto';
import { IMAGE_PUT_MAX_BYTES, REVIEW_MESSAGES, type ScreenshotUploadArgs } from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { badInput } from '../../../platform/errors.js';
import { hitRateLimits } from '../../../platform/rate-limit.js';
import type { Services } from '../../../services.js';
import { PRESIGN_LIMIT_PER_HOUR, REVIEW_SCREENSHOTS } from '../../files/index.js';
import { assertMayComment, reviewerFor, situationOf } from '../review.policy.js';
import { assetById, noSuchAsset, projectOf } from '../versions/review.versions.js';

const area = (projectId: string) => `projects/${projectId}/${REVIEW_SCREENSHOTS}/`;

/**
 * A comment's screenshot key, checked: an uploaded jpeg or png in the project's review screenshots. The caller has been
 * allowed to comment on a version of this project before this is asked.
 */
export async function assertScreenshot(s: Pick<Services, 'storage'>, projectId: string, key: string): Promise<void> {
  const ok = key.startsWith(area(projectId)) && !key.includes('..') && /\.(jpe?g|png)$/i.test(key) && !!(await s.storage.driver.head(key));
  if (!ok) throw badInput(REVIEW_MESSAGES.screenshotFailed, 'screenshotKey');
}

/**
 * getGuestScreenshotUploadUrl: a presigned PUT for one comment screenshot and its key, for whoever may comment here
 * right now — a verified guest on a Bronze link included. The key is made here; the comment then sends it.
 */
export async function getGuestScreenshotUploadUrl(
  s: Pick<Services, 'db' | 'config' | 'storage'>,
  viewer: Viewer | null,
  input: ScreenshotUploadArgs,
): Promise<{ url: string; key: string }> {
  const asset = await assetById(s.db, input.assetId);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, input.guestToken);
  assertMayComment(reviewer, await situationOf(s, reviewer, project, asset));
  const who = viewer ? viewer.id : `guest:${reviewer.guestEmail}`;
  await hitRateLimits(s.db, [{ key: `presign:${who}`, limit: PRESIGN_LIMIT_PER_HOUR, windowSeconds: 3600 }]);
  const key = `${area(project.id)}${randomBytes(12).toString('hex')}.${input.contentType === 'image/png' ? 'png' : 'jpg'}`;
  const url = await s.storage.driver.presignPut(key, input.contentType, s.storage.urlTtlSeconds, IMAGE_PUT_MAX_BYTES);
  return { url, key };
}
