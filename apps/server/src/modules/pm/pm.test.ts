// The PM portal through the real GraphQL endpoint on the seeded data: the project list (status rule, plan filter,
// search, pages), the name search, details, quotes, links, the editor search with its rules, the PM's feedback and the
// live events; bad input and role refusal for every call, NOT_FOUND for a project that is not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { MANAGEMENT_MESSAGES, PM_MESSAGES, formatUsDate } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { assets, editorProfiles, projectDisplayStatus, projects, users } from '../core/index.js';
import { pilotProfiles } from '../pilot/pilot.table.js';
import { CITIES } from '../../seed/vocabulary.js';
import { editorFeedback } from './pm.table.js';
import { milesBetween } from './pm.service.js';
import { folder, projectsFor, uploadFile } from '../files/files.test-helpers.js';

let t: TestApp;
const WHO = ['pm', 'admin', 'qa', 'qc', 'editor', 'pilot', 'customer', 'sales', 'broker', 'operator'] as const;
const REFUSED = ['editor', 'pilot', 'customer', 'sales', 'broker', 'operator'] as const;
/** The operations the editor portal shares (issue #17) refuse everyone outside it; the editor reaches them for their own projects. */
const OUTSIDE_EDITOR_PORTAL = ['pilot', 'customer', 'sales', 'broker', 'operator'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
});
afterAll(() => t?.close());

