// The render engine: draws the pictures of every chapter (in a short-lived child process: pictures.ts), then renders the
// video piece by piece with ffmpeg and joins the pieces into the delivery MP4, the review copy, the GIF preview and the
// poster in a work directory. Moving the results into storage is the
// caller's job (modules/render), so the engine knows nothing of keys, tables or jobs.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  buildChapterArgs,
  buildGifArgs,
  buildJoinArgs,
  buildPosterArgs,
  buildSinglePassArgs,
  DELIVERY,
  GIF_FPS,
  pieceFrames,
  pieces,
  REVIEW_FPS,
  type Piece,
  type RenderPaths,
  type RenderSize,
} from './graph.js';
import { runFfmpeg } from './ffmpeg.js';
import { PictureError, Pictures } from './pictures.js';
import { DEFAULT_LAYOUT, type Aspect, type FormData, type VideoTemplate } from './types.js';

/** Bad input (a missing or unreadable image): retrying will not help, so the render fails at once with this message. */
export class RenderInputError extends Error {}

export interface RenderRequest {
  template: VideoTemplate;
  /** The form's values by attributeValue (one flat map: attribute names are unique across a template). */
  values: Record<string, string | undefined>;
  /** Reads the picture a slot's value names (a storage key, a path); null when there is none. */
  readImage: (value: string) => Promise<Buffer | null>;
  /** The output size (the layout's canvas unless tests shrink it). */
  size?: RenderSize;
  /** Which of the template's layouts (default 16:9, the delivery). */
  aspect?: Aspect;
  unbranded?: boolean;
  preset?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * A directory of finished chapter clips by content hash: a chapter whose inputs (and the previous chapter's, which
   * its opening cross-fade shows) are unchanged is reused, so a one-chapter text change re-renders two clips.
   */
  cacheDir?: string;
  /** Chapters rendered at once (default: the machine's cores, at most 3). */
  parallel?: number;
  /**
   * x264 threads per encoder; default 1 when chapters run in parallel (measured on 2 cores: 14.4 s and 215 MB per
   * process against 17.1 s / 250 MB with 2 threads: the parallel chapters already fill the cores).
   */
  threads?: number;
  /** The benchmark's baseline: the whole video in one ffmpeg pass. */
  singlePass?: boolean;
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

/** Output size of a variant: its layout's canvas, shrunk like the delivery when `delivery` is smaller than 1280x720. */
export function variantSize(template: VideoTemplate, aspect: Aspect, delivery: RenderSize = DELIVERY): RenderSize {
  const layout = template.layouts[aspect];
  const k = delivery.width / DELIVERY.width;
  const even = (n: number) => Math.max(2, 2 * Math.round((n * k) / 2));
  return { width: even(layout.width), height: even(layout.height), fps: delivery.fps };
}

/**
 * A variant (an aspect ratio, or the MLS-unbranded cut with `unbranded`): the MP4, chapter by chapter with the same
 * cache, at the aspect's own layout, and its own poster (the frame the delivery's poster shows, at the variant's shape:
 * a social post or an MLS listing shows it before the video plays). No review copy or GIF: those are for the studio's
 * review of the 16:9. Returns the paths in workDir.
 */
export async function renderVariant(req: RenderRequest, workDir: string): Promise<{ video: string; poster: string }> {
  const size = req.size ?? variantSize(req.template, req.aspect ?? '16:9');
  const { clips } = await renderClips({ ...req, size }, workDir, true);
  const list = join(workDir, 'clips.txt');
  await writeFile(list, concatList(clips, 'clip'));
  const out = { video: join(workDir, OUTPUT_FILES.video), poster: join(workDir, OUTPUT_FILES.poster) };
  await runFfmpeg(buildJoinArgs(req.template, list, out.video, true), { signal: req.signal });
  // seeks into chapter 1's clip (MPEG-TS, decoded from its start: ~60 frames), never the joined MP4
  await runFfmpeg(buildPosterArgs(req.template, clips[0]!.clip, out.poster), { signal: req.signal });
  req.onProgress?.(1);
  return out;
}

export async function renderVideo(req: RenderRequest, workDir: string): Promise<Record<OutputName, string>> {
  const { template } = req;
  const out = {
    video: join(workDir, OUTPUT_FILES.video),
    review: join(workDir, OUTPUT_FILES.review),
    gif: join(workDir, OUTPUT_FILES.gif),
    poster: join(workDir, OUTPUT_FILES.poster),
  };
  if (req.singlePass) {
    const pictures = new Pictures(req.signal);
    const { chapters, size } = await prepareChapters(req, workDir, pictures)
      .then(async (p) => (await drawBackgrounds(req, pictures, p.chapters, p.chapters.keys(), p.canvas), p))
      .finally(() => pictures.close());
    const paths: RenderPaths = { chapters, ...out };
    await runFfmpeg(buildSinglePassArgs(template, paths, size, { preset: req.preset }), {
      signal: req.signal,
      onProgress: (s) => req.onProgress?.(Math.min(1, s / template.duration)),
    });
    return out;
  }
  const { clips } = await renderClips(req, workDir, false);
  const list30 = join(workDir, 'clips.txt');
  const list20 = join(workDir, 'review-clips.txt');
  await writeFile(list30, concatList(clips, 'clip'));
  await writeFile(list20, concatList(clips, 'reviewClip'));
  const listGif = join(workDir, 'gif-clips.txt');
  await writeFile(listGif, concatList(clips, 'gifClip'));
  // two at a time: the GIF (the longest, and with ~180 MB the largest: it holds its frames until the palette is made)
  // beside the joins and the poster, one after the other. The poster seeks into chapter 1's review clip rather than
  // waiting for the joined review copy. (All four at once held up to ~390 MB of ffmpeg: ADR 0014, peak RSS.)
  const run = (args: string[]) => runFfmpeg(args, { signal: req.signal });
  await Promise.all([
    run(buildGifArgs(listGif, out.gif)),
    (async () => {
      await run(buildJoinArgs(template, list30, out.video, true));
      await run(buildJoinArgs(template, list20, out.review, false));
      await run(buildPosterArgs(template, clips[0]!.reviewClip!, out.poster));
    })(),
  ]);
  req.onProgress?.(1);
  return out;
}

type Prepared = { background: string; layer: string; source: Buffer | null };

/**
 * Reads every chapter's pictures and draws its layer at the aspect's layout (in the picture process). Every chapter is
 * read even when one fails, so nothing is still writing when the error reaches the caller. Backgrounds are only
 * checked here (header) and drawn by drawBackgrounds for the clips that are actually rendered, so chapters that come
 * from the clip cache cost no image work.
 */
async function prepareChapters(req: RenderRequest, workDir: string, pictures: Pictures) {
  const { template } = req;
  const layout = template.layouts?.[req.aspect ?? '16:9'] ?? DEFAULT_LAYOUT;
  const canvas = { width: layout.width, height: layout.height };
  const size = req.size ?? { ...canvas, fps: DELIVERY.fps };
  await mkdir(workDir, { recursive: true });
  const settled = await Promise.allSettled(
    template.chapters.map(async (chapter, i): Promise<Prepared> => {
      const images: Record<string, Buffer> = {};
      let source: Buffer | null = null;
      for (const slot of chapter.slots) {
        const value = req.values[slot.attributeValue]?.trim();
        if (!value) continue;
        if (slot.kind === 'image' && !source) {
          source = await loadImage(req, slot.attributeValue, value);
          await pictures
            .draw({ op: 'check', image: source })
            .catch(inputError(() => `Image ${slot.attributeValue} is not a readable picture`));
        } else if (slot.kind === 'logo' || slot.kind === 'inset' || (slot.kind === 'qr' && !/^(https?:|mailto:|tel:)/i.test(value))) {
          if (req.unbranded && slot.kind !== 'inset') continue;
          images[slot.attributeValue] = await loadImage(req, slot.attributeValue, value);
        }
      }
      const layer = join(workDir, `layer${i}.png`);
      const input = { chapter, palette: template.palette, values: req.values, images, unbranded: req.unbranded, layout };
      await pictures.draw({ op: 'layer', input, out: layer }).catch(inputError((err) => `Chapter ${chapter.number}: ${err.message}`));
      return { background: join(workDir, `bg${i}.jpg`), layer, source };
    }),
  );
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  const chapters = settled.map((r) => (r as PromiseFulfilledResult<Prepared>).value);
  return { chapters, canvas, size };
}

/** Draws the backgrounds of these chapters (their photo cropped for the canvas, or a plain one) in the picture process. */
function drawBackgrounds(
  req: RenderRequest,
  pictures: Pictures,
  chapters: Prepared[],
  which: Iterable<number>,
  canvas: { width: number; height: number },
) {
  return Promise.all(
    [...which].map((i) =>
      pictures
        .draw({ op: 'background', image: chapters[i]!.source, palette: req.template.palette, canvas, out: chapters[i]!.background })
        .catch(inputError(() => `Chapter ${req.template.chapters[i]!.number}: its image is not a readable picture`)),
    ),
  );
}

/** A failure the picture process reports is the input's (RenderInputError: no retry); its process failing is not. */
const inputError = (message: (err: Error) => string) => (err: Error) => {
  throw err instanceof PictureError ? new RenderInputError(message(err)) : err;
};

/**
 * Renders (or takes from the cache) every piece's clip (pieces(): each chapter's opening cross-fade and its body), in
 * parallel, longest first so the two processes end together; progress counts the seconds of clips written. The
 * pictures are all drawn first, and their process has exited before the first ffmpeg process starts.
 */
async function renderClips(req: RenderRequest, workDir: string, deliveryOnly: boolean): Promise<{ clips: ClipFiles[] }> {
  const { template } = req;
  const list = pieces(template);
  const parallel = req.parallel ?? Math.min(3, availableParallelism());
  const pictures = new Pictures(req.signal);
  const todo: { n: number; runs: string[][]; key: string | null }[] = [];
  const done = list.map(() => 0);
  let lengths: Record<'clip' | 'reviewClip' | 'gifClip', number>[];
  let clips: ClipFiles[];
  try {
    const { chapters, canvas, size } = await prepareChapters(req, workDir, pictures);
    // each piece's exact length in each of its clips (the frames buildChapterArgs writes)
    lengths = list.map(({ chapter, part }) => {
      const f = pieceFrames(template, chapter, part, size.fps);
      return { clip: f.frames / size.fps, reviewClip: f.review / REVIEW_FPS, gifClip: f.gif / GIF_FPS };
    });
    clips = list.map((_, n) => ({
      clip: join(workDir, `clip${n}.ts`),
      seconds: lengths[n]!,
      ...(deliveryOnly ? {} : { reviewClip: join(workDir, `review${n}.ts`), gifClip: join(workDir, `gif${n}.ts`) }),
    }));
    for (const [n, { chapter: i, part }] of list.entries()) {
      // a body shows only its own chapter; a transition also the previous one's continued motion and text
      const input = { current: chapters[i]!, previous: part === 'transition' ? chapters[i - 1] : undefined };
      const opts = { preset: req.preset, threads: req.threads ?? (parallel > 1 ? 1 : undefined), canvas, part };
      const runs = buildChapterArgs(template, i, input, clips[n]!, size, { ...opts, deliveryOnly });
      // keyed by the delivery clip's own arguments (those of a delivery-only render), so a variant finds the pieces a
      // full render already made: the MLS cut shares every piece that shows no branded chapter
      const [keyArgs] = deliveryOnly
        ? runs
        : buildChapterArgs(template, i, input, { clip: clips[n]!.clip }, size, { ...opts, deliveryOnly: true });
      const key = req.cacheDir ? await clipKey([...keyArgs!, JSON.stringify(template.palette)], [input.current, input.previous]) : null;
      if (key && (await cached(req.cacheDir!, key, clips[n]!))) done[n] = lengths[n]!.clip;
      else todo.push({ n, runs, key });
    }
    await drawBackgrounds(
      req,
      pictures,
      chapters,
      new Set(todo.flatMap(({ n }) => (list[n]!.part === 'transition' ? [list[n]!.chapter - 1, list[n]!.chapter] : [list[n]!.chapter]))),
      canvas,
    );
  } finally {
    await pictures.close();
  }
  const seconds = lengths.map((l) => l.clip);
  const report = () => req.onProgress?.(Math.min(0.95, (0.95 * done.reduce((a, b) => a + b, 0)) / template.duration));
  report();
  const pending = scheduleOrder(list, seconds).flatMap((n) => todo.filter((t) => t.n === n));
  // at most one cross-fade at a time: its process (two photos, two layers, the xfade) is the biggest (ADR 0014, peak RSS)
  let fading: Promise<unknown> | null = null;
  const take = async () => {
    for (;;) {
      const k = pending.findIndex(({ n }) => !fading || list[n]!.part !== 'transition');
      if (k >= 0) return pending.splice(k, 1)[0];
      if (!pending.length) return undefined;
      await fading; // only cross-fades are left and one is running
    }
  };
  const worker = async () => {
    for (let piece = await take(); piece; piece = await take()) {
      const { n, runs, key } = piece;
      const running = (async () => {
        for (const [k, args] of runs.entries()) {
          // progress from the delivery clip's run (a cross-fade's review and GIF clips follow in a moment)
          const onProgress = (s: number) => {
            done[n] = Math.min(s, seconds[n]!);
            report();
          };
          await runFfmpeg(args, { signal: req.signal, onProgress: k ? undefined : onProgress });
        }
      })();
      if (list[n]!.part === 'transition') fading = running.catch(() => undefined).finally(() => (fading = null));
      await running;
      if (key) await store(req.cacheDir!, key, clips[n]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, todo.length) }, worker));
  return { clips };
}

