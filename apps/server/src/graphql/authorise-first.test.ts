// Authorise, then validate rules (ARCHITECTURE "How a request flows"): a caller the role table, the project policy or
// the domain policy refuses hears FORBIDDEN (or NOT_FOUND, for a project out of their reach), never a business rule
// about the record they may not touch. One row per mutation that reads data to validate: each is called by someone
// refused, with input that breaks a rule of the mutation and with input that breaks none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { createTestApp, errorCode, type TestApp } from '../test/test-app.js';
import { plans, projects, users } from '../modules/core/index.js';
import { reviewAssets } from '../modules/review/review.table.js';
import { projectFolders } from '../modules/files/files.table.js';
import { pilotFlights, pilotShots } from '../modules/pilot/pilot.table.js';
import { assetOrders } from '../modules/sales/sales.table.js';

/** The seeded people the rows act as or act on. */
const PEOPLE = {
  pilot: 'pilot@vms.test',
  otherPilot: 'rio.pilot@vms.test',
  editor: 'editor@vms.test',
  otherEditor: 'ivy.editor@vms.test',
  customer: 'customer@vms.test',
  otherCustomer: 'dana.customer@vms.test',
  admin: 'admin@vms.test',
  broker: 'broker@vms.test',
} as const;
type Person = keyof typeof PEOPLE;

/** What the rows need of the seeded data, looked up (or set up) once. */
interface Fixtures {
  id: Record<Person, string>;
  /** A review version of a project the editor works on (not Bronze), and one of a project they do not. */
  editorAsset: { id: string; projectId: string; folderId: string; number: number };
  foreignAsset: { id: string; projectId: string; folderId: string; number: number };
  /** A project the pilot does not fly, and one of its shots. */
  foreignPilotProject: { id: string; number: number };
  foreignShot: string;
  /** The pilot's own project with two completed shots: one whose upload is gone (a rule breaks), one still uploaded. */
  pilotProject: number;
  completedShotNotUploaded: string;
  completedShotUploaded: string;
  /** A project of another customer than customer@ (not the editor's, not the pilot's). */
  otherCustomersProject: { id: string; number: number };
  /** A listing already ordered (it became a project), its order owned by another customer than customer@. */
  orderedAsset: string;
  /** The GOLD plan's price (a quote must match it). */
  goldPrice: number;
}

type Vars = Record<string, unknown>;
interface Row {
  mutation: string;
  /** Who calls: refused by the role table, the project policy or the domain policy. */
  as: Person;
  why: string;
  query: string;
  /** Input that breaks a business rule of the mutation (one that reads data, or depends on the target). */
  bad: (f: Fixtures) => Vars;
  /** Input that breaks none. */
  valid: (f: Fixtures) => Vars;
  expected: 'FORBIDDEN' | 'NOT_FOUND';
}

const PILOT_PROFILE = {
  firstName: 'Rio',
  companyName: 'Rio Air',
  phone: '512-555-0199',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701-1234',
  coverageArea: '50',
  faaLicenseNumber: 'FAA-1',
  faaExpireDate: '2030-01-31',
  insurancePolicyNumber: 'INS-1',
  insuranceExpireDate: '2029-12-31',
  dronePlatform: 'Mavic',
  camera: '20 MP',
};
const EDITOR_PROFILE = {
  firstName: 'Ivy',
  lastName: 'Lambert',
  phone: '512-555-0100',
  officePhone: '+1 512 555 0101',
  address: '12 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701-1234',
  country: 'United States',
  timeZone: 'America/Chicago',
  paymentVendorName: 'Payoneer',
  editorVendorId: 'V-77',
  editorSkillsRatings: [0, 1, 0, 1, 0, 0],
  availableFrom: '2030-01-15',
};
const POLYGON = [
  { lat: 30.27, lng: -97.74 },
  { lat: 30.28, lng: -97.74 },
  { lat: 30.28, lng: -97.73 },
];
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

const COMMENT = `mutation($assetId: ID!, $frame: Int!, $commentText: String, $commentTime: String, $parentId: ID) {
  addBrokerCommentsOnReviewAsset(assetId: $assetId, frame: $frame, commentText: $commentText, commentTime: $commentTime, parentId: $parentId) { commentId } }`;
const PROFILE = `mutation($role: String!, $email: String!, $input: ProfileInput!) { updateProfile(role: $role, email: $email, input: $input) { message } }`;
const APPROVAL = `mutation($projectId: ID!, $assetId: ID!, $reviewStatus: String!, $role: String) {
  addReviewLinkApproval(projectId: $projectId, assetId: $assetId, reviewStatus: $reviewStatus, role: $role) { message } }`;
