// A render's end reaches its consumers one way: renderEnded, a job of each consumer (Bronze, VidPitch) queued in the
// transaction that marks the render complete or failed. No worker runs here: the test finds each job in the queue after
// the render job's work, runs it as a worker would, and runs it again as a retry would.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRONZE_PLAN } from '@vms/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { putTestImages } from './render.test-helpers.js';
import type { z } from 'zod';
import type { EventJob } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { projects, users } from '../core/index.js';
import { bronzeOrders } from '../bronze/bronze.table.js';
import { bronzeRenderEnded } from '../bronze/bronze.render.js';
import { reviewAssets } from '../review/review.table.js';
import { finishDraft, renderVersion, startDraft, vidpitchRenderEnded } from '../vidpitch/vidpitch.draft.js';
import { DEMO_VIDEOS } from '../vidpitch/vidpitch.seed.js';
import { vidpitchVideos } from '../vidpitch/vidpitch.table.js';
import { renderEnded, renderKey, requestRender, TEMPLATES } from './index.js';
import { runRender } from './render.service.js';
import { emit } from '../../platform/outbox/outbox.js';
import { sampleForm } from './templates/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05', RENDER_SAMPLES_ON_START: 'false' }, { work: false });
  await putTestImages(t.app.services.storage.driver);
}, 180_000);
afterAll(() => t?.close());

const gray = TEMPLATES[0]!;
/** The sample form with its pictures at the uploaded copies; `missing` names a picture that is not stored. */
const form = (missing?: string) =>
  sampleForm(gray).map((ch) =>
    ch.map((item) =>
      item.attributeValue === missing
        ? { ...item, value: 'test-images/gone.jpg' }
        : /\.(jpg|png)$/.test(item.value)
          ? { ...item, value: `test-images/${item.value}` }
          : item,
    ),
  );

/** The queued jobs handling this render's end: their queue names and payloads. */
async function endJobs(renderId: string) {
  const r = await t.app.services.db.execute(
    sql`select name, data, state from pgboss.job where data->>'renderId' = ${renderId} and name like '%.renderEnded' order by name`,
  );
  return (r as unknown as { rows: { name: string; data: unknown; state: string }[] }).rows;
}

/** Runs the consumer's queued job for the render as a worker would (the payload as stored), `times` times. */
async function runEndJob(job: EventJob<z.ZodType, Services>, renderId: string, times = 1) {
  const queued = (await endJobs(renderId)).find((j) => j.name === job.name);
  expect(queued, `${job.name} queued for ${renderId}`).toBeDefined();
  for (let n = 0; n < times; n++)
    await job.handler(job.payload.parse(queued!.data), t.app.services, {
      id: randomUUID(),
      retryCount: n,
      retryLimit: job.retryLimit ?? 5,
    });
}

