// The boundary screenshot: the map area captured with html-to-image (tiles and marker), then the polygon drawn on top
// from its own corners. Offline, or when the capture fails or hangs, the grid stands in for the tiles, so the image
// always shows the polygon.
import { toCanvas } from 'html-to-image';
import { drawBoundary, drawGrid, drawPin, type PixelPoint } from './boundary-drawing';

/** A tile server that never answers must not hold the person up: after this the grid is used. */
export const CAPTURE_TIMEOUT_MS = 6000;
const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Leaves out of the capture what is not the map: the controls (zoom, drawing toolbar, attribution) and the vector
 * layer, which is drawn again on the canvas (SVG panes moved by CSS transforms do not always survive the clone).
 */
export function keepInCapture(node: HTMLElement): boolean {
  const cls = node.classList;
  if (!cls) return true;
  return !cls.contains('leaflet-control-container') && !cls.contains('leaflet-overlay-pane') && !cls.contains('marker-icon');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('capture timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export interface CaptureInput {
  /** The map container (Leaflet's element). */
  element: HTMLElement;
  /** The polygon's corners in container pixels. */
  polygon: readonly PixelPoint[];
  /** The listing marker in container pixels (drawn only when the map itself could not be captured). */
  pin?: PixelPoint | null;
  timeoutMs?: number;
}

function render(input: CaptureInput, width: number, height: number, ratio: number, shot: HTMLCanvasElement | null): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the map image.');
  ctx.scale(ratio, ratio);
  drawGrid(ctx, width, height);
  if (shot) ctx.drawImage(shot, 0, 0, width, height);
  else if (input.pin) drawPin(ctx, input.pin);
  drawBoundary(ctx, input.polygon);
  return canvas.toDataURL('image/png');
}

/** A PNG data URL of the map area with the polygon. */
export async function captureMap(input: CaptureInput): Promise<string> {
  const width = Math.max(1, input.element.clientWidth);
  const height = Math.max(1, input.element.clientHeight);
  const ratio = Math.min(typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1, 2);
  let shot: HTMLCanvasElement | null = null;
  try {
    shot = await withTimeout(
      toCanvas(input.element, {
        pixelRatio: ratio,
        filter: keepInCapture,
        skipFonts: true,
        imagePlaceholder: TRANSPARENT_PIXEL,
        width,
        height,
      }),
      input.timeoutMs ?? CAPTURE_TIMEOUT_MS,
    );
  } catch {
    shot = null; // offline or refused: the grid stands in
  }
  try {
    return render(input, width, height, ratio, shot);
  } catch (err) {
    // A tainted canvas (a tile server without CORS) cannot be exported: draw without the captured tiles.
    if (shot) return render(input, width, height, ratio, null);
    throw err;
  }
}
