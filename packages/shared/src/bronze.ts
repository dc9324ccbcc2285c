// The Bronze chapter builder's shared rules (part B §2.3, §3, §4 "Bronze builder", §5 "Template editor text fields"
// and "Bronze builder", §9): the form items a chapter is built from, the form keys, the messages, and the one
// validation the web form and the server's draftBronzeSegments both run.
import { ROLES, type Role } from './roles.js';

/** DECISIONS.md part B: 6 chapters; chapters 3, 4 and 5 need the boundary image for USER, PM, ADMIN and QC. */
export const BRONZE_CHAPTERS = 6;
export const BRONZE_BOUNDARY_CHAPTERS = [3, 4, 5] as const;
export const BRONZE_PRICE = 30;
export const BRONZE_PLAN = 'BRONZE';
export const BRONZE_PACKAGE_TYPE = 'BRONZE';
export const BRONZE_TEXT_MAX = 15;
export const BRONZE_INSTRUCTION_MAX = 300;
export const BRONZE_HEADING_DEFAULT = 'Property Details';
/** Chapter image kinds (part B §9). */
export const BRONZE_IMAGE_KINDS = ['LOGO', 'QR_CODE', 'IMAGE', 'PROPERTY_BOUNDARY'] as const;
export type BronzeImageKind = (typeof BRONZE_IMAGE_KINDS)[number];
export const bronzeChapterName = (n: number) => `Chapter_${n}`;

/**
 * Texts exempt from the 15-character limit (part B §5): property name, property address, heading 1; and the broker's
 * office address on the contact chapter, an address like the property's (docs/adr/0022-bronze.md).
 */
export const BRONZE_LONG_TEXT = ['ASSET_NAME', 'ASSET_ADDRESS', 'HEADING_1', 'BROKER_OFFICE_FULL_ADDRESS'] as const;
export const INSTRUCTION_FOR_EDITOR = 'INSTRUCTION_FOR_EDITOR';

export const BRONZE_MESSAGES = {
  showing: (n: number, total: number) => `Showing settings for - Chapter ${n} of ${total}`,
  noFields: 'No fields available in this chapter.',
  noChapters: 'No chapters exist for provided asset.',
  unableToLoad: 'Unable to load image.',
  boundaryPrompt: 'Do you want to proceed without property boundary image ?',
  max15: 'Maximum 15 characters allowed',
  valueRequired: 'Custom Value is required, if Custom Heading is provided',
  headingRequired: 'Custom Heading is required, if Custom Value is provided',
  labelRequired: 'Label is required',
  instructionTooLong: '*character limit is exceeded.',
  rendering: 'This video is rendering.',
  renderingWhere: 'The video will be under the Production/Approvals task section.',
  orderSent: 'Your order summary has been sent to your email.',
  junkFolder: 'Please check your junk folder to assure email receipt.',
  gotIt: 'Okay, Got it',
  cancelCustomer: (name: string) => `The order for ${name} will get saved to pending orders, with chapter details you have saved till now.`,
  cancelEditor: (name: string) => `Your work for saved chapters for order ${name} has been saved.`,
  notBronze: 'This project is not on the Bronze plan.',
  renderRunning: 'Video rendering is under-progress, Once completed you will be notified.',
  renderNotYours: 'Only the editor renders a Bronze video before its review; a text change renders it again.',
  chaptersMissing: (n: number[]) => `Save chapter${n.length > 1 ? 's' : ''} ${n.join(', ')} first.`,
  alreadyOrdered: 'This Bronze video has already been checked out.',
  imagesDeleted: 'File Deleted successfully!!',
  tasksStarted: 'Bronze tasks started.',
  pictureNotAllowed: (kind: string, chapter: string) => `A ${kind} picture cannot be added to ${chapter} by your role.`,
} as const;

export const BRONZE_FIELD_TYPES = ['text', 'checkbox', 'select', 'textarea', 'multiple'] as const;
export type BronzeFieldType = (typeof BRONZE_FIELD_TYPES)[number];

/** A template form item (part B §3). `children` are the items a 'multiple' field groups. */
export interface BronzeFormItem {
  attributeValue: string;
  fieldType: BronzeFieldType;
  label: string;
  value: string;
  placeholder?: string | null;
  options?: string[] | null;
  children?: BronzeFormItem[] | null;
  /** Drawn in the video: the CHECKBOX_{attr} key holds it. */
  isMarkedForTemplate: boolean;
  /** Its label may be changed: the LABEL_{attr} key holds it. */
  isEditable: boolean;
  isVisible: boolean;
  fieldDisable: boolean;
}

/** The flat form of one chapter: {attr}, CHECKBOX_{attr}, LABEL_{attr} → value ('true'/'false' for checkboxes). */
export type BronzeFormValues = Record<string, string>;
export const checkboxKey = (attr: string) => `CHECKBOX_${attr}`;
export const labelKey = (attr: string) => `LABEL_${attr}`;

