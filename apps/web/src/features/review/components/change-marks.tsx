// What changed between two versions (issue #38 item 2), drawn on a timeline: new footage as a band, a cut as a tick.
// `[` and `]` jump to the previous and next change, in the player and in compare.
import { Box } from '@mantine/core';
import { frameToTimecode } from '@vms/shared';

export interface ChangedRange {
  frameIn: number;
  frameOut: number;
  kind: string;
}

export const CHANGE_COLOUR = '#E8590C';

/** The first frame of the next change after `frame` (dir 1) or of the last one before it (dir -1); null when none. */
export function changeFrom(changes: readonly ChangedRange[], frame: number, dir: 1 | -1): number | null {
  const starts = [...new Set(changes.map((c) => c.frameIn))].sort((a, b) => a - b);
  const found = dir === 1 ? starts.find((f) => f > frame) : starts.filter((f) => f < frame).at(-1);
  return found ?? null;
}

/** The changed ranges over a bar `total` frames long (positioned absolutely inside the bar's box). */
export function ChangeMarks({
  changes,
  total,
  onJump,
}: {
  changes: readonly ChangedRange[];
  total: number;
  onJump: (frame: number) => void;
}) {
  const pct = (f: number) => `${Math.max(0, Math.min(100, (f / Math.max(1, total)) * 100))}%`;
  return (
    <>
      {changes.map((c) => (
        <Box
          key={`${c.kind}-${c.frameIn}`}
          component="button"
          type="button"
          data-testid="change-range"
          data-kind={c.kind}
          data-frame-in={c.frameIn}
          data-frame-out={c.frameOut}
          aria-label={
            c.kind === 'cut'
              ? `Footage cut at ${frameToTimecode(c.frameIn)}`
              : `Changed ${frameToTimecode(c.frameIn)} to ${frameToTimecode(c.frameOut)}`
          }
          title={c.kind === 'cut' ? 'Footage cut here' : 'New footage'}
          onClick={() => onJump(c.frameIn)}
          style={{
            position: 'absolute',
            left: pct(c.frameIn),
            width: c.kind === 'cut' ? 4 : pct(c.frameOut + 1 - c.frameIn),
            minWidth: 4,
            bottom: -6,
            height: 4,
            padding: 0,
            border: 0,
            borderRadius: 2,
            background: CHANGE_COLOUR,
            cursor: 'pointer',
          }}
        />
      ))}
    </>
  );
}
