// File kinds, upload rules and project folder names (part A §9, part B §5 "Image upload", §9).

/** Image extensions: the union of parts A and B (DECISIONS.md 12), camera raw formats included. */
export const IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'png',
  'webp',
  'tiff',
  'tif',
  'raw',
  'cr2',
  'cr3',
  'nef',
  'arw',
  'dng',
  'orf',
  'rw2',
  'raf',
  'srw',
  'pef',
] as const;
export const VIDEO_EXTENSIONS = ['m4v', 'avi', 'mpg', 'mp4', 'mkv', 'webm', 'mov'] as const;
export const XLSX_EXTENSION = 'xlsx';
/** Images the review player and file preview show as pictures (part B §2.2). */
export const VIEWABLE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg'] as const;
/** Videos a browser can play in a <video> element. */
export const VIEWABLE_VIDEO_EXTENSIONS = ['mp4', 'm4v', 'webm', 'mov'] as const;
/** Logo, QR code and other chapter images (part B §5, §9). */
export const IMAGE_UPLOAD_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const BRONZE_IMAGE_TYPES = ['png', 'jpeg'] as const;
export const LOGO_DIMENSIONS = { width: 150, height: 60 } as const;

export const MEDIA_FILE_TYPES = ['image', 'video', 'xlsx', 'other'] as const;
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[number];

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** File type by extension (part B §5): images, videos, xlsx, others. */
export function mediaFileType(fileName: string): MediaFileType {
  const ext = extensionOf(fileName);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  if (ext === XLSX_EXTENSION) return 'xlsx';
  return 'other';
}

export const isViewableImage = (fileName: string) => (VIEWABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
export const isViewableVideo = (fileName: string) => (VIEWABLE_VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** What an upload area accepts, by context (part B §5 "General asset upload allowed formats depend on context"). */
export const UPLOAD_KINDS = {
  /** Project folders: any media or document. */
  default: { extensions: null, multiple: true },
  /** Editor and PM uploads of drafts (video/*). */
  video: { extensions: VIDEO_EXTENSIONS, multiple: true },
  image: { extensions: IMAGE_UPLOAD_TYPES, multiple: true },
  logo: { extensions: IMAGE_UPLOAD_TYPES, multiple: false },
  qrCode: { extensions: IMAGE_UPLOAD_TYPES, multiple: false },
  avatar: { extensions: IMAGE_UPLOAD_TYPES, multiple: false },
  bronze: { extensions: BRONZE_IMAGE_TYPES, multiple: true },
} as const satisfies Record<string, { extensions: readonly string[] | null; multiple: boolean }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

// ---- project folders ----
export const FOLDER_TYPES = ['Default', 'Custom'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];
export const FOLDER_PERMISSIONS = ['view', 'post'] as const;
export type FolderPermission = (typeof FOLDER_PERMISSIONS)[number];

/** Sub-folders routed as inner sub-folders (part B §2.4). */
export const INNER_SUB_FOLDER_NAMES = ['Aerial Footage', 'Aerial Photos'] as const;
/** Folders whose whole content downloads as one zip (part B §7). */
export const ZIP_DOWNLOAD_FOLDERS = ['Project Inputs', 'Project Data'] as const;

export interface FolderTemplate {
  name: string;
  children?: FolderTemplate[];
}

/**
 * The Default folders every project gets, built from the folder names of part A §9 and the inner sub-folders of
 * part B §2.4 (docs/adr/0006-files-and-storage.md): customer inputs, the pilot's aerial capture, B-roll, and the
 * production data the editors and PM hand over.
 */
export const DEFAULT_PROJECT_FOLDERS: readonly FolderTemplate[] = [
  { name: 'Project Inputs', children: [{ name: 'Project Documents' }] },
  {
    name: 'Aerial Imagery',
    children: [
      { name: 'Aerial Footage', children: [{ name: 'Original Videos' }] },
      { name: 'Aerial Photos', children: [{ name: 'Original Images' }] },
    ],
  },
  { name: 'Custom Shots OR B Roll' },
  { name: 'Project Data' },
];
