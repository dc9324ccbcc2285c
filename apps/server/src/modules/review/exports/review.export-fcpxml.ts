// A version's notes as FCPXML 1.10 (Final Cut Pro; DaVinci Resolve imports it too): a project whose sequence runs at the
// source's frame rate from its start timecode, one gap clip spanning the version, and on it a to-do marker per note
// (`completed="0"` open, `"1"` resolved) at the note's source frame, as long as its range.
import type { SourceTimeline } from '@vms/shared';
import { oneLine, sourceLength, sourceSpan, statusOf, xmlText, type ExportNote, type ExportVersion } from './review.export-model.js';

/** The frame size the format names: the upload's own is not kept, so the common HD size (the markers do not depend on it). */
export const FCPXML_FRAME = { width: 1920, height: 1080 } as const;

/** n frames of the timeline as an FCPXML rational time ("1001/30000s"; whole seconds as "3600s"). */
export function fcpTime(t: SourceTimeline, frames: number): string {
  const [num, den] = t.rate;
  const top = frames * den;
  if (top === 0) return '0s';
  return top % num === 0 ? `${top / num}s` : `${top}/${num}s`;
}

const attrs = (o: Record<string, string | number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}="${xmlText(v)}"`)
    .join(' ');

/** A note's marker: its name the text, its note the author, status and replies. */
function marker(t: SourceTimeline, n: ExportNote): string {
  const span = sourceSpan(n, t);
  const thread = n.replies.map((r) => `${r.author}: ${oneLine(r.text, 500)}`).join(' / ');
  return `<marker ${attrs({
    start: fcpTime(t, t.startFrame + span.in),
    duration: fcpTime(t, span.out - span.in),
    value: oneLine(n.text),
    completed: n.resolved ? '1' : '0',
    note: `${n.author} (${n.role}), ${statusOf(n)}${thread ? ` — ${thread}` : ''}`,
  })}/>`;
}

export function commentsFcpxml(v: ExportVersion, notes: ExportNote[]): string {
  const t = v.timeline;
  const name = `${v.projectName} v${v.version} comments`;
  const length = Math.max(sourceLength(v), ...notes.map((n) => sourceSpan(n, t).out));
  const start = fcpTime(t, t.startFrame);
  const duration = fcpTime(t, length);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    '<fcpxml version="1.10">',
    '  <resources>',
    `    <format ${attrs({ id: 'r1', frameDuration: fcpTime(t, 1), width: FCPXML_FRAME.width, height: FCPXML_FRAME.height })}/>`,
    '  </resources>',
    '  <library>',
    `    <event ${attrs({ name })}>`,
    `      <project ${attrs({ name })}>`,
    `        <sequence ${attrs({ format: 'r1', duration, tcStart: start, tcFormat: t.dropFrame ? 'DF' : 'NDF' })}>`,
    '          <spine>',
    `            <gap ${attrs({ name: v.fileName, offset: start, start, duration })}>`,
    ...notes.map((n) => `              ${marker(t, n)}`),
    '            </gap>',
    '          </spine>',
    '        </sequence>',
    '      </project>',
    '    </event>',
    '  </library>',
    '</fcpxml>',
    '',
  ].join('\n');
}
