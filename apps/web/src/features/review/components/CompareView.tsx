// Compare two versions (issue #14 "Beyond the anchors", issue #38 item 2): two players driven together. Stepping, the
// bar and the keys move both to the same frame, each by the frame-exact seek (the frame shown is read back from each
// video); playing runs both, the left one leads and the right one is pulled back when it drifts more than a frame, and
// a pause lines both up on the left one's frame again. Four ways to look (keys 1–4): side by side; wipe (the right
// version over the left, cut at a line you move); difference (what differs lights up, the same footage is black); and
// toggle (one at a time, T flips). What changed from left to right is marked on the track; [ and ] jump to it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { usePhone } from '../../../ui/use-phone';
import {
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerTrackNextFilled,
  IconPlayerTrackPrevFilled,
} from '@tabler/icons-react';
import { frameToTimecode, REVIEW_FPS } from '@vms/shared';
import { ReviewLinkDetailsDocument, ReviewVersionChangesDocument } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { changeFrom, ChangeMarks } from './change-marks';
import { FramePlayer, type PlayerHandle } from './FramePlayer';

interface Props {
  token: string;
  guestToken: string | null;
  versions: number[];
  initial: [number, number];
  onClose: () => void;
}

type Side = 'left' | 'right';
const MODES = [
  { value: 'side', label: 'Side by side' },
  { value: 'wipe', label: 'Wipe' },
  { value: 'difference', label: 'Difference' },
  { value: 'toggle', label: 'Toggle' },
] as const;
type Mode = (typeof MODES)[number]['value'];

