// A version's notes as a report for a client (issue #38 item 4): one self-contained HTML page (inline CSS, the pictures
// as data: URIs), printable on A4: per note its frame with the annotations drawn on it (review.annotate.ts), the frame,
// its 20 fps timecode and the source's timecode, the author, open or resolved, and its thread.
import { frameToTimecode, sourceFrameOf } from '@vms/shared';
import { sourceSpan, statusOf, timecodeAt, xmlText as esc, type ExportNote, type ExportVersion } from './review.export-model.js';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2328;background:#f6f7f9}
main{max-width:980px;margin:0 auto;padding:28px 20px}
header{border-bottom:2px solid #1f2328;padding-bottom:12px;margin-bottom:20px}
h1{font-size:22px;margin:0 0 4px}
.sub{color:#57606a;margin:0}
.counts{margin-top:8px;display:flex;gap:8px;flex-wrap:wrap}
.note{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:16px;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:14px;margin:0 0 16px;break-inside:avoid;page-break-inside:avoid}
.note img{width:100%;height:auto;display:block;border-radius:4px;background:#000}
.noimg{aspect-ratio:16/9;display:flex;align-items:center;justify-content:center;background:#eaeef2;color:#57606a;border-radius:4px}
h2{font-size:16px;margin:0 0 6px;display:flex;gap:8px;align-items:center}
.badge{display:inline-block;font-size:12px;font-weight:600;padding:1px 8px;border-radius:10px;border:1px solid}
.open{color:#b42318;border-color:#f4a8a0;background:#fef3f2}
.resolved{color:#067647;border-color:#94dcb4;background:#ecfdf3}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0 0 8px;font-size:13px}
dt{color:#57606a}dd{margin:0;font-variant-numeric:tabular-nums}
.text{white-space:pre-wrap;margin:6px 0 8px;font-size:15px}
ol{list-style:none;margin:0;padding:0 0 0 10px;border-left:3px solid #d0d7de}
li{margin:0 0 6px;white-space:pre-wrap}
li b{font-weight:600}
.when{color:#57606a;font-size:12px}
footer{color:#57606a;font-size:12px;margin-top:24px}
@media (max-width:700px){.note{grid-template-columns:1fr}}
@page{size:A4;margin:14mm}
@media print{body{background:#fff;font-size:11pt;-webkit-print-color-adjust:exact;print-color-adjust:exact}main{max-width:none;padding:0}.note{border-color:#bbb;grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
`;

const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
const rateText = (v: ExportVersion) => {
  const [num, den] = v.timeline.rate;
  const fps = Math.round((num / den) * 1000) / 1000;
  return v.sourceKnown
    ? `source timeline ${fps} fps${v.timeline.dropFrame ? ' drop-frame' : ''} from ${timecodeAt(v.timeline, 0)}`
    : `source timing unknown: the review copy's ${fps} fps from ${timecodeAt(v.timeline, 0)}`;
};

function note(v: ExportVersion, n: ExportNote, i: number, image: Buffer | undefined): string {
  const t = v.timeline;
  const range = n.frameOut != null;
  const status = statusOf(n);
  const picture = image
    ? `<img src="data:image/jpeg;base64,${image.toString('base64')}" alt="Frame ${n.frame} with its annotations">`
    : '<div class="noimg">No picture of this frame</div>';
  const thread = n.replies.length
    ? `<ol>${n.replies.map((r) => `<li><b>${esc(r.author)}</b> <span class="when">${esc(r.role)} · ${when(r.createdAt)}</span>\n${esc(r.text)}</li>`).join('')}</ol>`
    : '';
  return `<article class="note" data-comment="${esc(n.id)}">
<div>${picture}</div>
<div>
<h2>#${i + 1} <span class="badge ${status}">${status === 'open' ? 'Open' : 'Resolved'}</span></h2>
<dl>
<dt>Frame</dt><dd>${n.frame}${range ? ` – ${n.frameOut}` : ''}</dd>
<dt>Time (20 fps)</dt><dd>${frameToTimecode(n.frame)}${range ? ` – ${frameToTimecode(n.frameOut!)}` : ''}</dd>
<dt>Source timecode</dt><dd>${timecodeAt(t, sourceSpan(n, t).in)}${range ? ` – ${timecodeAt(t, sourceFrameOf(n.frameOut!, t.rate))}` : ''}</dd>
<dt>From</dt><dd>${esc(n.author)} (${esc(n.role)})</dd>
<dt>Written</dt><dd>${when(n.createdAt)}</dd>
</dl>
<div class="text">${esc(n.text) || '<i>Annotation only</i>'}</div>
${thread}
</div>
</article>`;
}

/** The report page; `images` holds each note's annotated frame (a jpeg) by its id. */
export function commentsReport(v: ExportVersion, notes: ExportNote[], images: Map<string, Buffer>, now = new Date()): string {
  const open = notes.filter((n) => !n.resolved).length;
  const title = `${v.projectName} — version ${v.version} comments`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header>
<h1>${esc(title)}</h1>
<p class="sub">${esc(v.fileName)} · ${esc(rateText(v))}</p>
<div class="counts"><span class="badge open">${open} open</span><span class="badge resolved">${notes.length - open} resolved</span></div>
</header>
${notes.length ? notes.map((n, i) => note(v, n, i, images.get(n.id))).join('\n') : '<p>No comments on this version.</p>'}
<footer>Exported ${when(now)}.</footer>
</main>
</body>
</html>
`;
}
