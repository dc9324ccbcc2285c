// Two versions of a cut, frame against frame (issue #38 items 1 and 2). Each version's fingerprint holds every frame of
// its review copy as a 16×9 grey thumbnail; two frames are the same footage when no cell differs by more than
// SAME_FRAME_LEVELS (a re-encode moves a cell by a few levels, another picture by far more). jsdiff's Myers diff over
// the frame sequences gives what was kept, inserted and removed; a note then lands on its kept frame, on the nearest
// match where its footage moved, or nowhere where it was cut.
import { diffArrays } from 'diff';

export const FINGERPRINT_WIDTH = 16;
export const FINGERPRINT_HEIGHT = 9;
export const FINGERPRINT_CELLS = FINGERPRINT_WIDTH * FINGERPRINT_HEIGHT;
/** The most one cell of two thumbnails of the same footage differs, in grey levels (0–255). */
const SAME_FRAME_LEVELS = 24;
/** An alignment that takes longer than this (two unrelated long cuts) counts every frame as changed. */
const ALIGN_TIMEOUT_MS = 3000;

/** A version's frames: `frames` thumbnails of FINGERPRINT_CELLS bytes each, one after the other. */
export interface Fingerprint {
  frames: number;
  data: Uint8Array;
}

/** The largest difference of one cell between frame `i` of `a` and frame `j` of `b`. */
function cellDistance(a: Fingerprint, i: number, b: Fingerprint, j: number): number {
  let max = 0;
  for (let k = 0, x = i * FINGERPRINT_CELLS, y = j * FINGERPRINT_CELLS; k < FINGERPRINT_CELLS; k++) {
    const d = Math.abs(a.data[x + k]! - b.data[y + k]!);
    if (d > max) max = d;
  }
  return max;
}

const sameFrame = (a: Fingerprint, i: number, b: Fingerprint, j: number) => cellDistance(a, i, b, j) <= SAME_FRAME_LEVELS;

/** What became of `a`'s frames in `b`: for each frame of `a` its kept frame in `b` or -1, and the runs of the diff. */
export interface Alignment {
  /** Frame of `a` → the same frame in `b`, or -1 where it was removed or replaced. */
  aToB: Int32Array;
  /** Frame of `b` → the same frame in `a`, or -1 where it is new. */
  bToA: Int32Array;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function align(a: Fingerprint, b: Fingerprint): Alignment {
  const aToB = new Int32Array(a.frames).fill(-1);
  const bToA = new Int32Array(b.frames).fill(-1);
  const runs = diffArrays(range(a.frames), range(b.frames), {
    comparator: (i: number, j: number) => sameFrame(a, i, b, j),
    timeout: ALIGN_TIMEOUT_MS,
  });
  if (!runs) return { aToB, bToA };
  let i = 0;
  let j = 0;
  for (const run of runs) {
    if (run.added) j += run.count;
    else if (run.removed) i += run.count;
    else
      for (let k = 0; k < run.count; k++, i++, j++) {
        aToB[i] = j;
        bToA[j] = i;
      }
  }
  return { aToB, bToA };
}

/** A changed stretch of a version, in its own frames (inclusive): new or replaced footage, or where footage was cut. */
export interface ChangedRange {
  frameIn: number;
  frameOut: number;
  /** `new`: footage the other version does not have; `cut`: footage removed here (a point: frameIn = frameOut). */
  kind: 'new' | 'cut';
}

/** The changed ranges of `b` against `a`: its runs of new frames, and the points where frames of `a` were cut. */
export function changedRanges(alignment: Alignment): ChangedRange[] {
  const { aToB, bToA } = alignment;
  const ranges: ChangedRange[] = [];
  for (let j = 0; j < bToA.length; j++) {
    if (bToA[j] !== -1) continue;
    const start = j;
    while (j + 1 < bToA.length && bToA[j + 1] === -1) j++;
    ranges.push({ frameIn: start, frameOut: j, kind: 'new' });
  }
  // a run of a's frames missing from b, between two kept frames, is a cut in b at the frame after the kept one
  for (let i = 0; i < aToB.length; i++) {
    if (aToB[i] !== -1) continue;
    const before = i > 0 ? aToB[i - 1]! : -1;
    while (i + 1 < aToB.length && aToB[i + 1] === -1) i++;
    const after = i + 1 < aToB.length ? aToB[i + 1]! : bToA.length;
    // a replacement (new frames where the old ones were) is already a `new` range
    if (after === before + 1)
      ranges.push({ frameIn: Math.min(after, bToA.length - 1), frameOut: Math.min(after, bToA.length - 1), kind: 'cut' });
  }
  return ranges.sort((x, y) => x.frameIn - y.frameIn || (x.kind === 'cut' ? -1 : 1));
}

/** Where a note of `a` lands in `b`. */
export interface Placement {
  frame: number;
  frameOut: number | null;
  /** unchanged: its frames are all kept (not yet addressed); changed: its frame kept, others of its span not; moved: found elsewhere; not_found: cut. */
  carry: 'unchanged' | 'changed' | 'moved' | 'not_found';
}

/** The frame of `b` closest in picture to frame `i` of `a`, if one is the same footage. */
function nearestMatch(a: Fingerprint, i: number, b: Fingerprint): number | null {
  let best = -1;
  let bestDistance = Infinity;
  for (let j = 0; j < b.frames; j++) {
    const d = cellDistance(a, i, b, j);
    if (d < bestDistance) {
      best = j;
      bestDistance = d;
    }
  }
  return bestDistance <= SAME_FRAME_LEVELS ? best : null;
}

/** Where `b` has what came at frame `i` of `a` in the cut: after the last kept frame before it. */
function positionOf(alignment: Alignment, i: number): number {
  for (let k = Math.min(i, alignment.aToB.length - 1); k >= 0; k--) if (alignment.aToB[k]! >= 0) return alignment.aToB[k]! + 1;
  return 0;
}

export function place(a: Fingerprint, b: Fingerprint, alignment: Alignment, note: { frame: number; frameOut: number | null }): Placement {
  const last = Math.max(0, b.frames - 1);
  const frameIn = Math.min(Math.max(note.frame, 0), a.frames - 1);
  const span = note.frameOut == null ? 0 : Math.max(0, Math.min(note.frameOut, a.frames - 1) - frameIn);
  const kept = alignment.aToB[frameIn]!;
  if (kept >= 0) {
    let unchanged = true;
    for (let k = 1; k <= span; k++) if (alignment.aToB[frameIn + k] !== kept + k) unchanged = false;
    const out = note.frameOut == null ? null : outOf(alignment, frameIn, span, kept, last);
    return { frame: kept, frameOut: out, carry: unchanged ? 'unchanged' : 'changed' };
  }
  const found = nearestMatch(a, frameIn, b);
  if (found != null) return { frame: found, frameOut: note.frameOut == null ? null : Math.min(found + span, last), carry: 'moved' };
  const at = Math.min(positionOf(alignment, frameIn), last);
  return { frame: at, frameOut: note.frameOut == null ? null : at, carry: 'not_found' };
}

/** A range note's out frame in `b`: its own out frame where kept, else as far as its span reaches. */
function outOf(alignment: Alignment, frameIn: number, span: number, kept: number, last: number): number {
  const out = alignment.aToB[frameIn + span]!;
  return out >= kept ? out : Math.min(kept + span, last);
}
