// The annotation editor's model, free of Konva: tools, shapes in stage coordinates, and how a drag grows a shape.

export const ANNOTATION_TOOLS = [
  { tool: 'pen', label: 'Pen' },
  { tool: 'line', label: 'Line' },
  { tool: 'rect', label: 'Rectangle' },
  { tool: 'arrow', label: 'Arrow' },
] as const;
export type AnnotationTool = (typeof ANNOTATION_TOOLS)[number]['tool'];

/** Colours with enough contrast on aerial imagery and on the grey offline map. */
export const ANNOTATION_COLORS = [
  { color: '#e03131', label: 'Red' },
  { color: '#f59f00', label: 'Yellow' },
  { color: '#2f9e44', label: 'Green' },
  { color: '#1971c2', label: 'Blue' },
  { color: '#ffffff', label: 'White' },
  { color: '#000000', label: 'Black' },
] as const;

export const STROKE_WIDTH = 4;

export interface Annotation {
  tool: AnnotationTool;
  color: string;
  /** Flat [x1, y1, x2, y2, …]: every sample for the pen, start and end for the others. */
  points: number[];
}

export interface Point {
  x: number;
  y: number;
}

export function startAnnotation(tool: AnnotationTool, color: string, at: Point): Annotation {
  return { tool, color, points: [at.x, at.y, at.x, at.y] };
}

/** The pen keeps every sample; a line, rectangle or arrow moves its end point. */
export function extendAnnotation(a: Annotation, to: Point): Annotation {
  if (a.tool === 'pen') return { ...a, points: [...a.points, to.x, to.y] };
  return { ...a, points: [a.points[0]!, a.points[1]!, to.x, to.y] };
}

/** A click without a drag leaves nothing worth keeping (except a pen dot). */
export function isWorthKeeping(a: Annotation, minSize = 3): boolean {
  if (a.tool === 'pen') return a.points.length >= 4;
  const [x1, y1, x2, y2] = a.points as [number, number, number, number];
  return Math.hypot(x2 - x1, y2 - y1) >= minSize;
}

/** A rectangle from its two corners, whichever way it was dragged. */
export function rectOf(a: Annotation): { x: number; y: number; width: number; height: number } {
  const [x1, y1, x2, y2] = a.points as [number, number, number, number];
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

/** The arrow head's two barbs at the end point: `size` long, 30° either side of the shaft. */
export function arrowHead(a: Annotation, size = 16): [Point, Point] {
  const [x1, y1, x2, y2] = a.points as [number, number, number, number];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const spread = Math.PI / 6;
  return [
    { x: x2 - size * Math.cos(angle - spread), y: y2 - size * Math.sin(angle - spread) },
    { x: x2 - size * Math.cos(angle + spread), y: y2 - size * Math.sin(angle + spread) },
  ];
}

/** The stage's size for an image shown at most `maxWidth` wide, keeping its proportions. */
export function fitStage(imageWidth: number, imageHeight: number, maxWidth: number): { width: number; height: number; pixelRatio: number } {
  if (imageWidth <= 0 || imageHeight <= 0 || maxWidth <= 0) return { width: Math.max(1, maxWidth), height: 1, pixelRatio: 1 };
  const width = Math.min(maxWidth, imageWidth);
  const height = Math.round((imageHeight * width) / imageWidth);
  // Exported at the image's own resolution, so annotating never loses the capture's detail.
  return { width, height, pixelRatio: imageWidth / width };
}
