// Inputs of the PM portal's operations (part B §2.4, §3, §5, §7 "PM and editor portals"), shared by the server's
// resolvers and the web forms: the links, the editor search and the PM's feedback on an editor.
import { z } from 'zod';
import { PAGE_SIZE, PLAN_NAMES } from '../constants.js';
import { TEXT_LIMITS, boundedText } from './common.js';
import { projectIdSchema } from './management.js';

/** Editor skills (DECISIONS.md part B). */
export const EDITOR_SKILLS = ['Basic Models', 'Photorealistic Models', 'Premium Plus', 'Premium', 'Standard', 'Vidspection'] as const;
export type EditorSkill = (typeof EDITOR_SKILLS)[number];

/** The editor search's availability values (part B §3 "Editor search") and their labels (§9). */
export const EDITOR_AVAILABILITY = ['Immediate', 'nextThreeDays', 'custom'] as const;
export type EditorAvailability = (typeof EDITOR_AVAILABILITY)[number];
export const EDITOR_AVAILABILITY_LABELS: Record<EditorAvailability, string> = {
  Immediate: 'Immediate',
  nextThreeDays: 'Next 3 days',
  custom: 'Custom',
};
/** The editorListing `flag`: every matching editor, or only the recommended ones. */
export const EDITOR_LISTING_FLAGS = ['ALL', 'RECOMMENDED'] as const;

/** The two links a PM edits (part B §7 updateProjectRelatedLinks). */
export const PROJECT_LINK_FIELDS = ['crexiLink', 'b4uLink'] as const;
export type ProjectLinkField = (typeof PROJECT_LINK_FIELDS)[number];

/** Time badges of the PM's feedback on an editor (spec-silent values, docs/adr/0017-pm-portal.md). */
export const TIME_BADGES = ['Early', 'On Time', 'Late'] as const;
/** Stars of each feedback question (part B §9: 1 to 4). */
export const FEEDBACK_STARS_MAX = 4;

export const PM_MESSAGES = {
  wrongUrl: 'Enter correct url!',
  crexiRequired: 'Crexi link address is required',
  b4uRequired: 'B4UFLY link address is required',
  b4uMissing: 'B4UFLY link not available',
  linkUpdated: 'Link updated successfully.',
  selectSkill: 'Select at least one skill',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before the start date',
  startBeforeToday: 'Start date cannot be before today',
  noQuotes: 'No Quotes Available',
  somethingWrong: 'Something went wrong!!',
  feedbackSaved: 'Feedback submitted successfully.',
  feedbackNotCompleted: 'Feedback can be given once the project is completed.',
  feedbackGiven: 'Feedback has already been given for this project.',
  noEditor: 'No editor worked on this project.',
  starsRequired: 'Rate each question from 1 to 4 stars',
  timeBadgeRequired: 'Choose a time badge',
  noEditors: 'No editors match this search.',
  noProjects: 'No Projects found!',
  markComplete: 'Do you really want to change the mark complete status.',
  noNotesYet: 'No notes available',
  /** part A §9 fallback for a person not assigned to the project. */
  notAssigned: 'Not Assigned',
  noPilotYet: 'No pilot has been invited yet or the pilot has not accepted the invite.',
  projectMissing: 'Requested project does not exist.',
  // part B §5 "External editor invite"
  inviteName: 'Name is required',
  inviteEmailRequired: 'Email address is required.',
  inviteEmailInvalid: 'Invalid email address',
  projectStartRequired: 'Project start date is required',
  projectCompleteRequired: 'Project complete date is required',
  projectStartBeforeToday: 'Project start date cannot be before today',
  projectStartAfterComplete: 'Project start date cannot be after the completion date',
  projectCompleteBeforeStart: 'Project complete date cannot be before the start date',
  budgetInvalid: 'Budget must be an amount of 0 or more',
} as const;

export const PM_INPUT_MESSAGES = {
  limit: 'limit must be a whole number from 1 to 100',
  offset: 'offset must be a whole number of 0 or more',
  plan: `projectPlan must be one of ${PLAN_NAMES.join(', ')}`,
  status: 'status must be ACTIVE, COMPLETED, ALL or NEW_INVITE',
  search: 'searchString must be at most 100 characters',
  field: 'field must be crexiLink or b4uLink',
  date: 'Enter a date as MM-DD-YYYY',
  availability: 'availability must be Immediate, nextThreeDays or custom',
  skill: `skills must be among ${EDITOR_SKILLS.join(', ')}`,
  flag: 'flag must be ALL or RECOMMENDED',
  comments: 'Comments must be at most 1000 characters',
} as const;
const M = PM_INPUT_MESSAGES;

