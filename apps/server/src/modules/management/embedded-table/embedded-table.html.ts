// The HTML of VMS's embedded project table (embedded-table.ts, docs/adr/0013): a whole page, no script. It looks as
// the app's own table does (the theme's indigo links, gray.7 secondary text, the light plan badges, new rows in
// yellow.0) and turns into a list on a phone-sized frame, by CSS alone. Every value from the database is escaped.
import { MANAGEMENT_BASE, MANAGEMENT_MESSAGES, PAGE_SIZE, PAGINATION_NEIGHBOURS, managementDetailPath } from '@vms/shared';
import { escapeHtml } from '../../../platform/html.js';
import type { ListedProject } from '../projects/projects.service.js';

/** MM/DD/YYYY, the app's DATE_FORMAT, in UTC: the server does not know the viewer's time zone. */
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
const formatDay = (d: Date | null) => (d ? day.format(d) : '');

/** The page numbers shown: the first, the last, and PAGINATION_NEIGHBOURS on either side of the current; null is a gap. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = Math.max(1, page - PAGINATION_NEIGHBOURS); p <= Math.min(pages, page + PAGINATION_NEIGHBOURS); p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fff;color:#000;font:14px/1.55 Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}
main{padding:16px;min-height:100dvh}
header{display:flex;justify-content:space-between;align-items:baseline;gap:10px;margin-bottom:12px}
h1{margin:0;font-size:18px;font-weight:700;line-height:1.3}
.dim{color:#495057;font-size:12px}
header .dim,.pager .dim{font-size:14px;margin:0}
.panel{border:1px solid #dee2e6;border-radius:8px;padding:10px}
table{width:100%;border-collapse:collapse;min-width:640px}
.scroll{overflow-x:auto}
th{text-align:left;font-weight:700;padding:7px 10px;border-bottom:1px solid #dee2e6}
td{padding:10px;border-bottom:1px solid #dee2e6;vertical-align:top}
tbody tr:hover{background:#f8f9fa}
tr.new,tr.new:hover,li.new{background:#fff9db}
a{color:#3b5bdb;text-decoration:none;font-weight:600}
a:hover{text-decoration:underline}
a:focus-visible{outline:2px solid #3b5bdb;outline-offset:2px;border-radius:4px}
.badge{display:inline-block;padding:0 8px;border-radius:32px;font-size:11px;font-weight:700;line-height:18px;text-transform:uppercase;letter-spacing:.25px;background:#edf2ff;color:#3b5bdb;vertical-align:middle}
.badge.fresh{background:#e67700;color:#000;font-size:9px;line-height:14px;padding:0 6px;margin-left:8px}
.empty{text-align:center;padding:32px 0;color:#495057;margin:0}
.empty+.empty{padding-top:0}
.pager{display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap;gap:10px;margin-top:12px}
.pages{display:flex;gap:8px;list-style:none;margin:0;padding:0;flex-wrap:wrap}
.pages a,.pages span{display:inline-flex;align-items:center;justify-content:center;min-width:32px;height:32px;padding:0 8px;border:1px solid #ced4da;border-radius:8px;color:#000;font-weight:400}
.pages a[aria-current=page]{background:#3b5bdb;border-color:#3b5bdb;color:#fff}
.pages span{border-color:transparent}
.pages .off{color:#868e96;border-color:#e9ecef}
ul.rows{list-style:none;margin:0;padding:0;display:none}
ul.rows li{padding:10px;border-bottom:1px solid #e9ecef}
ul.rows .meta{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:center;margin-top:4px;font-size:12px}
@media (max-width:48em){main{padding:10px}.panel{padding:0}.scroll{display:none}ul.rows{display:block}.pager{padding:10px}}
`;

export interface EmbeddedTableView {
  projects: ListedProject[];
  totalCount: number;
  page: number;
  /** The page's link to another page of the table (the access token and the page number). */
  hrefOfPage: (page: number) => string;
}

