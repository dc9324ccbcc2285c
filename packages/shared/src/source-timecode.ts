// The server and the web compile this file from their own projects, which do not include types/: the reference
// brings smpte-timecode's typings along wherever it goes.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/smpte-timecode.d.ts" />
// The source's own timecode of a review frame (issue #38 item 3). Review copies play at REVIEW_FPS and a comment keeps
// its review frame (an integer); an editor's timeline counts the uploaded file's frames at its own rate from its own
// start timecode. These functions carry a review frame over to that clock: the same instant, the source frame shown
// then, written as SMPTE timecode (drop-frame at 29.97 and 59.94 unless the source's start timecode says otherwise).
import Timecode from 'smpte-timecode';
import { REVIEW_FPS } from './review.js';

/** What ffprobe tells of an uploaded version: `r_frame_rate` ("30000/1001") and the start timecode tag, if any. */
export interface SourceTiming {
  frameRate: string;
  startTimecode: string | null;
}

const RATE = /^(\d{1,6})(?:\/(\d{1,6}))?$/;

/** "30000/1001" → [30000, 1001]; null for anything that is not a positive frame rate. */
export function parseFrameRate(rate: string): [number, number] | null {
  const m = RATE.exec(rate.trim());
  if (!m) return null;
  const num = Number(m[1]);
  const den = Number(m[2] ?? 1);
  return num > 0 && den > 0 ? [num, den] : null;
}

/** Drop-frame counting: the start timecode's separator decides (';' or '.' drop, ':' not); else 29.97 and 59.94 drop. */
function dropFrameOf([num, den]: [number, number], startTimecode: string | null): boolean {
  const nominal = Math.round(num / den);
  const fractional = num % den !== 0;
  if (!fractional || (nominal !== 30 && nominal !== 60)) return false;
  return startTimecode ? /[;.]\d+$/.test(startTimecode) : true;
}

/** The source frame on screen at a review frame's instant (counted from the file's first frame). */
export function sourceFrameOf(reviewFrame: number, [num, den]: [number, number]): number {
  // integer arithmetic: frame / REVIEW_FPS seconds × num/den frames per second, rounded down
  return Math.floor((reviewFrame * num) / (REVIEW_FPS * den) + 1e-9);
}

/** A version's timeline as an editor sees it: the source's rate, drop-frame counting and first frame's timecode. */
export interface SourceTimeline {
  rate: [number, number];
  dropFrame: boolean;
  /** The start timecode as a frame count (0 for 00:00:00:00). */
  startFrame: number;
}

/** The source's timeline; null when its timing is unknown. */
export function sourceTimelineOf(timing: SourceTiming | null | undefined): SourceTimeline | null {
  const rate = timing ? parseFrameRate(timing.frameRate) : null;
  if (!rate) return null;
  const dropFrame = dropFrameOf(rate, timing!.startTimecode);
  let startFrame = 0;
  if (timing!.startTimecode) {
    try {
      startFrame = Timecode(timing!.startTimecode, rate, dropFrame).frameCount;
    } catch {
      startFrame = 0; // a tag that is not a timecode: count from zero
    }
  }
  return { rate, dropFrame, startFrame };
}

/** The review copy's own timeline (REVIEW_FPS from 00:00:00:00): what exports use when the source's timing is unknown. */
export const REVIEW_TIMELINE: SourceTimeline = { rate: [REVIEW_FPS, 1], dropFrame: false, startFrame: 0 };

/** The SMPTE timecode of a timeline's frame (counted from its first frame). */
export const timelineTimecode = (t: SourceTimeline, frame: number): string =>
  Timecode(t.startFrame + frame, t.rate, t.dropFrame).toString();

/** The SMPTE timecode a review frame has in the source's timeline; null when the source's timing is unknown. */
export function sourceTimecodeOf(reviewFrame: number, timing: SourceTiming | null | undefined): string | null {
  const t = sourceTimelineOf(timing);
  return t ? timelineTimecode(t, sourceFrameOf(reviewFrame, t.rate)) : null;
}
