// The modify flow's pictures on a public page (getAssetImages, getS3ImagePreSignedUrl, s3-file-delete without a
// session, the re-render's picture checks) and the drafts the feed makes for new listings — against a real database,
// the job queue and tiny renders.
import { and, eq, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf } from '../../../test/outbox.js';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { put } from '../../files/files.test-helpers.js';
import { assetBrokers, assets, brokers } from '../../core/index.js';
import { draftMade } from '../vidpitch.test-helpers.js';
import { feedDraftJobId, makeFeedDraft, queueFeedDrafts } from '../draft/vidpitch.feed.js';
import { DEMO_VIDEOS } from '../vidpitch.seed.js';
import { vidpitchVideos } from '../vidpitch.table.js';

let t: TestApp;
const VIDEO = DEMO_VIDEOS.unregistered;

beforeAll(async () => {
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' });
  await draftMade(t.app.services, VIDEO);
}, 180_000);
afterAll(() => t?.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
const IMAGES = 'query($u: String!) { getAssetImages(input: { uuid: $u }) { s3ImageLink url fileType chapter source } }';
const PRESIGN =
  'query($u: String!, $n: String!, $k: String!, $c: String!) { getS3ImagePreSignedUrl(uuid: $u, fileName: $n, fileType: $k, chapter: $c) { s3ImageLink url contentType } }';
const RENDER =
  'mutation($v: String!, $f: [[VideoFormItemInput!]!]) { renderEditedVideoTemplate(videoId: $v, templateId: 1, formData: $f, isEdited: true) { uuid } }';
type Images = { getAssetImages: { s3ImageLink: string; url: string; fileType: string; chapter: string | null; source: string }[] };
type Signed = { getS3ImagePreSignedUrl: { s3ImageLink: string; url: string; contentType: string } };

async function upload(uuid: string, name: string, kind: string, chapter: string, body: Buffer) {
  const signed = await t.gql<Signed>(PRESIGN, { u: uuid, n: name, k: kind, c: chapter });
  expect(signed.errors).toBeUndefined();
  const one = signed.data!.getS3ImagePreSignedUrl;
  expect((await put(t, one.url, body, { 'content-type': one.contentType })).status).toBeLessThan(300);
  return one.s3ImageLink;
}
const logoForm = (value: string) => [[{ label: 'Company Logo', attributeValue: 'BROKER_COMPANY_LOGO_URL', value }]];
const del = (file: string, headers: Record<string, string> = {}) =>
  t.app.fastify.inject({ method: 'POST', url: '/api/s3-file-delete', payload: { file }, headers });

describe('the pictures of the modify flow', () => {
  it("lists the listing's pictures and the video's own, with links, without logging in", async () => {
    const r = await t.gql<Images>(IMAGES, { u: VIDEO });
    expect(r.errors).toBeUndefined();
    const list = r.data!.getAssetImages;
    expect(list.filter((i) => i.fileType === 'IMAGE').length).toBeGreaterThanOrEqual(6);
    expect(list.some((i) => i.fileType === 'LOGO')).toBe(true);
    for (const i of list) expect(i.url).toMatch(/^\/api\/storage\//);
    expect((await t.gql(IMAGES, { u: '00000000-0000-4000-8000-00000000ffff' })).errors?.[0]?.message).toBe(
      'Requested video asset does not exist.',
    );
  });

  it('signs jpg, jpeg and png only, under the video, and not for a bought video', async () => {
    const gif = await t.gql(PRESIGN, { u: VIDEO, n: 'logo.gif', k: 'LOGO', c: 'Chapter_1' });
    expect(gif.errors?.[0]?.message).toBe('gif file format not allowed.');
    const kind = await t.gql(PRESIGN, { u: VIDEO, n: 'a.png', k: 'AVATAR', c: 'Chapter_1' });
    expect(errorCode(kind)).toBe('BAD_USER_INPUT');
    const chapter = await t.gql(PRESIGN, { u: VIDEO, n: 'a.png', k: 'IMAGE', c: 'Chapter_9' });
    expect(chapter.errors?.[0]?.message).toBe('The chapter must be Chapter_1 to Chapter_6.');
    const bought = await t.gql(PRESIGN, { u: DEMO_VIDEOS.purchased, n: 'a.png', k: 'IMAGE', c: 'Chapter_1' });
    expect(bought.errors?.[0]?.message).toBe('Video cannot be modified, as this video is already purchased.');
    const ok = await t.gql<Signed>(PRESIGN, { u: VIDEO, n: 'My Photo.JPEG', k: 'IMAGE', c: 'Chapter_2' });
    expect(ok.data!.getS3ImagePreSignedUrl.s3ImageLink).toMatch(
      new RegExp(`^vidpitch/${VIDEO}/images/Chapter_2/IMAGE/[0-9a-f]{12}\\.jpeg$`),
    );
    expect(ok.data!.getS3ImagePreSignedUrl.contentType).toBe('image/jpeg');
  });

  it('re-renders with a 150x60 logo upload only; a wrong size, a fake picture or another video’s file is refused', async () => {
    const wrong = await upload(VIDEO, 'logo.png', 'LOGO', 'Chapter_1', await png(300, 120));
    const r1 = await t.gql(RENDER, { v: VIDEO, f: logoForm(wrong) });
    expect(r1.errors?.[0]?.message).toBe('Uploaded logo image not matches with required dimensions, Please use 150 X 60 logo dimension');
    const fake = await upload(VIDEO, 'logo.png', 'LOGO', 'Chapter_1', Buffer.from('<svg onload=alert(1)>'));
    expect((await t.gql(RENDER, { v: VIDEO, f: logoForm(fake) })).errors?.[0]?.message).toBe('png file format not allowed.');
    const foreign = await upload(DEMO_VIDEOS.draft, 'logo.png', 'LOGO', 'Chapter_1', await png(150, 60));
    expect((await t.gql(RENDER, { v: VIDEO, f: logoForm(foreign) })).errors?.[0]?.message).toBe('Unable to load image.');
    const qr = await t.gql(RENDER, {
      v: VIDEO,
      f: [[], [], [], [], [], [{ label: 'QR Code', attributeValue: 'QR_CODE', value: 'projects/secret/plan.png' }]],
    });
    expect(qr.errors?.[0]?.message).toBe('Unable to load image.');

    // the listing shows the uploads; the unused wrong one is deleted by the page without a session
    const listed = (await t.gql<Images>(IMAGES, { u: VIDEO })).data!.getAssetImages;
    expect(listed.find((i) => i.s3ImageLink === wrong)).toMatchObject({ source: 'upload', fileType: 'LOGO', chapter: 'Chapter_1' });
    const gone = await del(wrong);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'File Deleted successfully!!' });
    expect((await del(wrong)).statusCode).toBe(404); // a retry after success finds nothing

    const good = await upload(VIDEO, 'logo.png', 'LOGO', 'Chapter_1', await png(150, 60));
    const r = await t.gql<{ renderEditedVideoTemplate: { uuid: string } }>(RENDER, {
      v: VIDEO,
      f: [...logoForm(good), [], [], [], [], []],
    });
    expect(r.errors).toBeUndefined();
    await draftMade(t.app.services, VIDEO, r.data!.renderEditedVideoTemplate.uuid);
    const seg = await t.gql<{ getVideoSegment: { formData: { attributeValue: string; value: string }[] } }>(
      `{ getVideoSegment(templateId: 1, segmentNumber: 6, videoId: "${VIDEO}") { formData { attributeValue value } } }`,
    );
    // the logo shown in chapter 6 (not editable there) is the one uploaded in chapter 1
    expect(seg.data!.getVideoSegment.formData.find((i) => i.attributeValue === 'BROKER_COMPANY_LOGO_URL')!.value).toBe(good);
    // a picture the video uses cannot be deleted from the public page
    expect((await del(good)).json()).toEqual({ error: 'This picture is used by the video and cannot be deleted.' });
  }, 120_000);

  it("s3-file-delete still wants a session for any other file, and never reaches another video's prefix", async () => {
    expect((await del('projects/x/Project Inputs/a.png')).statusCode).toBe(401);
    expect((await del(`vidpitch/${VIDEO}/draft.mp4`)).statusCode).toBe(401);
    expect((await del(`vidpitch/${VIDEO}/images/../../${DEMO_VIDEOS.draft}/images/Chapter_1/LOGO/aaaaaaaaaaaa.png`)).statusCode).toBe(401);
  });
});

