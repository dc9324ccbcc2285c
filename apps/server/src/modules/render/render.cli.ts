// `npm run render -- --template Gray --data FILE.json --out FILE.mp4`: renders from the command line, for designers and
// the benchmark. FILE.json is the formData of a video (a list per chapter of {label, attributeValue, value}) or a flat
// {attributeValue: value} object; image values are paths relative to the JSON file. Without --data the template's
// sample data is used (photos of the demo feed). The review copy, GIF and poster are written next to the MP4.
// --aspect 9:16|1:1 renders that variant instead (MP4 only), --unbranded the MLS cut.
// `npm run render -- --samples [--missing]` renders every template's sample video and poster into the configured storage
// (renders/samples/<name>/, what getVideoTemplates links), at RENDER_SIZE and RENDER_TIME_SCALE.
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../config.js';
import { resolveJwtSecret } from '../../platform/auth/tokens.js';
import { createStorage } from '../../platform/storage/index.js';
import { scaleTemplate, valuesOf } from '../../platform/render/engine.js';
import { renderVariantInChild, renderVideoInChild } from '../../platform/render/render-process.js';
import type { Aspect, FormData } from '../../platform/render/types.js';
import { renderSamples } from './render.service.js';
import { DEMO_IMAGE_DIR, sampleForm, templateByName } from './templates/index.js';

async function main() {
  const { values: opts } = parseArgs({
    options: {
      template: { type: 'string', default: 'Gray' },
      data: { type: 'string' },
      out: { type: 'string', default: 'render.mp4' },
      unbranded: { type: 'boolean', default: false },
      preset: { type: 'string' },
      size: { type: 'string', default: '1280x720' },
      threads: { type: 'string' },
      'time-scale': { type: 'string', default: '1' },
      aspect: { type: 'string' },
      samples: { type: 'boolean', default: false },
      missing: { type: 'boolean', default: false },
    },
  });
  if (opts.samples) {
    const config = loadConfig();
    const storage = createStorage(config.storage, resolveJwtSecret(config.jwtSecret, config.dataDir));
    const started = performance.now();
    const done = await renderSamples(
      { storage, config, log: pino({ level: 'warn' }) },
      { missingOnly: opts.missing, onTemplate: (name) => process.stderr.write(`${name}… `) },
    );
    console.log(`\nsample videos: ${done.join(', ') || 'none missing'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const named = templateByName(opts.template!);
  if (!named) throw new Error(`no template named ${opts.template}`);
  const template = scaleTemplate(named, Number(opts['time-scale']));
  const aspect = opts.aspect as Aspect | undefined;
  if (aspect && !template.layouts[aspect]) throw new Error(`no layout for aspect ${aspect}`);
  let values: Record<string, string>;
  let base = DEMO_IMAGE_DIR;
  if (opts.data) {
    const parsed = JSON.parse(await readFile(opts.data, 'utf8')) as FormData | Record<string, string>;
    values = Array.isArray(parsed) ? valuesOf(parsed) : parsed;
    base = dirname(resolve(opts.data));
  } else values = valuesOf(sampleForm(template));
  const work = await mkdtemp(join(tmpdir(), 'vms-render-'));
  const started = performance.now();
  try {
    let last = -1;
    const target = resolve(opts.out!);
    const stem = target.slice(0, target.length - extname(target).length);
    const request = {
      template,
      values,
      unbranded: opts.unbranded,
      aspect,
      ...(aspect ? {} : { size: { width: Number(opts.size!.split('x')[0]), height: Number(opts.size!.split('x')[1]), fps: 30 } }),
      preset: opts.preset,
      threads: opts.threads ? Number(opts.threads) : undefined,
      readImage: (v: string) => readFile(resolve(base, v)).catch(() => null),
      onProgress: (f: number) => {
        const pct = Math.floor(f * 10) * 10;
        if (pct > last) process.stderr.write(`${pct}% `);
        last = Math.max(last, pct);
      },
    };
    if (aspect || opts.unbranded) {
      const out = await renderVariantInChild(request, work);
      await copyFile(out.video, target);
      await copyFile(out.poster, `${stem}.jpg`);
    } else {
      const out = await renderVideoInChild(request, work);
      await copyFile(out.video, target);
      await copyFile(out.review, `${stem}.review.mp4`);
      await copyFile(out.gif, `${stem}.gif`);
      await copyFile(out.poster, `${stem}.jpg`);
    }
    process.stderr.write('\n');
    console.log(`${target} (${template.templateName}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
