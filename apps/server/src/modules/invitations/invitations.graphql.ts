// Invitations' GraphQL (part B §7: userInvite, projectAcceptedByEditorOrPilot, userInvited,
// pilotOrEditorInviteAccepted, and the registration link's check): thin resolvers over invitations.service.ts.
import { editorInviteFormSchema, projectAcceptedSchema, ROLES, userInviteSchema } from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { MessageResult, viewerOf } from '../../graphql/common.js';
import { projectScoped } from '../core/index.js';
import { answerInvite, checkInviteLink, inviteEvents, userInvite } from './invitations.service.js';
import type { InviteEvent } from './invitations.events.js';

const InviteEventRef = builder.objectRef<InviteEvent>('InviteEvent').implement({
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    projectNumber: t.exposeInt('projectNumber'),
    userId: t.exposeID('userId'),
    role: t.exposeString('role'),
    status: t.exposeString('status', { description: 'PENDING, ACCEPTED or DECLINED.' }),
  }),
});

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

builder.mutationFields((t) => ({
  userInvite: t.field({
    type: MessageResult,
    authScopes: access('userInvite'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: {
      email: t.arg.string({ required: true }),
      role: t.arg.string({ required: true }),
      projectId: t.arg.id({ required: true }),
      companyName: t.arg.string(),
      firstName: t.arg.string({ required: true }),
      googleLink: t.arg.string(),
      projectStartDate: t.arg.string({ description: 'MM-DD-YYYY.' }),
      projectCompleteDate: t.arg.string({ description: 'MM-DD-YYYY.' }),
      projectEditorBudget: t.arg.float(),
      projectNotes: t.arg.string(),
      requiredSkills: t.arg.stringList(),
    },
    resolve: (_r, a, ctx) => {
      const args = { ...defined(a), projectId: String(a.projectId) };
      // An editor's invite follows the external editor invite form's rules (part B §5), the same schema as the web form.
      if (a.role === ROLES.VMS_EDITOR) parseInput(editorInviteFormSchema(new Date()), args);
      return userInvite(ctx.services, viewerOf(ctx), parseInput(userInviteSchema, args), ctx.origin);
    },
  }),
  projectAcceptedByEditorOrPilot: t.field({
    type: MessageResult,
    authScopes: access('projectAcceptedByEditorOrPilot'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: {
      projectId: t.arg.id({ required: true }),
      status: t.arg.string({ required: true }),
      flag: t.arg.string({ required: true }),
      editorId: t.arg.id(),
    },
    resolve: (_r, a, ctx) =>
      answerInvite(ctx.services, viewerOf(ctx), parseInput(projectAcceptedSchema, { ...defined(a), projectId: String(a.projectId) })),
  }),
}));

builder.subscriptionFields((t) => ({
  userInvited: t.field({
    type: InviteEventRef,
    description: 'A pilot or editor was invited to a project (to the invitee, and to the studio).',
    authScopes: access('userInvited'),
    subscribe: (_r, _a, ctx) => inviteEvents(ctx.services, viewerOf(ctx), 'userInvited'),
    resolve: (e) => e,
  }),
  pilotOrEditorInviteAccepted: t.field({
    type: InviteEventRef,
    description: 'A pilot or editor accepted or declined a project.',
    authScopes: access('pilotOrEditorInviteAccepted'),
    subscribe: (_r, _a, ctx) => inviteEvents(ctx.services, viewerOf(ctx), 'pilotOrEditorInviteAccepted'),
    resolve: (e) => e,
  }),
}));

const LinkStatus = builder.objectRef<{ status: number }>('InviteLinkStatus').implement({
  fields: (t) => ({ status: t.exposeInt('status', { description: '200 valid, 404 unknown, 410 used or expired.' }) }),
});

builder.queryField('checkInviteLink', (t) =>
  t.field({
    type: LinkStatus,
    description: 'The registration page asks whether its link is still good before showing the form.',
    authScopes: access('checkInviteLink'),
    args: { email: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => ({ status: (await checkInviteLink(ctx.services.db, a.email, a.token)).status }),
  }),
);
