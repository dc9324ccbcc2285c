// npm run bench -- render: a 40 s 1280x720 30 fps video of 6 chapters with photos, text, logo and QR (the Gray
// template's sample data). Prints the engine's full render (chapters in parallel, joined without re-encoding), the
// naive single-pass ffmpeg command doing the same, a one-chapter text change (re-rendering through the chapter
// cache; the result is the whole playable video), and the peak RSS of the engine's two renders and of the naive pass
// (this process plus its ffmpeg children, sampled every 50 ms), and the variants a render job makes on request after
// the delivery: 9:16 (720x1280), 1:1 (720x720) and the MLS-unbranded 16:9 cut, one after the other as the job does.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderVariant, renderVideo, valuesOf } from '../apps/server/src/platform/render/engine.js';
import { probe } from '../apps/server/src/platform/render/ffmpeg.js';
import { gray } from '../apps/server/src/modules/render/templates/gray.js';
import { sampleForm } from '../apps/server/src/modules/render/templates/index.js';
import { ROOT, rssMb } from './lib.js';

const IMAGES = resolve(ROOT, 'apps/server/feeds/images');

/** RSS of this process and every descendant, in MB. */
function treeRssMb(pid = process.pid): number {
  let total = 0;
  try {
    total += rssMb(pid);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/) : []) total += treeRssMb(Number(c));
    }
  } catch {
    // a child that ended while we looked
  }
  return total;
}

/**
 * CPU seconds (user + system) of this process and its finished children (ffmpeg): on a machine shared with other
 * engineers' builds, wall time follows their load; the CPU a render takes does not.
 */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  // /proc/self/stat fields 16 and 17: cutime and cstime of waited-for children, in clock ticks (100 per second)
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
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

export async function run(): Promise<string> {
  process.env.RENDER_NICENESS ??= '0'; // the bench measures the engine at normal priority, as a dedicated worker runs it
  const work = mkdtempSync(join(tmpdir(), 'vms-bench-render-'));
  let peak = 0;
  let nodePeak = 0; // this process alone (Node, sharp, the bench): the rest of the peak is ffmpeg
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssMb());
    nodePeak = Math.max(nodePeak, rssMb(process.pid));
  }, 50);
  try {
    const values = valuesOf(sampleForm(gray));
    const base = { template: gray, readImage: (v: string) => readFile(join(IMAGES, v)).catch(() => null) };
    const cacheDir = join(work, 'cache');
    let out: Awaited<ReturnType<typeof renderVideo>> | undefined;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const full = await timed(async () => (out = await renderVideo({ ...base, values, cacheDir }, join(work, 'full'))), 'full');
    const p = await probe(out!.video);
    const v = p.streams.find((s) => s.codec_type === 'video')!;
    if (Math.abs(Number(p.format.duration) - 40) > 0.05 || v.nb_frames !== '1200' || v.width !== 1280) throw new Error(`unexpected output ${JSON.stringify(v)}`);
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
    console.log(`render: CPU (user + system) ${cpu.join(', ')}; Node alone peaked at ${nodePeak.toFixed(0)} MB; load average ${load} at the start, ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end`);
    return `render: full ${full.toFixed(1)} s (naive ${naive.toFixed(1)} s), one chapter ${oneChapter.toFixed(1)} s, variants ${variants.toFixed(1)} s, peak RSS ${enginePeak.toFixed(0)} MB (naive ${peak.toFixed(0)} MB)`;
  } finally {
    clearInterval(sampler);
    rmSync(work, { recursive: true, force: true });
  }
}
