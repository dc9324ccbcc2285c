// The typed builder of ffmpeg's filter graph and argument list for one render: pure (paths in, arguments out), so a
// snapshot test pins what each template asks ffmpeg to do.
//
// Shape: per chapter, the prepared background photo goes through zoompan (Ken Burns) for exactly the chapter's
// frames, the chapter's text layer (one PNG made by layers.ts) fades in over it, and consecutive chapters are joined
// with xfade. Chapter i (but the last) is `transition` seconds longer than its slot and chapter i+1 fades in at its
// own start time, so chapter starts are exact (0, 12, 18, … s) and the total is the template's duration. One pass
// writes every output from one decode: delivery MP4, the 20 fps review copy, the GIF preview and the poster.
import { chapterEnd, type Motion, type VideoTemplate } from './types.js';

export interface RenderPaths {
  /** Per chapter: the background JPEG (prepared at 1.5× the output size) and the text layer PNG. */
  chapters: { background: string; layer: string }[];
  video: string;
  review: string;
  gif: string;
  poster: string;
}

export interface RenderSize {
  width: number;
  height: number;
  fps: number;
}

export const DELIVERY: RenderSize = { width: 1280, height: 720, fps: 30 };
/** The review copy's constant rate: the review player's timecodes count frames at 20 fps (DECISIONS.md part B). */
export const REVIEW_FPS = 20;
const ZOOM = 0.12;

const num = (n: number) => String(Math.round(n * 1000) / 1000);

function zoompan(motion: Motion, frames: number, size: RenderSize): string {
  const d = Math.max(frames - 1, 1);
  const centre = { x: "iw/2-(iw/zoom/2)", y: "ih/2-(ih/zoom/2)" };
  const e = {
    'zoom-in': { z: `1+${ZOOM}*on/${d}`, ...centre },
    'zoom-out': { z: `${1 + ZOOM}-${ZOOM}*on/${d}`, ...centre },
    'pan-left': { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*(1-on/${d})`, y: centre.y },
    'pan-right': { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*on/${d}`, y: centre.y },
  }[motion];
  return `zoompan=z='${e.z}':x='${e.x}':y='${e.y}':d=${frames}:s=${size.width}x${size.height}:fps=${size.fps}`;
}

/** Seconds each chapter's clip lasts: its slot, plus the cross-fade into the next one. */
export function clipLengths(t: VideoTemplate): number[] {
  return t.chapters.map((_, i) => chapterEnd(t, i) - t.chapters[i]!.start + (i < t.chapters.length - 1 ? t.transition : 0));
}

export function buildFilterGraph(t: VideoTemplate, size: RenderSize = DELIVERY): string {
  const parts: string[] = [];
  const lengths = clipLengths(t);
  t.chapters.forEach((ch, i) => {
    const frames = Math.round(lengths[i]! * size.fps);
    const bg = 2 * i;
    const layer = 2 * i + 1;
    parts.push(`[${bg}:v]${zoompan(ch.motion, frames, size)},setsar=1,format=yuv420p[bg${i}]`);
    const scale = size.width === DELIVERY.width && size.height === DELIVERY.height ? '' : `scale=${size.width}:${size.height},`;
    parts.push(`[${layer}:v]${scale}format=rgba,fade=t=in:st=${num((t.transition * 5) / 6)}:d=${num(t.transition)}:alpha=1[tx${i}]`);
    parts.push(`[bg${i}][tx${i}]overlay=0:0:shortest=1,format=yuv420p[c${i}]`);
  });
  let last = 'c0';
  for (let i = 1; i < t.chapters.length; i++) {
    const out = `x${i}`;
    parts.push(`[${last}][c${i}]xfade=transition=fade:duration=${num(t.transition)}:offset=${num(t.chapters[i]!.start)}[${out}]`);
    last = out;
  }
  const gifWidth = Math.min(320, size.width);
  parts.push(`[${last}]split=4[vmain][vrev][vgif][vposter]`);
  parts.push(`[vrev]fps=${REVIEW_FPS}[vreview]`);
  parts.push(`[vgif]fps=5,scale=${gifWidth}:-2:flags=lanczos,split[ga][gb];[ga]palettegen=max_colors=64:stats_mode=diff[gp];[gb][gp]paletteuse=dither=bayer:bayer_scale=3[vgifout]`);
  // The poster: a frame of chapter 1 once its text has faded in.
  const posterFrame = Math.round(Math.min(2, (t.chapters[1]?.start ?? t.duration) / 2) * size.fps);
  parts.push(`[vposter]select='eq(n\\,${posterFrame})'[vposterout]`);
  return parts.join(';');
}

export function buildArgs(t: VideoTemplate, paths: RenderPaths, size: RenderSize = DELIVERY, opts: { preset?: string; threads?: number } = {}): string[] {
  if (paths.chapters.length !== t.chapters.length) throw new Error('one background and one layer per chapter');
  const lengths = clipLengths(t);
  const inputs: string[] = [];
  paths.chapters.forEach((c, i) => {
    inputs.push('-i', c.background);
    inputs.push('-loop', '1', '-framerate', String(size.fps), '-t', num(lengths[i]!), '-i', c.layer);
  });
  const audio = 2 * t.chapters.length;
  inputs.push('-f', 'lavfi', '-t', num(t.duration), '-i', 'anullsrc=r=48000:cl=stereo');
  const x264 = ['-c:v', 'libx264', '-preset', opts.preset ?? 'veryfast', '-pix_fmt', 'yuv420p'];
  return [
    '-y',
    ...(opts.threads ? ['-filter_threads', String(opts.threads)] : []),
    ...inputs,
    '-filter_complex',
    buildFilterGraph(t, size),
    // delivery: H.264 at the template's rate, silent AAC, index first so it plays while downloading
    '-map', '[vmain]', '-map', `${audio}:a`, ...x264, '-crf', '21', '-r', String(size.fps), '-c:a', 'aac', '-b:a', '128k',
    '-t', num(t.duration), '-movflags', '+faststart', paths.video,
    // review copy: constant 20 fps, a key frame every second and no B-frames, so frame seeks are exact and cheap
    '-map', '[vreview]', ...x264, '-crf', '23', '-r', String(REVIEW_FPS), '-g', String(REVIEW_FPS), '-bf', '0', '-an',
    '-t', num(t.duration), '-movflags', '+faststart', paths.review,
    '-map', '[vgifout]', '-loop', '0', paths.gif,
    '-map', '[vposterout]', '-frames:v', '1', '-q:v', '3', paths.poster,
  ];
}
