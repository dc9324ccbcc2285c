// The pilot portal's GraphQL (part B §7 "Pilot portal"): thin resolvers over pilot.service.ts.
import {
  pilotAssetFoldersListingSchema,
  pilotCustomFoldersSchema,
  pilotFlightRescheduledSchema,
  pilotMarkCompletedSchema,
  pilotProjectListingSchema,
  shotIdSchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput } from '../../platform/errors.js';
import { sanitiseRichText } from '../../platform/rich-text.js';
import { viewerOf } from '../../graphql/common.js';
import { projectScoped } from '../core/index.js';
import type { PilotShotEvent } from './pilot.events.js';
import { getPilotProfile } from './pilot.profile.js';
import {
  addCustomShot,
  assetUploaded,
  getFlightDetails,
  listPilotProjects,
  listShots,
  markCompleted,
  pilotFolderFlags,
  pilotProjectDetails,
  rescheduleFlight,
  shotEvents,
  type PilotProjectItem,
  type PilotProjectView,
  type Shot,
} from './pilot.service.js';
import { coverage, type Coverage, type PhotoPosition } from './pilot.coverage.js';

const PilotProjectRow = builder.objectRef<PilotProjectItem>('PilotProjectItem').implement({
  description: "A project of the pilot's list.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The project number the dashboard route takes.' }),
    uuid: t.exposeID('uuid'),
    projectName: t.exposeString('projectName'),
    planType: t.exposeString('planType'),
    status: t.exposeString('status'),
    propertyAddress: t.exposeString('propertyAddress', { nullable: true }),
    acceptedByPilot: t.exposeBoolean('acceptedByPilot'),
    flightAt: t.string({ nullable: true, resolve: (p) => p.flightAt?.toISOString() ?? null }),
  }),
});

const PilotProjects = builder.objectRef<{ projects: PilotProjectItem[] }>('PilotProjectListing').implement({
  fields: (t) => ({ projects: t.field({ type: [PilotProjectRow], resolve: (r) => r.projects }) }),
});

