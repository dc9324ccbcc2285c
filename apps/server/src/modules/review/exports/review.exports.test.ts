// GET /api/review/{assetId}/export (issue #38 item 4) on the seeded demo reviews: each format downloads as an attachment
// named for the project and version, for exactly those who see the comments in the player (signed-in people who reach
// the project, a verified guest on a Bronze link); others get NOT_FOUND, FORBIDDEN or UNAUTHENTICATED as elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { verifyGuest } from '../../../test/review-guest.js';
import { projects } from '../../core/index.js';
import { reviewActions, reviewAssets, reviewComments } from '../review.table.js';
import { DEMO_REVIEW } from '../review.seed.js';
import { frameNumberOf, numberedClipArgs } from '../versions/review.media.js';
import { runFfmpeg } from '../../../platform/render/ffmpeg.js';

let t: TestApp;
let pm: string;
let projectName: string;
const path = (assetId: string, format: string, extra = '') => `/api/review/${assetId}/export?format=${format}${extra}`;
const get = (url: string, token?: string) =>
  t.app.fastify.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  pm = await t.login('pm@vms.test');
  const [row] = await t.app.services.db
    .select({ name: projects.projectName })
    .from(reviewAssets)
    .innerJoin(projects, eq(projects.id, reviewAssets.projectId))
    .where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
  projectName = row!.name;
});
afterAll(() => t?.close());

