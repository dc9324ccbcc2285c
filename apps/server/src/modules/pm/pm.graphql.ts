// The PM portal's GraphQL (part B §7 "PM and editor portals"): thin resolvers over pm.service.ts.
import { builder, access } from '../../graphql/builder.js';
import { MessageResult, viewerOf } from '../../graphql/common.js';
import { projectScoped, visibleProject } from '../core/index.js';
import { parseInput } from '../../platform/errors.js';
import {
  activeProjectListSchema,
  editorProjectsSchema,
  editorSearchSchema,
  pmFeedbackSchema,
  projectQuotesSchema,
  projectRefSchema,
  searchProjectByNameSchema,
  updateProjectLinksSchema,
} from '@vms/shared';
import type { EditorFeedbackRow } from './pm.table.js';
import type { EditorUpdateEvent, VideoStatusEvent } from './pm.events.js';
import {
  editorListing,
  editorUploads,
  pilotSuggestions,
  type PilotSuggestion,
  type EditorUploadEvent,
  getActiveProjectList,
  editorUpdates,
  getProjectDetails,
  getProjectQuotes,
  listEditorProjects,
  pmToEditorFeedback,
  searchProjectByName,
  updateProjectRelatedLinks,
  type EditorListItem,
  type PmProjectCard,
  type ProjectDetailsView,
} from './pm.service.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const PmProject = builder.objectRef<PmProjectCard>('PmProject').implement({
  description: 'A project card of the PM list (part B §2.4, §3 "Project list item").',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The project number the routes take.' }),
    uuid: t.exposeID('uuid'),
    projectName: t.exposeString('projectName'),
    planType: t.exposeString('planType'),
    status: t.exposeString('status', { description: 'NOT STARTED, ACTIVE or COMPLETED; Bronze: its own status in upper case.' }),
    badge: t.exposeString('badge', { nullable: true }),
    message: t.exposeString('message', { nullable: true, description: 'Why the project cannot be opened yet (shown on the card).' }),
    actions: t.stringList({ resolve: (p) => (p.message ? [] : ['OPEN']) }),
    propertyAddress: t.exposeString('propertyAddress', { nullable: true }),
    assetType: t.exposeString('assetType', { nullable: true }),
    assetSubType: t.exposeString('assetSubType', { nullable: true }),
    videoStatus: t.exposeString('videoStatus'),
    startDate: t.string({ resolve: (p) => p.startDate.toISOString() }),
    deliveryDate: t.string({ nullable: true, resolve: (p) => iso(p.deliveryDate) }),
    projectCompleteDate: t.string({ nullable: true, resolve: (p) => iso(p.projectCompleteDate) }),
    isNewDraft: t.exposeBoolean('isNewDraft'),
  }),
});

const PmProjectPage = builder.objectRef<{ projects: PmProjectCard[]; totalCount: number; inviteCount: number }>('PmProjectPage').implement({
  fields: (t) => ({
    projects: t.field({ type: [PmProject], resolve: (r) => r.projects }),
    totalCount: t.exposeInt('totalCount'),
    inviteCount: t.exposeInt('inviteCount', {
      description: "The editor's invitations waiting for an answer (the NEW INVITE tab's dot); 0 for other roles.",
    }),
  }),
});

type SearchItem = { id: number; projectName: string; planType: string; status: string };
const ProjectNameHit = builder.objectRef<SearchItem>('ProjectNameHit').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    projectName: t.exposeString('projectName'),
    planType: t.exposeString('planType'),
    status: t.exposeString('status'),
  }),
});
const ProjectNamePage = builder.objectRef<{ projects: SearchItem[]; totalCount: number }>('ProjectNamePage').implement({
  fields: (t) => ({ projects: t.field({ type: [ProjectNameHit], resolve: (r) => r.projects }), totalCount: t.exposeInt('totalCount') }),
});

const EditorFeedbackRef = builder.objectRef<EditorFeedbackRow>('EditorFeedback').implement({
  description: 'The PM\'s feedback on the project\'s editor (part B §3 "Editor feedback").',
  fields: (t) => ({
    projectQualityReview: t.exposeInt('projectQualityReview'),
    projectFinishOnTimeReview: t.exposeInt('projectFinishOnTimeReview'),
    easeOfCollabrationReview: t.exposeInt('easeOfCollabrationReview'),
    timeBadge: t.exposeString('timeBadge'),
    commentsOnEditor: t.exposeString('commentsOnEditor'),
    createdAt: t.string({ resolve: (f) => f.createdAt.toISOString() }),
  }),
});

