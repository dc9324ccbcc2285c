// GET /api/export-file with the session token; the xlsx arrives as a blob and is saved under the spec's name.
import { readAuth } from '../../lib/auth-storage';
import { saveBlob } from '../../lib/save-blob';

export async function downloadExport(startDate: string | null | undefined, endDate: string | null | undefined, fileName: string) {
  const params = new URLSearchParams();
  if (startDate && endDate) {
    params.set('start_date', startDate);
    params.set('end_date', endDate);
  }
  const res = await fetch(`/api/export-file?${params}`, { headers: { authorization: `Bearer ${readAuth()?.token ?? ''}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `Export failed (${res.status})`);
  }
  saveBlob(await res.blob(), fileName);
}
