// A version's notes as CSV (RFC 4180: quoted where needed, quotes doubled, CRLF), one row per note with its replies in
// one cell: the review frame and its 20 fps timecode (the spec's commentTime) beside the source's own timecodes.
import { frameToTimecode, sourceFrameOf } from '@vms/shared';
import { sourceSpan, statusOf, timecodeAt, type ExportNote, type ExportVersion } from './review.export-model.js';

export const CSV_COLUMNS = [
  'version',
  'frame',
  'commentTime',
  'sourceTimecode',
  'sourceTimecodeOut',
  'author',
  'role',
  'status',
  'text',
  'replies',
] as const;

export const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function commentsCsv(v: ExportVersion, notes: ExportNote[]): string {
  const t = v.timeline;
  const rows: (string | number)[][] = [[...CSV_COLUMNS]];
  for (const n of notes)
    rows.push([
      v.version,
      n.frame,
      frameToTimecode(n.frame),
      timecodeAt(t, sourceSpan(n, t).in),
      n.frameOut == null ? '' : timecodeAt(t, sourceFrameOf(n.frameOut, t.rate)),
      n.author,
      n.role,
      statusOf(n),
      n.text,
      n.replies.map((r) => `${r.author}: ${r.text}`).join('\n'),
    ]);
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
