// The file REST calls with the session token when there is one (part B §7), shared by every portal: s3-file-delete,
// retried on failure, is used by the PM and editor folders, the pilot shots, the deal attachments and, without a
// session, the VidPitch modify page for a video's own uploads (the server decides on those by their key).
import { readAuth } from './auth-storage';

/** POST /api/{endpoint} with the session token as a bearer header. */
export async function postWithSession(endpoint: string, body: Record<string, string>): Promise<Response> {
  const token = readAuth()?.token;
  return fetch(`/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Deletes a file; a failed call is retried (part B §7), twice, before giving up. A refusal is not retried. */
export async function deleteFile(key: string, attempts = 3): Promise<void> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const res = await postWithSession('s3-file-delete', { file: key });
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
