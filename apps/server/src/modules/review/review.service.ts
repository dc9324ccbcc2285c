// The review domain (part B §2.2, §3, §4, §5, §7 "Review"; docs/adr/0019-review.md): review links, version stacks,
// frame comments with annotations, approvals by the §4 role rules, guests verified by e-mail, comment work and the
// Bronze review completion. Every rule of who may do what is decided here (the page only mirrors it).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  allowedReviewActions,
  chapterOfFrame,
  commentBlock,
  commentInputSchema,
  commentVerificationCodeSchema,
  commentVerificationSchema,
  DEFAULT_REVIEW_FOLDER,
  GUEST_CODE_ATTEMPTS,
  GUEST_CODE_TTL_MINUTES,
  GUEST_TOKEN_DAYS,
  frameToTimecode,
  hidesDeclinedComments,
  IMAGE_PUT_MAX_BYTES,
  isReviewImage,
  isReviewVideo,
  mayChangeText,
  mayCompleteReview,
  mayReply,
  REVIEW_MESSAGES,
  REVIEW_STATES,
  reviewActorOf,
  reviewButtons,
  timecodeToFrame,
  withoutQuery,
  type ReviewActor,
  type ReviewSituation,
  type ReviewState,
} from '@vms/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { createSecretBox, type SecretBox } from '../../platform/secret-box.js';
import { resolveJwtSecret } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound, parseInput, unauthenticated } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { assets, mayAccess, projectNotFound, projects, projectScope, users, visibleProject, type ProjectRow } from '../core/index.js';
import { PRESIGN_LIMIT_PER_HOUR, projectFolders, REVIEW_SCREENSHOTS } from '../files/index.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { mailJob } from '../../platform/mail.job.js';
import { reviewActions, reviewAssets, reviewComments, reviewGuests, type ReviewAssetRow, type ReviewCommentRow } from './review.table.js';
import { publishReview } from './review.publish.js';
import { reviewCopyJob } from './review.media.js';

type Deps = Pick<Services, 'db' | 'config' | 'storage' | 'pubsub' | 'jobs'>;
type Folder = typeof projectFolders.$inferSelect;

// ---------- tokens: the review link, the player link and the verified guest ----------

/** The review links' key: derived from the app's JWT secret (the configured one, or the one generated into DATA_DIR). */
const boxes = new Map<string, SecretBox>();
function boxOf(s: Pick<Services, 'config'>): SecretBox {
  const id = `${s.config.jwtSecret ?? ''}|${s.config.dataDir}`;
  let box = boxes.get(id);
  if (!box) {
    box = createSecretBox(`${resolveJwtSecret(s.config.jwtSecret, s.config.dataDir)}:review-links`);
    boxes.set(id, box);
  }
  return box;
}

type Sealed = { r: string } | { a: string } | { g: string; f: string; e?: number };

function openToken(s: Pick<Services, 'config'>, token: string | null | undefined): Sealed | null {
  if (!token || token.length > 600) return null;
  try {
    return JSON.parse(boxOf(s).open(token)) as Sealed;
  } catch {
    return null;
  }
}

/** The review link's token: the encrypted rootId (AES-256-GCM, DECISIONS.md part B). */
export const reviewToken = (s: Pick<Services, 'config'>, rootId: string) => boxOf(s).seal(JSON.stringify({ r: rootId }));
/** The /player/{videoId} text: the encrypted asset id. */
export const playerToken = (s: Pick<Services, 'config'>, assetId: string) => boxOf(s).seal(JSON.stringify({ a: assetId }));
/** A verified guest's token: e-mail, folder and expiry (GUEST_TOKEN_DAYS; a token without one is refused). */
const guestToken = (s: Pick<Services, 'config'>, email: string, folderId: string) =>
  boxOf(s).seal(JSON.stringify({ g: email, f: folderId, e: Math.floor(Date.now() / 1000) + GUEST_TOKEN_DAYS * 86_400 }));
export const reviewPath = (token: string) => `/video-draft/${token}`;

// ---------- loading ----------

const UUID = z.uuid();
const noSuchAsset = () => notFound(REVIEW_MESSAGES.noSuchAsset);

async function versionsOf(db: Db, folderId: string) {
  return db.select().from(reviewAssets).where(eq(reviewAssets.folderId, folderId)).orderBy(asc(reviewAssets.version));
}

async function assetById(db: Db, id: string | null | undefined): Promise<ReviewAssetRow | null> {
  if (!id || !UUID.safeParse(id).success) return null;
  const [row] = await db.select().from(reviewAssets).where(eq(reviewAssets.id, id));
  return row ?? null;
}

async function projectOf(db: Db, id: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw projectNotFound();
  return row;
}

/** The viewer's way into a review: signed in (the policy decides) or, on a Bronze link only, as a guest. */
interface Reviewer {
  viewer: Viewer | null;
  actor: ReviewActor | null;
  guestEmail: string | null;
}

async function reviewerFor(
  s: Deps,
  viewer: Viewer | null,
  project: ProjectRow,
  folderId: string,
  guest?: string | null,
): Promise<Reviewer> {
  if (viewer) {
    if (!mayAccess(viewer, 'review', project)) throw projectNotFound();
    return { viewer, actor: reviewActorOf(viewer.role), guestEmail: null };
  }
  // Non-Bronze reviews need login (part B §2.2).
  if (project.plan !== 'BRONZE') throw unauthenticated(REVIEW_MESSAGES.loginRequired);
  const g = openToken(s, guest);
  if (g && 'g' in g && g.f === folderId && typeof g.e === 'number' && g.e * 1000 > Date.now()) {
    const [row] = await s.db
      .select()
      .from(reviewGuests)
      .where(and(eq(reviewGuests.folderId, folderId), eq(reviewGuests.email, g.g)));
    if (row?.verifiedAt) return { viewer: null, actor: 'GUEST', guestEmail: g.g };
  }
  return { viewer: null, actor: null, guestEmail: null };
}

