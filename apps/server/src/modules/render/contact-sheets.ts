// Contact sheets of the templates: renders each template's sample video (times scaled by --time-scale, 0.25 by
// default, which keeps every layout and only shortens the motion), takes one frame per chapter once its text is in,
// and tiles them 3x2 into docs/render/contact-sheet-<template>.jpg. Run: npx tsx src/modules/render/contact-sheets.ts
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { REPO_ROOT } from '../../config.js';
import { renderVideo, scaleTemplate, valuesOf } from '../../platform/render/engine.js';
import { FFMPEG } from '../../platform/render/ffmpeg.js';
import { chapterEnd } from '../../platform/render/types.js';
import { DEMO_IMAGE_DIR, sampleForm, TEMPLATES } from './templates/index.js';

const TILE = { width: 640, height: 360 };

const { values: opts } = parseArgs({ options: { 'time-scale': { type: 'string', default: '0.25' }, out: { type: 'string', default: resolve(REPO_ROOT, 'docs/render') } } });
await mkdir(opts.out!, { recursive: true });
for (const named of TEMPLATES) {
  const template = scaleTemplate(named, Number(opts['time-scale']));
  const work = await mkdtemp(join(tmpdir(), 'vms-sheet-'));
  try {
    const out = await renderVideo({ template, values: valuesOf(sampleForm(named)), readImage: (v) => readFile(join(DEMO_IMAGE_DIR, v)).catch(() => null) }, work);
    const tiles = template.chapters.map((c, i) => {
      const t = c.start + (chapterEnd(template, i) - c.start) * 0.7;
      return execFileSync(FFMPEG, ['-v', 'error', '-ss', t.toFixed(3), '-i', out.video, '-frames:v', '1', '-vf', `scale=${TILE.width}:${TILE.height}`, '-f', 'image2pipe', '-vcodec', 'png', '-']);
    });
    const file = join(opts.out!, `contact-sheet-${named.templateName.toLowerCase()}.jpg`);
    await sharp({ create: { width: TILE.width * 3, height: TILE.height * 2, channels: 3, background: '#000' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % 3) * TILE.width, top: Math.floor(i / 3) * TILE.height })))
      .jpeg({ quality: 82 })
      .toFile(file);
    console.log(file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
