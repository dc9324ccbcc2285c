// Issue #34 finding 4, written as the attack: twelve anonymous re-renders of one public video, sent together, were all
// queued (each minutes of CPU on a queue of concurrency 1), and a caller could go on re-rendering forever. Now one
// render per video at a time, RENDERS_PER_HOUR_PER_VIDEO per video and RENDERS_PER_HOUR_PER_ADDRESS per address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { renders } from '../../render/render.table.js';
import { defaultForm, renderVersion } from './vidpitch.draft.js';
import { RENDERS_PER_HOUR_PER_ADDRESS, RENDERS_PER_HOUR_PER_VIDEO } from './vidpitch.render-limits.js';
import { DEMO_VIDEOS } from '../vidpitch.seed.js';
import { vidpitchVideos } from '../vidpitch.table.js';

const RENDER = 'mutation($v: String!) { renderEditedVideoTemplate(videoId: $v, templateId: 1, isEdited: false) { uuid } }';
const UNDER_PROGRESS = 'Video rendering is under-progress, Once completed you will be notified.';

let t: TestApp;
// no job worker: the queued renders stay queued, as on a busy production queue
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' }, { work: false });
});
afterAll(() => t?.close());

const video = async (id: string) => (await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, id)))[0]!;

/** The video's current version ends (failed: the quickest end a caller can cause), so another render may be asked. */
async function settle(id: string) {
  let v = await video(id);
  if (!v.renderId) v = { ...v, renderId: (await renderVersion(t.app.services, v, await defaultForm(t.app.services, v))).id };
  await t.app.services.db.update(renders).set({ status: 'failed', error: 'stopped by the test' }).where(eq(renders.id, v.renderId!));
}
const render = (id: string, ip: string) =>
  t.gql<{ renderEditedVideoTemplate: { uuid: string } }>(RENDER, { v: id }, undefined, { 'x-forwarded-for': ip });

describe('issue #34 finding 4: anonymous render flood', () => {
  it('queues one of twelve re-renders sent together; the rest hear that a render is under way', async () => {
    await settle(DEMO_VIDEOS.draft);
    const results = await Promise.all(Array.from({ length: 12 }, () => render(DEMO_VIDEOS.draft, '203.0.113.1')));
    expect(results.filter((r) => r.data?.renderEditedVideoTemplate.uuid)).toHaveLength(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(11);
    for (const r of refused) expect(r.errors![0]!.message).toBe(UNDER_PROGRESS);
    const rows = await t.app.services.db.select().from(renders).where(eq(renders.videoId, DEMO_VIDEOS.draft));
    expect(rows.filter((r) => r.status === 'inprogress')).toHaveLength(1);
  });

  it(`gives one video at most ${RENDERS_PER_HOUR_PER_VIDEO} re-renders an hour, from any number of addresses`, async () => {
    const id = DEMO_VIDEOS.unregistered;
    for (let i = 0; i < RENDERS_PER_HOUR_PER_VIDEO; i++) {
      await settle(id);
      expect(errorCode(await render(id, `198.51.100.${i + 1}`))).toBeUndefined();
    }
    await settle(id);
    const over = await render(id, '198.51.100.99');
    expect(errorCode(over)).toBe('RATE_LIMITED');
    expect(over.errors![0]!.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it(`gives one address at most ${RENDERS_PER_HOUR_PER_ADDRESS} re-renders an hour over all videos`, async () => {
    const ids = (await t.app.services.db.select({ id: vidpitchVideos.id }).from(vidpitchVideos))
      .map((r) => r.id)
      .filter((id) => id !== DEMO_VIDEOS.purchased && id !== DEMO_VIDEOS.unregistered);
    let accepted = 0;
    let limited = 0;
    for (const id of ids) {
      if ((await video(id)).purchasedAt) continue;
      await settle(id);
      const code = errorCode(await render(id, '192.0.2.50'));
      if (code === undefined) accepted++;
      else if (code === 'RATE_LIMITED') limited++;
      if (accepted + limited > RENDERS_PER_HOUR_PER_ADDRESS) break;
    }
    expect(accepted).toBe(RENDERS_PER_HOUR_PER_ADDRESS);
    expect(limited).toBeGreaterThan(0);
  });
});
