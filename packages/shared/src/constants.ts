export const APP_VERSION = '6.0.10';
/** Local-storage key of the auth record ({product}-token). */
export const TOKEN_KEY = 'vms-token';
/** A token this close to its exp is treated as expired (seconds). */
export const TOKEN_EXPIRY_MARGIN_S = 60;
export const TOAST_AUTO_CLOSE_MS = 2000;
export const PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_DEBOUNCE_EDITOR_PORTAL_MS = 300;
export const PAGINATION_NEIGHBOURS = 3;
/**
 * Searches count their matches up to this many (issue #20, ADR 0016): beyond it the total shows as '1,000+' and the
 * pager offers the pages up to it. Nobody pages past a hundred pages; counting ten thousand matches on every
 * keystroke was most of a search's time.
 */
export const SEARCH_COUNT_CAP = 1000;
export const NOTIFICATION_DOT_THRESHOLD = 20;
export const ALTERNATE_BRAND_HOST_KEYWORD = 'vidpitch';
export const PASSWORD_MIN_LENGTH = 6;
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;

/** Per-portal slices of persisted client state; each holds page, offset, filters and search text. */
export const PERSISTED_STATE_SLICES = [
  'app',
  'managementPortal',
  'brokersDirectory',
  'salesPortal',
  'pmPortal',
  'editorPortal',
  'salesPersonPortal',
  'vidPitch',
  'crexiBronze',
] as const;
export type PersistedStateSlice = (typeof PERSISTED_STATE_SLICES)[number];

export const PLAN_NAMES = ['PLATINUM', 'GOLD', 'ELITE', 'AUCTION', 'SILVER', 'BRONZE'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const DEFAULT_PROJECT_PLAN: PlanName = 'PLATINUM';

/** Task statuses (crexiTaskStatus), in the spec's order. */
export const TASK_STATUSES = [
  'Not Started',
  'In Process',
  'Complete',
  'Faa Delay',
  'Weather Delay',
  'Scheduled',
  'In Review',
  'Ready For Review',
  'Edits Received',
  'Approved',
  'Final Ready',
  'Missed Edit Received',
  'Rescheduled',
  'Project On Hold',
  'Awaiting Data / Imagery',
  'Reshoot Images / Video',
  'In Production',
  'Awaiting Client Feedback 1st Edits',
  'Awaiting Client Feedback 2nd Edits',
  'Awaiting Client Feedback 3rd Edits',
  'Awaiting Client Approval',
  'Published',
  'Approved By Client',
  'Under Internal Review',
  'Inprogress',
  'Rendering',
  'Changes Rendered',
  'Under Text Changes',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TRACK_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

/** Management portal (part A §2 "Management portal"). */
export const MANAGEMENT_BASE = '/management-portal/projects';
export const MANAGEMENT_SLUGS = [
  { slug: 'active-projects', tab: 'Active Projects', back: 'Back to Active Projects' },
  { slug: 'need-my-attention', tab: 'Need My Attention', back: 'Back to Need My Attention' },
  { slug: 'completed', tab: 'Completed', back: 'Back to Completed' },
] as const;
export type ManagementSlug = (typeof MANAGEMENT_SLUGS)[number]['slug'];
/** A project's detail under one of the lists; `id` is the project number (the app's list and the frame's table link it). */
export const managementDetailPath = (slug: ManagementSlug, project: { id: string; plan: string }) =>
  `${MANAGEMENT_BASE}/${slug}/project-detail/${project.id}/${project.plan.toLowerCase()}`;
export const ATTENTION_DRAWER = 'ATTENTION_DRAWER';
/** The section whose tasks an editor may set through the status select (part B §4 "Task status (editor)"). */
export const PRODUCTION_SECTION = 'Production / Approvals';
/** Statuses that need a person: reaching one of them raises an attention alert (docs/adr/0005). */
export const ATTENTION_STATUSES = ['Ready For Review', 'Awaiting Client Approval'] as const;
export const CUSTOM_IMAGES_LIMIT = 500;
export const BRONZE_COUNTDOWN_HOURS = 24;
/** Bronze images zip (part A §7 REST); the endpoint belongs to the files domain. */
export const BRONZE_IMAGES_ZIP_PATH = '/api/bronze-image-download';
/** Alert action statuses for updateNotificationStatus. */
export const NOTIFICATION_STATUSES = ['OPEN', 'DONE', 'REMIND'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