/**
 * The order pieces are taken in: bodies longest first (so the two processes end together), each followed by a
 * cross-fade, so that a cross-fade always has a body to run beside rather than another cross-fade.
 */
function scheduleOrder(list: Piece[], seconds: number[]): number[] {
  const byLength = (x: number, y: number) => seconds[y]! - seconds[x]!;
  const ids = list.map((_, n) => n);
  const bodies = ids.filter((n) => list[n]!.part === 'body').sort(byLength);
  const fades = ids.filter((n) => list[n]!.part === 'transition').sort(byLength);
  const order: number[] = [];
  for (let k = 0; k < Math.max(bodies.length, fades.length); k++)
    order.push(...(k < bodies.length ? [bodies[k]!] : []), ...(k < fades.length ? [fades[k]!] : []));
  return order;
}

/**
 * A chapter clip's identity: its ffmpeg arguments without paths, the source photos (the background is derived from
 * them by fixed code, hence the version tag) and the drawn layers.
 */
async function clipKey(args: string[], inputs: ({ layer: string; source: Buffer | null } | undefined)[]): Promise<string> {
  const h = createHash('sha256').update('clip-v5');
  for (const a of args) h.update(a.startsWith('/') ? '<path>' : a).update('\0');
  for (const inp of inputs) {
    if (!inp) continue;
    h.update(inp.source ?? 'plain')
      .update('\0')
      .update(await readFile(inp.layer));
  }
  return h.digest('hex');
}

