// A version's comments downloaded from the server (issue #38 item 4): GET /api/review/{assetId}/export in one of the
// formats the server writes (Resolve EDL, FCPXML, Premiere XML, CSV, the report); the session as a bearer header, a
// verified guest's token in the query. Saved under the server's file name.
import { reviewExportPath, type ReviewExportFormat } from '@vms/shared';
import { readAuth } from '../../lib/auth-storage';
import { saveBlob } from '../../lib/save-blob';
import { dispositionName } from '../projects/files/file-actions';

export async function downloadCommentExport(assetId: string, format: ReviewExportFormat, guestToken?: string | null): Promise<void> {
  const token = readAuth()?.token;
  const res = await fetch(reviewExportPath(assetId, format, token ? null : guestToken), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? res.statusText);
  saveBlob(await res.blob(), dispositionName(res.headers.get('content-disposition'), `comments.${format}`));
}
