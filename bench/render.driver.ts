// The render benchmark's measurement (see render.ts, which bundles this file like the server's build and runs it in a
// plain Node process that starts every render in its own render process, as a worker does): a 40 s 1280x720 30 fps video of 6 chapters with photos, text,
// logo and QR (the Gray template's sample data). Times the engine's full render (chapters in parallel, joined without
// re-encoding), a one-chapter text change (re-rendering through the chapter cache; the result is the whole playable
// video), the variants a render job makes on request after the delivery (9:16 at 720x1280, 1:1 at 720x720 and the
// MLS-unbranded 16:9 cut, one after the other as the job does) and the naive single-pass ffmpeg command doing the
// same; samples the peak RSS of the render's process tree (every descendant of this process: the render process, its
// picture process and ffmpeg) every 50 ms for the engine's renders and for the naive pass, and this process's own RSS
// (what a worker keeps) before and after the renders. Prints a line of CPU seconds, memory and load, then the summary.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { valuesOf } from '../apps/server/src/platform/render/engine.js';
import {
  renderVariantInChild as renderVariant,
  renderVideoInChild as renderVideo,
} from '../apps/server/src/platform/render/render-process.js';
import { probe } from '../apps/server/src/platform/render/ffmpeg.js';
import { gray } from '../apps/server/src/modules/render/templates/gray.js';
import { sampleForm } from '../apps/server/src/modules/render/templates/index.js';
import { rssMb, treeRssMb } from './rss.js';

const ROOT = resolve(process.argv[2] ?? '.');
const IMAGES = resolve(ROOT, 'apps/server/feeds/images');

/**
 * CPU seconds (user + system) of this process and its finished children (the render processes, which count theirs): on a machine shared with other
 * engineers' builds, wall time follows their load; the CPU a render takes does not.
 */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  // /proc/self/stat fields 16 and 17: cutime and cstime of waited-for children, in clock ticks (100 per second)
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (own.user + own.system) / 1e6 + (Number(fields[13]) + Number(fields[14])) / 100;
}

const cpu: string[] = [];
async function timed(fn: () => Promise<unknown>, what = ''): Promise<number> {
  const t0 = performance.now();
  const c0 = cpuSeconds();
  await fn();
  if (what) cpu.push(`${what} ${(cpuSeconds() - c0).toFixed(1)} s`);
  return (performance.now() - t0) / 1000;
}

async function run(): Promise<string> {
  process.env.RENDER_NICENESS ??= '0'; // the bench measures the engine at normal priority, as a dedicated worker runs it
  const work = mkdtempSync(join(tmpdir(), 'vms-bench-render-'));
  let peak = 0; // the render's process tree: every descendant of this process
  let nodePeak = 0; // this process alone: the worker's share while it renders
  const sampler = setInterval(() => {
    const own = rssMb(process.pid);
    peak = Math.max(peak, treeRssMb(process.pid) - own);
    nodePeak = Math.max(nodePeak, own);
  }, 50);
  const ownBefore = rssMb(process.pid);
  try {
    const values = valuesOf(sampleForm(gray));
    const base = { template: gray, readImage: (v: string) => readFile(join(IMAGES, v)).catch(() => null) };
    const cacheDir = join(work, 'cache');
    let out: Awaited<ReturnType<typeof renderVideo>> | undefined;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const full = await timed(async () => (out = await renderVideo({ ...base, values, cacheDir }, join(work, 'full'))), 'full');
    const p = await probe(out!.video);
    const v = p.streams.find((s) => s.codec_type === 'video')!;
    if (Math.abs(Number(p.format.duration) - 40) > 0.05 || v.nb_frames !== '1200' || v.width !== 1280)
      throw new Error(`unexpected output ${JSON.stringify(v)}`);
    const r = (await probe(out!.review)).streams[0]!;
    if (r.nb_frames !== '800' || r.r_frame_rate !== '20/1') throw new Error(`unexpected review copy ${JSON.stringify(r)}`);
    const edited = { ...values, CUSTOM_VALUE_3: '98% Leased' };
    const oneChapter = await timed(() => renderVideo({ ...base, values: edited, cacheDir }, join(work, 'edit')), 'one chapter');
    let vertical = '';
    const variants = await timed(async () => {
      vertical = (await renderVariant({ ...base, values, cacheDir, aspect: '9:16' }, join(work, 'v916'))).video;
      await renderVariant({ ...base, values, cacheDir, aspect: '1:1' }, join(work, 'v11'));
      await renderVariant({ ...base, values, cacheDir, unbranded: true }, join(work, 'mls'));
    }, 'variants');
    const vv = (await probe(vertical)).streams.find((s) => s.codec_type === 'video')!;
    if (vv.width !== 720 || vv.height !== 1280 || vv.nb_frames !== '1200') throw new Error(`unexpected 9:16 variant ${JSON.stringify(vv)}`);
    const enginePeak = peak;
    peak = 0;
    const naive = await timed(() => renderVideo({ ...base, values, singlePass: true }, join(work, 'naive')), 'naive');
    const ownAfter = rssMb(process.pid);
    console.log(
      `render: CPU (user + system) ${cpu.join(', ')}; the starting process (the worker's share) ${ownBefore.toFixed(0)} MB before, peak ${nodePeak.toFixed(0)} MB, ${ownAfter.toFixed(0)} MB after the renders; load average ${load} at the start, ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end`,
    );
    return `render: full ${full.toFixed(1)} s (naive ${naive.toFixed(1)} s), one chapter ${oneChapter.toFixed(1)} s, variants ${variants.toFixed(1)} s, peak RSS ${enginePeak.toFixed(0)} MB (naive ${peak.toFixed(0)} MB) of the render's processes`;
  } finally {
    clearInterval(sampler);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(await run());
