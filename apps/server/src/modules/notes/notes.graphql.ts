// Notes' GraphQL (part B §7: addNotes, listNotes, addedAdditionalNotes): thin resolvers over notes.service.ts.
import { addNotesSchema, listNotesSchema } from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { viewerOf } from '../../graphql/common.js';
import { projectScoped } from '../core/index.js';
import { addNote, listNotes, noteEvents, type NoteView } from './notes.service.js';
import type { NoteEvent } from './notes.events.js';

const PilotTask = builder.objectRef<NonNullable<NoteView['pilot_task']>>('NotePilotTask').implement({
  fields: (t) => ({ title: t.exposeString('title'), folderTypes: t.exposeString('folderTypes'), projectId: t.exposeID('projectId') }),
});

const Note = builder.objectRef<NoteView>('Note').implement({
  description: 'A note (part B §3 "Note").',
  fields: (t) => ({
    id: t.exposeID('id'),
    notesUserRole: t.exposeString('notesUserRole'),
    noteText: t.exposeString('noteText'),
    createdAt: t.string({ resolve: (n) => n.createdAt.toISOString() }),
    notesUsername: t.exposeString('notesUsername', { nullable: true }),
    notesToName: t.exposeString('notesToName', { nullable: true }),
    folderId: t.exposeID('folderId', { nullable: true }),
    pilot_task: t.field({ type: PilotTask, nullable: true, resolve: (n) => n.pilot_task }),
  }),
});

const AddedNote = builder.objectRef<{ message: string; id: string }>('AddedNote').implement({
  fields: (t) => ({ message: t.exposeString('message'), id: t.exposeID('id') }),
});

const NoteEventRef = builder.objectRef<NoteEvent>('NoteEvent').implement({
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    noteId: t.exposeID('noteId'),
    folderId: t.exposeID('folderId', { nullable: true }),
  }),
});

const ListNotesInput = builder.inputType('ListNotesInput', {
  fields: (t) => ({ projectId: t.id(), folderId: t.id(), orderBy: t.string({ description: 'ASC or DESC (default).' }) }),
});

const defined = <T extends object>(o: T | null | undefined) =>
  Object.fromEntries(
    Object.entries(o ?? {})
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
  );

builder.queryFields((t) => ({
  listNotes: t.field({
    type: [Note],
    authScopes: access('listNotes'),
    args: { input: t.arg({ type: ListNotesInput, required: true }) },
    resolve: (_r, a, ctx) => listNotes(ctx.services, viewerOf(ctx), parseInput(listNotesSchema, defined(a.input))),
  }),
}));

builder.mutationFields((t) => ({
  addNotes: t.field({
    type: AddedNote,
    authScopes: access('addNotes'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: {
      notesFrom: t.arg.string(),
      notesTo: t.arg.string(),
      noteText: t.arg.string({ required: true }),
      notesUserRole: t.arg.string(),
      folderId: t.arg.id(),
      defaultFolderFlag: t.arg.boolean(),
      projectId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) => addNote(ctx.services, viewerOf(ctx), parseInput(addNotesSchema, defined(a))),
  }),
}));

builder.subscriptionFields((t) => ({
  addedAdditionalNotes: t.field({
    type: NoteEventRef,
    description: 'A note was added to the project or one of its shots.',
    authScopes: access('addedAdditionalNotes'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => noteEvents(ctx.services, viewerOf(ctx), String(a.projectId)),
    resolve: (e) => e,
  }),
}));
