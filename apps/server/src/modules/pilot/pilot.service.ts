// The pilot portal (part B §2.6, §4, §5, §6, §7 "Pilot portal"; docs/adr/0018-pilot.md): the pilot's projects, a
// project's detail and flight, the shot list, marking shots complete, custom shots, uploads and the reschedule. Which
// projects a role reaches is the core policy: 'read' for the dashboard, 'files' for the shots.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PILOT_MESSAGES as M,
  type pilotAssetFoldersListingSchema,
  type pilotCustomFoldersSchema,
  type pilotFlightRescheduledSchema,
  type pilotMarkCompletedSchema,
  type pilotProjectListingSchema,
  type ShotFolderType,
} from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput } from '../../platform/errors.js';
import { assets, projects, projectScope, users, visibleProject } from '../core/index.js';
import { addProjectFolder, hasFolderTree } from '../files/index.js';
import { orderOf } from '../sales/index.js';
import { projectPrefix } from '../../platform/storage/keys.js';
import { sanitiseRichText } from '../../platform/rich-text.js';
import { pilotFlights, pilotShots } from './pilot.table.js';
import { IMAGE_SHOTS, SALES_FOLDERS, SHOT_PARENT, VIDEO_SHOTS, type ShotTemplate } from './pilot.template.js';
import type { PilotShotEvent } from './pilot.events.js';
import { checkShotMark, visibleShot } from './pilot.policy.js';

export type Shot = typeof pilotShots.$inferSelect;
type Flight = typeof pilotFlights.$inferSelect;

const TEMPLATE: [ShotFolderType, ShotTemplate[]][] = [
  ['Video', VIDEO_SHOTS],
  ['Image', IMAGE_SHOTS],
  ['Sales', SALES_FOLDERS],
];

/** A shot folder and its row; the folder is created in the project's tree below its type's parent. */
async function insertShot(
  tx: Db | Tx,
  projectId: string,
  type: ShotFolderType,
  t: ShotTemplate,
  position: number,
  createdBy: string | null,
): Promise<Shot> {
  const folder = await addProjectFolder(
    tx,
    projectId,
    `${projectPrefix(projectId)}${SHOT_PARENT[type]}`,
    t.title,
    type === 'Custom' ? 'Custom' : 'Default',
  );
  const [row] = await tx
    .insert(pilotShots)
    .values({
      projectId,
      title: folder.name,
      description: t.description,
      exampleLink: t.exampleLink,
      folderTypes: type,
      uploadingPath: folder.path,
      position,
      createdBy,
    })
    .returning();
  return row!;
}

/**
 * The shot list of a new project from the template, and its flight row (the manifest's projectCreated, after the files
 * domain made the folder tree). Does nothing for a project that already has shots or has no folder tree.
 */
export async function createShotList(tx: Db | Tx, projectId: string): Promise<void> {
  const [existing] = await tx.select({ id: pilotShots.id }).from(pilotShots).where(eq(pilotShots.projectId, projectId)).limit(1);
  if (!existing && (await hasFolderTree(tx, projectId))) {
    for (const [type, shots] of TEMPLATE) for (const [i, t] of shots.entries()) await insertShot(tx, projectId, type, t, i, null);
  }
  await tx.insert(pilotFlights).values({ projectId }).onConflictDoNothing();
}

/** Backfill: the shot list of every project that has none (the seed, and projects made before the pilot domain). */
export async function createMissingShotLists(tx: Db | Tx): Promise<void> {
  const missing = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(sql`not exists (select 1 from ${pilotShots} where ${pilotShots.projectId} = ${projects.id})`);
  for (const p of missing) await createShotList(tx, p.id);
}

/** The flight row of a project (made on first need for projects created before it). */
async function flightOf(db: Db | Tx, projectId: string): Promise<Flight> {
  await db.insert(pilotFlights).values({ projectId }).onConflictDoNothing();
  const [row] = await db.select().from(pilotFlights).where(eq(pilotFlights.projectId, projectId));
  return row!;
}