let listening: string | undefined;
/** The graphql-ws address of the test app (listening once for every live test). */
async function wsUrl() {
  listening ??= (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
  return listening;
}

const LIST = `query($status: String, $limit: Int, $offset: Int, $filter: PmProjectFilterInput, $searchString: String) {
  getActiveProjectList(status: $status, limit: $limit, offset: $offset, filter: $filter, searchString: $searchString) {
    totalCount projects { id projectName planType status badge message propertyAddress assetType assetSubType videoStatus startDate deliveryDate isNewDraft } } }`;
type Card = {
  id: number;
  projectName: string;
  planType: string;
  status: string;
  message: string | null;
  videoStatus: string;
  propertyAddress: string | null;
};
type List = { getActiveProjectList: { totalCount: number; projects: Card[] } };
const SEARCH = `query($s: String, $offset: Int) { searchProjectByName(searchString: $s, limit: 10, offset: $offset) { totalCount projects { id projectName } } }`;
const DETAILS = `query($id: ID!) { getProjectDetails(projectId: $id) { id projectName planType status trackStatus timeElapsed projectManager projectEditor projectPilot
  isPilotInviteAccepted dataSource isCompleted crexiLink b4uLink hubspotLink slackLink assetAddress hasFinalVideo projectReviews { projectQualityReview timeBadge commentsOnEditor } } }`;
const QUOTES = `query($id: ID!) { getProjectQuotes(projectId: $id) { id quoteHsTitle quoteHsExpirationDate quoteLink } }`;
const LINKS = `mutation($id: ID!, $field: String!, $value: String!) { updateProjectRelatedLinks(projectId: $id, field: $field, value: $value) { message } }`;
const EDITORS = `query($skills: [String!], $availability: String, $s: String, $e: String, $flag: String, $offset: Int) {
  editorListing(skills: $skills, availability: $availability, customStartDate: $s, customEndDate: $e, flag: $flag, offset: $offset) {
    totalCount editors { id name email location timeZone availability availableFrom projectCompleted recommended avgStars totalReviews skills matchedSkills reasons } } }`;
type Editor = {
  id: string;
  name: string;
  availableFrom: string;
  skills: string[];
  recommended: boolean;
  avgStars: number | null;
  matchedSkills: string[];
  reasons: string[];
};
type Editors = { editorListing: { totalCount: number; editors: Editor[] } };
const FEEDBACK = `mutation($id: ID!, $badge: String!, $r: EditorReviewInput!, $c: String) { pmToEditorFeedback(projectId: $id, timeBadge: $badge, projectReviews: $r, commentsOnEditor: $c) { message } }`;
const EDITOR_PROJECTS = `query($id: ID!) { listEditorProjects(editorId: $id) { projectId projectAlias projectManager reviews { projectQualityReview } } }`;

const MISSING = '999999';
const day = (offsetDays: number) => formatUsDate(new Date(Date.now() + offsetDays * 86_400_000));

describe('getActiveProjectList', () => {
  it('gives the PM active projects 10 a page, newest first, with the status rule and card fields', async () => {
    const r = await t.gql<List>(LIST, {}, tokens.pm);
    expect(r.errors).toBeUndefined();
    const page = r.data!.getActiveProjectList;
    expect(page.projects).toHaveLength(10);
    expect(page.totalCount).toBeGreaterThan(10);
    const second = await t.gql<List>(LIST, { offset: 10 }, tokens.pm);
    const ids = new Set(page.projects.map((p) => p.id));
    expect(second.data!.getActiveProjectList.projects.every((p) => !ids.has(p.id))).toBe(true);
    const all = (await t.gql<List>(LIST, { limit: 100 }, tokens.pm)).data!.getActiveProjectList.projects;
    expect(all.some((p) => p.status === 'ACTIVE')).toBe(true);
    expect(all.some((p) => p.status === 'NOT STARTED')).toBe(true);
    for (const p of all.filter((x) => x.planType === 'BRONZE')) expect(p.status).toBe(p.status.toUpperCase());
    expect(all.filter((p) => p.planType !== 'BRONZE').every((p) => ['ACTIVE', 'NOT STARTED'].includes(p.status))).toBe(true);
    expect(all.every((p) => p.propertyAddress && p.videoStatus)).toBe(true);
  });

  it('follows the pilot acceptance: NOT STARTED until the pilot accepts, then ACTIVE, COMPLETED when completed', () => {
    const base = { plan: 'PLATINUM', status: 'NOT STARTED', trackStatus: 'ACTIVE', isPilotInviteAccepted: false };
    expect(projectDisplayStatus(base)).toBe('NOT STARTED');
    expect(projectDisplayStatus({ ...base, isPilotInviteAccepted: true })).toBe('ACTIVE');
    expect(projectDisplayStatus({ ...base, isPilotInviteAccepted: true, trackStatus: 'COMPLETED' })).toBe('COMPLETED');
    expect(projectDisplayStatus({ ...base, plan: 'BRONZE', status: 'Rendering' })).toBe('RENDERING');
  });

  it('filters by plan, searches by name and lists completed projects', async () => {
    const gold = (await t.gql<List>(LIST, { filter: { projectPlan: 'GOLD' }, limit: 100 }, tokens.pm)).data!.getActiveProjectList;
    expect(gold.totalCount).toBeGreaterThan(0);
    expect(gold.projects.every((p) => p.planType === 'GOLD')).toBe(true);
    const name = gold.projects[0]!.projectName;
    const found = (await t.gql<List>(LIST, { searchString: name.slice(0, 6).toUpperCase(), limit: 100 }, tokens.pm)).data!
      .getActiveProjectList;
    expect(found.projects.map((p) => p.projectName)).toContain(name);
    expect(found.projects.every((p) => p.projectName.toLowerCase().includes(name.slice(0, 6).toLowerCase()))).toBe(true);
    const done = (await t.gql<List>(LIST, { status: 'COMPLETED', limit: 100 }, tokens.pm)).data!.getActiveProjectList;
    expect(done.projects.filter((p) => p.planType !== 'BRONZE').every((p) => p.status === 'COMPLETED')).toBe(true);
  });

  it('refuses bad input and the roles outside the PM portal', async () => {
    expect((await t.gql(LIST, { filter: { projectPlan: 'DIAMOND' } }, tokens.pm)).errors?.[0]?.message).toMatch(/projectPlan must be/);
    expect(errorCode(await t.gql(LIST, { limit: 0 }, tokens.pm))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(LIST, { status: 'PAUSED' }, tokens.pm))).toBe('BAD_USER_INPUT');
    for (const who of OUTSIDE_EDITOR_PORTAL) expect(errorCode(await t.gql(LIST, {}, tokens[who])), who).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    for (const who of ['admin', 'qa', 'qc'] as const) expect((await t.gql(LIST, {}, tokens[who])).errors, who).toBeUndefined();
  });
});

