// A version's comments as CSV (one row per comment and reply) and as a CMX3600 EDL of markers that Premiere and Resolve
// import: one event per comment at its frame (20 fps timecode), the text as the marker name.
import { frameToTimecode } from '@vms/shared';

interface ExportComment {
  commentId: string;
  frame: number;
  frameOut?: number | null;
  commentTime: string;
  commentFrom: string;
  commentCompleted: boolean;
  commentAccepted: boolean;
  comments: { commentUser: string; commentText: string; parentId?: string | null }[];
}

const csvCell = (v: string | number | boolean) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function commentsCsv(groups: ExportComment[]): string {
  const rows: (string | number | boolean)[][] = [
    ['Timecode', 'Frame', 'Out frame', 'From', 'User', 'Comment', 'Reply', 'Completed', 'Accepted'],
  ];
  for (const g of groups)
    for (const [i, c] of g.comments.entries())
      rows.push([
        g.commentTime,
        g.frame,
        g.frameOut ?? '',
        g.commentFrom,
        c.commentUser,
        c.commentText,
        i > 0,
        g.commentCompleted,
        g.commentAccepted,
      ]);
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Frames at 20 fps as a 20 fps EDL timecode. */
export function commentsEdl(groups: ExportComment[], title: string): string {
  const lines = [`TITLE: ${title.replace(/[\r\n]/g, ' ')}`, 'FCM: NON-DROP FRAME', ''];
  groups.forEach((g, i) => {
    const tcIn = frameToTimecode(g.frame);
    const tcOut = frameToTimecode((g.frameOut ?? g.frame) + 1);
    const n = String(i + 1).padStart(3, '0');
    const text = (g.comments[0]?.commentText || 'Annotation').replace(/[\r\n|]+/g, ' ').slice(0, 200);
    lines.push(`${n}  AX       V     C        ${tcIn} ${tcOut} ${tcIn} ${tcOut}`);
    lines.push(`* FROM CLIP NAME: ${g.commentFrom}`);
    lines.push(`|C:ResolveColorRed |M:${text} |D:${Math.max(1, (g.frameOut ?? g.frame) - g.frame + 1)}`);
    lines.push('');
  });
  return lines.join('\n');
}

export function saveText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
