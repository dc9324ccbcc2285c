// The typed builder of ffmpeg's filter graphs and argument lists for one render: pure (paths in, arguments out), so a
// snapshot test pins what each template asks ffmpeg to do.
//
// The engine renders piece by piece (buildChapterArgs): each chapter after the first is two pieces, its opening
// cross-fade from the previous chapter (that chapter's motion and text continued for `transition` seconds) and its
// body; each piece is one ffmpeg process writing MPEG-TS clips at 30 fps, 20 fps and the GIF's 5 fps, so the clips
// simply follow each other and are joined without re-encoding (buildJoinArgs). Pieces render in parallel, and a text
// change re-renders only its chapter's body and the two cross-fades that show it. The single-pass design below is
// kept as the benchmark's baseline.
//
// Single pass: per chapter, the prepared background photo goes through zoompan (Ken Burns) for exactly the chapter's
// frames, the chapter's text layer (one PNG made by layers.ts) fades in over it, and consecutive chapters are joined
// with a cross-fade (crossFadeIn). Chapter i (but the last) is `transition` seconds longer than its slot and chapter i+1 fades in at its
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
/** The GIF preview's rate (its source clips are written at this rate by each piece). */
export const GIF_FPS = 5;
const ZOOM = 0.12;

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * Ken Burns over `frames` frames of a motion that spans `total` frames, starting at frame `from` of it: a chapter's
 * clip and the next chapter's cross-fade (which shows this chapter's continuation) draw from the same motion.
 */
function zoompan(motion: Motion, frames: number, size: RenderSize, total = frames, from = 0): string {
  const d = Math.max(total - 1, 1);
  const on = from ? `(on+${from})` : 'on';
  const centre = { x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
  const e = {
    'zoom-in': { z: `1+${ZOOM}*${on}/${d}`, ...centre },
    'zoom-out': { z: `${1 + ZOOM}-${ZOOM}*${on}/${d}`, ...centre },
    'pan-left': { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*(1-${on}/${d})`, y: centre.y },
    'pan-right': { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*${on}/${d}`, y: centre.y },
  }[motion];
  return `zoompan=z='${e.z}':x='${e.x}':y='${e.y}':d=${frames}:s=${size.width}x${size.height}:fps=${size.fps}`;
}

/**
 * The chapter engine's motion: a pan is a moving crop of the photo scaled once (a still, repeated) to the zoom's size,
 * so no frame is scaled; a zoom needs a scale per frame and stays zoompan. Measured on a 12 s pan at 720p, filter
 * alone: 0.73 s of CPU with zoompan, 0.06 s as a crop. The crop keeps luma exact (`exact=1`), so the pan steps one
 * pixel at a time like zoompan's, not the two of a chroma-aligned crop. Same framing as zoompan at zoom 1+ZOOM. The
 * timebase is the frame (pts = frame number); no `fps` filter: the npm package's 2018 ffmpeg drops a one-frame
 * stream's only frame in it, and the encoder's `-r` states the rate.
 */
function motion(m: Motion, frames: number, size: RenderSize, total = frames, from = 0): string {
  if (m !== 'pan-left' && m !== 'pan-right') return zoompan(m, frames, size, total, from);
  const d = Math.max(total - 1, 1);
  const even = (n: number) => 2 * Math.round(n / 2);
  const at = `(n+${from})/${d}`;
  const x = `(iw-ow)*${m === 'pan-right' ? at : `(1-${at})`}`;
  return (
    `scale=${even(size.width * (1 + ZOOM))}:${even(size.height * (1 + ZOOM))},format=yuv420p,` +
    `loop=loop=${frames - 1}:size=1:start=0,settb=1/${size.fps},setpts=N,crop=${size.width}:${size.height}:x='${x}':y='(ih-oh)/2':exact=1`
  );
}

/**
 * A cross-fade's incoming side: its alpha rises from 0 to 1 over `seconds`, and an overlay puts it over the outgoing
 * side. Fade and overlay are in every ffmpeg the server may run, where xfade (ffmpeg 4.3+) is not in the 2018 build the
 * npm package ships (ADR 0014, "Which ffmpeg"); the frames match xfade's `fade` to within rounding.
 */
const crossFadeIn = (seconds: string) => `format=yuva420p,fade=t=in:st=0:d=${seconds}:alpha=1`;

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
    // the clip so far, its last frame held, under chapter i fading in from its start (fade + overlay: see crossFadeIn)
    parts.push(`[c${i}]${crossFadeIn(num(t.transition))},setpts=PTS+${num(t.chapters[i]!.start)}/TB[in${i}]`);
    parts.push(
      `[${last}]tpad=stop=-1:stop_mode=clone[held${i}]`,
      `[held${i}][in${i}]overlay=0:0:shortest=1:format=yuv420,format=yuv420p[${out}]`,
    );
    last = out;
  }
  const gifWidth = Math.min(320, size.width);
  parts.push(`[${last}]split=4[vmain][vrev][vgif][vposter]`);
  parts.push(`[vrev]fps=${REVIEW_FPS}[vreview]`);
  parts.push(
    `[vgif]fps=5,scale=${gifWidth}:-2:flags=lanczos,split[ga][gb];[ga]palettegen=max_colors=64:stats_mode=diff[gp];[gb][gp]paletteuse=dither=bayer:bayer_scale=3[vgifout]`,
  );
  // The poster: a frame of chapter 1 once its text has faded in.
  const posterFrame = Math.round(Math.min(2, (t.chapters[1]?.start ?? t.duration) / 2) * size.fps);
  parts.push(`[vposter]select='eq(n\\,${posterFrame})'[vposterout]`);
  return parts.join(';');
}