const MARK_ALL = `mutation($projectId: ID!, $folderId: ID!, $isMarkAll: Boolean, $commentIds: [ID!]) {
  markCommentsComplete(projectId: $projectId, folderId: $folderId, isMarkAll: $isMarkAll, commentIds: $commentIds) { message } }`;
const TEXT_CHANGES = 'mutation($projectId: ID!) { chapterTextChanges(projectId: $projectId) { __typename } }';
const NEW_VERSION = `mutation($projectId: ID!, $fileName: String!, $assetLink: String!) {
  addReviewAssetsByEditor(projectId: $projectId, fileName: $fileName, assetLink: $assetLink) { __typename } }`;
const MARK_SHOT = `mutation($folderId: ID!, $projectId: ID!, $v: Boolean!) {
  pilotMarkCompleted(folderId: $folderId, projectId: $projectId, isMarkedCompleted: $v) { message } }`;
const RESCHEDULE = `mutation($projectId: ID!, $dueDate: String!) { pilotFlightRescheduled(projectId: $projectId, dueDate: $dueDate) { message } }`;
const UPLOADED = 'mutation($id: ID!, $v: Boolean!) { pilotAssetUploaded(id: $id, isAssetUploaded: $v) { id } }';
const NOTE = `mutation($projectId: ID!, $noteText: String!, $folderId: ID) { addNotes(projectId: $projectId, noteText: $noteText, folderId: $folderId) { __typename } }`;
const UPLOAD_ID = 'mutation($path: String!) { getAwsUploadId(path: $path, fileType: "video/mp4") }';
const ANSWER = `mutation($projectId: ID!, $flag: String!, $status: String!, $editorId: ID) {
  projectAcceptedByEditorOrPilot(projectId: $projectId, flag: $flag, status: $status, editorId: $editorId) { message } }`;
const RENDER_BRONZE = 'mutation($projectId: String!) { bronzeVideoRender(projectId: $projectId) { __typename } }';
const ADD_DETAILS = `mutation($assetId: ID!, $callToAction: String) { addAssetDetails(assetId: $assetId, callToAction: $callToAction) { message } }`;
const ADD_PLAN = 'mutation($assetId: ID!, $planName: String!) { addAssetPlan(assetId: $assetId, planName: $planName) { message } }';
const CHECKOUT =
  'mutation($assetId: ID!, $planName: String) { checkout(assetId: $assetId, planName: $planName, eliteAuction: "ELITE") { projectId } }';
const ADD_BROKER = 'mutation($id: ID!, $email: String!) { addNewBrokerToAsset(id: $id, email: $email) { message } }';
const MAP = 'mutation($assetId: ID!, $data: DealMapInput!) { saveDealMap(assetId: $assetId, data: $data) { message } }';
const QUOTE =
  'mutation($assetId: ID!, $data: QuotePropertiesInput!) { addQuotePropertiesToHubspot(assetId: $assetId, data: $data) { message } }';
const FEEDBACK = `mutation($projectId: ID!) { pmToEditorFeedback(projectId: $projectId, timeBadge: "On Time",
  projectReviews: { easeOfCollabrationReview: 5, projectFinishOnTimeReview: 5, projectQualityReview: 5 }) { message } }`;

