// The cuts of a finished render, asked for after the fact (a VidPitch purchase, issue #12): the variants its row is
// missing ('9:16', '1:1', 'mls' by default) are rendered from the row's stored form and template by the same render
// process runRender uses, and their keys are stored on the same row. The delivery file is never rendered again.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RenderVariant } from '@vms/shared';
import { defineJob, type JobAttempt } from '../../platform/jobs.js';
import { renderVariantInChild } from '../../platform/render/render-process.js';
import type { Services } from '../../services.js';
import { renders, type RenderRow } from './render.table.js';
import { engineRequests, removeObjects, RENDER_RETRIES, renderKey, VARIANTS } from './render.service.js';
import { templateById } from './templates/index.js';

/** What a bought VidPitch video gets: the social cuts and the MLS-unbranded cut. */
export const ALL_CUTS: RenderVariant[] = ['9:16', '1:1', 'mls'];
const cutsTempPrefix = (renderId: string) => `tmp/cuts/${renderId}/`;

type CutsDeps = Pick<Services, 'db' | 'storage' | 'config' | 'log'>;

/** The variants of `wanted` this row has no file for yet. */
export const missingCuts = (row: RenderRow, wanted: readonly RenderVariant[] = ALL_CUTS) => wanted.filter((v) => !row[VARIANTS[v].column]);

/**
 * The cuts job's work for one render: renders each missing variant, stores it (temporary key, then moved into place)
 * and sets its column at once, so a retry renders only what is still missing. A row that is not complete, or has them
 * all, is left alone. The last attempt's error marks the cuts failed (the delivery file stays as it was).
 */
export async function runCuts(deps: CutsDeps, renderId: string, opts: { attempt?: JobAttempt; variants?: RenderVariant[] } = {}) {
  const [row] = await deps.db.select().from(renders).where(eq(renders.id, renderId));
  if (!row || row.status !== 'complete') return row ?? null;
  const missing = missingCuts(row, opts.variants);
  const template = templateById(row.templateId);
  const finish = async (status: 'complete' | 'failed', error: string | null) => {
    const [done] = await deps.db.update(renders).set({ cutsStatus: status, cutsError: error }).where(eq(renders.id, row.id)).returning();
    return done!;
  };
  if (!missing.length) return finish('complete', null);
  if (!template) return finish('failed', `Unknown template ${row.templateId}`);
  const requests = engineRequests(deps, row, template);
  const work = join(tmpdir(), `vms-cuts-${row.id}-${randomBytes(4).toString('hex')}`);
  try {
    for (const v of missing) {
      const spec = VARIANTS[v];
      const out = await renderVariantInChild({ ...requests.variant(v), signal: opts.attempt?.signal }, join(work, spec.file));
      for (const [file, name, type] of [
        [out.video, spec.file, 'video/mp4'],
        [out.poster, spec.poster, 'image/jpeg'],
      ] as const) {
        await deps.storage.driver.put(cutsTempPrefix(row.id) + name, createReadStream(file), type);
        await deps.storage.driver.move(cutsTempPrefix(row.id) + name, renderKey(row, name));
      }
      await deps.db
        .update(renders)
        .set({ [spec.column]: renderKey(row, spec.file) })
        .where(and(eq(renders.id, row.id), eq(renders.status, 'complete')));
    }
  } catch (err) {
    deps.log.warn({ err, renderId: row.id }, 'render cuts failed');
    if (opts.attempt?.signal?.aborted) throw err; // this process is stopping: another worker renders what is missing
    if (!opts.attempt || opts.attempt.retryCount >= opts.attempt.retryLimit) return finish('failed', (err as Error).message);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
    // a put that was not moved into place (the move failed, or the process died between the two)
    await removeObjects(deps, cutsTempPrefix(row.id)).catch((err: unknown) =>
      deps.log.warn({ err, renderId: row.id }, 'render cuts: temporary objects not removed'),
    );
  }
  return finish('complete', null);
}

export const renderCutsJob = defineJob({
  name: 'render.cuts',
  payload: z.object({ renderId: z.uuid() }),
  retryLimit: RENDER_RETRIES,
  concurrency: (config) => config.render.concurrency,
  expireInSeconds: (config) => config.render.expireSeconds,
  handler: async (data, s: Services, attempt) => {
    await runCuts(s, data.renderId, { attempt });
  },
});

/**
 * Asks for a render's cuts: the row is marked inprogress (unless it has them all) and one job is queued, keyed by the
 * render id: a second request while that job exists (pg-boss keeps ended jobs for a while) is ignored and changes
 * nothing; a request for a row with every cut does not queue anything.
 */
export async function requestCuts(deps: Pick<Services, 'db' | 'jobs'>, renderId: string) {
  const [row] = await deps.db.select().from(renders).where(eq(renders.id, renderId));
  if (!row || row.status !== 'complete') return false;
  if (!missingCuts(row).length) {
    if (row.cutsStatus !== 'complete')
      await deps.db.update(renders).set({ cutsStatus: 'complete', cutsError: null }).where(eq(renders.id, row.id));
    return false;
  }
  await deps.db.update(renders).set({ cutsStatus: 'inprogress', cutsError: null }).where(eq(renders.id, row.id));
  if (await deps.jobs.send(renderCutsJob, { renderId: row.id }, { id: row.id })) return true;
  // a job with this id exists (queued, running, or ended and kept by pg-boss): the row keeps the state it had, so a
  // replayed purchase never leaves ended cuts looking inprogress
  await deps.db
    .update(renders)
    .set({ cutsStatus: row.cutsStatus, cutsError: row.cutsError })
    .where(and(eq(renders.id, row.id), eq(renders.cutsStatus, 'inprogress')));
  return false;
}