const status = (p: ListedProject) => escapeHtml(p.plan === 'BRONZE' ? p.status.toUpperCase() : p.status);
const nameLink = (p: ListedProject) =>
  `<a href="${escapeHtml(managementDetailPath('active-projects', { id: String(p.number), plan: p.plan }))}" target="_top">${escapeHtml(p.projectName)}</a>${p.isNew ? '<span class="badge fresh">New</span>' : ''}`;

function table(projects: ListedProject[]): string {
  const rows = projects
    .map(
      (p) =>
        `<tr${p.isNew ? ' class="new" data-new="true"' : ''}><td>${nameLink(p)}<div class="dim">#${p.number}</div></td>` +
        `<td><span class="badge">${escapeHtml(p.plan)}</span></td><td>${status(p)}</td>` +
        `<td>${formatDay(p.createdAt)}</td><td>${formatDay(p.updatedAt)}</td></tr>`,
    )
    .join('');
  const list = projects
    .map(
      (p) =>
        `<li${p.isNew ? ' class="new"' : ''}>${nameLink(p)}<div class="meta"><span class="badge">${escapeHtml(p.plan)}</span>` +
        `<span>${status(p)}</span><span class="dim">#${p.number} · updated ${formatDay(p.updatedAt)}</span></div></li>`,
    )
    .join('');
  return (
    `<div class="scroll"><table aria-label="Projects"><thead><tr><th>Project</th><th>Plan</th><th>Status</th><th>Created</th><th>Updated</th></tr></thead>` +
    `<tbody>${rows}</tbody></table></div><ul class="rows" aria-label="Projects">${list}</ul>`
  );
}

function pager(view: EmbeddedTableView): string {
  const pages = Math.max(1, Math.ceil(view.totalCount / PAGE_SIZE));
  const first = (view.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(view.totalCount, view.page * PAGE_SIZE);
  const link = (page: number, label: string, text: string, current = false) =>
    `<li><a href="${escapeHtml(view.hrefOfPage(page))}" aria-label="${label}"${current ? ' aria-current="page"' : ''}>${text}</a></li>`;
  const edge = (page: number, label: string, text: string) =>
    page < 1 || page > pages
      ? `<li><span class="off" aria-label="${label}" aria-disabled="true">${text}</span></li>`
      : link(page, label, text);
  const numbers = pageNumbers(view.page, pages)
    .map((p) => (p === null ? '<li><span aria-hidden="true">…</span></li>' : link(p, `Page ${p}`, String(p), p === view.page)))
    .join('');
  const controls =
    pages > 1
      ? `<ul class="pages">${edge(view.page - 1, 'previous page', '‹')}${numbers}${edge(view.page + 1, 'next page', '›')}</ul>`
      : '';
  return `<nav class="pager" aria-label="Active projects pages"><p class="dim">${first}–${last} of ${view.totalCount}</p>${controls}</nav>`;
}

const documentOf = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Active Projects</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The table of the viewer's active projects, one page of PAGE_SIZE, with the pager. */
export function embeddedTablePage(view: EmbeddedTableView): string {
  const count = view.totalCount > 0 ? `<p class="dim">${view.totalCount} ${view.totalCount === 1 ? 'project' : 'projects'}</p>` : '';
  const content =
    view.totalCount === 0
      ? `<p class="empty" role="status">${escapeHtml(MANAGEMENT_MESSAGES.noActiveProjects)}</p>`
      : `${table(view.projects)}${pager(view)}`;
  return documentOf(`<header><h1>Active Projects</h1>${count}</header><div class="panel">${content}</div>`);
}

/** What the frame shows instead of the table: why, and a way back to a page that makes a new frame. */
export function embeddedTableRefusal(message: string): string {
  return documentOf(
    `<header><h1>Active Projects</h1></header><div class="panel"><p class="empty" role="alert">${escapeHtml(message)}</p>` +
      `<p class="empty"><a href="${MANAGEMENT_BASE}/active-projects" target="_top">Reload the active projects</a></p></div>`,
  );
}
