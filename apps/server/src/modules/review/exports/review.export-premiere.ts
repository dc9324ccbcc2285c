// A version's notes as Premiere Pro markers: an xmeml sequence (Final Cut Pro 7 XML, which Premiere imports as a
// sequence) at the source's timebase (`ntsc` TRUE for 23.976, 29.97, 59.94) from its start timecode, with a sequence
// marker per note: its text as the name, author, status and replies as the comment, in and out in source frames.
import type { SourceTimeline } from '@vms/shared';
import { FCPXML_FRAME } from './review.export-fcpxml.js';
import {
  oneLine,
  sourceLength,
  sourceSpan,
  statusOf,
  timecodeAt,
  xmlText,
  type ExportNote,
  type ExportVersion,
} from './review.export-model.js';

/** The xmeml rate of a timeline: the nominal frames per second and whether it runs 1000/1001 slower. */
export function xmemlRate(t: SourceTimeline): { timebase: number; ntsc: boolean } {
  const [num, den] = t.rate;
  return { timebase: Math.round(num / den), ntsc: num % den !== 0 };
}

const rate = (t: SourceTimeline) => {
  const r = xmemlRate(t);
  return `<rate><timebase>${r.timebase}</timebase><ntsc>${r.ntsc ? 'TRUE' : 'FALSE'}</ntsc></rate>`;
};

function marker(t: SourceTimeline, n: ExportNote): string {
  const span = sourceSpan(n, t);
  const thread = n.replies.map((r) => `${r.author}: ${oneLine(r.text, 500)}`).join('\n');
  const comment = `${n.author} (${n.role}), ${statusOf(n)}${thread ? `\n${thread}` : ''}`;
  // a point marker's out is -1; a range's out is its first frame after the range
  const out = n.frameOut == null ? -1 : span.out;
  return `      <marker><name>${xmlText(oneLine(n.text))}</name><comment>${xmlText(comment)}</comment><in>${span.in}</in><out>${out}</out></marker>`;
}

export function commentsPremiere(v: ExportVersion, notes: ExportNote[]): string {
  const t = v.timeline;
  const length = Math.max(sourceLength(v), ...notes.map((n) => sourceSpan(n, t).out));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '  <sequence id="sequence-1">',
    `    <name>${xmlText(`${v.projectName} v${v.version} comments`)}</name>`,
    `    <duration>${length}</duration>`,
    `    ${rate(t)}`,
    '    <timecode>',
    `      ${rate(t)}`,
    `      <string>${timecodeAt(t, 0)}</string>`,
    `      <frame>${t.startFrame}</frame>`,
    `      <displayformat>${t.dropFrame ? 'DF' : 'NDF'}</displayformat>`,
    '    </timecode>',
    '    <media>',
    '      <video>',
    `        <format><samplecharacteristics>${rate(t)}<width>${FCPXML_FRAME.width}</width><height>${FCPXML_FRAME.height}</height></samplecharacteristics></format>`,
    '        <track></track>',
    '      </video>',
    '    </media>',
    ...notes.map((n) => marker(t, n)),
    '  </sequence>',
    '</xmeml>',
    '',
  ].join('\n');
}
