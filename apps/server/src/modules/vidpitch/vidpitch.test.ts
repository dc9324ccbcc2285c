// VidPitch against a real database, the job queue and tiny renders (320x180, 40 s scaled to 2 s): the draft and its
// watermark, the public reads, the modify flow's rules, the listing per role, registration, the sandbox payment and
// the REST calls.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf } from '../../test/outbox.js';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { PRERENDER_HEADER } from '../../platform/public-pages.js';
import { draftMade } from './vidpitch.test-helpers.js';
import { DEMO_VIDEOS } from './vidpitch.seed.js';
import { vidpitchPurchases, vidpitchVideos } from './vidpitch.table.js';

let t: TestApp;
let admin: string;
let broker: string;

beforeAll(async () => {
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' });
  admin = await t.login('vpadmin@vms.test');
  broker = await t.login('broker@vms.test');
  await draftMade(t.app.services, DEMO_VIDEOS.draft);
  await draftMade(t.app.services, DEMO_VIDEOS.unregistered);
}, 180_000);
afterAll(() => t?.close());

const VIDEO_DATA =
  'query($u: String!) { getVideoData(input: { uuid: $u, videoViewed: true }) { videoDetails { s3Link videoId pipelineStatus isVideoPurchased s3LinkRenderId modifiedDate templateId } brokerDetails { assetName brokerName brokerEmail assetAddress } } }';
type VideoData = {
  getVideoData: {
    videoDetails: {
      s3Link: string | null;
      pipelineStatus: string;
      isVideoPurchased: boolean;
      s3LinkRenderId: string | null;
      templateId: number | null;
    };
    brokerDetails: { assetName: string; brokerName: string; brokerEmail: string };
  };
};

const outbox = () => outboxOf(t.dataDir);
async function mailTo(part: string) {
  for (let i = 0; i < 100; i++) {
    const m = outbox().find((x) => x.includes(part));
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

describe('the draft', () => {
  it('is rendered from the default template and played watermarked, without logging in', async () => {
    const r = await t.gql<VideoData>(VIDEO_DATA, { u: DEMO_VIDEOS.draft });
    expect(r.errors).toBeUndefined();
    const d = r.data!.getVideoData;
    expect(d.videoDetails.pipelineStatus).toBe('complete');
    expect(d.videoDetails.isVideoPurchased).toBe(false);
    expect(d.videoDetails.templateId).toBe(1);
    expect(d.brokerDetails.brokerEmail).toBe('broker@vms.test');
    const [video] = await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, DEMO_VIDEOS.draft));
    // the link is the watermarked copy, never the delivery file
    expect(d.videoDetails.s3Link).toContain(encodeURIComponent(video!.draftKey!).split('%2F')[0]!);
    expect(video!.draftKey).toMatch(/draft\.mp4$/);
  });

  it('has a poster made from the watermarked draft (not the delivery file)', async () => {
    const r = await t.gql<{ getVideoData: { videoDetails: { posterLink: string | null } } }>(
      'query($u: String!) { getVideoData(input: { uuid: $u }) { videoDetails { posterLink } } }',
      { u: DEMO_VIDEOS.draft },
    );
    const link = r.data!.getVideoData.videoDetails.posterLink!;
    expect(link).toMatch(/draft\.jpg/);
    const image = await t.app.fastify.inject({ url: link });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    // the draft is 320x180 here: the poster keeps its size (never wider than 960)
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 180]);
  });

  it('is not counted as a visit when the server draws its page, and is when the browser asks', async () => {
    const watched = async () =>
      (await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, DEMO_VIDEOS.draft)))[0]!.watchedAt;
    await t.app.services.db.update(vidpitchVideos).set({ watchedAt: null }).where(eq(vidpitchVideos.id, DEMO_VIDEOS.draft));
    expect((await t.gql(VIDEO_DATA, { u: DEMO_VIDEOS.draft }, undefined, { [PRERENDER_HEADER]: '1' })).errors).toBeUndefined();
    expect(await watched()).toBeNull();
    await t.gql(VIDEO_DATA, { u: DEMO_VIDEOS.draft });
    expect(await watched()).toBeInstanceOf(Date);
  });

  it('sends the unregistered broker the draft link and a registration link', async () => {
    const mail = await mailTo(`${DEMO_VIDEOS.unregistered}/register?token=`);
    expect(mail).toBeDefined();
    expect(mail).toContain(`${DEMO_VIDEOS.unregistered}/video-draft`);
  });

  it('an unknown uuid gets the spec text', async () => {
    const r = await t.gql(VIDEO_DATA, { u: '00000000-0000-4000-8000-00000000ffff' });
    expect(r.errors?.[0]?.message).toBe('Requested video asset does not exist.');
  });
});

