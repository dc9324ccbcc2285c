// The pilot portal, invitations and notes (part B §2.6, §3, §4, §5, §7 "Pilot portal"): the texts, the option lists
// and the inputs the server's resolvers and the web forms both validate with.
import { z } from 'zod';
import { boundedText, TEXT_LIMITS } from './common.js';

/** Shot folder types (part B §3, §9; DECISIONS.md part B). */
export const SHOT_FOLDER_TYPES = ['Video', 'Image', 'Custom', 'Sales'] as const;
export type ShotFolderType = (typeof SHOT_FOLDER_TYPES)[number];
/**
 * The deal's customer-provided-docs folders every project starts with: its 'Sales' shot folders, below Project Inputs
 * (part B §2.7 attachments; docs/adr/0015-deals.md). QA and QC post and delete there too (part B §6).
 */
export const SALES_FOLDER_TITLES = ['Customer-Provided Docs', 'Site Plans'] as const;
/** The shot list's status sort (part B §2.6). */
export const SHOT_STATUS_FILTERS = ['All', 'NOT_STARTED', 'NOT_COMPLETED', 'COMPLETED'] as const;
export type ShotStatusFilter = (typeof SHOT_STATUS_FILTERS)[number];
/** The pilot's project list: limit 1000, offset 0 (part B §9). */
export const PILOT_PROJECT_LIMIT = 1000;
/** Minimum counts of the shot list's headings (part B §2.6), used by the coverage figure. */
export const MIN_VIDEO_SHOTS = 16;
export const MIN_PHOTOS = 25;
/** Reschedule slots: hourly 09:00 … 16:00, a date from today to one month ahead (DECISIONS.md (16)). */
export const RESCHEDULE_TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] as const;
/** Invite status values (DECISIONS.md). */
export const INVITE_STATUSES = ['ACCEPTED', 'DECLINED'] as const;
export const INVITE_FLAGS = ['PILOT', 'EDITOR'] as const;
/** Registration links expire after 7 days (DECISIONS.md part B). */
export const INVITE_LINK_DAYS = 7;
/** Option lists (DECISIONS.md part B). */
export const COVERAGE_AREAS = ['25', '50', '75', '100', '200'] as const;
export const DRONE_PLATFORMS = ['Phantom', 'Mavic', 'Inspire', 'Autel', 'DJI Air 2S', 'Other'] as const;
export const CAMERAS = ['12 MP', '14 MP', '20 MP', '30 MP', '48 MP'] as const;

export const PILOT_MESSAGES = {
  videoHeading: 'Aerial Footage (Minimum 16 Video Shots) - Platinum Only',
  imageHeading: 'Aerial Photos (25 Minimum) - Platinum & Gold',
  customTab: 'Custom Shots / B-Roll',
  customFolder: 'Custom Shots OR B Roll',
  noProjectsTitle: "Hi, It seems you haven't been assigned any project.",
  noProjects: 'No Projects Assigned',
  noGoogleLink: 'Google link do not exists.',
  noB4uLink: 'B4UFLY link not available',
  markCompleteConfirm: 'Do you really want to change the mark complete status.',
  markCompleted: 'Mark complete status updated.',
  customShotAdded: 'Custom shot added.',
  rescheduled: 'Flight rescheduled.',
  accepted: 'Project accepted.',
  declined: 'Project declined.',
  noteAdded: 'Note added successfully.',
  noNotes: 'No notes available',
  noAdditionalNotes: 'No additional notes available',
  shotMissing: 'Requested shot does not exist.',
  notAccepted: 'Accept the project first.',
  notUploaded: 'Upload an asset to this shot first.',
  alreadyCompleted: 'This shot is already marked complete.',
  alreadyAnswered: 'This invitation has already been answered.',
  noInvitation: 'No invitation is waiting for you on this project.',
  invited: 'Invitation sent.',
  fileDeleteConfirmTitle: 'Are you sure?',
  fileDeleteConfirm: 'Do you really want to delete this file.',
  profileCreated: 'Profile created successfully!',
  profileUpdated: 'Profile updated successfully!',
} as const;

