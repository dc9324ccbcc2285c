// A render's events: `renderEnded`, the one way anyone learns that a render is over (the consuming domains' jobs, and
// the attempt still rendering it), and `renderStarted`, which tells an earlier attempt it was taken over.
import { z } from 'zod';
import { defineEvent } from '../../platform/jobs.js';

/**
 * A render ended, complete or failed (its last attempt, a cancel or the sweep): emitted in the transaction that marks
 * its row, once per render. Consumers register a job for it in their manifest's `on` (onEvent) and read the row again
 * (renderOf); the job is retried by the queue, so a handler is idempotent.
 */
export const renderEnded = defineEvent({
  name: 'renderEnded',
  payload: z.object({ renderId: z.uuid(), videoId: z.uuid(), status: z.enum(['complete', 'failed']) }),
});

export type RenderEnded = z.infer<typeof renderEnded.payload>;

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** Keyed by render id: its consumers' jobs follow it, and the process rendering it stops (a cancel, the sweep). */
    renderEnded: [renderId: string, payload: RenderEnded];
    /** Keyed by render id: an attempt took the render over; an earlier attempt still running stops. */
    renderStarted: [renderId: string, payload: { renderId: string; attempt: number }];
  }
}
