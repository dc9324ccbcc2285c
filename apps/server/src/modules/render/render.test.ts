// The render domain against a real database and the in-process job queue; renders are shrunk by configuration
// (320x180, a 40 s template in 2 s) so the suite stays fast.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { putTestImages } from './render.test-helpers.js';
import { probe } from '../../platform/render/ffmpeg.js';
import { requestRender, renderJob, renderKey, TEMPLATES } from './index.js';
import { renders } from './render.table.js';
import {
  RENDER_MESSAGES,
  renderSamples,
  renderTempPrefix,
  renderWorkPrefix,
  runRender,
  sweepStuckRenders,
  VARIANTS,
} from './render.service.js';
import { renderSweepJob } from './render.job.js';
import { sampleForm } from './templates/index.js';
import type { RenderEnded } from './render.events.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' });
  await putTestImages(t.app.services.storage.driver);
}, 60_000);
afterAll(() => t?.close());

const gray = TEMPLATES[0]!;
/** The sample form with its pictures pointing at the uploaded copies. */
const form = () =>
  sampleForm(gray).map((ch) =>
    ch.map((item) => (/\.(jpg|png)$/.test(item.value) ? { ...item, value: `test-images/${item.value}` } : item)),
  );

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
    const r = await t.gql<{
      getVideoTemplates: { templateId: number; templateName: string; segmentCount: number; isDefault: boolean; s3Link: string | null }[];
    }>('{ getVideoTemplates { templateId templateName segmentCount isDefault s3Link segmentUrl } }');
    expect(r.errors).toBeUndefined();
    expect(r.data!.getVideoTemplates.map((x) => x.templateName)).toEqual(['Gray', 'Rust', 'Green', 'Blue']);
    expect(r.data!.getVideoTemplates.filter((x) => x.isDefault).map((x) => x.templateName)).toEqual(['Gray']);
    expect(r.data!.getVideoTemplates.every((x) => x.segmentCount === 6)).toBe(true);
  });
});

