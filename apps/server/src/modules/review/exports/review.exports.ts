// One version's comments as a file for an editor or a client (issue #38 item 4): loaded after the review policy's check
// (whoever sees the comments in the player: signed-in people who reach the project, a verified guest on a Bronze
// link), as notes with their threads on the source's timeline, and written by the format's pure function.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { asc, eq } from 'drizzle-orm';
import { isReviewImage, REVIEW_TIMELINE, sourceTimelineOf, type ReviewExportFormat } from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { forbidden } from '../../../platform/errors.js';
import { runFfmpeg } from '../../../platform/render/ffmpeg.js';
import type { Services } from '../../../services.js';
import { annotatedFrame } from './review.annotate.js';
import { commentsCsv } from './review.export-csv.js';
import { commentsEdl } from './review.export-edl.js';
import { commentsFcpxml } from './review.export-fcpxml.js';
import { exportFileName, type ExportNote, type ExportVersion } from './review.export-model.js';
import { commentsPremiere } from './review.export-premiere.js';
import { reviewerFor, seesComments, situationOf } from '../review.policy.js';
import { commentsReport } from './review.report.js';
import { reviewComments, reviewFingerprints, type ReviewAssetRow } from '../review.table.js';
import { assetById, noSuchAsset, projectOf } from '../versions/review.versions.js';

type Deps = Pick<Services, 'db' | 'config' | 'storage'>;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/** The notes of a version (top comments by frame, each with its replies) and the version's timeline. */
export async function exportData(
  s: Pick<Services, 'db'>,
  asset: ReviewAssetRow,
  projectName: string,
): Promise<{ version: ExportVersion; notes: (ExportNote & { screenshotKey: string | null })[] }> {
  const rows = await s.db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.assetId, asset.id))
    .orderBy(asc(reviewComments.frame), asc(reviewComments.createdAt));
  const notes = rows
    .filter((c) => !c.parentId)
    .map((c) => ({
      id: c.id,
      frame: c.frame,
      frameOut: c.frameOut,
      text: c.commentText,
      author: c.userName,
      role: c.userRole,
      resolved: !!c.completedAt,
      createdAt: c.createdAt,
      annotations: c.annotations,
      screenshotKey: c.screenshotKey,
      replies: rows
        .filter((r) => r.parentId === c.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((r) => ({ author: r.userName, role: r.userRole, text: r.commentText, createdAt: r.createdAt })),
    }));
  const [fingerprint] = await s.db
    .select({ frames: reviewFingerprints.frames })
    .from(reviewFingerprints)
    .where(eq(reviewFingerprints.assetId, asset.id));
  const source = sourceTimelineOf(
    asset.sourceFrameRate ? { frameRate: asset.sourceFrameRate, startTimecode: asset.sourceStartTimecode } : null,
  );
  const lastFrame = Math.max(0, ...notes.map((n) => (n.frameOut ?? n.frame) + 1));
  return {
    version: {
      projectName,
      version: asset.version,
      fileName: asset.fileName,
      timeline: source ?? REVIEW_TIMELINE,
      sourceKnown: !!source,
      frames: Math.max(fingerprint?.frames ?? 0, lastFrame),
    },
    notes,
  };
}

async function readAll(s: Pick<Services, 'storage'>, key: string): Promise<Buffer | null> {
  const obj = await s.storage.driver.get(key);
  if (!obj) return null;
  const parts: Buffer[] = [];
  for await (const chunk of obj.stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * Each note's picture: its screenshot; else the frame from the review copy (ffmpeg, one run per note); else an image
 * version's own picture. Then its annotations drawn on it.
 */
export async function notePictures(
  s: Pick<Services, 'storage'>,
  asset: Pick<ReviewAssetRow, 'reviewKey' | 'assetLink' | 'fileName'>,
  notes: (ExportNote & { screenshotKey: string | null })[],
): Promise<Map<string, Buffer>> {
  const pictures = new Map<string, Buffer>();
  const missing: typeof notes = [];
  await Promise.all(
    notes.map(async (n) => {
      const shot = n.screenshotKey ? await readAll(s, n.screenshotKey) : null;
      if (shot) pictures.set(n.id, shot);
      else missing.push(n);
    }),
  );
  if (missing.length && isReviewImage(asset.fileName)) {
    const picture = await readAll(s, asset.assetLink);
    if (picture) for (const n of missing) pictures.set(n.id, picture);
  } else if (missing.length && asset.reviewKey) {
    const copy = await s.storage.driver.get(asset.reviewKey);
    if (copy) {
      const work = await mkdtemp(join(tmpdir(), 'vms-review-export-'));
      try {
        const video = join(work, 'review.mp4');
        await pipeline(copy.stream, createWriteStream(video));
        for (const n of missing) {
          const file = join(work, `${n.id}.jpg`);
          try {
            await runFfmpeg(['-y', '-i', video, '-vf', `select=eq(n\\,${n.frame})`, '-frames:v', '1', '-q:v', '3', file]);
            pictures.set(n.id, await readFile(file));
          } catch {
            // a frame past the copy's end (or a copy ffmpeg cannot read): the report says it has no picture
          }
        }
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    }
  }
  const drawn = new Map<string, Buffer>();
  await Promise.all(
    notes.map(async (n) => {
      const picture = pictures.get(n.id);
      if (picture) drawn.set(n.id, await annotatedFrame(picture, n.annotations));
    }),
  );
  return drawn;
}

const FORMATS: Record<ReviewExportFormat, { suffix: string; contentType: string }> = {
  edl: { suffix: 'comments.edl', contentType: 'text/plain; charset=utf-8' },
  fcpxml: { suffix: 'comments.fcpxml', contentType: 'application/xml; charset=utf-8' },
  premiere: { suffix: 'comments-premiere.xml', contentType: 'application/xml; charset=utf-8' },
  csv: { suffix: 'comments.csv', contentType: 'text/csv; charset=utf-8' },
  report: { suffix: 'comments.html', contentType: 'text/html; charset=utf-8' },
};

/** The file of one format from loaded notes (the bench times these). */
export async function renderExport(
  format: ReviewExportFormat,
  version: ExportVersion,
  notes: ExportNote[],
  pictures: () => Promise<Map<string, Buffer>>,
): Promise<ExportFile> {
  const { suffix, contentType } = FORMATS[format];
  const body =
    format === 'edl'
      ? commentsEdl(version, notes)
      : format === 'fcpxml'
        ? commentsFcpxml(version, notes)
        : format === 'premiere'
          ? commentsPremiere(version, notes)
          : format === 'csv'
            ? commentsCsv(version, notes)
            : commentsReport(version, notes, await pictures());
  return { fileName: exportFileName(version, suffix), contentType, body };
}

/** GET /api/review/{assetId}/export: the version's comments in `format`, for whoever sees them in the player. */
export async function exportComments(
  s: Deps,
  viewer: Viewer | null,
  input: { assetId: string; format: ReviewExportFormat; guestToken?: string | null },
): Promise<ExportFile> {
  const asset = await assetById(s.db, input.assetId);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, input.guestToken);
  // a signed-out caller without a verified guest's token, or a role the §4 rules hide the comments from
  if (!reviewer.actor || !seesComments(await situationOf(s, reviewer, project, asset))) throw forbidden();
  const { version, notes } = await exportData(s, asset, project.projectName);
  return renderExport(input.format, version, notes, () => notePictures(s, asset, notes));
}
