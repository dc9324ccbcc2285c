// The writes to a project and its tracker that other domains make, besides its lifecycle (project-lifecycle.ts): the
// links a PM keeps, the template choice and sections of syncManagementProjectTasks, and the "something happened" mark.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { projects, projectSections } from './projects.table.js';

type SectionRow = typeof projectSections.$inferSelect;

/** Something happened on the project (a text change was asked for): it moves up the lists sorted by last change. */
export async function touchProject(db: Db | Tx, projectId: string): Promise<void> {
  await db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}

/** The listing-site or drone-airspace link a PM keeps (updateProjectRelatedLinks). */
export async function setProjectLink(db: Db | Tx, projectId: string, field: 'crexiLink' | 'b4uLink', value: string | null): Promise<void> {
  await db
    .update(projects)
    .set(field === 'crexiLink' ? { crexiLink: value } : { b4uLink: value })
    .where(eq(projects.id, projectId));
}

/** Whether the project's sections follow the current plan template. */
export async function setProjectTemplate(db: Db | Tx, projectId: string, isNewTemplate: boolean): Promise<void> {
  await db.update(projects).set({ isNewTemplate }).where(eq(projects.id, projectId));
}

/** A template section the project's tracker lacks, added at its template position. */
export async function addProjectSection(tx: Tx, projectId: string, sectionName: string, position: number): Promise<SectionRow> {
  const [section] = await tx.insert(projectSections).values({ projectId, sectionName, position }).returning();
  return section!;
}

/** The template tasks a section lacks: none means it is in sync, some that it is out of sync. */
export async function setSectionSync(tx: Tx, sectionId: string, missingTasks: string[]): Promise<void> {
  await tx
    .update(projectSections)
    .set({ missingTasks, syncRequired: missingTasks.length > 0, syncStatus: missingTasks.length ? 'OUT_OF_SYNC' : 'SYNCED' })
    .where(eq(projectSections.id, sectionId));
}