/** When the project's flight is scheduled, or null (the PM's pilot suggestions check credentials against that day). */
export async function flightTimeOf(db: Db | Tx, projectId: string): Promise<Date | null> {
  const [flight] = await db.select({ at: pilotFlights.flightAt }).from(pilotFlights).where(eq(pilotFlights.projectId, projectId));
  return flight?.at ?? null;
}

const isAccepted = (f: Flight) => f.acceptedByPilot === 'ACCEPTED';

// ---------------------------------------------------------------------------------------------------------------
// queries

export interface PilotProjectItem {
  id: number;
  uuid: string;
  projectName: string;
  planType: string;
  status: string;
  propertyAddress: string | null;
  acceptedByPilot: boolean;
  flightAt: Date | null;
}

/** pilotProjectListing(limit 1000, offset 0): the projects the viewer reaches ('list'), unanswered first, newest first. */
export async function listPilotProjects(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.infer<typeof pilotProjectListingSchema>,
): Promise<PilotProjectItem[]> {
  const scope = projectScope(viewer, 'list');
  if (scope === null) return [];
  // staff see projects that have a pilot; the pilot sees their own (the policy's filter)
  const where: SQL | undefined = scope ?? sql`${projects.pilotId} is not null`;
  const rows = await deps.db
    .select({
      id: projects.number,
      uuid: projects.id,
      projectName: projects.projectName,
      planType: projects.plan,
      status: projects.status,
      address: assets.address,
      city: assets.city,
      state: assets.state,
      accepted: pilotFlights.acceptedByPilot,
      flightAt: pilotFlights.flightAt,
    })
    .from(projects)
    .leftJoin(assets, eq(assets.id, projects.assetId))
    .leftJoin(pilotFlights, eq(pilotFlights.projectId, projects.id))
    .where(where)
    .orderBy(sql`(${pilotFlights.acceptedByPilot} is null) desc`, desc(projects.createdAt), desc(projects.id))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map((r) => ({
    id: r.id!,
    uuid: r.uuid,
    projectName: r.projectName,
    planType: r.planType,
    status: r.status,
    propertyAddress: addressOf(r),
    acceptedByPilot: r.accepted === 'ACCEPTED',
    flightAt: r.flightAt,
  }));
}

const addressOf = (a: { address: string | null; city: string | null; state: string | null } | null) =>
  a ? [a.address, a.city, a.state].filter(Boolean).join(', ') || null : null;

export interface PilotProjectView {
  id: number;
  uuid: string;
  projectName: string;
  propertyAddress: string | null;
  googleLink: string | null;
  interiorContactDetails: { name: string | null; phone: string | null; email: string | null } | null;
  projectManagerContactDetails: { fullName: string | null; phone: string | null; email: string | null } | null;
  assetType: string[];
  dealMapScreenshot: string | null;
  mapGeopoints: { lat: number; lng: number }[];
  userInstructions: { mapping_question_1: string | null; mapping_question_2: string | null; mapping_question_3: string | null } | null;
  projectPlanDetails: { planType: string; projectDate: string };
  acceptedByPilot: boolean;
  status: string;
  latitude: number | null;
  longitude: number | null;
}

