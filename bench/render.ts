// npm run bench -- render: bundles the render benchmark's driver (render.driver.ts: the renders, checks and samples)
// with the render process's and the picture process's entries, as apps/server/build.mjs bundles the server, and runs
// it in a plain Node process, so renders are measured as production runs them: the driver stands where the worker
// does and starts each render in its own process (render-engine.js, which starts render-pictures.js and ffmpeg), all
// compiled JavaScript, not tsx. The peak RSS is that of the render's process tree; the driver's own RSS (the worker's
// share) is printed beside it, and this harness (tsx, which only waits) is not counted. One run measures each ffmpeg
// the server may use (Debian's on the PATH, the npm package's), one after the other. See ADR 0014.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { NODE_BUNDLE, RENDER_ENTRIES } from '../apps/server/build.mjs';
import { resolveVideoTools } from '../apps/server/src/platform/render/video-tools.js';
import { ROOT } from './lib.js';
import { rssMb } from './rss.js';

/**
 * Each ffmpeg the server may run, one after the other: the system's (Debian's, when there is one on the PATH) and the
 * npm package's 2018 build it falls back to (ADR 0014, "Which ffmpeg").
 */
function ffmpegs(): { name: string; ffmpeg: string; ffprobe: string }[] {
  const system = resolveVideoTools();
  const npm = resolveVideoTools({ PATH: '' });
  if (!npm.available) throw new Error(`the npm package's ffmpeg does not run: ${npm.reason}`);
  return [
    ...(system.available && system.source !== 'npm package'
      ? [{ name: system.version.replace(/^ffmpeg version (\S+).*$/, '$1'), ffmpeg: system.ffmpeg, ffprobe: system.ffprobe }]
      : []),
    { name: 'npm package', ffmpeg: npm.ffmpeg, ffprobe: npm.ffprobe },
  ];
}

export async function run(): Promise<string> {
  const outdir = join(ROOT, 'bench/dist');
  await build({ ...NODE_BUNDLE, entryPoints: { 'render-driver': join(ROOT, 'bench/render.driver.ts'), ...RENDER_ENTRIES }, outdir });
  const summaries: string[] = [];
  for (const f of ffmpegs()) {
    const env = { ...process.env, FFMPEG_PATH: f.ffmpeg, FFPROBE_PATH: f.ffprobe };
    const child = spawn(process.execPath, [join(outdir, 'render-driver.js'), ROOT], { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const lines = out.trim().split('\n');
    if (code !== 0 || lines.length < 2) throw new Error(`render driver (${f.ffmpeg}) exited with ${code}: ${out}`);
    console.log(`[${f.name}: ${f.ffmpeg}] ${lines[0]}; this harness (tsx, not counted) ${rssMb(process.pid).toFixed(0)} MB`);
    summaries.push(`[${f.name}] ${lines[1]!}`);
  }
  return summaries.join('\n');
}
