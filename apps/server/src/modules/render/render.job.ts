// The render job: one pg-boss job per render, keyed by the render id (a second send of the same id is ignored), retried
// with backoff; an attempt whose worker died (kill -9) expires and runs again from the start (runRender cleans up).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { renderVariantsSchema, type RenderVariant } from '@vms/shared';
import { defineJob } from '../../platform/jobs.js';
import type { FormData } from '../../platform/render/types.js';
import type { Services } from '../../services.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { renders, type RenderRow } from './render.table.js';
import {
  RENDER_JOB,
  RENDER_MESSAGES,
  RENDER_RETRIES,
  renderSamples,
  runRender,
  samplesMissing,
  sweepStuckRenders,
} from './render.service.js';
import { templateById } from './templates/index.js';

export const renderJob = defineJob({
  name: RENDER_JOB.name,
  payload: z.object({ renderId: z.uuid() }),
  retryLimit: RENDER_RETRIES,
  concurrency: (config) => config.render.concurrency,
  // a 40 s render takes seconds to a few minutes on a busy worker; past this (RENDER_EXPIRE_SECONDS, 15 minutes by
  // default) its worker is taken for dead and the job is retried
  expireInSeconds: (config) => config.render.expireSeconds,
  handler: async (data, s: Services, attempt) => {
    await runRender(s, data.renderId, { attempt });
  },
});

/** Every minute: renders whose every attempt expired (the last worker killed) end failed instead of inprogress. */
export const renderSweepJob = defineJob({
  name: 'render.sweep',
  payload: z.object({}).optional(),
  retryLimit: 0,
  schedule: '* * * * *',
  handler: async (_data, s: Services) => {
    await sweepStuckRenders(s);
  },
});

/** The templates' sample videos, queued at start when one is missing (in the background: start-up never waits). */
export const renderSamplesJob = defineJob({
  name: 'render.samples',
  payload: z.object({}).optional(),
  retryLimit: 1,
  expireInSeconds: 30 * 60,
  handler: async (_data, s: Services, attempt) => {
    const done = await renderSamples(s, { missingOnly: true, signal: attempt.signal });
    if (done.length) s.log.info({ templates: done }, 'template sample videos rendered');
  },
});

/** Start-up: queues the samples job when a template's sample video is missing from storage. */
export async function queueMissingSamples(s: Pick<Services, 'jobs' | 'storage'>) {
  if (await samplesMissing(s)) await s.jobs.send(renderSamplesJob, {});
}

/**
 * Stores a new version of a video's form and queues its render (keyed by the render id): the row and its job commit
 * together, in the caller's transaction when it gives one (so its own record of the render, as a video's current
 * version, commits with them). The version number is the next free one; the unique (video, version) index turns a
 * concurrent duplicate into one retry.
 */
export async function requestRender(
  deps: Pick<Services, 'db' | 'jobs'>,
  input: { videoId: string; templateId: number; formData: FormData; createdBy?: string | null; variants?: RenderVariant[] },
  tx?: Tx,
): Promise<RenderRow> {
  const variants = renderVariantsSchema.parse(input.variants ?? []);
  if (!templateById(input.templateId)) throw notFound(RENDER_MESSAGES.noTemplates);
  const db: Db | Tx = tx ?? deps.db;
  for (let attempt = 0; ; attempt++) {
    try {
      // in a caller's transaction, a savepoint: a duplicate version rolls back only this insert
      return await db.transaction(async (t) => {
        const [row] = await t
          .insert(renders)
          .values({
            videoId: input.videoId,
            version: sql`(select coalesce(max(${renders.version}), 0) + 1 from ${renders} where ${renders.videoId} = ${input.videoId})`,
            templateId: input.templateId,
            formData: input.formData,
            variants,
            createdBy: input.createdBy ?? null,
          })
          .returning();
        await deps.jobs.send(renderJob, { renderId: row!.id }, { id: row!.id, tx: t });
        return row!;
      });
    } catch (err) {
      if (attempt < 2 && /renders_video_version_key/.test(String((err as { cause?: unknown }).cause ?? err))) continue;
      throw err;
    }
  }
}