async function latestAction(db: Db, assetId: string) {
  const [row] = await db
    .select()
    .from(reviewActions)
    .where(eq(reviewActions.assetId, assetId))
    .orderBy(desc(reviewActions.createdAt), desc(reviewActions.id))
    .limit(1);
  return row ?? null;
}

async function situationOf(
  s: Deps,
  r: Reviewer,
  project: ProjectRow,
  asset: ReviewAssetRow,
): Promise<ReviewSituation & { guestVerified: boolean }> {
  const action = await latestAction(s.db, asset.id);
  const [n] = await s.db
    .select({ n: count() })
    .from(reviewComments)
    .where(and(eq(reviewComments.assetId, asset.id), isNull(reviewComments.parentId)));
  return {
    actor: r.actor,
    state: action ? { actionTaken: action.actionTaken as ReviewState, lastActionBy: action.lastActionBy } : null,
    hasComments: (n?.n ?? 0) > 0,
    isBronze: project.plan === 'BRONZE',
    isCheckoutUser: !!r.viewer && project.customerId === r.viewer.id,
    brokerReviewStatus: asset.brokerReviewStatus,
    reviewCompleted: !!asset.reviewCompletedAt,
    guestVerified: r.actor === 'GUEST',
  };
}

/** A folder the viewer reaches for review through the portals (signed in): NOT_FOUND like a missing project otherwise. */
async function visibleFolder(s: Deps, viewer: Viewer, folderId: string): Promise<{ folder: Folder; project: ProjectRow }> {
  if (!UUID.safeParse(folderId).success) throw projectNotFound();
  const [folder] = await s.db.select().from(projectFolders).where(eq(projectFolders.id, folderId));
  if (!folder) throw projectNotFound();
  const project = await projectOf(s.db, folder.projectId);
  if (!mayAccess(viewer, 'review', project)) throw projectNotFound();
  return { folder, project };
}

// ---------- shaping ----------

/** The stored screenshot URL has no query; the key is read from it and a fresh readable URL is given out. */
export function screenshotKeyOf(url: string, projectId: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(withoutQuery(url), 'http://x').pathname);
  } catch {
    return null;
  }
  const prefix = `projects/${projectId}/${REVIEW_SCREENSHOTS}/`;
  const at = path.indexOf(prefix);
  if (at < 0) return null;
  const key = path.slice(at);
  return /\.(jpe?g|png)$/i.test(key) && !key.includes('..') ? key : null;
}

export interface CommentView {
  commentId: string;
  assetId: string;
  parentId: string | null;
  frame: number;
  frameOut: number | null;
  commentTime: string;
  commentTimeOut: string | null;
  commentText: string;
  commentScreenShot: string | null;
  annotationCords: ReviewCommentRow['annotations'];
  commentUser: string;
  commentUserId: string | null;
  commentUserRole: string;
  commentSource: string;
  toEditor: boolean;
  commentCompleted: boolean;
  commentAccepted: boolean;
  isEdited: boolean;
  commentCreatedAt: Date;
  commentUpdatedAt: Date;
  commentCompletedAt: Date | null;
}

async function commentView(s: Deps, c: ReviewCommentRow): Promise<CommentView> {
  return {
    commentId: c.id,
    assetId: c.assetId,
    parentId: c.parentId,
    frame: c.frame,
    frameOut: c.frameOut,
    commentTime: frameToTimecode(c.frame),
    commentTimeOut: c.frameOut == null ? null : frameToTimecode(c.frameOut),
    commentText: c.commentText,
    commentScreenShot: c.screenshotKey ? await s.storage.readUrl(c.screenshotKey) : null,
    annotationCords: c.annotations,
    commentUser: c.userName,
    commentUserId: c.userId,
    commentUserRole: c.userRole,
    commentSource: c.source,
    toEditor: c.toEditor,
    commentCompleted: !!c.completedAt,
    commentAccepted: !!c.acceptedAt,
    isEdited: c.isEdited,
    commentCreatedAt: c.createdAt,
    commentUpdatedAt: c.updatedAt,
    commentCompletedAt: c.completedAt,
  };
}

async function commentsOf(s: Deps, assetId: string): Promise<CommentView[]> {
  const rows = await s.db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.assetId, assetId))
    .orderBy(asc(reviewComments.frame), asc(reviewComments.createdAt));
  return Promise.all(rows.map((c) => commentView(s, c)));
}

export interface VersionView {
  id: string;
  version: number;
  fileName: string;
  updatedAt: Date;
  status: string;
  reviewLink: string;
}

const versionView = (s: Deps, rootId: string, a: ReviewAssetRow): VersionView => ({
  id: a.id,
  version: a.version,
  fileName: a.fileName,
  updatedAt: a.updatedAt,
  status: a.status,
  reviewLink: reviewPath(reviewToken(s, rootId)),
});

// ---------- queries ----------

