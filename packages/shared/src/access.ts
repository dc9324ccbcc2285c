// The one permission table (ARCHITECTURE rule 2): which roles may open each route, see each switcher link,
// and call each GraphQL operation. The web guards and the server's scope-auth both read it.
import { ROLES, ALL_ROLES, type Role } from './roles.js';

const { ADMIN, USER, BROKER, OPERATOR, VMS_QA, VMS_PM, VMS_PILOT, VMS_EDITOR, VMS_SALES_PERSON, VIDPITCH_ADMIN, VMS_QC } =
  ROLES;

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

/** Staff who work in project folders: the PM, editor, pilot and sales-person portals (part B §6). */
export const FILE_ROLES: readonly Role[] = [ADMIN, VMS_QA, VMS_PM, VMS_QC, VMS_EDITOR, VMS_PILOT, VMS_SALES_PERSON];

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
  updateProfile: 'authenticated',
  me: 'authenticated',
  // dashboard (DECISIONS.md: any logged-in user, their own data)
  myDashboard: 'authenticated',
  // files (part B §7 "Uploads", "PM and editor portals"): the role lets a person reach the call; the per-user folder
  // permission (view / post) then decides on each folder (docs/adr/0004-files-and-storage.md)
  getAwsFolders: FILE_ROLES,
  getAwsFiles: FILE_ROLES,
  getUserPermission: FILE_ROLES,
  getAwsUploadId: FILE_ROLES,
  getUploadSignedUrl: FILE_ROLES,
  uploadFileByPart: FILE_ROLES,
  abortMultipartUpload: FILE_ROLES,
  // comment screenshots: every reviewer of part B §2.2 (staff reviewers, the customer, the editor)
  getAwsS3PresignedUrl: [ADMIN, VMS_PM, VMS_QA, VMS_QC, USER, VMS_EDITOR],
  getUpdatedAwsFolders: FILE_ROLES,
  getUpdatedCustomFolders: FILE_ROLES,
} as const satisfies Record<string, Access>;

export type OperationName = keyof typeof OPERATION_ACCESS;

export function operationAccess(name: string): Access | undefined {
  return (OPERATION_ACCESS as Record<string, Access>)[name];
}

export { ALL_ROLES };
