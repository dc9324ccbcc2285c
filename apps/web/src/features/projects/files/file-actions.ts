// The file REST calls (part B §7): the session token as a bearer header; blobs are saved under the server's name.
import { postWithSession as post } from '../../../lib/file-rest';
import { saveBlob } from '../../../lib/save-blob';

/** The file name of a Content-Disposition header (the UTF-8 form when there is one). */
export function dispositionName(header: string | null, fallback: string): string {
  const utf8 = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** A refused download: the server's message and its HTTP status (403: not allowed yet, the message says why). */
export class DownloadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function download(endpoint: string, body: Record<string, string>, fallback: string) {
  const res = await post(endpoint, body);
  if (!res.ok)
    throw new DownloadRefused(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? res.statusText, res.status);
  saveBlob(await res.blob(), dispositionName(res.headers.get('content-disposition'), fallback));
}

export const downloadFile = (key: string) => download('s3-file-download', { file: key }, key.split('/').pop()!);
/** The folder as '{project} - {folder}.zip', streamed by the server. */
export const downloadZip = (folderPath: string) => download('s3-zip-download', { folder: folderPath }, 'files.zip');

/** 'Download Final Video File' (part B §7): the video through the delivery endpoint, saved under its own name. */
export const downloadFinalVideo = (key: string) => download('final-video-download', { file: key }, key.split('/').pop()!);

export { deleteFile } from '../../../lib/file-rest';