/** getReviewLinkDetails / getPlayerAsset: the version a review link (or a player id) opens, with what the viewer may do. */
export async function getReviewLinkDetails(
  s: Deps,
  viewer: Viewer | null,
  input: { id: string; version?: number | null; guestToken?: string | null; player?: boolean },
) {
  const sealed = openToken(s, input.id);
  let asset: ReviewAssetRow | null = null;
  if (sealed && 'r' in sealed && !input.player) {
    const root = await assetById(s.db, sealed.r);
    if (root) {
      const stack = await versionsOf(s.db, root.folderId);
      asset = (input.version != null ? stack.find((v) => v.version === input.version) : stack[stack.length - 1]) ?? null;
    }
  } else if (sealed && 'a' in sealed && input.player) {
    asset = await assetById(s.db, sealed.a);
  }
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, input.guestToken);
  const stack = await versionsOf(s.db, asset.folderId);
  const root = stack[0]!;
  const [folder] = await s.db.select().from(projectFolders).where(eq(projectFolders.id, asset.folderId));
  const [assetRow] = project.assetId ? await s.db.select({ name: assets.name }).from(assets).where(eq(assets.id, project.assetId)) : [];
  const situation = await situationOf(s, reviewer, project, asset);
  const actions = await s.db.select().from(reviewActions).where(eq(reviewActions.assetId, asset.id)).orderBy(desc(reviewActions.createdAt));
  let comments = await commentsOf(s, asset.id);
  if (hidesDeclinedComments(situation)) comments = [];
  const playKey = isReviewImage(asset.fileName) ? asset.assetLink : asset.reviewKey;
  return {
    id: asset.id,
    parentId: stack.find((v) => v.version === asset.version - 1)?.id ?? null,
    rootId: root.id,
    folderId: asset.folderId,
    fileName: asset.fileName,
    assetLink: playKey ? await s.storage.readUrl(playKey) : null,
    isImage: isReviewImage(asset.fileName),
    status: asset.status,
    renderStartedAt: asset.createdAt,
    version: asset.version,
    taskName: folder?.name ?? DEFAULT_REVIEW_FOLDER,
    brokerReviewStatus: asset.brokerReviewStatus,
    uploadingPath: folder?.path ?? '',
    reviewLink: reviewPath(reviewToken(s, root.id)),
    projectFolder: {
      name: folder?.name ?? '',
      projectId: project.number,
      projectUuid: project.id,
      checkoutUserId: project.customerId,
      projectPlan: project.plan,
      projectName: project.projectName,
      assetName: assetRow?.name ?? project.projectName,
    },
    comments,
    reviewActions: actions.map((a) => ({ actionTaken: a.actionTaken, lastActionBy: a.lastActionBy, createdAt: a.createdAt })),
    versions: stack.map((v) => versionView(s, root.id, v)),
    permissions: {
      actor: situation.actor,
      buttons: reviewButtons(situation),
      commentBlocked: commentBlock(situation),
      mayReply: mayReply(situation),
      mayComplete: mayCompleteReview(situation),
      mayChangeText: mayChangeText(situation),
      guestVerified: situation.guestVerified,
      needsVerification: !viewer && project.plan === 'BRONZE' && reviewer.actor !== 'GUEST',
    },
  };
}
export type ReviewLinkDetails = Awaited<ReturnType<typeof getReviewLinkDetails>>;

/** Guest verification's limits (issue #34 findings 5 and 7): codes e-mailed per address and per client address. */
const GUEST_CODES_PER_HOUR_PER_EMAIL = 5;
const GUEST_CODES_PER_HOUR_PER_ADDRESS = 30;
const GUEST_CHECKS_PER_HOUR_PER_ADDRESS = 60;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** The asset a guest verifies on, and its folder; a non-Bronze review needs login, a signed-in viewer the policy. */
async function guestAsset(s: Deps, viewer: Viewer | null, assetId: string) {
  const asset = await assetById(s.db, assetId);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  if (viewer && !mayAccess(viewer, 'review', project)) throw projectNotFound();
  if (!viewer && project.plan !== 'BRONZE') throw unauthenticated(REVIEW_MESSAGES.loginRequired);
  return { asset, project };
}

/**
 * approveReviewAssetCommentUser(email, assetId): the first step of a guest's e-mail verification (§5). It e-mails a
 * one-time 6-digit code and answers the same for every address — never whether an account has it (issue #34 finding
 * 5: it used to answer an account's id and first name to anyone). The guest then sends the code back with
 * verifyReviewAssetCommentUser.
 */
export async function approveReviewAssetCommentUser(s: Deps, viewer: Viewer | null, raw: { email: string; assetId: string }, ip: string) {
  const { email } = parseInput(commentVerificationSchema, { email: raw.email });
  const { asset, project } = await guestAsset(s, viewer, raw.assetId);
  const normalised = email.toLowerCase();
  await hitRateLimits(s.db, [
    { key: `review-guest-code-ip:${ip}`, limit: GUEST_CODES_PER_HOUR_PER_ADDRESS, windowSeconds: 3600 },
    { key: `review-guest-code-email:${normalised}`, limit: GUEST_CODES_PER_HOUR_PER_EMAIL, windowSeconds: 3600 },
  ]);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeFields = {
    codeHash: hashCode(code).toString('hex'),
    codeExpiresAt: new Date(Date.now() + GUEST_CODE_TTL_MINUTES * 60_000),
    codeAttempts: 0,
  };
  await s.db
    .insert(reviewGuests)
    .values({ folderId: asset.folderId, email: normalised, ...codeFields })
    .onConflictDoUpdate({ target: [reviewGuests.folderId, reviewGuests.email], set: codeFields });
  await s.jobs.send(mailJob, {
    to: normalised,
    subject: `Your code to comment on ${project.projectName}`,
    text: [
      'Hello,',
      '',
      `Your code to comment on the video review of ${project.projectName}: ${code}`,
      '',
      `Enter it in the review player. It can be used once and expires in ${GUEST_CODE_TTL_MINUTES} minutes.`,
      'If you have a VMS account, you can log in instead. If you did not ask for this code, you can ignore this e-mail.',
    ].join('\n'),
  });
  return { email: normalised, name: null, userId: null, guestToken: null, message: REVIEW_MESSAGES.codeSent(normalised) };
}

