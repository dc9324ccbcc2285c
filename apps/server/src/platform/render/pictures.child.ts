// The child process that draws a render's pictures (see pictures.ts): it answers the parent's requests over the IPC
// channel and exits when the parent lets go of it, so libvips' memory goes with it before any ffmpeg process starts.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { chapterLayer, plainBackground, prepareBackground } from './layers.js';
import type { PictureReply, PictureRequest } from './pictures.js';

async function draw(req: PictureRequest): Promise<void> {
  if (req.op === 'check') {
    await sharp(req.image).metadata();
    return;
  }
  if (req.op === 'layer') return writeFile(req.out, await chapterLayer(req.input));
  return writeFile(req.out, req.image ? await prepareBackground(req.image, req.canvas) : await plainBackground(req.palette, req.canvas));
}

process.on('message', (req: PictureRequest) => {
  draw(req).then(
    () => process.send!({ id: req.id } satisfies PictureReply),
    (err: unknown) => process.send!({ id: req.id, error: err instanceof Error ? err.message : String(err) } satisfies PictureReply),
  );
});
process.on('disconnect', () => process.exit(0));
