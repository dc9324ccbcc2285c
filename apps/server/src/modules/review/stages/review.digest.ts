// The daily review digest (issue #38 item 5; docs/adr/0024-review-stages.md): once a day (REVIEW_DIGEST_CRON, 07:00
// UTC), every review stage due that day or before and not approved is gathered per reviewer — the project's PM for
// internal review, its customer and the folder's verified guests for client review — and each reviewer gets ONE
// e-mail listing all their due reviews, with a deep link to the exact frame of every open comment. A digest sent is
// recorded (e-mail, day) in the same transaction that queues its mail, so a retry or a second instance sends none.
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { frameToTimecode, isStageDue, utcDayOf, type ReviewStageKey } from '@vms/shared';
import { defineJob } from '../../../platform/jobs.js';
import { mailJob } from '../../../platform/mail.job.js';
import type { Services } from '../../../services.js';
import { projects, users } from '../../core/index.js';
import { foldersByIds } from '../../files/index.js';
import { reviewPath, reviewToken } from '../guests/review.links.js';
import { stagesOfVersions } from './review.stages.js';
import { reviewAssets, reviewComments, reviewDigests, reviewGuests, reviewStageDues, type ReviewAssetRow } from '../review.table.js';

type Deps = Pick<Services, 'db' | 'config' | 'jobs'>;

/** One due review in a reviewer's digest. */
export interface DueReview {
  projectName: string;
  folderName: string;
  stage: string;
  dueOn: string;
  link: string;
  comments: { timecode: string; text: string; link: string }[];
}

/** The player link of a version, at a frame: `?version=V&frame=N` (the player seeks there). */
export const frameLink = (origin: string, path: string, version: number, frame: number) =>
  `${origin}${path}?version=${version}&frame=${frame}`;

/** Who reviews a stage of a project's folder: internal — the PM; client — the customer and the verified guests. */
async function reviewersOf(s: Deps, stage: ReviewStageKey, project: { pmId: string | null; customerId: string | null }, folderId: string) {
  const ids = (stage === 'INTERNAL' ? [project.pmId] : [project.customerId]).filter((v): v is string => !!v);
  const emails = ids.length
    ? (await s.db.select({ email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => u.email)
    : [];
  if (stage === 'CLIENT') {
    const guests = await s.db
      .select({ email: reviewGuests.email })
      .from(reviewGuests)
      .where(and(eq(reviewGuests.folderId, folderId), isNotNull(reviewGuests.verifiedAt)));
    emails.push(...guests.map((g) => g.email));
  }
  return [...new Set(emails.map((e) => e.toLowerCase()))];
}

/** Every reviewer's due reviews on `day` (YYYY-MM-DD): stages due that day or before, not approved on the latest version. */
export async function dueReviewsByReviewer(s: Deps, day: string): Promise<Map<string, DueReview[]>> {
  const out = new Map<string, DueReview[]>();
  const dues = await s.db.select().from(reviewStageDues).where(lte(reviewStageDues.dueOn, day));
  if (!dues.length) return out;
  const folderIds = [...new Set(dues.map((d) => d.folderId))];
  const versions = await s.db
    .select()
    .from(reviewAssets)
    .where(inArray(reviewAssets.folderId, folderIds))
    .orderBy(asc(reviewAssets.version));
  const latest = new Map<string, ReviewAssetRow>();
  for (const v of versions) latest.set(v.folderId, v);
  const stages = await stagesOfVersions(s.db, [...latest.values()]);
  const folders = new Map((await foldersByIds(s.db, folderIds)).map((f) => [f.id, f]));
  const origin = s.config.origins.appUrl.replace(/\/$/, '');
  for (const folderId of folderIds) {
    const version = latest.get(folderId);
    if (!version) continue;
    const open = (stages.get(version.id) ?? []).filter((st) => !st.approved && isStageDue(st.dueOn, day));
    if (!open.length) continue;
    const [project] = await s.db.select().from(projects).where(eq(projects.id, version.projectId));
    if (!project) continue;
    const path = reviewPath(reviewToken(s, versions.find((v) => v.folderId === folderId)!.id));
    const comments = await s.db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.assetId, version.id), isNull(reviewComments.parentId), isNull(reviewComments.completedAt)))
      .orderBy(asc(reviewComments.frame));
    for (const st of open) {
      const review: DueReview = {
        projectName: project.projectName,
        folderName: folders.get(folderId)?.name ?? '',
        stage: st.label,
        dueOn: st.dueOn!,
        link: `${origin}${path}?version=${version.version}`,
        comments: comments.map((c) => ({
          timecode: frameToTimecode(c.frame),
          text: c.commentText,
          link: frameLink(origin, path, version.version, c.frame),
        })),
      };
      for (const email of await reviewersOf(s, st.key, project, folderId)) out.set(email, [...(out.get(email) ?? []), review]);
    }
  }
  return out;
}

/** The digest's text: every due review, and under it every open comment with its frame link. */
export function digestText(day: string, reviews: DueReview[]): string {
  const lines = [`Reviews waiting for you on ${day}:`, ''];
  for (const r of reviews) {
    lines.push(`${r.projectName} — ${r.folderName}: ${r.stage}, due ${r.dueOn}${r.dueOn < day ? ' (overdue)' : ''}`, `  ${r.link}`);
    if (!r.comments.length) lines.push('  No open comments.');
    for (const c of r.comments) lines.push(`  ${c.timecode} ${c.text.replace(/\s+/g, ' ').slice(0, 200) || '(drawing)'}`, `    ${c.link}`);
    lines.push('');
  }
  lines.push('You get this e-mail once a day while a review stage of yours is due.');
  return lines.join('\n');
}

/** Sends the day's digests: one per reviewer, recorded with its mail in one transaction (none twice a day). */
export async function sendReviewDigests(s: Deps, day: string = utcDayOf()) {
  let sent = 0;
  for (const [email, reviews] of await dueReviewsByReviewer(s, day)) {
    await s.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewDigests)
        .values({ email, day, reviews: reviews.length })
        .onConflictDoNothing()
        .returning({ email: reviewDigests.email });
      if (!row) return;
      const subject = reviews.length === 1 ? `1 review due: ${reviews[0]!.projectName}` : `${reviews.length} reviews due`;
      await s.jobs.send(mailJob, { to: email, subject, text: digestText(day, reviews) }, { tx });
      sent++;
    });
  }
  return { sent };
}

export const reviewDigestJob = defineJob({
  name: 'review.digest',
  payload: z.object({ day: z.iso.date().optional() }),
  schedule: (config) => config.review.digestCron || undefined,
  retryLimit: 3,
  handler: async (data, s: Services) => {
    await sendReviewDigests(s, data.day ?? utcDayOf());
  },
});