describe('the modify flow', () => {
  const RENDER =
    'mutation($v: String!, $t: Int!, $f: [[VideoFormItemInput!]!], $e: Boolean!) { renderEditedVideoTemplate(videoId: $v, templateId: $t, formData: $f, isEdited: $e) { uuid } }';
  it('refuses bad texts with the §5 messages', async () => {
    const chapters = [
      [],
      [],
      [
        { label: 'Custom Heading 3', attributeValue: 'CUSTOM_HEADING_3', value: '' },
        { label: 'Custom Value 3', attributeValue: 'CUSTOM_VALUE_3', value: 'x'.repeat(28) },
        { label: 'Year Built', attributeValue: 'ASSET_YEAR_BUILT', value: '' },
      ],
    ];
    const r = await t.gql(RENDER, { v: DEMO_VIDEOS.draft, t: 1, f: chapters, e: true });
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect([
      'custom heading is required, if custom value is provided.',
      'Maximum 27 character allowed',
      'Built year is required',
    ]).toContain(r.errors![0]!.message);
    const phone = await t.gql(RENDER, {
      v: DEMO_VIDEOS.draft,
      t: 1,
      f: [[], [], [], [], [], [{ label: 'Phone', attributeValue: 'BROKER_PHONE', value: '8055550142' }]],
      e: true,
    });
    expect(phone.errors?.[0]?.message).toBe('Phone number is invalid');
  });

  it('refuses an image from outside the video', async () => {
    const r = await t.gql(RENDER, {
      v: DEMO_VIDEOS.draft,
      t: 1,
      f: [[{ label: 'Image 1', attributeValue: 'IMAGE_1', value: 'http://169.254.169.254/latest' }]],
      e: true,
    });
    expect(r.errors?.[0]?.message).toBe('Unable to load image.');
  });

  it('re-renders with another template and the edited text, and the result arrives', async () => {
    const r = await t.gql<{ renderEditedVideoTemplate: { uuid: string } }>(RENDER, {
      v: DEMO_VIDEOS.draft,
      t: 2,
      f: [[{ label: 'Property Name', attributeValue: 'ASSET_NAME', value: 'Renamed Plaza' }]],
      e: true,
    });
    expect(r.errors).toBeUndefined();
    const during = await t.gql<VideoData>(VIDEO_DATA, { u: DEMO_VIDEOS.draft });
    expect(during.data!.getVideoData.videoDetails.pipelineStatus).toBe('inprogress');
    const again = await t.gql(RENDER, { v: DEMO_VIDEOS.draft, t: 2, e: false });
    expect(again.errors?.[0]?.message).toBe('Video rendering is under-progress, Once completed you will be notified.');
    await draftMade(t.app.services, DEMO_VIDEOS.draft, r.data!.renderEditedVideoTemplate.uuid);
    const after = await t.gql<VideoData>(VIDEO_DATA, { u: DEMO_VIDEOS.draft });
    expect(after.data!.getVideoData.videoDetails).toMatchObject({
      pipelineStatus: 'complete',
      s3LinkRenderId: r.data!.renderEditedVideoTemplate.uuid,
      templateId: 2,
    });
    const seg = await t.gql<{ getVideoSegment: { formData: { attributeValue: string; value: string }[] } }>(
      `{ getVideoSegment(templateId: 2, segmentNumber: 1, videoId: "${DEMO_VIDEOS.draft}") { formData { attributeValue value } } }`,
    );
    expect(seg.data!.getVideoSegment.formData.find((i) => i.attributeValue === 'ASSET_NAME')!.value).toBe('Renamed Plaza');
  }, 120_000);

  it('is refused once purchased', async () => {
    const r = await t.gql(RENDER, { v: DEMO_VIDEOS.purchased, t: 1, e: false });
    expect(r.errors?.[0]?.message).toBe('Video cannot be modified, as this video is already purchased.');
  });
});

