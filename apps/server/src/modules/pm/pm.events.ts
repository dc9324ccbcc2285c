// Live events of the PM portal: an editor's profile, rating or load changed. A project's status changing
// (videoStatusUpdated, VideoStatusEvent) is core's lifecycle's topic; the PM portal subscribes to it and re-tells it
// when the links or the feedback on a project change.
export type { VideoStatusEvent } from '../core/index.js';
export interface EditorUpdateEvent {
  editorId: string;
  /** What changed: FEEDBACK, PROFILE or ASSIGNMENT. */
  reason: string;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** Something the editor search shows about an editor changed; one topic for every subscriber. */
    editorUpdate: [payload: EditorUpdateEvent];
  }
}
