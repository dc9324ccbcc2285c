// Every render's engine work (renderVideo / renderVariant: the picture process and every ffmpeg process) runs in a
// dedicated child process, not in the worker or app process that asked for it (ADR 0014, the render process): a
// render's memory (its heap, glibc's arenas) goes with the child when it exits, a crash of the render is a failed
// attempt rather than a dead app, and the render's cost is measured as its own process tree. The parent keeps what
// needs the app: it reads the images the child asks for (storage drivers, local or S3, stay here), publishes the
// progress the child reports, and kills the child's whole process group (the child and its ffmpeg processes) when the
// render is cancelled. The child kills its group and exits when its parent goes (the IPC channel closes).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RenderInputError, type OutputName, type RenderRequest } from './engine.js';
import { videoToolsEnv } from './video-tools.js';

/** What crosses to the child: the request without its functions (images, progress and cancelling stay here). */
export type PlainRequest = Omit<RenderRequest, 'readImage' | 'onProgress' | 'signal'>;
export type VideoFiles = Record<OutputName, string>;
export type VariantFiles = { video: string; poster: string };

export type ToChild =
  | { type: 'render'; kind: 'video' | 'variant'; req: PlainRequest; workDir: string }
  | { type: 'image'; id: number; image?: Buffer | null; error?: string };
export type FromChild =
  | { type: 'image'; id: number; value: string }
  | { type: 'progress'; fraction: number }
  | { type: 'done'; files: VideoFiles | VariantFiles }
  | { type: 'failed'; input: boolean; message: string };

/**
 * The child's entry: this directory's TypeScript run through tsx from source (vitest, `npm run render`), the bundle
 * render-engine.js beside the bundle that runs this (apps/server/dist, bench/dist; see build.mjs) otherwise.
 */
const CHILD = import.meta.url.endsWith('.ts')
  ? { file: fileURLToPath(new URL('./engine.child.ts', import.meta.url)), execArgv: ['--import', 'tsx'] }
  : { file: fileURLToPath(new URL('./render-engine.js', import.meta.url)), execArgv: [] };

/**
 * The child's V8 heap limit (MB; RENDER_HEAP_MB overrides it): the engine's own heap holds the form, the template and
 * one chapter's images at a time (measured: ~40 MB); a render that grows past it is a bug and fails its attempt.
 */
const HEAP_MB = () => Number(process.env.RENDER_HEAP_MB ?? 256);

/** Renders the delivery MP4, review copy, GIF and poster in a render process; see renderVideo. */
export const renderVideoInChild = (req: RenderRequest, workDir: string) => run(req, workDir, 'video') as Promise<VideoFiles>;
/** Renders a variant (an aspect ratio or the unbranded cut) in a render process; see renderVariant. */
export const renderVariantInChild = (req: RenderRequest, workDir: string) => run(req, workDir, 'variant') as Promise<VariantFiles>;

function run(req: RenderRequest, workDir: string, kind: 'video' | 'variant'): Promise<VideoFiles | VariantFiles> {
  const { readImage, onProgress, signal, ...plain } = req;
  if (signal?.aborted) return Promise.reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
  // the work directory is the child's argument only so that `ps` (and the tests) can tell which render it is
  const child = fork(CHILD.file, [workDir], {
    execArgv: [...CHILD.execArgv, `--max-old-space-size=${HEAP_MB()}`],
    env: { ...process.env, MALLOC_ARENA_MAX: '2', ...videoToolsEnv() },
    serialization: 'advanced', // image Buffers cross as bytes
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true, // its own process group: a cancel kills it and its ffmpeg processes in one signal
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* the group has already ended */
    }
  };
  const send = (msg: ToChild) => {
    if (child.connected) child.send(msg);
  };
  return new Promise((resolve, reject) => {
    let outcome: { files: VideoFiles | VariantFiles } | { error: Error } | undefined;
    const onAbort = () => {
      outcome ??= { error: signal!.reason instanceof Error ? signal!.reason : new Error('render aborted') };
      killGroup();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (msg: FromChild) => {
      if (msg.type === 'progress') onProgress?.(msg.fraction);
      else if (msg.type === 'image') {
        readImage(msg.value).then(
          (image) => send({ type: 'image', id: msg.id, image }),
          (err: unknown) => send({ type: 'image', id: msg.id, error: err instanceof Error ? err.message : String(err) }),
        );
      } else {
        outcome ??=
          msg.type === 'done' ? { files: msg.files } : { error: msg.input ? new RenderInputError(msg.message) : new Error(msg.message) };
        if (child.connected) child.disconnect(); // the child then ends its group and exits
      }
    });
    // `on`, not `once`: a send racing the child's end can emit a second error, which unheard would crash this process
    child.on('error', (err) => {
      outcome ??= { error: err };
      killGroup();
    });
    // settled only once the child has exited, so a caller that cleans up after a cancel or a failure removes files
    // nothing writes any more
    child.once('exit', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      killGroup(); // any ffmpeg process of a child that crashed
      const result = outcome ?? { error: new Error(`the render process ended without a result (${code ?? sig})`) };
      if ('files' in result) resolve(result.files);
      else reject(result.error);
    });
    send({ type: 'render', kind, req: plain, workDir });
  });
}