describe('the assets listing', () => {
  const LIST =
    'query($s: String, $a: String, $b: String, $o: Int) { listVideos(limit: 10, offset: $o, search: $s, startDate: $a, endDate: $b) { totalCount videoDetails { uuid brokername status video_data_status } } }';
  type List = { listVideos: { totalCount: number; videoDetails: { uuid: string; brokername: string; status: string }[] } };
  it('shows the admin every video, 10 a page, and a broker only their own', async () => {
    const a = await t.gql<List>(LIST, {}, admin);
    expect(a.data!.listVideos.totalCount).toBe(15);
    expect(a.data!.listVideos.videoDetails).toHaveLength(10);
    const b = await t.gql<List>(LIST, {}, broker);
    expect(b.data!.listVideos.totalCount).toBe(13);
    const all = [...b.data!.listVideos.videoDetails, ...(await t.gql<List>(LIST, { o: 10 }, broker)).data!.listVideos.videoDetails];
    expect(all.map((r) => r.uuid)).not.toContain(DEMO_VIDEOS.unregistered);
    expect(all.find((r) => r.uuid === DEMO_VIDEOS.purchased)!.status).toBe('Purchased');
  });
  it('wants both dates', async () => {
    const r = await t.gql(LIST, { a: '2026/11/01' }, admin);
    expect(r.errors?.[0]?.message).toBe('Enter End Date To Complete Search.');
    const s = await t.gql(LIST, { b: '2026/11/01' }, admin);
    expect(s.errors?.[0]?.message).toBe('Enter Start Date To Complete Search.');
  });
  it('refuses other roles and anonymous calls', async () => {
    const pm = await t.login('pm@vms.test');
    expect(errorCode(await t.gql(LIST, {}, pm))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(`mutation { resendVideoEmail(uuid: "${DEMO_VIDEOS.draft}") { message } }`, {}, broker))).toBe('FORBIDDEN');
  });
  it('exports the xlsx for the admin only', async () => {
    const res = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/export-video-data',
      headers: { authorization: `Bearer ${admin}` },
      payload: { search: '' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(16);
    const refused = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/export-video-data',
      headers: { authorization: `Bearer ${broker}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/export-video-data',
      headers: { authorization: `Bearer ${admin}` },
      payload: { start_date: '2026-11-02' },
    });
    expect(bad.json()).toEqual({ error: 'Enter End Date To Complete Search.' });
  });
});

describe('registration and purchase', () => {
  const REGISTER =
    'mutation($t: String!, $p: String!) { registerBroker(firstName: "Lee", lastName: "Lister", email: "EMAIL", password: $p, uuid: "UUID", token: $t) { message } }';
  let email: string;
  let token: string;
  it('verify-user tells an expired link, a registered broker and a new one', async () => {
    const expired = await t.app.fastify.inject({ url: `/api/verify-user?link_id=${DEMO_VIDEOS.expired}&token=whatever` });
    expect(expired.json()).toMatchObject({ linkExpired: true, isAlreadyRegistered: false });
    const registered = await t.app.fastify.inject({ url: `/api/verify-user?link_id=${DEMO_VIDEOS.draft}` });
    expect(registered.json()).toMatchObject({ isAlreadyRegistered: true });
    const mail = (await mailTo(`${DEMO_VIDEOS.unregistered}/register?token=`))!;
    const link = new RegExp(`${DEMO_VIDEOS.unregistered}/register\\?token=([\\w-]+)`).exec(mail)!;
    token = decodeURIComponent(link[1]!);
    const fresh = await t.app.fastify.inject({
      url: `/api/verify-user?link_id=${DEMO_VIDEOS.unregistered}&token=${encodeURIComponent(token)}`,
    });
    expect(fresh.json()).toMatchObject({ linkExpired: false, isAlreadyRegistered: false });
    email = fresh.json().email;
  });
  it('the payment is refused before registration', async () => {
    const r = await t.gql(
      `mutation { createPaymentIntent(uuid: "${DEMO_VIDEOS.unregistered}", brokerEmail: "${email}") { clientSecret } }`,
    );
    expect(r.errors?.[0]?.message).toBe('Please get registered on vidPitch portal to begin with payment process.');
  });
  it('registers once with the link, with the §5 rules', async () => {
    const q = (p: string, tk = token) => t.gql(REGISTER.replace('EMAIL', email).replace('UUID', DEMO_VIDEOS.unregistered), { t: tk, p });
    expect((await q('weak')).errors?.[0]?.message).toBe('Incorrect format');
    expect((await q('Secret123', 'forged')).errors?.[0]?.message).toBe(
      'This link is already expired. Please contact vidTech team to provide a new registration link.',
    );
    expect((await q('Secret123')).data).toEqual({ registerBroker: { message: 'Registered Successfully!!.' } });
    expect((await q('Secret123')).errors?.[0]?.message).toMatch(/already registered/);
    await t.login(email, 'Secret123');
  });
  it('a declined card is not a purchase; 4242 buys it once; the download is the clean file', async () => {
    const intent = await t.gql<{ createPaymentIntent: { clientSecret: string; amount: number } }>(
      `mutation { createPaymentIntent(uuid: "${DEMO_VIDEOS.unregistered}", brokerEmail: "${email}") { clientSecret amount } }`,
    );
    expect(intent.data!.createPaymentIntent.amount).toBe(4900);
    const secret = intent.data!.createPaymentIntent.clientSecret;
    const CONFIRM =
      'mutation($s: String!, $n: String!, $z: String!) { confirmTestPayment(clientSecret: $s, card: { number: $n, expiry: "12/34", cvc: "123" }, billing: { name: "Lee Lister", address: { line1: "1 Main St", city: "Oxnard", postal_code: $z } }) { status message error } }';
    expect((await t.gql(CONFIRM, { s: secret, n: '4242424242424242', z: '123' })).errors?.[0]?.message).toBe('Must be 5 digits');
    const before = await t.app.fastify.inject({ url: `/api/download-video?link_id=${DEMO_VIDEOS.unregistered}` });
    expect(before.statusCode).toBe(403);
    const declined = await t.gql<{ confirmTestPayment: { status: string; message: string } }>(CONFIRM, {
      s: secret,
      n: '4000 0000 0000 0002',
      z: '93035',
    });
    expect(declined.data!.confirmTestPayment).toMatchObject({
      status: 'requires_payment_method',
      message: 'Your payment was not successful, please try again.',
    });
    const ok = await t.gql<{ confirmTestPayment: { status: string; message: string } }>(CONFIRM, {
      s: secret,
      n: '4242 4242 4242 4242',
      z: '93035',
    });
    expect(ok.data!.confirmTestPayment).toMatchObject({ status: 'succeeded', message: 'Order Successfully Placed!!' });
    // replayed: still one purchase
    await t.gql(CONFIRM, { s: secret, n: '4242424242424242', z: '93035' });
    const rows = await t.app.services.db.select().from(vidpitchPurchases).where(eq(vidpitchPurchases.videoId, DEMO_VIDEOS.unregistered));
    expect(rows).toHaveLength(1);
    const again = await t.gql(
      `mutation { createPaymentIntent(uuid: "${DEMO_VIDEOS.unregistered}", brokerEmail: "${email}") { clientSecret } }`,
    );
    expect(again.errors?.[0]?.message).toBe('This video is already purchased.');
    const dl = await t.app.fastify.inject({ url: `/api/download-video?link_id=${DEMO_VIDEOS.unregistered}` });
    expect(dl.statusCode).toBe(200);
    const [video] = await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, DEMO_VIDEOS.unregistered));
    expect(dl.json().s3Link).not.toContain('draft.mp4');
    expect(video!.purchasedAt).not.toBeNull();
    // the purchase queued the social and MLS cuts; the worker renders them (vidpitch.cuts.test.ts has the details)
    let links = dl.json() as { cutsStatus: string | null; verticalLink: string | null };
    for (let i = 0; i < 240 && links.cutsStatus === 'inprogress'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      links = (await t.app.fastify.inject({ url: `/api/download-video?link_id=${DEMO_VIDEOS.unregistered}` })).json();
    }
    expect(links.cutsStatus).toBe('complete');
    expect(links.verticalLink).toBeTruthy();
  }, 180_000);
});

describe('watch time', () => {
  it('keeps the longest time watched, never for an admin', async () => {
    const W = (w: string) => `mutation { updateVideoWatchTime(input: { uuid: "${DEMO_VIDEOS.draft}", watchTime: "${w}" }) { message } }`;
    await t.gql(W('00:00:12'));
    await t.gql(W('00:00:05'));
    await t.gql(W('00:00:30'), {}, admin);
    const [video] = await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, DEMO_VIDEOS.draft));
    expect(video!.watchTime).toBe('00:00:12');
    expect((await t.gql(W('12 s'))).errors?.[0]?.message).toBe('Watch time must be hh:mm:ss');
  });
});