describe('render jobs', () => {
  it('renders a version into storage, telling its end, and a second send of the same render id does nothing', async () => {
    const videoId = randomUUID();
    const events: RenderEnded[] = [];
    const row = await requestRender(t.app.services, { videoId, templateId: gray.templateId, formData: form() });
    const sub = t.app.services.live.subscribe('renderEnded', row.id);
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
    expect(video.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 320,
      height: 180,
      r_frame_rate: '30/1',
    });
    expect((await driver.list(`renders/${videoId}/`, true)).map((o) => o.key).sort()).toEqual(
      ['poster.jpg', 'preview.gif', 'review.mp4', 'video.mp4'].map((f) => renderKey(row, f)),
    );
    expect(await driver.list(renderTempPrefix(row.id), true)).toEqual([]);
    await expect.poll(() => events).toEqual([{ renderId: row.id, videoId, status: 'complete' }]);

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
    // every unreadable picture reads alike (render.service.ts readStoredPicture): nothing tells whether a key exists
    expect(done.error).toBe('Image IMAGE_4 could not be read: not a stored picture');
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

/**
 * Processes of this render: its render process (whose argument is its work directory) and its ffmpeg processes (the
 * work directory is in every output path); only the ffmpeg ones with `ffmpeg`.
 */
/**
 * Waits up to 5 s for a render's processes and work directories to be gone: a SIGKILLed ffmpeg takes a moment to
 * leave /proc after the render process that started it has exited.
 */
async function endOf(renderId: string) {
  for (let i = 0; i < 50 && (processesOf(renderId).length || workDirs(renderId).length); i++) await new Promise((r) => setTimeout(r, 100));
}

function processesOf(renderId: string, only?: 'ffmpeg' | 'render'): number[] {
  const pids: number[] = [];
  for (const p of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (!cmd.includes(renderWorkPrefix(renderId))) continue;
      if (only === 'ffmpeg' && !cmd.includes('ffmpeg')) continue;
      if (only === 'render' && !/engine\.child\.ts|render-engine\.js/.test(cmd)) continue;
      pids.push(Number(p));
    } catch {
      // ended while we looked
    }
  }
  return pids;
}
const ffmpegOf = (renderId: string) => processesOf(renderId, 'ffmpeg');
const workDirs = (id: string) => readdirSync(tmpdir()).filter((n) => n.startsWith(renderWorkPrefix(id)));

describe('cancelRender', () => {
  const CANCEL = 'mutation($id: String!) { cancelRender(renderId: $id) { id status error } }';

  it('stops a running render: its render process and ffmpeg processes are killed, its files removed, it ends failed with "Render cancelled"', async () => {
    const admin = await t.login('admin@vms.test');
    const videoId = randomUUID();
    // the three variants make the render long enough to be caught running
    const row = await requestRender(t.app.services, {
      videoId,
      templateId: gray.templateId,
      formData: form(),
      variants: ['9:16', '1:1', 'mls'],
    });
    const events: RenderEnded[] = [];
    const sub = t.app.services.live.subscribe('renderEnded', row.id);
    void (async () => {
      for await (const e of sub) events.push(e);
    })();
    const until = Date.now() + 30_000;
    while (!ffmpegOf(row.id).length) {
      if (Date.now() > until) throw new Error('the render never started ffmpeg');
      await new Promise((r) => setTimeout(r, 20));
    }
    const r = await t.gql<{ cancelRender: { id: string; status: string; error: string } }>(CANCEL, { id: row.id }, admin);
    expect(r.errors).toBeUndefined();
    expect(r.data!.cancelRender).toEqual({ id: row.id, status: 'failed', error: 'Render cancelled' });
    // the render process and its ffmpeg processes are killed and the work directory removed, within a moment
    await endOf(row.id);
    expect(processesOf(row.id)).toEqual([]);
    expect(workDirs(row.id)).toEqual([]);
    await new Promise((res) => setTimeout(res, 1500)); // nothing finishes it afterwards
    const [after] = await t.app.services.db.select().from(renders).where(eq(renders.id, row.id));
    expect(after).toMatchObject({ status: 'failed', error: 'Render cancelled', videoKey: null, verticalKey: null });
    expect(await t.app.services.storage.driver.list(`renders/${videoId}/`, true)).toEqual([]);
    expect(await t.app.services.storage.driver.list(renderTempPrefix(row.id), true)).toEqual([]);
    expect(events).toEqual([{ renderId: row.id, videoId, status: 'failed' }]);
    await sub.return?.();

    // a finished render cannot be cancelled; an unknown or malformed id is refused
    const again = await t.gql(CANCEL, { id: row.id }, admin);
    expect(again.errors?.[0]?.message).toBe(RENDER_MESSAGES.notRunning);
    expect(errorCode(await t.gql(CANCEL, { id: randomUUID() }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CANCEL, { id: 'nope' }, admin))).toBe('BAD_USER_INPUT');
  }, 90_000);

  it('is refused to roles outside studio staff and to anonymous callers', async () => {
    const row = await requestRender(t.app.services, { videoId: randomUUID(), templateId: gray.templateId, formData: form() });
    for (const who of ['customer@vms.test', 'editor@vms.test', 'sales@vms.test', 'broker@vms.test']) {
      expect(errorCode(await t.gql(CANCEL, { id: row.id }, await t.login(who))), who).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(CANCEL, { id: row.id }))).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    await settled(row.id);
  }, 60_000);
});

describe('retries and stuck renders', () => {
  it('the last attempt of a render that keeps failing ends it failed with the error, never inprogress', async () => {
    const row = await requestRender(t.app.services, { videoId: randomUUID(), templateId: gray.templateId, formData: form() });
    await settled(row.id);
    const [fresh] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: gray.templateId, formData: form() })
      .returning();
    // an infrastructure error (ffmpeg refuses the preset) on a first attempt throws, so pg-boss retries it
    const broken = {
      ...t.app.services,
      config: { ...t.app.services.config, render: { ...t.app.services.config.render, preset: 'no-such-preset' } },
    };
    await expect(renderJob.handler({ renderId: fresh!.id }, broken, { id: fresh!.id, retryCount: 0, retryLimit: 3 })).rejects.toThrow(
      /ffmpeg exited/,
    );
    const [mid] = await t.app.services.db.select().from(renders).where(eq(renders.id, fresh!.id));
    expect(mid!.status).toBe('inprogress');
    // on the last one it fails the render with the error
    await renderJob.handler({ renderId: fresh!.id }, broken, { id: fresh!.id, retryCount: 3, retryLimit: 3 });
    const [last] = await t.app.services.db.select().from(renders).where(eq(renders.id, fresh!.id));
    expect(last!.status).toBe('failed');
    expect(last!.error).toMatch(/^Render failed after 4 attempts: ffmpeg exited/);
    expect(workDirs(fresh!.id)).toEqual([]);
  }, 60_000);

  it('a render process that crashes fails its attempt (retried), not the app; its ffmpeg processes go with it', async () => {
    const [fresh] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: gray.templateId, formData: form(), variants: ['9:16'] })
      .returning();
    const attempt = runRender(t.app.services, fresh!.id, { attempt: { id: fresh!.id, retryCount: 0, retryLimit: 3 } });
    const until = Date.now() + 30_000;
    while (!ffmpegOf(fresh!.id).length) {
      if (Date.now() > until) throw new Error('the render never started ffmpeg');
      await new Promise((r) => setTimeout(r, 20));
    }
    const [child] = processesOf(fresh!.id, 'render');
    expect(child).toBeDefined();
    process.kill(child!, 'SIGKILL'); // as a crash of the render (out of memory, a native fault) would end it
    await expect(attempt).rejects.toThrow(/the render process ended without a result \(SIGKILL\)/);
    await endOf(fresh!.id);
    expect(processesOf(fresh!.id)).toEqual([]);
    expect(workDirs(fresh!.id)).toEqual([]);
    const [mid] = await t.app.services.db.select().from(renders).where(eq(renders.id, fresh!.id));
    expect(mid!.status).toBe('inprogress'); // left for pg-boss to retry
    // this process (the app) carries on: it answers a query, and the next attempt renders
    expect((await t.gql<{ getVideoTemplates: unknown[] }>('{ getVideoTemplates { templateId } }')).data!.getVideoTemplates).toHaveLength(4);
    const done = await runRender(t.app.services, fresh!.id, { attempt: { id: fresh!.id, retryCount: 1, retryLimit: 3 } });
    expect(done).toMatchObject({ status: 'complete', verticalKey: renderKey(fresh!, VARIANTS['9:16'].file) });
  }, 90_000);

  it('a render whose worker stops is killed at once and thrown back to the queue, not failed; the retry renders it', async () => {
    const [fresh] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: gray.templateId, formData: form(), variants: ['9:16'] })
      .returning();
    const stopping = new AbortController();
    const attempt = runRender(t.app.services, fresh!.id, {
      attempt: { id: fresh!.id, retryCount: 0, retryLimit: 3, signal: stopping.signal },
    });
    const until = Date.now() + 30_000;
    while (!ffmpegOf(fresh!.id).length) {
      if (Date.now() > until) throw new Error('the render never started ffmpeg');
      await new Promise((r) => setTimeout(r, 20));
    }
    stopping.abort(new Error('this process is stopping')); // what Jobs.stop does to its running handlers
    await expect(attempt).rejects.toThrow('The render stopped with its worker; it will be retried.');
    await endOf(fresh!.id);
    expect(processesOf(fresh!.id)).toEqual([]);
    expect(workDirs(fresh!.id)).toEqual([]);
    const [mid] = await t.app.services.db.select().from(renders).where(eq(renders.id, fresh!.id));
    expect(mid).toMatchObject({ status: 'inprogress', error: null });
    const done = await runRender(t.app.services, fresh!.id, { attempt: { id: fresh!.id, retryCount: 1, retryLimit: 3 } });
    expect(done).toMatchObject({ status: 'complete', attempt: 2 });
  }, 90_000);

  it('an attempt taken over by a retry while it still runs (its job expired) stops and changes nothing; the retry finishes the render once', async () => {
    const [fresh] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: gray.templateId, formData: form(), variants: ['9:16'] })
      .returning();
    const first = runRender(t.app.services, fresh!.id, { attempt: { id: fresh!.id, retryCount: 0, retryLimit: 3 } });
    const until = Date.now() + 30_000;
    while (!ffmpegOf(fresh!.id).length) {
      if (Date.now() > until) throw new Error('the render never started ffmpeg');
      await new Promise((r) => setTimeout(r, 20));
    }
    // pg-boss gave the first attempt up (its handler still runs) and a worker starts the retry
    const second = runRender(t.app.services, fresh!.id, { attempt: { id: fresh!.id, retryCount: 1, retryLimit: 3 } });
    const [a, b] = await Promise.allSettled([first, second]);
    // the first ends without a result of its own (stopped, or its error, which pg-boss no longer hears)
    expect(a.status === 'rejected' || a.value === null).toBe(true);
    expect(b).toMatchObject({ status: 'fulfilled', value: { status: 'complete', attempt: 2, error: null } });
    const [row] = await t.app.services.db.select().from(renders).where(eq(renders.id, fresh!.id));
    expect(row).toMatchObject({ status: 'complete', attempt: 2, error: null, verticalKey: renderKey(fresh!, VARIANTS['9:16'].file) });
    const driver = t.app.services.storage.driver;
    expect((await driver.list(`renders/${fresh!.videoId}/`, true)).map((o) => o.key).sort()).toEqual(
      ['poster-9x16.jpg', 'poster.jpg', 'preview.gif', 'review.mp4', 'video-9x16.mp4', 'video.mp4'].map((f) => renderKey(fresh!, f)),
    );
    expect(await driver.list(renderTempPrefix(fresh!.id), true)).toEqual([]);
    await endOf(fresh!.id);
    expect(workDirs(fresh!.id)).toEqual([]);
    expect(processesOf(fresh!.id)).toEqual([]);
  }, 90_000);

  it('the sweep fails renders inprogress whose job has ended, publishes it, and leaves queued and recent ones alone', async () => {
    const old = new Date(Date.now() - 5 * 3600_000);
    const [stuck] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: 1, formData: form(), createdAt: old, startedAt: old })
      .returning();
    // asked for long ago but still waiting in a long queue: its job is pending, so it is not failed
    const [queued] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: 1, formData: form(), createdAt: old })
      .returning();
    const jobs = { ...t.app.services.jobs, pending: async (_job: unknown, id: string) => id === queued!.id };
    const [recent] = await t.app.services.db
      .insert(renders)
      .values({ videoId: randomUUID(), version: 1, templateId: 1, formData: form(), startedAt: new Date() })
      .returning();
    const sub = t.app.services.live.subscribe('renderEnded', stuck!.id);
    const next = sub.next();
    await renderSweepJob.handler(undefined, { ...t.app.services, jobs }, { id: randomUUID(), retryCount: 0, retryLimit: 0 });
    expect((await next).value).toMatchObject({ renderId: stuck!.id, status: 'failed' });
    const [q] = await t.app.services.db.select().from(renders).where(eq(renders.id, queued!.id));
    expect(q!.status).toBe('inprogress');
    const [a] = await t.app.services.db.select().from(renders).where(eq(renders.id, stuck!.id));
    expect(a!.status).toBe('failed');
    expect(a!.error).toBe('Render timed out: not finished after 4 attempts of 900 s');
    const [b] = await t.app.services.db.select().from(renders).where(eq(renders.id, recent!.id));
    expect(b!.status).toBe('inprogress');
    expect(await sweepStuckRenders({ ...t.app.services, jobs })).toBe(0);
    await t.app.services.db.delete(renders).where(inArray(renders.id, [recent!.id, queued!.id]));
    await sub.return?.();
  }, 30_000);
});

