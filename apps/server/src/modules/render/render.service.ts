// The render domain's logic: templates for the modify flow, the form data of a video per version, and the render job
// that turns one version into files in storage. Consuming domains (VidPitch, Bronze) call requestRender and handle
// renderEnded (render.events.ts), emitted once as the render's row turns complete or failed.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CancelRenderInput, RenderVariant } from '@vms/shared';
import type { JobAttempt } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, notFound } from '../../platform/errors.js';
import { normaliseKey } from '../../platform/storage/keys.js';
import { OUTPUT_FILES, RenderInputError, scaleTemplate, valuesOf, variantSize, type OutputName } from '../../platform/render/engine.js';
import { renderVariantInChild, renderVideoInChild } from '../../platform/render/render-process.js';
import type { Aspect } from '../../platform/render/types.js';
import { requireVideoTools, VIDEO_UNAVAILABLE, videoTools } from '../../platform/render/video-tools.js';
import type { FormData, FormItem, VideoTemplate } from '../../platform/render/types.js';
import { renders, type RenderRow } from './render.table.js';
import { emit } from '../../platform/outbox/outbox.js';
import './render.events.js';
import { DEMO_IMAGE_DIR, sampleForm, TEMPLATES, templateById } from './templates/index.js';

export const RENDER_MESSAGES = {
  success: 'Video rendered successfully.',
  slow: 'Video rendering taking longer than expected',
  failed: 'Video Rendering Failed',
  noTemplates: 'No templates available for selection.',
  noVideo: 'Requested video asset does not exist.',
  noChapters: 'No chapters exist for provided asset.',
  cancelled: 'Render cancelled',
  noRender: 'Render not found.',
  notRunning: 'Only a render in progress can be cancelled.',
} as const;

/** The render job's queue name (render.job.ts defines the job; cancelling needs only its name). */
export const RENDER_JOB = { name: 'render.video' } as const;
/** Attempts a render gets before it fails for good (the first and this many retries). */
export const RENDER_RETRIES = 3;

/**
 * Each variant: the template layout it is drawn at, whether it is unbranded, its MP4, its column and its poster JPEG.
 * The poster has no column: it is moved into place with the MP4, so it is `renderKey(row, poster)` whenever the column
 * is set.
 */
export const VARIANTS: Record<
  RenderVariant,
  { aspect: Aspect; unbranded: boolean; file: string; column: 'verticalKey' | 'squareKey' | 'unbrandedKey'; poster: string }
> = {
  '9:16': { aspect: '9:16', unbranded: false, file: 'video-9x16.mp4', column: 'verticalKey', poster: 'poster-9x16.jpg' },
  '1:1': { aspect: '1:1', unbranded: false, file: 'video-1x1.mp4', column: 'squareKey', poster: 'poster-1x1.jpg' },
  mls: { aspect: '16:9', unbranded: true, file: 'video-mls.mp4', column: 'unbrandedKey', poster: 'poster-mls.jpg' },
};

/** Where a finished render's files live, and where they are written before they are moved there. */
export const renderKey = (row: Pick<RenderRow, 'videoId' | 'version'>, file: string) => `renders/${row.videoId}/v${row.version}/${file}`;
/** A render's temporary objects; each attempt writes under `<prefix><attempt>/`. */
export const renderTempPrefix = (renderId: string) => `tmp/renders/${renderId}/`;
/** Every attempt of a render works in its own directory under the system's temp dir, `<prefix>-<attempt>`. */
export const renderWorkPrefix = (renderId: string) => `vms-render-${renderId}`;
export const sampleKey = (t: VideoTemplate, file: string) => `renders/samples/${t.templateName.toLowerCase()}/${file}`;

export interface TemplateView {
  templateId: number;
  templateName: string;
  segmentCount: number;
  s3Link: string | null;
  segmentUrl: string | null;
  isDefault: boolean;
}

