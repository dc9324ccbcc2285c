// The annotation board over the frozen frame: eight shapes, five colours, Thin/Fat, undo/redo; shapes kept in 0–1.
import { useRef, useState } from 'react';
import { Layer, Stage } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { ActionIcon, Group, SegmentedControl, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { ANNOTATION_COLOURS, ANNOTATION_SHAPES, ANNOTATION_WIDTHS, type AnnotationShape } from '@vms/shared';
import { AnnotationNode, type AnnotationData } from './annotations';

export interface BoardState {
  shapes: AnnotationData[];
  redo: AnnotationData[];
  tool: AnnotationShape | null;
  colour: string;
  width: number;
}

export const emptyBoard = (): BoardState => ({ shapes: [], redo: [], tool: null, colour: ANNOTATION_COLOURS[0], width: 5 });

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

const SHAPE_LABELS: Record<AnnotationShape, string> = {
  freeform: 'Freeform',
  rectangle: 'Rectangle',
  circle: 'Circle',
  line: 'Line',
  arrow: 'Arrow',
  hexagon: 'Hexagon',
  pentagon: 'Pentagon',
  triangle: 'Triangle',
};
const SHAPE_GLYPHS: Record<AnnotationShape, string> = {
  freeform: '✎',
  rectangle: '▭',
  circle: '◯',
  line: '╱',
  arrow: '➚',
  hexagon: '⬡',
  pentagon: '⬠',
  triangle: '△',
};

/** The tools: shapes, colours, widths, undo and redo. */
export function AnnotationTools({ board, onChange }: { board: BoardState; onChange: (b: BoardState) => void }) {
  return (
    <Group gap={6} wrap="wrap" role="toolbar" aria-label="Annotation tools">
      {ANNOTATION_SHAPES.map((s) => (
        <Tooltip key={s} label={SHAPE_LABELS[s]}>
          <ActionIcon
            variant={board.tool === s ? 'filled' : 'default'}
            aria-label={SHAPE_LABELS[s]}
            aria-pressed={board.tool === s}
            onClick={() => onChange({ ...board, tool: s })}
          >
            <span aria-hidden style={{ fontSize: 16 }}>
              {SHAPE_GLYPHS[s]}
            </span>
          </ActionIcon>
        </Tooltip>
      ))}
      <Group gap={4} role="radiogroup" aria-label="Colour">
        {ANNOTATION_COLOURS.map((c) => (
          <UnstyledButton
            key={c}
            role="radio"
            aria-checked={board.colour === c}
            aria-label={`Colour ${c}`}
            onClick={() => onChange({ ...board, colour: c })}
            style={{
              width: 22,
              height: 22,
              borderRadius: 11,
              background: c,
              outline: board.colour === c ? '2px solid #222' : '1px solid #999',
              outlineOffset: 2,
            }}
          />
        ))}
      </Group>
      <SegmentedControl
        size="xs"
        aria-label="Stroke width"
        value={String(board.width)}
        onChange={(v) => onChange({ ...board, width: Number(v) })}
        data={ANNOTATION_WIDTHS.map((w) => ({ value: String(w.value), label: w.label }))}
      />
      <ActionIcon
        variant="default"
        aria-label="Undo"
        disabled={!board.shapes.length}
        onClick={() =>
          onChange({ ...board, shapes: board.shapes.slice(0, -1), redo: [...board.redo, board.shapes[board.shapes.length - 1]!] })
        }
      >
        <IconArrowBackUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label="Redo"
        disabled={!board.redo.length}
        onClick={() => onChange({ ...board, shapes: [...board.shapes, board.redo[board.redo.length - 1]!], redo: board.redo.slice(0, -1) })}
      >
        <IconArrowForwardUp size={16} />
      </ActionIcon>
    </Group>
  );
}