/** Field messages (part B §5). */
export const PILOT_FIELD_MESSAGES = {
  required: 'Required',
  whiteSpace: 'White space not allowed as a character',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  rescheduleDate: 'Reschedule date is required',
  rescheduleTime: 'Reschedule time is required',
  rescheduleWindow: 'Choose a date from today to one month ahead.',
  rescheduleSlot: 'Choose an hourly time from 09:00 to 16:00.',
  inviteName: 'Name is required.',
  inviteEmail: 'Email id is required.',
  inviteEmailInvalid: 'Invalid email',
  folderType: 'folderTypes must be Video, Image, Custom or Sales',
  status: 'status must be All, NOT_STARTED, NOT_COMPLETED or COMPLETED',
  id: 'id must be an id',
  noteTarget: 'Send a projectId or a folderId',
  orderBy: 'orderBy must be ASC or DESC',
  inviteStatus: 'status must be ACCEPTED or DECLINED',
  inviteFlag: 'flag must be PILOT or EDITOR',
  editorId: 'editorId is required with flag EDITOR',
  role: 'role must be vms-pilot or vms-editor',
  dueDate: 'dueDate must be a UTC date-time',
} as const;
const F = PILOT_FIELD_MESSAGES;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const shotIdSchema = z.string().regex(UUID, F.id);
const projectRef = z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(TEXT_LIMITS.code));

/** Text that must hold something besides spaces, trimmed: 'Required' / 'White space not allowed as a character'. */
export const noteTextSchema = z
  .string({ error: F.required })
  .min(1, F.required)
  .refine((s) => s.trim().length > 0, F.whiteSpace)
  .transform((s) => s.trim())
  .pipe(boundedText(5000));

export const pilotProjectListingSchema = z.object({
  limit: z.number().int().min(1).max(PILOT_PROJECT_LIMIT).default(PILOT_PROJECT_LIMIT),
  offset: z.number().int().min(0).default(0),
});

export const pilotAssetFoldersListingSchema = z.object({
  projectId: projectRef,
  folderTypes: z.enum(SHOT_FOLDER_TYPES, F.folderType).optional(),
  isMarkedCompleted: z.boolean().optional(),
  status: z.enum(SHOT_STATUS_FILTERS, F.status).default('All'),
});

export const pilotMarkCompletedSchema = z.object({
  folderId: shotIdSchema,
  projectId: projectRef,
  isMarkedCompleted: z.boolean(),
});

/** The custom-shot form and call: 'Title is required', 'Description is required'; both trimmed, non-blank. */
export const customShotFormSchema = z.object({
  title: z.string().trim().min(1, F.titleRequired).pipe(boundedText(120)),
  description: z.string().trim().min(1, F.descriptionRequired).pipe(boundedText(5000)),
});
export const pilotCustomFoldersSchema = customShotFormSchema.extend({
  folderTypes: z.literal('Custom', F.folderType).default('Custom'),
  projectId: projectRef,
});

/** Local calendar day as YYYY-MM-DD. */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The last day a flight may be moved to: one month from today. */
export function rescheduleLastDay(today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() + 1, today.getDate());
  return localDay(d);
}

/** The reschedule form: a date from today to one month ahead, an hourly slot. */
export const rescheduleFormSchema = (today = new Date()) =>
  z
    .object({
      rescheduleDate: z.string({ error: F.rescheduleDate }).min(1, F.rescheduleDate),
      rescheduleTime: z.string({ error: F.rescheduleTime }).min(1, F.rescheduleTime),
    })
    .superRefine((v, ctx) => {
      if (v.rescheduleDate && (v.rescheduleDate < localDay(today) || v.rescheduleDate > rescheduleLastDay(today)))
        ctx.addIssue({ code: 'custom', path: ['rescheduleDate'], message: F.rescheduleWindow });
      if (v.rescheduleTime && !(RESCHEDULE_TIMES as readonly string[]).includes(v.rescheduleTime))
        ctx.addIssue({ code: 'custom', path: ['rescheduleTime'], message: F.rescheduleSlot });
    });

