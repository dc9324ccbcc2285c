// The export formats as pure functions (issue #38 item 4), each checked against its published structure: Resolve's
// marker EDL (CMX3600 events with |C: |M: |D:), FCPXML 1.10 (the elements and attributes its DTD requires, parsed as
// XML), Premiere's xmeml markers, RFC 4180 CSV parsed back, and the report's pictures with their drawn annotations.
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { REVIEW_TIMELINE, sourceTimelineOf } from '@vms/shared';
import { annotatedFrame } from './review.annotate.js';
import { CSV_COLUMNS, commentsCsv } from './review.export-csv.js';
import { commentsEdl, EDL_COLOURS } from './review.export-edl.js';
import { commentsFcpxml, fcpTime } from './review.export-fcpxml.js';
import type { ExportNote, ExportVersion } from './review.export-model.js';
import { commentsPremiere } from './review.export-premiere.js';
import { commentsReport } from './review.report.js';

const NTSC = sourceTimelineOf({ frameRate: '30000/1001', startTimecode: '01:00:00;00' })!;
const at = new Date('2026-11-20T15:00:00Z');
const version = (timeline = NTSC, sourceKnown = true): ExportVersion => ({
  projectName: 'Maple & "Oak" <St>',
  version: 2,
  fileName: 'draft-v2.mp4',
  timeline,
  sourceKnown,
  frames: 800,
});
const notes: ExportNote[] = [
  {
    id: 'a'.repeat(24),
    frame: 40,
    frameOut: null,
    text: 'Logo, "too" close\nmove it | left',
    author: 'Paula',
    role: 'PM',
    resolved: true,
    createdAt: at,
    replies: [{ author: 'Eddie', role: 'EDITOR', text: 'Fixed, see v3', createdAt: at }],
    annotations: [{ shape: 'rectangle', colour: '#C92020', width: 10, points: [0.1, 0.1, 0.5, 0.5] }],
  },
  {
    id: 'b'.repeat(24),
    frame: 400,
    frameOut: 439,
    text: 'Music too loud here',
    author: 'Casey',
    role: 'USER',
    resolved: false,
    createdAt: at,
    replies: [],
    annotations: [],
  },
];

