// The PM portal's rules (part B §2.4, §3, §4, §5, §7 "PM and editor portals"): the project list and search, a
// project's details, quotes and links, the editor search and the PM's feedback on the editor. Every project is reached
// through the core policy (docs/adr/0010); choices where the spec is silent: docs/adr/0017-pm-portal.md.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EDITOR_SKILLS,
  PLAN_NAMES,
  PM_MESSAGES,
  ROLES,
  parseUsDate,
  utcDay,
  type activeProjectListSchema,
  type editorProjectsSchema,
  type editorSearchSchema,
  type pmFeedbackSchema,
  type projectQuotesSchema,
  type projectRefSchema,
  type searchProjectByNameSchema,
  type updateProjectLinksSchema,
} from '@vms/shared';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { badInput, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import {
  assets,
  crmDeals,
  dealQuotes,
  editorProfiles,
  projectDisplayStatus,
  projectScope,
  projectSections,
  projectTasks,
  projects,
  setProjectLink,
  users,
  visibleProject,
  type ProjectRow,
} from '../core/index.js';
import { editorFeedback, type EditorFeedbackRow } from './pm.table.js';
import type { EditorUpdateEvent } from './pm.events.js';
import { flightTimeOf, pilotsWithProfiles } from '../pilot/index.js';
import { uploaderOf } from '../files/index.js';

const DAY = 86_400_000;
/** A project named by its number, as the shared projectRefSchema parses it. */
type ProjectRef = z.infer<typeof projectRefSchema>;

/** The card of a project in the PM list (part B §2.4 "PM project card", §3 "Project list item"). */
export interface PmProjectCard {
  id: number;
  uuid: string;
  projectName: string;
  planType: string;
  status: string;
  badge: string | null;
  message: string | null;
  propertyAddress: string | null;
  assetType: string | null;
  assetSubType: string | null;
  videoStatus: string;
  startDate: Date;
  deliveryDate: Date | null;
  projectCompleteDate: Date | null;
  isNewDraft: boolean;
}

const NOT_YET_STARTED = 'Your project has been initiated but not yet started. We will send an email when your project starts.';

/** The video's state: the Production / Approvals task in progress (or Complete / Not Started), Bronze's render status. */
async function videoStatuses(db: Db, rows: ProjectRow[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!rows.length) return out;
  const tasks = await db
    .select({ projectId: projectTasks.projectId, status: projectTasks.crexiTaskStatus, position: projectTasks.position })
    .from(projectTasks)
    .innerJoin(projectSections, eq(projectSections.id, projectTasks.sectionId))
    .where(
      and(
        inArray(
          projectTasks.projectId,
          rows.map((r) => r.id),
        ),
        eq(projectSections.sectionName, 'Production / Approvals'),
      ),
    )
    .orderBy(asc(projectTasks.position));
  const byProject = new Map<string, string[]>();
  for (const t of tasks) byProject.set(t.projectId, [...(byProject.get(t.projectId) ?? []), t.status]);
  for (const r of rows) {
    const statuses = byProject.get(r.id) ?? [];
    const current = statuses.find((s) => s !== 'Complete');
    out.set(r.id, r.plan === 'BRONZE' ? r.status.toUpperCase() : statuses.length && !current ? 'Complete' : (current ?? 'Not Started'));
  }
  return out;
}

async function cardsOf(db: Db, rows: ProjectRow[]): Promise<PmProjectCard[]> {
  const assetIds = rows.flatMap((r) => (r.assetId ? [r.assetId] : []));
  const assetRows = assetIds.length
    ? await db
        .select({
          id: assets.id,
          address: assets.address,
          city: assets.city,
          state: assets.state,
          propertyType: assets.propertyType,
          details: assets.details,
        })
        .from(assets)
        .where(inArray(assets.id, assetIds))
    : [];
  const byId = new Map(assetRows.map((a) => [a.id, a]));
  const video = await videoStatuses(db, rows);
  return rows.map((r) => {
    const a = r.assetId ? byId.get(r.assetId) : undefined;
    const subType = a?.details?.['propertySubType'] ?? a?.details?.['subType'];
    const status = projectDisplayStatus(r);
    return {
      id: r.number!,
      uuid: r.id,
      projectName: r.projectName,
      planType: r.plan,
      status,
      badge: r.isNew ? 'NEW DRAFT' : null,
      // A Bronze order that was never started cannot be opened yet (the card shows why instead).
      message: r.plan === 'BRONZE' && r.status.toUpperCase() === 'NOT STARTED' ? NOT_YET_STARTED : null,
      propertyAddress: a ? [a.address, a.city, a.state].filter(Boolean).join(', ') || null : null,
      assetType: a?.propertyType ?? null,
      assetSubType: typeof subType === 'string' ? subType : (r.productType ?? null),
      videoStatus: video.get(r.id) ?? 'Not Started',
      startDate: r.createdAt,
      deliveryDate: r.deliveryDate,
      projectCompleteDate: r.trackStatus === 'COMPLETED' ? r.updatedAt : null,
      isNewDraft: r.isNew,
    };
  });
}

/** `getActiveProjectList(status, limit, offset, isEditorPortal, filter{projectPlan}, searchString)`: pages, newest first. */
export async function getActiveProjectList({ db }: Pick<Services, 'db'>, viewer: Viewer, input: z.infer<typeof activeProjectListSchema>) {
  const scope = projectScope(viewer, 'list');
  if (scope === null) return { projects: [], totalCount: 0, inviteCount: 0 };
  const where: (SQL | undefined)[] = [scope];
  // NEW INVITE (the editor portal's default tab, part B §2.5): an editor invited and not yet answered; the other tabs
  // of an editor hold only the projects they accepted.
  const editor = viewer.role === ROLES.VMS_EDITOR;
  // (the invitations table by name: the invitations domain imports this one)
  const invited = and(
    isNotNull(projects.editorId),
    eq(projects.isEditorInviteAccepted, false),
    sql`exists (select 1 from invitations i where i.project_id = ${projects.id} and i.user_id = ${projects.editorId} and i.status = 'PENDING')`,
  );
  if (input.status === 'NEW_INVITE') where.push(invited);
  else {
    if (input.status !== 'ALL') where.push(eq(projects.trackStatus, input.status));
    if (editor) where.push(eq(projects.isEditorInviteAccepted, true));
  }
  if (input.projectPlan) where.push(eq(projects.plan, input.projectPlan));
  if (input.searchString) where.push(sql`lower(${projects.projectName}) like ${containsPattern(input.searchString)}`);
  const filter = and(...where);
  const [rows, [total], [invites]] = await Promise.all([
    db.select().from(projects).where(filter).orderBy(desc(projects.updatedAt), desc(projects.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(projects).where(filter),
    // the dot of the NEW INVITE tab: the viewer's own pending invitations (editors only)
    editor ? db.select({ n: count() }).from(projects).where(and(scope, invited)) : [{ n: 0 }],
  ]);
  return { projects: await cardsOf(db, rows), totalCount: total?.n ?? 0, inviteCount: invites?.n ?? 0 };
}

/** `searchProjectByName(searchString, limit, offset, isEditorPortal)`: the sidebar's Project Assets list, A→Z. */
export async function searchProjectByName({ db }: Pick<Services, 'db'>, viewer: Viewer, input: z.infer<typeof searchProjectByNameSchema>) {
  const scope = projectScope(viewer, 'list');
  if (scope === null) return { projects: [], totalCount: 0 };
  const filter = and(
    scope,
    input.searchString ? sql`lower(${projects.projectName}) like ${containsPattern(input.searchString)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(filter)
      .orderBy(asc(projects.projectName), asc(projects.number))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(projects).where(filter),
  ]);
  return {
    projects: rows.map((r) => ({ id: r.number!, projectName: r.projectName, planType: r.plan, status: projectDisplayStatus(r) })),
    totalCount: total?.n ?? 0,
  };
}

const fullName = (u: { firstName: string | null; lastName: string | null } | undefined) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || null : null;

export interface ProjectDetailsView {
  id: number;
  uuid: string;
  projectName: string;
  planType: string;
  status: string;
  trackStatus: string;
  videoStatus: string;
  startDate: Date;
  createdAt: Date;
  /** Minutes since the start (to completion for a completed project). */
  timeElapsed: number;
  deliveryDate: Date | null;
  /** Minutes until the delivery date (negative when overdue), null without one. */
  timeTillDue: number | null;
  projectManager: string | null;
  projectManagerId: string | null;
  projectEditor: string | null;
  projectEditorId: string | null;
  projectPilot: string | null;
  projectPilotId: string | null;
  isPilotInviteAccepted: boolean;
  isEditorInviteAccepted: boolean;
  dataSource: string;
  isCompleted: boolean;
  projectReviews: EditorFeedbackRow | null;
  projectAsanaLink: string | null;
  slackLink: string | null;
  hubspotLink: string | null;
  crexiLink: string | null;
  b4uLink: string | null;
  googleLink: string | null;
  assetAddress: string | null;
  assetId: string | null;
  hasFinalVideo: boolean;
}

/** `getProjectDetails(projectId)` (part B §3 "Project details"). */
export async function getProjectDetails(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  { projectId }: ProjectRef,
): Promise<ProjectDetailsView> {
  const p = await visibleProject(db, viewer, 'read', projectId);
  const ids = [p.pmId, p.editorId, p.pilotId].filter((x): x is string => !!x);
  const [people, [asset], [review], [deal], video] = await Promise.all([
    ids.length
      ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids))
      : [],
    p.assetId ? db.select().from(assets).where(eq(assets.id, p.assetId)) : [],
    db.select().from(editorFeedback).where(eq(editorFeedback.projectId, p.id)),
    db.select({ id: crmDeals.id }).from(crmDeals).where(eq(crmDeals.projectId, p.id)).limit(1),
    videoStatuses(db, [p]),
  ]);
  const person = (id: string | null) => (id ? fullName(people.find((u) => u.id === id)) : null);
  const now = Date.now();
  const completed = p.trackStatus === 'COMPLETED';
  const end = completed ? p.updatedAt.getTime() : now;
  return {
    id: p.number!,
    uuid: p.id,
    projectName: p.projectName,
    planType: p.plan,
    status: projectDisplayStatus(p),
    trackStatus: p.trackStatus,
    videoStatus: video.get(p.id) ?? 'Not Started',
    startDate: p.createdAt,
    createdAt: p.createdAt,
    timeElapsed: Math.max(0, Math.floor((end - p.createdAt.getTime()) / 60_000)),
    deliveryDate: p.deliveryDate,
    timeTillDue: p.deliveryDate ? Math.floor((p.deliveryDate.getTime() - now) / 60_000) : null,
    projectManager: person(p.pmId),
    projectManagerId: p.pmId,
    projectEditor: person(p.editorId),
    projectEditorId: p.editorId,
    projectPilot: person(p.pilotId),
    projectPilotId: p.pilotId,
    isPilotInviteAccepted: p.isPilotInviteAccepted,
    isEditorInviteAccepted: p.isEditorInviteAccepted,
    dataSource: deal ? 'HUBSPOT' : 'PORTAL',
    isCompleted: completed,
    projectReviews: review ?? null,
    projectAsanaLink: p.asanaProjectId ? `https://app.asana.com/0/${p.asanaProjectId}` : null,
    slackLink: p.slackLink,
    hubspotLink: p.hubspotLink,
    crexiLink: p.crexiLink,
    b4uLink: p.b4uLink,
    googleLink: p.googleLink,
    assetAddress: asset ? [asset.address, asset.city, asset.state, asset.zip].filter(Boolean).join(', ') || null : null,
    assetId: p.assetId,
    hasFinalVideo: !!p.finalDownload,
  };
}

/** `getProjectQuotes(projectId, dataSource)`: the quotes of the project's CRM deal, newest first. */
export async function getProjectQuotes({ db }: Pick<Services, 'db'>, viewer: Viewer, { projectId }: z.infer<typeof projectQuotesSchema>) {
  const p = await visibleProject(db, viewer, 'read', projectId);
  return db
    .select({
      id: dealQuotes.crmId,
      quoteHsTitle: dealQuotes.quoteHsTitle,
      quoteHsQuoteNumber: dealQuotes.quoteHsQuoteNumber,
      quoteHsCreatedate: dealQuotes.quoteHsCreatedate,
      quoteHsExpirationDate: dealQuotes.quoteHsExpirationDate,
      quoteLink: dealQuotes.quoteLink,
      senderFirstname: dealQuotes.senderFirstname,
      senderLastname: dealQuotes.senderLastname,
    })
    .from(dealQuotes)
    .innerJoin(crmDeals, eq(crmDeals.id, dealQuotes.dealId))
    .where(p.assetId ? sql`(${crmDeals.projectId} = ${p.id} or ${crmDeals.assetId} = ${p.assetId})` : eq(crmDeals.projectId, p.id))
    .orderBy(desc(dealQuotes.quoteHsCreatedate));
}

/** `updateProjectRelatedLinks(field, value, projectId)`: the listing-site or the drone-airspace link. */
export async function updateProjectRelatedLinks(s: Pick<Services, 'db'>, viewer: Viewer, input: z.infer<typeof updateProjectLinksSchema>) {
  const p = await visibleProject(s.db, viewer, 'read', input.projectId);
  await s.db.transaction(async (tx) => {
    await setProjectLink(tx, p.id, input.field, input.value);
    await emit(tx, 'videoStatusUpdated', p.id, { projectId: p.number!, status: projectDisplayStatus(p), trackStatus: p.trackStatus });
  });
  return { message: PM_MESSAGES.linkUpdated };
}

/** `pmToEditorFeedback(timeBadge, projectReviews, commentsOnEditor, projectId)`: once, on a completed project. */
export async function pmToEditorFeedback(s: Pick<Services, 'db'>, viewer: Viewer, input: z.infer<typeof pmFeedbackSchema>) {
  const p = await visibleProject(s.db, viewer, 'read', input.projectId);
  if (p.trackStatus !== 'COMPLETED') throw badInput(PM_MESSAGES.feedbackNotCompleted, 'projectId');
  if (!p.editorId) throw badInput(PM_MESSAGES.noEditor, 'projectId');
  const editorId = p.editorId;
  await s.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(editorFeedback)
      .values({
        projectId: p.id,
        editorId,
        fromUserId: viewer.id,
        timeBadge: input.timeBadge,
        commentsOnEditor: input.commentsOnEditor,
        ...input.projectReviews,
      })
      .onConflictDoNothing({ target: editorFeedback.projectId })
      .returning({ id: editorFeedback.id });
    if (!inserted.length) throw badInput(PM_MESSAGES.feedbackGiven, 'projectId');
    await emit(tx, 'editorUpdate', { editorId, reason: 'FEEDBACK' });
    await emit(tx, 'videoStatusUpdated', p.id, { projectId: p.number!, status: projectDisplayStatus(p), trackStatus: p.trackStatus });
  });
  return { message: PM_MESSAGES.feedbackSaved };
}

export interface EditorListItem {
  id: string;
  name: string;
  email: string;
  location: string | null;
  timeZone: string | null;
  photo: string | null;
  availability: string;
  availableFrom: string;
  projectCompleted: number;
  activeProjects: number;
  recommended: boolean;
  avgStars: number | null;
  totalReviews: number;
  skills: string[];
  matchedSkills: string[];
  timeBadge: string | null;
  /** Why the editor ranks where they do (beyond the spec: the PM picks in seconds). */
  reasons: string[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * `editorListing(skills, availability, flag, limit, offset)`: editors with a completed profile who have at least one
 * of the skills and are free by the wanted day (today, today + 3, or the Custom start). Ranked: recommended first
 * (every skill asked for, 3+ average stars), then more matching skills, higher stars, fewer running projects, name.
 */
export async function editorListing(
  { db }: Pick<Services, 'db'>,
  _viewer: Viewer,
  input: z.infer<ReturnType<typeof editorSearchSchema>>,
  now = new Date(),
) {
  const today = utcDay(now);
  const byDay =
    input.availability === 'Immediate'
      ? today
      : input.availability === 'nextThreeDays'
        ? new Date(today.getTime() + 3 * DAY)
        : parseUsDate(input.customStartDate!)!;
  const wanted: string[] = input.skills.filter((s) => (EDITOR_SKILLS as readonly string[]).includes(s));
  const skillArray = sql`array[${sql.join(
    wanted.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const completed = sql<number>`(select count(*)::int from ${projects} p where p.editor_id = ${users.id} and p.track_status = 'COMPLETED')`;
  const active = sql<number>`(select count(*)::int from ${projects} p where p.editor_id = ${users.id} and p.track_status = 'ACTIVE')`;
  const avgStars = sql<
    string | null
  >`(select round(avg((f.project_quality_review + f.project_finish_on_time_review + f.ease_of_collabration_review) / 3.0), 2) from ${editorFeedback} f where f.editor_id = ${users.id})`;
  const reviews = sql<number>`(select count(*)::int from ${editorFeedback} f where f.editor_id = ${users.id})`;
  const badge = sql<
    string | null
  >`(select f.time_badge from ${editorFeedback} f where f.editor_id = ${users.id} order by f.created_at desc limit 1)`;
  const matchCount = sql<number>`cardinality(array(select unnest(${editorProfiles.skills}) intersect select unnest(${skillArray})))`;
  const recommended = sql<boolean>`(${editorProfiles.skills} @> ${skillArray} and coalesce(${avgStars}, 0) >= 3)`;
  const where = and(
    eq(users.role, ROLES.VMS_EDITOR),
    eq(users.isEditorProfileUpdated, true),
    sql`${editorProfiles.skills} && ${skillArray}`,
    sql`${editorProfiles.availableFrom} <= ${isoDay(byDay)}::date`,
    input.flag === 'RECOMMENDED' ? recommended : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        photo: users.photo,
        location: editorProfiles.location,
        timeZone: editorProfiles.timeZone,
        skills: editorProfiles.skills,
        availableFrom: editorProfiles.availableFrom,
        completed,
        active,
        avgStars,
        reviews,
        badge,
        matchCount,
        recommended,
      })
      .from(users)
      .innerJoin(editorProfiles, eq(editorProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(recommended), desc(matchCount), sql`${avgStars} desc nulls last`, asc(active), asc(users.firstName), asc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(users).innerJoin(editorProfiles, eq(editorProfiles.userId, users.id)).where(where),
  ]);
  const editors: EditorListItem[] = rows.map((r) => {
    const stars = r.avgStars === null ? null : Number(r.avgStars);
    const matched = r.skills.filter((s) => wanted.includes(s));
    const free = r.availableFrom <= isoDay(today);
    const reasons = [
      `${matched.length} of ${wanted.length} skills: ${matched.join(', ')}`,
      free ? 'Available now' : `Available from ${usDay(r.availableFrom)}`,
      stars === null ? 'No reviews yet' : `${stars.toFixed(1)} stars from ${r.reviews} review${r.reviews === 1 ? '' : 's'}`,
      `${r.active} running project${r.active === 1 ? '' : 's'}`,
    ];
    return {
      id: r.id,
      name: fullName(r) ?? r.email,
      email: r.email,
      location: r.location,
      timeZone: r.timeZone,
      photo: r.photo,
      availability: free ? 'Immediate' : `From ${usDay(r.availableFrom)}`,
      availableFrom: r.availableFrom,
      projectCompleted: r.completed,
      activeProjects: r.active,
      recommended: r.recommended,
      avgStars: stars,
      totalReviews: r.reviews,
      skills: r.skills,
      matchedSkills: matched,
      timeBadge: r.badge,
      reasons,
    };
  });
  return { editors, totalCount: total?.n ?? 0 };
}

/** `listEditorProjects(editorId)`: an editor's completed projects with the PM's reviews (part B §3 "Editor project"). */
export async function listEditorProjects({ db }: Pick<Services, 'db'>, viewer: Viewer, { editorId }: z.infer<typeof editorProjectsSchema>) {
  // an editor reads their own history only
  if (viewer.role === ROLES.VMS_EDITOR && editorId !== viewer.id) throw notFound('Requested user does not exist.');
  const scope = projectScope(viewer, 'list');
  if (scope === null) return [];
  const pm = sql<
    string | null
  >`(select trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) from ${users} u where u.id = ${projects.pmId})`;
  const rows = await db
    .select({ project: projects, review: editorFeedback, projectManager: pm })
    .from(projects)
    .leftJoin(editorFeedback, eq(editorFeedback.projectId, projects.id))
    .where(and(eq(projects.editorId, editorId), eq(projects.trackStatus, 'COMPLETED'), scope))
    .orderBy(desc(projects.updatedAt))
    .limit(50);
  return rows.map((r) => ({
    projectId: r.project.number!,
    projectAlias: r.project.projectName,
    projectManager: r.projectManager,
    startDate: r.project.createdAt,
    completeDate: r.project.updatedAt,
    commentsOnEditor: r.review?.commentsOnEditor ?? null,
    review: r.review,
  }));
}

export const PLAN_FILTERS = PLAN_NAMES;

/** What `uploadedAssetsByEditor` delivers: a file an editor finished uploading to the project's folders. */
export interface EditorUploadEvent {
  projectId: number;
  path: string;
  fileName: string;
  uploadedBy: string;
}

/**
 * `uploadedAssetsByEditor(projectId)`: the project's folder events (the files domain's `folderUpdated`), kept to the
 * completed uploads whose uploader is an editor (read from the upload's record), so the PM's views refresh when the
 * editor delivers work.
 */
export async function editorUploads(
  s: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  { projectId }: ProjectRef,
): Promise<AsyncGenerator<EditorUploadEvent>> {
  // Checked before the stream opens, so a refusal reaches the subscriber as the first answer.
  const p = await visibleProject(s.db, viewer, 'files', projectId);
  return editorUploadStream(s, p);
}

async function* editorUploadStream(s: Pick<Services, 'db' | 'live'>, p: ProjectRow): AsyncGenerator<EditorUploadEvent> {
  for await (const e of s.live.subscribe('folderUpdated', p.id)) {
    if (e.action !== 'UPLOADED') continue;
    const row = await uploaderOf(s.db, e.path);
    if (row?.role !== ROLES.VMS_EDITOR) continue;
    yield { projectId: p.number!, path: e.path, fileName: e.path.split('/').pop()!, uploadedBy: row.name };
  }
}

/** A pilot the PM may invite, with why they rank where they do (beyond the spec: issue #16's invite suggestions). */
export interface PilotSuggestion {
  id: string;
  name: string;
  email: string;
  company: string | null;
  faaExpireDate: string | null;
  insuranceExpireDate: string | null;
  /** Miles from the pilot's city to the property; null when either place is unknown. */
  distanceMiles: number | null;
  coverageMiles: number | null;
  dronePlatform: string | null;
  camera: string | null;
  activeProjects: number;
  recommended: boolean;
  reasons: string[];
}

/** Great-circle miles between two points (haversine, earth radius 3958.8 mi). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A stored expiry (YYYY-MM-DD from the profile form, or MM-DD-YYYY) as an ISO day, or null. */
function expiryDay(s: string | null): string | null {
  if (!s) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = parseUsDate(s.replace(/\//g, '-'));
  return us ? isoDay(us) : null;
}

/**
 * `pilotSuggestions(projectId)`: every pilot with a profile, ranked for the project's invite: valid FAA licence and
 * valid insurance first (expiring after the flight day — the scheduled flight, or today), then within their coverage
 * of the property (haversine from the point stored with the pilot's address to the listing's coordinates; unknown distance ranks after known
 * in-range), then drone and camera given, then fewer active projects, then name. `recommended` = licence and
 * insurance valid and the property within coverage.
 */
export async function pilotSuggestions(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  { projectId }: ProjectRef,
  now = new Date(),
): Promise<PilotSuggestion[]> {
  const project = await visibleProject(db, viewer, 'read', projectId);
  const [place] = project.assetId
    ? await db.select({ lat: assets.latitude, lng: assets.longitude }).from(assets).where(eq(assets.id, project.assetId))
    : [];
  const property = place?.lat != null && place.lng != null ? { lat: Number(place.lat), lng: Number(place.lng) } : null;
  const flightAt = await flightTimeOf(db, project.id);
  const today = isoDay(utcDay(now));
  const flightDay = flightAt && isoDay(flightAt) > today ? isoDay(flightAt) : today;
  const ranked = (await pilotsWithProfiles(db)).map(({ user, profile, activeProjects }) => {
    const faa = expiryDay(profile.faaExpireDate);
    const insurance = expiryDay(profile.insuranceExpireDate);
    const faaValid = faa !== null && faa > flightDay;
    const insuranceValid = insurance !== null && insurance > flightDay;
    const point = profile.latitude != null && profile.longitude != null ? { lat: profile.latitude, lng: profile.longitude } : null;
    const distance = property && point ? Math.round(milesBetween(point, property)) : null;
    const coverage = profile.coverageArea && /^\d+$/.test(profile.coverageArea) ? Number(profile.coverageArea) : null;
    const inRange = distance !== null && coverage !== null && distance <= coverage;
    const equipped = Boolean(profile.dronePlatform?.trim()) && Boolean(profile.camera?.trim());
    const reasons = [
      faa === null ? 'No FAA licence expiry on file' : `FAA licence ${faaValid ? 'valid until' : 'expired'} ${usDay(faa)}`,
      insurance === null ? 'No insurance expiry on file' : `Insurance ${insuranceValid ? 'valid until' : 'expired'} ${usDay(insurance)}`,
      distance === null
        ? `Distance unknown${coverage === null ? '' : `, covers ${coverage} mi`}`
        : `${distance} mi away, ${coverage === null ? 'coverage unknown' : `${inRange ? 'covers' : 'outside'} ${coverage} mi`}`,
      equipped ? `${profile.dronePlatform!.trim()} / ${profile.camera!.trim()}` : 'No drone / camera on file',
      `${activeProjects} active project${activeProjects === 1 ? '' : 's'}`,
    ];
    const suggestion: PilotSuggestion = {
      id: user.id,
      name: fullName(user) ?? user.email,
      email: user.email,
      company: profile.companyName,
      faaExpireDate: faa,
      insuranceExpireDate: insurance,
      distanceMiles: distance,
      coverageMiles: coverage,
      dronePlatform: profile.dronePlatform,
      camera: profile.camera,
      activeProjects,
      recommended: faaValid && insuranceValid && inRange,
      reasons,
    };
    // rank keys, smaller first: credentials, range (in, unknown, out), equipment, load, name
    const keys = [(faaValid ? 0 : 1) + (insuranceValid ? 0 : 1), inRange ? 0 : distance === null ? 1 : 2, equipped ? 0 : 1, activeProjects];
    return { suggestion, keys };
  });
  ranked.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i++) if (a.keys[i] !== b.keys[i]) return a.keys[i]! - b.keys[i]!;
    return a.suggestion.name.localeCompare(b.suggestion.name) || a.suggestion.id.localeCompare(b.suggestion.id);
  });
  return ranked.map((r) => r.suggestion);
}

/**
 * `editorUpdate`: the studio hears about every editor (the editor search refetches); an editor only about themselves
 * (their portal refreshes their header's stars when a PM rates them).
 */
export async function* editorUpdates(s: Pick<Services, 'live'>, viewer: Viewer): AsyncGenerator<EditorUpdateEvent> {
  for await (const e of s.live.subscribe('editorUpdate')) {
    if (viewer.role !== ROLES.VMS_EDITOR || e.editorId === viewer.id) yield e;
  }
}

/** An editor's stars from the PMs' reviews: the mean of the three ratings over every review (null before the first). */
export async function editorStarsOf(db: Db, editorId: string): Promise<{ avg: number | null; n: number }> {
  const [row] = await db
    .select({
      avg: sql<
        string | null
      >`round(avg((${editorFeedback.projectQualityReview} + ${editorFeedback.projectFinishOnTimeReview} + ${editorFeedback.easeOfCollabrationReview}) / 3.0), 2)`,
      n: count(),
    })
    .from(editorFeedback)
    .where(eq(editorFeedback.editorId, editorId));
  return { avg: row?.avg == null ? null : Number(row.avg), n: row?.n ?? 0 };
}
