// The pictures ffmpeg composes: a prepared background per chapter, and one transparent 1280x720 PNG per chapter
// holding its panel, texts, logo, QR code and inset image. Drawing text here (sharp + Pango with our font file)
// rather than with drawtext keeps wrapping, escaping and fonts under our control.
import sharp, { type OverlayOptions } from 'sharp';
import QRCode from 'qrcode';
import { font, type FontWeight } from './fonts.js';
import { DEFAULT_LAYOUT, type Chapter, type Layout, type Palette, type TextRole } from './types.js';

export const CANVAS = { width: 1280, height: 720 };
/**
 * Backgrounds are prepared larger than the output so the Ken Burns zoom (at most 1.12) never upsamples: 1.15x, not the
 * 1.5x of before (measured: a 9:16 variant 127 s → 63 s on the loaded machine; zoompan scales from a smaller source).
 */
const BACKGROUND_FACTOR = 1.15;
const PAD = 36;

const TEXT_STYLE: Record<TextRole, { weight: FontWeight; px: number; gap: number; upper?: boolean; color: keyof Palette }> = {
  title: { weight: 'Bold', px: 44, gap: 14, color: 'text' },
  subtitle: { weight: 'Regular', px: 26, gap: 22, color: 'muted' },
  heading: { weight: 'SemiBold', px: 22, gap: 4, upper: true, color: 'accent' },
  value: { weight: 'Bold', px: 36, gap: 22, color: 'text' },
  body: { weight: 'Regular', px: 26, gap: 14, color: 'text' },
};

const escapeMarkup = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** What a chapter's layer is drawn from: its values by attributeValue, and decoded images for logo/inset slots. */
export interface LayerInput {
  chapter: Chapter;
  palette: Palette;
  values: Record<string, string | undefined>;
  images: Record<string, Buffer | undefined>;
  /** Draw no logo, names, phone, e-mail or QR (the MLS-unbranded cut). */
  unbranded?: boolean;
  /** The aspect's canvas, safe area and panel places (the delivery's 16:9 when absent). */
  layout?: Layout;
}

/** Attribute values MLS rules forbid on an unbranded cut. */
export const BRANDED_ATTRIBUTES = new Set([
  'BROKER_COMPANY_LOGO_URL',
  'BROKER_NAME',
  'BROKER_PHONE',
  'BROKER_EMAIL',
  'BROKER_OFFICE_FULL_ADDRESS',
  'QR_CODE',
]);

async function textBlock(text: string, role: TextRole, palette: Palette, width: number, scale: number): Promise<Block> {
  const style = TEXT_STYLE[role];
  const f = font(style.weight);
  const content = style.upper ? text.toUpperCase() : text;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${palette[style.color]}" letter_spacing="${style.upper ? 1024 : 0}">${escapeMarkup(content)}</span>`,
      font: `${f.family} ${Math.round(style.px * scale)}`,
      fontfile: f.file,
      width,
      dpi: 72,
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height, gap: Math.round(style.gap * scale) };
}

interface Block {
  input: Buffer;
  width: number;
  height: number;
  gap: number;
}

async function pictureBlock(image: Buffer, maxW: number, maxH: number, gap: number): Promise<Block> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize({ width: maxW, height: maxH, fit: 'inside', withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height, gap };
}