const video = async (id: string) => (await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, id)))[0]!;
const mailJobsTo = async (to: string) => {
  const r = await t.app.services.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${to}`,
  );
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('renderEnded', () => {
  it('queues one job per consumer with the end, and none for an end rolled back', async () => {
    const { db } = t.app.services;
    const [kept, dropped] = [randomUUID(), randomUUID()];
    await expect(
      db.transaction(async (tx) => {
        await emit(tx, renderEnded.name, dropped, { renderId: dropped, videoId: randomUUID(), status: 'complete' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction((tx) => emit(tx, renderEnded.name, kept, { renderId: kept, videoId: randomUUID(), status: 'failed' }));
    await t.app.outbox.deliver();
    expect(await endJobs(dropped)).toEqual([]);
    expect((await endJobs(kept)).map((j) => [j.name, j.state])).toEqual([
      ['bronze.renderEnded', 'created'],
      ['vidpitch.renderEnded', 'created'],
    ]);
  });

  it('brings a complete VidPitch render its watermarked draft and one e-mail, also when the job runs again', async () => {
    const id = DEMO_VIDEOS.unregistered;
    await startDraft(t.app.services, id);
    const renderId = (await video(id)).renderId!;
    expect(await endJobs(renderId)).toEqual([]); // nothing before the render has ended
    expect((await runRender(t.app.services, renderId))?.status).toBe('complete');
    await t.app.outbox.deliver();
    expect((await endJobs(renderId)).map((j) => j.name)).toEqual(['bronze.renderEnded', 'vidpitch.renderEnded']);
    expect((await video(id)).draftRenderId).toBeNull(); // the draft is the job's work, not the render's
    await runEndJob(bronzeRenderEnded, renderId); // not a Bronze order's render: nothing to do
    await runEndJob(vidpitchRenderEnded, renderId, 2);
    const after = await video(id);
    expect(after).toMatchObject({ draftRenderId: renderId, draftKey: expect.stringMatching(/draft\.mp4$/) });
    expect(after.emailSentAt).not.toBeNull();
    expect(await mailJobsTo(after.brokerEmail)).toBe(1);
  }, 120_000);

  it('lands a complete Bronze render in review once, also when the job runs again', async () => {
    const { db } = t.app.services;
    const [editor] = await db.select().from(users).where(eq(users.email, 'editor@vms.test'));
    const [project] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.plan, BRONZE_PLAN), eq(projects.editorId, editor!.id), eq(projects.status, 'NOT STARTED')));
    const render = await db.transaction(async (tx) => {
      const row = await requestRender(
        t.app.services,
        { videoId: project!.id, templateId: gray.templateId, formData: form(), createdBy: editor!.id },
        tx,
      );
      await tx.insert(bronzeOrders).values({ projectId: project!.id, ownerId: project!.customerId, savedChapter: 6, renderId: row.id });
      return row;
    });
    expect((await runRender(t.app.services, render.id))?.status).toBe('complete');
    await runEndJob(vidpitchRenderEnded, render.id); // not a VidPitch video's render: nothing to do
    await runEndJob(bronzeRenderEnded, render.id, 2);
    const versions = await db.select().from(reviewAssets).where(eq(reviewAssets.projectId, project!.id));
    expect(versions.map((v) => [v.version, v.assetLink])).toEqual([[1, renderKey(render, 'video.mp4')]]);
    const [landed] = await db.select().from(projects).where(eq(projects.id, project!.id));
    expect(landed!.status).toBe('COMPLETED');
    const [order] = await db.select().from(bronzeOrders).where(eq(bronzeOrders.projectId, project!.id));
    expect(order!.landedRenderId).toBe(render.id);

    // a failed render of the order reaches it the same way: the project FAILED with the render's error
    const failed = await db.transaction(async (tx) => {
      const row = await requestRender(t.app.services, { videoId: project!.id, templateId: gray.templateId, formData: form('IMAGE_2') }, tx);
      await tx.update(bronzeOrders).set({ renderId: row.id }).where(eq(bronzeOrders.id, order!.id));
      return row;
    });
    expect((await runRender(t.app.services, failed.id))?.status).toBe('failed');
    await t.app.outbox.deliver();
    expect((await endJobs(failed.id)).map((j) => (j.data as { status: string }).status)).toEqual(['failed', 'failed']);
    await runEndJob(bronzeRenderEnded, failed.id, 2);
    const [after] = await db.select().from(projects).where(eq(projects.id, project!.id));
    expect(after).toMatchObject({ status: 'FAILED', renderError: 'Image IMAGE_2 could not be read: not a stored picture' });
  }, 120_000);

  it('tells a VidPitch page that its render failed', async () => {
    const id = DEMO_VIDEOS.draft;
    const v = await video(id);
    const row = await renderVersion(t.app.services, v, { templateId: gray.templateId, formData: form('IMAGE_3') });
    const heard = t.app.services.live.subscribe('videoRendered', id);
    const next = heard.next();
    expect((await runRender(t.app.services, row.id))?.status).toBe('failed');
    await runEndJob(vidpitchRenderEnded, row.id);
    expect((await next).value).toEqual({ videoId: id, renderId: row.id, status: 'failed', error: 'Video Rendering Failed' });
    await heard.return?.();
    // an earlier version's end is no news once the video has a later one
    await finishDraft(t.app.services, id, randomUUID());
    expect((await video(id)).draftRenderId).toBeNull();
  }, 60_000);
});
