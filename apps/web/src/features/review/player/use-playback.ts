// The player's playback state: the handle on the frame-accurate player, the range being marked (in and out frames,
// integers: every timecode derives from them by frameToTimecode), and the drawing shown over the video (a picked
// comment's). The I and O keys mark the range while the page lets them (useRangeKeys).
import { useCallback, useEffect, useRef, useState } from 'react';
import { RANGE_ORDER_MESSAGE } from '@vms/shared';
import type { PlayerHandle } from '../components/FramePlayer';
import type { AnnotationData } from '../components/annotations';
import type { ReviewComment } from '../components/CommentList';

export interface FrameRange {
  in: number | null;
  out: number | null;
}

export function usePlayback() {
  const player = useRef<PlayerHandle>(null);
  const [overlay, setOverlay] = useState<AnnotationData[] | null>(null);
  /** A range comment being marked: the in and out frames (integers; the timecodes derive from them). */
  const [range, setRange] = useState<FrameRange>({ in: null, out: null });
  const [rangeError, setRangeError] = useState<string | null>(null);

  // a comment picked in the list: the player goes to its frame and shows its drawing
  const pickComment = useCallback((c: ReviewComment) => {
    void player.current?.goTo(c.frame);
    setOverlay(c.annotationCords.length ? c.annotationCords : null);
  }, []);

  // Range comments: I marks the in frame, O the out frame (the shown frames); a comment then spans them.
  const markIn = useCallback(() => {
    const f = player.current?.currentFrame() ?? 0;
    setRange((r) => ({ in: f, out: r.out != null && r.out >= f ? r.out : null }));
    setRangeError(null);
  }, []);
  const markOut = useCallback(() => {
    const f = player.current?.currentFrame() ?? 0;
    setRange((r) => (r.in != null && f < r.in ? r : { in: r.in ?? f, out: f }));
    setRangeError(range.in != null && f < range.in ? RANGE_ORDER_MESSAGE : null);
  }, [range.in]);
  const clearRange = useCallback(() => {
    setRange({ in: null, out: null });
    setRangeError(null);
  }, []);

  return { player, overlay, setOverlay, range, rangeError, setRangeError, markIn, markOut, clearRange, pickComment };
}

export type Playback = ReturnType<typeof usePlayback>;

/** I and O mark the range's in and out frames, unless the focus is in a field. */
export function useRangeKeys(enabled: boolean, { markIn, markOut }: Pick<Playback, 'markIn' | 'markOut'>) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'i' || e.key === 'I') markIn();
      else if (e.key === 'o' || e.key === 'O') markOut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, markIn, markOut]);
}