/**
 * verifyReviewAssetCommentUser(email, assetId, code): the guest's e-mailed code taken back. Right: the guest is
 * verified on the folder and gets a token valid GUEST_TOKEN_DAYS days. A code is good for GUEST_CODE_TTL_MINUTES and
 * GUEST_CODE_ATTEMPTS tries; every address gets GUEST_CHECKS_PER_HOUR_PER_ADDRESS checks an hour.
 */
export async function verifyReviewAssetCommentUser(
  s: Deps,
  viewer: Viewer | null,
  raw: { email: string; assetId: string; code: string },
  ip: string,
) {
  const { email, code } = parseInput(commentVerificationCodeSchema, raw);
  const { asset } = await guestAsset(s, viewer, raw.assetId);
  await hitRateLimits(s.db, [{ key: `review-guest-check-ip:${ip}`, limit: GUEST_CHECKS_PER_HOUR_PER_ADDRESS, windowSeconds: 3600 }]);
  const normalised = email.toLowerCase();
  const where = and(eq(reviewGuests.folderId, asset.folderId), eq(reviewGuests.email, normalised));
  // one try counted atomically, so tries sent together cannot pass the limit
  const [row] = await s.db
    .update(reviewGuests)
    .set({ codeAttempts: sql`${reviewGuests.codeAttempts} + 1` })
    .where(and(where, gt(reviewGuests.codeExpiresAt, new Date()), lt(reviewGuests.codeAttempts, GUEST_CODE_ATTEMPTS)))
    .returning();
  if (!row?.codeHash || !timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(code)))
    throw badInput(REVIEW_MESSAGES.codeWrong, 'code');
  await s.db.update(reviewGuests).set({ verifiedAt: new Date(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 }).where(where);
  return {
    email: normalised,
    name: null,
    userId: null,
    guestToken: guestToken(s, normalised, asset.folderId),
    message: REVIEW_MESSAGES.userVerified,
  };
}

export async function getReviewDraftList(s: Deps, viewer: Viewer, raw: { projectId: string }) {
  const project = await visibleProject(s.db, viewer, 'review', raw.projectId);
  const rows = await s.db
    .select()
    .from(reviewAssets)
    .where(eq(reviewAssets.projectId, project.id))
    .orderBy(asc(reviewAssets.folderId), asc(reviewAssets.version));
  const byFolder = new Map<string, ReviewAssetRow[]>();
  for (const r of rows) byFolder.set(r.folderId, [...(byFolder.get(r.folderId) ?? []), r]);
  const folders = byFolder.size
    ? await s.db
        .select()
        .from(projectFolders)
        .where(inArray(projectFolders.id, [...byFolder.keys()]))
    : [];
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
      };
    }),
  );
}

export async function getAssetReviewLink(s: Deps, viewer: Viewer, raw: { projectId: string; folderName: string; fileName: string }) {
  const project = await visibleProject(s.db, viewer, 'review', raw.projectId);
  const rows = await s.db
    .select({ a: reviewAssets, folderName: projectFolders.name })
    .from(reviewAssets)
    .innerJoin(projectFolders, eq(projectFolders.id, reviewAssets.folderId))
    .where(and(eq(reviewAssets.projectId, project.id), eq(projectFolders.name, raw.folderName)))
    .orderBy(asc(reviewAssets.version));
  const hit = rows.find((r) => r.a.fileName === raw.fileName);
  if (!hit) throw notFound(REVIEW_MESSAGES.noVersions);
  const stack = rows.filter((r) => r.a.folderId === hit.a.folderId);
  const latest = stack[stack.length - 1]!.a;
  const action = await latestAction(s.db, latest.id);
  return {
    reviewLink: reviewPath(reviewToken(s, stack[0]!.a.id)),
    reviewStatus: action?.actionTaken ?? null,
    reviewCurrentStatus: action ? { lastActionBy: action.lastActionBy, actionTaken: action.actionTaken } : null,
  };
}

export async function listAssetVersions(s: Deps, viewer: Viewer, raw: { folderId: string }) {
  const { folder } = await visibleFolder(s, viewer, raw.folderId);
  const stack = await versionsOf(s.db, folder.id);
  return stack.map((v) => versionView(s, stack[0]!.id, v));
}

async function versionIn(s: Deps, folderId: string, version: number | null | undefined) {
  const stack = await versionsOf(s.db, folderId);
  if (!stack.length) throw notFound(REVIEW_MESSAGES.noVersions);
  const asset = version == null ? stack[stack.length - 1]! : stack.find((v) => v.version === version);
  if (!asset) throw notFound(REVIEW_MESSAGES.noVersions);
  return { stack, asset };
}

/** listReviewAssetComments: comment groups of a version (a comment, then its replies), for the review screens. */
export async function listReviewAssetComments(s: Deps, viewer: Viewer, raw: { folderId: string; version?: number | null }) {
  const { folder, project } = await visibleFolder(s, viewer, raw.folderId);
  const { asset } = await versionIn(s, folder.id, raw.version);
  const situation = await situationOf(s, { viewer, actor: reviewActorOf(viewer.role), guestEmail: null }, project, asset);
  if (hidesDeclinedComments(situation)) return [];
  const all = await commentsOf(s, asset.id);
  return all
    .filter((c) => !c.parentId)
    .map((c) => ({
      ...c,
      commentFrom: c.commentUserRole,
      commentTo: c.toEditor ? 'EDITOR' : 'PM',
      comments: [c, ...all.filter((r) => r.parentId === c.commentId)],
    }));
}

