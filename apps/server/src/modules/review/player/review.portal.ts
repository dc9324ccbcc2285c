// The review as the portals list it (part B §7 "Review"): a project's drafts, the review link of an uploaded file, a
// folder's versions and header, and the PM's Video Review list of commented projects.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { REVIEW_MESSAGES, type ReviewedProjectsArgs, type ReviewStageView } from '@vms/shared';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { notFound } from '../../../platform/errors.js';
import type { Services } from '../../../services.js';
import { projects, projectScope, visibleProject } from '../../core/index.js';
import { foldersByIds, foldersNamed } from '../../files/index.js';
import { reviewPath, reviewToken } from '../guests/review.links.js';
import { visibleFolder } from '../review.policy.js';
import { reviewAssets, reviewComments, type ReviewAssetRow } from '../review.table.js';
import { stagesOfVersions } from '../stages/review.stages.js';
import { latestAction, versionIn, versionsOf, versionView } from '../versions/review.versions.js';

type Deps = Pick<Services, 'db' | 'config'>;

/** getReviewDraftList: the latest version of each review folder of a project, with its review status. */
export async function getReviewDraftList(s: Deps, viewer: Viewer, input: { projectId: string }) {
  const project = await visibleProject(s.db, viewer, 'review', input.projectId);
  const rows = await s.db
    .select()
    .from(reviewAssets)
    .where(eq(reviewAssets.projectId, project.id))
    .orderBy(asc(reviewAssets.folderId), asc(reviewAssets.version));
  const byFolder = new Map<string, ReviewAssetRow[]>();
  for (const r of rows) byFolder.set(r.folderId, [...(byFolder.get(r.folderId) ?? []), r]);
  const folders = await foldersByIds(s.db, [...byFolder.keys()]);
  const stages = await stagesOfVersions(
    s.db,
    [...byFolder.values()].map((stack) => stack[stack.length - 1]!),
  );
  return Promise.all(
    folders.map(async (f) => {
      const stack = byFolder.get(f.id)!;
      const latest = stack[stack.length - 1]!;
      const action = await latestAction(s.db, latest.id);
      return {
        folderId: f.id,
        folderName: f.name,
        ...versionView(s, stack[0]!.id, latest),
        reviewStatus: action?.actionTaken ?? null,
        isNew: !latest.seenAt,
        stages: stages.get(latest.id)!,
      };
    }),
  );
}

/** getAssetReviewLink: the review link of the folder holding an uploaded file, and its current review status. */
export async function getAssetReviewLink(s: Deps, viewer: Viewer, input: { projectId: string; folderName: string; fileName: string }) {
  const project = await visibleProject(s.db, viewer, 'review', input.projectId);
  const folders = await foldersNamed(s.db, project.id, input.folderName);
  const rows = folders.length
    ? await s.db
        .select()
        .from(reviewAssets)
        .where(
          and(
            eq(reviewAssets.projectId, project.id),
            inArray(
              reviewAssets.folderId,
              folders.map((f) => f.id),
            ),
          ),
        )
        .orderBy(asc(reviewAssets.version))
    : [];
  const hit = rows.find((r) => r.fileName === input.fileName);
  if (!hit) throw notFound(REVIEW_MESSAGES.noVersions);
  const stack = rows.filter((r) => r.folderId === hit.folderId);
  const latest = stack[stack.length - 1]!;
  const action = await latestAction(s.db, latest.id);
  return {
    reviewLink: reviewPath(reviewToken(s, stack[0]!.id)),
    reviewStatus: action?.actionTaken ?? null,
    reviewCurrentStatus: action ? { lastActionBy: action.lastActionBy, actionTaken: action.actionTaken } : null,
  };
}

export async function listAssetVersions(s: Deps, viewer: Viewer, input: { folderId: string }) {
  const { folder } = await visibleFolder(s, viewer, input.folderId);
  const stack = await versionsOf(s.db, folder.id);
  return stack.map((v) => versionView(s, stack[0]!.id, v));
}

