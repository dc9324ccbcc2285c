// npm run test:no-ffmpeg: video on a machine whose PATH has no ffmpeg (issue #35). With a PATH holding only node, the
// server falls back to the ffmpeg and ffprobe of the npm packages (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe):
// 1. the render engine's tests (every filter the engine uses, on that 2018 build);
// 2. the built app starts on a fresh DATA_DIR, logs which ffmpeg it uses, and renders a template's sample video.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = mkdtempSync(join(tmpdir(), 'vms-no-ffmpeg-bin-'));
symlinkSync(process.execPath, join(bin, 'node'));
const env = { ...process.env, PATH: bin };
delete env.FFMPEG_PATH;
delete env.FFPROBE_PATH;
try {
  execFileSync('ffmpeg', ['-version'], { env, stdio: 'ignore' });
  throw new Error('no-ffmpeg: an ffmpeg is still on the PATH');
} catch (err) {
  if (err.code !== 'ENOENT') throw err;
}

// 1. The render engine's tests (`node scripts/no-ffmpeg.mjs smoke` skips them).
if (process.argv[2] !== 'smoke')
  execFileSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'src/platform/render'], {
    cwd: join(root, 'apps', 'server'),
    env,
    stdio: 'inherit',
  });

// 2. A start-up smoke render: the samples a fresh data dir lacks, small and short so it takes seconds.
const main = join(root, 'apps', 'server', 'dist', 'main.js');
if (!existsSync(main)) throw new Error('no-ffmpeg: build first (npm run build)');
const dataDir = mkdtempSync(join(tmpdir(), 'vms-no-ffmpeg-'));
const port = Number(process.env.NO_FFMPEG_PORT ?? 3392);
const server = spawn(process.execPath, [main], {
  env: {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RENDER_SIZE: '320x180',
    RENDER_TIME_SCALE: '0.05',
    SEED_ON_START: 'false',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
server.stdout.on('data', (d) => (log += d.toString()));
const exited = new Promise((r) => server.on('exit', (code) => r(code)));
const started = Date.now();
try {
  const samples = join(dataDir, 'storage', 'objects', 'renders', 'samples');
  const rendered = () => (existsSync(samples) ? readdirSync(samples).filter((t) => existsSync(join(samples, t, 'video.mp4'))) : []);
  while (!rendered().length) {
    if (Date.now() - started > 240_000) throw new Error(`no-ffmpeg: no sample video after 240 s; server log:\n${log.slice(-3000)}`);
    if (server.exitCode !== null) throw new Error(`no-ffmpeg: the server exited (${server.exitCode}); its log:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const line = log.split('\n').find((l) => l.includes('"msg":"ffmpeg: '));
  if (!line || !line.includes('(npm package;'))
    throw new Error(`no-ffmpeg: the start-up log does not name the npm package's ffmpeg:\n${log.slice(0, 3000)}`);
  const config = await fetch(`http://127.0.0.1:${port}/config.js`).then((r) => r.text());
  if (!config.includes('"videoUnavailable":null')) throw new Error(`no-ffmpeg: /config.js says video is unavailable: ${config}`);
  const video = join(samples, rendered()[0], 'video.mp4');
  const ffprobe = JSON.parse(line.replace(/^[^{]*/, '')).msg.replace(/^.*ffprobe: /, '');
  const duration = execFileSync(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', video], { env })
    .toString()
    .trim();
  console.log(`no-ffmpeg: ${JSON.parse(line).msg}`);
  console.log(
    `no-ffmpeg: sample ${rendered()[0]} rendered in ${((Date.now() - started) / 1000).toFixed(1)} s after start (${duration} s of video)`,
  );
} finally {
  server.kill('SIGTERM');
  const code = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bin, { recursive: true, force: true });
  if (code !== 0 && code !== null) console.error(`no-ffmpeg: the server exited with ${code} on SIGTERM`);
}