const ProjectDetails = builder.objectRef<ProjectDetailsView>('PmProjectDetails').implement({
  description: 'A project as the PM portal shows it (part B §3 "Project details").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    uuid: t.exposeID('uuid'),
    projectName: t.exposeString('projectName'),
    planType: t.exposeString('planType'),
    status: t.exposeString('status'),
    trackStatus: t.exposeString('trackStatus'),
    videoStatus: t.exposeString('videoStatus'),
    startDate: t.string({ resolve: (p) => p.startDate.toISOString() }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    timeElapsed: t.exposeInt('timeElapsed', { description: 'Minutes since the start (to completion once completed).' }),
    deliveryDate: t.string({ nullable: true, resolve: (p) => iso(p.deliveryDate) }),
    timeTillDue: t.exposeInt('timeTillDue', { nullable: true, description: 'Minutes to the delivery date; negative when overdue.' }),
    projectManager: t.exposeString('projectManager', { nullable: true }),
    projectManagerId: t.exposeID('projectManagerId', { nullable: true }),
    projectEditor: t.exposeString('projectEditor', { nullable: true }),
    projectEditorId: t.exposeID('projectEditorId', { nullable: true }),
    projectPilot: t.exposeString('projectPilot', { nullable: true }),
    projectPilotId: t.exposeID('projectPilotId', { nullable: true }),
    isPilotInviteAccepted: t.exposeBoolean('isPilotInviteAccepted'),
    isEditorInviteAccepted: t.exposeBoolean('isEditorInviteAccepted'),
    dataSource: t.exposeString('dataSource', { description: 'HUBSPOT when a CRM deal backs the project, otherwise PORTAL.' }),
    isCompleted: t.exposeBoolean('isCompleted'),
    projectReviews: t.field({ type: EditorFeedbackRef, nullable: true, resolve: (p) => p.projectReviews }),
    projectAsanaLink: t.exposeString('projectAsanaLink', { nullable: true }),
    slackLink: t.exposeString('slackLink', { nullable: true }),
    hubspotLink: t.exposeString('hubspotLink', { nullable: true }),
    crexiLink: t.exposeString('crexiLink', { nullable: true }),
    b4uLink: t.exposeString('b4uLink', { nullable: true }),
    googleLink: t.exposeString('googleLink', { nullable: true }),
    assetAddress: t.exposeString('assetAddress', { nullable: true }),
    assetId: t.exposeID('assetId', { nullable: true }),
    hasFinalVideo: t.exposeBoolean('hasFinalVideo'),
  }),
});

type QuoteRow = Awaited<ReturnType<typeof getProjectQuotes>>[number];
const ProjectQuote = builder.objectRef<QuoteRow>('ProjectQuote').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    quoteHsTitle: t.exposeString('quoteHsTitle'),
    quoteHsQuoteNumber: t.exposeString('quoteHsQuoteNumber', { nullable: true }),
    quoteHsCreatedate: t.string({ resolve: (q) => q.quoteHsCreatedate.toISOString() }),
    quoteHsExpirationDate: t.string({ resolve: (q) => q.quoteHsExpirationDate.toISOString() }),
    quoteLink: t.exposeString('quoteLink'),
    senderFirstname: t.exposeString('senderFirstname', { nullable: true }),
    senderLastname: t.exposeString('senderLastname', { nullable: true }),
  }),
});

const EditorListing = builder.objectRef<EditorListItem>('EditorListing').implement({
  description: 'An editor in the PM search (part B §3 "Editor listing").',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    location: t.exposeString('location', { nullable: true }),
    timeZone: t.exposeString('timeZone', { nullable: true }),
    photo: t.exposeString('photo', { nullable: true }),
    availability: t.exposeString('availability', { description: "'Immediate' or 'From MM/DD/YYYY'." }),
    availableFrom: t.exposeString('availableFrom', { description: 'YYYY-MM-DD.' }),
    projectCompleted: t.exposeInt('projectCompleted'),
    activeProjects: t.exposeInt('activeProjects'),
    recommended: t.exposeBoolean('recommended'),
    avgStars: t.exposeFloat('avgStars', { nullable: true }),
    totalReviews: t.exposeInt('totalReviews'),
    skills: t.exposeStringList('skills'),
    matchedSkills: t.exposeStringList('matchedSkills'),
    timeBadge: t.exposeString('timeBadge', { nullable: true }),
    reasons: t.exposeStringList('reasons', { description: 'Why the editor ranks here: skills, availability, stars, load.' }),
  }),
});
const EditorListingPage = builder.objectRef<{ editors: EditorListItem[]; totalCount: number }>('EditorListingPage').implement({
  fields: (t) => ({ editors: t.field({ type: [EditorListing], resolve: (r) => r.editors }), totalCount: t.exposeInt('totalCount') }),
});