type ClipFiles = { clip: string; reviewClip?: string; gifClip?: string; seconds: Record<'clip' | 'reviewClip' | 'gifClip', number> };

/**
 * The concat demuxer's list of one kind of clip, each with its exact length: without `duration` the demuxer places
 * each clip after the previous one's probed MPEG-TS duration, which is off by up to a frame, and eleven pieces added
 * two frames of gaps (a 40.067 s video of 1200 frames).
 */
function concatList(clips: ClipFiles[], kind: 'clip' | 'reviewClip' | 'gifClip'): string {
  return clips.map((c) => `file '${c[kind]}'\nduration ${c.seconds[kind].toFixed(6)}`).join('\n');
}

async function cached(dir: string, key: string, clip: ClipFiles): Promise<boolean> {
  const pairs: [string, string][] = [[join(dir, `${key}.ts`), clip.clip]];
  if (clip.reviewClip) pairs.push([join(dir, `${key}.review.ts`), clip.reviewClip]);
  if (clip.gifClip) pairs.push([join(dir, `${key}.gif.ts`), clip.gifClip]);
  try {
    await Promise.all(pairs.map(([from, to]) => copyFile(from, to)));
    const now = new Date();
    await Promise.all(pairs.map(([from]) => utimes(from, now, now))); // used: kept by the age-based pruning
    return true;
  } catch {
    return false; // not cached (or pruned meanwhile): render it
  }
}

async function store(dir: string, key: string, clip: ClipFiles): Promise<void> {
  await mkdir(dir, { recursive: true });
  // copied under a temporary name and renamed, so a killed render never leaves half a clip in the cache
  const put = async (from: string, name: string) => {
    const tmp = join(dir, `${name}.${process.pid}.tmp`);
    await copyFile(from, tmp);
    await rename(tmp, join(dir, name));
  };
  await Promise.all([clip.reviewClip && put(clip.reviewClip, `${key}.review.ts`), clip.gifClip && put(clip.gifClip, `${key}.gif.ts`)]);
  await put(clip.clip, `${key}.ts`); // last: its presence is what makes the entry look complete
}

/** The template with every time multiplied by k (CI and tests render a 40 s template in a few seconds). */
export function scaleTemplate(t: VideoTemplate, k: number): VideoTemplate {
  if (k === 1) return t;
  const r = (n: number) => Math.round(n * k * 1000) / 1000;
  return { ...t, duration: r(t.duration), transition: r(t.transition), chapters: t.chapters.map((c) => ({ ...c, start: r(c.start) })) };
}