/** pilotProjectDetails(projectId, dataSource): what the pilot needs on site. */
export async function pilotProjectDetails(
  deps: Pick<Services, 'db' | 'storage'>,
  viewer: Viewer,
  raw: { projectId: string; dataSource?: string | null },
): Promise<PilotProjectView> {
  const project = await visibleProject(deps.db, viewer, 'read', raw.projectId);
  const flight = await flightOf(deps.db, project.id);
  const [asset] = project.assetId ? await deps.db.select().from(assets).where(eq(assets.id, project.assetId)) : [];
  const order = project.assetId ? await orderOf(deps.db, project.assetId) : null;
  const [pm] = project.pmId ? await deps.db.select().from(users).where(eq(users.id, project.pmId)) : [];
  const interior = order?.interiorVideoContact ?? null;
  const googleLink =
    flight.googleLink ??
    (asset?.latitude && asset.longitude ? `https://www.google.com/maps/search/?api=1&query=${asset.latitude},${asset.longitude}` : null);
  return {
    id: project.number!,
    uuid: project.id,
    projectName: project.projectName,
    propertyAddress: asset ? addressOf(asset) : null,
    googleLink,
    interiorContactDetails: interior ? { name: interior.name, phone: interior.phone, email: interior.email } : null,
    projectManagerContactDetails: pm
      ? { fullName: [pm.firstName, pm.lastName].filter(Boolean).join(' ') || null, phone: pm.phone, email: pm.email }
      : null,
    assetType: project.plan === 'PLATINUM' ? ['Video', 'Image'] : ['Image'],
    dealMapScreenshot: order?.mapScreenshot ? await deps.storage.readUrl(order.mapScreenshot) : null,
    mapGeopoints: order?.mapGeopoints ?? [],
    userInstructions: order?.userInstructions ?? null,
    projectPlanDetails: { planType: project.plan, projectDate: project.createdAt.toISOString() },
    acceptedByPilot: isAccepted(flight),
    status: project.status,
    latitude: asset?.latitude ? Number(asset.latitude) : null,
    longitude: asset?.longitude ? Number(asset.longitude) : null,
  };
}

/** getFlightDetails(projectId): the B4UFLY link, the approval and the scheduled time. */
export async function getFlightDetails(deps: Pick<Services, 'db'>, viewer: Viewer, raw: { projectId: string }) {
  const project = await visibleProject(deps.db, viewer, 'read', raw.projectId);
  const flight = await flightOf(deps.db, project.id);
  return { b4uLink: flight.b4uLink, approval: flight.approval, timeStamp: flight.flightAt, isScheduled: flight.isScheduled };
}

/** pilotFolderFlags(projectId): whether the project has the video shot list (Platinum only) and the photo one. */
export async function pilotFolderFlags(deps: Pick<Services, 'db'>, viewer: Viewer, raw: { projectId: string }) {
  const project = await visibleProject(deps.db, viewer, 'read', raw.projectId);
  return { videoFolderFlag: project.plan === 'PLATINUM', imageFolderFlag: project.plan !== 'BRONZE' };
}

/** pilotAssetFoldersListing(projectId, folderTypes, isMarkedCompleted, status): the shots, filtered and in order. */
export async function listShots(
  deps: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.infer<typeof pilotAssetFoldersListingSchema>,
): Promise<(Shot & { projectNumber: number; projectName: string })[]> {
  const project = await visibleProject(deps.db, viewer, 'files', input.projectId);
  const conditions: (SQL | undefined)[] = [eq(pilotShots.projectId, project.id)];
  if (input.folderTypes) conditions.push(eq(pilotShots.folderTypes, input.folderTypes));
  if (input.isMarkedCompleted !== undefined) conditions.push(eq(pilotShots.isMarkedCompleted, input.isMarkedCompleted));
  if (input.status === 'NOT_STARTED') conditions.push(eq(pilotShots.isAssetUploaded, false));
  if (input.status === 'NOT_COMPLETED') conditions.push(and(eq(pilotShots.isAssetUploaded, true), eq(pilotShots.isMarkedCompleted, false)));
  if (input.status === 'COMPLETED') conditions.push(eq(pilotShots.isMarkedCompleted, true));
  const rows = await deps.db
    .select()
    .from(pilotShots)
    .where(and(...conditions))
    .orderBy(asc(pilotShots.folderTypes), asc(pilotShots.position), asc(pilotShots.createdAt));
  return rows.map((r) => ({ ...r, projectNumber: project.number!, projectName: project.projectName }));
}

// ---------------------------------------------------------------------------------------------------------------
// mutations

const eventOf = (shot: Shot, action: string): PilotShotEvent => ({
  projectId: shot.projectId,
  folderId: shot.id,
  action,
  isAssetUploaded: shot.isAssetUploaded,
  isMarkedCompleted: shot.isMarkedCompleted,
});