/** getVideoTemplates: every template, with its sample video and poster when they have been rendered. */
export async function listTemplates(deps: Pick<Services, 'storage'>): Promise<TemplateView[]> {
  return Promise.all(
    TEMPLATES.map(async (t) => {
      const [video, poster] = await Promise.all([
        deps.storage.driver.head(sampleKey(t, OUTPUT_FILES.video)),
        deps.storage.driver.head(sampleKey(t, OUTPUT_FILES.poster)),
      ]);
      return {
        templateId: t.templateId,
        templateName: t.templateName,
        segmentCount: t.chapters.length,
        s3Link: video ? await deps.storage.readUrl(sampleKey(t, OUTPUT_FILES.video)) : null,
        segmentUrl: poster ? await deps.storage.readUrl(sampleKey(t, OUTPUT_FILES.poster)) : null,
        isDefault: t.isDefault,
      };
    }),
  );
}

/** The latest stored form of a video, any version. */
export async function latestRender(db: Services['db'], videoId: string): Promise<RenderRow | undefined> {
  const [row] = await db.select().from(renders).where(eq(renders.videoId, videoId)).orderBy(desc(renders.version)).limit(1);
  return row;
}

/** One render: its status, error and, once complete, its files. */
export async function renderOf(db: Services['db'], renderId: string): Promise<RenderRow | undefined> {
  const [row] = await db.select().from(renders).where(eq(renders.id, renderId));
  return row;
}

/** The renders of these ids (in no order), for a list that shows one per row. */
export async function rendersOf(db: Services['db'], renderIds: readonly string[]): Promise<RenderRow[]> {
  return renderIds.length
    ? db
        .select()
        .from(renders)
        .where(inArray(renders.id, [...renderIds]))
    : [];
}

/** The form of every version of a video (a picture a version used may be used again). */
export async function formsOf(db: Services['db'], videoId: string): Promise<FormData[]> {
  return (await db.select({ formData: renders.formData }).from(renders).where(eq(renders.videoId, videoId))).map((r) => r.formData);
}

/** A template's form filled from stored values: the same attribute keeps its value across templates. */
export function formFor(t: VideoTemplate, values: Record<string, string>): FormData {
  return t.chapters.map((c) =>
    c.slots.map((s): FormItem => ({ label: s.label, attributeValue: s.attributeValue, value: values[s.attributeValue] ?? '' })),
  );
}

/** What a render says of any picture it cannot read: the same words whether the key is refused, missing or too big. */
export const UNREADABLE_PICTURE = 'not a stored picture';

/**
 * A picture of a form, read from storage: a stored key only, never a URL (nothing in a form is ever fetched) and never a
 * path out of the store (normalised as every file key is, platform/storage/keys.ts), and at most `maxBytes`, cut off
 * while it streams. Every failure throws the same error, so a render's error tells nothing about what exists.
 */
export async function readStoredPicture(storage: Services['storage'], value: string, maxBytes: number): Promise<Buffer> {
  let key: string;
  try {
    key = normaliseKey(value.replace(/^\/+/, ''));
  } catch {
    throw new Error(UNREADABLE_PICTURE);
  }
  const obj = await storage.driver.get(key).catch(() => null);
  if (!obj || obj.size > maxBytes) {
    obj?.stream.destroy();
    throw new Error(UNREADABLE_PICTURE);
  }
  const chunks: Buffer[] = [];
  let seen = 0;
  try {
    for await (const c of obj.stream) {
      seen += (c as Buffer).length;
      if (seen > maxBytes) throw new Error(UNREADABLE_PICTURE);
      chunks.push(c as Buffer);
    }
  } catch {
    obj.stream.destroy();
    throw new Error(UNREADABLE_PICTURE);
  }
  return Buffer.concat(chunks);
}

/**
 * What every engine call for a render row shares: its template at the configured time scale, its form's values, its
 * images read from storage, the x264 preset and this machine's chapter clips (a text change of one chapter, the Bronze
 * text-change order or a broker's edit, re-renders two clips instead of six); then the delivery request, and each
 * variant's at the delivery size's scale.
 */