/** The call: dueDate a UTC date-time (ISO 8601), within today − 1 day … one month + 1 day (time zones either side). */
export const pilotFlightRescheduledSchema = z.object({
  projectId: projectRef,
  dueDate: z.iso.datetime({ message: F.dueDate }),
  isScheduled: z.boolean().default(false),
});

export const addNotesSchema = z.object({
  projectId: projectRef,
  noteText: noteTextSchema,
  folderId: shotIdSchema.nullish(),
  notesFrom: boundedText(TEXT_LIMITS.email).nullish(),
  notesTo: boundedText(TEXT_LIMITS.email).nullish(),
  notesUserRole: boundedText(TEXT_LIMITS.code).nullish(),
  defaultFolderFlag: z.boolean().nullish(),
});
/** The note form of a shot or of the project. */
export const noteFormSchema = z.object({ noteText: noteTextSchema });

export const listNotesSchema = z
  .object({
    projectId: projectRef.optional(),
    folderId: shotIdSchema.optional(),
    orderBy: z.enum(['ASC', 'DESC'], F.orderBy).default('DESC'),
  })
  .refine((v) => v.projectId !== undefined || v.folderId !== undefined, F.noteTarget);

export const projectAcceptedSchema = z
  .object({
    projectId: projectRef,
    status: z.enum(INVITE_STATUSES, F.inviteStatus),
    flag: z.enum(INVITE_FLAGS, F.inviteFlag),
    editorId: z.string().regex(UUID, F.id).nullish(),
  })
  .refine((v) => v.flag !== 'EDITOR' || !!v.editorId, { message: F.editorId, path: ['editorId'] });

/** The PM's "Invite pilot" form (part B §5 "Pilot invite"): email trimmed and lowercased, company optional. */
export const pilotInviteFormSchema = z.object({
  firstName: z.string().trim().min(1, F.inviteName).pipe(boundedText(TEXT_LIMITS.name)),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, F.inviteEmail)
    .pipe(z.email(F.inviteEmailInvalid).max(TEXT_LIMITS.email, F.inviteEmailInvalid)),
  companyName: z.string().trim().pipe(boundedText(200)).optional().default(''),
});

const usDate = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/;
/** userInvite(email, role, projectId, …): the pilot invite's rules, and for an editor the external-editor invite's. */
export const userInviteSchema = pilotInviteFormSchema.extend({
  role: z.enum(['vms-pilot', 'vms-editor'], F.role),
  projectId: projectRef,
  googleLink: boundedText(TEXT_LIMITS.url).nullish(),
  projectStartDate: z.string().regex(usDate, 'Project start date is required').nullish(),
  projectCompleteDate: z.string().regex(usDate, 'Project complete date is required').nullish(),
  projectEditorBudget: z.number().min(0).max(1_000_000_000).nullish(),
  projectNotes: boundedText(5000).nullish(),
  requiredSkills: z.array(boundedText(TEXT_LIMITS.code)).max(20).nullish(),
});
export type UserInviteInput = z.infer<typeof userInviteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The pilot's three-step profile (part B §3 "Pilot profile", §4 "Pilot wizard", §5 "Profiles"): registration (with
// the password) and edit (without it) differ only in a few messages.

