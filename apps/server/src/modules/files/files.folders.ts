// Project folders and per-user folder permissions: created with each project, and seeded for the demo staff.
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_PROJECT_FOLDERS, type FolderTemplate, type Role } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import { users, projects } from '../core/index.js';
import { projectPrefix } from '../../platform/storage/keys.js';
import { folderPermissions, projectFolders } from './files.table.js';
import { DEFAULT_GRANTS } from './files.policy.js';

/** Has the project its folder tree (the pilot's shot folders go below it)? */
export async function hasFolderTree(tx: Db | Tx, projectId: string): Promise<boolean> {
  const [folder] = await tx.select({ id: projectFolders.id }).from(projectFolders).where(eq(projectFolders.projectId, projectId)).limit(1);
  return !!folder;
}

/**
 * Creates the Default folder tree of a project. Project creation (checkout, the seed) calls it inside its own
 * transaction; it does nothing for a project that already has folders.
 */
export async function createProjectFolders(tx: Db | Tx, projectId: string): Promise<void> {
  if (await hasFolderTree(tx, projectId)) return;
  const insertLevel = async (templates: readonly FolderTemplate[], parent: { id: string; path: string } | null, depth: number) => {
    for (const [position, t] of templates.entries()) {
      const path = parent ? `${parent.path}/${t.name}` : `${projectPrefix(projectId)}${t.name}`;
      const [row] = await tx
        .insert(projectFolders)
        .values({ projectId, parentId: parent?.id ?? null, name: t.name, folderType: 'Default', path, depth, position })
        .returning({ id: projectFolders.id });
      if (t.children) await insertLevel(t.children, { id: row!.id, path }, depth + 1);
    }
  };
  await insertLevel(DEFAULT_PROJECT_FOLDERS, null, 0);
}

/** Creates the folders of every project that has none (used after the seed and for projects made before this). */
export async function createMissingProjectFolders(tx: Db | Tx): Promise<void> {
  const all = await tx.select({ id: projects.id }).from(projects);
  for (const p of all) await createProjectFolders(tx, p.id);
}

/** Gives these users the default grants of their role (the seed; later an admin screen). */
export async function grantDefaultPermissions(tx: Db | Tx, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  const people = await tx.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, userIds));
  const rows = people.flatMap((u) =>
    (DEFAULT_GRANTS[u.role as Role] ?? []).map((g) => ({
      userId: u.id,
      directory: g.directory,
      subdirectory: g.subdirectory ?? '',
      permission: g.permission,
    })),
  );
  if (rows.length) await tx.insert(folderPermissions).values(rows).onConflictDoNothing();
}

/**
 * Adds a folder under `parentPath` of a project (the pilot's shot folders, docs/adr/0018-pilot.md), with a name unique
 * among its siblings ('Name', 'Name (2)', …); '/' and control characters in the name become spaces.
 */
export async function addProjectFolder(
  tx: Db | Tx,
  projectId: string,
  parentPath: string,
  rawName: string,
  folderType = 'Custom',
): Promise<{ id: string; path: string; name: string }> {
  const base =
    rawName
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\]+/g, ' ')
      .replace(/^\.+$/, '_')
      .trim()
      .slice(0, 120) || 'Shot';
  const [parent] = await tx.select().from(projectFolders).where(eq(projectFolders.path, parentPath));
  if (!parent || parent.projectId !== projectId) throw new Error(`No folder ${parentPath} in project ${projectId}`);
  const siblings = await tx
    .select({ name: projectFolders.name, position: projectFolders.position })
    .from(projectFolders)
    .where(eq(projectFolders.parentId, parent.id));
  const taken = new Set(siblings.map((s) => s.name.toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
  const path = `${parent.path}/${name}`;
  const [row] = await tx
    .insert(projectFolders)
    .values({
      projectId,
      parentId: parent.id,
      name,
      folderType,
      path,
      depth: parent.depth + 1,
      position: siblings.reduce((m, s) => Math.max(m, s.position + 1), 0),
    })
    .returning({ id: projectFolders.id });
  return { id: row!.id, path, name };
}

/** A project folder as other domains read it. */
export type ProjectFolder = typeof projectFolders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The folder with this id; null when there is none (or the id is not one). */
export async function folderById(db: Db | Tx, id: string): Promise<ProjectFolder | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(projectFolders).where(eq(projectFolders.id, id));
  return row ?? null;
}

/** The folders with these ids (those that exist). */
export async function foldersByIds(db: Db | Tx, ids: string[]): Promise<ProjectFolder[]> {
  return ids.length ? db.select().from(projectFolders).where(inArray(projectFolders.id, ids)) : [];
}

/** The project's folder at a storage path (projects/<id>/<folder>/…, no trailing '/'); null when there is none. */
export async function folderAt(db: Db | Tx, projectId: string, path: string): Promise<ProjectFolder | null> {
  const [row] = await db
    .select()
    .from(projectFolders)
    .where(and(eq(projectFolders.projectId, projectId), eq(projectFolders.path, path)));
  return row ?? null;
}

/** The project's folders of this name, at any depth. */
export async function foldersNamed(db: Db | Tx, projectId: string, name: string): Promise<ProjectFolder[]> {
  return db
    .select()
    .from(projectFolders)
    .where(and(eq(projectFolders.projectId, projectId), eq(projectFolders.name, name)));
}

/** The id of the sub-folder `name` of the project's top folder `top` (the review's 'Video Review'), made on first use. */
export async function subfolderOf(tx: Db | Tx, projectId: string, top: string, name: string): Promise<string> {
  const [parent] = await tx
    .select()
    .from(projectFolders)
    .where(and(eq(projectFolders.projectId, projectId), eq(projectFolders.name, top), eq(projectFolders.depth, 0)));
  if (!parent) throw new Error(`No folder ${top} in project ${projectId}`);
  const path = `${parent.path}/${name}`;
  const [row] = await tx
    .insert(projectFolders)
    .values({ projectId, parentId: parent.id, name, folderType: 'Custom', path, depth: 1, position: 0 })
    .onConflictDoNothing()
    .returning({ id: projectFolders.id });
  if (row) return row.id;
  const [existing] = await tx.select({ id: projectFolders.id }).from(projectFolders).where(eq(projectFolders.path, path));
  return existing!.id;
}