const ROWS: Row[] = [
  {
    mutation: 'addBrokerCommentsOnReviewAsset',
    as: 'pilot',
    why: 'a pilot reaches no project for review',
    query: COMMENT,
    bad: (f) => ({ assetId: f.foreignAsset.id, frame: 20, commentText: 'x', commentTime: '00:00:00:05' }),
    valid: (f) => ({ assetId: f.foreignAsset.id, frame: 20, commentText: 'x', commentTime: '00:00:01:00' }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'addBrokerCommentsOnReviewAsset',
    as: 'editor',
    why: 'the editor reaches the review of their project but may not comment (§4)',
    query: COMMENT,
    bad: (f) => ({ assetId: f.editorAsset.id, frame: 20, commentText: 'x', commentTime: '00:00:00:05' }),
    valid: (f) => ({ assetId: f.editorAsset.id, frame: 20, commentText: 'x' }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'addBrokerCommentsOnReviewAsset (reply)',
    as: 'pilot',
    why: 'a pilot reaches no project for review',
    query: COMMENT,
    bad: (f) => ({ assetId: f.foreignAsset.id, frame: 0, commentText: 'x', parentId: 'ffffffffffffffffffffffff' }),
    valid: (f) => ({ assetId: f.foreignAsset.id, frame: 0, commentText: 'x' }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'updateProfile (pilot)',
    as: 'pilot',
    why: "a pilot changes only their own profile, not another pilot's",
    query: PROFILE,
    bad: () => ({ role: 'vms-pilot', email: PEOPLE.otherPilot, input: { firstName: 'Mallory' } }),
    valid: () => ({ role: 'vms-pilot', email: PEOPLE.otherPilot, input: PILOT_PROFILE }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'updateProfile (editor)',
    as: 'editor',
    why: "an editor changes only their own profile, not another editor's",
    query: PROFILE,
    bad: () => ({ role: 'vms-editor', email: PEOPLE.otherEditor, input: { firstName: 'Mallory' } }),
    valid: () => ({ role: 'vms-editor', email: PEOPLE.otherEditor, input: EDITOR_PROFILE }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'addReviewLinkApproval',
    as: 'editor',
    why: 'the editor has no approve button (§4)',
    query: APPROVAL,
    bad: (f) => ({ projectId: f.editorAsset.projectId, assetId: f.editorAsset.id, reviewStatus: 'APPROVED', role: 'vms-admin' }),
    valid: (f) => ({ projectId: f.editorAsset.projectId, assetId: f.editorAsset.id, reviewStatus: 'APPROVED' }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'markCommentsComplete',
    as: 'editor',
    why: 'the project is not the editor’s',
    query: MARK_ALL,
    bad: (f) => ({ projectId: f.foreignAsset.projectId, folderId: f.editorAsset.folderId, isMarkAll: true }),
    valid: (f) => ({ projectId: f.foreignAsset.projectId, folderId: f.foreignAsset.folderId, isMarkAll: true }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'chapterTextChanges',
    as: 'customer',
    why: 'the project is another customer’s',
    query: TEXT_CHANGES,
    bad: (f) => ({ projectId: f.otherCustomersProject.id }),
    valid: (f) => ({ projectId: String(f.otherCustomersProject.number) }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'addReviewAssetsByEditor',
    as: 'editor',
    why: 'the project is not the editor’s',
    query: NEW_VERSION,
    bad: (f) => ({ projectId: f.foreignAsset.projectId, fileName: 'cut.mp4', assetLink: 'elsewhere/cut.mp4' }),
    valid: (f) => ({
      projectId: f.foreignAsset.projectId,
      fileName: 'cut.mp4',
      assetLink: `projects/${f.foreignAsset.projectId}/Review/cut.mp4`,
    }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'pilotMarkCompleted',
    as: 'pilot',
    why: 'a pilot may not take back a completion',
    query: MARK_SHOT,
    bad: (f) => ({ folderId: f.completedShotNotUploaded, projectId: f.pilotProject, v: false }),
    valid: (f) => ({ folderId: f.completedShotUploaded, projectId: f.pilotProject, v: false }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'pilotMarkCompleted (other project)',
    as: 'pilot',
    why: 'the project is another pilot’s',
    query: MARK_SHOT,
    bad: (f) => ({ folderId: f.completedShotNotUploaded, projectId: f.foreignPilotProject.number, v: true }),
    valid: (f) => ({ folderId: f.foreignShot, projectId: f.foreignPilotProject.number, v: true }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'pilotFlightRescheduled',
    as: 'pilot',
    why: 'the project is another pilot’s',
    query: RESCHEDULE,
    bad: (f) => ({ projectId: f.foreignPilotProject.number, dueDate: '2001-01-01T10:00:00.000Z' }),
    valid: (f) => ({ projectId: f.foreignPilotProject.number, dueDate: inAWeek() }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'pilotAssetUploaded',
    as: 'pilot',
    why: 'the shot is of another pilot’s project',
    query: UPLOADED,
    bad: (f) => ({ id: f.foreignShot, v: true }),
    valid: (f) => ({ id: f.foreignShot, v: false }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'addNotes',
    as: 'pilot',
    why: 'the project is another pilot’s',
    query: NOTE,
    bad: (f) => ({ projectId: f.foreignPilotProject.number, noteText: 'x', folderId: f.completedShotUploaded }),
    valid: (f) => ({ projectId: f.foreignPilotProject.number, noteText: 'x', folderId: f.foreignShot }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'getAwsUploadId',
    as: 'pilot',
    why: 'the project is another pilot’s',
    query: UPLOAD_ID,
    bad: (f) => ({ path: `projects/${f.foreignPilotProject.id}/no-such-folder/clip.mp4` }),
    valid: (f) => ({ path: `projects/${f.foreignPilotProject.id}/Raw Footage/clip.mp4` }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'projectAcceptedByEditorOrPilot',
    as: 'pilot',
    why: 'the project is another pilot’s',
    query: ANSWER,
    bad: (f) => ({ projectId: f.foreignPilotProject.number, flag: 'PILOT', status: 'DECLINED' }),
    valid: (f) => ({ projectId: f.foreignPilotProject.number, flag: 'PILOT', status: 'ACCEPTED' }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'bronzeVideoRender',
    as: 'customer',
    why: 'the project is another customer’s',
    query: RENDER_BRONZE,
    bad: (f) => ({ projectId: String(f.otherCustomersProject.number) }),
    valid: (f) => ({ projectId: f.otherCustomersProject.id }),
    expected: 'NOT_FOUND',
  },
  {
    mutation: 'addAssetDetails',
    as: 'customer',
    why: 'the order is another customer’s',
    query: ADD_DETAILS,
    bad: (f) => ({ assetId: f.orderedAsset, callToAction: 'Call me' }),
    valid: (f) => ({ assetId: f.orderedAsset }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'addAssetPlan',
    as: 'customer',
    why: 'the order is another customer’s',
    query: ADD_PLAN,
    bad: (f) => ({ assetId: f.orderedAsset, planName: 'GOLD' }),
    valid: (f) => ({ assetId: f.orderedAsset, planName: 'SILVER' }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'checkout',
    as: 'customer',
    why: 'the order is another customer’s',
    query: CHECKOUT,
    bad: (f) => ({ assetId: f.orderedAsset, planName: 'GOLD' }),
    valid: (f) => ({ assetId: f.orderedAsset }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'addNewBrokerToAsset',
    as: 'customer',
    why: 'the order is another customer’s',
    query: ADD_BROKER,
    bad: (f) => ({ id: f.orderedAsset, email: 'nobody-at-all@example.com' }),
    valid: (f) => ({ id: f.orderedAsset, email: PEOPLE.broker }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'saveDealMap',
    as: 'customer',
    why: 'the order is another customer’s',
    query: MAP,
    bad: (f) => ({
      assetId: f.orderedAsset,
      data: { deal_map_geopoints: POLYGON, deal_map_screenshot: `deal_map/${f.orderedAsset}/never-uploaded.png` },
    }),
    valid: (f) => ({
      assetId: f.orderedAsset,
      data: { deal_map_geopoints: POLYGON, deal_map_screenshot: `deal_map/${f.orderedAsset}/map.png` },
    }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'addQuotePropertiesToHubspot',
    as: 'customer',
    why: 'the order is another customer’s',
    query: QUOTE,
    bad: (f) => ({ assetId: f.orderedAsset, data: { planName: 'GOLD', price: 1 } }),
    valid: (f) => ({ assetId: f.orderedAsset, data: { planName: 'GOLD', price: f.goldPrice } }),
    expected: 'FORBIDDEN',
  },
  {
    mutation: 'pmToEditorFeedback',
    as: 'editor',
    why: 'feedback on the editor is the PM portal’s (role table)',
    query: FEEDBACK,
    bad: (f) => ({ projectId: f.editorAsset.projectId }),
    valid: (f) => ({ projectId: String(f.editorAsset.number) }),
    expected: 'FORBIDDEN',
  },
];

let t: TestApp;
let f: Fixtures;
const tokens = new Map<Person, string>();

async function fixtures(): Promise<Fixtures> {
  const db = t.app.services.db;
  const id = {} as Record<Person, string>;
  for (const [person, email] of Object.entries(PEOPLE) as [Person, string][]) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!u) throw new Error(`no seeded ${email}`);
    id[person] = u.id;
  }
  const version = { id: reviewAssets.id, projectId: reviewAssets.projectId, folderId: reviewAssets.folderId, number: projects.number };
  const [editorAsset] = await db
    .select(version)
    .from(reviewAssets)
    .innerJoin(projects, eq(projects.id, reviewAssets.projectId))
    .where(and(eq(projects.editorId, id.editor), ne(projects.plan, 'BRONZE')))
    .limit(1);
  const shotsOf = (pilot: 'own' | 'foreign') =>
    db
      .select({ shot: pilotShots.id, projectId: projects.id, number: projects.number })
      .from(pilotShots)
      .innerJoin(projects, eq(projects.id, pilotShots.projectId))
      .where(pilot === 'own' ? eq(projects.pilotId, id.pilot) : and(isNotNull(projects.pilotId), ne(projects.pilotId, id.pilot)))
      .limit(2);
  const own = await shotsOf('own');
  const [foreign] = await shotsOf('foreign');
  const [otherProject] = await db
    .select({ id: projects.id, number: projects.number })
    .from(projects)
    .where(
      and(
        isNotNull(projects.customerId),
        ne(projects.customerId, id.customer),
        or(isNull(projects.editorId), ne(projects.editorId, id.editor)),
        or(isNull(projects.pilotId), ne(projects.pilotId, id.pilot)),
        ne(projects.plan, 'BRONZE'),
      ),
    )
    .limit(1);
  // a review version of that project (the seed reviews only the editor's and a Bronze one)
  const [folder] = await db
    .select({ id: projectFolders.id })
    .from(projectFolders)
    .where(eq(projectFolders.projectId, otherProject!.id))
    .limit(1);
  const [foreignAsset] = await db
    .insert(reviewAssets)
    .values({
      projectId: otherProject!.id,
      folderId: folder!.id,
      version: 1,
      fileName: 'cut.mp4',
      fileType: 'video/mp4',
      assetLink: `projects/${otherProject!.id}/cut.mp4`,
    })
    .returning({ id: reviewAssets.id, projectId: reviewAssets.projectId, folderId: reviewAssets.folderId });
  const [ordered] = await db.select({ assetId: projects.assetId }).from(projects).where(isNotNull(projects.assetId)).limit(1);
  const [gold] = await db.select({ price: plans.price }).from(plans).where(eq(plans.type, 'GOLD'));
  if (!gold || !editorAsset || !foreignAsset || own.length < 2 || !foreign || !otherProject || !ordered?.assetId)
    throw new Error(`the demo seed lacks a fixture: ${JSON.stringify({ editorAsset, foreignAsset, own, foreign, otherProject, ordered })}`);

  // the pilot's own project: its flight accepted, two shots completed, one of them no longer uploaded
  await db.update(pilotFlights).set({ acceptedByPilot: 'ACCEPTED' }).where(eq(pilotFlights.projectId, own[0]!.projectId));
  await db.update(pilotShots).set({ isMarkedCompleted: true, isAssetUploaded: false }).where(eq(pilotShots.id, own[0]!.shot));
  await db.update(pilotShots).set({ isMarkedCompleted: true, isAssetUploaded: true }).where(eq(pilotShots.id, own[1]!.shot));
  // the ordered listing's order belongs to another customer
  await db
    .insert(assetOrders)
    .values({ assetId: ordered.assetId, ownerId: id.otherCustomer, projectPlan: 'GOLD' })
    .onConflictDoUpdate({ target: assetOrders.assetId, set: { ownerId: id.otherCustomer } });

  return {
    id,
    editorAsset: { ...editorAsset, number: editorAsset.number! },
    foreignAsset: { ...foreignAsset, number: otherProject.number! },
    foreignPilotProject: { id: foreign.projectId, number: foreign.number! },
    foreignShot: foreign.shot,
    pilotProject: own[0]!.number!,
    completedShotNotUploaded: own[0]!.shot,
    completedShotUploaded: own[1]!.shot,
    otherCustomersProject: { id: otherProject.id, number: otherProject.number! },
    orderedAsset: ordered.assetId,
    goldPrice: Number(gold!.price),
  };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
  for (const person of new Set(ROWS.map((r) => r.as))) tokens.set(person, await t.login(PEOPLE[person]));
  f = await fixtures();
});
afterAll(() => t?.close());

describe('authorise, then validate rules', () => {
  it.each(ROWS.map((r) => [r.mutation, r.as, r] as const))('%s as %s: refused before any rule', async (_name, _as, row) => {
    for (const [input, vars] of [
      ['bad', row.bad(f)],
      ['valid', row.valid(f)],
    ] as const) {
      const r = await t.gql(row.query, vars, tokens.get(row.as));
      // a row's why, its input and the answer, so a failure says which case broke and what it heard
      expect({ why: row.why, input, code: errorCode(r), message: r.errors?.[0]?.message }).toMatchObject({
        why: row.why,
        input,
        code: row.expected,
      });
    }
  });
});
