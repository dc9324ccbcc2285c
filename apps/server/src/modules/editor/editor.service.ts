// The editor portal's reads (part B §2.5, §3 "Editor project details", "Editor profile", §7): an invitation's project
// requirements and a person's details. Projects are reached through the core policy (an editor: the projects they are
// invited to or work on); choices where the spec is silent: docs/adr/0020-editor-portal.md.
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES, ROUTE_GROUPS, ratingsOf, type projectRefSchema, type Role, type userDetailsSchema } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { notFound } from '../../platform/errors.js';
import { assets, crmDeals, editorProfiles, projectTasks, projects, taskActivities, users, visibleProject } from '../core/index.js';
import { reviewVersionsOf } from '../review/index.js';
import { invitationsOf, latestInvitation } from '../invitations/index.js';
import { editorStarsOf } from '../pm/index.js';

/** `editorProjectDetails(projectId)` (part B §3 "Editor project details"), with the invitation's answer. */
export interface EditorProjectDetailsView {
  projectId: number;
  projectName: string;
  assetName: string | null;
  propertyAddress: string | null;
  projectStartDate: string | null;
  projectCompleteDate: string | null;
  requiredSkills: string[];
  plan: string;
  projectEditorBudget: number | null;
  projectNotes: string | null;
  trackStatus: string;
  status: string;
  dataSource: string;
  crexiUrl: string | null;
  googleLink: string | null;
  /** PENDING, ACCEPTED or DECLINED; null when the editor was assigned without an invitation (the studio's own). */
  inviteStatus: string | null;
  invitedAt: Date | null;
  /** True when the PM gave requirements with the invitation (dates, skills, budget or notes). */
  hasRequirements: boolean;
  /** A Bronze render runs: 'Go to project' waits (part B §4 "Project status"). */
  isRenderRunning: boolean;
}

export async function editorProjectDetails(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  { projectId }: z.infer<typeof projectRefSchema>,
): Promise<EditorProjectDetailsView> {
  const p = await visibleProject(db, viewer, 'read', projectId);
  const mine = viewer.role === ROLES.VMS_EDITOR;
  const [invite, [asset], [deal]] = await Promise.all([
    latestInvitation(db, p.id, ROLES.VMS_EDITOR, mine ? viewer.id : undefined),
    p.assetId ? db.select().from(assets).where(eq(assets.id, p.assetId)) : [],
    db.select({ id: crmDeals.id }).from(crmDeals).where(eq(crmDeals.projectId, p.id)).limit(1),
  ]);
  const d = invite?.details ?? {};
  const skills = d.requiredSkills ?? [];
  return {
    projectId: p.number!,
    projectName: p.projectName,
    assetName: asset?.name ?? null,
    propertyAddress: asset ? [asset.address, asset.city, asset.state, asset.zip].filter(Boolean).join(', ') || null : null,
    projectStartDate: d.projectStartDate ?? null,
    projectCompleteDate: d.projectCompleteDate ?? null,
    requiredSkills: skills,
    plan: p.plan,
    projectEditorBudget: d.projectEditorBudget ?? null,
    projectNotes: d.projectNotes ?? null,
    trackStatus: p.trackStatus,
    status: p.status,
    dataSource: deal ? 'HUBSPOT' : 'PORTAL',
    crexiUrl: p.crexiLink ?? asset?.crexiUrl ?? null,
    googleLink: d.googleLink ?? p.googleLink,
    inviteStatus: invite?.status ?? null,
    invitedAt: invite?.createdAt ?? null,
    hasRequirements: Boolean(
      d.projectStartDate || d.projectCompleteDate || skills.length || d.projectEditorBudget != null || d.projectNotes,
    ),
    isRenderRunning: p.plan === 'BRONZE' && p.status.toUpperCase() === 'RENDERING',
  };
}

/** `getUserDetails(userId)`: the account and, for an editor, the profile with the PM reviews' stars. */
export interface UserDetailsView {
  id: string;
  email: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  photo: string | null;
  isEditorProfileUpdated: boolean;
  officePhone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  timeZone: string | null;
  location: string | null;
  paymentVendorName: string | null;
  editorVendorId: string | null;
  editorSkills: string[];
  editorSkillsRatings: number[];
  availableFrom: string | null;
  /** The PM reviews' average (quality, on time, collaboration), 1–4; null before the first review. */
  avgStars: number | null;
  totalReviews: number;
  projectCompleted: number;
}

