// Live events of renders: their topic of graphql/pubsub.ts and what it carries.

/** A render's state, published on every progress step and at its end. */
export interface RenderEvent {
  renderId: string;
  videoId: string;
  status: 'inprogress' | 'complete' | 'failed';
  progress: number;
  error: string | null;
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Keyed by render id; the consuming domains' subscriptions (rendered video, bronzeVideoStatus, …) read it. */
    renderUpdated: [renderId: string, payload: RenderEvent];
    /** The same events keyed by video id, for screens that follow a video rather than one render. */
    videoRenderUpdated: [videoId: string, payload: RenderEvent];
  }
}
