// A comment's annotations drawn on its frame, on the server (issue #38 item 4's report): the 0–1 shapes as an SVG the
// size of the picture, laid over it with sharp, from the same geometry as the player's board (annotationGeometry;
// stroke widths scaled from the 640-wide board).
import sharp from 'sharp';
import { ANNOTATION_BOARD, annotationGeometry, type Annotation } from '@vms/shared';

const SIDES: Record<string, number> = { hexagon: 6, pentagon: 5, triangle: 3 };
const n = (v: number) => Math.round(v * 100) / 100;

/** One annotation as SVG on a w×h picture. */
export function annotationSvg(a: Annotation, w: number, h: number): string {
  const { px, x0, y0, x1, y1, left, top, bw, bh } = annotationGeometry(a.points, w, h);
  const sw = Math.max(1, a.width * (w / ANNOTATION_BOARD.width));
  const stroke = `stroke="${a.colour}" stroke-width="${n(sw)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
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
      // through its points (the player smooths the line a little; the points are dense enough that it barely shows)
      return `<polyline points="${px.map(n).join(' ')}" ${stroke}/>`;
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