const page = {
  limit: z.number().int().min(1, M.limit).max(100, M.limit).default(PAGE_SIZE),
  offset: z.number().int().min(0, M.offset).default(0),
};

/** getActiveProjectList: ACTIVE (default), COMPLETED or ALL; a plan filter; a name search. */
export const activeProjectListSchema = z.object({
  ...page,
  status: z.enum(['ACTIVE', 'COMPLETED', 'ALL', 'NEW_INVITE'], { message: M.status }).default('ACTIVE'),
  isEditorPortal: z.boolean().default(false),
  projectPlan: z.enum(PLAN_NAMES, { message: M.plan }).optional(),
  searchString: boundedText(100, M.search).trim().optional(),
});

export const searchProjectByNameSchema = z.object({
  ...page,
  isEditorPortal: z.boolean().default(false),
  searchString: boundedText(100, M.search).trim().default(''),
});

export const projectRefSchema = z.object({ projectId: projectIdSchema });
export const projectQuotesSchema = z.object({ projectId: projectIdSchema, dataSource: boundedText(TEXT_LIMITS.code).optional() });
/** listEditorProjects(editorId): an editor's account id. */
export const editorProjectsSchema = z.object({ editorId: z.string().regex(/^[0-9a-f-]{36}$/i, 'editorId must be an editor id') });

/** The listing site: https and the listing domain. */
export const CREXI_LINK_PATTERN = /^https:\/\/(www\.)?crexi\.com(\/\S*)?$/i;
/** The drone-airspace checker: its domain (B4UFLY, run by Aloft). */
export const B4U_LINK_PATTERN = /^https?:\/\/([\w-]+\.)*(b4ufly\.aloft\.ai|b4ufly\.com)(\/\S*)?$/i;

/** One link's form value: required with its own message, then its pattern ('Enter correct url!'). */
export const projectLinkValueSchema = (field: ProjectLinkField) =>
  boundedText(TEXT_LIMITS.url, PM_MESSAGES.wrongUrl)
    .trim()
    .min(1, field === 'crexiLink' ? PM_MESSAGES.crexiRequired : PM_MESSAGES.b4uRequired)
    .regex(field === 'crexiLink' ? CREXI_LINK_PATTERN : B4U_LINK_PATTERN, PM_MESSAGES.wrongUrl);

export const updateProjectLinksSchema = z
  .object({
    projectId: projectIdSchema,
    field: z.enum(PROJECT_LINK_FIELDS, { message: M.field }),
    value: z.string().default(''),
  })
  .transform((v, ctx) => {
    const parsed = projectLinkValueSchema(v.field).safeParse(v.value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: ['value'] });
      return z.NEVER;
    }
    return { ...v, value: parsed.data };
  });

