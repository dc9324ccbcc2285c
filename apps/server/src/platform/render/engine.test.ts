// A real render of a short template (3 s at 320x180) checked with ffprobe and by sampling frames.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gray } from '../../modules/render/templates/gray.js';
import { sampleForm } from '../../modules/render/templates/index.js';
import { RenderInputError, renderVideo, scaleTemplate, valuesOf } from './engine.js';
import { probe } from './ffmpeg.js';
import { requireVideoTools } from './video-tools.js';

const SIZE = { width: 320, height: 180, fps: 30 };
const template = scaleTemplate(gray, 0.075); // 40 s → 3 s, chapters at 0, 0.9, 1.35, 1.8, 2.175, 2.625 s
let work: string;
let white: Buffer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vms-engine-test-'));
  white = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Mean luminance of a region of the frame at time t (fractions of the frame). */
function luminance(file: string, t: number, region: { x: number; y: number; w: number; h: number }): Promise<number> {
  const raw = execFileSync(requireVideoTools().ffmpeg, [
    '-v',
    'error',
    '-ss',
    String(t),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    '-',
  ]);
  return sharp(raw)
    .extract({
      left: Math.round(region.x * SIZE.width),
      top: Math.round(region.y * SIZE.height),
      width: Math.round(region.w * SIZE.width),
      height: Math.round(region.h * SIZE.height),
    })
    .greyscale()
    .png()
    .toBuffer()
    .then((region) => sharp(region).stats()) // stats() reads its input, so the crop is materialised first
    .then((s) => s.channels[0]!.mean);
}

describe('the render engine', () => {
  it('renders the delivery MP4, the 20 fps review copy, the GIF and the poster', async () => {
    const values = valuesOf(sampleForm(gray));
    const progress: number[] = [];
    const out = await renderVideo(
      {
        template,
        values,
        size: SIZE,
        readImage: async (v) =>
          /\.(jpg|png)$/.test(v)
            ? v.includes('logo')
              ? readFile(join(import.meta.dirname, '../../../feeds/images/broker-logo.png'))
              : white
            : null,
        onProgress: (f) => progress.push(f),
      },
      join(work, 'ok'),
    );
    const video = await probe(out.video);
    const v = video.streams.find((s) => s.codec_type === 'video')!;
    expect(v.codec_name).toBe('h264');
    expect([v.width, v.height]).toEqual([320, 180]);
    expect(v.r_frame_rate).toBe('30/1');
    expect(Number(video.format.duration)).toBeCloseTo(3, 1);
    expect(video.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);

    const review = await probe(out.review);
    const r = review.streams[0]!;
    expect(r.r_frame_rate).toBe('20/1');
    expect(r.has_b_frames).toBe(0);
    expect(Number(review.format.duration)).toBeCloseTo(3, 0);

    expect((await sharp(out.poster).metadata()).format).toBe('jpeg');
    expect((await sharp(out.gif).metadata()).format).toBe('gif');
    expect(progress.length).toBeGreaterThan(0);

    // Each chapter's panel (dark, over a white photo) is on screen mid-chapter, where its layout puts it.
    for (const [i, c] of template.chapters.entries()) {
      const end = template.chapters[i + 1]?.start ?? template.duration;
      const t = (c.start + end) / 2 + 0.1;
      // the panel's inner padding on its right (left panel), left (right panel) or left (centre panel) side
      // (panels are 580 px wide at 56 px from the edge, with 36 px of padding: layers.ts)
      const x = c.panel === 'right' ? 0.506 : c.panel === 'center' ? 0.276 : 0.475;
      const opposite = c.panel === 'right' ? 0.05 : c.panel === 'center' ? 0.02 : 0.85;
      expect(await luminance(out.video, t, { x, y: 0.45, w: 0.015, h: 0.1 }), `panel of chapter ${c.number}`).toBeLessThan(110);
      expect(await luminance(out.video, t, { x: opposite, y: 0.45, w: 0.04, h: 0.1 }), `photo beside chapter ${c.number}`).toBeGreaterThan(
        200,
      );
    }
  });

  it("re-renders only the changed chapter's body and the two cross-fades that show it, from the clip cache", async () => {
    const values = valuesOf(sampleForm(gray));
    const cacheDir = join(work, 'cache');
    const readImage = async () => white;
    await renderVideo({ template, values, size: SIZE, readImage, cacheDir }, join(work, 'first'));
    // six bodies and five cross-fades
    expect((await readdir(cacheDir)).filter((f) => f.endsWith('.review.ts'))).toHaveLength(11);
    const out = await renderVideo(
      { template, values: { ...values, CUSTOM_VALUE_3: '98% Leased' }, size: SIZE, readImage, cacheDir },
      join(work, 'edit'),
    );
    // chapter 3's body, the fade from 2 into 3 and the fade from 3 into 4; chapter 4's body is reused
    expect((await readdir(cacheDir)).filter((f) => f.endsWith('.review.ts'))).toHaveLength(14);
    expect(Number((await probe(out.video)).format.duration)).toBeCloseTo(3, 1);
    // the same data again is all cache
    await renderVideo({ template, values, size: SIZE, readImage, cacheDir }, join(work, 'again'));
    expect((await readdir(cacheDir)).filter((f) => f.endsWith('.review.ts'))).toHaveLength(14);
  });

  it('refuses a missing image with a message naming the slot', async () => {
    const values = valuesOf(sampleForm(gray));
    await expect(
      renderVideo({ template, values, size: SIZE, readImage: async (v) => (v === values.IMAGE_2 ? null : white) }, join(work, 'missing')),
    ).rejects.toThrow(new RenderInputError(`Image IMAGE_2 not found: ${values.IMAGE_2}`));
  });
});
