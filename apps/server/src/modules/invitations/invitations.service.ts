// Invitations (part B §4, §5; DECISIONS.md part B "signed single-use registration link"; docs/adr/0018-pilot.md): the
// PM invites a pilot or an editor to a project; a new person gets an account and an e-mailed registration link that
// is signed, single use and expires after 7 days; the invitee accepts or declines.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INVITE_LINK_DAYS,
  PILOT_MESSAGES as M,
  ROLES,
  ROUTE_GROUPS,
  type projectAcceptedSchema,
  type Role,
  type UserInviteInput,
} from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/password.js';
import { mailJob } from '../../platform/mail.job.js';
import { createAccount, mayAccess, projects, transition, users, visibleProject } from '../core/index.js';
import { grantDefaultPermissions } from '../files/index.js';
import { answerPilotProject, pilotAnswerOf, setFlightGoogleLink, startPilotProfile } from '../pilot/index.js';
import { invitations } from './invitations.table.js';
import type { InviteEvent } from './invitations.events.js';

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');
const STUDIO_KEY = 'studio';

/** The registration route of the invited role, prefilled from the link (DECISIONS.md part B). */
export function registrationLink(origin: string, role: string, email: string, name: string, company: string, token: string): string {
  const e = encodeURIComponent;
  return role === ROLES.VMS_PILOT
    ? `${origin}/pilot-registration/email=${e(email)}/name=${e(name)}/company=${e(company || '-')}?token=${e(token)}`
    : `${origin}/editor-registration/email=${e(email)}/name=${e(name)}?token=${e(token)}`;
}

/** An invite event, recorded for the invitee and for the studio's staff. */
async function inviteChanged(tx: Tx, topic: 'userInvited' | 'pilotOrEditorInviteAccepted', e: InviteEvent) {
  await emit(tx, topic, e.userId, e);
  await emit(tx, topic, STUDIO_KEY, e);
}

/** userInvite(email, role, projectId, companyName, firstName, googleLink, …): returns message. */
export async function userInvite(deps: Services, viewer: Viewer, input: UserInviteInput, origin: string): Promise<{ message: string }> {
  const project = await visibleProject(deps.db, viewer, 'read', input.projectId);
  const token = randomBytes(32).toString('base64url');
  const result = await deps.db.transaction(async (tx) => {
    let [user] = await tx.select().from(users).where(eq(users.email, input.email));
    if (user && user.role !== input.role) throw badInput('This e-mail address belongs to an account of another kind.', 'email');
    const isNew = !user;
    if (!user) {
      // the account waits for its registration: no one knows this password; the link sets the real one
      user = await createAccount(tx, {
        email: input.email,
        role: input.role,
        firstName: input.firstName,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      });
      // the folder permissions of their role, as every seeded pilot and editor has (files' DEFAULT_GRANTS)
      await grantDefaultPermissions(tx, [user!.id]);
      if (input.role === ROLES.VMS_PILOT) await startPilotProfile(tx, user!.id, input.companyName || null);
    }
    // an earlier invite of this project still waiting is replaced by this one
    await tx
      .update(invitations)
      .set({ status: 'DECLINED', answeredAt: new Date() })
      .where(and(eq(invitations.projectId, project.id), eq(invitations.role, input.role), eq(invitations.status, 'PENDING')));
    await tx.insert(invitations).values({
      projectId: project.id,
      userId: user!.id,
      role: input.role,
      invitedBy: viewer.id,
      companyName: input.companyName || null,
      details: {
        googleLink: input.googleLink ?? null,
        projectStartDate: input.projectStartDate ?? null,
        projectCompleteDate: input.projectCompleteDate ?? null,
        projectEditorBudget: input.projectEditorBudget ?? null,
        projectNotes: input.projectNotes ?? null,
        requiredSkills: input.requiredSkills ?? null,
      },
      tokenHash: isNew ? hashInviteToken(token) : null,
      expiresAt: isNew ? new Date(Date.now() + INVITE_LINK_DAYS * 86_400_000) : null,
    });
    if (input.role === ROLES.VMS_PILOT) {
      // A new invitation waits for its answer: the project is not accepted by this pilot yet (NOT STARTED, part B §4).
      await transition(tx, project.id, { type: 'pilotInvited', pilotId: user!.id }, viewer);
      await setFlightGoogleLink(tx, project.id, input.googleLink ?? null);
    } else {
      await transition(tx, project.id, { type: 'editorInvited', editorId: user!.id }, viewer);
    }
    await inviteChanged(tx, 'userInvited', {
      projectId: project.id,
      projectNumber: project.number!,
      userId: user!.id,
      role: input.role,
      status: 'PENDING',
    });
    return { user: user!, isNew };
  });
  const link = result.isNew ? registrationLink(origin, input.role, input.email, input.firstName, input.companyName, token) : null;
  const where =
    input.role === ROLES.VMS_PILOT
      ? `${origin}/pilot-dashboard/${project.number}`
      : `${origin}/editor-portal/projects/project-invitation/${project.number}`;
  await deps.jobs.send(mailJob, {
    to: input.email,
    subject: `You are invited to ${project.projectName}`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `You have been invited to work on "${project.projectName}" as ${input.role === ROLES.VMS_PILOT ? 'the drone pilot' : 'the editor'}.`,
      '',
      ...(link
        ? ['Create your profile with this link (it can be used once and expires in 7 days):', '', link]
        : ['Sign in to accept or decline the project:', '', where]),
    ].join('\n'),
  });
  return { message: M.invited };
}