describe('searchProjectByName', () => {
  it('lists every project A→Z in pages and narrows by name', async () => {
    const r = await t.gql<{ searchProjectByName: { totalCount: number; projects: { id: number; projectName: string }[] } }>(
      SEARCH,
      {},
      tokens.pm,
    );
    expect(r.errors).toBeUndefined();
    const names = r.data!.searchProjectByName.projects.map((p) => p.projectName);
    expect(names).toHaveLength(10);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    const narrowed = await t.gql<{ searchProjectByName: { projects: { projectName: string }[] } }>(
      SEARCH,
      { s: names[0]!.slice(0, 5) },
      tokens.pm,
    );
    expect(narrowed.data!.searchProjectByName.projects.map((p) => p.projectName)).toContain(names[0]);
    expect(errorCode(await t.gql(SEARCH, { s: 'x'.repeat(101) }, tokens.pm))).toBe('BAD_USER_INPUT');
    for (const who of OUTSIDE_EDITOR_PORTAL) expect(errorCode(await t.gql(SEARCH, {}, tokens[who])), who).toBe('FORBIDDEN');
  });
});

describe('getProjectDetails and getProjectQuotes', () => {
  it('gives the header of a project, its people, links and review', async () => {
    const [row] = await t.app.services.db
      .select()
      .from(projects)
      .where(and(eq(projects.plan, 'PLATINUM'), eq(projects.trackStatus, 'ACTIVE'), eq(projects.isPilotInviteAccepted, true)))
      .limit(1);
    const r = await t.gql<{ getProjectDetails: Record<string, unknown> }>(DETAILS, { id: String(row!.number) }, tokens.pm);
    expect(r.errors).toBeUndefined();
    const d = r.data!.getProjectDetails;
    expect(d).toMatchObject({
      id: row!.number,
      projectName: row!.projectName,
      planType: 'PLATINUM',
      status: 'ACTIVE',
      isCompleted: false,
      projectManager: 'Paula Manning',
    });
    expect(d.projectEditor).toBeTruthy();
    expect(d.projectPilot).toBeTruthy();
    expect(String(d.crexiLink)).toMatch(/^https:\/\/www\.crexi\.com\//);
    expect(d.timeElapsed as number).toBeGreaterThan(60 * 24);
  });

  it('answers NOT_FOUND for a project that is not there, and refuses bad ids and other roles', async () => {
    const missing = await t.gql(DETAILS, { id: MISSING }, tokens.pm);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(missing.errors![0]!.message).toBe(MANAGEMENT_MESSAGES.projectMissing);
    expect(errorCode(await t.gql(DETAILS, { id: 'abc' }, tokens.pm))).toBe('BAD_USER_INPUT');
    for (const who of OUTSIDE_EDITOR_PORTAL) expect(errorCode(await t.gql(DETAILS, { id: '1' }, tokens[who])), who).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(QUOTES, { id: MISSING }, tokens.pm))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(QUOTES, { id: '0' }, tokens.pm))).toBe('BAD_USER_INPUT');
    for (const who of REFUSED) expect(errorCode(await t.gql(QUOTES, { id: '1' }, tokens[who])), who).toBe('FORBIDDEN');
  });

  it("lists the quotes of the project's CRM deal, and none for a project without one", async () => {
    const { rows } = await t.app.services.database.executeSql(
      'select p.number from projects p join crm_deals d on d.project_id = p.id join crm_deal_quotes q on q.deal_id = d.id limit 1',
      [],
    );
    const withQuotes = (rows[0] as { number: number }).number;
    const r = await t.gql<{ getProjectQuotes: { quoteHsTitle: string; quoteLink: string }[] }>(
      QUOTES,
      { id: String(withQuotes) },
      tokens.pm,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.getProjectQuotes.length).toBeGreaterThan(0);
    expect(r.data!.getProjectQuotes[0]!.quoteLink).toMatch(/^https?:\/\//);
    const [bare] = await t.app.services.db.select().from(projects).where(isNull(projects.assetId)).limit(1);
    if (bare)
      expect((await t.gql<{ getProjectQuotes: unknown[] }>(QUOTES, { id: String(bare.number) }, tokens.pm)).data!.getProjectQuotes).toEqual(
        [],
      );
  });
});