describe('variants', () => {
  it('renders the 9:16, 1:1 and MLS-unbranded cuts requested with the render, stored beside its outputs', async () => {
    const videoId = randomUUID();
    const row = await requestRender(t.app.services, {
      videoId,
      templateId: gray.templateId,
      formData: form(),
      variants: ['9:16', '1:1', 'mls', '9:16'],
    });
    expect(row.variants).toEqual(['9:16', '1:1', 'mls']);
    const done = await settled(row.id, 120_000);
    expect(done.status).toBe('complete');
    const driver = t.app.services.storage.driver;
    expect(done.verticalKey).toBe(renderKey(row, VARIANTS['9:16'].file));
    expect(done.squareKey).toBe(renderKey(row, VARIANTS['1:1'].file));
    expect(done.unbrandedKey).toBe(renderKey(row, VARIANTS.mls.file));
    // shrunk like the delivery (320x180 here): 9:16 is 720x1280 and 1:1 720x720 at full size
    for (const [v, key, w, h] of [
      ['9:16', done.verticalKey!, 180, 320],
      ['1:1', done.squareKey!, 180, 180],
      ['mls', done.unbrandedKey!, 320, 180],
    ] as const) {
      const p = await probe(await driver.readableLocation(key));
      expect(Number(p.format.duration), key).toBeCloseTo(2, 0);
      expect(
        p.streams.find((s) => s.codec_type === 'video'),
        key,
      ).toMatchObject({ codec_name: 'h264', width: w, height: h, r_frame_rate: '30/1' });
      // each variant has its own poster, at its own shape
      const poster = await probe(await driver.readableLocation(renderKey(row, VARIANTS[v].poster)));
      expect(poster.streams[0], v).toMatchObject({ codec_name: 'mjpeg', width: w, height: h });
    }
    expect((await driver.list(`renders/${videoId}/`, true)).length).toBe(10);
    await expect(t.app.services.jobs.send(renderJob, { renderId: row.id }, { id: row.id })).resolves.toBeNull();
  }, 150_000);

  it('refuses an unknown variant', async () => {
    await expect(
      requestRender(t.app.services, { videoId: randomUUID(), templateId: 1, formData: form(), variants: ['4:3' as never] }),
    ).rejects.toThrow();
  });
});

