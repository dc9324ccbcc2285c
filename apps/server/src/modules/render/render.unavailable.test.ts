// A server without any ffmpeg: a render fails at once with the reason (no retry loop), and /config.js tells the web.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { requestRender, TEMPLATES } from './index.js';
import { renderJob } from './render.job.js';
import { runRender } from './render.service.js';
import { sampleForm } from './templates/index.js';

const MESSAGE = 'Video rendering is not available on this server: /nonexistent/ffmpeg (FFMPEG_PATH) does not run.';
let t: TestApp;
beforeAll(async () => {
  process.env.FFMPEG_PATH = '/nonexistent/ffmpeg'; // read on first use (video-tools.ts), after this
  // no worker: the test runs the render's first attempt itself (a worker's attempt would race it for the row)
  t = await createTestApp({}, { work: false });
}, 300_000);
afterAll(async () => {
  delete process.env.FFMPEG_PATH;
  await t?.close();
});

it('fails a render on its first attempt with the reason, and says so in /config.js', async () => {
  const row = await requestRender(t.app.services, {
    videoId: randomUUID(),
    templateId: TEMPLATES[0]!.templateId,
    formData: sampleForm(TEMPLATES[0]!),
  });
  // the job's first attempt of RENDER_RETRIES + 1: it ends the render instead of throwing for a retry
  const failed = await runRender(t.app.services, row.id, { attempt: { id: row.id, retryCount: 0, retryLimit: renderJob.retryLimit! } });
  expect(failed).toMatchObject({ status: 'failed', error: MESSAGE });
  const config = await t.app.fastify.inject('/config.js');
  expect(config.body).toContain(`"videoUnavailable":${JSON.stringify(MESSAGE)}`);
}, 60_000);