describe('review export route', () => {
  it('downloads each format as an attachment named <project>-v<version>-comments', async () => {
    const expected = {
      edl: ['text/plain', 'comments.edl', 'TITLE: '],
      fcpxml: ['application/xml', 'comments.fcpxml', '<fcpxml version="1.10">'],
      premiere: ['application/xml', 'comments-premiere.xml', '<xmeml version="4">'],
      csv: ['text/csv', 'comments.csv', 'version,frame,commentTime,sourceTimecode'],
      report: ['text/html', 'comments.html', '<!doctype html>'],
    } as const;
    for (const [format, [type, suffix, start]] of Object.entries(expected)) {
      const res = await get(path(DEMO_REVIEW.platinumRootId, format), pm);
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${projectName}-v1-${suffix}`)}`);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.body).toContain(start);
    }
  });

  it("answers the version's top comments with their replies and status, as the player shows them", async () => {
    const rows = await t.app.services.db.select().from(reviewComments).where(eq(reviewComments.assetId, DEMO_REVIEW.platinumRootId));
    const top = rows.filter((c) => !c.parentId).sort((a, b) => a.frame - b.frame);
    expect(top.length).toBeGreaterThan(0);
    const csv = (await get(path(DEMO_REVIEW.platinumRootId, 'csv'), pm)).body.split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(top.length + 1);
    expect(csv.slice(1).map((l) => Number(l.split(',')[1]))).toEqual(top.map((c) => c.frame));
    const report = new JSDOM((await get(path(DEMO_REVIEW.platinumRootId, 'report'), pm)).body).window.document;
    expect(report.querySelectorAll('article.note')).toHaveLength(top.length);
    const edl = (await get(path(DEMO_REVIEW.platinumRootId, 'edl'), pm)).body;
    expect(edl.match(/\|C:ResolveColor/g)).toHaveLength(top.length);
  });

  it('refuses who may not see the comments: NOT_FOUND out of the project, 401 signed out, 403 a guest not verified', async () => {
    const broker = await t.login('broker@vms.test');
    const refused = await get(path(DEMO_REVIEW.platinumRootId, 'csv'), broker);
    expect(refused.statusCode).toBe(404);
    expect((await get(path(DEMO_REVIEW.platinumRootId, 'csv'))).statusCode).toBe(401);
    expect((await get(path(DEMO_REVIEW.platinumRootId, 'csv', '&guestToken=nope'))).statusCode).toBe(401);
    const guessed = await get(path(DEMO_REVIEW.bronzeRootId, 'csv', '&guestToken=nope'));
    expect(guessed.statusCode).toBe(403);
    expect(guessed.headers['content-disposition']).toBeUndefined();
  });

  it('refuses QC and the editor once the customer declined (the §4 rule that hides the comments from them)', async () => {
    const qc = await t.login('qc@vms.test');
    expect((await get(path(DEMO_REVIEW.platinumV2Id, 'csv'), qc)).statusCode).toBe(200);
    await t.app.services.db
      .insert(reviewActions)
      .values({ assetId: DEMO_REVIEW.platinumV2Id, actionTaken: 'DECLINED', lastActionBy: 'USER' });
    expect((await get(path(DEMO_REVIEW.platinumV2Id, 'csv'), qc)).statusCode).toBe(403);
    expect((await get(path(DEMO_REVIEW.platinumV2Id, 'csv'), pm)).statusCode).toBe(200);
  });

  it('serves a verified guest on a Bronze link by the guest token', async () => {
    const guestToken = await verifyGuest(t, 'guest-export@example.com', DEMO_REVIEW.bronzeRootId);
    const res = await get(path(DEMO_REVIEW.bronzeRootId, 'fcpxml', `&guestToken=${encodeURIComponent(guestToken)}`));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<fcpxml version="1.10">');
  });

  it('draws a note without a screenshot on its frame taken from the review copy', { timeout: 120_000 }, async () => {
    const db = t.app.services.db;
    // a review copy: the numbered clip, whose frames name themselves (3 s: the first note's frame 48 is in it, the
    // others are past its end and get no picture, without failing the report)
    const dir = await mkdtemp(join(tmpdir(), 'vms-export-test-'));
    const clip = join(dir, 'clip.mp4');
    await runFfmpeg(numberedClipArgs(clip, 3));
    const key = `review-copies/${DEMO_REVIEW.platinumRootId}/export-test.mp4`;
    await t.app.services.storage.driver.put(key, await readFile(clip), 'video/mp4');
    await rm(dir, { recursive: true, force: true });
    await db.update(reviewAssets).set({ reviewKey: key }).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    const [note] = await db
      .select()
      .from(reviewComments)
      .where(eq(reviewComments.assetId, DEMO_REVIEW.platinumRootId))
      .orderBy(reviewComments.frame);
    // no screenshot, and nothing drawn over the frame number's bars
    await db.update(reviewComments).set({ screenshotKey: null, annotations: [] }).where(eq(reviewComments.id, note!.id));
    const report = new JSDOM((await get(path(DEMO_REVIEW.platinumRootId, 'report'), pm)).body).window.document;
    const src = report.querySelector(`article[data-comment="${note!.id}"] img`)!.getAttribute('src')!;
    const picture = Buffer.from(src.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    // the numbered clip's frames name themselves
    expect(await frameNumberOf(picture)).toBe(note!.frame);
    expect(report.querySelectorAll('article.note img')).toHaveLength(1);
    expect(report.querySelectorAll('article.note .noimg').length).toBeGreaterThan(0);
  });

  it("keeps a guest's token in the address out of the log", async () => {
    const { redactUrl } = await import('../../../app.js');
    expect(redactUrl(path(DEMO_REVIEW.bronzeRootId, 'csv', '&guestToken=sealed.token&x=1'))).toBe(
      path(DEMO_REVIEW.bronzeRootId, 'csv', '&guestToken=[redacted]&x=1'),
    );
  });

  it('refuses an unknown format and a malformed asset id as bad input', async () => {
    expect((await get(path(DEMO_REVIEW.platinumRootId, 'docx'), pm)).statusCode).toBe(400);
    expect((await get(path('not-a-uuid', 'csv'), pm)).statusCode).toBe(400);
    expect((await get(path('00000000-0000-4000-8000-00000000ffff', 'csv'), pm)).statusCode).toBe(404);
  });
});