const Contact = builder.objectRef<{ name: string | null; phone: string | null; email: string | null }>('PilotInteriorContact').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});
const PmContact = builder.objectRef<{ fullName: string | null; phone: string | null; email: string | null }>('PilotPmContact').implement({
  fields: (t) => ({
    fullName: t.exposeString('fullName', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});
const Instructions = builder
  .objectRef<{ mapping_question_1: string | null; mapping_question_2: string | null; mapping_question_3: string | null }>(
    'PilotUserInstructions',
  )
  .implement({
    fields: (t) => ({
      mapping_question_1: t.exposeString('mapping_question_1', { nullable: true }),
      mapping_question_2: t.exposeString('mapping_question_2', { nullable: true }),
      mapping_question_3: t.exposeString('mapping_question_3', { nullable: true }),
    }),
  });
const PlanDetails = builder.objectRef<{ planType: string; projectDate: string }>('PilotPlanDetails').implement({
  fields: (t) => ({ planType: t.exposeString('planType'), projectDate: t.exposeString('projectDate', { description: 'ISO 8601.' }) }),
});
const GeoPointRef = builder.objectRef<{ lat: number; lng: number }>('PilotGeoPoint').implement({
  fields: (t) => ({ lat: t.exposeFloat('lat'), lng: t.exposeFloat('lng') }),
});

const PilotProject = builder.objectRef<PilotProjectView>('PilotProject').implement({
  description: 'A project as the pilot sees it (part B §3 "Pilot project").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    uuid: t.exposeID('uuid'),
    projectName: t.exposeString('projectName'),
    propertyAddress: t.exposeString('propertyAddress', { nullable: true }),
    googleLink: t.exposeString('googleLink', { nullable: true }),
    interiorContactDetails: t.field({ type: Contact, nullable: true, resolve: (p) => p.interiorContactDetails }),
    projectManagerContactDetails: t.field({ type: PmContact, nullable: true, resolve: (p) => p.projectManagerContactDetails }),
    assetType: t.exposeStringList('assetType'),
    dealMapScreenshot: t.exposeString('dealMapScreenshot', { nullable: true }),
    mapGeopoints: t.field({ type: [GeoPointRef], description: 'The boundary the customer drew.', resolve: (p) => p.mapGeopoints }),
    userInstructions: t.field({ type: Instructions, nullable: true, resolve: (p) => p.userInstructions }),
    projectPlanDetails: t.field({ type: PlanDetails, resolve: (p) => p.projectPlanDetails }),
    acceptedByPilot: t.exposeBoolean('acceptedByPilot'),
    status: t.exposeString('status'),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

const FlightDetails = builder
  .objectRef<{ b4uLink: string | null; approval: boolean; timeStamp: Date | null; isScheduled: boolean }>('FlightDetails')
  .implement({
    fields: (t) => ({
      b4uLink: t.exposeString('b4uLink', { nullable: true }),
      approval: t.exposeBoolean('approval'),
      timeStamp: t.string({
        nullable: true,
        description: 'The scheduled flight, ISO 8601 UTC.',
        resolve: (f) => f.timeStamp?.toISOString() ?? null,
      }),
      isScheduled: t.exposeBoolean('isScheduled'),
    }),
  });

const FolderFlags = builder.objectRef<{ videoFolderFlag: boolean; imageFolderFlag: boolean }>('PilotFolderFlags').implement({
  fields: (t) => ({ videoFolderFlag: t.exposeBoolean('videoFolderFlag'), imageFolderFlag: t.exposeBoolean('imageFolderFlag') }),
});

const ShotProject = builder.objectRef<{ id: number; projectName: string }>('PilotShotProject').implement({
  fields: (t) => ({ id: t.exposeInt('id'), projectName: t.exposeString('projectName') }),
});

export const PilotShot = builder.objectRef<Shot & { projectNumber?: number; projectName?: string }>('PilotShot').implement({
  description: 'A shot folder of the shot list (part B §3 "Pilot folder/shot").',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.string({ description: 'HTML (the rich-text allowlist).', resolve: (s) => sanitiseRichText(s.description) }),
    exampleLink: t.exposeString('exampleLink', { nullable: true }),
    folderTypes: t.exposeString('folderTypes', { description: 'Video, Image, Custom or Sales.' }),
    uploadingPath: t.exposeString('uploadingPath'),
    projectId: t.exposeID('projectId'),
    isAssetUploaded: t.exposeBoolean('isAssetUploaded'),
    isMarkedCompleted: t.exposeBoolean('isMarkedCompleted'),
    hasNoteAdded: t.exposeBoolean('hasNoteAdded'),
    project: t.field({
      type: ShotProject,
      nullable: true,
      resolve: (s) => (s.projectNumber !== undefined ? { id: s.projectNumber, projectName: s.projectName ?? '' } : null),
    }),
  }),
});

const ShotResult = builder.objectRef<{ message: string; shot: Shot }>('PilotShotResult').implement({
  fields: (t) => ({ message: t.exposeString('message'), shot: t.field({ type: PilotShot, resolve: (r) => r.shot }) }),
});

const Rescheduled = builder.objectRef<{ message: string; timeStamp: Date }>('PilotFlightRescheduled').implement({
  fields: (t) => ({ message: t.exposeString('message'), timeStamp: t.string({ resolve: (r) => r.timeStamp.toISOString() }) }),
});

const ShotEvent = builder.objectRef<PilotShotEvent>('PilotShotEvent').implement({
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    folderId: t.exposeID('folderId'),
    action: t.exposeString('action'),
    isAssetUploaded: t.exposeBoolean('isAssetUploaded'),
    isMarkedCompleted: t.exposeBoolean('isMarkedCompleted'),
  }),
});

const ref = (v: string | number) => String(v);
const opt = <T>(v: T | null | undefined) => (v === null ? undefined : v);

builder.queryFields((t) => ({
  pilotProjectListing: t.field({
    type: PilotProjects,
    authScopes: access('pilotProjectListing'),
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: async (_r, a, ctx) => ({
      projects: await listPilotProjects(
        ctx.services,
        viewerOf(ctx),
        parseInput(pilotProjectListingSchema, { limit: opt(a.limit), offset: opt(a.offset) }),
      ),
    }),
  }),
  pilotProjectDetails: t.field({
    type: PilotProject,
    authScopes: access('pilotProjectDetails'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }), dataSource: t.arg.string() },
    resolve: (_r, a, ctx) => pilotProjectDetails(ctx.services, viewerOf(ctx), { projectId: ref(a.projectId), dataSource: a.dataSource }),
  }),
  getFlightDetails: t.field({
    type: FlightDetails,
    authScopes: access('getFlightDetails'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getFlightDetails(ctx.services, viewerOf(ctx), { projectId: ref(a.projectId) }),
  }),
  pilotFolderFlags: t.field({
    type: FolderFlags,
    authScopes: access('pilotFolderFlags'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => pilotFolderFlags(ctx.services, viewerOf(ctx), { projectId: ref(a.projectId) }),
  }),
  pilotAssetFoldersListing: t.field({
    type: [PilotShot],
    authScopes: access('pilotAssetFoldersListing'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: {
      projectId: t.arg.id({ required: true }),
      folderTypes: t.arg.string(),
      isMarkedCompleted: t.arg.boolean(),
      status: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      listShots(
        ctx.services,
        viewerOf(ctx),
        parseInput(pilotAssetFoldersListingSchema, {
          projectId: ref(a.projectId),
          folderTypes: opt(a.folderTypes),
          isMarkedCompleted: opt(a.isMarkedCompleted),
          status: opt(a.status),
        }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  pilotMarkCompleted: t.field({
    type: ShotResult,
    authScopes: access('pilotMarkCompleted'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: {
      folderId: t.arg.id({ required: true }),
      projectId: t.arg.id({ required: true }),
      isMarkedCompleted: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      markCompleted(
        ctx.services,
        viewerOf(ctx),
        parseInput(pilotMarkCompletedSchema, {
          folderId: String(a.folderId),
          projectId: ref(a.projectId),
          isMarkedCompleted: a.isMarkedCompleted,
        }),
      ),
  }),
  pilotCustomFolders: t.field({
    type: ShotResult,
    authScopes: access('pilotCustomFolders'),
    extensions: projectScoped('files', 'projectId', 'ref'),
    args: {
      title: t.arg.string({ required: true }),
      description: t.arg.string({ required: true }),
      folderTypes: t.arg.string(),
      projectId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      addCustomShot(
        ctx.services,
        viewerOf(ctx),
        parseInput(pilotCustomFoldersSchema, { ...a, folderTypes: opt(a.folderTypes), projectId: ref(a.projectId) }),
      ),
  }),
  pilotFlightRescheduled: t.field({
    type: Rescheduled,
    authScopes: access('pilotFlightRescheduled'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }), dueDate: t.arg.string({ required: true }), isScheduled: t.arg.boolean() },
    resolve: (_r, a, ctx) =>
      rescheduleFlight(
        ctx.services,
        viewerOf(ctx),
        parseInput(pilotFlightRescheduledSchema, { ...a, isScheduled: opt(a.isScheduled), projectId: ref(a.projectId) }),
      ),
  }),
  pilotAssetUploaded: t.field({
    type: PilotShot,
    authScopes: access('pilotAssetUploaded'),
    args: { id: t.arg.id({ required: true }), isAssetUploaded: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) =>
      assetUploaded(ctx.services, viewerOf(ctx), { id: parseInput(shotIdSchema, String(a.id)), isAssetUploaded: a.isAssetUploaded }),
  }),
}));

builder.subscriptionFields((t) => ({
  pilotAssetUpdated: t.field({
    type: ShotEvent,
    description: 'A shot got an upload, a custom shot was added, or the flight moved.',
    authScopes: access('pilotAssetUpdated'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => shotEvents(ctx.services, viewerOf(ctx), 'pilotAssetUpdated', ref(a.projectId)),
    resolve: (e) => e,
  }),
  pilotMarkCompletedFolder: t.field({
    type: ShotEvent,
    description: "A shot's mark-complete status changed.",
    authScopes: access('pilotMarkCompletedFolder'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => shotEvents(ctx.services, viewerOf(ctx), 'pilotMarkCompletedFolder', ref(a.projectId)),
    resolve: (e) => e,
  }),
}));

type Profile = Awaited<ReturnType<typeof getPilotProfile>>;
const PilotProfileRef = builder.objectRef<Profile>('PilotProfile').implement({
  description: 'The pilot\'s profile (part B §3 "Pilot profile").',
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    phone: t.string({ nullable: true, resolve: (p) => p.phone ?? null }),
    companyName: t.string({ nullable: true, resolve: (p) => ('companyName' in p ? p.companyName : null) }),
    address: t.string({ nullable: true, resolve: (p) => ('address' in p ? p.address : null) }),
    city: t.string({ nullable: true, resolve: (p) => ('city' in p ? p.city : null) }),
    state: t.string({ nullable: true, resolve: (p) => ('state' in p ? p.state : null) }),
    zip: t.string({ nullable: true, resolve: (p) => ('zip' in p ? p.zip : null) }),
    coverageArea: t.string({ nullable: true, resolve: (p) => ('coverageArea' in p ? p.coverageArea : null) }),
    faaLicenseNumber: t.string({ nullable: true, resolve: (p) => ('faaLicenseNumber' in p ? p.faaLicenseNumber : null) }),
    faaExpireDate: t.string({ nullable: true, resolve: (p) => ('faaExpireDate' in p ? p.faaExpireDate : null) }),
    insurancePolicyNumber: t.string({ nullable: true, resolve: (p) => ('insurancePolicyNumber' in p ? p.insurancePolicyNumber : null) }),
    insuranceExpireDate: t.string({ nullable: true, resolve: (p) => ('insuranceExpireDate' in p ? p.insuranceExpireDate : null) }),
    dronePlatform: t.string({ nullable: true, resolve: (p) => ('dronePlatform' in p ? p.dronePlatform : null) }),
    camera: t.string({ nullable: true, resolve: (p) => ('camera' in p ? p.camera : null) }),
    offerInteriorDronePhotos: t.boolean({ resolve: (p) => ('offerInteriorDronePhotos' in p ? p.offerInteriorDronePhotos : false) }),
    offerProfessionalInteriorDronePhotos: t.boolean({
      resolve: (p) => ('offerProfessionalInteriorDronePhotos' in p ? p.offerProfessionalInteriorDronePhotos : false),
    }),
    offerMatterPortOrOtherTours: t.boolean({
      resolve: (p) => ('offerMatterPortOrOtherTours' in p ? p.offerMatterPortOrOtherTours : false),
    }),
    offerThermalDrone: t.boolean({ resolve: (p) => ('offerThermalDrone' in p ? p.offerThermalDrone : false) }),
    isProfileUpdated: t.boolean({ resolve: (p) => p.isProfileUpdated }),
  }),
});

builder.queryField('pilotProfile', (t) =>
  t.field({
    type: PilotProfileRef,
    authScopes: access('pilotProfile'),
    resolve: (_r, _a, ctx) => getPilotProfile(ctx.services, viewerOf(ctx)),
  }),
);

const PhotoPositionRef = builder.objectRef<PhotoPosition>('PilotPhotoPosition').implement({
  description: "Where a photo was taken (its EXIF GPS position), against the customer's boundary.",
  fields: (t) => ({
    name: t.exposeString('name'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    inside: t.exposeBoolean('inside', { nullable: true, description: 'Inside the boundary; null when none was drawn.' }),
  }),
});

const CoverageRef = builder.objectRef<Coverage>('PilotCoverage').implement({
  description: 'Uploads against the shot list minimums and photo positions against the boundary (beyond the spec; docs/adr/0018-pilot.md).',
  fields: (t) => ({
    videos: t.exposeInt('videos'),
    photos: t.exposeInt('photos'),
    minVideos: t.exposeInt('minVideos'),
    minPhotos: t.exposeInt('minPhotos'),
    boundary: t.field({ type: [GeoPointRef], description: 'The boundary the customer drew (empty: none).', resolve: (c) => c.boundary }),
    positions: t.field({ type: [PhotoPositionRef], resolve: (c) => c.positions }),
    photosWithoutPosition: t.exposeInt('photosWithoutPosition'),
  }),
});

builder.queryField('pilotCoverage', (t) =>
  t.field({
    type: CoverageRef,
    authScopes: access('pilotCoverage'),
    extensions: projectScoped('read', 'projectId', 'ref'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => coverage(ctx.services, viewerOf(ctx), { projectId: ref(a.projectId) }),
  }),
);
