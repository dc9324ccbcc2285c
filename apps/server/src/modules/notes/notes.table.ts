// Notes between the pilot and the studio (part B §3 "Note", §6): on a project, or on one of its shots.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from '../core/index.js';
import { pilotShots } from '../pilot/pilot.table.js';

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The shot the note is about; null for a note on the project. */
    folderId: uuid('folder_id').references(() => pilotShots.id, { onDelete: 'cascade' }),
    notesFrom: uuid('notes_from').references(() => users.id, { onDelete: 'set null' }),
    /** The pilot's notes go to the PM; everyone else's go to the pilot. */
    notesTo: uuid('notes_to').references(() => users.id, { onDelete: 'set null' }),
    notesUserRole: text('notes_user_role').notNull(),
    noteText: text('note_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_project_idx').on(t.projectId, t.createdAt), index('notes_folder_idx').on(t.folderId, t.createdAt)],
);
