// Notes (part B §3 "Note", §5 "Notes", §6; DECISIONS.md (23)): a pilot's note goes to the project's PM, anyone else's
// to the project's pilot. The sender, the addressee and the role are the server's, not the client's to choose.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PILOT_MESSAGES, ROLES, type addNotesSchema, type listNotesSchema } from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput } from '../../platform/errors.js';
import { users, visibleProject } from '../core/index.js';
import { markShotNoted, shotOfProject, shotTitles, visibleShot } from '../pilot/index.js';
import { notes } from './notes.table.js';

export interface NoteView {
  id: string;
  notesUserRole: string;
  noteText: string;
  createdAt: Date;
  notesUsername: string | null;
  notesToName: string | null;
  folderId: string | null;
  pilot_task: { title: string; folderTypes: string; projectId: string } | null;
}

/** addNotes(notesFrom, notesTo, noteText, notesUserRole, folderId, defaultFolderFlag, projectId). */
export async function addNote(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.infer<typeof addNotesSchema>,
): Promise<{ message: string; id: string }> {
  const project = await visibleProject(deps.db, viewer, 'read', input.projectId);
  if (input.folderId && !(await shotOfProject(deps.db, project.id, input.folderId))) {
    throw badInput(PILOT_MESSAGES.shotMissing, 'folderId');
  }
  const to = viewer.role === ROLES.VMS_PILOT ? project.pmId : project.pilotId;
  const row = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(notes)
      .values({
        projectId: project.id,
        folderId: input.folderId ?? null,
        notesFrom: viewer.id,
        notesTo: to,
        notesUserRole: viewer.role,
        noteText: input.noteText,
      })
      .returning();
    if (input.folderId) await markShotNoted(tx, input.folderId);
    await emit(tx, 'addedAdditionalNotes', project.id, { projectId: project.id, noteId: made!.id, folderId: made!.folderId });
    return made;
  });
  return { message: PILOT_MESSAGES.noteAdded, id: row!.id };
}

const author = alias(users, 'note_author');
const addressee = alias(users, 'note_addressee');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), '')`;

/** listNotes(input: projectId or folderId, orderBy ASC or DESC): the notes of a project, or of one shot. */
export async function listNotes(deps: Pick<Services, 'db'>, viewer: Viewer, input: z.infer<typeof listNotesSchema>): Promise<NoteView[]> {
  let where;
  if (input.folderId) {
    const { shot } = await visibleShot(deps.db, viewer, input.folderId);
    where = eq(notes.folderId, shot.id);
  } else {
    const project = await visibleProject(deps.db, viewer, 'read', input.projectId!);
    where = eq(notes.projectId, project.id);
  }
  const rows = await deps.db
    .select({
      id: notes.id,
      notesUserRole: notes.notesUserRole,
      noteText: notes.noteText,
      createdAt: notes.createdAt,
      notesUsername: sql<string | null>`coalesce(${nameOf(author)}, ${author.email})`,
      notesToName: sql<string | null>`coalesce(${nameOf(addressee)}, ${addressee.email})`,
      folderId: notes.folderId,
    })
    .from(notes)
    .leftJoin(author, eq(author.id, notes.notesFrom))
    .leftJoin(addressee, eq(addressee.id, notes.notesTo))
    .where(and(where))
    .orderBy(input.orderBy === 'ASC' ? asc(notes.createdAt) : desc(notes.createdAt), asc(notes.id));
  const shots = await shotTitles(deps.db, [...new Set(rows.flatMap((r) => (r.folderId ? [r.folderId] : [])))]);
  return rows.map((r) => {
    const shot = r.folderId ? shots.get(r.folderId) : undefined;
    return { ...r, pilot_task: shot ? { title: shot.title, folderTypes: shot.folderTypes, projectId: shot.projectId } : null };
  });
}

export async function noteEvents(deps: Pick<Services, 'db' | 'live'>, viewer: Viewer, projectId: string) {
  const project = await visibleProject(deps.db, viewer, 'read', projectId);
  return deps.live.subscribe('addedAdditionalNotes', project.id);
}
