// Spawns ffmpeg directly (no wrapper) and reads its machine-readable `-progress` output. Which ffmpeg: videoTools().
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { requireVideoTools } from './video-tools.js';

export class FfmpegError extends Error {}

/**
 * Renders run below the web's priority: on a two-core machine, ffmpeg at the same priority held /healthz at 820 ms
 * while the fuzz suite ran beside the sample renders; niced, the event loop keeps its turn. `RENDER_NICENESS` (read
 * at each spawn) overrides it: the benchmark sets 0, as a dedicated render worker may.
 */
const DEFAULT_NICENESS = 10;
function lowerPriority(pid: number | undefined) {
  if (pid === undefined) return;
  const niceness = Number(process.env.RENDER_NICENESS ?? DEFAULT_NICENESS);
  if (!Number.isInteger(niceness) || niceness <= 0) return;
  try {
    setPriority(pid, Math.min(19, niceness));
  } catch {
    /* the process already ended, or the platform refuses: it just runs at normal priority */
  }
}

/**
 * Runs ffmpeg with these arguments (`-progress pipe:1` is added); `onProgress` gets the seconds of output written so
 * far. Rejects with the end of stderr when ffmpeg fails; the signal kills it.
 */
export function runFfmpeg(args: string[], opts: { onProgress?: (seconds: number) => void; signal?: AbortSignal } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(requireVideoTools().ffmpeg, ['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: opts.signal,
    });
    lowerPriority(child.pid);
    let stderr = '';
    let pending = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.stdout.on('data', (d: Buffer) => {
      pending += d.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m) opts.onProgress?.(Number(m[1]) / 1e6);
      }
    });
    child.on('error', (err) => reject(err));
    child.on('close', (code, sig) => {
      if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg exited with ${code ?? sig}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

/** ffprobe's JSON description of a file's streams and format. */
export function probe(file: string): Promise<{ streams: Record<string, unknown>[]; format: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(requireVideoTools().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as never) : reject(new Error(`ffprobe: ${err.trim()}`))));
  });
}
