// The render process (see render-process.ts): runs one render's engine work for its parent, asks the parent for every
// image (storage stays in the parent), reports progress, and answers with the output files or the error (typed: bad
// input or not). When the parent lets go of it, or dies (kill -9 of the worker closes the IPC channel), it kills its
// process group (itself, the picture process and every ffmpeg process) so no render goes on orphaned.
import { renderVariant, renderVideo, RenderInputError } from './engine.js';
import type { FromChild, ToChild } from './render-process.js';

const send = (msg: FromChild) => {
  if (process.connected) process.send!(msg);
};
const images = new Map<number, { resolve: (b: Buffer | null) => void; reject: (err: Error) => void }>();
let next = 0;
const readImage = (value: string) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const id = next++;
    images.set(id, { resolve, reject });
    send({ type: 'image', id, value });
  });

process.on('message', (msg: ToChild) => {
  if (msg.type === 'image') {
    const w = images.get(msg.id);
    images.delete(msg.id);
    if (msg.error !== undefined) w?.reject(new Error(msg.error));
    else w?.resolve(msg.image ?? null);
    return;
  }
  const req = { ...msg.req, readImage, onProgress: (fraction: number) => send({ type: 'progress', fraction }) };
  (msg.kind === 'video' ? renderVideo(req, msg.workDir) : renderVariant(req, msg.workDir)).then(
    (files) => send({ type: 'done', files }),
    (err: unknown) =>
      send({ type: 'failed', input: err instanceof RenderInputError, message: err instanceof Error ? err.message : String(err) }),
  );
});
process.on('disconnect', () => {
  try {
    process.kill(-process.pid, 'SIGKILL'); // its group: render-process.ts forks it as a group leader
  } catch {
    process.exit(1);
  }
});