export function CompareView({ token, guestToken, versions, initial, onClose }: Props) {
  const phone = usePhone();
  const [pick, setPick] = useState<Record<Side, number>>({ left: initial[0], right: initial[1] });
  const leftRef = useRef<PlayerHandle>(null);
  const rightRef = useRef<PlayerHandle>(null);
  const [shown, setShown] = useState<Record<Side, number>>({ left: 0, right: 0 });
  const [target, setTarget] = useState(0);
  const [total, setTotal] = useState(1);
  const [playing, setPlaying] = useState(false);
  const pending = useRef<number | null>(null);
  /** The frame both are on or going to, read by the keys: a ref, as keys can come faster than React re-renders. */
  const targetRef = useRef(0);
  const playingRef = useRef(false);
  const [mode, setMode] = useState<Mode>('side');
  const [wipe, setWipe] = useState(50);
  /** Toggle mode: which version is shown. */
  const [showing, setShowing] = useState<Side>('right');
  const [assetIds, setAssetIds] = useState<Record<Side, string | null>>({ left: null, right: null });
  const changesQ = useQuery(ReviewVersionChangesDocument, {
    variables: { assetId: assetIds.right ?? '', againstAssetId: assetIds.left, guestToken },
    skip: !assetIds.left || !assetIds.right || assetIds.left === assetIds.right,
    fetchPolicy: 'network-only',
  });
  const changes =
    changesQ.dataState === 'complete' && assetIds.left !== assetIds.right ? changesQ.data.getReviewVersionChanges.changes : [];
  const stacked = mode !== 'side';

  /** Both players to frame n (each clamps to its own length); the newest request wins. */
  const goBoth = useCallback(async (n: number) => {
    const l = leftRef.current;
    const r = rightRef.current;
    if (!l || !r) return;
    const last = Math.max(l.totalFrames(), r.totalFrames()) - 1;
    const frame = Math.max(0, Math.min(last, Math.round(n)));
    pending.current = frame;
    playingRef.current = false;
    setPlaying(false);
    targetRef.current = frame;
    setTarget(frame);
    const [a, b] = await Promise.all([l.goTo(frame), r.goTo(frame)]);
    if (pending.current !== frame) return;
    pending.current = null;
    setShown({ left: a, right: b });
  }, []);

  // From the ref, not the rendered state: a key pressed after a seek ended but before the re-render would otherwise
  // step from the old frame and lose a step (seen in CI: 20 presses of → ended on 19).
  const step = useCallback((d: number) => void goBoth((pending.current ?? targetRef.current) + d), [goBoth]);
  const jump = useCallback(
    (dir: 1 | -1) => {
      const to = changeFrom(changes, pending.current ?? targetRef.current, dir);
      if (to != null) void goBoth(to);
    },
    [changes, goBoth],
  );

  const play = useCallback(async () => {
    const l = leftRef.current;
    const r = rightRef.current;
    if (!l || !r) return;
    r.nudge(l.mediaTime());
    playingRef.current = true;
    setPlaying(true);
    await Promise.all([l.play(), r.play()]);
  }, []);

  const pause = useCallback(() => {
    const l = leftRef.current;
    rightRef.current?.pause();
    l?.pause();
    void goBoth(l?.currentFrame() ?? targetRef.current);
  }, [goBoth]);

  const toggle = useCallback(() => (playingRef.current ? pause() : void play()), [pause, play]);

  const onFrame = useCallback((side: Side, f: number) => {
    setShown((s) => (s[side] === f ? s : { ...s, [side]: f }));
    if (side !== 'left' || !playingRef.current) return;
    targetRef.current = f;
    setTarget(f);
    const l = leftRef.current;
    const r = rightRef.current;
    if (l && r && Math.abs(r.mediaTime() - l.mediaTime()) > 1.5 / REVIEW_FPS) r.nudge(l.mediaTime());
  }, []);
  const onLeftFrame = useCallback((f: number) => onFrame('left', f), [onFrame]);
  const onRightFrame = useCallback((f: number) => onFrame('right', f), [onFrame]);

  // the keys of the player, for both
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest('input, textarea, select, [role="slider"], [contenteditable="true"]')) return;
      const keys: Record<string, () => void> = {
        ' ': toggle,
        k: pause,
        K: pause,
        l: () => void play(),
        L: () => void play(),
        j: () => step(-REVIEW_FPS),
        J: () => step(-REVIEW_FPS),
        ArrowLeft: () => step(-1),
        ',': () => step(-1),
        ArrowRight: () => step(1),
        '.': () => step(1),
        '[': () => jump(-1),
        ']': () => jump(1),
        '1': () => setMode('side'),
        '2': () => setMode('wipe'),
        '3': () => setMode('difference'),
        '4': () => setMode('toggle'),
        t: () => setShowing((s) => (s === 'left' ? 'right' : 'left')),
        T: () => setShowing((s) => (s === 'left' ? 'right' : 'left')),
      };
      const run = keys[e.key];
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, pause, play, step, jump]);

  const inSync = shown.left === shown.right;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Compare versions">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} fz="md">
          Compare versions
        </Title>
        <Group gap="xs">
          <Badge color={inSync ? 'teal' : 'orange'} variant="light" data-testid="compare-sync">
            {inSync ? 'Frames in sync' : 'Syncing'}
          </Badge>
          <Button variant="default" size="xs" onClick={onClose}>
            Close compare
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label="Compare mode"
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={MODES.map((m, i) => ({ value: m.value, label: `${m.label} (${i + 1})` }))}
        />
        {mode === 'toggle' && (
          <Button
            size="xs"
            variant="default"
            onClick={() => setShowing(showing === 'left' ? 'right' : 'left')}
            data-testid="compare-showing"
          >
            Showing version {pick[showing]} · T flips
          </Button>
        )}
      </Group>
      <Box
        data-testid="compare-stage"
        data-mode={mode}
        style={{ display: 'grid', gridTemplateColumns: phone && !stacked ? '1fr' : '1fr 1fr', columnGap: 12, rowGap: 6 }}
      >
        {(['left', 'right'] as const).map((side) => (
          <ComparePane
            key={side}
            side={side}
            area={paneAreas(side, mode, !!phone)}
            layer={layerStyle(side, mode, wipe, showing)}
            onAsset={(id) => setAssetIds((a) => (a[side] === id ? a : { ...a, [side]: id }))}
            token={token}
            guestToken={guestToken}
            version={pick[side]}
            versions={versions}
            frame={shown[side]}
            playerRef={side === 'left' ? leftRef : rightRef}
            onFrame={side === 'left' ? onLeftFrame : onRightFrame}
            onReady={() => {
              setTotal(Math.max(leftRef.current?.totalFrames() ?? 1, rightRef.current?.totalFrames() ?? 1));
              void goBoth(target);
            }}
            onVersion={(v) => setPick((p) => ({ ...p, [side]: v }))}
          />
        ))}
        {mode === 'wipe' && (
          <Box
            aria-hidden
            style={{ gridArea: '2 / 1 / 3 / 3', zIndex: 2, pointerEvents: 'none', position: 'relative' }}
            data-testid="wipe-line"
          >
            <Box style={{ position: 'absolute', top: 0, bottom: 0, left: `${wipe}%`, width: 2, background: '#fff' }} />
          </Box>
        )}
      </Box>
      {mode === 'wipe' && (
        <Group gap="xs" mt="xs" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            Wipe
          </Text>
          <Slider
            flex={1}
            min={0}
            max={100}
            value={wipe}
            onChange={setWipe}
            thumbLabel="Wipe position"
            label={(v) => `${v}%`}
            color="gray"
          />
        </Group>
      )}
      <Stack gap={6} mt="sm">
        <Box pos="relative" pb={changes.length ? 10 : 0}>
          <Slider
            min={0}
            max={Math.max(0, total - 1)}
            step={1}
            value={Math.min(target, Math.max(0, total - 1))}
            label={(f) => frameToTimecode(f)}
            thumbLabel="Compare position"
            data-testid="compare-track"
            onChange={(f) => void goBoth(f)}
          />
          <ChangeMarks changes={changes} total={total} />
        </Box>
        <Group gap={4} wrap="wrap">
          <ActionIcon variant="default" size="lg" aria-label="Previous frame (both)" onClick={() => step(-1)}>
            <IconPlayerTrackPrevFilled size={16} />
          </ActionIcon>
          <ActionIcon variant="filled" size="lg" aria-label={playing ? 'Pause both' : 'Play both'} onClick={toggle}>
            {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Next frame (both)" onClick={() => step(1)}>
            <IconPlayerTrackNextFilled size={16} />
          </ActionIcon>
          <Text fz="sm" ff="monospace" ml={6} data-testid="compare-time">
            {frameToTimecode(target)}
          </Text>
          {changes.length > 0 && (
            <>
              <ActionIcon variant="default" size="lg" ml={6} aria-label="Previous change ([)" onClick={() => jump(-1)}>
                <IconArrowBarToLeft size={16} />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label="Next change (])" onClick={() => jump(1)}>
                <IconArrowBarToRight size={16} />
              </ActionIcon>
            </>
          )}
          <Text fz="xs" c="dimmed" ml="auto">
            Space plays, ← → step a frame, 1–4 switch the view
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Where a pane's header and picture sit: side by side each in its column; stacked, both pictures in one cell. */
function paneAreas(side: Side, mode: Mode, phone: boolean): { header: string; picture: string } {
  const column = side === 'left' ? 1 : 2;
  if (mode !== 'side') return { header: `1 / ${column}`, picture: '2 / 1 / 3 / 3' };
  if (phone) return side === 'left' ? { header: '1 / 1', picture: '2 / 1' } : { header: '3 / 1', picture: '4 / 1' };
  return { header: `1 / ${column}`, picture: `2 / ${column}` };
}

/** How the right picture lies over the left one: cut at the wipe line, in difference, or shown by turns. */
function layerStyle(side: Side, mode: Mode, wipe: number, showing: Side): React.CSSProperties {
  if (mode === 'side') return {};
  if (mode === 'toggle') return { visibility: showing === side ? 'visible' : 'hidden', zIndex: side === 'right' ? 1 : 0 };
  if (side === 'left') return {};
  if (mode === 'wipe') return { zIndex: 1, clipPath: `inset(0 0 0 ${wipe}%)` };
  return { zIndex: 1, mixBlendMode: 'difference' };
}

function ComparePane({
  side,
  area,
  layer,
  onAsset,
  token,
  guestToken,
  version,
  versions,
  frame,
  playerRef,
  onFrame,
  onReady,
  onVersion,
}: {
  side: Side;
  area: { header: string; picture: string };
  layer: React.CSSProperties;
  onAsset: (id: string) => void;
  token: string;
  guestToken: string | null;
  version: number;
  versions: number[];
  frame: number;
  playerRef: React.RefObject<PlayerHandle | null>;
  onFrame: (f: number) => void;
  onReady: () => void;
  onVersion: (v: number) => void;
}) {
  const q = useQuery(ReviewLinkDetailsDocument, { variables: { id: token, version, guestToken }, fetchPolicy: 'network-only' });
  const d = q.data?.getReviewLinkDetails;
  const name = side === 'left' ? 'Left version' : 'Right version';
  useEffect(() => {
    if (d?.id) onAsset(d.id);
  }, [d?.id, onAsset]);
  // Every fetch of a version signs its media URL anew (the other pane's or the page's fetch of the same version too):
  // the element keeps the first URL of each version, so a refetch never reloads the video under the viewer.
  const srcs = useRef(new Map<string, string>());
  if (d?.assetLink && !srcs.current.has(d.id)) srcs.current.set(d.id, d.assetLink);
  const src = d ? (srcs.current.get(d.id) ?? null) : null;
  // readiness: the video's metadata, polled from the handle (the player owns the element)
  const readyFor = useRef<string | null>(null);
  // a version shown again after another one (1 → 2 → 1) is a new element: it must report ready again
  useEffect(() => {
    readyFor.current = null;
  }, [d?.id]);
  useEffect(() => {
    if (!src || !d) return;
    const id = setInterval(() => {
      if ((playerRef.current?.totalFrames() ?? 1) > 1 && readyFor.current !== d.id) {
        readyFor.current = d.id;
        onReady();
      }
    }, 100);
    return () => clearInterval(id);
  }, [src, d, playerRef, onReady]);
  return (
    <Stack gap={6} data-testid={`compare-${side}`} data-frame={frame} data-version={version} style={{ display: 'contents' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" style={{ gridArea: area.header }}>
        <NativeSelect
          size="xs"
          aria-label={name}
          value={String(version)}
          onChange={(e) => onVersion(Number(e.currentTarget.value))}
          data={versions.map((v) => ({ value: String(v), label: `Version ${v}` }))}
        />
        <Text fz="sm" ff="monospace" data-testid={`compare-${side}-time`}>
          {frameToTimecode(frame)}
        </Text>
      </Group>
      <Box style={{ gridArea: area.picture, minWidth: 0, ...layer }}>
        {q.error && !d ? (
          <ErrorPanel error={q.error} />
        ) : !d || q.loading ? (
          <Group justify="center" p="xl" style={{ aspectRatio: '16 / 9' }}>
            <Loader aria-label={`Loading ${name.toLowerCase()}`} />
          </Group>
        ) : d.isImage || !src ? (
          <Text c="dimmed" fz="sm" p="md">
            Version {version} has no playable video to compare yet.
          </Text>
        ) : (
          <FramePlayer
            key={d.id}
            ref={playerRef}
            src={src}
            isImage={false}
            dots={[]}
            board={null}
            onBoardChange={() => undefined}
            overlay={null}
            onFrame={onFrame}
            bare
            label={`Version ${version} video`}
          />
        )}
      </Box>
    </Stack>
  );
}