const outbox = () => outboxOf(t.dataDir);

describe('drafts of listings entering the feed', () => {
  it('makes one draft per listing for its lead broker, rendered and e-mailed with the registration link', async () => {
    const db = t.app.services.db;
    const used = (await db.select({ id: vidpitchVideos.assetId }).from(vidpitchVideos)).map((r) => r.id);
    const [listing] = await db
      .select({ id: assets.id, email: brokers.email })
      .from(assets)
      .innerJoin(assetBrokers, and(eq(assetBrokers.assetId, assets.id), eq(assetBrokers.position, 0)))
      .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
      .where(notInArray(assets.id, used))
      .limit(1);
    expect(listing?.email).toBeTruthy();

    // the importer's queueing is keyed per listing: a second send for the same listing is ignored
    expect(feedDraftJobId(listing!.id)).toBe(feedDraftJobId(listing!.id));
    const [first, second] = await Promise.all([
      makeFeedDraft(t.app.services, listing!.id, 0),
      makeFeedDraft(t.app.services, listing!.id, 0),
    ]);
    expect([first, second].sort()).toEqual(['created', 'exists']);
    expect(await makeFeedDraft(t.app.services, listing!.id, 0)).toBe('exists');
    const videos = await db.select().from(vidpitchVideos).where(eq(vidpitchVideos.assetId, listing!.id));
    expect(videos).toHaveLength(1);
    expect(videos[0]!.brokerEmail).toBe(listing!.email!.toLowerCase());

    await draftMade(t.app.services, videos[0]!.id);
    const [done] = await db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, videos[0]!.id));
    expect(done!.draftKey).toMatch(/draft\.mp4$/);
    expect(done!.emailSentAt).not.toBeNull();
    let mail: string | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = outbox().find((m) => m.includes(`${done!.id}/video-draft`));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toContain(`${done!.id}/register?token=`);
    expect(await queueFeedDrafts({ send: async () => null }, [listing!.id])).toBe(0);
  }, 180_000);

  it('makes nothing for a listing without a lead broker e-mail, or an unknown one', async () => {
    const db = t.app.services.db;
    const [orphan] = await db.insert(assets).values({ assetCrexiId: 'feed-no-broker', name: 'No Broker Plaza' }).returning();
    expect(await makeFeedDraft(t.app.services, orphan!.id, 0)).toBe('no-broker');
    expect(await makeFeedDraft(t.app.services, '00000000-0000-4000-8000-00000000ffff', 0)).toBe('no-listing');
    expect(await db.select().from(vidpitchVideos).where(eq(vidpitchVideos.assetId, orphan!.id))).toHaveLength(0);
  });
});
