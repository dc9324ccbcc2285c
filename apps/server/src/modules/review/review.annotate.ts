// A comment's annotations drawn on its frame, on the server (issue #38 item 4's report): the 0–1 shapes as an SVG the
// size of the picture, laid over it with sharp, drawn as the player's board draws them (the web's annotations.tsx:
// Konva shapes, stroke widths scaled from the 640-wide board).
import sharp from 'sharp';
import { ANNOTATION_BOARD, type Annotation } from '@vms/shared';

const SIDES: Record<string, number> = { hexagon: 6, pentagon: 5, triangle: 3 };
const n = (v: number) => Math.round(v * 100) / 100;

/**
 * A freehand line through its points as Konva draws a Line with tension 0.3: each inner point gets two control points
 * along the chord of its neighbours (weighted by the distances to them); quadratic ends, cubic segments between.
 */
export function smoothPath(px: number[], tension = 0.3): string {
  const count = px.length / 2;
  if (count < 3) return `M${n(px[0]!)} ${n(px[1]!)}` + (count > 1 ? ` L${n(px[2]!)} ${n(px[3]!)}` : '');
  const cps: number[][] = [];
  for (let i = 1; i < count - 1; i++) {
    const [x0, y0, x1, y1, x2, y2] = px.slice((i - 1) * 2, (i + 2) * 2) as [number, number, number, number, number, number];
    const d01 = Math.hypot(x1 - x0, y1 - y0);
    const d12 = Math.hypot(x2 - x1, y2 - y1);
    const sum = d01 + d12 || 1;
    const fa = (tension * d01) / sum;
    const fb = (tension * d12) / sum;
    cps.push([x1 - fa * (x2 - x0), y1 - fa * (y2 - y0), x1, y1, x1 + fb * (x2 - x0), y1 + fb * (y2 - y0)]);
  }
  const parts = [`M${n(px[0]!)} ${n(px[1]!)}`, `Q${n(cps[0]![0]!)} ${n(cps[0]![1]!)} ${n(cps[0]![2]!)} ${n(cps[0]![3]!)}`];
  for (let i = 1; i < cps.length; i++) {
    const a = cps[i - 1]!;
    const b = cps[i]!;
    parts.push(`C${n(a[4]!)} ${n(a[5]!)} ${n(b[0]!)} ${n(b[1]!)} ${n(b[2]!)} ${n(b[3]!)}`);
  }
  const last = cps[cps.length - 1]!;
  parts.push(`Q${n(last[4]!)} ${n(last[5]!)} ${n(px[px.length - 2]!)} ${n(px[px.length - 1]!)}`);
  return parts.join(' ');
}

/** One annotation as SVG on a w×h picture. */
export function annotationSvg(a: Annotation, w: number, h: number): string {
  const px = a.points.map((v, i) => v * (i % 2 === 0 ? w : h));
  const [x0 = 0, y0 = 0] = px;
  const x1 = px[px.length - 2] ?? x0;
  const y1 = px[px.length - 1] ?? y0;
  const sw = Math.max(1, a.width * (w / ANNOTATION_BOARD.width));
  const stroke = `stroke="${a.colour}" stroke-width="${n(sw)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const left = Math.min(x0, x1);
  const top = Math.min(y0, y1);
  const bw = Math.abs(x1 - x0);
  const bh = Math.abs(y1 - y0);
  switch (a.shape) {
    case 'rectangle':
      return `<rect x="${n(left)}" y="${n(top)}" width="${n(bw)}" height="${n(bh)}" ${stroke}/>`;
    case 'circle':
      return `<ellipse cx="${n(left + bw / 2)}" cy="${n(top + bh / 2)}" rx="${n(bw / 2)}" ry="${n(bh / 2)}" ${stroke}/>`;
    case 'line':
      return `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" ${stroke}/>`;
    case 'arrow': {
      // Konva's arrow: a pointer sw×3 long and wide at the end point
      const len = sw * 3;
      const angle = Math.atan2(y1 - y0, x1 - x0);
      const bx = x1 - len * Math.cos(angle);
      const by = y1 - len * Math.sin(angle);
      const ox = (len / 2) * Math.sin(angle);
      const oy = (len / 2) * Math.cos(angle);
      const head = `${n(x1)},${n(y1)} ${n(bx + ox)},${n(by - oy)} ${n(bx - ox)},${n(by + oy)}`;
      return `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(bx)}" y2="${n(by)}" ${stroke}/><polygon points="${head}" fill="${a.colour}"/>`;
    }
    case 'freeform':
      return `<path d="${smoothPath(px)}" ${stroke}/>`;
    default: {
      // Konva's RegularPolygon: vertices on a circle, the first straight above the centre
      const sides = SIDES[a.shape] ?? 6;
      const r = Math.max(1, Math.min(bw, bh) / 2);
      const cx = left + bw / 2;
      const cy = top + bh / 2;
      const pts = Array.from({ length: sides }, (_, i) => {
        const t = (i * 2 * Math.PI) / sides;
        return `${n(cx + r * Math.sin(t))},${n(cy - r * Math.cos(t))}`;
      });
      return `<polygon points="${pts.join(' ')}" ${stroke}/>`;
    }
  }
}

/** The SVG layer of a picture's annotations. */
export const annotationsSvg = (annotations: Annotation[], w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${annotations
    .map((a) => annotationSvg(a, w, h))
    .join('')}</svg>`;

/** The picture scaled to `width` (never up) with its annotations drawn on it, as a jpeg: one decode, one encode. */
export async function annotatedFrame(picture: Buffer, annotations: Annotation[], width = 960): Promise<Buffer> {
  const meta = await sharp(picture).metadata();
  const w = Math.min(width, meta.width);
  const h = Math.max(1, Math.round((meta.height * w) / meta.width));
  const image = sharp(picture).resize(w, h);
  if (annotations.length) image.composite([{ input: Buffer.from(annotationsSvg(annotations, w, h)), top: 0, left: 0 }]);
  return image.jpeg({ quality: 82 }).toBuffer();
}