describe('updateProjectRelatedLinks', () => {
  it('saves both links, with the spec messages for empty and wrong urls', async () => {
    const id = '2';
    const ok = await t.gql<{ updateProjectRelatedLinks: { message: string } }>(
      LINKS,
      { id, field: 'crexiLink', value: ' https://www.crexi.com/properties/123 ' },
      tokens.pm,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateProjectRelatedLinks.message).toBe(PM_MESSAGES.linkUpdated);
    const b4u = await t.gql(LINKS, { id, field: 'b4uLink', value: 'https://b4ufly.aloft.ai/?lat=1&lng=2' }, tokens.qc);
    expect(b4u.errors).toBeUndefined();
    const d = await t.gql<{ getProjectDetails: { crexiLink: string; b4uLink: string } }>(DETAILS, { id }, tokens.pm);
    expect(d.data!.getProjectDetails).toMatchObject({
      crexiLink: 'https://www.crexi.com/properties/123',
      b4uLink: 'https://b4ufly.aloft.ai/?lat=1&lng=2',
    });
    const message = async (field: string, value: string) => (await t.gql(LINKS, { id, field, value }, tokens.pm)).errors?.[0]?.message;
    expect(await message('crexiLink', '')).toBe(PM_MESSAGES.crexiRequired);
    expect(await message('crexiLink', 'http://www.crexi.com/properties/1')).toBe(PM_MESSAGES.wrongUrl);
    expect(await message('crexiLink', 'https://example.com/crexi.com')).toBe(PM_MESSAGES.wrongUrl);
    expect(await message('b4uLink', '  ')).toBe(PM_MESSAGES.b4uRequired);
    expect(await message('b4uLink', 'https://faa.gov/b4ufly')).toBe(PM_MESSAGES.wrongUrl);
    expect(await message('slackLink', 'https://x.test')).toMatch(/field must be/);
    expect(errorCode(await t.gql(LINKS, { id: MISSING, field: 'crexiLink', value: 'https://www.crexi.com/p' }, tokens.pm))).toBe(
      'NOT_FOUND',
    );
    for (const who of REFUSED)
      expect(errorCode(await t.gql(LINKS, { id, field: 'crexiLink', value: 'https://www.crexi.com/p' }, tokens[who])), who).toBe(
        'FORBIDDEN',
      );
  });
});

describe('editorListing', () => {
  it('finds editors by skill and availability, 10 a page, ranked with reasons', async () => {
    const r = await t.gql<Editors>(EDITORS, { skills: ['Premium'], availability: 'custom', s: day(0), e: day(20) }, tokens.pm);
    expect(r.errors).toBeUndefined();
    const page = r.data!.editorListing;
    expect(page.editors.length).toBeGreaterThan(0);
    expect(page.editors.length).toBeLessThanOrEqual(10);
    expect(page.editors.every((e) => e.skills.includes('Premium') && e.matchedSkills.includes('Premium'))).toBe(true);
    expect(page.editors.every((e) => e.reasons.length === 4)).toBe(true);
    const recommendedFirst = page.editors.map((e) => e.recommended);
    expect([...recommendedFirst].sort((a, b) => Number(b) - Number(a))).toEqual(recommendedFirst);
    // Immediate is a narrower window than Next 3 days, which is narrower than a Custom window starting later.
    const count = async (v: Record<string, unknown>) =>
      (
        await t.gql<Editors>(
          EDITORS,
          { skills: ['Premium', 'Standard', 'Basic Models', 'Vidspection', 'Premium Plus', 'Photorealistic Models'], ...v },
          tokens.pm,
        )
      ).data!.editorListing.totalCount;
    const now = await count({ availability: 'Immediate' });
    const soon = await count({ availability: 'nextThreeDays' });
    const later = await count({ availability: 'custom', s: day(12), e: day(15) });
    expect(now).toBeLessThan(soon);
    expect(soon).toBeLessThan(later);
    expect(later).toBeGreaterThan(10);
    const second = await t.gql<Editors>(
      EDITORS,
      {
        skills: ['Premium', 'Standard', 'Basic Models', 'Vidspection', 'Premium Plus', 'Photorealistic Models'],
        availability: 'custom',
        s: day(12),
        e: day(15),
        offset: 10,
      },
      tokens.pm,
    );
    expect(second.data!.editorListing.editors.length).toBe(later - 10);
    const today = new Date().toISOString().slice(0, 10);
    const immediate = (await t.gql<Editors>(EDITORS, { skills: ['Standard'], availability: 'Immediate' }, tokens.pm)).data!.editorListing
      .editors;
    expect(immediate.every((e) => e.availableFrom <= today)).toBe(true);
    const recommended = (
      await t.gql<Editors>(
        EDITORS,
        { skills: ['Standard'], availability: 'custom', s: day(12), e: day(15), flag: 'RECOMMENDED' },
        tokens.pm,
      )
    ).data!.editorListing.editors;
    expect(recommended.every((e) => e.recommended && (e.avgStars ?? 0) >= 3)).toBe(true);
  });

  it('holds the search rules: a skill, both Custom dates, end not before start, start not before today', async () => {
    const message = async (v: Record<string, unknown>) => (await t.gql(EDITORS, v, tokens.pm)).errors?.[0]?.message;
    expect(await message({ skills: [], availability: 'Immediate' })).toBe(PM_MESSAGES.selectSkill);
    expect(await message({ skills: ['Premium'], availability: 'custom', e: day(3) })).toBe(PM_MESSAGES.startRequired);
    expect(await message({ skills: ['Premium'], availability: 'custom', s: day(3) })).toBe(PM_MESSAGES.endRequired);
    expect(await message({ skills: ['Premium'], availability: 'custom', s: day(5), e: day(3) })).toBe(PM_MESSAGES.endBeforeStart);
    expect(await message({ skills: ['Premium'], availability: 'custom', s: day(-2), e: day(3) })).toBe(PM_MESSAGES.startBeforeToday);
    expect(await message({ skills: ['Premium'], availability: 'custom', s: '02-31-2030', e: day(3) })).toBe('Enter a date as MM-DD-YYYY');
    expect(await message({ skills: ['Drone'], availability: 'Immediate' })).toMatch(/skills must be among/);
    expect(await message({ skills: ['Premium'], availability: 'tomorrow' })).toMatch(/availability must be/);
    for (const who of REFUSED) expect(errorCode(await t.gql(EDITORS, { skills: ['Premium'] }, tokens[who])), who).toBe('FORBIDDEN');
  });
});

