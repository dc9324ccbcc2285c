// Which ffmpeg and ffprobe the server runs, found once per process: `FFMPEG_PATH` (and `FFPROBE_PATH`, else the
// ffprobe beside it) when set; else the first on the PATH; else the binaries the npm packages @ffmpeg-installer/ffmpeg
// and @ffprobe-installer/ffprobe carry in their per-platform tarballs (installed by `npm install`, nothing downloaded).
// Each candidate must answer `-version`. When none does, rendering is unavailable: start-up says so once, render
// jobs fail at once with VIDEO_UNAVAILABLE's message, and /config.js tells the web (ADR 0014, "Which ffmpeg").
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { FinalJobError } from '../job-error.js';

export type VideoTools =
  | { available: true; ffmpeg: string; ffprobe: string; version: string; source: 'FFMPEG_PATH' | 'PATH' | 'npm package' }
  | { available: false; reason: string };

/** The words every screen and failed job uses when no ffmpeg runs here (followed by the reason). */
export const VIDEO_UNAVAILABLE = 'Video rendering is not available on this server: ';

/** Thrown where ffmpeg would run; a job that meets it fails at once, without retries. */
export class VideoUnavailableError extends FinalJobError {}

const NPM_FFMPEG = '@ffmpeg-installer/ffmpeg';
const NPM_FFPROBE = '@ffprobe-installer/ffprobe';

/** The first line of `-version` (e.g. "ffmpeg version 5.1.8-0+deb12u1 …"), or null when the file does not run. */
function versionOf(file: string): string | null {
  try {
    const out = execFileSync(file, ['-version'], { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return (
      out
        .split('\n')[0]!
        .replace(/\s+Copyright.*$/, '')
        .trim() || null
    );
  } catch {
    return null;
  }
}

/** The executable `name` in the PATH's directories, as a shell would find it. */
function onPath(name: string, path: string): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** The binary an npm package ships for this platform (its own `path` export), or null when it has none. */
function fromNpm(pkg: string): string | null {
  try {
    const { path } = createRequire(import.meta.url)(pkg) as { path: string };
    return path;
  } catch {
    return null;
  }
}

/** Finds the tools as described at the top, from these variables (FFMPEG_PATH, FFPROBE_PATH, PATH). */
export function resolveVideoTools(env: NodeJS.ProcessEnv = process.env): VideoTools {
  const configured = env.FFMPEG_PATH;
  const path = env.PATH ?? '';
  const probeFor = (ffmpeg: string) =>
    [env.FFPROBE_PATH, join(dirname(ffmpeg), 'ffprobe'), onPath('ffprobe', path), fromNpm(NPM_FFPROBE)].find(
      (f): f is string => !!f && versionOf(f) !== null,
    );
  const choose = (ffmpeg: string, source: 'FFMPEG_PATH' | 'PATH' | 'npm package'): VideoTools => {
    const version = versionOf(ffmpeg);
    if (!version) return { available: false, reason: `${ffmpeg} (${source}) does not run.` };
    const ffprobe = probeFor(ffmpeg);
    if (!ffprobe)
      return {
        available: false,
        reason: `${ffmpeg} runs, but no ffprobe was found (FFPROBE_PATH, beside it, the PATH or ${NPM_FFPROBE}).`,
      };
    return { available: true, ffmpeg, ffprobe, version, source };
  };
  if (configured) return choose(configured, 'FFMPEG_PATH');
  const system = onPath('ffmpeg', path);
  if (system) return choose(system, 'PATH');
  const packaged = fromNpm(NPM_FFMPEG);
  if (packaged) return choose(packaged, 'npm package');
  return {
    available: false,
    reason: `no ffmpeg (FFMPEG_PATH is not set, none is on the PATH, and ${NPM_FFMPEG} has no binary for ${process.platform}-${process.arch}).`,
  };
}

/** Set for the render processes this one forks, so they use what it found without asking each binary again. */
const INHERITED = 'VMS_VIDEO_TOOLS';
let found: VideoTools | undefined;

/** The ffmpeg and ffprobe this process uses (resolved on first call, then kept). */
export function videoTools(): VideoTools {
  const inherited = process.env[INHERITED];
  found ??= inherited ? (JSON.parse(inherited) as VideoTools) : resolveVideoTools();
  return found;
}

/** The environment a forked render process gets, so that it uses the same tools. */
export const videoToolsEnv = () => ({ [INHERITED]: JSON.stringify(videoTools()) });

/** The tools, or a VideoUnavailableError with the message the screens show. */
export function requireVideoTools(): Extract<VideoTools, { available: true }> {
  const tools = videoTools();
  if (!tools.available) throw new VideoUnavailableError(VIDEO_UNAVAILABLE + tools.reason);
  return tools;
}

/** One line for the start-up log: which ffmpeg, where from and its version, or why rendering is unavailable. */
export function describeVideoTools(tools = videoTools()): string {
  return tools.available
    ? `ffmpeg: ${tools.ffmpeg} (${tools.source}; ${tools.version}); ffprobe: ${tools.ffprobe}`
    : VIDEO_UNAVAILABLE + tools.reason;
}

/** What /config.js tells the web: null when rendering works here, else the message its screens show. */
export function videoUnavailableMessage(tools = videoTools()): string | null {
  return tools.available ? null : VIDEO_UNAVAILABLE + tools.reason;
}
