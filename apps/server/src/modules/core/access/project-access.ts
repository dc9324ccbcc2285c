// The one project-access policy (docs/adr/0010-project-core.md). The role reaches an operation through the shared
// access table (OPERATION_ACCESS, REST_ACCESS); this policy then decides which projects it reaches, for each purpose.
// Every list, detail, file endpoint, subscription and the dashboard asks it; nothing else decides who sees a project.
import { and, eq, type SQL } from 'drizzle-orm';
import { MANAGEMENT_MESSAGES, ROLES, STUDIO_ROLES, type Role } from '@vms/shared';
import type { Db, Tx } from '../../../db/client.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { notFound } from '../../../platform/errors.js';
import { projects, projectTasks } from '../projects.table.js';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * What the viewer wants to do with a project:
 * - `list`: find it in a project list, a search or the dashboard;
 * - `read`: open its detail, tasks, activity and live task updates;
 * - `files`: work in its folders (list, upload, delete, zip);
 * - `review`: watch its cuts and comment on them;
 * - `deliver`: download what was made for it (the final video, the Bronze images);
 * - `deals`: see it as a sales deal.
 */
export const PROJECT_PURPOSES = ['list', 'read', 'files', 'review', 'deliver', 'deals'] as const;
export type ProjectPurpose = (typeof PROJECT_PURPOSES)[number];

/** How a role reaches a project: every project, or only those where it holds the named place. */
export type ProjectRelation = 'all' | 'customer' | 'pm' | 'editor' | 'pilot';

const { USER, VMS_PILOT, VMS_EDITOR, VMS_SALES_PERSON } = ROLES;

/** Studio staff (STUDIO_ROLES) reach every project, for every purpose. */
const STUDIO = Object.fromEntries(STUDIO_ROLES.map((role) => [role, 'all'])) as Partial<Record<Role, ProjectRelation>>;

/**
 * Purpose × role → relation. A role missing from a purpose reaches no project for it (brokers, operators and the
 * VidPitch admin work on listings and videos, never on production projects).
 */
export const PROJECT_ACCESS: Record<ProjectPurpose, Partial<Record<Role, ProjectRelation>>> = {
  list: { ...STUDIO, [VMS_SALES_PERSON]: 'all', [USER]: 'customer', [VMS_EDITOR]: 'editor', [VMS_PILOT]: 'pilot' },
  read: { ...STUDIO, [VMS_SALES_PERSON]: 'all', [USER]: 'customer', [VMS_EDITOR]: 'editor', [VMS_PILOT]: 'pilot' },
  files: { ...STUDIO, [VMS_SALES_PERSON]: 'all', [VMS_EDITOR]: 'editor', [VMS_PILOT]: 'pilot' },
  review: { ...STUDIO, [USER]: 'customer', [VMS_EDITOR]: 'editor' },
  deliver: { ...STUDIO, [VMS_SALES_PERSON]: 'all', [USER]: 'customer', [VMS_EDITOR]: 'editor' },
  deals: { ...STUDIO, [VMS_SALES_PERSON]: 'all' },
};

const COLUMN = {
  customer: projects.customerId,
  pm: projects.pmId,
  editor: projects.editorId,
  pilot: projects.pilotId,
} as const;
const FIELD = { customer: 'customerId', pm: 'pmId', editor: 'editorId', pilot: 'pilotId' } as const;

export const relationOf = (viewer: Pick<Viewer, 'role'>, purpose: ProjectPurpose): ProjectRelation | undefined =>
  PROJECT_ACCESS[purpose][viewer.role];

/** The projects the viewer reaches for `purpose`, as a filter: undefined = every project, null = none. */
export function projectScope(viewer: Viewer, purpose: ProjectPurpose): SQL | undefined | null {
  const relation = relationOf(viewer, purpose);
  if (!relation) return null;
  if (relation === 'all') return undefined;
  return eq(COLUMN[relation], viewer.id);
}

/** Whether the viewer reaches this project for `purpose` (for rows already read). */
export function mayAccess(
  viewer: Viewer,
  purpose: ProjectPurpose,
  project: Pick<ProjectRow, 'customerId' | 'pmId' | 'editorId' | 'pilotId'>,
): boolean {
  const relation = relationOf(viewer, purpose);
  if (!relation) return false;
  return relation === 'all' || project[FIELD[relation]] === viewer.id;
}

/** A project as people and URLs name it: its short number (e.g. /pm-portal/projects/project-detail/12) or its uuid. */
export type ProjectRef = { number: number } | { id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a number or a uuid; anything else names no project. */
export function parseProjectRef(raw: string | number): ProjectRef | null {
  const text = String(raw).trim();
  if (/^\d{1,9}$/.test(text)) return { number: Number(text) };
  if (UUID.test(text)) return { id: text.toLowerCase() };
  return null;
}

/** The one answer for a project the viewer may not reach, or that does not exist: its existence never leaks. */
export const projectNotFound = () => notFound(MANAGEMENT_MESSAGES.projectMissing);

/** The project, when the viewer reaches it for `purpose`; NOT_FOUND otherwise. */
export async function visibleProject(
  db: Db | Tx,
  viewer: Viewer,
  purpose: ProjectPurpose,
  ref: ProjectRef | string | number | null,
): Promise<ProjectRow> {
  const parsed = typeof ref === 'object' ? ref : parseProjectRef(ref);
  const scope = projectScope(viewer, purpose);
  if (parsed && scope !== null) {
    const match = 'number' in parsed ? eq(projects.number, parsed.number) : eq(projects.id, parsed.id);
    const [row] = await db.select().from(projects).where(and(match, scope));
    if (row) return row;
  }
  throw projectNotFound();
}

/** The project of a task, when the viewer reaches it for `purpose`; NOT_FOUND otherwise. */
export async function visibleProjectOfTask(db: Db | Tx, viewer: Viewer, purpose: ProjectPurpose, taskId: string): Promise<ProjectRow> {
  if (!UUID.test(taskId)) throw projectNotFound();
  const [task] = await db.select({ projectId: projectTasks.projectId }).from(projectTasks).where(eq(projectTasks.id, taskId));
  return visibleProject(db, viewer, purpose, task ? { id: task.projectId } : null);
}
