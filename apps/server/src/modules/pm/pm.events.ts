// Live events of the PM portal: a project's status changed; an editor's profile, rating or load changed.

export interface VideoStatusEvent {
  projectId: number;
  status: string;
  trackStatus: string;
}
export interface EditorUpdateEvent {
  editorId: string;
  /** What changed: FEEDBACK, PROFILE or ASSIGNMENT. */
  reason: string;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** A project's status or video status changed, keyed by the project's uuid. */
    videoStatusUpdated: [projectUuid: string, payload: VideoStatusEvent];
    /** Something the editor search shows about an editor changed; one topic for every subscriber. */
    editorUpdate: [payload: EditorUpdateEvent];
  }
}
