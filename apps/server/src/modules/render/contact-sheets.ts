// Contact sheets of the templates: renders each template's sample video at every aspect (16:9 delivery, 9:16, 1:1) and
// the MLS-unbranded cut (times scaled by --time-scale, 0.25 by default, which keeps every layout and only shortens the
// motion), takes one frame per chapter once its text is in, and tiles them into docs/render/contact-sheet-<template>.jpg:
// 16:9 (3x2), then the 9:16 row, the 1:1 row, and the MLS cut (3x2). --frames DIR also keeps every full-size frame.
// Run: npx tsx src/modules/render/contact-sheets.ts
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type OverlayOptions } from 'sharp';
import { REPO_ROOT } from '../../config.js';
import { renderVariant, renderVideo, scaleTemplate, valuesOf, type RenderRequest } from '../../platform/render/engine.js';
import { requireVideoTools } from '../../platform/render/video-tools.js';
import { chapterEnd, type VideoTemplate } from '../../platform/render/types.js';
import { DEMO_IMAGE_DIR, sampleForm, TEMPLATES } from './templates/index.js';

const WIDTH = 1440;
const LABEL = 44;

const { values: opts } = parseArgs({
  options: {
    'time-scale': { type: 'string', default: '0.25' },
    out: { type: 'string', default: resolve(REPO_ROOT, 'docs/render') },
    frames: { type: 'string' },
    template: { type: 'string' },
  },
});
await mkdir(opts.out!, { recursive: true });

function frames(template: VideoTemplate, video: string): Buffer[] {
  return template.chapters.map((c, i) => {
    const t = c.start + (chapterEnd(template, i) - c.start) * 0.7;
    return execFileSync(requireVideoTools().ffmpeg, [
      '-v',
      'error',
      '-ss',
      t.toFixed(3),
      '-i',
      video,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      '-',
    ]);
  });
}

const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${LABEL}"><rect width="100%" height="100%" fill="#111"/><text x="16" y="30" font-family="sans-serif" font-size="22" fill="#eee">${text}</text></svg>`,
  );

for (const named of TEMPLATES.filter((t) => !opts.template || t.templateName.toLowerCase() === opts.template.toLowerCase())) {
  const template = scaleTemplate(named, Number(opts['time-scale']));
  const work = await mkdtemp(join(tmpdir(), 'vms-sheet-'));
  try {
    const base: RenderRequest = {
      template,
      values: valuesOf(sampleForm(named)),
      readImage: (v) => readFile(join(DEMO_IMAGE_DIR, v)).catch(() => null),
    };
    const rows: { name: string; video: string; cols: number }[] = [
      { name: '16:9 delivery (1280x720)', video: (await renderVideo(base, join(work, 'main'))).video, cols: 3 },
      {
        name: '9:16 (720x1280; safe area: 160 px top, 266 px bottom)',
        video: (await renderVariant({ ...base, aspect: '9:16' }, join(work, 'v916'))).video,
        cols: 6,
      },
      { name: '1:1 (720x720)', video: (await renderVariant({ ...base, aspect: '1:1' }, join(work, 'v11'))).video, cols: 6 },
      {
        name: 'MLS unbranded (16:9, no logo, names, phone, e-mail, office address or QR)',
        video: (await renderVariant({ ...base, unbranded: true }, join(work, 'mls'))).video,
        cols: 3,
      },
    ];
    const composites: OverlayOptions[] = [];
    let y = 0;
    for (const row of rows) {
      const shots = frames(template, row.video);
      if (opts.frames) {
        await mkdir(opts.frames, { recursive: true });
        await Promise.all(
          shots.map((s, i) =>
            writeFile(
              join(opts.frames!, `${named.templateName.toLowerCase()}-${row.name.split(' ')[0]!.replace(':', 'x')}-${i + 1}.png`),
              s,
            ),
          ),
        );
      }
      composites.push({ input: label(`${named.templateName} · ${row.name}`), left: 0, top: y });
      y += LABEL;
      const meta = await sharp(shots[0]!).metadata();
      const tileW = Math.floor(WIDTH / row.cols);
      const tileH = Math.round((tileW * meta.height!) / meta.width!);
      for (const [i, shot] of shots.entries()) {
        const input = await sharp(shot).resize(tileW, tileH).png().toBuffer();
        composites.push({ input, left: (i % row.cols) * tileW, top: y + Math.floor(i / row.cols) * tileH });
      }
      y += Math.ceil(shots.length / row.cols) * tileH;
    }
    const file = join(opts.out!, `contact-sheet-${named.templateName.toLowerCase()}.jpg`);
    await sharp({ create: { width: WIDTH, height: y, channels: 3, background: '#000' } })
      .composite(composites)
      .jpeg({ quality: 80 })
      .toFile(file);
    console.log(file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