describe('pmToEditorFeedback and listEditorProjects', () => {
  const stars = { projectQualityReview: 4, projectFinishOnTimeReview: 3, easeOfCollabrationReview: 4 };

  it('rates the editor once on a completed project without reviews, then shows it in the details and the listing', async () => {
    const db = t.app.services.db;
    const { rows } = await t.app.services.database.executeSql(
      `select p.number, p.editor_id from projects p left join editor_feedback f on f.project_id = p.id
       where p.track_status = 'COMPLETED' and p.editor_id is not null and f.id is null order by p.number limit 1`,
      [],
    );
    const target = rows[0] as { number: number; editor_id: string };
    const before = (await db.select().from(editorFeedback).where(eq(editorFeedback.editorId, target.editor_id))).length;
    const ok = await t.gql<{ pmToEditorFeedback: { message: string } }>(
      FEEDBACK,
      { id: String(target.number), badge: 'On Time', r: stars, c: '  Smooth project.  ' },
      tokens.pm,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.pmToEditorFeedback.message).toBe(PM_MESSAGES.feedbackSaved);
    const d = await t.gql<{
      getProjectDetails: { projectReviews: { projectQualityReview: number; timeBadge: string; commentsOnEditor: string } };
    }>(DETAILS, { id: String(target.number) }, tokens.pm);
    expect(d.data!.getProjectDetails.projectReviews).toEqual({
      projectQualityReview: 4,
      timeBadge: 'On Time',
      commentsOnEditor: 'Smooth project.',
    });
    expect((await db.select().from(editorFeedback).where(eq(editorFeedback.editorId, target.editor_id))).length).toBe(before + 1);
    const again = await t.gql(FEEDBACK, { id: String(target.number), badge: 'Late', r: stars }, tokens.pm);
    expect(again.errors?.[0]?.message).toBe(PM_MESSAGES.feedbackGiven);
    const history = await t.gql<{ listEditorProjects: { projectId: number; reviews: { projectQualityReview: number } | null }[] }>(
      EDITOR_PROJECTS,
      { id: target.editor_id },
      tokens.pm,
    );
    expect(history.data!.listEditorProjects.find((p) => p.projectId === target.number)?.reviews?.projectQualityReview).toBe(4);
  });

  it('refuses a running project, stars outside 1–4, a missing badge, other projects and roles', async () => {
    const [running] = await t.app.services.db.select().from(projects).where(eq(projects.trackStatus, 'ACTIVE')).limit(1);
    const message = async (v: Record<string, unknown>, who: (typeof WHO)[number] = 'pm') =>
      (await t.gql(FEEDBACK, { id: String(running!.number), badge: 'On Time', r: stars, ...v }, tokens[who])).errors?.[0];
    expect((await message({}))?.message).toBe(PM_MESSAGES.feedbackNotCompleted);
    expect((await message({ r: { ...stars, projectQualityReview: 5 } }))?.message).toBe(PM_MESSAGES.starsRequired);
    expect((await message({ r: { ...stars, easeOfCollabrationReview: 0 } }))?.message).toBe(PM_MESSAGES.starsRequired);
    expect((await message({ badge: 'Whenever' }))?.message).toBe(PM_MESSAGES.timeBadgeRequired);
    expect((await message({ c: 'x'.repeat(1001) }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await message({ id: MISSING }))?.extensions?.code).toBe('NOT_FOUND');
    for (const who of REFUSED) expect((await message({}, who))?.extensions?.code, who).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(EDITOR_PROJECTS, { id: 'nope' }, tokens.pm))).toBe('BAD_USER_INPUT');
    for (const who of OUTSIDE_EDITOR_PORTAL)
      expect(errorCode(await t.gql(EDITOR_PROJECTS, { id: running!.pmId }, tokens[who])), who).toBe('FORBIDDEN');
    // an editor reads their own history only: someone else's id is not found
    expect(errorCode(await t.gql(EDITOR_PROJECTS, { id: running!.pmId }, tokens.editor))).toBe('NOT_FOUND');
  });
});

