// A video template is data: chapters with start times, and per chapter the slots of the form (images, texts, logo, QR)
// and how the chapter moves. The engine reads only this description; the templates themselves live in modules/render.

/** What a form field of a chapter holds and how the engine draws it. */
export type SlotKind =
  /** The chapter's background photo (the first image slot of a chapter), with the chapter's motion. */
  | 'image'
  /** A second picture drawn inset on the panel (the property boundary). */
  | 'inset'
  | 'logo'
  | 'qr'
  /** A line of text; `role` picks its size. */
  | 'text'
  /** A field of the form that is never drawn (the editor's instructions). */
  | 'hidden';

export type TextRole = 'title' | 'subtitle' | 'heading' | 'value' | 'body';

export interface Slot {
  attributeValue: string;
  label: string;
  kind: SlotKind;
  role?: TextRole;
  /** Whether the broker may change it in the modify flow (the e-mail is read-only: part B §3). */
  editable?: boolean;
  /** Demo value used for the template's sample video and as the default of a new form. */
  sample?: string;
}

export type Motion = 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right';

export interface Chapter {
  /** 1-based, as the spec counts chapters. */
  number: number;
  /** Start in seconds from the start of the video. */
  start: number;
  motion: Motion;
  /** Where the text panel sits. */
  panel: 'left' | 'right' | 'bottom' | 'center';
  slots: Slot[];
}

export interface Palette {
  /** Panel background. */
  panel: string;
  /** Accent bar and headings. */
  accent: string;
  /** Text on the panel. */
  text: string;
  /** Secondary text on the panel. */
  muted: string;
}

/** The shapes a render comes in: the delivery (16:9) and the social variants. */
export type Aspect = '16:9' | '9:16' | '1:1';

/**
 * How a template lays a chapter out at one aspect ratio: the canvas, the safe area no panel crosses (insets from each
 * edge: social apps draw their buttons and captions over the top and bottom of a 9:16 video), the side panels' width,
 * a text scale, and where each chapter's panel goes at this aspect (index = chapter - 1; the chapter's own when absent).
 * The photo is framed for the canvas (cropped from the source photo, with the chapter's Ken Burns motion), never cut out
 * of the 16:9 video.
 */
export interface Layout {
  width: number;
  height: number;
  safe: { top: number; right: number; bottom: number; left: number };
  panelWidth: number;
  scale: number;
  panels?: Chapter['panel'][];
}

/**
 * The delivery's layout when a template gives none (the 16:9 of templates/chapters.ts). Here, not in layers.ts, so the
 * render process (engine.ts) never loads sharp: only its picture process draws (~25 MB of libvips less per render).
 */
export const DEFAULT_LAYOUT: Layout = {
  width: 1280,
  height: 720,
  safe: { top: 56, right: 56, bottom: 56, left: 56 },
  panelWidth: 580,
  scale: 1,
};

export interface VideoTemplate {
  templateId: number;
  templateName: string;
  isDefault: boolean;
  /** Total length in seconds; the last chapter ends here. */
  duration: number;
  palette: Palette;
  /** Seconds of cross-fade at the start of each chapter after the first. */
  transition: number;
  chapters: Chapter[];
  /** The layout per aspect ratio (16:9 is the delivery; 9:16 and 1:1 are the social variants). */
  layouts: Record<Aspect, Layout>;
}

/** One field of a chapter's form as the spec's formData carries it. */
export interface FormItem {
  label: string;
  attributeValue: string;
  value: string;
}

/** The form of a whole video: one list per chapter, index 0 for chapter 1. */
export type FormData = FormItem[][];

export const chapterEnd = (t: VideoTemplate, i: number) => t.chapters[i + 1]?.start ?? t.duration;
