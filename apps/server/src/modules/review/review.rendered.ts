// A rendered video enters review (the Bronze render and its text-change re-renders, part B §2.3, §4): the next
// version of the project's review folder, its review copy queued like an editor's upload.
import { and, eq, max } from 'drizzle-orm';
import { DEFAULT_REVIEW_FOLDER } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Services } from '../../services.js';
import { subfolderOf } from '../files/index.js';
import { reviewAssets } from './review.table.js';
import { reviewCopyJob } from './review.media.js';
import { reviewChanged } from './review.publish.js';

/** The project's review folder (under Project Data), made on first use. */
export const reviewFolder = (tx: Db | Tx, projectId: string) => subfolderOf(tx, projectId, 'Project Data', DEFAULT_REVIEW_FOLDER);

/**
 * Adds a rendered video (a storage key) as the next version of the project's review folder, with its review copy's job;
 * returns the version. Once per key: a caller that runs again (a retried job) gets the version it added.
 */
export async function addRenderedVersion(
  s: Pick<Services, 'db' | 'jobs'>,
  input: { projectId: string; fileName: string; key: string; fileSize?: number; uploadedBy?: string | null },
) {
  const row = await s.db.transaction(async (tx) => {
    const folderId = await reviewFolder(tx, input.projectId);
    const [added] = await tx
      .select()
      .from(reviewAssets)
      .where(and(eq(reviewAssets.folderId, folderId), eq(reviewAssets.assetLink, input.key)));
    if (added) return added;
    const [top] = await tx
      .select({ v: max(reviewAssets.version) })
      .from(reviewAssets)
      .where(eq(reviewAssets.folderId, folderId));
    const [made] = await tx
      .insert(reviewAssets)
      .values({
        projectId: input.projectId,
        folderId,
        version: (top?.v ?? 0) + 1,
        fileName: input.fileName,
        fileType: 'video/mp4',
        fileSize: input.fileSize ?? 0,
        assetLink: input.key,
        uploadedBy: input.uploadedBy ?? null,
      })
      .returning();
    await s.jobs.send(reviewCopyJob, { assetId: made!.id }, { id: made!.id, tx });
    await reviewChanged(tx, { folderId, assetId: made!.id, commentId: null, status: 'VERSION_ADDED' });
    return made!;
  });
  return row;
}