export function engineRequests(deps: Pick<Services, 'storage' | 'config'>, row: Pick<RenderRow, 'formData'>, template: VideoTemplate) {
  const cfg = deps.config.render;
  const scaled = scaleTemplate(template, cfg.timeScale);
  const delivery = { width: cfg.width, height: cfg.height, fps: 30 };
  const base = {
    template: scaled,
    values: valuesOf(row.formData),
    readImage: (v: string) => readStoredPicture(deps.storage, v, cfg.pictureMaxBytes),
    preset: cfg.preset,
    cacheDir: join(deps.config.dataDir, 'render-cache'),
  };
  return {
    video: { ...base, size: delivery },
    variant: (v: RenderVariant) => {
      const { aspect, unbranded } = VARIANTS[v];
      return { ...base, aspect, unbranded, size: variantSize(scaled, aspect, delivery) };
    },
  };
}

/**
 * Renders this process is running, by id: cancelRender aborts them at once (their render process and its ffmpeg
 * processes are killed).
 */
const running = new Map<string, AbortController>();

/**
 * Removes a render's work directories and temporary objects: one attempt's (`attempt`), or every attempt's (a killed
 * worker's too, as a new attempt starts and when the sweep fails the render).
 */
async function cleanupRender(deps: Pick<Services, 'storage'>, renderId: string, attempt?: number) {
  const dir = renderWorkPrefix(renderId) + (attempt === undefined ? '-' : `-${attempt}`);
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (attempt !== undefined) {
      if (name === dir) await rm(join(tmpdir(), name), { recursive: true, force: true });
    } else if (name.startsWith(dir)) {
      // an earlier attempt may still be writing there (taken over, it stops within a second and removes its own):
      // what cannot be removed now is left to it
      await rm(join(tmpdir(), name), { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    }
  }
  await removeObjects(deps, renderTempPrefix(renderId) + (attempt === undefined ? '' : `${attempt}/`));
}

/** Deletes every stored object under `prefix` (a render's or its cuts' temporary objects). */
export async function removeObjects(deps: Pick<Services, 'storage'>, prefix: string) {
  for (const o of await deps.storage.driver.list(prefix, true)) await deps.storage.driver.delete(o.key);
}

type RenderDeps = Pick<Services, 'db' | 'jobs' | 'storage' | 'live' | 'config' | 'log'>;

/**
 * The condition of a write to a render in progress: by `attempt`, only while it is still the attempt that owns the row
 * (a retry that took it over makes the write a no-op); without, by anyone (a cancel, the sweep).
 */
const stillRunning = (renderId: string, attempt?: number) =>
  and(eq(renders.id, renderId), eq(renders.status, 'inprogress'), attempt === undefined ? undefined : eq(renders.attempt, attempt));

/**
 * Ends a render in progress as failed with this message (never one already ended: a cancel or a sweep wins), and
 * emits renderEnded with it.
 */
async function failRender(
  deps: RenderDeps,
  row: Pick<RenderRow, 'id' | 'videoId'>,
  message: string,
  attempt?: number,
): Promise<RenderRow | null> {
  const failed = await endRender(deps, row.id, { status: 'failed', error: message, completedAt: new Date() }, attempt);
  if (failed) deps.log.warn({ renderId: row.id, message }, 'render failed');
  return failed ?? null;
}

/**
 * Writes a render's end (complete or failed) while the attempt (or, without, anyone) still owns it, and in the same
 * transaction emits renderEnded: the consumers' jobs exist exactly when the end does. Null when the render had ended.
 */
async function endRender(
  deps: Pick<Services, 'db'>,
  renderId: string,
  end: Partial<RenderRow> & { status: 'complete' | 'failed' },
  attempt?: number,
): Promise<RenderRow | null> {
  return deps.db.transaction(async (tx) => {
    const [ended] = await tx.update(renders).set(end).where(stillRunning(renderId, attempt)).returning();
    if (ended) await emit(tx, 'renderEnded', renderId, { renderId, videoId: ended.videoId, status: end.status });
    return ended ?? null;
  });
}

/**
 * The render job's work for one render id. Safe to run again: a complete (or failed, or cancelled) render is left
 * alone; an attempt takes the row over (the next `attempt` number), removes any earlier attempt's work directories and
 * temporary objects and works in its own; an earlier attempt still running (its worker taken for dead when its job
 * expired) sees the row taken over within a second and stops, and none of its writes lands. Bad input (a missing image)
 * fails the render at once with its message and leaves no file; anything else throws so pg-boss retries it, except on
 * the last attempt, which fails the render with the error (never left inprogress); so does a render process that
 * crashes. The engine's work runs in a render process per output (render-process.ts); a cancel (here or from another
 * process, seen within a second) kills it with its ffmpeg processes and removes its files.
 */
export async function runRender(deps: RenderDeps, renderId: string, opts: { attempt?: JobAttempt } = {}) {
  const [row] = await deps.db.select().from(renders).where(eq(renders.id, renderId));
  if (!row || row.status === 'complete' || row.status === 'failed') return row ?? null;
  const template = templateById(row.templateId);
  const started = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(renders)
      .set({ attempt: sql`${renders.attempt} + 1`, startedAt: new Date(), progress: 0, error: null })
      .where(stillRunning(row.id))
      .returning();
    if (taken) await emit(tx, 'renderStarted', row.id, { renderId: row.id, attempt: taken.attempt });
    return taken;
  });
  if (!started) return null; // cancelled meanwhile
  const mine = started.attempt;
  await cleanupRender(deps, row.id);
  const work = join(tmpdir(), `${renderWorkPrefix(row.id)}-${mine}`);
  const tempPrefix = `${renderTempPrefix(row.id)}${mine}/`;
  const cleanup = () => cleanupRender(deps, row.id, mine);
  const fail = async (message: string) => {
    await cleanup();
    return failRender(deps, row, message, mine);
  };
  if (!template) return fail(`Unknown template ${row.templateId}`);
  const tools = videoTools();
  if (!tools.available) return fail(VIDEO_UNAVAILABLE + tools.reason);
  const abort = new AbortController();
  running.set(row.id, abort);
  // this process stopping also kills the render process: the job is thrown back, so another worker renders it
  const stopping = opts.attempt?.signal;
  const signal = stopping ? AbortSignal.any([abort.signal, stopping]) : abort.signal;
  // its end (a cancel or the sweep, from any process) or a later attempt's start stops this attempt: the events say so
  const watch = watchRender(deps, row.id, mine, abort);
  const variants = (row.variants ?? []).filter((v): v is RenderVariant => v in VARIANTS);
  const parts = 1 + variants.length;
  let lastStep = 0;
  const progress = (part: number) => (f: number) => {
    const step = Math.floor(((part + f) / parts) * 20);
    if (step <= lastStep) return;
    lastStep = step;
    // (a drizzle query runs when awaited or caught: a bare `void` never sent it)
    if (step % 4 === 0) {
      deps.db
        .update(renders)
        .set({ progress: step / 20 })
        .where(stillRunning(row.id, mine))
        .catch(() => undefined);
    }
  };
  const requests = engineRequests(deps, row, template);
  let files: Record<OutputName, string>;
  const variantFiles: [RenderVariant, { video: string; poster: string }][] = [];
  try {
    files = await renderVideoInChild({ ...requests.video, signal, onProgress: progress(0) }, work);
    for (const [i, v] of variants.entries()) {
      const req = { ...requests.variant(v), signal, onProgress: progress(1 + i) };
      variantFiles.push([v, await renderVariantInChild(req, join(work, `variant-${VARIANTS[v].file}`))]);
    }
  } catch (err) {
    watch.stop();
    running.delete(row.id);
    if (stopping?.aborted) {
      await cleanup();
      throw new Error('The render stopped with its worker; it will be retried.');
    }
    if (abort.signal.aborted) {
      await cleanup();
      deps.log.info({ renderId: row.id, attempt: mine }, 'render stopped: cancelled, or taken over by a later attempt');
      return null;
    }
    if (err instanceof RenderInputError) return fail(err.message);
    if (opts.attempt && opts.attempt.retryCount >= opts.attempt.retryLimit) {
      return fail(`Render failed after ${opts.attempt.retryCount + 1} attempts: ${(err as Error).message}`);
    }
    await cleanup();
    throw err;
  }
  watch.stop();
  try {
    const names = Object.keys(OUTPUT_FILES) as OutputName[];
    const contentType = { video: 'video/mp4', review: 'video/mp4', gif: 'image/gif', poster: 'image/jpeg' } as const;
    const uploads: [file: string, name: string, type: string][] = [
      ...names.map((n): [string, string, string] => [files[n], OUTPUT_FILES[n], contentType[n]]),
      ...variantFiles.flatMap(([v, out]): [string, string, string][] => [
        [out.video, VARIANTS[v].file, 'video/mp4'],
        [out.poster, VARIANTS[v].poster, 'image/jpeg'],
      ]),
    ];
    for (const [file, name, type] of uploads) {
      if (abort.signal.aborted) break;
      await deps.storage.driver.put(tempPrefix + name, createReadStream(file), type);
    }
    if (abort.signal.aborted) return null;
    for (const [, name] of uploads) await deps.storage.driver.move(tempPrefix + name, renderKey(row, name));
    const done = await endRender(
      deps,
      row.id,
      {
        status: 'complete',
        progress: 1,
        completedAt: new Date(),
        videoKey: renderKey(row, OUTPUT_FILES.video),
        reviewKey: renderKey(row, OUTPUT_FILES.review),
        gifKey: renderKey(row, OUTPUT_FILES.gif),
        posterKey: renderKey(row, OUTPUT_FILES.poster),
        ...Object.fromEntries(variantFiles.map(([v]) => [VARIANTS[v].column, renderKey(row, VARIANTS[v].file)])),
      },
      mine,
    );
    if (!done) {
      // cancelled (or failed) while its files were moved into place: they go too, such a render has none; taken over
      // by a later attempt, they stay: the keys are the render's, which that attempt writes (or has written) too
      const [now] = await deps.db.select({ status: renders.status }).from(renders).where(eq(renders.id, row.id));
      if (now?.status === 'failed') for (const [, name] of uploads) await deps.storage.driver.delete(renderKey(row, name));
      return null;
    }
    return done;
  } finally {
    running.delete(row.id);
    await cleanup();
    await pruneCache(join(deps.config.dataDir, 'render-cache')).catch((err: unknown) =>
      deps.log.warn({ err }, 'render cache prune failed'),
    );
  }
}

