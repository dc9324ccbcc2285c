// The boundary map's pure parts: polygon → GeoPoints, the screenshot's drawing and fallbacks, the annotation model.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCanvas } from 'html-to-image';
import { boundaryUpload, isPolygon, listingAddress, listingPoint, toGeoPoints } from './boundary-geometry';
import { drawBoundary, drawGrid, hexWithAlpha, type Ctx2D } from './boundary-drawing';
import { captureMap, keepInCapture } from './capture-map';
import { arrowHead, extendAnnotation, fitStage, isWorthKeeping, rectOf, startAnnotation } from './annotations';

vi.mock('html-to-image', () => ({ toCanvas: vi.fn() }));

/** A 2D context that records what is drawn. */
function recorder() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : (...args: unknown[]) => void calls.push(`${key}(${args.join(',')})`)),
    set: (target, key: string, value) => {
      target[key] = value;
      calls.push(`${key}=${value}`);
      return true;
    },
  });
  return { ctx: ctx as unknown as Ctx2D & CanvasRenderingContext2D, calls };
}

describe('boundary geometry', () => {
  it("turns Leaflet's rings into [{lat, lng}], rounded to 6 decimals, without a closing corner", () => {
    const ring = [
      { lat: 30.123456789, lng: -97.1, alt: 3 },
      { lat: 30.2, lng: -97.2 },
      { lat: 30.3, lng: -97.3 },
      { lat: 30.123456789, lng: -97.1 },
    ];
    expect(toGeoPoints([ring])).toEqual([
      { lat: 30.123457, lng: -97.1 },
      { lat: 30.2, lng: -97.2 },
      { lat: 30.3, lng: -97.3 },
    ]);
    expect(toGeoPoints([[ring]])).toHaveLength(3);
    expect(toGeoPoints(ring)).toHaveLength(3);
    expect(toGeoPoints(null)).toEqual([]);
    expect(isPolygon(toGeoPoints([ring]))).toBe(true);
    expect(isPolygon(toGeoPoints([ring.slice(0, 2)]))).toBe(false);
  });

  it("builds the listing's address, point and the screenshot's storage key", () => {
    expect(listingAddress([{ address: '100 Main St', city: 'Austin', state: { name: 'Texas' }, zip: '78701' }])).toBe(
      '100 Main St, Austin, Texas 78701',
    );
    expect(listingAddress([{ address: null, city: 'Austin', state: null, zip: null }])).toBe('Austin');
    expect(listingAddress([])).toBeNull();
    expect(listingPoint(30, -97)).toEqual({ lat: 30, lng: -97 });
    expect(listingPoint(null, -97)).toBeNull();
    expect(boundaryUpload('a1', 42)).toEqual({
      location: 'deal_map/a1',
      fileName: 'boundary-42.png',
      key: 'deal_map/a1/boundary-42.png',
      contentType: 'image/png',
    });
  });
});

