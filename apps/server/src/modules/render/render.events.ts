// A render's events: `renderEnded`, the one way a consuming domain (Bronze, VidPitch) learns that a render is over, and
// the live topics of graphql/pubsub.ts that screens follow for its progress.
import { z } from 'zod';
import { defineEvent } from '../../platform/jobs.js';

/**
 * A render ended, complete or failed (its last attempt, a cancel or the sweep): emitted in the transaction that marks
 * its row, once per render. Consumers register a job for it in their manifest's `on` (onEvent) and read the row again
 * (renderOf); the job is retried by the queue, so a handler is idempotent.
 */
export const renderEnded = defineEvent({
  name: 'render.ended',
  payload: z.object({ renderId: z.uuid(), videoId: z.uuid(), status: z.enum(['complete', 'failed']) }),
});

/** A render's state, published on every progress step and at its end (for screens: consumers take renderEnded). */
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
