// The editor portal's GraphQL (part B §7 "PM and editor portals": editorProjectDetails, getUserDetails): thin
// resolvers over editor.service.ts. updateProfile is auth's, which hands the editor's role to editor.profile.ts.
import { projectRefSchema, userDetailsSchema } from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { viewerOf } from '../../graphql/common.js';
import { projectScoped } from '../core/index.js';
import {
  editorProjectDetails,
  getUserDetails,
  projectTimeline,
  type EditorProjectDetailsView,
  type TimelineEvent,
  type UserDetailsView,
} from './editor.service.js';

const EditorProjectDetails = builder.objectRef<EditorProjectDetailsView>('EditorProjectDetails').implement({
  fields: (t) => ({
    projectId: t.exposeInt('projectId'),
    projectName: t.exposeString('projectName'),
    assetName: t.exposeString('assetName', { nullable: true }),
    propertyAddress: t.exposeString('propertyAddress', { nullable: true }),
    projectStartDate: t.exposeString('projectStartDate', { nullable: true, description: 'MM-DD-YYYY, as the invite gave it.' }),
    projectCompleteDate: t.exposeString('projectCompleteDate', { nullable: true, description: 'MM-DD-YYYY.' }),
    requiredSkills: t.exposeStringList('requiredSkills'),
    plan: t.exposeString('plan'),
    projectEditorBudget: t.exposeFloat('projectEditorBudget', { nullable: true }),
    projectNotes: t.exposeString('projectNotes', { nullable: true }),
    trackStatus: t.exposeString('trackStatus'),
    status: t.exposeString('status'),
    dataSource: t.exposeString('dataSource'),
    crexiUrl: t.exposeString('crexiUrl', { nullable: true }),
    googleLink: t.exposeString('googleLink', { nullable: true }),
    inviteStatus: t.exposeString('inviteStatus', { nullable: true, description: 'PENDING, ACCEPTED or DECLINED.' }),
    invitedAt: t.string({ nullable: true, resolve: (d) => d.invitedAt?.toISOString() ?? null }),
    hasRequirements: t.exposeBoolean('hasRequirements'),
    isRenderRunning: t.exposeBoolean('isRenderRunning'),
  }),
});

const UserDetails = builder.objectRef<UserDetailsView>('UserDetails').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    photo: t.exposeString('photo', { nullable: true }),
    isEditorProfileUpdated: t.exposeBoolean('isEditorProfileUpdated'),
    officePhone: t.exposeString('officePhone', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    timeZone: t.exposeString('timeZone', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    paymentVendorName: t.exposeString('paymentVendorName', { nullable: true }),
    editorVendorId: t.exposeString('editorVendorId', { nullable: true }),
    editorSkills: t.exposeStringList('editorSkills'),
    editorSkillsRatings: t.exposeIntList('editorSkillsRatings', { description: '1 on, 0 off, one per skill in the skills order.' }),
    availableFrom: t.exposeString('availableFrom', { nullable: true }),
    avgStars: t.exposeFloat('avgStars', { nullable: true, description: 'The PM reviews’ average, 1–4.' }),
    totalReviews: t.exposeInt('totalReviews'),
    projectCompleted: t.exposeInt('projectCompleted'),
  }),
});

const TimelineEventRef = builder.objectRef<TimelineEvent>('ProjectTimelineEvent').implement({
  fields: (t) => ({
    at: t.string({ resolve: (e) => e.at.toISOString() }),
    kind: t.exposeString('kind', { description: 'CREATED, INVITED, ACCEPTED, DECLINED, TASK or VERSION.' }),
    text: t.exposeString('text'),
    who: t.exposeString('who', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  projectTimeline: t.field({
    type: [TimelineEventRef],
    description: "The project's activity, newest first (beyond the spec's 'Timeline will appear here' placeholder).",
    authScopes: access('projectTimeline'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => projectTimeline(ctx.services, viewerOf(ctx), parseInput(projectRefSchema, { projectId: String(a.projectId) })),
  }),
  editorProjectDetails: t.field({
    type: EditorProjectDetails,
    authScopes: access('editorProjectDetails'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      editorProjectDetails(ctx.services, viewerOf(ctx), parseInput(projectRefSchema, { projectId: String(a.projectId) })),
  }),
  getUserDetails: t.field({
    type: UserDetails,
    authScopes: access('getUserDetails'),
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getUserDetails(ctx.services, viewerOf(ctx), parseInput(userDetailsSchema, { userId: String(a.userId) })),
  }),
}));