export async function getReviewedProjectHeaderDetails(s: Deps, viewer: Viewer, raw: { folderId: string; version?: number | null }) {
  const { folder, project } = await visibleFolder(s, viewer, raw.folderId);
  const { asset, stack } = await versionIn(s, folder.id, raw.version);
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
  };
}

export async function listReviewedProjects(s: Deps, viewer: Viewer, raw: { limit?: number | null; offset?: number | null }) {
  const { limit, offset } = parseInput(
    z.object({ limit: z.number().int().min(1).max(100).default(10), offset: z.number().int().min(0).default(0) }),
    {
      limit: raw.limit ?? undefined,
      offset: raw.offset ?? undefined,
    },
  );
  const scope = projectScope(viewer, 'review');
  if (scope === null) return { reviewProjectData: [], totalCount: 0 };
  const commented = s.db
    .selectDistinct({ projectId: reviewAssets.projectId, folderId: reviewAssets.folderId })
    .from(reviewComments)
    .innerJoin(reviewAssets, eq(reviewAssets.id, reviewComments.assetId))
    .as('commented');
  const rows = await s.db
    .select({
      id: projects.id,
      number: projects.number,
      projectName: projects.projectName,
      folderId: commented.folderId,
      folderName: projectFolders.name,
    })
    .from(commented)
    .innerJoin(projects, eq(projects.id, commented.projectId))
    .innerJoin(projectFolders, eq(projectFolders.id, commented.folderId))
    .where(scope)
    .orderBy(desc(projects.updatedAt), asc(projects.id), asc(projectFolders.name));
  const byProject = new Map<
    string,
    { projectId: number; projectUuid: string; projectName: string; commentedFolders: { id: string; name: string }[] }
  >();
  for (const r of rows) {
    const p = byProject.get(r.id) ?? { projectId: r.number, projectUuid: r.id, projectName: r.projectName, commentedFolders: [] };
    p.commentedFolders.push({ id: r.folderId, name: r.folderName });
    byProject.set(r.id, p);
  }
  const all = [...byProject.values()];
  return { reviewProjectData: all.slice(offset, offset + limit), totalCount: all.length };
}

// ---------- mutations ----------

const commentArgs = z.object({
  commentId: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .nullish(),
  commentTime: z.string().nullish(),
  commentUser: z.string().trim().max(120).nullish(),
  commentUserId: z.string().nullish(),
  guestToken: z.string().nullish(),
});

/** addBrokerCommentsOnReviewAsset: a comment (or a reply) on one frame, with its screenshot and annotations. */
export async function addComment(s: Deps, viewer: Viewer | null, raw: Record<string, unknown>) {
  const asset = await assetById(s.db, typeof raw.assetId === 'string' ? raw.assetId : null);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const extra = parseInput(commentArgs, raw);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, extra.guestToken);
  const input = parseInput(commentInputSchema, raw);
  if (extra.commentTime && timecodeToFrame(extra.commentTime) !== input.frame)
    throw badInput('The comment time is not the frame’s timecode.', 'commentTime');
  const situation = await situationOf(s, reviewer, project, asset);
  let parent: ReviewCommentRow | undefined;
  if (input.parentId) {
    [parent] = await s.db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.id, input.parentId), eq(reviewComments.assetId, asset.id)));
    if (!parent) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
    if (!mayReply(situation)) throw forbidden(commentBlock(situation) ?? REVIEW_MESSAGES.notAllowed);
  } else {
    const block = commentBlock(situation);
    if (block) throw reviewer.actor ? forbidden(block) : unauthenticated(REVIEW_MESSAGES.needsVerification);
  }
  if (extra.commentId) {
    const [existing] = await s.db.select().from(reviewComments).where(eq(reviewComments.id, extra.commentId));
    if (existing) {
      if (existing.assetId !== asset.id || (existing.userId ?? null) !== (viewer?.id ?? null))
        throw badInput('That comment id is taken.', 'commentId');
      return commentView(s, existing);
    }
  }
  let screenshotKey: string | null = null;
  if (input.commentScreenShot) {
    screenshotKey = screenshotKeyOf(input.commentScreenShot, project.id);
    if (!screenshotKey) throw badInput(REVIEW_MESSAGES.screenshotFailed, 'commentScreenShot');
    if (!(await s.storage.driver.head(screenshotKey))) throw badInput(REVIEW_MESSAGES.screenshotFailed, 'commentScreenShot');
  }
  let name: string;
  let email: string;
  if (viewer) {
    const [u] = await s.db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, viewer.id));
    name = u?.firstName ?? viewer.email;
    email = u?.email ?? viewer.email;
  } else {
    email = reviewer.guestEmail!;
    name = extra.commentUser || email.split('@')[0]!;
  }
  const [row] = await s.db
    .insert(reviewComments)
    .values({
      id: extra.commentId ?? randomBytes(12).toString('hex'),
      assetId: asset.id,
      parentId: parent?.id ?? null,
      frame: parent ? parent.frame : input.frame,
      frameOut: parent ? parent.frameOut : (input.frameOut ?? null),
      commentText: input.commentText,
      screenshotKey,
      annotations: input.annotationCords,
      userId: viewer?.id ?? null,
      userName: name,
      userEmail: email,
      userRole: reviewer.actor!,
      source: input.commentSource,
      toEditor: input.toEditor,
    })
    .returning();
  publishReview(s, { folderId: asset.folderId, assetId: asset.id, commentId: row!.id, status: 'COMMENT_ADDED' });
  return commentView(s, row!);
}