/** Every value-bearing item of a chapter, children of 'multiple' fields included. */
export function flatItems(items: readonly BronzeFormItem[]): BronzeFormItem[] {
  return items.flatMap((i) => (i.fieldType === 'multiple' && i.children?.length ? i.children : [i]));
}

/** The form values a chapter opens with. */
export function initialValues(items: readonly BronzeFormItem[]): BronzeFormValues {
  const out: BronzeFormValues = {};
  for (const i of flatItems(items)) {
    out[i.attributeValue] = i.value ?? '';
    out[checkboxKey(i.attributeValue)] = String(i.isMarkedForTemplate);
    if (i.isEditable) out[labelKey(i.attributeValue)] = i.label;
  }
  return out;
}

/** Editors may not touch the editor's instructions nor its checkbox (part B §5, §6). */
export const lockedFor = (role: Role | string | null | undefined, attr: string) =>
  role === ROLES.VMS_EDITOR && attr === INSTRUCTION_FOR_EDITOR;

/** The custom heading ↔ value pairs: CUSTOM_HEADING_n with CUSTOM_VALUE_n. */
function pairOf(attr: string): string | null {
  const m = /^CUSTOM_(HEADING|VALUE)_(\d+)$/.exec(attr);
  if (!m) return null;
  return `CUSTOM_${m[1] === 'HEADING' ? 'VALUE' : 'HEADING'}_${m[2]}`;
}

/**
 * The chapter's errors by form key (part B §5): texts trimmed, at most 15 characters except property name, address
 * and heading 1; the editor's instructions at most 300; an editable field needs its label (at most 15); a custom
 * heading and its value come together. Fields not marked for the video are not checked.
 */
export function bronzeChapterErrors(items: readonly BronzeFormItem[], values: BronzeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const all = flatItems(items);
  const byAttr = new Set(all.map((i) => i.attributeValue));
  const val = (attr: string) => (values[attr] ?? '').trim();
  const marked = (attr: string) => values[checkboxKey(attr)] !== 'false';
  for (const item of all) {
    const attr = item.attributeValue;
    if (!item.isVisible || item.fieldDisable || item.fieldType === 'checkbox') continue;
    const v = val(attr);
    if (attr === INSTRUCTION_FOR_EDITOR) {
      if ((values[attr] ?? '').length > BRONZE_INSTRUCTION_MAX) errors[attr] = BRONZE_MESSAGES.instructionTooLong;
      continue;
    }
    if (!marked(attr)) continue;
    const limit = (BRONZE_LONG_TEXT as readonly string[]).includes(attr) ? null : BRONZE_TEXT_MAX;
    if (item.fieldType !== 'multiple' && limit && v.length > limit) errors[attr] = BRONZE_MESSAGES.max15;
    if (item.fieldType === 'multiple' && limit && v.split(',').some((part) => part.trim().length > limit))
      errors[attr] = BRONZE_MESSAGES.max15;
    if (item.isEditable) {
      const label = val(labelKey(attr));
      if (!label) errors[labelKey(attr)] = BRONZE_MESSAGES.labelRequired;
      else if (label.length > BRONZE_TEXT_MAX) errors[labelKey(attr)] = BRONZE_MESSAGES.max15;
    }
    const pair = pairOf(attr);
    if (pair && byAttr.has(pair) && marked(pair) && !errors[attr]) {
      const other = val(pair);
      if (!v && other) errors[attr] = attr.includes('HEADING') ? BRONZE_MESSAGES.headingRequired : BRONZE_MESSAGES.valueRequired;
    }
  }
  return errors;
}

/** Who sees which picture control (part B §2.3, §6). */
export const BRONZE_BOUNDARY_ROLES: readonly Role[] = [ROLES.USER, ROLES.VMS_PM, ROLES.ADMIN, ROLES.VMS_QC];
export const mayUploadBrandImages = (role: Role | string | null | undefined) => role !== ROLES.USER;
export const needsBoundary = (chapter: number) => (BRONZE_BOUNDARY_CHAPTERS as readonly number[]).includes(chapter);
/**
 * Whether a role may add a picture of this kind to chapter n: the logo and the chapter image not for USER, the
 * boundary for USER, PM, ADMIN and QC on chapters 3 to 5 only. The builder shows the controls by it; the API refuses
 * the rest.
 */
export function mayAddBronzePicture(role: Role | string, kind: string, chapter: number): boolean {
  if (kind === 'LOGO' || kind === 'IMAGE') return mayUploadBrandImages(role);
  if (kind === 'PROPERTY_BOUNDARY') return needsBoundary(chapter) && (BRONZE_BOUNDARY_ROLES as readonly string[]).includes(role);
  return true;
}
