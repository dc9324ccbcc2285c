// Live events of project folders: their topics of platform/outbox/topics.ts and what they carry.

/** What the folder subscriptions deliver. */
export interface FolderEvent {
  projectId: string;
  path: string;
  action: string;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** A file uploaded to or deleted from a project's folders (the custom folders have their own topic). */
    folderUpdated: [projectUuid: string, payload: FolderEvent];
    customFolderUpdated: [projectUuid: string, payload: FolderEvent];
  }
}