/** MM-DD-YYYY → a UTC midnight Date, or null for anything else (including days the calendar lacks). */
export function parseUsDate(s: string): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const [mm, dd, yyyy] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(yyyy, mm - 1, dd));
  return d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd ? d : null;
}
/** A Date as MM-DD-YYYY (its UTC day). */
export function formatUsDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}-${d.getUTCFullYear()}`;
}
/** Today's day as a UTC midnight Date (the day of `now` in UTC). */
export const utcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * editorListing's search (part B §5 "Editor search"): at least one skill; Custom needs both dates, the end not before
 * the start and the start not before today. `today` is a parameter so the web and the server judge the same day.
 */
export const editorSearchSchema = (today: Date = new Date()) =>
  z
    .object({
      skills: z
        .array(z.enum(EDITOR_SKILLS, { message: M.skill }))
        .max(EDITOR_SKILLS.length)
        .default([]),
      availability: z.enum(EDITOR_AVAILABILITY, { message: M.availability }).default('Immediate'),
      customStartDate: boundedText(10, M.date).trim().optional(),
      customEndDate: boundedText(10, M.date).trim().optional(),
      flag: z.enum(EDITOR_LISTING_FLAGS, { message: M.flag }).default('ALL'),
      ...page,
    })
    .superRefine((v, ctx) => {
      if (!v.skills.length) ctx.addIssue({ code: 'custom', message: PM_MESSAGES.selectSkill, path: ['skills'] });
      if (v.availability !== 'custom') return;
      if (!v.customStartDate) ctx.addIssue({ code: 'custom', message: PM_MESSAGES.startRequired, path: ['customStartDate'] });
      if (!v.customEndDate) ctx.addIssue({ code: 'custom', message: PM_MESSAGES.endRequired, path: ['customEndDate'] });
      const start = v.customStartDate ? parseUsDate(v.customStartDate) : null;
      const end = v.customEndDate ? parseUsDate(v.customEndDate) : null;
      if (v.customStartDate && !start) ctx.addIssue({ code: 'custom', message: M.date, path: ['customStartDate'] });
      if (v.customEndDate && !end) ctx.addIssue({ code: 'custom', message: M.date, path: ['customEndDate'] });
      if (start && start < utcDay(today))
        ctx.addIssue({ code: 'custom', message: PM_MESSAGES.startBeforeToday, path: ['customStartDate'] });
      if (start && end && end < start) ctx.addIssue({ code: 'custom', message: PM_MESSAGES.endBeforeStart, path: ['customEndDate'] });
    });
export type EditorSearchInput = z.input<ReturnType<typeof editorSearchSchema>>;

const stars = z
  .number({ message: PM_MESSAGES.starsRequired })
  .int(PM_MESSAGES.starsRequired)
  .min(1, PM_MESSAGES.starsRequired)
  .max(FEEDBACK_STARS_MAX, PM_MESSAGES.starsRequired);

/** pmToEditorFeedback (part B §3 "Editor feedback"): three questions of 1–4 stars, a time badge, comments. */
export const pmFeedbackSchema = z.object({
  projectId: projectIdSchema,
  projectReviews: z.object({
    projectQualityReview: stars,
    projectFinishOnTimeReview: stars,
    easeOfCollabrationReview: stars,
  }),
  timeBadge: z.enum(TIME_BADGES, { message: PM_MESSAGES.timeBadgeRequired }),
  commentsOnEditor: boundedText(1000, M.comments).trim().default(''),
});
export type PmFeedbackInput = z.input<typeof pmFeedbackSchema>;

/**
 * The external editor invite form (part B §5 "External editor invite"), the same on the web form and in userInvite for
 * an editor: name and e-mail (trimmed, lowercased) required, both dates MM-DD-YYYY, the start not before today nor
 * after the completion; budget, notes and the skills asked for optional.
 */
export const editorInviteFormSchema = (today: Date = new Date()) =>
  z
    .object({
      firstName: z.string({ error: PM_MESSAGES.inviteName }).trim().min(1, PM_MESSAGES.inviteName).pipe(boundedText(TEXT_LIMITS.name)),
      email: z
        .string({ error: PM_MESSAGES.inviteEmailRequired })
        .trim()
        .toLowerCase()
        .min(1, PM_MESSAGES.inviteEmailRequired)
        .pipe(z.email(PM_MESSAGES.inviteEmailInvalid).max(TEXT_LIMITS.email, PM_MESSAGES.inviteEmailInvalid)),
      projectStartDate: z.string({ error: PM_MESSAGES.projectStartRequired }).trim().min(1, PM_MESSAGES.projectStartRequired),
      projectCompleteDate: z.string({ error: PM_MESSAGES.projectCompleteRequired }).trim().min(1, PM_MESSAGES.projectCompleteRequired),
      projectEditorBudget: z
        .number({ error: PM_MESSAGES.budgetInvalid })
        .min(0, PM_MESSAGES.budgetInvalid)
        .max(1_000_000_000, PM_MESSAGES.budgetInvalid)
        .nullish(),
      projectNotes: z.string().trim().pipe(boundedText(5000)).nullish(),
      requiredSkills: z
        .array(z.enum(EDITOR_SKILLS, { message: M.skill }))
        .max(EDITOR_SKILLS.length)
        .nullish(),
    })
    .superRefine((v, ctx) => {
      const start = parseUsDate(v.projectStartDate);
      const end = parseUsDate(v.projectCompleteDate);
      if (v.projectStartDate && !start) ctx.addIssue({ code: 'custom', message: M.date, path: ['projectStartDate'] });
      if (v.projectCompleteDate && !end) ctx.addIssue({ code: 'custom', message: M.date, path: ['projectCompleteDate'] });
      if (start && start < utcDay(today))
        ctx.addIssue({ code: 'custom', message: PM_MESSAGES.projectStartBeforeToday, path: ['projectStartDate'] });
      else if (start && end && start > end)
        ctx.addIssue({ code: 'custom', message: PM_MESSAGES.projectStartAfterComplete, path: ['projectStartDate'] });
      if (start && end && end < start)
        ctx.addIssue({ code: 'custom', message: PM_MESSAGES.projectCompleteBeforeStart, path: ['projectCompleteDate'] });
    });
export type EditorInviteFormInput = z.input<ReturnType<typeof editorInviteFormSchema>>;