/** pilotMarkCompleted(folderId, projectId, isMarkedCompleted): after an upload, once the project is accepted. */
export async function markCompleted(
  deps: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  input: z.infer<typeof pilotMarkCompletedSchema>,
): Promise<{ message: string; shot: Shot }> {
  const project = await visibleProject(deps.db, viewer, 'files', input.projectId);
  const shot = await shotOfProject(deps.db, project.id, input.folderId);
  if (!shot) throw badInput(M.shotMissing, 'folderId');
  // who may change the mark first, then the rules of the flight and the upload
  checkShotMark(viewer, shot, input.isMarkedCompleted);
  const flight = await flightOf(deps.db, project.id);
  if (!isAccepted(flight)) throw badInput(M.notAccepted, 'projectId');
  if (!shot.isAssetUploaded) throw badInput(M.notUploaded, 'folderId');
  const row = await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(pilotShots)
      .set({ isMarkedCompleted: input.isMarkedCompleted, updatedAt: new Date() })
      .where(eq(pilotShots.id, shot.id))
      .returning();
    await emit(
      tx,
      'pilotMarkCompletedFolder',
      project.id,
      eventOf(marked!, input.isMarkedCompleted ? 'MARKED_COMPLETE' : 'MARKED_INCOMPLETE'),
    );
    return marked;
  });
  return { message: M.markCompleted, shot: row! };
}