/** projectAcceptedByEditorOrPilot(projectId, status, flag, editorId): the invitee answers. */
export async function answerInvite(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.infer<typeof projectAcceptedSchema>,
): Promise<{ message: string }> {
  const project = await visibleProject(deps.db, viewer, 'read', input.projectId);
  const expected = input.flag === 'PILOT' ? ROLES.VMS_PILOT : ROLES.VMS_EDITOR;
  if (viewer.role !== expected) throw forbidden();
  if (input.flag === 'EDITOR' && input.editorId !== viewer.id) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.projectId, project.id), eq(invitations.userId, viewer.id), eq(invitations.status, 'PENDING')))
      .limit(1);
    if (input.flag === 'PILOT') {
      if ((await pilotAnswerOf(tx, project.id)) === 'ACCEPTED') throw badInput(M.alreadyAnswered, 'status');
      await answerPilotProject(tx, project.id, input.status);
    } else if (!pending) throw badInput(M.noInvitation, 'projectId');
    if (pending) await tx.update(invitations).set({ status: input.status, answeredAt: new Date() }).where(eq(invitations.id, pending.id));
    // The project's own flags, which the PM portal's status rule and header read (NOT STARTED → ACTIVE).
    const accepted = input.status === 'ACCEPTED';
    const event = input.flag === 'PILOT' ? (accepted ? 'pilotAccepted' : 'pilotDeclined') : accepted ? 'editorAccepted' : 'editorDeclined';
    // core's lifecycle also tells the PM portal's cards and header (videoStatusUpdated: a pilot's acceptance turns it ACTIVE)
    await transition(tx, project.id, event, viewer);
    await inviteChanged(tx, 'pilotOrEditorInviteAccepted', {
      projectId: project.id,
      projectNumber: project.number!,
      userId: viewer.id,
      role: viewer.role,
      status: input.status,
    });
  });
  return { message: input.status === 'ACCEPTED' ? M.accepted : M.declined };
}

/** The invite events a viewer may receive: the staff every project's, the invitee their own. */
export async function inviteEvents(
  deps: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  topic: 'userInvited' | 'pilotOrEditorInviteAccepted',
) {
  const staff = (ROUTE_GROUPS.pmPortal as readonly Role[]).includes(viewer.role);
  const source = deps.live.subscribe(topic, staff ? STUDIO_KEY : viewer.id);
  return (async function* () {
    for await (const e of source) {
      const [p] = await deps.db.select().from(projects).where(eq(projects.id, e.projectId));
      if (staff ? p && mayAccess(viewer, 'list', p) : e.userId === viewer.id) yield e;
    }
  })();
}

/** The newest invitation of the project for the role (to `userId`, when given): an editor's carries the PM's requirements. */
export async function latestInvitation(db: Db | Tx, projectId: string, role: Role, userId?: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.role, role), userId ? eq(invitations.userId, userId) : undefined))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row ?? null;
}

/** The project's invitations, newest first, at most `limit` (the project's timeline). */
export function invitationsOf(db: Db | Tx, projectId: string, limit: number) {
  return db.select().from(invitations).where(eq(invitations.projectId, projectId)).orderBy(desc(invitations.createdAt)).limit(limit);
}

/** The registration link's check: 200 valid, 404 unknown (or for another e-mail), 410 used or expired. */
export async function checkInviteLink(
  db: Db | Tx,
  email: string,
  token: string,
): Promise<{ status: 200 | 404 | 410; invitation?: typeof invitations.$inferSelect }> {
  if (!token || token.length > 200) return { status: 404 };
  const [row] = await db
    .select({ invitation: invitations, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.tokenHash, hashInviteToken(token)))
    .limit(1);
  if (!row || row.email !== email.trim().toLowerCase()) return { status: 404 };
  if (row.invitation.usedAt || !row.invitation.expiresAt || row.invitation.expiresAt.getTime() <= Date.now()) return { status: 410 };
  return { status: 200, invitation: row.invitation };
}

/** Uses the link once (inside the registration's transaction): false when it was used meanwhile. */
export async function useInviteLink(tx: Tx, invitationId: string): Promise<boolean> {
  const used = await tx
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return used.length > 0;
}