/** The straightforward design, kept as the benchmark's baseline: the whole video in one ffmpeg pass. */
export function buildSinglePassArgs(
  t: VideoTemplate,
  paths: RenderPaths,
  size: RenderSize = DELIVERY,
  opts: { preset?: string; threads?: number } = {},
): string[] {
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
    '-map',
    '[vmain]',
    '-map',
    `${audio}:a`,
    ...x264,
    '-crf',
    '21',
    '-r',
    String(size.fps),
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-t',
    num(t.duration),
    '-movflags',
    '+faststart',
    paths.video,
    // review copy: constant 20 fps, a key frame every second and no B-frames, so frame seeks are exact and cheap
    '-map',
    '[vreview]',
    ...x264,
    '-crf',
    '23',
    '-r',
    String(REVIEW_FPS),
    '-g',
    String(REVIEW_FPS),
    '-bf',
    '0',
    '-an',
    '-t',
    num(t.duration),
    '-movflags',
    '+faststart',
    paths.review,
    '-map',
    '[vgifout]',
    '-loop',
    '0',
    paths.gif,
    '-map',
    '[vposterout]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    paths.poster,
  ];
}

export interface ChapterInput {
  background: string;
  layer: string;
}

/** Frames of chapter i's own slot, and of the motion it draws from (its slot plus the cross-fade into the next). */
function chapterFrames(t: VideoTemplate, i: number, fps: number) {
  const own = Math.round((chapterEnd(t, i) - t.chapters[i]!.start) * fps);
  const fade = Math.round(t.transition * fps);
  return { own, fade, total: own + (i < t.chapters.length - 1 ? fade : 0) };
}

/** The frames of chapter i's opening cross-fade from chapter i-1 (none for the first chapter or without transition). */
export function openingFrames(t: VideoTemplate, i: number, fps: number): number {
  return i > 0 && t.transition > 0 ? Math.round(t.transition * fps) : 0;
}

/**
 * A piece of the video the engine renders as one clip: a chapter's opening cross-fade from the previous chapter
 * (`transition`, 0.6 s) or the rest of the chapter (`body`). A text change of chapter i re-renders its body and the
 * two transitions that show it (into i and out of i), not the whole next chapter.
 */
export type Piece = { chapter: number; part: 'transition' | 'body' };

/** Every piece in playing order: chapter 1's body, then each later chapter's transition and body. */
export function pieces(t: VideoTemplate): Piece[] {
  return t.chapters.flatMap((_, i): Piece[] =>
    openingFrames(t, i, DELIVERY.fps)
      ? [
          { chapter: i, part: 'transition' },
          { chapter: i, part: 'body' },
        ]
      : [{ chapter: i, part: 'body' }],
  );
}

/**
 * The frames a piece's clips hold: at the output rate (starting at chapter frame `from`), in the 20 fps review clip
 * and in the 5 fps GIF source. The engine's concat lists give each clip exactly this length.
 */
export function pieceFrames(t: VideoTemplate, i: number, part: Piece['part'], fps: number) {
  const opening = openingFrames(t, i, fps);
  const own = chapterFrames(t, i, fps).own;
  const from = part === 'body' ? opening : 0;
  const frames = part === 'transition' ? opening : own - from;
  return { from, frames, review: Math.round((frames / fps) * REVIEW_FPS), gif: Math.max(1, Math.round((frames / fps) * GIF_FPS)) };
}

/**
 * One piece of chapter i as a clip: its opening cross-fade from chapter i-1 (`transition`, i > 0), or the rest of its
 * slot (`body`; for the first chapter, all of it), frames at 30 fps. The ffmpeg runs (one after the other) that write
 * the delivery clip (30 fps), the review clip (20 fps, -g 20 -bf 0) and the GIF's source, all MPEG-TS for joining: one
 * run for a body; for a cross-fade, the delivery clip, then its review and GIF clips from it (its 18 frames decode in
 * a moment, and its process, with two photos and two layers, held 40 MB more with the three encoders: ADR 0014).
 */
