// A render's pictures (each chapter's layer and background, drawn by sharp) are drawn in a short-lived child process,
// not in the process that runs the engine: glibc keeps what libvips' threads allocated in per-thread arenas, so a Node
// process that had drawn them stayed ~80 MB larger for the rest of the render, beside its ffmpeg processes (ADR 0014,
// peak RSS). The child gets MALLOC_ARENA_MAX=2 from its start (an environment variable glibc reads only then) and
// exits before the chapter clips are encoded.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LayerInput } from './layers.js';
import type { Palette } from './types.js';

type Size = { width: number; height: number };
/** What the child draws: whether an image decodes, a chapter's layer, a chapter's background (written to `out`). */
export type Request =
  | { op: 'check'; image: Buffer }
  | { op: 'layer'; input: LayerInput; out: string }
  | { op: 'background'; image: Buffer | null; palette: Palette; canvas: Size; out: string };
export type PictureRequest = Request & { id: number };
export type PictureReply = { id: number; error?: string };

/** The child could not draw a picture (an image that does not decode, a layer that fails): the input's fault. */
export class PictureError extends Error {}

/**
 * Run from source (tsx, vitest), the child is this directory's TypeScript entry; bundled (apps/server/dist, see
 * build.mjs), it is render-pictures.js beside the bundle.
 */
const CHILD = import.meta.url.endsWith('.ts')
  ? { file: fileURLToPath(new URL('./pictures.child.ts', import.meta.url)), execArgv: ['--import', 'tsx'] }
  : { file: fileURLToPath(new URL('./render-pictures.js', import.meta.url)), execArgv: [] };

export class Pictures {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  private next = 0;

  constructor(signal?: AbortSignal) {
    this.child = fork(CHILD.file, [], {
      execArgv: CHILD.execArgv,
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      serialization: 'advanced', // Buffers cross as bytes, not as JSON arrays
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      signal,
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.on('message', (reply: PictureReply) => {
      const w = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error === undefined) w?.resolve();
      else w?.reject(new PictureError(reply.error));
    });
    this.child.on('error', (err) => this.failAll(err));
    this.child.once('exit', (code, sig) => this.failAll(new Error(`the picture process ended (${code ?? sig})`)));
  }

  /** Draws one picture (or checks that an image decodes); rejects with a PictureError carrying the child's message. */
  draw(req: Request): Promise<void> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ ...req, id } satisfies PictureRequest);
    });
  }

  /** Lets the child go and waits until it has exited (its memory is released). */
  async close(): Promise<void> {
    if (this.child.connected) this.child.disconnect();
    await this.exited;
  }

  private failAll(err: Error) {
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }
}
