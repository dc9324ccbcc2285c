// A new production project: the row, its tracker project (sections and tasks of the plan's template) and whatever
// each domain sets up for a project (its manifest's projectCreated: folders, …), all in the caller's transaction.
import type { Tx } from '../../db/client.js';
import type { Services } from '../../services.js';
import { projects } from './projects.table.js';
import type { ProjectRow } from './project-access.js';

export type NewProject = Pick<typeof projects.$inferInsert, 'projectName' | 'plan' | 'customerId' | 'assetId'> &
  Partial<Pick<typeof projects.$inferInsert, 'pmId' | 'editorId' | 'pilotId' | 'productType' | 'status'>>;

export async function createProject(tx: Tx, deps: Pick<Services, 'tracker' | 'projectCreated'>, values: NewProject): Promise<ProjectRow> {
  const [project] = await tx
    .insert(projects)
    .values({ productType: null, trackStatus: 'ACTIVE', status: 'NOT STARTED', isNew: true, ...values })
    .returning();
  await deps.tracker.createProject(tx, { id: project!.id, projectName: project!.projectName, plan: project!.plan, asanaProjectId: null });
  for (const setUp of deps.projectCreated) await setUp(tx, project!);
  return project!;
}