type EditorProjectRow = Awaited<ReturnType<typeof listEditorProjects>>[number];
const EditorProject = builder.objectRef<EditorProjectRow>('EditorProject').implement({
  description: 'One of an editor\'s completed projects (part B §3 "Editor project").',
  fields: (t) => ({
    projectId: t.exposeInt('projectId'),
    projectAlias: t.exposeString('projectAlias'),
    projectManager: t.exposeString('projectManager', { nullable: true }),
    startDate: t.string({ resolve: (r) => r.startDate.toISOString() }),
    completeDate: t.string({ resolve: (r) => r.completeDate.toISOString() }),
    commentsOnEditor: t.exposeString('commentsOnEditor', { nullable: true }),
    reviews: t.field({ type: EditorFeedbackRef, nullable: true, resolve: (r) => r.review }),
  }),
});

const VideoStatus = builder.objectRef<VideoStatusEvent>('VideoStatusUpdate').implement({
  fields: (t) => ({ projectId: t.exposeInt('projectId'), status: t.exposeString('status'), trackStatus: t.exposeString('trackStatus') }),
});
const EditorUpdate = builder.objectRef<EditorUpdateEvent>('EditorUpdate').implement({
  fields: (t) => ({
    editorId: t.exposeID('editorId'),
    reason: t.exposeString('reason', { description: 'FEEDBACK, PROFILE or ASSIGNMENT.' }),
  }),
});

const EditorUpload = builder.objectRef<EditorUploadEvent>('EditorUploadedAsset').implement({
  fields: (t) => ({
    projectId: t.exposeInt('projectId'),
    path: t.exposeString('path', { description: 'The storage key of the file.' }),
    fileName: t.exposeString('fileName'),
    uploadedBy: t.exposeString('uploadedBy'),
  }),
});

const ProjectFilter = builder.inputType('PmProjectFilterInput', {
  fields: (t) => ({ projectPlan: t.string({ description: 'A plan name (PLATINUM, GOLD, …, BRONZE).' }) }),
});
const StarsInput = builder.inputType('EditorReviewInput', {
  fields: (t) => ({
    projectQualityReview: t.int({ required: true }),
    projectFinishOnTimeReview: t.int({ required: true }),
    easeOfCollabrationReview: t.int({ required: true }),
  }),
});

const PilotSuggestionRef = builder.objectRef<PilotSuggestion>('PilotSuggestion').implement({
  description: "A pilot for the project's invite, ranked with the reasons shown (beyond the spec: issue #16).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    company: t.exposeString('company', { nullable: true }),
    faaExpireDate: t.exposeString('faaExpireDate', { nullable: true, description: 'YYYY-MM-DD.' }),
    insuranceExpireDate: t.exposeString('insuranceExpireDate', { nullable: true, description: 'YYYY-MM-DD.' }),
    distanceMiles: t.exposeInt('distanceMiles', {
      nullable: true,
      description: "Miles from the pilot's city to the property; null when unknown.",
    }),
    coverageMiles: t.exposeInt('coverageMiles', { nullable: true }),
    dronePlatform: t.exposeString('dronePlatform', { nullable: true }),
    camera: t.exposeString('camera', { nullable: true }),
    activeProjects: t.exposeInt('activeProjects'),
    recommended: t.exposeBoolean('recommended', { description: 'Licence and insurance valid and the property within coverage.' }),
    reasons: t.exposeStringList('reasons'),
  }),
});

