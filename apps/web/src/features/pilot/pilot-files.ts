// Deleting a shot's file (part B §6 "File delete button"; §7: the s3-file-delete call, retried on failure).
import { readAuth } from '../../lib/auth-storage';

export async function deleteShotFile(key: string, attempts = 3): Promise<void> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const token = readAuth()?.token;
      const res = await fetch('/api/s3-file-delete', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ file: key }),
      });
      if (res.ok) return;
      last = new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? res.statusText);
      if (res.status < 500) break;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 300 * (i + 1)));
  }
  throw last;
}
