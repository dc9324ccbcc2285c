// The editor portal's reads (part B §2.5, §3 "Editor project details", "Editor profile", §7): an invitation's project
// requirements and a person's details. Projects are reached through the core policy (an editor: the projects they are
// invited to or work on); choices where the spec is silent: docs/adr/0020-editor-portal.md.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ROLES, ROUTE_GROUPS, projectRefSchema, ratingsOf, type Role } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound, parseInput } from '../../graphql/errors.js';
import { assets, crmDeals, editorProfiles, projects, users, visibleProject } from '../core/index.js';
import { invitations } from '../invitations/index.js';
import { editorFeedback } from '../pm/index.js';

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

export async function editorProjectDetails({ db }: Pick<Services, 'db'>, viewer: Viewer, raw: unknown): Promise<EditorProjectDetailsView> {
  const { projectId } = parseInput(projectRefSchema, raw);
  const p = await visibleProject(db, viewer, 'read', projectId);
  const mine = viewer.role === ROLES.VMS_EDITOR;
  const [[invite], [asset], [deal]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(and(eq(invitations.projectId, p.id), eq(invitations.role, ROLES.VMS_EDITOR), mine ? eq(invitations.userId, viewer.id) : undefined))
      .orderBy(desc(invitations.createdAt))
      .limit(1),
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
    hasRequirements: Boolean(d.projectStartDate || d.projectCompleteDate || skills.length || d.projectEditorBudget != null || d.projectNotes),
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getUserDetails({ db }: Pick<Services, 'db'>, viewer: Viewer, userId: string): Promise<UserDetailsView> {
  if (!UUID.test(userId)) throw badInput('userId must be a user id', 'userId');
  // An editor reads their own details; the studio (the PM portal's roles) reads any editor's.
  const studio = (ROUTE_GROUPS.pmPortal as readonly Role[]).includes(viewer.role);
  if (userId !== viewer.id && !studio) throw forbidden();
  const [row] = await db.select({ user: users, profile: editorProfiles }).from(users).leftJoin(editorProfiles, eq(editorProfiles.userId, users.id)).where(eq(users.id, userId));
  if (!row || (userId !== viewer.id && row.user.role !== ROLES.VMS_EDITOR)) throw notFound('Requested user does not exist.');
  const [[stars], [done]] = await Promise.all([
    db
      .select({
        avg: sql<string | null>`round(avg((${editorFeedback.projectQualityReview} + ${editorFeedback.projectFinishOnTimeReview} + ${editorFeedback.easeOfCollabrationReview}) / 3.0), 2)`,
        n: count(),
      })
      .from(editorFeedback)
      .where(eq(editorFeedback.editorId, userId)),
    db.select({ n: count() }).from(projects).where(and(eq(projects.editorId, userId), eq(projects.trackStatus, 'COMPLETED'))),
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
    avgStars: stars?.avg == null ? null : Number(stars.avg),
    totalReviews: stars?.n ?? 0,
    projectCompleted: done?.n ?? 0,
  };
}
