// The editor wizard's form values and their checks (part B §4 "editor wizard", §5 "Profiles"): the same zod schemas
// the server runs on updateProfile, one per step.
import { EDITOR_SKILLS, editorProfileStep1, editorProfileStep2 } from '@vms/shared';
import type { EditorUserDetailsQuery } from '../../gql/graphql';

export interface EditorProfileValues {
  photo: string;
  firstName: string;
  lastName: string;
  phone: string;
  officePhone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  timeZone: string;
  paymentVendorName: string;
  editorVendorId: string;
  /** 1 on, 0 off, one per skill in EDITOR_SKILLS order. */
  editorSkillsRatings: number[];
  availableFrom: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The form from the stored details (empty fields for a new editor; today as the first free day). */
export function profileValues(u: EditorUserDetailsQuery['getUserDetails'] | null | undefined): EditorProfileValues {
  const s = (v: string | null | undefined) => v ?? '';
  return {
    photo: s(u?.photo),
    firstName: s(u?.firstName),
    lastName: s(u?.lastName),
    phone: s(u?.phone),
    officePhone: s(u?.officePhone),
    address: s(u?.address),
    city: s(u?.city),
    state: s(u?.state),
    zip: s(u?.zip),
    country: s(u?.country) || 'United States',
    timeZone: s(u?.timeZone),
    paymentVendorName: s(u?.paymentVendorName),
    editorVendorId: s(u?.editorVendorId),
    editorSkillsRatings: u?.editorSkillsRatings?.length === EDITOR_SKILLS.length ? [...u.editorSkillsRatings] : EDITOR_SKILLS.map(() => 0),
    availableFrom: s(u?.availableFrom) || today(),
  };
}

/** The first message of each field that fails the step's rules; empty when the step may go on. */
export function stepErrors(step: 0 | 1, values: EditorProfileValues): Record<string, string> {
  const r = (step === 0 ? editorProfileStep1 : editorProfileStep2).safeParse(values);
  const out: Record<string, string> = {};
  if (!r.success) for (const issue of r.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

/** A picked image as a small square JPEG data URL (128 px), so the avatar fits the profile without a file store. */
export async function shrinkPhoto(file: File, size = 128): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const side = Math.min(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', 0.82);
}
