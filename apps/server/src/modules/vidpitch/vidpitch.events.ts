// Live events of VidPitch videos: their topics of platform/outbox/topics.ts and what they carry.

/** A render result of a video as the pages see it (part B §7 "subscription on rendered video (renderId, error)"). */
export interface VideoRenderedEvent {
  videoId: string;
  renderId: string;
  /** complete (the draft is ready to play) or failed. */
  status: 'complete' | 'failed';
  error: string | null;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** Keyed by video uuid: the draft page and the modify flow follow their own video. */
    videoRendered: [videoId: string, payload: VideoRenderedEvent];
    /** One topic for the assets listing (listUpdatedVideos): any video made, rendered, e-mailed or bought. */
    vidpitchVideosUpdated: [key: 'all', payload: { videoId: string; brokerUserId: string | null }];
  }
}