/**
 * Aborts this attempt when the render ends (its `renderEnded`) or a later attempt takes it over (`renderStarted`),
 * whichever process wrote it: the events reach every instance (REDIS_URL when there are several). The row is read
 * once after subscribing, for an end written before the subscriptions were open.
 */
function watchRender(deps: Pick<Services, 'db' | 'live'>, renderId: string, attempt: number, abort: AbortController) {
  const ended = deps.live.subscribe('renderEnded', renderId);
  const started = deps.live.subscribe('renderStarted', renderId);
  void ended.next().then((e) => !e.done && abort.abort());
  void (async () => {
    for await (const e of started) if (e.attempt !== attempt) return abort.abort();
  })();
  void deps.db
    .select({ status: renders.status, attempt: renders.attempt })
    .from(renders)
    .where(eq(renders.id, renderId))
    .then(([r]) => {
      if (r?.status !== 'inprogress' || r.attempt !== attempt) abort.abort();
    })
    .catch(() => undefined);
  return {
    stop() {
      void ended.return?.();
      void started.return?.();
    },
  };
}

/**
 * cancelRender: stops a render in progress. The row turns failed with 'Render cancelled' first (so no attempt starts
 * or finishes it afterwards), the queued job is cancelled, and the process running the job kills its render process
 * and ffmpeg processes and removes its files (at once in this process; in another, as the render's end reaches it).
 */