const ZIP = /^\d{5}(-\d{4})?$/;
/** Optional country prefix, then 10 digits with optional separators. */
const PHONE = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
const realDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export const PROFILE_MESSAGES = {
  name: 'Name is required.',
  address: 'Address is required',
  state: 'State is required',
  city: 'City is required',
  zip: 'Zip is required',
  zipInvalid: 'ZIP Code is not valid',
  phone: 'Phone is Required',
  officePhone: 'Office Phone is Required',
  phoneInvalid: 'Phone number is not valid',
  required: 'Required',
  password: 'Please enter password',
  passwordFormat: 'Incorrect format',
  confirm: 'Confirm Password is required',
  match: 'Passwords must match',
  faaRegistration: 'FAA license number required',
  faaEdit: 'FAA License number is required',
  dateInvalid: 'Date is not valid.',
  faaDateRegistration: 'Date is required',
  faaDateEdit: 'FAA expire date is required',
  insuranceRegistration: 'Insurance Policy number required',
  insuranceEdit: 'Insurance policy number is required',
  insuranceDate: 'Date is required',
  linkExpired: 'This link is already expired. Please contact vidTech team to provide a new registration link.',
} as const;
const P = PROFILE_MESSAGES;

const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).pipe(boundedText(max));
const date = (required: string) => z.string({ error: required }).trim().min(1, required).refine(realDate, P.dateInvalid);

const step1Base = z.object({
  firstName: text(P.name, TEXT_LIMITS.name),
  companyName: z.string().trim().pipe(boundedText(200)).optional().default(''),
  phone: z.string({ error: P.phone }).trim().min(1, P.phone).regex(PHONE, P.phoneInvalid),
  address: text(P.address),
  city: text(P.city, 100),
  state: text(P.state, 100),
  zip: z.string({ error: P.zip }).trim().min(1, P.zip).regex(ZIP, P.zipInvalid),
  coverageArea: z.enum(COVERAGE_AREAS, P.required),
});
export const pilotProfileStep1 = (mode: 'registration' | 'edit') =>
  mode === 'edit'
    ? step1Base
    : step1Base
        .extend({
          password: z
            .string({ error: P.password })
            .min(1, P.password)
            .max(TEXT_LIMITS.password, P.passwordFormat)
            .regex(STRONG, P.passwordFormat),
          confirmPassword: z.string({ error: P.confirm }).min(1, P.confirm),
        })
        .refine((v) => v.password === v.confirmPassword, { message: P.match, path: ['confirmPassword'] });

export const pilotProfileStep2 = (mode: 'registration' | 'edit') =>
  z.object({
    faaLicenseNumber: text(mode === 'edit' ? P.faaEdit : P.faaRegistration, 64),
    faaExpireDate: date(mode === 'edit' ? P.faaDateEdit : P.faaDateRegistration),
    insurancePolicyNumber: text(mode === 'edit' ? P.insuranceEdit : P.insuranceRegistration, 64),
    insuranceExpireDate: date(P.insuranceDate),
  });

export const pilotProfileStep3 = z.object({
  dronePlatform: z.enum(DRONE_PLATFORMS, P.required),
  camera: z.enum(CAMERAS, P.required),
  offerInteriorDronePhotos: z.boolean().default(false),
  offerProfessionalInteriorDronePhotos: z.boolean().default(false),
  offerMatterPortOrOtherTours: z.boolean().default(false),
  offerThermalDrone: z.boolean().default(false),
});

/** The whole profile as the server takes it (confirmPassword stays on the page). */
export const pilotProfileInputSchema = (mode: 'registration' | 'edit') =>
  z.object({
    ...step1Base.shape,
    ...pilotProfileStep2(mode).shape,
    ...pilotProfileStep3.shape,
    isProfileUpdated: z.boolean().default(true),
    password:
      mode === 'registration'
        ? z.string({ error: P.password }).min(1, P.password).max(TEXT_LIMITS.password, P.passwordFormat).regex(STRONG, P.passwordFormat)
        : z.undefined().optional(),
  });
export type PilotProfileInput = z.infer<ReturnType<typeof pilotProfileInputSchema>>;
