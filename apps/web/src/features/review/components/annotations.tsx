// Drawn shapes in 0–1 coordinates (DECISIONS.md part B), drawn on any size: the player's board and the 640x360 boards
// of the review screens use the same function.
import { Arrow, Ellipse, Line, Rect, RegularPolygon } from 'react-konva';
import { annotationGeometry, type AnnotationShape } from '@vms/shared';

export interface AnnotationData {
  shape: string;
  colour: string;
  width: number;
  points: number[];
}

const SIDES: Partial<Record<AnnotationShape, number>> = { hexagon: 6, pentagon: 5, triangle: 3 };

/** One annotation as a Konva node on a w×h stage. */
export function AnnotationNode({ a, w, h, scale = 1 }: { a: AnnotationData; w: number; h: number; scale?: number }) {
  const { px, x0, y0, x1, y1, left, top, bw, bh } = annotationGeometry(a.points, w, h);
  const stroke = a.colour;
  const strokeWidth = Math.max(1, a.width * scale);
  const common = { stroke, strokeWidth, listening: false } as const;
  switch (a.shape) {
    case 'rectangle':
      return <Rect x={left} y={top} width={bw} height={bh} {...common} />;
    case 'circle':
      return <Ellipse x={left + bw / 2} y={top + bh / 2} radiusX={bw / 2} radiusY={bh / 2} {...common} />;
    case 'line':
      return <Line points={[x0, y0, x1, y1]} lineCap="round" {...common} />;
    case 'arrow':
      return <Arrow points={[x0, y0, x1, y1]} fill={stroke} pointerLength={strokeWidth * 3} pointerWidth={strokeWidth * 3} {...common} />;
    case 'freeform':
      return <Line points={px} tension={0.3} lineCap="round" lineJoin="round" {...common} />;
    default: {
      const sides = SIDES[a.shape as AnnotationShape] ?? 6;
      return <RegularPolygon x={left + bw / 2} y={top + bh / 2} sides={sides} radius={Math.max(1, Math.min(bw, bh) / 2)} {...common} />;
    }
  }
}
