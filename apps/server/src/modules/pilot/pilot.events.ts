// Live events of the pilot portal: their topics of platform/outbox/topics.ts.

/** What pilotAssetUpdated and pilotMarkCompletedFolder deliver: the shot that changed and how. */
export interface PilotShotEvent {
  projectId: string;
  folderId: string;
  /** UPLOADED, MARKED_COMPLETE, MARKED_INCOMPLETE, CUSTOM_ADDED, RESCHEDULED, ANSWERED. */
  action: string;
  isAssetUploaded: boolean;
  isMarkedCompleted: boolean;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** A shot of the project got an upload, a custom shot was added, or the flight moved. */
    pilotAssetUpdated: [projectUuid: string, payload: PilotShotEvent];
    /** A shot's mark-complete status changed. */
    pilotMarkCompletedFolder: [projectUuid: string, payload: PilotShotEvent];
  }
}
