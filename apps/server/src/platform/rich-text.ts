// Rich-text fields (a shot's description, a listing's marketing description) hold HTML from people and feeds outside our
// control: DOMPurify, on a jsdom window, keeps only the shared allowlist (@vms/shared rich-text.ts) before the text is
// stored and again before it is answered (rows stored before the allowlist existed). The browser applies the same list.
import type { DOMPurify } from 'dompurify';
import { RICH_TEXT_PURIFY } from '@vms/shared';

let purifier: Promise<DOMPurify> | undefined;

/** jsdom takes half a second to load: only the first rich text pays it, not every start. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window),
  );
  return purifier;
}

/** `html` with only the allowlisted tags and links left (text content is kept). */
export async function sanitiseRichText(html: string): Promise<string> {
  if (!/[<&]/.test(html)) return html;
  return (await loadPurifier()).sanitize(html, RICH_TEXT_PURIFY);
}

/** The same for an optional field. */
export const sanitiseOptionalRichText = async (html: string | null): Promise<string | null> =>
  html === null ? null : sanitiseRichText(html);