const xml = (text: string) => {
  const doc = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const attrsOf = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
/** An FCPXML time ("1001/30000s", "3600s") in seconds. */
const seconds = (time: string) => {
  const m = /^(\d+)(?:\/(\d+))?s$/.exec(time);
  expect(m, time).not.toBeNull();
  return Number(m![1]) / Number(m![2] ?? 1);
};

describe('EDL markers (DaVinci Resolve)', () => {
  it('writes CMX3600 events at the source timecode with colour, name and duration', () => {
    const lines = commentsEdl(version(), notes).split('\n');
    expect(lines[0]).toBe('TITLE: Maple & "Oak" <St> v2');
    expect(lines[1]).toBe('FCM: DROP FRAME');
    // frame 40 at 20 fps is 2 s: source frame 59 (29.97), 01:00:01;29; a point marker lasts one frame
    expect(lines[3]).toBe('001  001      V     C        01:00:01;29 01:00:02;00 01:00:01;29 01:00:02;00  ');
    expect(lines[4]).toBe(
      `Paula (PM), resolved - Eddie: Fixed, see v3 |C:${EDL_COLOURS.resolved} |M:Logo, "too" close move it / left |D:1`,
    );
    // frames 400–439 are 20.0–22.0 s: source frames 599–658, 60 frames
    expect(lines[6]).toMatch(/^002 {2}001 {6}V {5}C {8}01:00:19;29 01:00:20;00 01:00:19;29 01:00:20;00 {2}$/);
    expect(lines[7]).toBe(`Casey (USER), open |C:${EDL_COLOURS.open} |M:Music too loud here |D:60`);
    const event = /^\d{3} {2}\d{3} {6}V {5}C {8}(\d\d:\d\d:\d\d[:;]\d\d) (\S+) (\S+) (\S+) {2}$/;
    for (const l of lines.filter((x) => /^\d{3} /.test(x))) expect(l).toMatch(event);
  });
  it('counts at 20 fps from zero, non-drop, when the source is unknown', () => {
    const edl = commentsEdl(version(REVIEW_TIMELINE, false), notes);
    expect(edl).toContain('FCM: NON-DROP FRAME');
    expect(edl).toContain('001  001      V     C        00:00:02:00 00:00:02:01 00:00:02:00 00:00:02:01');
    expect(edl).toContain('|D:40');
  });
});

describe('FCPXML 1.10', () => {
  const doc = xml(commentsFcpxml(version(), notes));
  it('has the structure the DTD requires', () => {
    const root = doc.documentElement;
    expect(root.tagName).toBe('fcpxml');
    expect(root.getAttribute('version')).toBe('1.10');
    // fcpxml (import-options?, resources?, library…); library (event…); event (project…); project (sequence);
    // sequence (note?, spine, metadata?) with format IDREF required; spine (gap…); gap (marker…) with duration required
    expect([...root.children].map((c) => c.tagName)).toEqual(['resources', 'library']);
    const format = doc.querySelector('resources > format')!;
    expect(attrsOf(format)).toMatchObject({ id: 'r1', frameDuration: '1001/30000s' });
    const sequence = doc.querySelector('library > event > project > sequence')!;
    expect([...sequence.children].map((c) => c.tagName)).toEqual(['spine']);
    expect(sequence.getAttribute('format')).toBe(format.getAttribute('id'));
    expect(sequence.getAttribute('tcFormat')).toBe('DF');
    // 01:00:00;00 drop-frame is frame 107892
    expect(sequence.getAttribute('tcStart')).toBe(fcpTime(NTSC, 107892));
    expect(seconds(sequence.getAttribute('tcStart')!)).toBeCloseTo((107892 * 1001) / 30000, 9);
    const gap = doc.querySelector('sequence > spine > gap')!;
    expect(gap.getAttribute('duration')).toBe(sequence.getAttribute('duration'));
    expect(gap.getAttribute('start')).toBe(sequence.getAttribute('tcStart'));
    const markers = [...gap.children];
    expect(markers.map((m) => m.tagName)).toEqual(['marker', 'marker']);
    for (const m of markers) {
      // marker EMPTY; start and value required; completed makes it a to-do
      expect(m.children).toHaveLength(0);
      expect(Object.keys(attrsOf(m)).sort()).toEqual(['completed', 'duration', 'note', 'start', 'value']);
      expect(seconds(m.getAttribute('start')!)).toBeGreaterThanOrEqual(seconds(gap.getAttribute('start')!));
    }
  });
  it('puts each marker on its source frame, ranges as long as they are, open and resolved as to-dos', () => {
    const [first, second] = [...doc.querySelectorAll('marker')];
    expect(attrsOf(first!)).toMatchObject({
      start: fcpTime(NTSC, 107892 + 59),
      duration: '1001/30000s',
      value: 'Logo, "too" close move it | left',
      completed: '1',
    });
    expect(first!.getAttribute('note')).toContain('Eddie: Fixed, see v3');
    expect(attrsOf(second!)).toMatchObject({ start: fcpTime(NTSC, 107892 + 599), duration: fcpTime(NTSC, 60), completed: '0' });
  });
  it('counts whole frames at integer rates', () => {
    expect(fcpTime(REVIEW_TIMELINE, 40)).toBe('2s');
    expect(fcpTime(REVIEW_TIMELINE, 41)).toBe('41/20s');
    expect(
      xml(commentsFcpxml(version(REVIEW_TIMELINE, false), notes))
        .querySelector('sequence')!
        .getAttribute('tcFormat'),
    ).toBe('NDF');
  });
});

describe('Premiere Pro markers (xmeml)', () => {
  const doc = xml(commentsPremiere(version(), notes));
  it('is an xmeml sequence at the source timebase with its start timecode', () => {
    expect(doc.documentElement.tagName).toBe('xmeml');
    const seq = doc.querySelector('xmeml > sequence')!;
    expect(seq.querySelector(':scope > rate > timebase')!.textContent).toBe('30');
    expect(seq.querySelector(':scope > rate > ntsc')!.textContent).toBe('TRUE');
    expect(seq.querySelector(':scope > timecode > string')!.textContent).toBe('01:00:00;00');
    expect(seq.querySelector(':scope > timecode > frame')!.textContent).toBe('107892');
    expect(seq.querySelector(':scope > timecode > displayformat')!.textContent).toBe('DF');
    expect(Number(seq.querySelector(':scope > duration')!.textContent)).toBeGreaterThanOrEqual(659);
  });
  it('has a marker per note: name, comment, in and out in source frames', () => {
    const markers = [...doc.querySelectorAll('sequence > marker')];
    expect(markers.map((m) => [...m.children].map((c) => c.tagName))).toEqual([
      ['name', 'comment', 'in', 'out'],
      ['name', 'comment', 'in', 'out'],
    ]);
    const text = (m: Element, tag: string) => m.querySelector(tag)!.textContent;
    expect([text(markers[0]!, 'in'), text(markers[0]!, 'out')]).toEqual(['59', '-1']);
    expect([text(markers[1]!, 'in'), text(markers[1]!, 'out')]).toEqual(['599', '659']);
    expect(text(markers[0]!, 'comment')).toBe('Paula (PM), resolved\nEddie: Fixed, see v3');
    expect(text(markers[1]!, 'name')).toBe('Music too loud here');
  });
  it('is not NTSC at whole rates', () => {
    const d = xml(commentsPremiere(version(sourceTimelineOf({ frameRate: '25', startTimecode: '10:00:00:00' })!), notes));
    expect(d.querySelector('sequence > rate > ntsc')!.textContent).toBe('FALSE');
    expect(d.querySelector('sequence > timecode > displayformat')!.textContent).toBe('NDF');
    expect(d.querySelector('sequence > marker > in')!.textContent).toBe('50');
  });
});

/** RFC 4180: fields split by commas, records by CRLF, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n' || c === '\r' || c === '"') throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    else field += c;
  }
  if (field || row.length) throw new Error('the last record does not end with CRLF');
  return rows;
}

describe('CSV', () => {
  it('parses back as RFC 4180 with the columns, both timecodes, status and the thread', () => {
    const rows = parseCsv(commentsCsv(version(), notes));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const rec = rows.slice(1).map((r) => Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, r[i]])));
    expect(rec).toEqual([
      {
        version: '2',
        frame: '40',
        commentTime: '00:00:02:00',
        sourceTimecode: '01:00:01;29',
        sourceTimecodeOut: '',
        author: 'Paula',
        role: 'PM',
        status: 'resolved',
        text: 'Logo, "too" close\nmove it | left',
        replies: 'Eddie: Fixed, see v3',
      },
      expect.objectContaining({
        frame: '400',
        commentTime: '00:00:20:00',
        sourceTimecode: '01:00:19;29',
        sourceTimecodeOut: '01:00:21;27',
        status: 'open',
      }),
    ]);
  });
});

describe('report', () => {
  const grey = () =>
    sharp({ create: { width: 640, height: 360, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
  const pixel = async (jpeg: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const o = (y * info.width + x) * info.channels;
    return [data[o]!, data[o + 1]!, data[o + 2]!];
  };
  it('draws the annotation on the frame: the pixel under the red rectangle turns red, one beside it stays grey', async () => {
    const drawn = await annotatedFrame(await grey(), notes[0]!.annotations);
    // the rectangle's left edge runs at x = 64 from y = 36 to 180 on a 640×360 frame
    const [r, g, b] = await pixel(drawn, 64, 100);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    const [r2, g2] = await pixel(drawn, 300, 300);
    expect(Math.abs(r2! - 128)).toBeLessThan(12);
    expect(Math.abs(g2! - 128)).toBeLessThan(12);
  });
  it('draws every shape without failing, within the frame', async () => {
    const shapes = ['freeform', 'rectangle', 'circle', 'line', 'arrow', 'hexagon', 'pentagon', 'triangle'] as const;
    const drawn = await annotatedFrame(
      await grey(),
      shapes.map((shape, i) => ({
        shape,
        colour: '#41B5F2',
        width: 5,
        points: [0.05 + i * 0.1, 0.2, 0.12 + i * 0.1, 0.4, 0.1 + i * 0.1, 0.6],
      })),
    );
    expect((await sharp(drawn).metadata()).width).toBe(640);
    const [r, , b] = await pixel(drawn, 32, 72); // the freeform's first point
    expect(b).toBeGreaterThan(r! + 40);
  });
  it('is one page with an <img> per note (data: URIs), timecodes, status and thread', async () => {
    const images = new Map([[notes[0]!.id, await annotatedFrame(await grey(), notes[0]!.annotations)]]);
    const html = commentsReport(version(), notes, images);
    const doc = new JSDOM(html).window.document;
    const articles = [...doc.querySelectorAll('article.note')];
    expect(articles).toHaveLength(2);
    expect(articles[0]!.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(articles[1]!.querySelector('img')).toBeNull(); // no picture given: said so
    expect(articles[1]!.textContent).toContain('No picture of this frame');
    expect(articles[0]!.textContent).toContain('00:00:02:00');
    expect(articles[0]!.textContent).toContain('01:00:01;29');
    expect(articles[0]!.querySelector('.badge')!.textContent).toBe('Resolved');
    expect(articles[1]!.querySelector('.badge')!.textContent).toBe('Open');
    expect(articles[0]!.querySelector('ol li')!.textContent).toContain('Fixed, see v3');
    expect(doc.title).toBe('Maple & "Oak" <St> — version 2 comments');
    expect(html).not.toMatch(/<(script|link)\b|src="http/); // self-contained
    expect(html).toContain('@page{size:A4');
  });
});
