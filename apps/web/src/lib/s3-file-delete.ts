// The s3-file-delete call (part B §7: body `file`, retried on failure): the session token when there is one (the
// studio's files), none on a public page (a VidPitch video's own uploads, which the server decides on by their key).
import { readAuth } from './auth-storage';

/** Deletes a stored file; a failed call is retried (twice by default), a refusal (4xx) is not. */
export async function deleteStoredFile(key: string, attempts = 3): Promise<void> {
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
      if (res.status < 500) break; // a refusal will not change on retry
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 300 * (i + 1)));
  }
  throw last;
}
