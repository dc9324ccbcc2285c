// Live events of notes: their topic of platform/outbox/topics.ts.

export interface NoteEvent {
  projectId: string;
  noteId: string;
  folderId: string | null;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** A note was added to the project or one of its shots. */
    addedAdditionalNotes: [projectUuid: string, payload: NoteEvent];
  }
}
