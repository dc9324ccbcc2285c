// The one permission table (ARCHITECTURE rule 2): which roles may open each route, see each switcher link,
// and call each GraphQL operation. The web guards and the server's scope-auth both read it.
import { ROLES, ALL_ROLES, type Role } from './roles.js';
import { DEAL_NOTES_ROLES, DEAL_PAYMENT_ROLES } from './deals.policy.js';
import { PILOT_SHOT_ROLES } from './pilot.policy.js';

const { ADMIN, USER, BROKER, OPERATOR, VMS_QA, VMS_PM, VMS_PILOT, VMS_EDITOR, VMS_SALES_PERSON, VIDPITCH_ADMIN, VMS_QC } = ROLES;

/** 'public': anyone, signed in or not; 'authenticated': any signed-in role; otherwise the listed roles only. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export const ROUTE_GROUPS = {
  sales: [ADMIN, VMS_PM, VMS_QA, USER, VMS_QC],
  management: [ADMIN, VMS_PM, VMS_QA, USER, VMS_QC],
  brokersDirectory: [OPERATOR, ADMIN, VMS_PM, VMS_QA, VMS_QC],
  pmPortal: [ADMIN, VMS_QA, VMS_PM, VMS_QC],
  salesPersonPortal: [ADMIN, VMS_QA, VMS_PM, VMS_QC, VMS_SALES_PERSON],
  editorPortal: [ADMIN, VMS_PM, VMS_QA, VMS_EDITOR, VMS_QC],
  editorProfile: [VMS_EDITOR, VMS_QA],
  pilotProfile: [VMS_PILOT, VMS_QA],
  pilotDashboard: [VMS_PILOT, VMS_PM, ADMIN, VMS_QA, VMS_QC],
  bronze: [ADMIN, VMS_PM, USER, VMS_EDITOR, VMS_QA, VMS_QC],
  assetsListing: [VIDPITCH_ADMIN, BROKER],
} as const satisfies Record<string, readonly Role[]>;

/** Route access by path prefix (part A §2 "Route access by role"); the longest matching prefix wins. */
export const ROUTE_ACCESS: ReadonlyArray<{ prefix: string; access: Access }> = [
  { prefix: '/crexi-search', access: ROUTE_GROUPS.sales },
  { prefix: '/management-portal', access: ROUTE_GROUPS.management },
  { prefix: '/brokers-directory', access: ROUTE_GROUPS.brokersDirectory },
  { prefix: '/pm-portal', access: ROUTE_GROUPS.pmPortal },
  { prefix: '/sales-portal', access: ROUTE_GROUPS.salesPersonPortal },
  { prefix: '/editor-portal', access: ROUTE_GROUPS.editorPortal },
  { prefix: '/editor-create-profile', access: ROUTE_GROUPS.editorProfile },
  { prefix: '/edit-profile', access: ROUTE_GROUPS.editorProfile },
  { prefix: '/pilot-portal/edit-profile', access: ROUTE_GROUPS.pilotProfile },
  { prefix: '/pilot-dashboard', access: ROUTE_GROUPS.pilotDashboard },
  { prefix: '/crexi-bronze', access: ROUTE_GROUPS.bronze },
  { prefix: '/assets-listing', access: ROUTE_GROUPS.assetsListing },
  { prefix: '/dashboard', access: 'authenticated' },
  { prefix: '/logout', access: 'authenticated' },
];

/** Role-specific redirects that win over the 401 page: operators landing on the sales home go to their directory. */
export const ROLE_REDIRECTS: ReadonlyArray<{ prefix: string; role: Role; to: string }> = [
  { prefix: '/crexi-search', role: OPERATOR, to: '/brokers-directory' },
];

export function roleRedirect(path: string, role: Role | null | undefined): string | undefined {
  return ROLE_REDIRECTS.find((r) => r.role === role && matchesPrefix(path, r.prefix))?.to;
}

function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/');
}

