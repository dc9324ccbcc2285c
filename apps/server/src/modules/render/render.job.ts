// The render job: one pg-boss job per render, keyed by the render id (a second send of the same id is ignored), retried
// with backoff; an attempt whose worker died (kill -9) expires and runs again from the start (runRender cleans up).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs.js';
import type { FormData } from '../../platform/render/types.js';
import type { Services } from '../../services.js';
import { notFound } from '../../graphql/errors.js';
import { renders, type RenderRow } from './render.table.js';
import { RENDER_MESSAGES, runRender } from './render.service.js';
import { templateById } from './templates/index.js';

export const renderJob = defineJob({
  name: 'render.video',
  payload: z.object({ renderId: z.uuid() }),
  retryLimit: 3,
  concurrency: (config) => config.render.concurrency,
  // a 40 s render takes seconds to a few minutes on a busy worker; past this its worker is taken for dead
  expireInSeconds: 15 * 60,
  handler: async (data, s) => {
    await runRender(s, data.renderId);
  },
});

/**
 * Stores a new version of a video's form and queues its render (keyed by the render id). The version number is the
 * next free one; the unique (video, version) index turns a concurrent duplicate into one retry.
 */
export async function requestRender(
  deps: Pick<Services, 'db' | 'jobs'>,
  input: { videoId: string; templateId: number; formData: FormData; createdBy?: string | null },
): Promise<RenderRow> {
  if (!templateById(input.templateId)) throw notFound(RENDER_MESSAGES.noTemplates);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await deps.db
        .insert(renders)
        .values({
          videoId: input.videoId,
          version: sql`(select coalesce(max(${renders.version}), 0) + 1 from ${renders} where ${renders.videoId} = ${input.videoId})`,
          templateId: input.templateId,
          formData: input.formData,
          createdBy: input.createdBy ?? null,
        })
        .returning();
      await deps.jobs.send(renderJob, { renderId: row!.id }, { id: row!.id });
      return row!;
    } catch (err) {
      if (attempt < 2 && /renders_video_version_key/.test(String((err as { cause?: unknown }).cause ?? err))) continue;
      throw err;
    }
  }
}

