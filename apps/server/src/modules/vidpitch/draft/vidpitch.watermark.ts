// The draft's watermark (issue 13: "until purchase the draft plays with a visible watermark; the bought file has
// none"): the delivery file is never served before the purchase; the pages play a copy with a burnt-in mark, so the
// mark cannot be removed by hiding an element or fetching the link.
import sharp from 'sharp';
import { font } from '../../../platform/render/fonts.js';
import { probe, runFfmpeg } from '../../../platform/render/ffmpeg.js';
import { GIF_FPS, GIF_WIDTH } from '../../../platform/render/graph.js';

export const WATERMARK_TEXT = 'VIDPITCH DRAFT';

/** A transparent PNG the size of the video: the mark across the middle and a line at the bottom. */
export async function watermarkLayer(width: number, height: number): Promise<Buffer> {
  const f = font('Bold');
  const big = Math.max(12, Math.round(height / 7));
  const small = Math.max(8, Math.round(height / 26));
  const text = async (markup: string, px: number) =>
    sharp({ text: { text: markup, font: `${f.family} ${px}`, fontfile: f.file, dpi: 72, rgba: true } })
      .png()
      .toBuffer({ resolveWithObject: true });
  const mark = await text(`<span foreground="#ffffff" letter_spacing="${big * 60}">${WATERMARK_TEXT}</span>`, big);
  const note = await text('<span foreground="#ffffff">Draft preview · purchase to download the video without this mark</span>', small);
  const canvas = sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const fit = async (img: { data: Buffer; info: { width: number; height: number } }, maxW: number) =>
    img.info.width <= maxW
      ? img
      : {
          data: await sharp(img.data).resize({ width: maxW }).png().toBuffer(),
          info: { width: maxW, height: Math.round((img.info.height * maxW) / img.info.width) },
        };
  const m = await fit(mark, Math.round(width * 0.9));
  const n = await fit(note, Math.round(width * 0.95));
  return canvas
    .composite([
      { input: m.data, left: Math.round((width - m.info.width) / 2), top: Math.round((height - m.info.height) / 2) },
      { input: n.data, left: Math.round((width - n.info.width) / 2), top: Math.max(0, height - n.info.height - Math.round(height / 30)) },
    ])
    .png()
    .toBuffer();
}

/** Writes `output`: `input` with the mark at 45 % opacity over every frame; the audio is copied. */
export async function watermarkVideo(input: string, layerFile: string, output: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(
    [
      '-y',
      '-i',
      input,
      '-i',
      layerFile,
      '-filter_complex',
      '[1:v]format=rgba,colorchannelmixer=aa=0.45[wm];[0:v][wm]overlay=0:0:format=auto,format=yuv420p[v]',
      '-map',
      '[v]',
      '-map',
      '0:a?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '26',
      '-c:a',
      'copy',
      '-movflags',
      '+faststart',
      output,
    ],
    { signal },
  );
}

/**
 * Writes `output`: the listing's GIF preview of an unbought video, made from its watermarked draft (`draft`), at the
 * render's GIF rate and width, so the preview carries the mark too (the render's own GIF is of the delivery file).
 */
export async function watermarkedGif(draft: string, output: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(
    [
      '-y',
      '-i',
      draft,
      '-filter_complex',
      `[0:v]fps=${GIF_FPS},scale=${GIF_WIDTH}:-2:flags=lanczos,split[ga][gb];[ga]palettegen=max_colors=64:stats_mode=diff[gp];[gb][gp]paletteuse=dither=bayer:bayer_scale=3[gif]`,
      '-map',
      '[gif]',
      '-loop',
      '0',
      output,
    ],
    { signal },
  );
}

/**
 * The draft's poster, watermark and all, as a JPEG 960 pixels wide: ffmpeg's `thumbnail` filter picks the most typical
 * of the first 50 frames (not the fade-in's dark first frame; a clip shorter than that still gives one).
 */
export async function watermarkedPoster(draft: string, output: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(['-y', '-i', draft, '-vf', "thumbnail=50,scale='min(960,iw)':-2", '-frames:v', '1', '-q:v', '5', output], { signal });
}

/** The video's frame size. */
export async function videoSize(file: string): Promise<{ width: number; height: number }> {
  const info = await probe(file);
  const v = info.streams.find((s) => s.codec_type === 'video') as { width?: number; height?: number } | undefined;
  if (!v?.width || !v.height) throw new Error('no video stream');
  return { width: v.width, height: v.height };
}