export async function getUserDetails(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  { userId }: z.infer<typeof userDetailsSchema>,
): Promise<UserDetailsView> {
  // An editor reads their own details; the studio (the PM portal's roles) reads any editor's.
  const studio = (ROUTE_GROUPS.pmPortal as readonly Role[]).includes(viewer.role);
  // someone else's id answers like an unknown one (the project policy's rule for what a person does not reach)
  if (userId !== viewer.id && !studio) throw notFound('Requested user does not exist.');
  const [row] = await db
    .select({ user: users, profile: editorProfiles })
    .from(users)
    .leftJoin(editorProfiles, eq(editorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || (userId !== viewer.id && row.user.role !== ROLES.VMS_EDITOR)) throw notFound('Requested user does not exist.');
  const [stars, [done]] = await Promise.all([
    editorStarsOf(db, userId),
    db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.editorId, userId), eq(projects.trackStatus, 'COMPLETED'))),
  ]);
  const { user: u, profile: p } = row;
  const skills = p?.skills ?? [];
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    photo: u.photo,
    isEditorProfileUpdated: u.isEditorProfileUpdated,
    officePhone: p?.officePhone ?? null,
    address: p?.address ?? null,
    city: p?.city ?? null,
    state: p?.state ?? null,
    zip: p?.zip ?? null,
    country: p?.country ?? null,
    timeZone: p?.timeZone ?? null,
    location: p?.location ?? null,
    paymentVendorName: p?.paymentVendorName ?? null,
    editorVendorId: p?.editorVendorId ?? null,
    editorSkills: skills,
    editorSkillsRatings: ratingsOf(skills),
    availableFrom: p?.availableFrom ?? null,
    avgStars: stars.avg,
    totalReviews: stars.n,
    projectCompleted: done?.n ?? 0,
  };
}

/** One moment of a project's life on its timeline (beyond the spec's placeholder; docs/adr/0020-editor-portal.md). */
export interface TimelineEvent {
  at: Date;
  /** CREATED, INVITED, ACCEPTED, DECLINED, TASK or VERSION. */
  kind: string;
  text: string;
  who: string | null;
}

const nameOf = (u: { firstName: string | null; lastName: string | null } | null | undefined) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || null : null;

/**
 * `projectTimeline(projectId)`: what happened on the project, newest first — its start, the editor invitations and
 * their answers, every task status change (who set what) and every version uploaded for review. At most 200 events.
 */
export async function projectTimeline(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  { projectId }: z.infer<typeof projectRefSchema>,
): Promise<TimelineEvent[]> {
  const p = await visibleProject(db, viewer, 'read', projectId);
  const [invites, activities, versions] = await Promise.all([
    invitationsOf(db, p.id, 50),
    db
      .select({
        at: taskActivities.createdAt,
        status: taskActivities.crexiTaskStatus,
        userId: taskActivities.userId,
        task: projectTasks.task,
      })
      .from(taskActivities)
      .innerJoin(projectTasks, eq(projectTasks.id, taskActivities.taskId))
      .where(and(eq(projectTasks.projectId, p.id), ne(taskActivities.crexiTaskStatus, 'Not Started')))
      .orderBy(desc(taskActivities.createdAt))
      .limit(150),
    reviewVersionsOf(db, p.id, 50),
  ]);
  // the names of everyone the events below mention
  const ids = [
    ...new Set([
      ...invites.flatMap((i) => [i.userId, i.invitedBy]),
      ...activities.map((a) => a.userId),
      ...versions.map((v) => v.uploadedBy),
    ]),
  ].filter((id): id is string => !!id);
  const people = ids.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids))
    : [];
  const who = (id: string | null) => (id ? nameOf(people.find((u) => u.id === id)) : null);
  // An editor sees the invitations of their own; the studio sees every invite of the project.
  const mine = viewer.role === ROLES.VMS_EDITOR;
  const events: TimelineEvent[] = [{ at: p.createdAt, kind: 'CREATED', text: `Project started on the ${p.plan} plan`, who: null }];
  for (const i of invites) {
    if (mine && i.userId !== viewer.id) continue;
    const role = i.role === ROLES.VMS_PILOT ? 'pilot' : 'editor';
    events.push({
      at: i.createdAt,
      kind: 'INVITED',
      text: `${who(i.userId) ?? 'An ' + role} was invited as the ${role}`,
      who: who(i.invitedBy),
    });
    if (i.answeredAt && (i.status === 'ACCEPTED' || i.status === 'DECLINED'))
      events.push({
        at: i.answeredAt,
        kind: i.status,
        text: `${who(i.userId) ?? 'The ' + role} ${i.status === 'ACCEPTED' ? 'accepted' : 'declined'} the project`,
        who: who(i.userId),
      });
  }
  for (const a of activities) events.push({ at: a.at, kind: 'TASK', text: `${a.task} updated to ${a.status}`, who: who(a.userId) });
  for (const v of versions)
    events.push({
      at: v.createdAt,
      kind: 'VERSION',
      text: `Version ${v.version} (${v.fileName}) uploaded for review`,
      who: who(v.uploadedBy),
    });
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 200);
}