export function buildChapterArgs(
  t: VideoTemplate,
  i: number,
  input: { current: ChapterInput; previous?: ChapterInput },
  out: { clip: string; reviewClip?: string; gifClip?: string },
  size: RenderSize = DELIVERY,
  opts: {
    preset?: string;
    threads?: number;
    /** The size the layers are drawn at (the aspect's canvas); scaled to the output when it differs. */
    canvas?: { width: number; height: number };
    /** Only the delivery clip (the variants have no review copy or GIF). */
    deliveryOnly?: boolean;
    /** Which piece of the chapter (see pieces()). */
    part: Piece['part'];
  },
): string[][] {
  const ch = t.chapters[i]!;
  const f = chapterFrames(t, i, size.fps);
  const opening = openingFrames(t, i, size.fps);
  // the piece: chapter frames [from, from + frames)
  const { from, frames, review, gif } = pieceFrames(t, i, opts.part, size.fps);
  if (frames <= 0) throw new Error(`chapter ${i + 1} has no ${opts.part}`);
  const canvas = opts.canvas ?? DELIVERY;
  const scale = size.width === canvas.width && size.height === canvas.height ? '' : `scale=${size.width}:${size.height},`;
  // The layer is decoded and converted to the overlay's pixel format once, then repeated in the graph (measured: a
  // looped PNG input decodes and converts every frame, which cost more than the zoompan and overlay together). One
  // frame more than needed: the overlay ends with its shorter input, and the background must be that one.
  // Timestamps count frames from the chapter's start while the fade is applied (a body piece fades its text in where
  // the chapter would), then from the piece's start.
  const still = (n: number, fade = '') =>
    `${scale}format=yuva420p,loop=loop=${n}:size=1:start=0,settb=1/${size.fps},setpts=N${from ? `+${from}` : ''}${fade}${from ? ',setpts=N' : ''}`;
  const inputs = ['-i', input.current.background, '-i', input.current.layer];
  const parts = [
    `[0:v]${motion(ch.motion, frames, size, f.total, from)},setsar=1,format=yuv420p[bg]`,
    `[1:v]${still(frames, `,fade=t=in:st=${num((t.transition * 5) / 6)}:d=${num(t.transition)}:alpha=1`)}[tx]`,
    `[bg][tx]overlay=0:0:shortest=1:format=yuv420,format=yuv420p[cur]`,
  ];
  let last = 'cur';
  if (from === 0 && opening && input.previous) {
    const p = chapterFrames(t, i - 1, size.fps);
    const seconds = num(p.fade / size.fps);
    inputs.push('-i', input.previous.background, '-i', input.previous.layer);
    parts.push(`[2:v]${motion(t.chapters[i - 1]!.motion, p.fade, size, p.total, p.own)},setsar=1,format=yuv420p[pbg]`);
    parts.push(`[3:v]${still(p.fade)}[ptx]`);
    parts.push(`[pbg][ptx]overlay=0:0:shortest=1:format=yuv420,format=yuv420p[prev]`);
    parts.push(`[cur]${crossFadeIn(seconds)}[curin]`, `[prev][curin]overlay=0:0:shortest=1:format=yuv420,format=yuv420p[mix]`);
    last = 'mix';
  }
  const threads = opts.threads ? ['-threads', String(opts.threads)] : [];
  const x264 = ['-c:v', 'libx264', '-preset', opts.preset ?? 'veryfast', '-pix_fmt', 'yuv420p', ...threads];
  // per process, on top of the preset (measured on chapter 1, 360 frames at 720p, one thread): diamond motion search
  // and sub-pixel level 1 cut x264's CPU by a fifth (3.38 → 2.69 s) at the same size, the Ken Burns motion being smooth
  // and uniform; a 5-frame lookahead keeps 17 MB less per process and, with mb-tree, a smaller file (716 → 604 kB).
  // One B-frame instead of the preset's three holds 12 MB less per process (160 → 148 MB), for 15 % more bytes at a
  // slightly higher PSNR (45.8 against 45.6 dB): bought for the peak RSS goal (ADR 0014). A cross-fade (18 frames) has
  // too few frames for B-frames and a lookahead to pay: without them its process holds ~30 MB less.
  x264.push('-x264-params', opts.part === 'transition' ? TRANSITION_X264_PARAMS : CHAPTER_X264_PARAMS);
  const delivery = [...x264, '-crf', '21', '-r', String(size.fps), '-frames:v', String(frames), '-f', 'mpegts', out.clip];
  if (opts.deliveryOnly || !out.reviewClip || !out.gifClip)
    return [['-y', ...inputs, '-filter_complex', parts.join(';'), '-map', `[${last}]`, ...delivery]];
  const previews = previewOutputs(out.reviewClip, out.gifClip, review, gif, size, threads);
  if (opts.part === 'transition') {
    return [
      ['-y', ...inputs, '-filter_complex', parts.join(';'), '-map', `[${last}]`, ...delivery],
      ['-y', '-threads', '1', '-i', out.clip, '-filter_complex', `[0:v]${previews.graph}`, ...previews.args],
    ];
  }
  return [
    [
      '-y',
      ...inputs,
      '-filter_complex',
      [...parts, `[${last}]split=2[vmain][vr0]`, `[vr0]${previews.graph}`].join(';'),
      '-map',
      '[vmain]',
      ...delivery,
      ...previews.args,
    ],
  ];
}