describe('sample videos', () => {
  it("renders each template's sample into storage; getVideoTemplates then returns links that play", async () => {
    const before = await t.gql<{ getVideoTemplates: { s3Link: string | null }[] }>('{ getVideoTemplates { s3Link } }');
    expect(before.data!.getVideoTemplates.every((x) => x.s3Link === null)).toBe(true);
    expect(await renderSamples(t.app.services, { missingOnly: true })).toEqual(['Gray', 'Rust', 'Green', 'Blue']);
    expect(await renderSamples(t.app.services, { missingOnly: true })).toEqual([]); // already there: nothing to do
    const r = await t.gql<{ getVideoTemplates: { templateName: string; s3Link: string; segmentUrl: string }[] }>(
      '{ getVideoTemplates { templateName s3Link segmentUrl } }',
    );
    for (const tpl of r.data!.getVideoTemplates) {
      for (const [link, type] of [
        [tpl.s3Link, 'video/mp4'],
        [tpl.segmentUrl, 'image/jpeg'],
      ] as const) {
        expect(link, tpl.templateName).toMatch(new RegExp(`samples/${tpl.templateName.toLowerCase()}/`));
        const url = new URL(link, 'http://app.test');
        const res = await t.app.fastify.inject({ method: 'GET', url: url.pathname + url.search });
        expect(res.statusCode, link).toBe(200);
        expect(res.headers['content-type']).toContain(type);
        expect(res.rawPayload.length).toBeGreaterThan(1000);
        if (type === 'video/mp4') expect(res.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
      }
    }
  }, 120_000);
});
