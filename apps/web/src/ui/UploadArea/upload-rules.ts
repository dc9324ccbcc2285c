// Which files an upload area takes (part B §5 "Image upload"), with the spec's messages.
import { FILE_MESSAGES, LOGO_DIMENSIONS, UPLOAD_KINDS, extensionOf, type UploadKind } from '@vms/shared';

/** The first problem with a selection, or null when it may be uploaded. */
export function selectionError(files: File[], kind: UploadKind): string | null {
  const rule = UPLOAD_KINDS[kind];
  if (!files.length) return FILE_MESSAGES.chooseOne;
  if (!rule.multiple && files.length > 1) return kind === 'avatar' ? FILE_MESSAGES.avatarSingleOnly : FILE_MESSAGES.singleOnly;
  if (rule.extensions) {
    const allowed = rule.extensions as readonly string[];
    const bad = files.find((f) => !allowed.includes(extensionOf(f.name)));
    if (bad) return FILE_MESSAGES.formatNotAllowed(extensionOf(bad.name) || bad.name);
  }
  return null;
}

/** What the file picker offers, as an `accept` attribute. */
export function acceptFor(kind: UploadKind): string | undefined {
  const exts = UPLOAD_KINDS[kind].extensions as readonly string[] | null;
  return exts ? exts.map((e) => `.${e}`).join(',') : undefined;
}

/** A logo must be exactly 150 x 60 (part B §5); reads the image's size in the browser. */
export async function logoDimensionError(file: File): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const size = await new Promise<{ w: number; h: number }>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
      img.onerror = reject;
      img.src = url;
    });
    return size.w === LOGO_DIMENSIONS.width && size.h === LOGO_DIMENSIONS.height ? null : FILE_MESSAGES.logoDimensions;
  } catch {
    return FILE_MESSAGES.logoDimensions;
  } finally {
    URL.revokeObjectURL(url);
  }
}
