// Issue #34's attacks on the public VidPitch pages, each written as the attack (they passed before the fixes): a URL or
// a path out of the store in a picture slot of the modify flow (findings 1 and 2), the listing's GIF of an unbought
// video (finding 9) and getVideoSegment on a render id that is not a VidPitch video (finding 13). The renderer's own
// read (keys only, confined, capped while streaming) is tested in render.pictures.test.ts.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { BRONZE_TEMPLATE, TEMPLATES } from '../render/index.js';
import { renders } from '../render/render.table.js';
import { formFor } from '../render/render.service.js';
import type { Slot, VideoTemplate } from '../../platform/render/types.js';
import { draftMade } from './vidpitch.test-helpers.js';
import { DEMO_VIDEOS } from './vidpitch.seed.js';
import { vidpitchVideos } from './vidpitch.table.js';

let t: TestApp;
let listener: Server;
let listenerUrl: string;
const hits: string[] = [];
const VIDEO = DEMO_VIDEOS.draft;

beforeAll(async () => {
  // what the attack points the picture slots at: it must never be asked for anything
  listener = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('GIF89a');
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' });
  await draftMade(t.app.services, VIDEO);
}, 600_000);
afterAll(async () => {
  await t?.close();
  listener?.close();
});

const RENDER =
  'mutation($v: String!, $t: Int!, $f: [[VideoFormItemInput!]!]) { renderEditedVideoTemplate(videoId: $v, templateId: $t, formData: $f, isEdited: true) { uuid } }';
const SEGMENT =
  'query($t: Int!, $n: Int!, $v: String!) { getVideoSegment(templateId: $t, segmentNumber: $n, videoId: $v) { segmentTime formData { attributeValue value } } }';
const PICTURE_KINDS = new Set(['image', 'inset', 'logo', 'qr']);

/** A form sending only this slot (of chapter index `n`) with `value`: no other field's check can refuse it first. */
const onlySlot = (template: VideoTemplate, n: number, slot: Slot, value: string) =>
  template.chapters.map((_, i) => (i === n ? [{ label: slot.label, attributeValue: slot.attributeValue, value }] : []));

