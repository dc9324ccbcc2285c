// The pictures ffmpeg composes: a prepared background per chapter, and one transparent 1280x720 PNG per chapter
// holding its panel, texts, logo, QR code and inset image. Drawing text here (sharp + Pango with our font file)
// rather than with drawtext keeps wrapping, escaping and fonts under our control.
import sharp, { type OverlayOptions } from 'sharp';
import QRCode from 'qrcode';
import { font, type FontWeight } from './fonts.js';
import type { Chapter, Palette, TextRole } from './types.js';

export const CANVAS = { width: 1280, height: 720 };
/** Backgrounds are prepared larger than the output so the Ken Burns zoom never upsamples. */
const BACKGROUND = { width: 1920, height: 1080 };
const MARGIN = 56;
const PAD = 36;
const PANEL_WIDTH = 580;

const TEXT_STYLE: Record<TextRole, { weight: FontWeight; px: number; gap: number; upper?: boolean; color: keyof Palette }> = {
  title: { weight: 'Bold', px: 44, gap: 14, color: 'text' },
  subtitle: { weight: 'Regular', px: 26, gap: 22, color: 'muted' },
  heading: { weight: 'SemiBold', px: 22, gap: 4, upper: true, color: 'accent' },
  value: { weight: 'Bold', px: 36, gap: 22, color: 'text' },
  body: { weight: 'Regular', px: 26, gap: 14, color: 'text' },
};

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** What a chapter's layer is drawn from: its values by attributeValue, and decoded images for logo/inset slots. */
export interface LayerInput {
  chapter: Chapter;
  palette: Palette;
  values: Record<string, string | undefined>;
  images: Record<string, Buffer | undefined>;
  /** Draw no logo, names, phone, e-mail or QR (the MLS-unbranded cut). */
  unbranded?: boolean;
}

/** Attribute values MLS rules forbid on an unbranded cut. */
export const BRANDED_ATTRIBUTES = new Set(['BROKER_COMPANY_LOGO_URL', 'BROKER_NAME', 'BROKER_PHONE', 'BROKER_EMAIL', 'BROKER_OFFICE_FULL_ADDRESS', 'QR_CODE']);

async function textBlock(text: string, role: TextRole, palette: Palette, width: number): Promise<Block> {
  const style = TEXT_STYLE[role];
  const f = font(style.weight);
  const content = style.upper ? text.toUpperCase() : text;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${palette[style.color]}" letter_spacing="${style.upper ? 1024 : 0}">${escapeMarkup(content)}</span>`,
      font: `${f.family} ${style.px}`,
      fontfile: f.file,
      width,
      dpi: 72,
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height, gap: style.gap };
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

async function qrBlock(value: string, gap: number): Promise<Block> {
  const input = await QRCode.toBuffer(value, { type: 'png', width: 168, margin: 2, errorCorrectionLevel: 'M' });
  return { input, width: 168, height: 168, gap };
}

/** The chapter's transparent overlay, 1280x720 PNG. */
export async function chapterLayer(input: LayerInput): Promise<Buffer> {
  const { chapter, palette } = input;
  const wide = chapter.panel === 'bottom';
  const panelW = wide ? CANVAS.width - 2 * MARGIN : PANEL_WIDTH;
  const inner = panelW - 2 * PAD;
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
      blocks.push(await textBlock(value, slot.role ?? 'body', palette, inner));
    } else if (slot.kind === 'logo' || slot.kind === 'inset') {
      const img = input.images[slot.attributeValue];
      if (img) blocks.push(await pictureBlock(img, slot.kind === 'logo' ? 300 : inner, slot.kind === 'logo' ? 120 : 200, 24));
    } else if (slot.kind === 'qr') {
      const img = input.images[slot.attributeValue];
      if (img) blocks.push(await pictureBlock(img, 168, 168, 12));
      else if (value) blocks.push(await qrBlock(value, 12));
    }
  }
  const canvas = sharp({ create: { width: CANVAS.width, height: CANVAS.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  if (!blocks.length) return canvas.png().toBuffer();
  const maxH = CANVAS.height - 2 * MARGIN - 2 * PAD;
  let contentH = 0;
  const placed: Block[] = [];
  for (const b of blocks) {
    const add = b.height + (placed.length ? placed[placed.length - 1]!.gap : 0);
    if (contentH + add > maxH) break; // never draw past the panel: later blocks are dropped rather than cut
    contentH += add;
    placed.push(b);
  }
  const panelH = contentH + 2 * PAD;
  const panelX = chapter.panel === 'right' ? CANVAS.width - MARGIN - panelW : chapter.panel === 'center' ? (CANVAS.width - panelW) / 2 : MARGIN;
  const panelY = chapter.panel === 'bottom' ? CANVAS.height - MARGIN - panelH : Math.round((CANVAS.height - panelH) / 2);
  const panelSvg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${panelW}" height="${panelH}">` +
      `<defs><clipPath id="p"><rect width="${panelW}" height="${panelH}" rx="14"/></clipPath></defs>` +
      `<g clip-path="url(#p)"><rect width="${panelW}" height="${panelH}" fill="${palette.panel}" fill-opacity="0.9"/>` +
      `<rect width="8" height="${panelH}" fill="${palette.accent}"/></g></svg>`,
  );
  const composites: OverlayOptions[] = [{ input: panelSvg, left: Math.round(panelX), top: panelY }];
  let y = panelY + PAD;
  placed.forEach((b, i) => {
    composites.push({ input: b.input, left: Math.round(panelX + PAD + 4), top: Math.round(y) });
    y += b.height + (i < placed.length - 1 ? b.gap : 0);
  });
  return canvas.composite(composites).png().toBuffer();
}

/** A chapter's photo cropped to fill the frame, at 1.5× the output size; an unreadable image throws. */
export async function prepareBackground(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'error', limitInputPixels: 16_384 * 16_384 })
    .rotate()
    .resize({ ...BACKGROUND, fit: 'cover', position: 'attention' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A plain background in the template's colours for a chapter without a photo. */
export function plainBackground(palette: Palette): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BACKGROUND.width}" height="${BACKGROUND.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.panel}"/><stop offset="1" stop-color="${palette.accent}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
