// Tab 4, Finalize: the captured map (or an uploaded boundary image) with annotations on top — pen, line, rectangle,
// arrow, in a chosen colour, with undo and clear — exported as one PNG at the image's own resolution.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { ActionIcon, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowUpRight, IconLine, IconPencil, IconSquare, IconTrash } from '@tabler/icons-react';
import type Konva from 'konva';
import { Group as KGroup, Image as KImage, Layer, Line, Rect, Stage } from 'react-konva';
import {
  ANNOTATION_COLORS,
  ANNOTATION_TOOLS,
  STROKE_WIDTH,
  arrowHead,
  extendAnnotation,
  fitStage,
  isWorthKeeping,
  rectOf,
  startAnnotation,
  type Annotation,
  type AnnotationTool,
} from './annotations';

export interface AnnotationEditorHandle {
  /** The image with its annotations as a PNG. (Give the editor `key={background}`: a new background starts a clean sheet.) */
  exportPng(): Promise<Blob>;
}

const TOOL_ICONS = { pen: IconPencil, line: IconLine, rect: IconSquare, arrow: IconArrowUpRight } as const;
const MAX_WIDTH = 960;

function useImage(src: string): HTMLImageElement | null {
  const [loaded, setLoaded] = useState<{ src: string; img: HTMLImageElement } | null>(null);
  useEffect(() => {
    let live = true;
    const img = new window.Image();
    img.onload = () => {
      if (live) setLoaded({ src, img });
    };
    img.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return loaded?.src === src ? loaded.img : null;
}

function Shape({ a }: { a: Annotation }) {
  const common = { stroke: a.color, strokeWidth: STROKE_WIDTH, lineCap: 'round' as const, lineJoin: 'round' as const, listening: false };
  if (a.tool === 'rect') return <Rect {...rectOf(a)} {...common} />;
  if (a.tool === 'arrow') {
    const [h1, h2] = arrowHead(a, 6 + STROKE_WIDTH * 3);
    return (
      <KGroup listening={false}>
        <Line points={a.points} {...common} />
        <Line points={[h1.x, h1.y, a.points[2]!, a.points[3]!, h2.x, h2.y]} {...common} />
      </KGroup>
    );
  }
  return <Line points={a.points} {...common} tension={a.tool === 'pen' ? 0.4 : 0} />;
}

export function AnnotationEditor({ background, ref }: { background: string; ref?: Ref<AnnotationEditorHandle> }) {
  const image = useImage(background);
  const { ref: boxRef, width: boxWidth } = useElementSize();
  const stageRef = useRef<Konva.Stage>(null);
  const [tool, setTool] = useState<AnnotationTool>('pen');
  const [color, setColor] = useState<string>(ANNOTATION_COLORS[0].color);
  const [shapes, setShapes] = useState<Annotation[]>([]);
  const [draft, setDraft] = useState<Annotation | null>(null);

  const size = image ? fitStage(image.naturalWidth, image.naturalHeight, Math.min(boxWidth || MAX_WIDTH, MAX_WIDTH)) : null;

  useImperativeHandle(
    ref,
    () => ({
      async exportPng() {
        const stage = stageRef.current;
        if (!stage || !size) throw new Error('The map image is still loading. Please try again.');
        return stage.toBlob({ mimeType: 'image/png', pixelRatio: size.pixelRatio });
      },
    }),
    [size],
  );

  const pointer = () => stageRef.current?.getPointerPosition() ?? null;
  const onDown = () => {
    const at = pointer();
    if (at) setDraft(startAnnotation(tool, color, at));
  };
  const onMove = () => {
    const at = pointer();
    if (draft && at) setDraft(extendAnnotation(draft, at));
  };
  const onUp = () => {
    if (draft && isWorthKeeping(draft)) setShapes((list) => [...list, draft]);
    setDraft(null);
  };

  return (
    <div>
      <Group gap="xs" mb="xs" wrap="wrap" role="toolbar" aria-label="Annotation tools">
        {ANNOTATION_TOOLS.map(({ tool: t, label }) => {
          const Icon = TOOL_ICONS[t];
          return (
            <Tooltip key={t} label={label}>
              <ActionIcon
                variant={tool === t ? 'filled' : 'default'}
                size="lg"
                aria-label={label}
                aria-pressed={tool === t}
                onClick={() => setTool(t)}
              >
                <Icon size={18} />
              </ActionIcon>
            </Tooltip>
          );
        })}
        <Group gap={4} ml="sm" role="radiogroup" aria-label="Colour">
          {ANNOTATION_COLORS.map((c) => (
            <ActionIcon
              key={c.color}
              role="radio"
              aria-checked={color === c.color}
              aria-label={`Colour ${c.label}`}
              variant="default"
              size="lg"
              onClick={() => setColor(c.color)}
              style={{ outline: color === c.color ? '2px solid var(--mantine-color-blue-filled)' : undefined }}
            >
              <span style={{ width: 16, height: 16, borderRadius: 8, background: c.color, border: '1px solid #868e96' }} />
            </ActionIcon>
          ))}
        </Group>
        <Tooltip label="Undo">
          <ActionIcon
            variant="default"
            size="lg"
            ml="sm"
            aria-label="Undo"
            disabled={!shapes.length}
            onClick={() => setShapes((l) => l.slice(0, -1))}
          >
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Clear">
          <ActionIcon variant="default" size="lg" aria-label="Clear" disabled={!shapes.length} onClick={() => setShapes([])}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div ref={boxRef} style={{ width: '100%', maxWidth: MAX_WIDTH }} data-testid="annotation-stage">
        {image && size ? (
          <Stage
            ref={stageRef}
            width={size.width}
            height={size.height}
            onMouseDown={onDown}
            onMouseMove={onMove}
            onMouseUp={onUp}
            onMouseLeave={onUp}
            onTouchStart={onDown}
            onTouchMove={onMove}
            onTouchEnd={onUp}
            style={{ cursor: 'crosshair', touchAction: 'none' }}
          >
            <Layer listening={false}>
              <KImage image={image} width={size.width} height={size.height} />
            </Layer>
            <Layer>
              {shapes.map((a, i) => (
                <Shape key={i} a={a} />
              ))}
              {draft && <Shape a={draft} />}
            </Layer>
          </Stage>
        ) : (
          <Group gap="xs" p="md">
            <Loader size="sm" />
            <Text size="sm">Loading the map image…</Text>
          </Group>
        )}
      </div>
    </div>
  );
}