/** Drops nulls GraphQL sends for absent optional arguments, so the shared zod defaults apply. */
const defined = <T extends object>(o: T | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  getActiveProjectList: t.field({
    type: PmProjectPage,
    authScopes: access('getActiveProjectList'),
    args: {
      status: t.arg.string({ description: 'ACTIVE (default), COMPLETED or ALL.' }),
      limit: t.arg.int(),
      offset: t.arg.int(),
      isEditorPortal: t.arg.boolean(),
      filter: t.arg({ type: ProjectFilter }),
      searchString: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      getActiveProjectList(
        ctx.services,
        viewerOf(ctx),
        parseInput(activeProjectListSchema, { ...defined({ ...a, filter: undefined }), ...defined(a.filter) }),
      ),
  }),
  searchProjectByName: t.field({
    type: ProjectNamePage,
    authScopes: access('searchProjectByName'),
    args: { searchString: t.arg.string(), limit: t.arg.int(), offset: t.arg.int(), isEditorPortal: t.arg.boolean() },
    resolve: (_r, a, ctx) => searchProjectByName(ctx.services, viewerOf(ctx), parseInput(searchProjectByNameSchema, defined(a))),
  }),
  getProjectDetails: t.field({
    type: ProjectDetails,
    authScopes: access('getProjectDetails'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      getProjectDetails(ctx.services, viewerOf(ctx), parseInput(projectRefSchema, { projectId: String(a.projectId) })),
  }),
  getProjectQuotes: t.field({
    type: [ProjectQuote],
    authScopes: access('getProjectQuotes'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }), dataSource: t.arg.string() },
    resolve: (_r, a, ctx) =>
      getProjectQuotes(ctx.services, viewerOf(ctx), parseInput(projectQuotesSchema, defined({ ...a, projectId: String(a.projectId) }))),
  }),
  editorListing: t.field({
    type: EditorListingPage,
    authScopes: access('editorListing'),
    args: {
      skills: t.arg.stringList({ description: 'At least one of the editor skills.' }),
      availability: t.arg.string({ description: 'Immediate, nextThreeDays or custom.' }),
      customStartDate: t.arg.string({ description: 'MM-DD-YYYY, with custom.' }),
      customEndDate: t.arg.string({ description: 'MM-DD-YYYY, with custom.' }),
      flag: t.arg.string({ description: 'ALL (default) or RECOMMENDED.' }),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_r, a, ctx) => {
      const now = new Date();
      return editorListing(ctx.services, viewerOf(ctx), parseInput(editorSearchSchema(now), defined(a)), now);
    },
  }),
  pilotSuggestions: t.field({
    type: [PilotSuggestionRef],
    authScopes: access('pilotSuggestions'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      pilotSuggestions(ctx.services, viewerOf(ctx), parseInput(projectRefSchema, { projectId: String(a.projectId) })),
  }),
  listEditorProjects: t.field({
    type: [EditorProject],
    authScopes: access('listEditorProjects'),
    args: { editorId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      listEditorProjects(ctx.services, viewerOf(ctx), parseInput(editorProjectsSchema, { editorId: String(a.editorId) })),
  }),
}));

builder.mutationFields((t) => ({
  updateProjectRelatedLinks: t.field({
    type: MessageResult,
    authScopes: access('updateProjectRelatedLinks'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: {
      field: t.arg.string({ required: true, description: 'crexiLink or b4uLink.' }),
      value: t.arg.string({ required: true }),
      projectId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      updateProjectRelatedLinks(
        ctx.services,
        viewerOf(ctx),
        parseInput(updateProjectLinksSchema, { ...a, projectId: String(a.projectId) }),
      ),
  }),
  pmToEditorFeedback: t.field({
    type: MessageResult,
    authScopes: access('pmToEditorFeedback'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: {
      timeBadge: t.arg.string({ required: true, description: 'Early, On Time or Late.' }),
      projectReviews: t.arg({ type: StarsInput, required: true }),
      commentsOnEditor: t.arg.string(),
      projectId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      pmToEditorFeedback(ctx.services, viewerOf(ctx), parseInput(pmFeedbackSchema, defined({ ...a, projectId: String(a.projectId) }))),
  }),
}));

builder.subscriptionFields((t) => ({
  videoStatusUpdated: t.field({
    type: VideoStatus,
    description: "The project's status or header changed: the detail refetches.",
    authScopes: access('videoStatusUpdated'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: async (_r, a, ctx) => {
      const { projectId } = parseInput(projectRefSchema, { projectId: String(a.projectId) });
      const p = await visibleProject(ctx.services.db, viewerOf(ctx), 'read', projectId);
      return ctx.services.live.subscribe('videoStatusUpdated', p.id);
    },
    resolve: (e) => e,
  }),
  uploadedAssetsByEditor: t.field({
    type: EditorUpload,
    description: "The project's editor finished uploading a file to its folders.",
    authScopes: access('uploadedAssetsByEditor'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => editorUploads(ctx.services, viewerOf(ctx), parseInput(projectRefSchema, { projectId: String(a.projectId) })),
    resolve: (e) => e,
  }),
  editorUpdate: t.field({
    type: EditorUpdate,
    description: "An editor's rating, profile or load changed: the editor search refetches.",
    authScopes: access('editorUpdate'),
    subscribe: (_r, _a, ctx) => editorUpdates(ctx.services, viewerOf(ctx)),
    resolve: (e) => e,
  }),
}));