export async function getReviewedProjectHeaderDetails(s: Deps, viewer: Viewer, input: { folderId: string; version?: number | null }) {
  const { folder, project } = await visibleFolder(s, viewer, input.folderId);
  const { asset, stack } = await versionIn(s.db, folder.id, input.version);
  const ms = Date.now() - project.createdAt.getTime();
  const days = Math.floor(ms / 86_400_000);
  const hours = Math.floor((ms % 86_400_000) / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return {
    projectId: project.number,
    projectUuid: project.id,
    projectName: project.projectName,
    startDate: project.createdAt,
    asanaLink: project.asanaProjectId ? `https://app.asana.com/0/${project.asanaProjectId}` : null,
    slackLink: project.slackLink,
    hubspotLink: project.hubspotLink,
    frameIoLink: reviewPath(reviewToken(s, stack[0]!.id)),
    folderName: folder.name,
    folderPath: folder.path,
    elaspedTime: `${days} days, ${hours} hours, ${minutes} minutes`,
    planType: project.plan,
    version: asset.version,
    fileName: asset.fileName,
    /** The latest version's review stages (issue #38 item 5). */
    stages: (await stagesOfVersions(s.db, [stack[stack.length - 1]!])).get(stack[stack.length - 1]!.id)!,
  };
}

/** listReviewedProjects: the projects the viewer reaches that have comments, with their commented folders. */
export async function listReviewedProjects(s: Deps, viewer: Viewer, { limit, offset }: ReviewedProjectsArgs) {
  const scope = projectScope(viewer, 'review');
  if (scope === null) return { reviewProjectData: [], totalCount: 0 };
  const commented = s.db
    .selectDistinct({ projectId: reviewAssets.projectId, folderId: reviewAssets.folderId })
    .from(reviewComments)
    .innerJoin(reviewAssets, eq(reviewAssets.id, reviewComments.assetId))
    .as('commented');
  const rows = await s.db
    .select({ id: projects.id, number: projects.number, projectName: projects.projectName, folderId: commented.folderId })
    .from(commented)
    .innerJoin(projects, eq(projects.id, commented.projectId))
    .where(scope)
    .orderBy(desc(projects.updatedAt), asc(projects.id));
  const names = new Map((await foldersByIds(s.db, [...new Set(rows.map((r) => r.folderId))])).map((f) => [f.id, f.name]));
  const byProject = new Map<
    string,
    {
      projectId: number;
      projectUuid: string;
      projectName: string;
      commentedFolders: { id: string; name: string; stages: ReviewStageView[] }[];
    }
  >();
  for (const r of rows) {
    const p = byProject.get(r.id) ?? { projectId: r.number, projectUuid: r.id, projectName: r.projectName, commentedFolders: [] };
    p.commentedFolders.push({ id: r.folderId, name: names.get(r.folderId) ?? '', stages: [] });
    byProject.set(r.id, p);
  }
  const latest = await latestVersionsOf(s, [...names.keys()]);
  const stages = await stagesOfVersions(s.db, [...latest.values()]);
  for (const p of byProject.values()) for (const f of p.commentedFolders) f.stages = stages.get(latest.get(f.id)?.id ?? '') ?? [];
  const all = [...byProject.values()];
  for (const p of all) p.commentedFolders.sort((a, b) => a.name.localeCompare(b.name));
  return { reviewProjectData: all.slice(offset, offset + limit), totalCount: all.length };
}

/** The latest version of each folder, by folder. */
async function latestVersionsOf(s: Deps, folderIds: string[]) {
  const out = new Map<string, ReviewAssetRow>();
  if (!folderIds.length) return out;
  const rows = await s.db.select().from(reviewAssets).where(inArray(reviewAssets.folderId, folderIds)).orderBy(asc(reviewAssets.version));
  for (const r of rows) out.set(r.folderId, r);
  return out;
}
