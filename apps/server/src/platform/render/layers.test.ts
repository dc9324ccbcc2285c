// The layers per aspect: each is drawn at its layout's canvas, its panel stays inside the safe area, and the
// MLS-unbranded cut draws none of the branded slots.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gray } from '../../modules/render/templates/gray.js';
import { DEMO_IMAGE_DIR, sampleForm } from '../../modules/render/templates/index.js';
import { valuesOf } from './engine.js';
import { chapterLayer } from './layers.js';
import type { Aspect } from './types.js';

const values = valuesOf(sampleForm(gray));
const logo = await readFile(join(DEMO_IMAGE_DIR, 'broker-logo.png'));

/** The bounding box of the layer's opaque pixels. */
async function opaqueBox(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let top = Infinity,
    left = Infinity,
    bottom = -1,
    right = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 0) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { width: info.width, height: info.height, top, left, bottom, right, empty: bottom < 0 };
}

describe('chapter layers per aspect', () => {
  for (const aspect of ['16:9', '9:16', '1:1'] as Aspect[]) {
    it(`${aspect}: every chapter's panel is drawn at the canvas size and inside the safe area`, async () => {
      const layout = gray.layouts[aspect];
      for (const chapter of gray.chapters) {
        const box = await opaqueBox(
          await chapterLayer({ chapter, palette: gray.palette, values, images: { BROKER_COMPANY_LOGO_URL: logo }, layout }),
        );
        expect({ w: box.width, h: box.height }).toEqual({ w: layout.width, h: layout.height });
        expect(box.empty, `chapter ${chapter.number}`).toBe(false);
        expect(box.top, `chapter ${chapter.number} top`).toBeGreaterThanOrEqual(layout.safe.top);
        expect(box.left).toBeGreaterThanOrEqual(layout.safe.left);
        expect(box.bottom, `chapter ${chapter.number} bottom`).toBeLessThan(layout.height - layout.safe.bottom);
        expect(box.right).toBeLessThan(layout.width - layout.safe.right);
      }
    });
  }

  it('the MLS-unbranded cut drops the logo, names, phone, e-mail and QR: the contact chapter is empty, the first smaller', async () => {
    const [first, , , , , contact] = gray.chapters;
    const args = { palette: gray.palette, values, images: { BROKER_COMPANY_LOGO_URL: logo } };
    expect((await opaqueBox(await chapterLayer({ ...args, chapter: contact!, unbranded: true }))).empty).toBe(true);
    const branded = await opaqueBox(await chapterLayer({ ...args, chapter: first! }));
    const plain = await opaqueBox(await chapterLayer({ ...args, chapter: first!, unbranded: true }));
    expect(plain.bottom - plain.top).toBeLessThan(branded.bottom - branded.top - 100); // the 120 px logo is gone
  });
});