describe('seeded editors', () => {
  it('have varied skills and availability, and the demo editor a profile', async () => {
    const rows = await t.app.services.db.select().from(editorProfiles).innerJoin(users, eq(users.id, editorProfiles.userId));
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.editor_profiles.skills.join('|'))).size).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.editor_profiles.availableFrom)).size).toBeGreaterThan(3);
    expect(rows.some((r) => r.users.email === 'editor@vms.test')).toBe(true);
  });
});

describe('live events', () => {
  it('delivers videoStatusUpdated to a PM watching a project when its links change, and editorUpdate on feedback', async () => {
    const url = await wsUrl();
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.pm}` } });
    const got: unknown[] = [];
    const stop = client.subscribe(
      { query: 'subscription { videoStatusUpdated(projectId: "3") { projectId status } }' },
      { next: (v) => void got.push(v.data), error: () => {}, complete: () => {} },
    );
    const editors: unknown[] = [];
    const stop2 = client.subscribe(
      { query: 'subscription { editorUpdate { editorId reason } }' },
      { next: (v) => void editors.push(v.data), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    await t.gql(LINKS, { id: '3', field: 'crexiLink', value: 'https://www.crexi.com/properties/3' }, tokens.pm);
    const { rows } = await t.app.services.database.executeSql(
      `select p.number from projects p left join editor_feedback f on f.project_id = p.id where p.track_status = 'COMPLETED' and p.editor_id is not null and f.id is null order by p.number limit 1`,
      [],
    );
    await t.gql(
      FEEDBACK,
      {
        id: String((rows[0] as { number: number }).number),
        badge: 'Early',
        r: { projectQualityReview: 4, projectFinishOnTimeReview: 4, easeOfCollabrationReview: 4 },
      },
      tokens.pm,
    );
    for (let i = 0; i < 40 && (!got.length || !editors.length); i++) await new Promise((r) => setTimeout(r, 50));
    stop();
    stop2();
    await client.dispose();
    expect(got[0]).toMatchObject({ videoStatusUpdated: { projectId: 3 } });
    expect(editors[0]).toMatchObject({ editorUpdate: { reason: 'FEEDBACK' } });
  });
});

describe('uploadedAssetsByEditor', () => {
  it('tells a PM watching the project when its editor uploads, not when the PM does; other roles are refused', async () => {
    const url = await wsUrl();
    const [editor] = await t.app.services.db.select().from(users).where(eq(users.email, 'editor@vms.test'));
    const { mine } = await projectsFor(t, editor!.id);
    const got: { uploadedAssetsByEditor: { fileName: string; uploadedBy: string; projectId: number } }[] = [];
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.pm}` } });
    const stop = client.subscribe(
      { query: `subscription { uploadedAssetsByEditor(projectId: "${mine.number}") { projectId fileName uploadedBy } }` },
      { next: (v) => void got.push(v.data as never), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    await uploadFile(t, tokens.pm, folder(mine.id, 'Project Data', 'pm-brief.txt'), Buffer.from('from the PM'), 1024 * 1024, 'text/plain');
    await uploadFile(
      t,
      tokens.editor,
      folder(mine.id, 'Project Data', 'cut-v2.txt'),
      Buffer.from('from the editor'),
      1024 * 1024,
      'text/plain',
    );
    for (let i = 0; i < 40 && !got.length; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    stop();
    // a refused role hears an error at once
    const editorClient = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.pilot}` } });
    const refused = await new Promise<unknown>((resolve) =>
      editorClient.subscribe(
        { query: `subscription { uploadedAssetsByEditor(projectId: "${mine.number}") { fileName } }` },
        { next: (v) => resolve(v.errors?.[0]), error: (e) => resolve(Array.isArray(e) ? e[0] : e), complete: () => {} },
      ),
    );
    const missing = await new Promise<unknown>((resolve) =>
      client.subscribe(
        { query: 'subscription { uploadedAssetsByEditor(projectId: "999999") { fileName } }' },
        { next: (v) => resolve(v.errors?.[0]), error: (e) => resolve(Array.isArray(e) ? e[0] : e), complete: () => {} },
      ),
    );
    await client.dispose();
    await editorClient.dispose();
    expect(got).toEqual([{ uploadedAssetsByEditor: { projectId: mine.number, fileName: 'cut-v2.txt', uploadedBy: 'Eddie Cutter' } }]);
    expect((refused as { extensions?: { code?: string } }).extensions?.code).toBe('FORBIDDEN');
    expect((missing as { message: string }).message).toBe(MANAGEMENT_MESSAGES.projectMissing);
  });
});

const PILOTS = `query($id: ID!) { pilotSuggestions(projectId: $id) { id name email company faaExpireDate insuranceExpireDate distanceMiles coverageMiles
  dronePlatform camera activeProjects recommended reasons } }`;
type Pilot = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  distanceMiles: number | null;
  coverageMiles: number | null;
  recommended: boolean;
  reasons: string[];
  activeProjects: number;
};

describe('pilotSuggestions', () => {
  it('ranks pilots by valid licence and insurance, then coverage of the property, with the reasons shown', async () => {
    const db = t.app.services.db;
    const [row] = await db
      .select({ number: projects.number, lat: assets.latitude, lng: assets.longitude })
      .from(projects)
      .innerJoin(assets, eq(assets.id, projects.assetId))
      .where(and(isNotNull(assets.latitude), eq(projects.trackStatus, 'ACTIVE')))
      .limit(1);
    const property = { lat: Number(row!.lat), lng: Number(row!.lng) };
    const far = [...CITIES].sort((a, b) => milesBetween(b, property) - milesBetween(a, property))[0]!;
    const near = [...CITIES].sort((a, b) => milesBetween(a, property) - milesBetween(b, property))[0]!;
    const [expired, outOfRange] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
      .where(eq(users.role, 'vms-pilot'))
      .limit(2);
    const saved = await db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, expired!.id));
    const savedFar = await db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, outOfRange!.id));
    try {
      // the points a saved profile stores for these places (the local gazetteer's, as in any test app)
      const nearAt = (await t.app.services.geocoder.locate(near))!;
      const farAt = (await t.app.services.geocoder.locate(far))!;
      await db
        .update(pilotProfiles)
        .set({
          faaExpireDate: '2024-01-02',
          insuranceExpireDate: '2030-01-01',
          city: near.city,
          zip: near.zip,
          latitude: nearAt.lat,
          longitude: nearAt.lng,
          coverageArea: '200',
        })
        .where(eq(pilotProfiles.userId, expired!.id));
      await db
        .update(pilotProfiles)
        .set({
          faaExpireDate: '2030-01-01',
          insuranceExpireDate: '2030-01-01',
          city: far.city,
          zip: far.zip,
          latitude: farAt.lat,
          longitude: farAt.lng,
          coverageArea: '25',
        })
        .where(eq(pilotProfiles.userId, outOfRange!.id));
      const r = await t.gql<{ pilotSuggestions: Pilot[] }>(PILOTS, { id: String(row!.number) }, tokens.pm);
      expect(r.errors).toBeUndefined();
      const list = r.data!.pilotSuggestions;
      expect(list.length).toBeGreaterThanOrEqual(2);
      const lapsed = list.find((p) => p.id === expired!.id)!;
      expect(lapsed.recommended).toBe(false);
      expect(lapsed.reasons[0]).toBe('FAA licence expired 01/02/2024');
      expect(lapsed.reasons[1]).toBe('Insurance valid until 01/01/2030');
      const away = list.find((p) => p.id === outOfRange!.id)!;
      expect(away.recommended).toBe(false);
      const miles = Math.round(milesBetween(farAt, property));
      expect(away.distanceMiles).toBe(miles);
      expect(away.reasons[2]).toBe(`${miles} mi away, outside 25 mi`);
      // the recommended come first, the pilot with the lapsed licence after every pilot whose papers are valid
      const firstNot = list.findIndex((p) => !p.recommended);
      expect(list.slice(firstNot).every((p) => !p.recommended)).toBe(true);
      const valid = (p: Pilot) =>
        !p.reasons[0]!.includes('expired') &&
        !p.reasons[1]!.includes('expired') &&
        !p.reasons[0]!.startsWith('No') &&
        !p.reasons[1]!.startsWith('No');
      expect(list.indexOf(away)).toBeLessThan(list.indexOf(lapsed));
      expect(list.slice(list.indexOf(lapsed)).filter(valid)).toEqual([]);
      if (list[0]!.recommended) expect(list[0]!.reasons[2]).toMatch(/^\d+ mi away, covers \d+ mi$/);
      expect(list[0]!.reasons.at(-1)).toMatch(/^\d+ active projects?$/);
    } finally {
      await db.update(pilotProfiles).set(saved[0]!).where(eq(pilotProfiles.userId, expired!.id));
      await db.update(pilotProfiles).set(savedFar[0]!).where(eq(pilotProfiles.userId, outOfRange!.id));
    }
  });

  it('says the distance is unknown when the pilot is in no known city', async () => {
    const db = t.app.services.db;
    const [pilot] = await db.select().from(pilotProfiles).limit(1);
    try {
      await db
        .update(pilotProfiles)
        .set({ city: 'Nowhere', zip: '00000', latitude: null, longitude: null, coverageArea: '50' })
        .where(eq(pilotProfiles.userId, pilot!.userId));
      const [row] = await db.select({ number: projects.number }).from(projects).where(eq(projects.trackStatus, 'ACTIVE')).limit(1);
      const list = (await t.gql<{ pilotSuggestions: Pilot[] }>(PILOTS, { id: String(row!.number) }, tokens.pm)).data!.pilotSuggestions;
      const p = list.find((x) => x.id === pilot!.userId)!;
      expect(p.distanceMiles).toBeNull();
      expect(p.recommended).toBe(false);
      expect(p.reasons[2]).toBe('Distance unknown, covers 50 mi');
    } finally {
      await db.update(pilotProfiles).set(pilot!).where(eq(pilotProfiles.userId, pilot!.userId));
    }
  });

  it('answers NOT_FOUND for a project outside the policy, and refuses bad ids and other roles', async () => {
    const missing = await t.gql(PILOTS, { id: MISSING }, tokens.pm);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(missing.errors![0]!.message).toBe(MANAGEMENT_MESSAGES.projectMissing);
    expect(errorCode(await t.gql(PILOTS, { id: 'abc' }, tokens.pm))).toBe('BAD_USER_INPUT');
    for (const who of REFUSED) expect(errorCode(await t.gql(PILOTS, { id: '1' }, tokens[who])), who).toBe('FORBIDDEN');
    for (const who of ['admin', 'qa', 'qc'] as const)
      expect(errorCode(await t.gql(PILOTS, { id: MISSING }, tokens[who])), who).toBe('NOT_FOUND');
  });
});
