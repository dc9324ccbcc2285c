// The render domain's logic: templates for the modify flow, the form data of a video per version, and the render job
// that turns one version into files in storage. Consuming domains (VidPitch, Bronze, editor) call requestRender and
// follow the renderUpdated topic.
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { GetVideoSegmentInput } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { notFound } from '../../graphql/errors.js';
import { OUTPUT_FILES, RenderInputError, renderVideo, scaleTemplate, valuesOf, type OutputName } from '../../platform/render/engine.js';
import type { FormData, FormItem, VideoTemplate } from '../../platform/render/types.js';
import { renders, type RenderRow } from './render.table.js';
import type { RenderEvent } from './render.events.js';
import { TEMPLATES, templateById } from './templates/index.js';

export const RENDER_MESSAGES = {
  success: 'Video rendered successfully.',
  slow: 'Video rendering taking longer than expected',
  failed: 'Video Rendering Failed',
  noTemplates: 'No templates available for selection.',
  noVideo: 'Requested video asset does not exist.',
  noChapters: 'No chapters exist for provided asset.',
} as const;

/** Where a finished render's files live, and where they are written before they are moved there. */
export const renderKey = (row: Pick<RenderRow, 'videoId' | 'version'>, file: string) => `renders/${row.videoId}/v${row.version}/${file}`;
export const renderTempPrefix = (renderId: string) => `tmp/renders/${renderId}/`;
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
      const [video, poster] = await Promise.all([deps.storage.driver.head(sampleKey(t, OUTPUT_FILES.video)), deps.storage.driver.head(sampleKey(t, OUTPUT_FILES.poster))]);
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

/** A template's form filled from stored values: the same attribute keeps its value across templates. */
export function formFor(t: VideoTemplate, values: Record<string, string>): FormData {
  return t.chapters.map((c) =>
    c.slots.map((s): FormItem => ({ label: s.label, attributeValue: s.attributeValue, value: values[s.attributeValue] ?? '' })),
  );
}

/**
 * getVideoSegment: one chapter of a template for a video: its start time in seconds and its form, filled from the
 * video's latest version (a video without one gets an empty form).
 */
export async function getVideoSegment(deps: Pick<Services, 'db'>, _viewer: Viewer | null, input: GetVideoSegmentInput) {
  const t = templateById(input.templateId);
  if (!t) throw notFound(RENDER_MESSAGES.noTemplates);
  const chapter = t.chapters[input.segmentNumber - 1];
  if (!chapter) throw notFound(RENDER_MESSAGES.noChapters);
  const latest = await latestRender(deps.db, input.videoId);
  const form = formFor(t, latest ? valuesOf(latest.formData) : {});
  return { segmentTime: chapter.start, formData: form[input.segmentNumber - 1]! };
}

async function publish(deps: Pick<Services, 'pubsub'>, row: RenderRow, patch: Partial<RenderEvent>) {
  const event: RenderEvent = { renderId: row.id, videoId: row.videoId, status: 'inprogress', progress: 0, error: null, ...patch };
  deps.pubsub.publish('renderUpdated', row.id, event);
  deps.pubsub.publish('videoRenderUpdated', row.videoId, event);
}

async function readStored(deps: Pick<Services, 'storage'>, value: string): Promise<Buffer | null> {
  if (/^https?:\/\//i.test(value)) {
    const res = await fetch(value, { signal: AbortSignal.timeout(20_000) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  }
  const obj = await deps.storage.driver.get(value.replace(/^\/+/, ''));
  if (!obj) return null;
  const chunks: Buffer[] = [];
  for await (const c of obj.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The render job's work for one render id. Safe to run again: a complete render is left alone; any earlier attempt's
 * work directory and temporary objects are removed first. Bad input (a missing image) fails the render at once with
 * its message and leaves no file; anything else throws so pg-boss retries it.
 */
export async function runRender(deps: Pick<Services, 'db' | 'storage' | 'pubsub' | 'config' | 'log'>, renderId: string, opts: { signal?: AbortSignal } = {}) {
  const [row] = await deps.db.select().from(renders).where(eq(renders.id, renderId));
  if (!row || row.status === 'complete' || row.status === 'failed') return row ?? null;
  const template = templateById(row.templateId);
  const work = join(tmpdir(), `vms-render-${row.id}`);
  const cleanup = async () => {
    await rm(work, { recursive: true, force: true });
    for (const o of await deps.storage.driver.list(renderTempPrefix(row.id), true)) await deps.storage.driver.delete(o.key);
  };
  await cleanup();
  await deps.db.update(renders).set({ status: 'inprogress', startedAt: new Date(), progress: 0, error: null }).where(eq(renders.id, row.id));
  await publish(deps, row, {});
  const fail = async (message: string) => {
    await cleanup();
    const [failed] = await deps.db
      .update(renders)
      .set({ status: 'failed', error: message, completedAt: new Date() })
      .where(eq(renders.id, row.id))
      .returning();
    await publish(deps, row, { status: 'failed', error: message });
    deps.log.warn({ renderId: row.id, message }, 'render failed');
    return failed!;
  };
  if (!template) return fail(`Unknown template ${row.templateId}`);
  const cfg = deps.config.render;
  let lastStep = 0;
  let files: Record<OutputName, string>;
  try {
    files = await renderVideo(
      {
        template: scaleTemplate(template, cfg.timeScale),
        values: valuesOf(row.formData),
        readImage: (v) => readStored(deps, v),
        size: { width: cfg.width, height: cfg.height, fps: 30 },
        preset: cfg.preset,
        // this machine's chapter clips: a text change of one chapter (the Bronze text-change order, a broker's edit)
        // re-renders two clips instead of six
        cacheDir: join(deps.config.dataDir, 'render-cache'),
        signal: opts.signal,
        onProgress: (f) => {
          const step = Math.floor(f * 20);
          if (step <= lastStep) return;
          lastStep = step;
          void publish(deps, row, { progress: step / 20 });
          if (step % 4 === 0) void deps.db.update(renders).set({ progress: step / 20 }).where(and(eq(renders.id, row.id), eq(renders.status, 'inprogress')));
        },
      },
      work,
    );
  } catch (err) {
    if (err instanceof RenderInputError) return fail(err.message);
    await cleanup();
    throw err;
  }
  try {
    const names = Object.keys(OUTPUT_FILES) as OutputName[];
    const contentType = { video: 'video/mp4', review: 'video/mp4', gif: 'image/gif', poster: 'image/jpeg' } as const;
    for (const n of names) await deps.storage.driver.put(renderTempPrefix(row.id) + OUTPUT_FILES[n], createReadStream(files[n]), contentType[n]);
    for (const n of names) await deps.storage.driver.move(renderTempPrefix(row.id) + OUTPUT_FILES[n], renderKey(row, OUTPUT_FILES[n]));
    const [done] = await deps.db
      .update(renders)
      .set({
        status: 'complete',
        progress: 1,
        completedAt: new Date(),
        videoKey: renderKey(row, OUTPUT_FILES.video),
        reviewKey: renderKey(row, OUTPUT_FILES.review),
        gifKey: renderKey(row, OUTPUT_FILES.gif),
        posterKey: renderKey(row, OUTPUT_FILES.poster),
      })
      .where(eq(renders.id, row.id))
      .returning();
    await publish(deps, row, { status: 'complete', progress: 1 });
    return done!;
  } finally {
    await cleanup();
    await pruneCache(join(deps.config.dataDir, 'render-cache')).catch((err: unknown) => deps.log.warn({ err }, 'render cache prune failed'));
  }
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
