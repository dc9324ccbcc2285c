// Who may do what with a project's files: the role reaches the call (access.ts), the project must be theirs to work
// on, and the per-user folder permission (view / post) decides on each folder. The roles' default grants, who may
// hold a grant and who may read someone's grants are here too (docs/adr/0006, 0013).
import { eq } from 'drizzle-orm';
import {
  DEFAULT_PROJECT_FOLDERS,
  FILE_MESSAGES,
  FILE_ROLES,
  ROLES,
  SALES_FOLDER_TITLES,
  type FolderPermission,
  type Role,
} from '@vms/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { KeyError, normaliseKey, projectIdOfKey } from '../../platform/storage/keys.js';
import { visibleProject, type ProjectRow } from '../core/index.js';
import { folderPermissions, projectFolders } from './files.table.js';

export type Project = ProjectRow;
export const NO_PERMISSION = FILE_MESSAGES.noPermissions;
export type Folder = typeof projectFolders.$inferSelect;
export type Permission = typeof folderPermissions.$inferSelect;

/**
 * The project, when the viewer may work on its files ('files'), or receive what was made for it ('deliver': the
 * customer too); NOT_FOUND otherwise, so another person's project looks like no project (core project-access policy).
 */
export const projectFor = (
  db: Db,
  viewer: Viewer,
  projectId: string,
  purpose: 'files' | 'deliver' | 'review' = 'files',
): Promise<Project> => visibleProject(db, viewer, purpose, projectId);

/** A key or folder path in canonical form, with the project it belongs to; refuses traversal and foreign paths. */
export function parseKey(raw: string): { key: string; projectId: string } {
  let key: string;
  try {
    key = normaliseKey(raw);
  } catch (err) {
    if (err instanceof KeyError) throw badInput(err.message, 'path');
    throw err;
  }
  const projectId = projectIdOfKey(key);
  if (!projectId) throw badInput('The file path lies outside every project.', 'path');
  return { key, projectId };
}

/** A person's folder permissions are theirs to read; admins and PMs read anyone's. */
export const mayReadPermissionsOf = (viewer: Viewer, userId: string) =>
  userId === viewer.id || viewer.role === ROLES.ADMIN || viewer.role === ROLES.VMS_PM;

/** Only the roles that work in project folders hold a folder grant (the admin's folder-permission screen). */
export const mayHoldFolderGrant = (role: string) => FILE_ROLES.includes(role as Role);

type Grant = { directory: string; subdirectory?: string; permission: FolderPermission };
const ALL_FOLDERS = (permission: FolderPermission): Grant[] => DEFAULT_PROJECT_FOLDERS.map((f) => ({ directory: f.name, permission }));

/**
 * What the seeded staff may do in project folders (docs/adr/0006-files-and-storage.md): admins and PMs post
 * everywhere; QC and QA view everything; editors view everything and post their work to Project Data; pilots post
 * their shots to Aerial Imagery and Custom Shots OR B Roll; sales people post customer documents to Project Inputs.
 * QA and QC also post in (and delete from) the deal's customer-provided-docs folders, the Sales folders below Project
 * Inputs (part B §6 deals: 'Upload file' and the delete button for sales, PM, QA, admin, QC; docs/adr/0015-deals.md).
 */
const SALES_FOLDER_GRANTS: Grant[] = SALES_FOLDER_TITLES.map((subdirectory) => ({
  directory: 'Project Inputs',
  subdirectory,
  permission: 'post',
}));
export const DEFAULT_GRANTS: Partial<Record<Role, Grant[]>> = {
  [ROLES.ADMIN]: ALL_FOLDERS('post'),
  [ROLES.VMS_PM]: ALL_FOLDERS('post'),
  [ROLES.VMS_QC]: [...ALL_FOLDERS('view'), ...SALES_FOLDER_GRANTS],
  [ROLES.VMS_QA]: [...ALL_FOLDERS('view'), ...SALES_FOLDER_GRANTS],
  [ROLES.VMS_EDITOR]: [
    ...ALL_FOLDERS('view').filter((g) => g.directory !== 'Project Data'),
    { directory: 'Project Data', permission: 'post' },
  ],
  [ROLES.VMS_PILOT]: [
    { directory: 'Aerial Imagery', permission: 'post' },
    { directory: 'Custom Shots OR B Roll', permission: 'post' },
  ],
  [ROLES.VMS_SALES_PERSON]: [{ directory: 'Project Inputs', permission: 'post' }],
};

export const permissionsOf = (db: Db, userId: string) => db.select().from(folderPermissions).where(eq(folderPermissions.userId, userId));

/** The strongest permission `perms` give on a folder, given its chain from the top folder down. */
export function permissionOn(perms: Permission[], chain: Folder[]): FolderPermission | null {
  const top = chain[0]?.name;
  const sub = chain[1]?.name ?? null;
  let best: FolderPermission | null = null;
  for (const p of perms) {
    if (p.directory !== top) continue;
    if (p.subdirectory && p.subdirectory !== sub) continue;
    if (p.permission === 'post') return 'post';
    if (p.permission === 'view') best = 'view';
  }
  return best;
}

/** Every folder of a project, and the chain (top folder first) of each. */
export async function projectFolderTree(db: Db, projectId: string) {
  const folders = await db
    .select()
    .from(projectFolders)
    .where(eq(projectFolders.projectId, projectId))
    .orderBy(projectFolders.depth, projectFolders.position);
  const byId = new Map(folders.map((f) => [f.id, f]));
  const chainOf = (f: Folder): Folder[] => (f.parentId && byId.has(f.parentId) ? [...chainOf(byId.get(f.parentId)!), f] : [f]);
  return { folders, chainOf };
}

export interface FolderAccess {
  project: Project;
  folder: Folder;
  chain: Folder[];
  permission: FolderPermission;
}

/**
 * The folder at `path` (a folder path, or a file key when `isFile`), checked for the viewer: their project, and at
 * least `need` on the folder. 'Required permissions are not available!' otherwise.
 */
export async function folderAccess(
  db: Db,
  viewer: Viewer,
  raw: string,
  need: FolderPermission,
  isFile: boolean,
): Promise<FolderAccess & { key: string }> {
  const { key, projectId } = parseKey(raw);
  const project = await projectFor(db, viewer, projectId);
  const folderPath = isFile ? key.slice(0, key.lastIndexOf('/')) : key;
  const { folders, chainOf } = await projectFolderTree(db, projectId);
  const folder = folders.find((f) => f.path === folderPath);
  if (!folder) throw notFound(isFile ? 'The file is not in a project folder.' : 'The folder does not exist.');
  const chain = chainOf(folder);
  const permission = permissionOn(await permissionsOf(db, viewer.id), chain);
  if (!permission || (need === 'post' && permission !== 'post')) throw forbidden(NO_PERMISSION);
  return { project, folder, chain, permission, key };
}