async function qrBlock(value: string, size: number, gap: number): Promise<Block> {
  const input = await QRCode.toBuffer(value, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' });
  const { width, height } = await sharp(input).metadata();
  return { input, width: width!, height: height!, gap };
}

/** The chapter's transparent overlay: a PNG of the layout's canvas (1280x720 for the delivery). */
export async function chapterLayer(input: LayerInput): Promise<Buffer> {
  const { chapter, palette } = input;
  const layout = input.layout ?? DEFAULT_LAYOUT;
  const { safe, scale: k } = layout;
  const CANVAS = { width: layout.width, height: layout.height };
  const panel = layout.panels?.[chapter.number - 1] ?? chapter.panel;
  const pad = Math.round(PAD * k);
  const wide = panel === 'bottom';
  const panelW = wide ? CANVAS.width - safe.left - safe.right : Math.min(layout.panelWidth, CANVAS.width - safe.left - safe.right);
  const inner = panelW - 2 * pad;
  const blocks: Block[] = [];
  const slots = chapter.slots.filter((s) => !(input.unbranded && BRANDED_ATTRIBUTES.has(s.attributeValue)));
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const value = input.values[slot.attributeValue]?.trim() ?? '';
    if (slot.kind === 'text') {
      if (!value) {
        // a heading without its value (or the reverse) is dropped as a pair
        if (slot.role === 'heading' && slots[i + 1]?.role === 'value') i++;
        continue;
      }
      if (slot.role === 'heading' && slots[i + 1]?.role === 'value' && !input.values[slots[i + 1]!.attributeValue]?.trim()) {
        i++;
        continue;
      }
      blocks.push(await textBlock(value, slot.role ?? 'body', palette, inner, k));
    } else if (slot.kind === 'logo' || slot.kind === 'inset') {
      const img = input.images[slot.attributeValue];
      if (img)
        blocks.push(
          await pictureBlock(
            img,
            slot.kind === 'logo' ? Math.round(300 * k) : inner,
            Math.round((slot.kind === 'logo' ? 120 : 200) * k),
            Math.round(24 * k),
          ),
        );
    } else if (slot.kind === 'qr') {
      const img = input.images[slot.attributeValue];
      const side = Math.round(168 * k);
      if (img) blocks.push(await pictureBlock(img, side, side, Math.round(12 * k)));
      else if (value) blocks.push(await qrBlock(value, side, Math.round(12 * k)));
    }
  }
  const canvas = sharp({ create: { width: CANVAS.width, height: CANVAS.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  if (!blocks.length) return canvas.png().toBuffer();
  const maxH = CANVAS.height - safe.top - safe.bottom - 2 * pad;
  let contentH = 0;
  const placed: Block[] = [];
  for (const b of blocks) {
    const add = b.height + (placed.length ? placed[placed.length - 1]!.gap : 0);
    if (contentH + add > maxH) break; // never draw past the panel: later blocks are dropped rather than cut
    contentH += add;
    placed.push(b);
  }
  const panelH = contentH + 2 * pad;
  const panelX = panel === 'right' ? CANVAS.width - safe.right - panelW : panel === 'center' ? (CANVAS.width - panelW) / 2 : safe.left;
  // centred within the safe area (not the canvas: the 9:16 safe area is not symmetric)
  const panelY =
    panel === 'bottom'
      ? CANVAS.height - safe.bottom - panelH
      : Math.round(safe.top + (CANVAS.height - safe.top - safe.bottom - panelH) / 2);
  const panelSvg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${panelW}" height="${panelH}">` +
      `<defs><clipPath id="p"><rect width="${panelW}" height="${panelH}" rx="${Math.round(14 * k)}"/></clipPath></defs>` +
      `<g clip-path="url(#p)"><rect width="${panelW}" height="${panelH}" fill="${palette.panel}" fill-opacity="0.9"/>` +
      `<rect width="${Math.round(8 * k)}" height="${panelH}" fill="${palette.accent}"/></g></svg>`,
  );
  const composites: OverlayOptions[] = [{ input: panelSvg, left: Math.round(panelX), top: panelY }];
  let y = panelY + pad;
  placed.forEach((b, i) => {
    composites.push({ input: b.input, left: Math.round(panelX + pad + 4 * k), top: Math.round(y) });
    y += b.height + (i < placed.length - 1 ? b.gap : 0);
  });
  return canvas.composite(composites).png().toBuffer();
}

const even = (n: number) => 2 * Math.round(n / 2);

/**
 * A chapter's photo cropped to fill a frame of the given shape (the aspect's canvas), at 1.5× that size; the crop
 * follows the picture's most interesting part (sharp `attention`), so a 9:16 frames its own strip of the photo. An
 * unreadable image throws.
 */
export async function prepareBackground(image: Buffer, frame: { width: number; height: number } = CANVAS): Promise<Buffer> {
  return sharp(image, { failOn: 'error', limitInputPixels: 16_384 * 16_384 })
    .rotate()
    .resize({
      width: even(frame.width * BACKGROUND_FACTOR),
      height: even(frame.height * BACKGROUND_FACTOR),
      fit: 'cover',
      position: 'attention',
    })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A plain background in the template's colours for a chapter without a photo. */
export function plainBackground(palette: Palette, frame: { width: number; height: number } = CANVAS): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${even(frame.width * BACKGROUND_FACTOR)}" height="${even(frame.height * BACKGROUND_FACTOR)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.panel}"/><stop offset="1" stop-color="${palette.accent}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