/**
 * The review clip and the GIF's source from a piece's frames (the graph that follows them, and its outputs). A second
 * of clones of the last frame lets the rate conversion emit the clip's final review frames (-frames:v cuts).
 */
function previewOutputs(reviewClip: string, gifClip: string, review: number, gif: number, size: RenderSize, threads: string[]) {
  const graph = [
    `tpad=stop_mode=clone:stop=${size.fps},setpts=N/${size.fps}/TB,split=2[vr1][vg1]`,
    `[vr1]fps=${REVIEW_FPS}[vrev]`,
    // the GIF's source: 5 fps, 320 px, nearly lossless and tiny, so the preview never decodes the 720p video again
    `[vg1]fps=${GIF_FPS},scale=${Math.min(GIF_WIDTH, size.width)}:-2:flags=lanczos[vgif]`,
  ].join(';');
  const args = [
    // the review copy is for the review player only: a faster preset costs some size, not quality that matters there
    // (ultrafast against superfast, measured with the delivery in the same process: 3.69 s of CPU against 4.00 s for
    // a 12 s chapter, 2.4 MB against 1.9 MB); plain ultrafast, without the delivery's -x264-params (their lookahead
    // and sub-pixel search on top of ultrafast held 6 MB more)
    '-map',
    '[vrev]',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...threads,
    '-crf',
    '23',
    '-r',
    String(REVIEW_FPS),
    '-g',
    String(REVIEW_FPS),
    '-bf',
    '0',
    '-frames:v',
    String(review),
    '-f',
    'mpegts',
    reviewClip,
    '-map',
    '[vgif]',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '12',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-frames:v',
    String(gif),
    '-f',
    'mpegts',
    gifClip,
  ];
  return { graph, args };
}

/** Joins clips listed in a concat file without re-encoding; the delivery gets silent AAC and both get +faststart. */
export function buildJoinArgs(t: VideoTemplate, list: string, output: string, withAudio: boolean): string[] {
  return [
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    ...(withAudio
      ? [
          '-f',
          'lavfi',
          '-t',
          num(t.duration),
          '-i',
          'anullsrc=r=48000:cl=stereo',
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-c:a',
          'aac',
          '-b:a',
          '128k',
        ]
      : ['-map', '0:v']),
    '-c:v',
    'copy',
    '-t',
    num(t.duration),
    '-movflags',
    '+faststart',
    output,
  ];
}

const CHAPTER_X264_PARAMS = 'me=dia:subme=1:rc-lookahead=5:bframes=1';
const TRANSITION_X264_PARAMS = 'me=dia:subme=1:rc-lookahead=0:bframes=0';
export const GIF_WIDTH = 320;

/** The GIF preview from the chapters' small GIF clips (listed in a concat file), with one palette for the whole. */
export function buildGifArgs(gifList: string, gif: string): string[] {
  return [
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    gifList,
    '-filter_complex',
    '[0:v]split[ga][gb];[ga]palettegen=max_colors=64:stats_mode=diff[gp];[gb][gp]paletteuse=dither=bayer:bayer_scale=3[gif]',
    '-map',
    '[gif]',
    '-loop',
    '0',
    gif,
  ];
}

/**
 * The poster: chapter 1 once its text is in (2 s, or the middle of a shorter chapter), from chapter 1's clip. Output
 * seek (decodes the clip's first `at` seconds, 40–60 frames): an input seek into a short MPEG-TS clip wrote nothing.
 */
export function buildPosterArgs(t: VideoTemplate, clip: string, poster: string): string[] {
  const at = Math.min(2, (t.chapters[1]?.start ?? t.duration) / 2);
  return ['-y', '-i', clip, '-ss', num(at), '-frames:v', '1', '-q:v', '3', poster];
}