/** The access rule of a path, or undefined for a path the table does not protect (public pages). */
export function routeAccess(path: string): Access | undefined {
  let best: { prefix: string; access: Access } | undefined;
  for (const rule of ROUTE_ACCESS) {
    if (matchesPrefix(path, rule.prefix) && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best?.access;
}

export function allows(access: Access, role: Role | null | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'authenticated') return true;
  return access.includes(role);
}

export function canOpen(path: string, role: Role | null | undefined): boolean {
  const access = routeAccess(path);
  return access === undefined || allows(access, role);
}

/** Portal switcher (part A §2 "Portal switcher and user menu"). */
export const SWITCHER_ROLES: readonly Role[] = [ADMIN, VMS_PM, USER, VMS_QA, VMS_QC];
export const SWITCHER_LINKS: ReadonlyArray<{ label: string; path: string; roles: readonly Role[] }> = [
  { label: 'Sales Portal', path: '/crexi-search/results', roles: [ADMIN, VMS_PM, VMS_QA, USER, VMS_QC] },
  {
    label: 'Management Portal',
    path: '/management-portal/projects/active-projects',
    roles: [ADMIN, VMS_PM, VMS_QA, USER, VMS_QC],
  },
  {
    label: "Broker's Directory",
    path: '/brokers-directory/update-missing-details',
    roles: [ADMIN, VMS_PM, VMS_QA, OPERATOR, VMS_QC],
  },
  { label: 'PM Portal', path: '/pm-portal/projects/project-list', roles: [ADMIN, VMS_PM, VMS_QA, VMS_QC] },
  { label: 'Pilot Portal', path: '/pilot-dashboard/0', roles: [VMS_PM, ADMIN, VMS_QA, VMS_QC] },
  {
    label: 'Editor Portal',
    path: '/editor-portal/projects/project-list',
    roles: [ADMIN, VMS_PM, VMS_QA, VMS_EDITOR, VMS_QC],
  },
  { label: 'Sales Person Portal', path: '/sales-portal/deals/', roles: [VMS_PM, ADMIN, VMS_QA, VMS_QC] },
];

/** The links the switcher shows to a role; empty when the switcher itself is hidden for it. */
export function switcherLinksFor(role: Role | null | undefined) {
  if (!role || !SWITCHER_ROLES.includes(role)) return [];
  return SWITCHER_LINKS.filter((l) => l.roles.includes(role));
}

/**
 * Where a role lands after login (part A §2 "Login and redirect").
 * `earlierPath` is the protected path the user was sent away from, if any.
 */
export function loginRedirect(role: Role, isEditorProfileUpdated: boolean, earlierPath?: string | null): string {
  switch (role) {
    case OPERATOR:
      return '/brokers-directory/update-missing-details';
    case VMS_PM:
    case VMS_QC:
      return '/pm-portal/projects/project-list';
    case VMS_EDITOR:
      return isEditorProfileUpdated ? '/editor-portal/projects/project-list' : '/editor-create-profile';
    case VMS_SALES_PERSON:
      return '/sales-portal/deals/';
    case VMS_PILOT:
      return earlierPath && matchesPrefix(earlierPath.split(/[?#]/)[0]!, '/pilot-dashboard') ? earlierPath : '/pilot-dashboard/0';
    default: {
      // Brokers and VidPitch admins cannot open the sales search; their own portal is /assets-listing (docs/adr/0003).
      const home = canOpen('/crexi-search/results', role) ? '/crexi-search/results' : '/assets-listing';
      const path = earlierPath?.split(/[?#]/)[0];
      return earlierPath && path && path !== '/' && path !== '/login' && canOpen(path, role) ? earlierPath : home;
    }
  }
}

/** Where "Edit Profile" in the user menu leads, or null when the role has no profile screen. */
export function editProfilePath(role: Role, isEditorProfileUpdated: boolean): string | null {
  if (role === VMS_PILOT) return '/pilot-portal/edit-profile';
  if (role === VMS_EDITOR) return isEditorProfileUpdated ? '/edit-profile' : '/editor-create-profile';
  return null;
}

/** Who opens the project task view: the management portal, the deals detail (sales) and the editor portal. */
const TASK_VIEW_ROLES = [...ROUTE_GROUPS.management, VMS_SALES_PERSON, VMS_EDITOR] as const;
/** Credentials popover: project manager and admin (part A §6). */
const CREDENTIAL_ROLES = [VMS_PM, ADMIN] as const;
/** Who receives and acts on attention alerts. */
const ALERT_ROLES = [...ROUTE_GROUPS.management, VMS_SALES_PERSON, VMS_EDITOR] as const;
/** Header notification control: project manager, admin, QA, QC (part A §6). */
export const ATTENTION_DRAWER_ROLES: readonly Role[] = [VMS_PM, ADMIN, VMS_QA, VMS_QC];
/** The embedded external table frame replaces the active list for these roles (part A §6). */
export const IFRAME_ROLES: readonly Role[] = [USER, VMS_PM, ADMIN];
/**
 * VMS's own embedded table of the viewer's active projects: the frame's page when MANAGEMENT_IFRAME_URL is not
 * configured (docs/adr/0013). The server renders it, opened by the signed URL getIframe gives IFRAME_ROLES.
 */
export const EMBEDDED_PROJECTS_PATH = '/management-portal/embed/active-projects';

/** The only pages the server lets a page of the same origin frame; every other page refuses to be framed. */
export const FRAMEABLE_PREFIXES: readonly string[] = ['/management-portal/embed/'];
/** Pages any site may frame: the VidPitch player of the embed code ('Embedded Code Copied!!'), one video's page only. */
export const EMBEDDABLE_ANYWHERE: readonly RegExp[] = [
  /^\/watch\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?(\?[^#]*)?$/i,
];
/** Roles that see no tab navigation in the management shell (part A §2). */
export const NO_MANAGEMENT_TABS_ROLES: readonly Role[] = [USER, VMS_PM, ADMIN];
/** Studio staff who oversee every project and every customer's order: admin, project manager, QA, QC. */
export const STUDIO_ROLES: readonly Role[] = [ADMIN, VMS_PM, VMS_QA, VMS_QC];
/** Roles that see every project; the others see the projects they are assigned to (customer: their own). */
export const ALL_PROJECTS_ROLES: readonly Role[] = [ADMIN, VMS_QA, VMS_QC, VMS_PM, VMS_SALES_PERSON];
/** Staff who work in project folders: the PM, editor, pilot and sales-person portals (part B §6). */
export const FILE_ROLES: readonly Role[] = [ADMIN, VMS_QA, VMS_PM, VMS_QC, VMS_EDITOR, VMS_PILOT, VMS_SALES_PERSON];

/** Everyone the project policy lets review (part B §2.2): staff reviewers, the customer and the editor. */
const REVIEWER_ROLES = [ADMIN, VMS_PM, VMS_QA, VMS_QC, USER, VMS_EDITOR] as const;
/** The video review screens of the PM and editor portals. */
const REVIEW_SCREEN_ROLES = ROUTE_GROUPS.editorPortal;
/** Working through comments: the editor marks them complete; staff may too. */
const COMMENT_WORK_ROLES = [ADMIN, VMS_PM, VMS_QA, VMS_QC, VMS_EDITOR] as const;

/**
 * GraphQL operations × roles. Every root field of the schema must have an entry: a test enumerates the
 * schema and fails on a field without one, and the server's scope-auth reads the entry on every call.
 */
export const OPERATION_ACCESS = {
  // auth (part A §7)
  login: 'public',
  forgotPassword: 'public',
  checkResetLinkExpiration: 'public',
  resetPassword: 'public',
  signUp: 'public',
  // one updateProfile for every profile (part B §7): a signed-in person's own profile, or the registration of an
  // invited editor or pilot, which carries the invite's signed single-use token (checked by the service)
  updateProfile: 'public',
  me: 'authenticated',
  // dashboard (DECISIONS.md: any logged-in user, their own data)
  myDashboard: 'authenticated',
  // sales portal search (part A §2 route table: the sales roles)
  searchAssets: ROUTE_GROUPS.sales,
  getPendingAssets: ROUTE_GROUPS.sales,
  deletePendingAssets: ROUTE_GROUPS.sales,
  getPlans: ROUTE_GROUPS.sales,
  projectCheckoutStatus: ROUTE_GROUPS.sales,
  // the order of a listing: the eight property-detail tabs and checkout (part A §2 "Property detail", §7)
  getAssetDetails: ROUTE_GROUPS.sales,
  getAssetPlan: ROUTE_GROUPS.sales,
  getAssetGalleryUrl: ROUTE_GROUPS.sales,
  addAssetDetails: ROUTE_GROUPS.sales,
  addNewBrokerToAsset: ROUTE_GROUPS.sales,
  addAssetPlan: ROUTE_GROUPS.sales,
  syncAssetDetails: ROUTE_GROUPS.sales,
  saveDealMap: ROUTE_GROUPS.sales,
  addQuotePropertiesToHubspot: ROUTE_GROUPS.sales,
  // the Bronze builder checks out too (part B §2.3): its route's roles less the editor, who orders nothing
  checkout: ROUTE_GROUPS.sales,
  assetGalleriesSynced: ROUTE_GROUPS.sales,
  // brokers directory (part A §2 route table: the directory's roles)
  getBrokersDirectory: ROUTE_GROUPS.brokersDirectory,
  getFlaggedBrokers: ROUTE_GROUPS.brokersDirectory,
  recordsToBeUpdated: ROUTE_GROUPS.brokersDirectory,
  highPriorityUpdates: ROUTE_GROUPS.brokersDirectory,
  getHsOutOfSyncData: ROUTE_GROUPS.brokersDirectory,
  updateBrokerDirectory: ROUTE_GROUPS.brokersDirectory,
  flagBroker: ROUTE_GROUPS.brokersDirectory,
  updateBrokerDirectoryCountDetails: ROUTE_GROUPS.brokersDirectory,
  highPriorityCountDetails: ROUTE_GROUPS.brokersDirectory,
  // management portal (part A §6, §7; part B §2.7, §4): projects are further scoped per role by the service
  getProjects: ROUTE_GROUPS.management,
  projectSearch: ROUTE_GROUPS.management,
  getAttentionProjects: ROUTE_GROUPS.management,
  getIframe: ROUTE_GROUPS.management,
  getTaskDetails: TASK_VIEW_ROLES,
  listAsanaTaskActivities: TASK_VIEW_ROLES,
  taskUpdated: TASK_VIEW_ROLES,
  bronzeVideoStatus: [...ROUTE_GROUPS.management, VMS_EDITOR],
  syncManagementProjectTasks: [ADMIN, VMS_PM, VMS_QA, VMS_QC],
  updateBronzeProjectTaskStatus: [VMS_EDITOR, VMS_PM, ADMIN, VMS_QC],
  getAllCredentialsByProject: CREDENTIAL_ROLES,
  accessPMOnUserBehalf: CREDENTIAL_ROLES,
  getCustomAssetImages: [...ROUTE_GROUPS.management, VMS_EDITOR],
  // attention alerts: a person's own alerts (the drawer shows for PM, admin, QA, QC; customers see theirs in lists)
  getNotifications: ALERT_ROLES,
  updateNotificationStatus: ALERT_ROLES,
  taskNotification: ALERT_ROLES,
  notificationAction: ALERT_ROLES,
  // files (part B §7 "Uploads", "PM and editor portals"): the role lets a person reach the call; the per-user folder
  // permission (view / post) then decides on each folder (docs/adr/0006-files-and-storage.md)
  getAwsFolders: FILE_ROLES,
  getAwsFiles: FILE_ROLES,
  getUserPermission: FILE_ROLES,
  // The admin's folder-permission screen on a project's folders page (docs/adr/0013).
  getProjectFolderPermissions: [ADMIN],
  grantFolderPermission: [ADMIN],
  revokeFolderPermission: [ADMIN],
  getAwsUploadId: FILE_ROLES,
  getUploadSignedUrl: FILE_ROLES,
  uploadFileByPart: FILE_ROLES,
  abortMultipartUpload: FILE_ROLES,
  // comment screenshots: every reviewer of part B §2.2 (staff reviewers, the customer, the editor)
  getAwsS3PresignedUrl: [ADMIN, VMS_PM, VMS_QA, VMS_QC, USER, VMS_EDITOR],
  getUpdatedAwsFolders: FILE_ROLES,
  getUpdatedCustomFolders: FILE_ROLES,
  // deals (part B §2.7, §6, §7 "Deals"): the sales person portal's roles; the PM-notes Save is for sales person, PM
  // and QC (the field is disabled for admin and QA); the payment checkboxes are disabled for admin, PM and QA
  deals: ROUTE_GROUPS.salesPersonPortal,
  dealCount: ROUTE_GROUPS.salesPersonPortal,
  // the list's pipeline chart (beyond the spec, issue 19): whoever sees the list
  dealPipeline: ROUTE_GROUPS.salesPersonPortal,
  deal: ROUTE_GROUPS.salesPersonPortal,
  getDealQuotes: ROUTE_GROUPS.salesPersonPortal,
  saveDealNotes: DEAL_NOTES_ROLES,
  updateDealPayment: DEAL_PAYMENT_ROLES,
  syncDealAssociations: ROUTE_GROUPS.salesPersonPortal,
  syncDealAssociation: ROUTE_GROUPS.salesPersonPortal,
  // pilot portal (part B §6, §7 "Pilot portal"): the dashboard's roles read; the shot-list controls (mark complete,
  // notes, uploads of custom shots) are for pilot, PM, admin and QC; rescheduling and accepting are the pilot's own.
  // The 'Sales' folders are listed by the deals attachments too, so the sales person lists them.
  pilotProjectListing: ROUTE_GROUPS.pilotDashboard,
  pilotProjectDetails: ROUTE_GROUPS.pilotDashboard,
  getFlightDetails: ROUTE_GROUPS.pilotDashboard,
  pilotFolderFlags: ROUTE_GROUPS.pilotDashboard,
  // beyond the spec: uploads against the minimums, for the pilot and the studio
  pilotCoverage: ROUTE_GROUPS.pilotDashboard,
  pilotAssetFoldersListing: [...ROUTE_GROUPS.pilotDashboard, VMS_SALES_PERSON],
  pilotMarkCompleted: PILOT_SHOT_ROLES,
  pilotCustomFolders: PILOT_SHOT_ROLES,
  pilotAssetUploaded: PILOT_SHOT_ROLES,
  pilotFlightRescheduled: [VMS_PILOT],
  pilotAssetUpdated: ROUTE_GROUPS.pilotDashboard,
  pilotMarkCompletedFolder: ROUTE_GROUPS.pilotDashboard,
  // the pilot's profile (part B §2.6 /pilot-portal/edit-profile: pilot, QA); the registration is public and carries the
  // invite's signed single-use token, which the service checks (DECISIONS.md part B)
  pilotProfile: ROUTE_GROUPS.pilotProfile,
  checkInviteLink: 'public',
  // invitations (part B §4 "Invitations", §5 "Pilot invite", "External editor invite"): the PM portal's roles invite;
  // the invited pilot or editor answers
  userInvite: ROUTE_GROUPS.pmPortal,
  projectAcceptedByEditorOrPilot: [VMS_PILOT, VMS_EDITOR],
  userInvited: [...ROUTE_GROUPS.pmPortal, VMS_PILOT, VMS_EDITOR],
  pilotOrEditorInviteAccepted: [...ROUTE_GROUPS.pmPortal, VMS_PILOT, VMS_EDITOR],
  // notes (part B §3 "Note", §6): pilot, PM, admin, QC write and read them
  addNotes: PILOT_SHOT_ROLES,
  listNotes: PILOT_SHOT_ROLES,
  addedAdditionalNotes: PILOT_SHOT_ROLES,
  // review (part B §2.2, §4, §7 "Review"; docs/adr/0019-review.md): the player is open to whoever holds a review link
  // ('public'); the server then decides by the project policy ('review') and the §4 role rules, and a Bronze link lets a
  // verified e-mail guest comment and complete. The portal review screens are the PM and editor portals' roles.
  getReviewLinkDetails: 'public',
  getPlayerAsset: 'public',
  getReviewVersionChanges: 'public',
  approveReviewAssetCommentUser: 'public',
  verifyReviewAssetCommentUser: 'public',
  addBrokerCommentsOnReviewAsset: 'public',
  getGuestScreenshotUploadUrl: 'public',
  videoPlayerReviewComplete: 'public',
  reviewAssetCommentStatus: 'public',
  acceptedBrokerComment: 'public',
  addedBrokerCommentsOnReviewAsset: 'public',
  addReviewLinkApproval: REVIEWER_ROLES,
  chapterTextChanges: [ADMIN, VMS_PM, VMS_QC, USER],
  getReviewDraftList: REVIEWER_ROLES,
  getAssetReviewLink: REVIEWER_ROLES,
  listReviewAssetComments: REVIEW_SCREEN_ROLES,
  listAssetVersions: REVIEW_SCREEN_ROLES,
  getReviewedProjectHeaderDetails: REVIEW_SCREEN_ROLES,
  listReviewedProjects: ROUTE_GROUPS.pmPortal,
  updateReviewAssetStatus: REVIEW_SCREEN_ROLES,
  updateReviewAssetCommentStatus: COMMENT_WORK_ROLES,
  markCommentsComplete: COMMENT_WORK_ROLES,
  acceptBrokerCommentsByProjectManager: [ADMIN, VMS_PM],
  // review stages (issue #38 item 5, docs/adr/0024-review-stages.md): a stage's due date is set by staff running the review
  setReviewStageDue: [ADMIN, VMS_PM],
  // uploads/review: a new version into a review folder — editor and PM (part B §6 "Upload")
  addReviewAssetsByEditor: [VMS_EDITOR, VMS_PM],
  // the Bronze builder (part B §2.3, §6, §7; docs/adr/0022-bronze.md): its route's roles build and save chapters and
  // pictures; the project policy ('review') then limits a customer to their own and an editor to theirs. Rendering is
  // the editor's (and staff's); a customer renders only a text change, which the service decides.
  getBronzeVideoSegmentDetails: ROUTE_GROUPS.bronze,
  bronzeChapterPreview: ROUTE_GROUPS.bronze,
  draftBronzeSegments: ROUTE_GROUPS.bronze,
  getCustomImagePreSignedUrl: ROUTE_GROUPS.bronze,
  updateCustomImageS3Url: ROUTE_GROUPS.bronze,
  deleteCustomImageS3Url: ROUTE_GROUPS.bronze,
  bronzeVideoRender: [ADMIN, VMS_PM, VMS_QC, VMS_EDITOR, USER],
  startBronzeTasks: [ADMIN, VMS_PM, VMS_QC, VMS_EDITOR],
  // video templates (part B §7, modify flow): /{uuid}/modify-video is a public page (part B §2 route table), reached
  // from the link e-mailed to the broker; the video's unguessable uuid is what names the form data
  getVideoTemplates: 'public',
  getVideoSegment: 'public',
  // VidPitch (part B §2.1, §4, §6, §7 "Public pages and registration"; docs/adr/0021-vidpitch.md): the broker's pages
  // are public and named by the video's unguessable uuid; registration carries the signed single-use link token; the
  // purchase is confirmed by the payment provider, never by the browser. The listing: VIDPITCH_ADMIN and BROKER (a
  // broker sees only their own videos, decided by the server); the ACTION column's operations are the admin's.
  getVideoData: 'public',
  getPurchasedVideoStatus: 'public',
  updateVideoWatchTime: 'public',
  renderEditedVideoTemplate: 'public',
  // the modify flow's pictures: the listing's and the video's own, and a signed PUT under the video's own prefix
  // (image types, 15 MB, a count per video and a rate per address; docs/adr/0021-vidpitch.md)
  getAssetImages: 'public',
  getS3ImagePreSignedUrl: 'public',
  videoRendered: 'public',
  registerBroker: 'public',
  createPaymentIntent: 'public',
  confirmTestPayment: 'public',
  getPaymentIntentStatus: 'public',
  listVideos: ROUTE_GROUPS.assetsListing,
  listUpdatedVideos: ROUTE_GROUPS.assetsListing,
  resendVideoEmail: [VIDPITCH_ADMIN],
  rerenderVideo: [VIDPITCH_ADMIN],
  createDraftVideo: [VIDPITCH_ADMIN],
  // stopping a render (issue 12): studio staff, who oversee every video's production
  cancelRender: STUDIO_ROLES,
  // PM portal (part B §2.4, §6, §7 "PM and editor portals"; docs/adr/0017-pm-portal.md): the portal's roles; the
  // editor portal's issue adds the editor to the operations it shares (getActiveProjectList with isEditorPortal, …)
  getActiveProjectList: ROUTE_GROUPS.editorPortal,
  searchProjectByName: ROUTE_GROUPS.editorPortal,
  getProjectDetails: ROUTE_GROUPS.editorPortal,
  getProjectQuotes: ROUTE_GROUPS.pmPortal,
  updateProjectRelatedLinks: ROUTE_GROUPS.pmPortal,
  pmToEditorFeedback: ROUTE_GROUPS.pmPortal,
  editorListing: ROUTE_GROUPS.pmPortal,
  pilotSuggestions: ROUTE_GROUPS.pmPortal,
  // an editor reads their own history only (the service refuses another editor's id)
  listEditorProjects: ROUTE_GROUPS.editorPortal,
  videoStatusUpdated: ROUTE_GROUPS.editorPortal,
  editorUpdate: ROUTE_GROUPS.editorPortal,
  uploadedAssetsByEditor: ROUTE_GROUPS.editorPortal,
  // editor portal (part B §2.5, §3, §7 "PM and editor portals"; docs/adr/0020-editor-portal.md): the invitation's
  // requirements and a person's profile — the editor their own, the studio any editor's
  editorProjectDetails: ROUTE_GROUPS.editorPortal,
  getUserDetails: ROUTE_GROUPS.editorPortal,
  // the project page's timeline (beyond the spec's placeholder): whoever reads the project in the editor portal
  projectTimeline: ROUTE_GROUPS.editorPortal,
} as const satisfies Record<string, Access>;

export type OperationName = keyof typeof OPERATION_ACCESS;

/** REST endpoints under /api (the session token as access_token or a bearer header) × roles. */
export const REST_ACCESS = {
  'export-file': ROUTE_GROUPS.brokersDirectory,
  /** The boundary map's address search (configured geocoder, or the known listing addresses offline). */
  geocode: ROUTE_GROUPS.sales,
  /** The local storage driver's objects and parts: the HMAC signature of the URL is the permission (docs/adr/0006). */
  storage: 'public',
  // the file endpoints (part B §7): the role reaches the call; the project policy and the folder permission decide
  's3-file-delete': FILE_ROLES,
  's3-file-download': FILE_ROLES,
  's3-zip-download': FILE_ROLES,
  /** 'Download Final Video File': the project's staff, its customer and its editor ('deliver' in the project policy). */
  'final-video-download': [ADMIN, VMS_PM, VMS_QA, VMS_QC, VMS_SALES_PERSON, USER, VMS_EDITOR],
  /** VidPitch (part B §7): the registration link's check and the bought file are public (named by the video uuid);
   * the listing export is the VidPitch admin's (§6). */
  'verify-user': 'public',
  'download-video': 'public',
  'export-video-data': [VIDPITCH_ADMIN],
  /** Stripe's webhook (DECISIONS.md part B): no session; the signature over the raw body is the permission. */
  'payments-webhook': 'public',
  /** The Bronze images zip (part A §7): the customer of a Bronze project and studio staff. */
  'bronze-images-download': [USER, ADMIN, VMS_PM, VMS_QC, VMS_QA],
  /** A version's comments as EDL, FCPXML, Premiere XML, CSV or a report (issue #38): whoever sees them in the player
   * (the review policy decides; a verified guest's token is served without a session). */
  'review-export': 'authenticated',
} as const satisfies Record<string, Access>;

export type RestEndpoint = keyof typeof REST_ACCESS;

export function operationAccess(name: string): Access | undefined {
  return (OPERATION_ACCESS as Record<string, Access>)[name];
}

export { ALL_ROLES };
