// The render domain against a real database and the in-process job queue; renders are shrunk by configuration
// (320x180, a 40 s template in 2 s) so the suite stays fast.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { probe } from '../../platform/render/ffmpeg.js';
import { renders, requestRender, renderJob, renderKey, TEMPLATES } from './index.js';
import { formFor, renderTempPrefix, runRender } from './render.service.js';
import { sampleForm } from './templates/index.js';
import type { RenderEvent } from './render.events.js';

let t: TestApp;
const FEED = join(import.meta.dirname, '../../../feeds/images');

beforeAll(async () => {
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' }, { seed: false });
  // the demo photos and logo, uploaded as a broker's images would be
  for (const f of ['office-tower.jpg', 'retail-center.jpg', 'industrial-warehouse.jpg', 'land-parcel.jpg', 'mixed-use.jpg', 'multifamily.jpg', 'broker-logo.png']) {
    await t.app.services.storage.driver.put(`test-images/${f}`, await readFile(join(FEED, f)), f.endsWith('.png') ? 'image/png' : 'image/jpeg');
  }
}, 60_000);
afterAll(() => t?.close());

const gray = TEMPLATES[0]!;
/** The sample form with its pictures pointing at the uploaded copies. */
const form = () =>
  sampleForm(gray).map((ch) => ch.map((item) => (/\.(jpg|png)$/.test(item.value) ? { ...item, value: `test-images/${item.value}` } : item)));

async function settled(id: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await t.app.services.db.select().from(renders).where(eq(renders.id, id));
    if (row && row.status !== 'inprogress') return row;
    if (Date.now() > until) throw new Error(`render ${id} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('templates', () => {
  it('getVideoTemplates lists the four templates, Gray by default, six chapters each, without logging in', async () => {
    const r = await t.gql<{ getVideoTemplates: { templateId: number; templateName: string; segmentCount: number; isDefault: boolean; s3Link: string | null }[] }>(
      '{ getVideoTemplates { templateId templateName segmentCount isDefault s3Link segmentUrl } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.getVideoTemplates.map((x) => x.templateName)).toEqual(['Gray', 'Rust', 'Green', 'Blue']);
    expect(r.data!.getVideoTemplates.filter((x) => x.isDefault).map((x) => x.templateName)).toEqual(['Gray']);
    expect(r.data!.getVideoTemplates.every((x) => x.segmentCount === 6)).toBe(true);
  });

  it("getVideoSegment gives the chapter's start and its form, filled from the video's latest version", async () => {
    const q = 'query($v: String!, $n: Int!) { getVideoSegment(templateId: 2, segmentNumber: $n, videoId: $v) { segmentTime formData { label attributeValue value } } }';
    const videoId = randomUUID();
    const empty = await t.gql<{ getVideoSegment: { segmentTime: number; formData: { attributeValue: string; value: string }[] } }>(q, { v: videoId, n: 3 });
    expect(empty.data!.getVideoSegment.segmentTime).toBe(18);
    expect(empty.data!.getVideoSegment.formData.map((f) => f.attributeValue)).toContain('ASSET_YEAR_BUILT');
    expect(empty.data!.getVideoSegment.formData.every((f) => f.value === '')).toBe(true);

    const values = { ASSET_YEAR_BUILT: '1999', IMAGE_6: 'nowhere.jpg' };
    await t.app.services.db.insert(renders).values({ videoId, version: 1, templateId: 1, formData: formFor(gray, values), status: 'failed' });
    const filled = await t.gql<{ getVideoSegment: { segmentTime: number; formData: { attributeValue: string; value: string }[] } }>(q, { v: videoId, n: 3 });
    expect(filled.data!.getVideoSegment.formData.find((f) => f.attributeValue === 'ASSET_YEAR_BUILT')!.value).toBe('1999');
    const last = await t.gql<{ getVideoSegment: { segmentTime: number } }>(q, { v: videoId, n: 6 });
    expect(last.data!.getVideoSegment.segmentTime).toBe(35);
    const bad = await t.gql(q, { v: videoId, n: 7 });
    expect(bad.errors?.[0]?.message).toBe('No chapters exist for provided asset.');
  });
});

describe('render jobs', () => {
  it('renders a version into storage, publishing progress, and a second send of the same render id does nothing', async () => {
    const videoId = randomUUID();
    const events: RenderEvent[] = [];
    const row = await requestRender(t.app.services, { videoId, templateId: gray.templateId, formData: form() });
    const sub = t.app.services.pubsub.subscribe('renderUpdated', row.id);
    void (async () => {
      for await (const e of sub) events.push(e);
    })();
    expect(row.version).toBe(1);
    expect(await t.app.services.jobs.send(renderJob, { renderId: row.id }, { id: row.id })).toBeNull();
    const done = await settled(row.id);
    expect(done.status).toBe('complete');
    expect(done.videoKey).toBe(renderKey(row, 'video.mp4'));
    const driver = t.app.services.storage.driver;
    const video = await probe(await driver.readableLocation(done.videoKey!));
    expect(Number(video.format.duration)).toBeCloseTo(2, 0);
    expect(video.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 320, height: 180, r_frame_rate: '30/1' });
    expect((await driver.list(`renders/${videoId}/`, true)).map((o) => o.key).sort()).toEqual(
      ['poster.jpg', 'preview.gif', 'review.mp4', 'video.mp4'].map((f) => renderKey(row, f)),
    );
    expect(await driver.list(renderTempPrefix(row.id), true)).toEqual([]);
    expect(events.at(-1)).toMatchObject({ status: 'complete', progress: 1 });

    // running the same render again (a duplicate delivery) leaves the finished one alone
    const again = await runRender(t.app.services, row.id);
    expect(again!.completedAt).toEqual(done.completedAt);
    expect((await driver.list(`renders/${videoId}/`, true)).length).toBe(4);

    // a new version of the same video keeps the first one renderable as it was
    const v2 = await requestRender(t.app.services, { videoId, templateId: 4, formData: form() });
    expect(v2.version).toBe(2);
    expect((await settled(v2.id)).status).toBe('complete');
    await sub.return?.();
  }, 120_000);

  it('fails a render whose image is missing, with a message and no file', async () => {
    const videoId = randomUUID();
    const formData = form().map((ch) => ch.map((i) => (i.attributeValue === 'IMAGE_4' ? { ...i, value: 'test-images/gone.jpg' } : i)));
    const row = await requestRender(t.app.services, { videoId, templateId: gray.templateId, formData });
    const done = await settled(row.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('Image IMAGE_4 not found: test-images/gone.jpg');
    expect(done.videoKey).toBeNull();
    expect(await t.app.services.storage.driver.list(`renders/${videoId}/`, true)).toEqual([]);
    expect(await t.app.services.storage.driver.list(renderTempPrefix(row.id), true)).toEqual([]);
  }, 60_000);

  it('fails a render whose image is not a picture', async () => {
    await t.app.services.storage.driver.put('test-images/broken.jpg', Buffer.from('not a jpeg'), 'image/jpeg');
    const formData = form().map((ch) => ch.map((i) => (i.attributeValue === 'IMAGE_1' ? { ...i, value: 'test-images/broken.jpg' } : i)));
    const row = await requestRender(t.app.services, { videoId: randomUUID(), templateId: gray.templateId, formData });
    const done = await settled(row.id);
    expect(done).toMatchObject({ status: 'failed', error: 'Image IMAGE_1 is not a readable picture' });
  }, 60_000);
});