const screenshotUrlSchema = z.object({
  contentType: z.enum(['image/jpeg', 'image/png'], { error: 'A screenshot is a jpeg or png image.' }),
});

/**
 * getGuestScreenshotUploadUrl: a presigned PUT for one comment screenshot, for whoever may comment here right now —
 * a verified guest on a Bronze link included (signed-in reviewers may also use getAwsS3PresignedUrl). The key is
 * made here, under the project's review screenshots; the comment then names it by its URL without the query.
 */
export async function getGuestScreenshotUploadUrl(
  s: Deps,
  viewer: Viewer | null,
  raw: { assetId: string; guestToken?: string | null; contentType: string },
) {
  const asset = await assetById(s.db, raw.assetId);
  if (!asset) throw noSuchAsset();
  const project = await projectOf(s.db, asset.projectId);
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, raw.guestToken);
  const block = commentBlock(await situationOf(s, reviewer, project, asset));
  if (block) throw reviewer.actor ? forbidden(block) : unauthenticated(REVIEW_MESSAGES.needsVerification);
  const { contentType } = parseInput(screenshotUrlSchema, { contentType: raw.contentType });
  const who = viewer ? viewer.id : `guest:${reviewer.guestEmail}`;
  await hitRateLimits(s.db, [{ key: `presign:${who}`, limit: PRESIGN_LIMIT_PER_HOUR, windowSeconds: 3600 }]);
  const key = `projects/${project.id}/${REVIEW_SCREENSHOTS}/${randomBytes(12).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
  return s.storage.driver.presignPut(key, contentType, s.storage.urlTtlSeconds, IMAGE_PUT_MAX_BYTES);
}

const approvalSchema = z.object({
  reviewStatus: z.enum(REVIEW_STATES, { error: 'The review status is APPROVED or DECLINED.' }),
  role: z.string().nullish(),
});

/** addReviewLinkApproval: approve or revert, only when the §4 buttons offer it to the viewer. */
export async function addReviewLinkApproval(
  s: Deps,
  viewer: Viewer,
  raw: {
    projectId: string;
    assetId: string;
    reviewStatus: string;
    folderName?: string | null;
    isNewTemplate?: boolean | null;
    role?: string | null;
  },
) {
  const project = await visibleProject(s.db, viewer, 'review', raw.projectId);
  const asset = await assetById(s.db, raw.assetId);
  if (!asset || asset.projectId !== project.id) throw noSuchAsset();
  const input = parseInput(approvalSchema, { reviewStatus: raw.reviewStatus, role: raw.role });
  if (input.role && input.role !== viewer.role) throw badInput('The role is not yours.', 'role');
  const situation = await situationOf(s, { viewer, actor: reviewActorOf(viewer.role), guestEmail: null }, project, asset);
  if (!allowedReviewActions(situation).includes(input.reviewStatus)) throw forbidden();
  await s.db
    .insert(reviewActions)
    .values({ assetId: asset.id, actionTaken: input.reviewStatus, lastActionBy: situation.actor!, userId: viewer.id });
  publishReview(s, { folderId: asset.folderId, assetId: asset.id, commentId: null, status: input.reviewStatus });
  // the page closes the asset's actions when the message contains APPROVED (§4)
  return { message: `${REVIEW_MESSAGES.actionDone} (${input.reviewStatus})` };
}

/** updateReviewAssetStatus: the PM opened the draft; it is no longer new. */
export async function updateReviewAssetStatus(
  s: Deps,
  viewer: Viewer,
  raw: { parentId?: string | null; assetId: string; folderName?: string | null },
) {
  const asset = await assetById(s.db, raw.assetId);
  if (!asset) throw noSuchAsset();
  await visibleFolder(s, viewer, asset.folderId);
  await s.db.update(reviewAssets).set({ seenAt: new Date() }).where(eq(reviewAssets.id, asset.id));
  return { message: REVIEW_MESSAGES.statusUpdated };
}

async function commentsForWork(s: Deps, viewer: Viewer, ids: string[]) {
  if (!ids.length) throw badInput('Choose at least one comment.', 'commentIds');
  if (ids.some((id) => !/^[0-9a-f]{24}$/.test(id))) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
  const rows = await s.db
    .select({ c: reviewComments, a: reviewAssets })
    .from(reviewComments)
    .innerJoin(reviewAssets, eq(reviewAssets.id, reviewComments.assetId))
    .where(inArray(reviewComments.id, ids));
  if (rows.length !== new Set(ids).size) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
  for (const projectId of new Set(rows.map((r) => r.a.projectId))) {
    if (!mayAccess(viewer, 'review', await projectOf(s.db, projectId))) throw projectNotFound();
  }
  return rows;
}

/** updateReviewAssetCommentStatus: Mark Complete on one comment (toggles). */
export async function updateReviewAssetCommentStatus(s: Deps, viewer: Viewer, raw: { commentId: string; commentCompleted: boolean }) {
  const [row] = await commentsForWork(s, viewer, [raw.commentId]);
  const [updated] = await s.db
    .update(reviewComments)
    .set({ completedAt: raw.commentCompleted ? new Date() : null, updatedAt: new Date() })
    .where(eq(reviewComments.id, row!.c.id))
    .returning();
  publishReview(s, { folderId: row!.a.folderId, assetId: row!.a.id, commentId: row!.c.id, status: 'COMMENT_COMPLETED' });
  return commentView(s, updated!);
}

/** markCommentsComplete: Mark Complete for a choice, or Mark All Complete (refused once any is complete). */
export async function markCommentsComplete(
  s: Deps,
  viewer: Viewer,
  raw: { commentIds?: string[] | null; isMarkAll?: boolean | null; projectId: string; folderId: string },
) {
  const project = await visibleProject(s.db, viewer, 'review', raw.projectId);
  if (!UUID.safeParse(raw.folderId).success) throw notFound(REVIEW_MESSAGES.noVersions);
  const [folder] = await s.db
    .select()
    .from(projectFolders)
    .where(and(eq(projectFolders.id, raw.folderId), eq(projectFolders.projectId, project.id)));
  if (!folder) throw notFound(REVIEW_MESSAGES.noVersions);
  let { asset } = await versionIn(s, folder.id, null);
  let ids = raw.commentIds ?? [];
  if (raw.isMarkAll) {
    // the version shown: the one of the comments sent, else the latest
    if (ids.length) {
      const [first] = await s.db.select({ assetId: reviewComments.assetId }).from(reviewComments).where(eq(reviewComments.id, ids[0]!));
      const shown = first ? await assetById(s.db, first.assetId) : null;
      if (!shown || shown.folderId !== folder.id) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
      asset = shown;
    }
    const all = await s.db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.assetId, asset.id), isNull(reviewComments.parentId)));
    if (all.some((c) => c.completedAt)) throw badInput('Mark All Complete is only for when no comment is complete yet.', 'isMarkAll');
    ids = all.map((c) => c.id);
    if (!ids.length) throw notFound(REVIEW_MESSAGES.noComments);
  }
  const rows = await commentsForWork(s, viewer, ids);
  if (rows.some((r) => r.a.folderId !== folder.id)) throw notFound(REVIEW_MESSAGES.noCommentsForAsset);
  await s.db.update(reviewComments).set({ completedAt: new Date(), updatedAt: new Date() }).where(inArray(reviewComments.id, ids));
  publishReview(s, { folderId: folder.id, assetId: asset.id, commentId: null, status: 'COMMENT_COMPLETED' });
  return { message: REVIEW_MESSAGES.success };
}

const acceptSchema = z
  .array(
    z.object({
      commentId: z.string().regex(/^[0-9a-f]{24}$/, 'No such comment.'),
      commentText: z.string().trim().max(5000).nullish(),
      commentFrom: z.string().nullish(),
      commentTo: z.string().nullish(),
      isEdited: z.boolean().nullish(),
    }),
  )
  .min(1, 'Choose at least one comment.')
  .max(500);

/** acceptBrokerCommentsByProjectManager: the PM accepts the customer's comments, editing the text first if needed. */
export async function acceptComments(s: Deps, viewer: Viewer, raw: { input: unknown }) {
  const input = parseInput(acceptSchema, raw.input);
  const rows = await commentsForWork(
    s,
    viewer,
    input.map((i) => i.commentId),
  );
  const now = new Date();
  for (const item of input) {
    const row = rows.find((r) => r.c.id === item.commentId)!;
    if (row.c.acceptedAt) continue;
    const edit = item.isEdited && item.commentText != null && item.commentText !== row.c.commentText;
    if (edit && (row.c.completedAt || row.c.isEdited)) throw badInput(REVIEW_MESSAGES.commentLocked, 'commentText');
    await s.db
      .update(reviewComments)
      .set({ acceptedAt: now, updatedAt: now, ...(edit ? { commentText: item.commentText!, isEdited: true } : {}) })
      .where(eq(reviewComments.id, row.c.id));
  }
  for (const r of rows) publishReview(s, { folderId: r.a.folderId, assetId: r.a.id, commentId: r.c.id, status: 'COMMENT_ACCEPTED' });
  return { message: input.length > 1 ? REVIEW_MESSAGES.acceptedAll : REVIEW_MESSAGES.acceptedOne };
}

/** videoPlayerReviewComplete: the review is done; with isMappedComments the comments are mapped to Bronze chapters. */
export async function completeReview(
  s: Deps,
  viewer: Viewer | null,
  raw: { projectId: string; isMappedComments?: boolean | null; folderAssetId: string; guestToken?: string | null },
) {
  let project: ProjectRow;
  if (viewer) project = await visibleProject(s.db, viewer, 'review', raw.projectId);
  else {
    const asset = await assetById(s.db, raw.folderAssetId);
    if (!asset) throw noSuchAsset();
    project = await projectOf(s.db, asset.projectId);
    if (String(project.number) !== String(raw.projectId) && project.id !== raw.projectId) throw projectNotFound();
  }
  const asset = await assetById(s.db, raw.folderAssetId);
  if (!asset || asset.projectId !== project.id) throw noSuchAsset();
  const reviewer = await reviewerFor(s, viewer, project, asset.folderId, raw.guestToken);
  const situation = await situationOf(s, reviewer, project, asset);
  if (!mayCompleteReview(situation)) throw reviewer.actor ? forbidden() : unauthenticated(REVIEW_MESSAGES.needsVerification);
  await s.db
    .update(reviewAssets)
    .set({ brokerReviewStatus: 'COMPLETED', reviewCompletedAt: new Date(), updatedAt: new Date() })
    .where(eq(reviewAssets.id, asset.id));
  const comments = await s.db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.assetId, asset.id), isNull(reviewComments.parentId)))
    .orderBy(asc(reviewComments.frame));
  const chapters = raw.isMappedComments
    ? [1, 2, 3, 4, 5, 6]
        .map((chapter) => ({ chapter, commentIds: comments.filter((c) => chapterOfFrame(c.frame) === chapter).map((c) => c.id) }))
        .filter((c) => c.commentIds.length)
    : [];
  publishReview(s, { folderId: asset.folderId, assetId: asset.id, commentId: null, status: 'REVIEW_COMPLETED' });
  return { status: 200, message: REVIEW_MESSAGES.actionDone, chapters };
}

/** chapterTextChanges: the Bronze customer (or PM/QC/admin) asks for a text change; the builder opens next. */
export async function chapterTextChanges(s: Deps, viewer: Viewer, raw: { projectId: string }) {
  const project = await visibleProject(s.db, viewer, 'review', raw.projectId);
  if (project.plan !== 'BRONZE') throw badInput(REVIEW_MESSAGES.changeTextFailed, 'projectId');
  const actor = reviewActorOf(viewer.role);
  if (
    !mayChangeText({
      actor,
      state: null,
      hasComments: false,
      isBronze: true,
      isCheckoutUser: project.customerId === viewer.id,
      brokerReviewStatus: null,
      reviewCompleted: false,
    })
  )
    throw forbidden();
  await s.db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, project.id));
  return { status: 200, message: REVIEW_MESSAGES.actionDone, projectId: project.number };
}

const addVersionSchema = z.object({
  fileName: z.string().trim().min(1, 'The file name is required.').max(255),
  fileSize: z.number().int().min(0).default(0),
  fileType: z.string().trim().max(120).default(''),
  assetLink: z.string().trim().min(1, 'The asset link is required.').max(1024),
  parentFolderName: z.string().trim().max(255).nullish(),
  versionId: z.string().nullish(),
});

/** addReviewAssetsByEditor: an uploaded file becomes the next version of its folder's stack; its review copy is queued. */
export async function addReviewAssetsByEditor(s: Deps, viewer: Viewer, raw: Record<string, unknown>) {
  const project = await visibleProject(s.db, viewer, 'review', String(raw.projectId));
  const input = parseInput(addVersionSchema, raw);
  if (project.plan === 'BRONZE') throw forbidden('Uploads are not available for Bronze projects.');
  if (!isReviewVideo(input.fileName) && !isReviewImage(input.fileName)) throw badInput(REVIEW_MESSAGES.notAVideo, 'fileName');
  const key = withoutQuery(input.assetLink).replace(/^\/+/, '');
  const prefix = `projects/${project.id}/`;
  const at = key.indexOf(prefix);
  const assetKey = at >= 0 ? key.slice(at) : '';
  if (!assetKey || assetKey.includes('..') || !assetKey.endsWith(`/${input.fileName}`))
    throw badInput('The asset link is not a file of this project.', 'assetLink');
  const folderPath = assetKey.slice(0, assetKey.lastIndexOf('/'));
  const [folder] = await s.db
    .select()
    .from(projectFolders)
    .where(and(eq(projectFolders.projectId, project.id), eq(projectFolders.path, folderPath)));
  if (!folder) throw badInput('The file is not in a project folder.', 'assetLink');
  if (input.parentFolderName && input.parentFolderName !== folder.name)
    throw badInput('The file is not in that folder.', 'parentFolderName');
  const head = await s.storage.driver.head(assetKey);
  if (!head) throw badInput('The uploaded file was not found.', 'assetLink');
  const stack = await versionsOf(s.db, folder.id);
  if (input.versionId && !stack.some((v) => v.id === input.versionId)) throw badInput('That version is not in this folder.', 'versionId');
  const [top] = await s.db
    .select({ v: max(reviewAssets.version) })
    .from(reviewAssets)
    .where(eq(reviewAssets.folderId, folder.id));
  const [row] = await s.db
    .insert(reviewAssets)
    .values({
      projectId: project.id,
      folderId: folder.id,
      version: (top?.v ?? 0) + 1,
      fileName: input.fileName,
      fileType: input.fileType || head.contentType,
      fileSize: input.fileSize || head.size,
      assetLink: assetKey,
      uploadedBy: viewer.id,
    })
    .returning();
  await s.jobs.send(reviewCopyJob, { assetId: row!.id }, { id: row!.id });
  publishReview(s, { folderId: folder.id, assetId: row!.id, commentId: null, status: 'VERSION_ADDED' });
  return versionView(s, stack[0]?.id ?? row!.id, row!);
}

// ---------- subscriptions: a folder, signed in (the policy) or through its Bronze link ----------

export async function reviewEvents(
  s: Deps,
  viewer: Viewer | null,
  raw: { folderId: string; reviewToken?: string | null },
  topic: 'reviewStatus' | 'reviewCommentAdded' | 'reviewCommentAccepted' | 'reviewCompleted',
) {
  if (!UUID.safeParse(raw.folderId).success) throw projectNotFound();
  const [folder] = await s.db.select().from(projectFolders).where(eq(projectFolders.id, raw.folderId));
  if (!folder) throw projectNotFound();
  const project = await projectOf(s.db, folder.projectId);
  if (viewer) {
    if (!mayAccess(viewer, 'review', project)) throw projectNotFound();
  } else {
    const sealed = openToken(s, raw.reviewToken);
    const root = sealed && 'r' in sealed ? await assetById(s.db, sealed.r) : null;
    if (project.plan !== 'BRONZE' || !root || root.folderId !== folder.id) throw unauthenticated(REVIEW_MESSAGES.loginRequired);
  }
  return s.pubsub.subscribe(topic, folder.id);
}
