// Who may do what with a project's shots (part B §4, §6 "Pilot portal"): a shot is reached through its project (the
// core policy's 'files'); the role rules the web reads too live in packages/shared/src/pilot.policy.ts.
import { eq } from 'drizzle-orm';
import { PILOT_MESSAGES as M, mayUnmarkShot } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { forbidden } from '../../platform/errors.js';
import { projectNotFound, visibleProject, type ProjectRow } from '../core/index.js';
import { pilotShots } from './pilot.table.js';

type Shot = typeof pilotShots.$inferSelect;

/** The shot `id` of a project the viewer reaches for 'files'; NOT_FOUND for a shot of a project they do not reach. */
export async function visibleShot(db: Db | Tx, viewer: Viewer, id: string): Promise<{ shot: Shot; project: ProjectRow }> {
  const [shot] = await db.select().from(pilotShots).where(eq(pilotShots.id, id));
  if (!shot) throw projectNotFound();
  const project = await visibleProject(db, viewer, 'files', { id: shot.projectId });
  return { shot, project };
}

/** Marking a shot complete or not: a pilot may not take back a completion (their checkbox is disabled once completed). */
export function checkShotMark(viewer: Viewer, shot: Pick<Shot, 'isMarkedCompleted'>, isMarkedCompleted: boolean): void {
  if (shot.isMarkedCompleted && !isMarkedCompleted && !mayUnmarkShot(viewer.role)) throw forbidden(M.alreadyCompleted);
}
