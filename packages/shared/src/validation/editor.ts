// The editor portal's inputs (part B §2.5, §3 "Editor profile", §4 "editor wizard", §5 "Editor registration" and
// "Profiles", §7): the registration from the invite link, the two-step profile wizard, the project list's tabs.
// Shared by the server's resolvers and the web forms (docs/adr/0020-editor-portal.md).
import { z } from 'zod';
import { EDITOR_SKILLS } from './pm.js';
import { PROFILE_MESSAGES as P } from './pilot.js';
import { GRAPHQL_STRING_MAX, TEXT_LIMITS, boundedText } from './common.js';
import { STRONG_PASSWORD } from './auth.js';

/** getUserDetails(userId): an account's id. */
export const userDetailsSchema = z.object({
  userId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'userId must be a user id'),
});

export const EDITOR_MESSAGES = {
  registrationName: 'Name is required.',
  registrationEmail: 'Email Address is required.',
  registrationEmailInvalid: 'Invalid Email Address',
  password: 'Password is required',
  passwordFormat: 'Incorrect format',
  confirm: 'Confirm Password is required',
  match: 'Passwords must match',
  registered: 'Registered Successfully!!.',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  country: 'Country is required',
  timeZone: 'Time zone is required',
  skills: 'Select at least one skill',
  availableFrom: 'Available from date is required',
  profileCreated: 'Profile created successfully!',
  profileUpdated: 'Profile updated successfully!',
  noRequirement: 'Currently, no project requirement to show.',
  timelinePlaceholder: 'Timeline will appear here',
  photo: 'The photo must be a JPEG, PNG or WebP image.',
} as const;
const M = EDITOR_MESSAGES;
/** The avatar stays small (the wizard shrinks it to a 128 px JPEG, about 6 kB): within the GraphQL string limit. */
export const PHOTO_MAX_CHARS = GRAPHQL_STRING_MAX;

/** The editor list's tabs (part B §2.5 "Listing tabs map to statuses"); NEW INVITE is the default. */
export const EDITOR_TABS = [
  { status: 'NEW_INVITE', label: 'NEW INVITE' },
  { status: 'ACTIVE', label: 'ACTIVE' },
  { status: 'COMPLETED', label: 'COMPLETED' },
] as const;
export type EditorTabStatus = (typeof EDITOR_TABS)[number]['status'];

/** Countries offered in the profile (the studio works in North America). */
export const EDITOR_COUNTRIES = ['United States', 'Canada', 'Mexico'] as const;
/** Time zones offered in the profile (IANA names). */
export const EDITOR_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
] as const;

const ZIP = /^\d{5}(-\d{4})?$/;
/** Optional country prefix, then 10 digits with optional separators (part B §5 "Profiles"). */
const PHONE = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).pipe(boundedText(max));
const optionalText = (max = 200) => z.string().trim().pipe(boundedText(max)).optional().default('');
const phone = (required: string) => z.string({ error: required }).trim().min(1, required).regex(PHONE, P.phoneInvalid);

/** Registration from the invite link (part B §5 "Editor registration"): e-mail trimmed and lowercased. */
export const editorRegistrationFormSchema = z
  .object({
    name: text(M.registrationName, TEXT_LIMITS.name),
    email: z
      .string({ error: M.registrationEmail })
      .trim()
      .min(1, M.registrationEmail)
      .max(TEXT_LIMITS.email, M.registrationEmailInvalid)
      .email(M.registrationEmailInvalid)
      .transform((e) => e.toLowerCase()),
    password: z
      .string({ error: M.password })
      .min(1, M.password)
      .max(TEXT_LIMITS.password, M.passwordFormat)
      .regex(STRONG_PASSWORD, M.passwordFormat),
    confirmPassword: z.string({ error: M.confirm }).min(1, M.confirm),
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.match, path: ['confirmPassword'] });
export type EditorRegistrationForm = z.input<typeof editorRegistrationFormSchema>;

/** What updateProfile takes for the registration (part B §7 "Editor registration": firstName and password). */
export const editorRegistrationInputSchema = z.object({
  firstName: text(M.registrationName, TEXT_LIMITS.name),
  password: z
    .string({ error: M.password })
    .min(1, M.password)
    .max(TEXT_LIMITS.password, M.passwordFormat)
    .regex(STRONG_PASSWORD, M.passwordFormat),
});

/** Wizard step 1: general details (part B §3 "Editor profile", §5 "Profiles"). */
export const editorProfileStep1 = z.object({
  /** A small avatar as a data URL (the wizard shrinks it to a 128 px JPEG) or an https address. */
  photo: z
    .string()
    .trim()
    .max(PHOTO_MAX_CHARS, M.photo)
    .refine((v) => v === '' || /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/.test(v) || /^https:\/\/\S+$/.test(v), M.photo)
    .optional()
    .default(''),
  firstName: text(M.firstName, TEXT_LIMITS.name),
  lastName: text(M.lastName, TEXT_LIMITS.name),
  phone: phone(P.phone),
  officePhone: phone(P.officePhone),
  address: text(P.address),
  city: text(P.city, 100),
  state: text(P.state, 100),
  zip: z.string({ error: P.zip }).trim().min(1, P.zip).regex(ZIP, P.zipInvalid),
  country: text(M.country, 100),
  timeZone: text(M.timeZone, 64),
  paymentVendorName: optionalText(),
  editorVendorId: optionalText(64),
});

/** Wizard step 2: skills, each on (1) or off (0) in EDITOR_SKILLS order, and the first free day. */
export const editorProfileStep2 = z.object({
  editorSkillsRatings: z
    .array(z.union([z.literal(0), z.literal(1)]))
    .length(EDITOR_SKILLS.length, M.skills)
    .refine((r) => r.some((x) => x === 1), M.skills),
  availableFrom: z
    .string({ error: M.availableFrom })
    .trim()
    .regex(ISO_DAY, M.availableFrom)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), P.dateInvalid),
});

/** The whole profile as updateProfile(role vms-editor, …) takes it. */
export const editorProfileInputSchema = editorProfileStep1.extend(editorProfileStep2.shape);
export type EditorProfileInput = z.infer<typeof editorProfileInputSchema>;

/** The skill names switched on. */
export const skillsOf = (ratings: readonly number[]) => EDITOR_SKILLS.filter((_, i) => ratings[i] === 1);
/** The on/off list of EDITOR_SKILLS from the skill names. */
export const ratingsOf = (skills: readonly string[]) => EDITOR_SKILLS.map((s) => (skills.includes(s) ? 1 : 0) as 0 | 1);
