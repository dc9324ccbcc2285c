// The render engine: prepares the pictures of every chapter (in parallel), then one ffmpeg pass writes the delivery
// MP4, the review copy, the GIF preview and the poster into a work directory. Moving the results into storage is the
// caller's job (modules/render), so the engine knows nothing of keys, tables or jobs.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildArgs, DELIVERY, type RenderPaths, type RenderSize } from './graph.js';
import { runFfmpeg } from './ffmpeg.js';
import { chapterLayer, plainBackground, prepareBackground } from './layers.js';
import type { FormData, VideoTemplate } from './types.js';

/** Bad input (a missing or unreadable image): retrying will not help, so the render fails at once with this message. */
export class RenderInputError extends Error {}

export interface RenderRequest {
  template: VideoTemplate;
  /** The form's values by attributeValue (one flat map: attribute names are unique across a template). */
  values: Record<string, string | undefined>;
  /** Reads the picture a slot's value names (a storage key, a path); null when there is none. */
  readImage: (value: string) => Promise<Buffer | null>;
  size?: RenderSize;
  unbranded?: boolean;
  preset?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export const OUTPUT_FILES = { video: 'video.mp4', review: 'review.mp4', gif: 'preview.gif', poster: 'poster.jpg' } as const;
export type OutputName = keyof typeof OUTPUT_FILES;

/** Flattens per-chapter form data into the values map the engine draws from. */
export function valuesOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chapter of form) for (const item of chapter) out[item.attributeValue] = item.value;
  return out;
}

async function loadImage(req: RenderRequest, attr: string, value: string): Promise<Buffer> {
  let buf: Buffer | null;
  try {
    buf = await req.readImage(value);
  } catch (err) {
    throw new RenderInputError(`Image ${attr} could not be read: ${(err as Error).message}`);
  }
  if (!buf) throw new RenderInputError(`Image ${attr} not found: ${value}`);
  return buf;
}

export async function renderVideo(req: RenderRequest, workDir: string): Promise<Record<OutputName, string>> {
  const { template } = req;
  const size = req.size ?? DELIVERY;
  await mkdir(workDir, { recursive: true });
  // Every chapter is prepared even when one fails, so nothing is still writing when the error reaches the caller.
  const settled = await Promise.allSettled(
    template.chapters.map(async (chapter, i) => {
      const images: Record<string, Buffer> = {};
      let background: Buffer | null = null;
      for (const slot of chapter.slots) {
        const value = req.values[slot.attributeValue]?.trim();
        if (!value) continue;
        if (slot.kind === 'image' && !background) {
          try {
            background = await prepareBackground(await loadImage(req, slot.attributeValue, value));
          } catch (err) {
            throw err instanceof RenderInputError ? err : new RenderInputError(`Image ${slot.attributeValue} is not a readable picture`);
          }
        } else if (slot.kind === 'logo' || slot.kind === 'inset' || (slot.kind === 'qr' && !/^(https?:|mailto:|tel:)/i.test(value))) {
          if (req.unbranded && slot.kind !== 'inset') continue;
          images[slot.attributeValue] = await loadImage(req, slot.attributeValue, value);
        }
      }
      const bgPath = join(workDir, `bg${i}.jpg`);
      const layerPath = join(workDir, `layer${i}.png`);
      await writeFile(bgPath, background ?? (await plainBackground(template.palette)));
      try {
        await writeFile(layerPath, await chapterLayer({ chapter, palette: template.palette, values: req.values, images, unbranded: req.unbranded }));
      } catch (err) {
        throw new RenderInputError(`Chapter ${chapter.number}: ${(err as Error).message}`);
      }
      return { background: bgPath, layer: layerPath };
    }),
  );
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  const chapters = settled.map((r) => (r as PromiseFulfilledResult<{ background: string; layer: string }>).value);
  const paths: RenderPaths = {
    chapters,
    video: join(workDir, OUTPUT_FILES.video),
    review: join(workDir, OUTPUT_FILES.review),
    gif: join(workDir, OUTPUT_FILES.gif),
    poster: join(workDir, OUTPUT_FILES.poster),
  };
  await runFfmpeg(buildArgs(template, paths, size, { preset: req.preset }), {
    signal: req.signal,
    onProgress: (s) => req.onProgress?.(Math.min(1, s / template.duration)),
  });
  return { video: paths.video, review: paths.review, gif: paths.gif, poster: paths.poster };
}

/** The template with every time multiplied by k (CI and tests render a 40 s template in a few seconds). */
export function scaleTemplate(t: VideoTemplate, k: number): VideoTemplate {
  if (k === 1) return t;
  const r = (n: number) => Math.round(n * k * 1000) / 1000;
  return { ...t, duration: r(t.duration), transition: r(t.transition), chapters: t.chapters.map((c) => ({ ...c, start: r(c.start) })) };
}