export async function cancelRender(deps: RenderDeps, _viewer: Viewer | null, input: CancelRenderInput): Promise<RenderRow> {
  const [row] = await deps.db.select().from(renders).where(eq(renders.id, input.renderId));
  if (!row) throw notFound(RENDER_MESSAGES.noRender);
  if (row.status !== 'inprogress') throw badInput(RENDER_MESSAGES.notRunning);
  const failed = await failRender(deps, row, RENDER_MESSAGES.cancelled);
  if (!failed) throw badInput(RENDER_MESSAGES.notRunning);
  await deps.jobs.cancel(RENDER_JOB, row.id).catch((err: unknown) => deps.log.warn({ err }, 'render job cancel failed'));
  running.get(row.id)?.abort();
  return failed;
}

/**
 * The periodic sweep: a render still inprogress whose job has ended (a kill -9 on its last attempt leaves no handler
 * to fail it: pg-boss fails the expired job) or was never queued (the request's send failed after its row was
 * written) fails with a message (its renderEnded is emitted). A render waiting in a long queue is left alone: its job is pending.
 * Rows younger than one attempt's expiry are not looked at (the row is written just before its job is sent).
 */
export async function sweepStuckRenders(deps: RenderDeps): Promise<number> {
  const seconds = deps.config.render.expireSeconds;
  const stuck = await deps.db
    .select()
    .from(renders)
    .where(and(eq(renders.status, 'inprogress'), lt(renders.createdAt, sql`now() - make_interval(secs => ${seconds})`)));
  let n = 0;
  for (const row of stuck) {
    if (await deps.jobs.pending(RENDER_JOB, row.id)) continue;
    const failed = await failRender(deps, row, `Render timed out: not finished after ${RENDER_RETRIES + 1} attempts of ${seconds} s`);
    if (!failed) continue;
    n++;
    await cleanupRender(deps, row.id).catch(() => undefined);
  }
  return n;
}

