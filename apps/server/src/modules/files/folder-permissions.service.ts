// The admin's folder-permission screen (docs/adr/0013): list, grant and revoke a person's view/post on a project's
// folders. A grant is the folder_permissions row files.policy.ts reads (per person, by folder name, as in
// getUserPermission), so it holds in every project the person works on; the project names the folders offered.
import { and, eq, inArray } from 'drizzle-orm';
import { FOLDER_PERMISSION_MESSAGES as M, type FolderPermission } from '@vms/shared';
import type { z } from 'zod';
import type { grantFolderPermissionSchema, folderPermissionTargetSchema } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, notFound } from '../../platform/errors.js';
import { users } from '../core/index.js';
import { mayHoldFolderGrant, projectFolderTree, projectFor, type Project } from './files.policy.js';
import { folderPermissions } from './files.table.js';

type Target = z.infer<typeof folderPermissionTargetSchema>;
type GrantInput = z.infer<typeof grantFolderPermissionSchema>;

export interface FolderGrantView {
  directory: string;
  /** null: every sub-folder of the directory. */
  subdirectory: string | null;
  permission: FolderPermission;
}

export interface FolderPermissionPersonView {
  userId: string;
  email: string;
  name: string;
  role: string;
  grants: FolderGrantView[];
}

export interface ProjectFolderPermissionsView {
  projectId: string;
  /** The project's top folders with their sub-folders: the places a grant can name. */
  folders: Array<{ name: string; subdirectories: string[] }>;
  /** Everyone holding a grant on one of these folders, and the project's editor and pilot even without one. */
  people: FolderPermissionPersonView[];
}

type Person = { id: string; email: string; firstName: string | null; lastName: string | null; role: string };
const personColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role };
const nameOf = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

async function foldersOf(s: Services, project: Project) {
  const { folders } = await projectFolderTree(s.db, project.id);
  return folders
    .filter((f) => !f.parentId)
    .map((top) => ({ name: top.name, subdirectories: folders.filter((f) => f.parentId === top.id).map((f) => f.name) }));
}

async function personView(s: Services, person: Person, directories: string[]): Promise<FolderPermissionPersonView> {
  const rows = directories.length
    ? await s.db
        .select()
        .from(folderPermissions)
        .where(and(eq(folderPermissions.userId, person.id), inArray(folderPermissions.directory, directories)))
    : [];
  return {
    userId: person.id,
    email: person.email,
    name: nameOf(person),
    role: person.role,
    grants: rows.map(grantView).sort(byPlace(directories)),
  };
}

const grantView = (r: typeof folderPermissions.$inferSelect): FolderGrantView => ({
  directory: r.directory,
  subdirectory: r.subdirectory || null,
  permission: r.permission as FolderPermission,
});

/** Grants in the project's folder order, a whole folder before its sub-folders. */
const byPlace = (directories: string[]) => (a: FolderGrantView, b: FolderGrantView) =>
  directories.indexOf(a.directory) - directories.indexOf(b.directory) || (a.subdirectory ?? '').localeCompare(b.subdirectory ?? '');

/** The project's folders and who holds which permission on them. */
export async function getProjectFolderPermissions(s: Services, viewer: Viewer, projectId: string): Promise<ProjectFolderPermissionsView> {
  const project = await projectFor(s.db, viewer, projectId);
  const folders = await foldersOf(s, project);
  const directories = folders.map((f) => f.name);
  const holders = directories.length
    ? await s.db
        .selectDistinct({ userId: folderPermissions.userId })
        .from(folderPermissions)
        .where(inArray(folderPermissions.directory, directories))
    : [];
  const ids = [...new Set([...holders.map((h) => h.userId), project.editorId, project.pilotId].filter((id): id is string => !!id))];
  const people = ids.length ? await s.db.select(personColumns).from(users).where(inArray(users.id, ids)).orderBy(users.email) : [];
  return { projectId: project.id, folders, people: await Promise.all(people.map((p) => personView(s, p, directories))) };
}

/** The person, the project and the folder a grant names, each checked: it must exist, and the role must work in folders. */
async function resolveTarget(s: Services, viewer: Viewer, input: Target) {
  const project = await projectFor(s.db, viewer, input.projectId);
  const folders = await foldersOf(s, project);
  const folder = folders.find((f) => f.name === input.directory);
  if (!folder) throw badInput(M.noDirectory, 'directory');
  if (input.subdirectory && !folder.subdirectories.includes(input.subdirectory)) throw badInput(M.noSubdirectory, 'subdirectory');
  const [person] = await s.db.select(personColumns).from(users).where(eq(users.email, input.email));
  if (!person) throw notFound(M.noUser);
  if (!mayHoldFolderGrant(person.role)) throw badInput(M.notFolderRole, 'email');
  return { person, directories: folders.map((f) => f.name) };
}

const samePlace = (userId: string, input: Target) =>
  and(
    eq(folderPermissions.userId, userId),
    eq(folderPermissions.directory, input.directory),
    eq(folderPermissions.subdirectory, input.subdirectory),
  );

/** Sets a person's permission on a folder (or one of its sub-folders): a new row, or the existing one changed. */
export async function grantFolderPermission(s: Services, viewer: Viewer, input: GrantInput): Promise<FolderPermissionPersonView> {
  const { person, directories } = await resolveTarget(s, viewer, input);
  await s.db
    .insert(folderPermissions)
    .values({ userId: person.id, directory: input.directory, subdirectory: input.subdirectory, permission: input.permission })
    .onConflictDoUpdate({
      target: [folderPermissions.userId, folderPermissions.directory, folderPermissions.subdirectory],
      set: { permission: input.permission },
    });
  return personView(s, person, directories);
}

/** Removes one grant; what the person keeps through other grants (a whole folder, say) stays. */
export async function revokeFolderPermission(s: Services, viewer: Viewer, input: Target): Promise<FolderPermissionPersonView> {
  const { person, directories } = await resolveTarget(s, viewer, input);
  const removed = await s.db.delete(folderPermissions).where(samePlace(person.id, input)).returning({ id: folderPermissions.id });
  if (!removed.length) throw notFound(M.noGrant);
  return personView(s, person, directories);
}
