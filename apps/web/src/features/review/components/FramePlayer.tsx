// The player: a plain <video> with our own controls, frame-exact stepping and seeking, comment dots on the progress bar,
// and the annotation board over the frozen frame (part B §2.2, §4 "Player", §9).
import { forwardRef, lazy, Suspense, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { ActionIcon, Box, Group, NativeSelect, Slider, Text, Tooltip } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconPlayerPlayFilled,
  IconPlayerTrackNextFilled,
  IconPlayerTrackPrevFilled,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import {
  ASPECT_RATIOS,
  DEFAULT_VOLUME,
  frameToTimecode,
  PLAYBACK_SPEEDS,
  REVIEW_FPS,
  sourceTimecodeOf,
  TIME_FORMATS,
  VOLUME_STEP,
  type SourceTiming,
} from '@vms/shared';
import { captureImageJpeg, captureJpeg, showFrame, trackShownFrames } from '../frame-seek';
import type { AnnotationData } from './annotations';
import type { BoardState } from './AnnotationBoard';
import { changeFrom, ChangeMarks, type ChangedRange } from './change-marks';

// Konva's stages, loaded the first time a drawing is shown or a board opens
const OverlayStage = lazy(() => import('./annotation-stages').then((m) => ({ default: m.OverlayStage })));
const AnnotationSurface = lazy(() => import('./annotation-stages').then((m) => ({ default: m.AnnotationSurface })));

export interface PlayerHandle {
  /** Shows frame n and resolves with the frame actually shown. */
  goTo(frame: number): Promise<number>;
  /** Freezes the picture on the shown frame and captures it as a jpeg. */
  freeze(): Promise<{ frame: number; jpeg: Blob | null }>;
  currentFrame(): number;
  /** The number of frames of the loaded video (1 until its metadata is known). */
  totalFrames(): number;
  play(): Promise<void>;
  pause(): void;
  /** Moves a playing video to this media time without pausing it (drift correction of a synced pair). */
  nudge(seconds: number): void;
  mediaTime(): number;
}

export interface Dot {
  id: string;
  frame: number;
  frameOut: number | null;
  label: string;
  /** A note carried from an earlier version: drawn in its own colour. */
  carried?: boolean;
}

interface Props {
  src: string | null;
  isImage: boolean;
  dots: Dot[];
  board: BoardState | null;
  onBoardChange: (b: BoardState) => void;
  /** Annotations of a comment being looked at (drawn over the picture). */
  overlay: AnnotationData[] | null;
  onFrame?: (frame: number) => void;
  /** Without its own bar, controls and keys: a pair of players driven together (compare). */
  bare?: boolean;
  /** The range being marked for a comment (in, out): drawn as a bracket on the bar. */
  pendingRange?: { in: number | null; out: number | null } | null;
  /** The accessible name of the picture. */
  label?: string;
  onPlayingChange?: (playing: boolean) => void;
  /** What changed from the previous version, drawn under the bar; `[` and `]` jump between them. */
  changes?: readonly ChangedRange[];
  /** The uploaded file's frame rate and start timecode: the shown frame in its own timecode too. */
  sourceTiming?: SourceTiming | null;
  /** A frame to show once the video is loaded (a deep link's `?frame=N`). */
  startFrame?: number | null;
}

const standard = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export const FramePlayer = forwardRef<PlayerHandle, Props>(function FramePlayer(
  {
    src,
    isImage,
    dots,
    board,
    onBoardChange,
    overlay,
    onFrame,
    bare = false,
    pendingRange = null,
    startFrame = null,
    label = 'Review video',
    onPlayingChange,
    changes = [],
    sourceTiming = null,
  },
  ref,
) {
  const video = useRef<HTMLVideoElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 640, h: 360 });
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [speed, setSpeed] = useState('1');
  const [aspect, setAspect] = useState<(typeof ASPECT_RATIOS)[number]>('contain');
  const [timeFormat, setTimeFormat] = useState<(typeof TIME_FORMATS)[number]>('timecode');
  const [duration, setDuration] = useState(0);
  const totalFrames = Math.max(1, Math.round(duration * REVIEW_FPS));
  const frameRef = useRef(0);
  /** The frame a seek in flight is going to: quick key presses step on from it, not from the frame still shown. */
  const pendingRef = useRef<number | null>(null);

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ w: el.clientWidth, h: el.clientHeight }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    const v = video.current;
    if (!v || isImage) return;
    v.volume = DEFAULT_VOLUME;
    // the video may have read its length before React mounted it (a page drawn in a transition, as the router draws a
    // route whose loader has answered): that loadedmetadata event went unheard
    if (v.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(v.duration);
    return trackShownFrames(v, (f) => {
      frameRef.current = f;
      setFrame(f);
      onFrame?.(f);
    });
  }, [src, isImage, onFrame]);

  const goTo = useCallback(
    async (n: number) => {
      const v = video.current;
      if (!v) return 0;
      const target = Math.max(0, Math.min(totalFrames - 1, Math.round(n)));
      pendingRef.current = target;
      const shown = await showFrame(v, target, totalFrames);
      if (pendingRef.current !== target) return shown; // a later seek superseded this one
      pendingRef.current = null;
      frameRef.current = shown;
      setFrame(shown);
      setPlaying(false);
      onFrame?.(shown);
      return shown;
    },
    [totalFrames, onFrame],
  );

  // a deep link's frame: shown once, when the video's length is known (goTo clamps to it)
  const started = useRef(false);
  useEffect(() => {
    if (startFrame == null || started.current || isImage || totalFrames <= 1) return;
    started.current = true;
    void goTo(startFrame);
  }, [startFrame, totalFrames, isImage, goTo]);

  useImperativeHandle(
    ref,
    () => ({
      goTo,
      currentFrame: () => frameRef.current,
      totalFrames: () => totalFrames,
      async play() {
        const v = video.current;
        if (v) await v.play().catch(() => undefined);
      },
      pause() {
        video.current?.pause();
      },
      nudge(seconds: number) {
        if (video.current) video.current.currentTime = seconds;
      },
      mediaTime: () => video.current?.currentTime ?? 0,
      async freeze() {
        if (isImage) return { frame: 0, jpeg: image.current ? await captureImageJpeg(image.current) : null };
        const v = video.current;
        if (!v) return { frame: 0, jpeg: null };
        const shown = await goTo(frameRef.current);
        return { frame: shown, jpeg: await captureJpeg(v) };
      },
    }),
    [goTo, isImage, totalFrames],
  );

  const togglePlay = useCallback(() => {
    const v = video.current;
    if (!v || board) return;
    if (v.paused)
      void v
        .play()
        .then(() => setPlaying(true))
        .catch(() => setPlaying(false));
    else {
      v.pause();
      setPlaying(false);
    }
  }, [board]);

  // Keyboard like the editors' tools: space / K, J back a second, L play, ←/→ and ,/. one frame.
  useEffect(() => {
    if (isImage || bare) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.closest('input, textarea, select, [contenteditable="true"]') || target.getAttribute('role') === 'slider'))
        return;
      const v = video.current;
      if (!v || board) return;
      const step = (d: number) => void goTo((pendingRef.current ?? frameRef.current) + d);
      const jump = (dir: 1 | -1) => {
        const to = changeFrom(changes, pendingRef.current ?? frameRef.current, dir);
        if (to != null) void goTo(to);
      };
      switch (e.key) {
        case '[':
          jump(-1);
          break;
        case ']':
          jump(1);
          break;
        case ' ':
          e.preventDefault();
          togglePlay();
          break;
        case 'k':
        case 'K':
          v.pause();
          setPlaying(false);
          break;
        case 'l':
        case 'L':
          void v.play().then(() => setPlaying(true));
          break;
        case 'j':
        case 'J':
          step(-REVIEW_FPS);
          break;
        case 'ArrowLeft':
        case ',':
          e.preventDefault();
          step(-1);
          break;
        case 'ArrowRight':
        case '.':
          e.preventDefault();
          step(1);
          break;
        default:
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, togglePlay, board, isImage, bare, changes]);

  useEffect(() => onPlayingChange?.(playing), [playing, onPlayingChange]);

  const seekBar = (e: React.MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const pct = Math.max(0, Math.min(1, (e.clientX - r.left) / r.width));
    void goTo(Math.floor(pct * totalFrames));
  };

  const pct = (f: number) => `${Math.max(0, Math.min(100, (f / totalFrames) * 100))}%`;
  const timeText =
    timeFormat === 'timecode'
      ? `${frameToTimecode(frame)} / ${frameToTimecode(Math.max(0, totalFrames - 1))}`
      : `${standard(frame / REVIEW_FPS)} / ${standard(duration)}`;
  const sourceTime = sourceTimecodeOf(frame, sourceTiming);
  const jumpTo = (dir: 1 | -1) => {
    const to = changeFrom(changes, frame, dir);
    if (to != null) void goTo(to);
  };

  return (
    <Box>
      <Box ref={stage} pos="relative" style={{ aspectRatio: '16 / 9', background: '#000', overflow: 'hidden', borderRadius: 6 }}>
        {isImage
          ? src && (
              <img
                ref={image}
                src={src}
                alt="Reviewed file"
                crossOrigin="anonymous"
                style={{ width: '100%', height: '100%', objectFit: aspect }}
              />
            )
          : src && (
              <video
                ref={video}
                src={src}
                crossOrigin="anonymous"
                playsInline
                preload="auto"
                muted={muted}
                data-testid="review-video"
                aria-label={label}
                onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
                onPause={() => setPlaying(false)}
                onPlay={() => setPlaying(true)}
                onClick={togglePlay}
                style={{ width: '100%', height: '100%', objectFit: aspect, display: 'block' }}
              />
            )}
        <Suspense fallback={null}>
          {overlay && !board && (
            <Box style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
              <OverlayStage w={size.w} h={size.h} shapes={overlay} />
            </Box>
          )}
          {board && <AnnotationSurface w={size.w} h={size.h} board={board} onChange={onBoardChange} />}
        </Suspense>
      </Box>
      {!isImage && !bare && (
        <>
          {/* The slider and the comment dots are siblings: a slider's children are presentational (no buttons inside). */}
          {/* 24 px tall, as a touch target should be: the 14 px track is drawn in its middle */}
          <Box pos="relative" mt="sm" style={{ height: changes.length ? 28 : 24 }}>
            <Box
              role="slider"
              tabIndex={0}
              aria-label="Progress"
              aria-valuemin={0}
              aria-valuemax={Math.max(0, totalFrames - 1)}
              aria-valuenow={frame}
              aria-valuetext={frameToTimecode(frame)}
              data-testid="progress-bar"
              onClick={seekBar}
              onKeyDown={(e) => {
                const to: Record<string, number> = {
                  ArrowLeft: frame - 1,
                  ArrowRight: frame + 1,
                  PageDown: frame - REVIEW_FPS,
                  PageUp: frame + REVIEW_FPS,
                  Home: 0,
                  End: totalFrames - 1,
                };
                if (e.key in to) {
                  e.preventDefault();
                  void goTo(to[e.key]!);
                }
              }}
              style={{ position: 'absolute', left: 0, right: 0, top: 0, height: 24, cursor: 'pointer' }}
            >
              <Box
                style={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: 5,
                  height: 14,
                  background: 'var(--mantine-color-gray-3)',
                  borderRadius: 7,
                }}
              >
                <Box style={{ height: '100%', width: pct(frame), background: 'var(--mantine-color-blue-7)', borderRadius: 7 }} />
              </Box>
            </Box>
            {pendingRange?.in != null && (
              <Box
                aria-hidden
                data-testid="range-marker"
                data-in={pendingRange.in}
                data-out={pendingRange.out ?? ''}
                style={{
                  position: 'absolute',
                  left: pct(pendingRange.in),
                  width: pendingRange.out != null ? pct(Math.max(0, pendingRange.out - pendingRange.in)) : 0,
                  top: 2,
                  height: 20,
                  minWidth: 3,
                  borderLeft: '3px solid #1a1b1e',
                  borderRight: pendingRange.out != null ? '3px solid #1a1b1e' : undefined,
                  background: 'rgba(244, 219, 34, 0.45)',
                  pointerEvents: 'none',
                }}
              />
            )}
            {dots.map((d) => (
              <Tooltip key={d.id} label={d.label}>
                {/* A pointer's shortcut, hidden from assistive technology: each comment's own button in the list
                    goes to its frame (WCAG 2.5.8's equivalent control: dots of neighbouring frames overlap) */}
                <Box
                  aria-hidden
                  data-testid="comment-dot"
                  data-frame={d.frame}
                  data-frame-out={d.frameOut ?? undefined}
                  data-carried={d.carried ? 'true' : undefined}
                  onClick={() => void goTo(d.frame)}
                  style={{
                    position: 'absolute',
                    left: `calc(${pct(d.frame)} - 12px)`,
                    top: 0,
                    width: d.frameOut != null ? `calc(${pct(d.frameOut - d.frame)} + 24px)` : 24,
                    height: 24,
                    padding: 6,
                    cursor: 'pointer',
                  }}
                >
                  {/* the 12 px dot in its 24 px hit area (room for a finger) */}
                  <Box
                    component="span"
                    style={{
                      display: 'block',
                      height: 12,
                      borderRadius: 6,
                      border: '2px solid #fff',
                      background: d.carried ? '#7048E8' : '#C92020',
                    }}
                  />
                </Box>
              </Tooltip>
            ))}
            <ChangeMarks changes={changes} total={totalFrames} />
          </Box>
          <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size="lg" aria-label="Previous frame" onClick={() => void goTo(frame - 1)} disabled={!!board}>
                <IconPlayerTrackPrevFilled size={16} />
              </ActionIcon>
              <ActionIcon variant="filled" size="lg" aria-label={playing ? 'Pause' : 'Play'} onClick={togglePlay} disabled={!!board}>
                {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label="Next frame" onClick={() => void goTo(frame + 1)} disabled={!!board}>
                <IconPlayerTrackNextFilled size={16} />
              </ActionIcon>
              <Text fz="sm" ff="monospace" data-testid="time-display" ml={6}>
                {timeText}
              </Text>
              {sourceTime && (
                <Tooltip label="The uploaded file’s own timecode">
                  <Text fz="xs" ff="monospace" c="dimmed" data-testid="source-time" ml={4}>
                    Source {sourceTime}
                  </Text>
                </Tooltip>
              )}
              {changes.length > 0 && (
                <>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    ml={6}
                    aria-label="Previous change ([)"
                    onClick={() => jumpTo(-1)}
                    disabled={!!board}
                  >
                    <IconArrowBarToLeft size={16} />
                  </ActionIcon>
                  <ActionIcon variant="default" size="lg" aria-label="Next change (])" onClick={() => jumpTo(1)} disabled={!!board}>
                    <IconArrowBarToRight size={16} />
                  </ActionIcon>
                </>
              )}
            </Group>
            <Group gap={6} wrap="wrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={muted ? 'Unmute' : 'Mute'}
                onClick={() => {
                  const v = video.current;
                  if (muted && v) {
                    v.volume = DEFAULT_VOLUME;
                    setVolume(DEFAULT_VOLUME);
                  }
                  setMuted(!muted);
                }}
              >
                {muted ? <IconVolumeOff size={16} /> : <IconVolume size={16} />}
              </ActionIcon>
              <Slider
                w={90}
                min={0}
                max={1}
                step={VOLUME_STEP}
                value={muted ? 0 : volume}
                label={(v) => v.toFixed(1)}
                thumbLabel="Volume"
                aria-label="Volume"
                onChange={(v) => {
                  setVolume(v);
                  if (video.current) video.current.volume = v;
                  setMuted(v === 0);
                }}
              />
              <NativeSelect
                size="xs"
                aria-label="Speed"
                value={speed}
                onChange={(e) => {
                  setSpeed(e.currentTarget.value);
                  if (video.current) video.current.playbackRate = Number(e.currentTarget.value);
                }}
                data={PLAYBACK_SPEEDS.map((s) => ({ value: String(s), label: `${s === 0.5 ? '0.50' : s}x` }))}
              />
              <NativeSelect
                size="xs"
                aria-label="Aspect ratio"
                value={aspect}
                onChange={(e) => setAspect(e.currentTarget.value as typeof aspect)}
                data={[...ASPECT_RATIOS]}
              />
              <NativeSelect
                size="xs"
                aria-label="Time format"
                value={timeFormat}
                onChange={(e) => setTimeFormat(e.currentTarget.value as typeof timeFormat)}
                data={[...TIME_FORMATS]}
              />
            </Group>
          </Group>
        </>
      )}
    </Box>
  );
});
