// A version's notes as a CMX3600 EDL of markers, as DaVinci Resolve writes and reads them (Timeline > Import > Timeline
// Markers from EDL): one event per note at its source timecode, then the marker's notes (author, status, thread),
// colour, name (the note's text) and duration in frames.
import { oneLine, sourceSpan, statusOf, timecodeAt, type ExportNote, type ExportVersion } from './review.export-model.js';

/** Open notes are red markers, resolved ones green. */
export const EDL_COLOURS = { open: 'ResolveColorRed', resolved: 'ResolveColorGreen' } as const;

export function commentsEdl(v: ExportVersion, notes: ExportNote[]): string {
  const t = v.timeline;
  const lines = [`TITLE: ${oneLine(`${v.projectName} v${v.version}`, 70)}`, `FCM: ${t.dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME'}`, ''];
  notes.forEach((n, i) => {
    const span = sourceSpan(n, t);
    const tcIn = timecodeAt(t, span.in);
    const tcOut = timecodeAt(t, span.in + 1);
    // Resolve's marker line: its notes, then colour, name and duration; '|' separates the fields, so none in the text
    const name = oneLine(n.text).replace(/\|/g, '/');
    const thread = n.replies.map((r) => `${r.author}: ${r.text}`).join(' / ');
    const remark = oneLine(`${n.author} (${n.role}), ${statusOf(n)}${thread ? ` - ${thread}` : ''}`, 500).replace(/\|/g, '/');
    const colour = n.resolved ? EDL_COLOURS.resolved : EDL_COLOURS.open;
    lines.push(`${String(i + 1).padStart(3, '0')}  001      V     C        ${tcIn} ${tcOut} ${tcIn} ${tcOut}  `);
    lines.push(`${remark} |C:${colour} |M:${name} |D:${span.out - span.in}`);
    lines.push('');
  });
  return lines.join('\n');
}
