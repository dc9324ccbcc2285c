// The write the editor portal's profile wizard makes to the profile the PM's editor search reads.
import type { Db, Tx } from '../../db/client.js';
import { editorProfiles } from './editor-profiles.table.js';

export type EditorProfileFields = Omit<typeof editorProfiles.$inferInsert, 'userId'>;

/** Saves the editor's profile: made on the first save, replaced by the next. */
export async function saveEditorProfile(db: Db | Tx, userId: string, fields: EditorProfileFields): Promise<void> {
  await db
    .insert(editorProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: editorProfiles.userId, set: fields });
}
