// Canvas drawing for the captured map: the grid an offline map shows, the polygon drawn from its own corners (so the
// screenshot shows it whether or not the tiles or the SVG layer could be captured), and the listing's pin.

export interface PixelPoint {
  x: number;
  y: number;
}

/** The subset of CanvasRenderingContext2D used here (a test can record calls on a plain object). */
export type Ctx2D = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'arc'
>;

export const BOUNDARY_COLOR = '#e8590c';
export const GRID_BACKGROUND = '#e9ecef';
export const GRID_LINE = '#ced4da';
export const GRID_STEP = 32;

/** The offline map's look: a light grey field with a 32 px grid (the same as the map container's CSS). */
export function drawGrid(ctx: Ctx2D, width: number, height: number, step = GRID_STEP): void {
  ctx.fillStyle = GRID_BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = GRID_LINE;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = step; x < width; x += step) {
    ctx.moveTo(x + 0.5, 0);
    ctx.lineTo(x + 0.5, height);
  }
  for (let y = step; y < height; y += step) {
    ctx.moveTo(0, y + 0.5);
    ctx.lineTo(width, y + 0.5);
  }
  ctx.stroke();
}

/** The boundary: a translucent fill and a solid outline, as the map draws it. Fewer than 3 corners draw nothing. */
export function drawBoundary(ctx: Ctx2D, points: readonly PixelPoint[], color = BOUNDARY_COLOR): boolean {
  if (points.length < 3) return false;
  ctx.beginPath();
  ctx.moveTo(points[0]!.x, points[0]!.y);
  for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.closePath();
  ctx.fillStyle = hexWithAlpha(color, 0.2);
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.stroke();
  return true;
}

/** The listing's position when the marker image was not captured: a dot with a white ring. */
export function drawPin(ctx: Ctx2D, p: PixelPoint, color = '#1971c2'): void {
  ctx.beginPath();
  ctx.arc(p.x, p.y, 7, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(p.x, p.y, 5, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
}

/** '#rrggbb' → 'rgba(r, g, b, a)'. */
export function hexWithAlpha(hex: string, alpha: number): string {
  const m = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!m) return hex;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