/**
 * Renders each template's sample video (getVideoTemplates' s3Link and its poster, segmentUrl) from the template's demo
 * data into `renders/samples/<name>/`, at the configured size and time scale; with `missingOnly`, only the templates
 * whose sample is not in storage yet. Written under a temporary key and moved into place.
 */
export async function renderSamples(
  deps: Pick<Services, 'storage' | 'config' | 'log'>,
  opts: { missingOnly?: boolean; onTemplate?: (name: string) => void; signal?: AbortSignal } = {},
) {
  const cfg = deps.config.render;
  requireVideoTools();
  const done: string[] = [];
  for (const t of TEMPLATES) {
    opts.signal?.throwIfAborted();
    if (opts.missingOnly && (await samplesPresent(deps, t))) continue;
    opts.onTemplate?.(t.templateName);
    const work = join(tmpdir(), `vms-sample-${t.templateName.toLowerCase()}-${randomBytes(4).toString('hex')}`);
    try {
      await renderVideoInChild(
        {
          template: scaleTemplate(t, cfg.timeScale),
          values: valuesOf(sampleForm(t)),
          readImage: (v) => readFile(join(DEMO_IMAGE_DIR, v)).catch(() => null),
          size: { width: cfg.width, height: cfg.height, fps: 30 },
          preset: cfg.preset,
          cacheDir: join(deps.config.dataDir, 'render-cache'),
          signal: opts.signal,
        },
        work,
      );
      for (const [file, type] of [
        [OUTPUT_FILES.video, 'video/mp4'],
        [OUTPUT_FILES.poster, 'image/jpeg'],
      ] as const) {
        const tmp = `tmp/samples/${t.templateName.toLowerCase()}/${file}`;
        await deps.storage.driver.put(tmp, createReadStream(join(work, file)), type);
        await deps.storage.driver.move(tmp, sampleKey(t, file));
      }
      done.push(t.templateName);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return done;
}

async function samplesPresent(deps: Pick<Services, 'storage'>, t: VideoTemplate) {
  const [video, poster] = await Promise.all([
    deps.storage.driver.head(sampleKey(t, OUTPUT_FILES.video)),
    deps.storage.driver.head(sampleKey(t, OUTPUT_FILES.poster)),
  ]);
  return !!video && !!poster;
}

/** Whether any template's sample video is missing from storage (start-up then queues the samples job). */
export async function samplesMissing(deps: Pick<Services, 'storage'>) {
  for (const t of TEMPLATES) if (!(await samplesPresent(deps, t))) return true;
  return false;
}

const CACHE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Clips untouched for a week go: edits come within days of a render, and the cache must not grow for ever. */
async function pruneCache(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const p = join(dir, name);
    const st = await stat(p).catch(() => null);
    if (st && now - st.mtimeMs > CACHE_MAX_AGE_MS) await rm(p, { force: true });
  }
}