describe('finding 1: no picture slot of the modify flow reaches a URL fetch or a file path', () => {
  it("refuses the Bronze builder's template (100) on the public re-render: not found, nothing queued", async () => {
    const before = await t.app.services.db.select().from(renders).where(eq(renders.videoId, VIDEO));
    for (const n of [2, 3, 4]) {
      const boundary = BRONZE_TEMPLATE.chapters[n]!.slots.find((s) => s.attributeValue === `PROPERTY_BOUNDARY_${n + 1}`)!;
      for (const value of [`${listenerUrl}/boundary.png`, '../../jwt-secret']) {
        const r = await t.gql(RENDER, { v: VIDEO, t: 100, f: onlySlot(BRONZE_TEMPLATE, n, boundary, value) });
        expect(r.errors?.[0]?.message).toBe('No templates available for selection.');
        expect(errorCode(r)).toBe('NOT_FOUND');
      }
    }
    expect(await t.app.services.db.select().from(renders).where(eq(renders.videoId, VIDEO))).toHaveLength(before.length);
  });

  it('refuses a URL, a path out of the store and another prefix in every picture slot of every broker template', async () => {
    let tried = 0;
    for (const template of TEMPLATES) {
      for (const [n, chapter] of template.chapters.entries()) {
        for (const slot of chapter.slots.filter((s) => PICTURE_KINDS.has(s.kind) && s.editable)) {
          const values = [
            '../../jwt-secret',
            '/etc/passwd',
            'vidpitch/%2e%2e/%2e%2e/jwt-secret',
            'projects/secret/plan.png',
            `//127.0.0.1:1/x.png`,
          ];
          // a QR code's link is drawn as a code, never fetched (the render test shows it): the other slots take none
          if (slot.kind !== 'qr') values.push(`${listenerUrl}/x.png`, 'HTTP://127.0.0.1:1/x.png', 'file:///etc/passwd');
          for (const value of values) {
            const r = await t.gql(RENDER, { v: VIDEO, t: template.templateId, f: onlySlot(template, n, slot, value) });
            expect(r.errors?.[0]?.message, `${template.templateName} ${slot.attributeValue}: ${value}`).toBe('Unable to load image.');
            expect(errorCode(r)).toBe('BAD_USER_INPUT');
            tried++;
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(hits).toEqual([]);
  });

  it('a failed render tells the public page the same words whatever its cause; staff read the cause', async () => {
    const [video] = await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, DEMO_VIDEOS.rendering));
    const [row] = await t.app.services.db
      .insert(renders)
      .values({
        videoId: video!.id,
        version: 1,
        templateId: 1,
        formData: [],
        status: 'failed',
        error: 'Image IMAGE_1 could not be read: not a stored picture',
      })
      .returning();
    await t.app.services.db.update(vidpitchVideos).set({ renderId: row!.id }).where(eq(vidpitchVideos.id, video!.id));
    const q = 'query($u: String!) { getVideoData(input: { uuid: $u }) { videoDetails { pipelineStatus error } } }';
    type D = { getVideoData: { videoDetails: { pipelineStatus: string; error: string | null } } };
    const pub = await t.gql<D>(q, { u: video!.id });
    expect(pub.data!.getVideoData.videoDetails).toEqual({ pipelineStatus: 'failed', error: 'Video Rendering Failed' });
    const staff = await t.gql<D>(q, { u: video!.id }, await t.login('vpadmin@vms.test'));
    expect(staff.data!.getVideoData.videoDetails.error).toBe('Image IMAGE_1 could not be read: not a stored picture');
    await t.app.services.db.update(vidpitchVideos).set({ renderId: null }).where(eq(vidpitchVideos.id, video!.id));
    await t.app.services.db.delete(renders).where(eq(renders.id, row!.id));
  });
});

describe('finding 9: the GIF preview of an unbought video', () => {
  it("is made from the watermarked draft, never the delivery render's GIF", async () => {
    const broker = await t.login('broker@vms.test');
    type L = { listVideos: { videoDetails: { uuid: string; s3_link_gif: string | null; video_data_status: string }[] } };
    const r = await t.gql<L>('{ listVideos(limit: 10, offset: 0) { videoDetails { uuid s3_link_gif video_data_status } } }', {}, broker);
    const row = r.data!.listVideos.videoDetails.find((v) => v.uuid === VIDEO)!;
    expect(row.video_data_status).toBe('complete');
    const [video] = await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, VIDEO));
    const [render] = await t.app.services.db.select().from(renders).where(eq(renders.id, video!.renderId!));
    expect(decodeURIComponent(row.s3_link_gif!)).toContain(`vidpitch/${VIDEO}/${render!.id}/draft.gif`);
    expect(decodeURIComponent(row.s3_link_gif!)).not.toContain(render!.gifKey!);
    const res = await t.app.fastify.inject({ method: 'GET', url: row.s3_link_gif! });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const delivery = await t.app.fastify.inject({ method: 'GET', url: await t.app.services.storage.readUrl(render!.gifKey!) });
    expect(res.rawPayload.equals(delivery.rawPayload)).toBe(false);
    // nothing to preview for a video whose draft is not made yet (the demo's rendering video)
    expect(r.data!.listVideos.videoDetails.find((v) => v.uuid === DEMO_VIDEOS.rendering)?.s3_link_gif ?? null).toBeNull();
  });
});

describe('finding 13: getVideoSegment answers for VidPitch videos only', () => {
  it("is not found for a render id that is not a VidPitch video (a Bronze project's uuid) and for the builder's template", async () => {
    const bronzeProject = randomUUID();
    await t.app.services.db.insert(renders).values({
      videoId: bronzeProject,
      version: 1,
      templateId: 100,
      formData: formFor(BRONZE_TEMPLATE, { ASSET_NAME: 'Secret Tower' }),
      status: 'complete',
    });
    const other = await t.gql(SEGMENT, { t: 1, n: 1, v: bronzeProject });
    expect(errorCode(other)).toBe('NOT_FOUND');
    expect(other.errors?.[0]?.message).toBe('Requested video asset does not exist.');
    expect(JSON.stringify(other)).not.toContain('Secret Tower');
    const builder = await t.gql(SEGMENT, { t: 100, n: 3, v: VIDEO });
    expect(errorCode(builder)).toBe('NOT_FOUND');
  });

  it("gives a VidPitch video's chapter: its start and its form from the latest version, empty without one", async () => {
    type S = { getVideoSegment: { segmentTime: number; formData: { attributeValue: string; value: string }[] } };
    const mine = await t.gql<S>(SEGMENT, { t: 2, n: 1, v: VIDEO });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.getVideoSegment.formData.find((f) => f.attributeValue === 'ASSET_NAME')!.value).not.toBe('');
    const empty = await t.gql<S>(SEGMENT, { t: 2, n: 3, v: DEMO_VIDEOS.rendering });
    expect(empty.data!.getVideoSegment.segmentTime).toBe(18);
    expect(empty.data!.getVideoSegment.formData.every((f) => f.value === '')).toBe(true);
    expect((await t.gql(SEGMENT, { t: 2, n: 7, v: VIDEO })).errors?.[0]?.message).toBe('No chapters exist for provided asset.');
  });
});
