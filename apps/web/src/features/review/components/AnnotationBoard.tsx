// The annotation board over the frozen frame: eight shapes, five colours, Thin/Fat, undo/redo; shapes kept in 0–1.
// Its drawing surface is in annotation-stages.tsx, loaded with Konva only when a board opens.
import { ActionIcon, Group, SegmentedControl, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { ANNOTATION_COLOURS, ANNOTATION_SHAPES, ANNOTATION_WIDTHS, type AnnotationShape } from '@vms/shared';
import type { AnnotationData } from './annotations';

export interface BoardState {
  shapes: AnnotationData[];
  redo: AnnotationData[];
  tool: AnnotationShape | null;
  colour: string;
  width: number;
}

export const emptyBoard = (): BoardState => ({ shapes: [], redo: [], tool: null, colour: ANNOTATION_COLOURS[0], width: 5 });

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