describe('screenshot drawing', () => {
  it('draws the polygon closed, filled and outlined; fewer than three corners draw nothing', () => {
    const { ctx, calls } = recorder();
    expect(
      drawBoundary(ctx, [
        { x: 1, y: 2 },
        { x: 10, y: 2 },
        { x: 10, y: 9 },
      ]),
    ).toBe(true);
    expect(calls).toEqual(expect.arrayContaining(['moveTo(1,2)', 'lineTo(10,2)', 'lineTo(10,9)', 'closePath()', 'fill()', 'stroke()']));
    expect(calls).toContain(`fillStyle=${hexWithAlpha('#e8590c', 0.2)}`);
    const other = recorder();
    expect(
      drawBoundary(other.ctx, [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe(false);
    expect(other.calls).toEqual([]);
  });

  it('draws the offline grid every 32 px', () => {
    const { ctx, calls } = recorder();
    drawGrid(ctx, 100, 70);
    expect(calls[1]).toBe('fillRect(0,0,100,70)');
    expect(calls.filter((c) => c.startsWith('moveTo')).length).toBe(3 + 2);
  });

  it('keeps controls and the vector layer out of the html capture', () => {
    const el = (cls: string) => Object.assign(document.createElement('div'), { className: cls });
    expect(keepInCapture(el('leaflet-control-container'))).toBe(false);
    expect(keepInCapture(el('leaflet-pane leaflet-overlay-pane'))).toBe(false);
    expect(keepInCapture(el('leaflet-pane leaflet-tile-pane'))).toBe(true);
  });
});

describe('captureMap', () => {
  let drawn: ReturnType<typeof recorder>;
  beforeEach(() => {
    drawn = recorder();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => drawn.ctx as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,T0s=');
  });
  afterEach(() => vi.mocked(toCanvas).mockReset());

  const input = () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { value: 400 });
    Object.defineProperty(element, 'clientHeight', { value: 300 });
    return {
      element,
      polygon: [
        { x: 10, y: 10 },
        { x: 200, y: 20 },
        { x: 150, y: 250 },
      ],
      pin: { x: 100, y: 100 },
    };
  };

  it('draws the polygon on top of the captured map', async () => {
    const shot = document.createElement('canvas');
    vi.mocked(toCanvas).mockResolvedValue(shot);
    expect(await captureMap(input())).toBe('data:image/png;base64,T0s=');
    expect(drawn.calls).toContain('drawImage([object HTMLCanvasElement],0,0,400,300)');
    expect(drawn.calls).toContain('lineTo(150,250)');
    expect(drawn.calls.filter((c) => c.startsWith('arc('))).toEqual([]); // the marker came with the capture
  });

  it('still shows the polygon (on the grid, with the pin) when the capture fails or hangs', async () => {
    vi.mocked(toCanvas).mockRejectedValue(new Error('offline'));
    await captureMap(input());
    expect(drawn.calls).toContain('fillRect(0,0,400,300)');
    expect(drawn.calls).toContain('lineTo(150,250)');
    expect(drawn.calls.some((c) => c.startsWith('arc(100,100'))).toBe(true);

    drawn.calls.length = 0;
    vi.mocked(toCanvas).mockReturnValue(new Promise(() => {}));
    await captureMap({ ...input(), timeoutMs: 20 });
    expect(drawn.calls.some((c) => c.startsWith('drawImage'))).toBe(false);
    expect(drawn.calls).toContain('lineTo(200,20)');
  });
});

describe('annotations', () => {
  it('the pen keeps every sample; line, rectangle and arrow move their end', () => {
    let pen = startAnnotation('pen', '#e03131', { x: 1, y: 1 });
    pen = extendAnnotation(extendAnnotation(pen, { x: 2, y: 3 }), { x: 4, y: 5 });
    expect(pen.points).toEqual([1, 1, 1, 1, 2, 3, 4, 5]);
    let line = startAnnotation('line', '#000000', { x: 1, y: 1 });
    line = extendAnnotation(extendAnnotation(line, { x: 2, y: 3 }), { x: 40, y: 50 });
    expect(line.points).toEqual([1, 1, 40, 50]);
    expect(isWorthKeeping(line)).toBe(true);
    expect(isWorthKeeping(startAnnotation('rect', '#000000', { x: 1, y: 1 }))).toBe(false);
  });

  it('normalises a rectangle dragged up and left', () => {
    const r = extendAnnotation(startAnnotation('rect', '#000000', { x: 50, y: 40 }), { x: 10, y: 5 });
    expect(rectOf(r)).toEqual({ x: 10, y: 5, width: 40, height: 35 });
  });

  it("puts the arrow's barbs behind its end, 30° either side of the shaft", () => {
    const a = extendAnnotation(startAnnotation('arrow', '#000000', { x: 0, y: 0 }), { x: 100, y: 0 });
    const [b1, b2] = arrowHead(a, 10);
    expect(b1.x).toBeCloseTo(100 - 10 * Math.cos(Math.PI / 6));
    expect(b2.x).toBeCloseTo(b1.x);
    expect(b1.y).toBeCloseTo(5);
    expect(b2.y).toBeCloseTo(-5);
  });

  it('fits the stage to the width available and exports at the image resolution', () => {
    expect(fitStage(1600, 900, 800)).toEqual({ width: 800, height: 450, pixelRatio: 2 });
    expect(fitStage(400, 300, 800)).toEqual({ width: 400, height: 300, pixelRatio: 1 });
  });
});
