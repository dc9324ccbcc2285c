// What the VidPitch tests wait for on an app that works on its jobs: a video's draft made from its render (or the
// render failed), by the job that handles the render's end.
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../../services.js';
import { startDraft, vidpitchRenderEnded } from './draft/vidpitch.draft.js';
import { vidpitchVideos } from './vidpitch.table.js';

/**
 * Asks for the video's first version when no render is named (the draft job's work), then waits until the render has
 * ended and vidpitch's job for its end has run.
 */
export async function draftMade(s: Services, videoId: string, renderId?: string, ms = 170_000): Promise<void> {
  if (!renderId) {
    await startDraft(s, videoId);
    const [video] = await s.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, videoId));
    if (!video?.renderId) throw new Error(`video ${videoId} has no render`);
    renderId = video.renderId;
  }
  const until = Date.now() + ms;
  for (;;) {
    const done = await s.db.execute(
      sql`select 1 from pgboss.job where name = ${vidpitchRenderEnded.name} and data->>'renderId' = ${renderId} and state in ('completed', 'failed')`,
    );
    if ((done as unknown as { rows: unknown[] }).rows.length) return;
    if (Date.now() > until) throw new Error(`the end of render ${renderId} was not handled`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
