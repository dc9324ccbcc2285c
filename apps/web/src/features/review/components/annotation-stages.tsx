// The Konva stages over the player's picture: a comment's drawing shown on its frame, and the annotation board's
// drawing surface. A module of their own, loaded (with Konva) the first time one is shown: the player's first paint
// does not wait for a canvas library that most visits never use.
import { useRef, useState } from 'react';
import { Layer, Stage } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { BoardState } from './AnnotationBoard';
import { AnnotationNode, type AnnotationData } from './annotations';

/** A comment's drawing, shown over its frame. */
export function OverlayStage({ w, h, shapes }: { w: number; h: number; shapes: AnnotationData[] }) {
  return (
    <Stage width={w} height={h} listening={false}>
      <Layer>
        {shapes.map((a, i) => (
          <AnnotationNode key={i} a={a} w={w} h={h} scale={w / 640} />
        ))}
      </Layer>
    </Stage>
  );
}

const clamp = (v: number) => Math.max(0, Math.min(1, v));

/** The drawing surface, sized to the picture it lies on. */
export function AnnotationSurface({
  w,
  h,
  board,
  onChange,
}: {
  w: number;
  h: number;
  board: BoardState;
  onChange: (b: BoardState) => void;
}) {
  const [draft, setDraft] = useState<AnnotationData | null>(null);
  const drawing = useRef(false);
  const at = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    const p = e.target.getStage()!.getPointerPosition()!;
    return [clamp(p.x / w), clamp(p.y / h)] as const;
  };
  const start = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!board.tool) return;
    drawing.current = true;
    const [x, y] = at(e);
    setDraft({ shape: board.tool, colour: board.colour, width: board.width, points: [x, y, x, y] });
  };
  const move = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!drawing.current || !draft) return;
    const [x, y] = at(e);
    setDraft(
      draft.shape === 'freeform'
        ? { ...draft, points: [...draft.points, x, y] }
        : { ...draft, points: [draft.points[0]!, draft.points[1]!, x, y] },
    );
  };
  const end = () => {
    if (!drawing.current || !draft) return;
    drawing.current = false;
    const [x0, y0] = draft.points;
    const x1 = draft.points[draft.points.length - 2]!;
    const y1 = draft.points[draft.points.length - 1]!;
    if (Math.hypot(x1 - x0!, y1 - y0!) > 0.005) onChange({ ...board, shapes: [...board.shapes, draft], redo: [] });
    setDraft(null);
  };
  return (
    <div
      data-testid="annotation-board"
      style={{ position: 'absolute', inset: 0, cursor: board.tool ? 'crosshair' : 'default', touchAction: 'none' }}
    >
      <Stage
        width={w}
        height={h}
        onMouseDown={start}
        onTouchStart={start}
        onMouseMove={move}
        onTouchMove={move}
        onMouseUp={end}
        onTouchEnd={end}
        onMouseLeave={end}
      >
        <Layer>
          {board.shapes.map((a, i) => (
            <AnnotationNode key={i} a={a} w={w} h={h} scale={w / 640} />
          ))}
          {draft && <AnnotationNode a={draft} w={w} h={h} scale={w / 640} />}
        </Layer>
      </Stage>
    </div>
  );
}