/** pilotCustomFolders(title, description, folderTypes 'Custom', projectId): a custom shot with its own folder. */
export async function addCustomShot(
  deps: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  input: z.infer<typeof pilotCustomFoldersSchema>,
): Promise<{ message: string; shot: Shot }> {
  const project = await visibleProject(deps.db, viewer, 'files', input.projectId);
  const description = await sanitiseRichText(input.description);
  const shot = await deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${pilotShots.position}), -1)::int` })
      .from(pilotShots)
      .where(and(eq(pilotShots.projectId, project.id), eq(pilotShots.folderTypes, 'Custom')));
    const made = await insertShot(
      tx,
      project.id,
      'Custom',
      { title: input.title, description, exampleLink: null },
      (last?.n ?? -1) + 1,
      viewer.id,
    );
    await emit(tx, 'pilotAssetUpdated', project.id, eventOf(made, 'CUSTOM_ADDED'));
    // getUpdatedCustomFolders: the project has a new Custom folder
    await emit(tx, 'customFolderUpdated', project.id, { projectId: project.id, path: made.uploadingPath, action: 'CUSTOM_ADDED' });
    return made;
  });
  return { message: M.customShotAdded, shot };
}

/** pilotAssetUploaded(id, isAssetUploaded): records that the shot's folder holds an upload (it must, to say true). */
export async function assetUploaded(
  deps: Pick<Services, 'db' | 'live' | 'storage'>,
  viewer: Viewer,
  input: { id: string; isAssetUploaded: boolean },
): Promise<Shot> {
  const { shot, project } = await visibleShot(deps.db, viewer, input.id);
  const files = await deps.storage.driver.list(`${shot.uploadingPath}/`);
  if (input.isAssetUploaded && !files.length) throw badInput(M.notUploaded, 'id');
  const uploaded = input.isAssetUploaded || files.length > 0;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(pilotShots)
      .set({ isAssetUploaded: uploaded, isMarkedCompleted: uploaded ? shot.isMarkedCompleted : false, updatedAt: new Date() })
      .where(eq(pilotShots.id, shot.id))
      .returning();
    await emit(tx, 'pilotAssetUpdated', project.id, eventOf(updated!, 'UPLOADED'));
    return updated;
  });
  return row!;
}

/** pilotFlightRescheduled(projectId, dueDate, isScheduled): the pilot moves the flight of an accepted project. */
export async function rescheduleFlight(
  deps: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  input: z.infer<typeof pilotFlightRescheduledSchema>,
): Promise<{ message: string; timeStamp: Date }> {
  const project = await visibleProject(deps.db, viewer, 'read', input.projectId);
  const due = new Date(input.dueDate);
  const now = Date.now();
  // today (in any time zone) to one month ahead; a day of slack either side for the pilot's zone
  const latest = new Date();
  latest.setUTCMonth(latest.getUTCMonth() + 1);
  if (due.getTime() < now - 36 * 3_600_000 || due.getTime() > latest.getTime() + 36 * 3_600_000)
    throw badInput('Choose a date from today to one month ahead.', 'dueDate');
  const flight = await flightOf(deps.db, project.id);
  if (!isAccepted(flight)) throw badInput(M.notAccepted, 'projectId');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(pilotFlights)
      .set({ flightAt: due, isScheduled: input.isScheduled, updatedAt: new Date() })
      .where(eq(pilotFlights.projectId, project.id));
    await emit(tx, 'pilotAssetUpdated', project.id, {
      projectId: project.id,
      folderId: '',
      action: 'RESCHEDULED',
      isAssetUploaded: false,
      isMarkedCompleted: false,
    });
  });
  return { message: M.rescheduled, timeStamp: due };
}

/**
 * The invitations domain's answer of the pilot, on the flight. What it does to the project (ACCEPTED turns a non-Bronze
 * project ACTIVE; DECLINED unassigns the pilot) is core's lifecycle (pilotAccepted, pilotDeclined), which invitations moves.
 */
export async function answerPilotProject(tx: Db | Tx, projectId: string, status: 'ACCEPTED' | 'DECLINED'): Promise<void> {
  await flightOf(tx, projectId);
  await tx
    .update(pilotFlights)
    .set({ acceptedByPilot: status === 'ACCEPTED' ? 'ACCEPTED' : null, answeredAt: new Date(), updatedAt: new Date() })
    .where(eq(pilotFlights.projectId, projectId));
}

/** Whether the pilot already answered this project (the invitations domain refuses a second answer). */
export async function pilotAnswerOf(db: Db | Tx, projectId: string): Promise<string | null> {
  return (await flightOf(db, projectId)).acceptedByPilot;
}

/** The invite's Google link for the flight (userInvite carries googleLink). */
export async function setFlightGoogleLink(tx: Db | Tx, projectId: string, googleLink: string | null): Promise<void> {
  await flightOf(tx, projectId);
  await tx
    .update(pilotFlights)
    .set({ googleLink, acceptedByPilot: null, answeredAt: null, updatedAt: new Date() })
    .where(eq(pilotFlights.projectId, projectId));
}

/** The shot `shotId` when it is one of the project's, else null (a note names a shot of its own project). */
export async function shotOfProject(db: Db | Tx, projectId: string, shotId: string): Promise<Shot | null> {
  const [shot] = await db
    .select()
    .from(pilotShots)
    .where(and(eq(pilotShots.id, shotId), eq(pilotShots.projectId, projectId)));
  return shot ?? null;
}

/** The title, kind and project of each of these shots, by id (the notes list names the shot a note is about). */
export async function shotTitles(db: Db | Tx, shotIds: string[]) {
  const rows = shotIds.length
    ? await db
        .select({ id: pilotShots.id, title: pilotShots.title, folderTypes: pilotShots.folderTypes, projectId: pilotShots.projectId })
        .from(pilotShots)
        .where(inArray(pilotShots.id, shotIds))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The notes domain marks the shot a note was added to (hasNoteAdded). */
export async function markShotNoted(db: Db | Tx, shotId: string): Promise<void> {
  await db.update(pilotShots).set({ hasNoteAdded: true }).where(eq(pilotShots.id, shotId));
}

/** Subscriptions: the project, when the viewer reaches it for 'read'. */
export async function shotEvents(
  deps: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  topic: 'pilotAssetUpdated' | 'pilotMarkCompletedFolder',
  projectId: string,
) {
  const project = await visibleProject(deps.db, viewer, 'read', projectId);
  return deps.live.subscribe(topic, project.id);
}
