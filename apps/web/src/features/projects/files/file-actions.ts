// The file REST calls (part B §7): the session token as a bearer header; blobs are saved under the server's name.
import { readAuth } from '../../../lib/auth-storage';
import { saveBlob } from '../../../lib/save-blob';
import { deleteStoredFile } from '../../../lib/s3-file-delete';

async function post(endpoint: string, body: Record<string, string>): Promise<Response> {
  const token = readAuth()?.token;
  return fetch(`/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The file name of a Content-Disposition header (the UTF-8 form when there is one). */
export function dispositionName(header: string | null, fallback: string): string {
  const utf8 = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

async function download(endpoint: string, body: Record<string, string>, fallback: string) {
  const res = await post(endpoint, body);
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? res.statusText);
  saveBlob(await res.blob(), dispositionName(res.headers.get('content-disposition'), fallback));
}

export const downloadFile = (key: string) => download('s3-file-download', { file: key }, key.split('/').pop()!);
/** The folder as '{project} - {folder}.zip', streamed by the server. */
export const downloadZip = (folderPath: string) => download('s3-zip-download', { folder: folderPath }, 'files.zip');

/** 'Download Final Video File' (part B §7): the video through the delivery endpoint, saved under its own name. */
export const downloadFinalVideo = (key: string) => download('final-video-download', { file: key }, key.split('/').pop()!);

/** Deletes a file; a failed call is retried (part B §7), twice, before giving up. */
export const deleteFile = (key: string, attempts = 3): Promise<void> => deleteStoredFile(key, attempts);
