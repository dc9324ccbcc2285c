// A new production project: the row, its tracker project (sections and tasks of the plan's template) and whatever
// each domain sets up for a project (its manifest's projectCreated: folders, …), all in the caller's transaction.
import type { Tx } from '../../db/client.js';
import type { TaskTracker } from '../../connectors/asana/port.js';
import { projects } from './projects.table.js';
import type { ProjectRow } from './access/project-access.js';
import { ORDERED } from './project-lifecycle.js';
import type { DomainManifest } from './domain.js';

export type NewProject = Pick<typeof projects.$inferInsert, 'projectName' | 'plan' | 'customerId' | 'assetId'> &
  Partial<Pick<typeof projects.$inferInsert, 'pmId' | 'editorId' | 'pilotId' | 'productType'>>;

/** What creating a project uses of the app's services: the tracker, and the domains' set-ups in their order. */
export interface ProjectCreation {
  tracker: Pick<TaskTracker, 'createProject'>;
  projectCreated: readonly ProjectSetUp[];
}

/** One domain's set-up of a new project (its manifest's projectCreated). */
export type ProjectSetUp = NonNullable<DomainManifest['projectCreated']>;

export async function createProject(tx: Tx, deps: ProjectCreation, values: NewProject): Promise<ProjectRow> {
  const [project] = await tx
    .insert(projects)
    .values({ productType: null, ...values, ...ORDERED })
    .returning();
  await deps.tracker.createProject(tx, { id: project!.id, projectName: project!.projectName, plan: project!.plan, asanaProjectId: null });
  for (const setUp of deps.projectCreated) await setUp(tx, project!);
  return project!;
}

/**
 * The domains' project set-ups in the order their manifests declare (`projectCreatedAfter`): each runs after the ones
 * it names. A name that is no domain with a set-up, or a cycle, is a programming error and stops the app at start.
 */
export function projectSetUpOrder(domains: readonly DomainManifest[]): ProjectSetUp[] {
  const waiting = domains.filter((d) => d.projectCreated);
  const names = new Set(waiting.map((d) => d.name));
  for (const d of waiting) {
    const unknown = (d.projectCreatedAfter ?? []).filter((n) => !names.has(n));
    if (unknown.length) throw new Error(`${d.name}: projectCreatedAfter names no project set-up: ${unknown.join(', ')}`);
  }
  const done = new Set<string>();
  const order: DomainManifest[] = [];
  while (waiting.length) {
    const next = waiting.findIndex((d) => (d.projectCreatedAfter ?? []).every((n) => done.has(n)));
    if (next < 0) throw new Error(`project set-ups wait on each other: ${waiting.map((d) => d.name).join(', ')}`);
    const [d] = waiting.splice(next, 1);
    done.add(d!.name);
    order.push(d!);
  }
  return order.map((d) => d.projectCreated!);
}
