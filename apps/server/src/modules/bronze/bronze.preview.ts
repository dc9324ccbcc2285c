// The builder's live preview (part B §2.3 right pane): the chapter as the engine draws it — its photo cropped like
// the video's first frame and the chapter's text layer from the form being edited — as a small JPEG, so the customer
// sees what the render will show before saving.
import sharp from 'sharp';
import type { BronzeChapterPreviewInput } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { chapterLayer, plainBackground, prepareBackground } from '../../platform/render/layers.js';
import { BRONZE_TEMPLATE } from '../render/index.js';
import { bronzeTarget } from './bronze.policy.js';
import { renderValues } from './bronze.form.js';
import { orderPictures } from './bronze.render.js';

const FRAME = { width: 1280, height: 720 };
const PREVIEW_WIDTH = 800;

async function readPicture(s: Pick<Services, 'storage'>, link: string | undefined): Promise<Buffer | undefined> {
  if (!link) return undefined;
  const data = /^data:[^;,]+;base64,(.*)$/.exec(link);
  if (data) return Buffer.from(data[1]!, 'base64');
  const obj = await s.storage.driver.get(link.replace(/^\/+/, '')).catch(() => null);
  if (!obj) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of obj.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** bronzeChapterPreview: a data URL of the chapter's first frame as the form now stands (nothing is saved). */
export async function chapterPreview(s: Pick<Services, 'db' | 'storage'>, viewer: Viewer, input: BronzeChapterPreviewInput) {
  const target = await bronzeTarget(s.db, viewer, input);
  const { segmentNumber, formData: form } = input;
  const chapter = BRONZE_TEMPLATE.chapters[segmentNumber - 1]!;
  const values = renderValues([form], await orderPictures(s, target, { dataUrls: true }));
  const images: Record<string, Buffer | undefined> = {};
  let photo: Buffer | undefined;
  for (const slot of chapter.slots) {
    const value = values[slot.attributeValue];
    if (slot.kind === 'image' && !photo) photo = await readPicture(s, value);
    else if (slot.kind === 'logo' || slot.kind === 'inset' || (slot.kind === 'qr' && value && !/^https?:/i.test(value)))
      images[slot.attributeValue] = await readPicture(s, value);
  }
  let background: Buffer;
  try {
    background = photo ? await prepareBackground(photo, FRAME) : await plainBackground(BRONZE_TEMPLATE.palette, FRAME);
  } catch {
    background = await plainBackground(BRONZE_TEMPLATE.palette, FRAME);
  }
  const layer = await chapterLayer({ chapter, palette: BRONZE_TEMPLATE.palette, values, images });
  const framed = await sharp(background).resize(FRAME.width, FRAME.height, { fit: 'cover' }).toBuffer();
  const drawn = await sharp(framed)
    .composite([{ input: layer }])
    .png()
    .toBuffer();
  const jpeg = await sharp(drawn).resize(PREVIEW_WIDTH).jpeg({ quality: 78 }).toBuffer();
  return { segmentNumber, image: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
}
