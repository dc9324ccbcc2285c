// What every export of a version's comments reads (issue #38 item 4), loaded once by review.exports.ts: the notes (top
// comments with their replies, open or resolved) and the version's timeline as the editor's is: the uploaded file's
// frame rate and start timecode, or the review copy's 20 fps from 00:00:00:00 when they are unknown.
import { sourceFrameOf, timelineTimecode, type Annotation, type SourceTimeline } from '@vms/shared';

export interface ExportReply {
  author: string;
  role: string;
  text: string;
  createdAt: Date;
}

export interface ExportNote {
  id: string;
  /** Review frames (20 fps), as stored; `frameOut` ends a range comment (inclusive). */
  frame: number;
  frameOut: number | null;
  text: string;
  author: string;
  role: string;
  /** Resolved is a comment marked complete. */
  resolved: boolean;
  createdAt: Date;
  replies: ExportReply[];
  annotations: Annotation[];
}

export interface ExportVersion {
  projectName: string;
  version: number;
  fileName: string;
  /** The source's timeline, or REVIEW_TIMELINE when its timing is unknown (`sourceKnown` false). */
  timeline: SourceTimeline;
  sourceKnown: boolean;
  /** The version's length in review frames, at least past its last note. */
  frames: number;
}

/** A note's span on the source's timeline, in source frames from its first: a point is one frame, a range to its end. */
export function sourceSpan(note: Pick<ExportNote, 'frame' | 'frameOut'>, t: SourceTimeline): { in: number; out: number } {
  const start = sourceFrameOf(note.frame, t.rate);
  const end = note.frameOut == null ? start + 1 : sourceFrameOf(note.frameOut + 1, t.rate);
  return { in: start, out: Math.max(start + 1, end) };
}

/** The version's length on the source's timeline, in source frames. */
export const sourceLength = (v: ExportVersion) => Math.max(1, sourceFrameOf(v.frames, v.timeline.rate));

/** The timecode of a source frame (from the timeline's first frame). */
export const timecodeAt = (t: SourceTimeline, frame: number) => timelineTimecode(t, frame);

export const statusOf = (n: Pick<ExportNote, 'resolved'>) => (n.resolved ? 'resolved' : 'open');

/** A note's text on one line (marker names): whitespace collapsed, an empty note named by its drawing. */
export const oneLine = (text: string, max = 200) => text.replace(/\s+/g, ' ').trim().slice(0, max) || '(annotation)';

/** Text for XML content and attribute values. */
export const xmlText = (v: string | number) =>
  String(v)
    // characters XML 1.0 cannot carry at all
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');

/** The file name of an export: `<project>-v<version>-comments.<ext>`. */
export const exportFileName = (v: Pick<ExportVersion, 'projectName' | 'version'>, suffix: string) =>
  // path separators, characters file systems refuse, and control characters
  // eslint-disable-next-line no-control-regex
  `${v.projectName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'review'}-v${v.version}-${suffix}`;
