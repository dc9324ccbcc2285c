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

/**
 * The changed ranges over a bar `total` frames long (positioned absolutely inside the bar's box, under its track). Marks
 * only: `[`, `]` and the Previous/Next change buttons jump to them (a 4 px band is no touch target).
 */
export function ChangeMarks({ changes, total }: { changes: readonly ChangedRange[]; total: number }) {
  const pct = (f: number) => `${Math.max(0, Math.min(100, (f / Math.max(1, total)) * 100))}%`;
  return (
    <>
      {changes.map((c) => (
        <Box
          key={`${c.kind}-${c.frameIn}`}
          aria-hidden
          data-testid="change-range"
          data-kind={c.kind}
          data-frame-in={c.frameIn}
          data-frame-out={c.frameOut}
          title={
            c.kind === 'cut'
              ? `Footage cut at ${frameToTimecode(c.frameIn)}`
              : `New footage ${frameToTimecode(c.frameIn)} to ${frameToTimecode(c.frameOut)}`
          }
          style={{
            position: 'absolute',
            left: pct(c.frameIn),
            width: c.kind === 'cut' ? 4 : pct(c.frameOut + 1 - c.frameIn),
            minWidth: 4,
            bottom: 0,
            height: 4,
            borderRadius: 2,
            background: CHANGE_COLOUR,
            pointerEvents: 'none',
          }}
        />
      ))}
    </>
  );
}
