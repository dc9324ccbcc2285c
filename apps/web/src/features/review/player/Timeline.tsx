// The timeline: the frame-accurate player with its bar's comment dots, the marked range and the changes from the
// previous version, and the range controls (Mark in, Mark out, the range's timecodes). A dot's frame is the
// comment's; every timecode shown derives from a frame by frameToTimecode.
import { useMemo } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { frameToTimecode } from '@vms/shared';
import type { ReviewDetailsFieldsFragment } from '../../../gql/graphql';
import { FramePlayer } from '../components/FramePlayer';
import type { ReviewComment } from '../components/CommentList';
import type { Board } from './Board';
import type { Playback } from './use-playback';

type Changes = React.ComponentProps<typeof FramePlayer>['changes'];

export function Timeline({
  d,
  src,
  topLevel,
  playback,
  board,
  bare,
  changes,
  startFrame,
}: {
  d: ReviewDetailsFieldsFragment;
  src: string | null;
  topLevel: ReviewComment[];
  playback: Playback;
  board: Board;
  bare: boolean;
  changes: Changes;
  startFrame: number | null;
}) {
  const dots = useMemo(
    () =>
      // a carried note whose footage was cut has no frame here: it stays in the list, off the bar
      topLevel
        .filter((c) => c.carry !== 'not_found')
        .map((c) => ({
          id: c.commentId,
          frame: c.frame,
          frameOut: c.frameOut,
          label: `${c.commentTime} ${c.carriedFromVersion != null ? `(from v${c.carriedFromVersion}) ` : ''}${c.commentText}`.slice(0, 80),
          carried: c.carriedFromVersion != null,
        })),
    [topLevel],
  );
  const sourceTiming = d.sourceFrameRate ? { frameRate: d.sourceFrameRate, startTimecode: d.sourceStartTimecode ?? null } : null;
  return (
    <FramePlayer
      ref={playback.player}
      src={src}
      isImage={d.isImage}
      dots={dots}
      board={board.board}
      onBoardChange={board.setBoard}
      overlay={playback.overlay}
      pendingRange={playback.range}
      bare={bare}
      changes={changes}
      sourceTiming={sourceTiming}
      startFrame={startFrame}
    />
  );
}

export function RangeControls({ playback, disabled }: { playback: Playback; disabled: boolean }) {
  const { range, rangeError, markIn, markOut, clearRange } = playback;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Range" role="group" data-testid="range-controls">
      <Button size="xs" variant="default" onClick={markIn} disabled={disabled}>
        Mark in (I)
      </Button>
      <Button size="xs" variant="default" onClick={markOut} disabled={disabled}>
        Mark out (O)
      </Button>
      {range.in != null && (
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" ff="monospace" data-testid="range-text">
            {frameToTimecode(range.in)} – {range.out != null ? frameToTimecode(range.out) : '…'}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label="Clear range" onClick={clearRange}>
            <IconX size={14} />
          </ActionIcon>
        </Group>
      )}
      {rangeError && (
        <Text fz="sm" c="red.8" role="alert">
          {rangeError}
        </Text>
      )}
    </Group>
  );
}
