// Kept apart from jobs.ts (pg-boss) so that the render process, which throws it, does not load the queue.
/** An error no retry will fix (no ffmpeg on this server): the attempt ends and the job is not retried. */
export class FinalJobError extends Error {}
