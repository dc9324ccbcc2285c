// A bought video's social and MLS cuts (issue #12) against a real database, the job queue and tiny renders: the
// purchase (the provider's event, then the sandbox's replayed confirmation) queues one cuts job for the bought render,
// which renders only the missing variants onto the same row; a second run renders nothing; a failed run leaves the
// delivery download working and says the cuts failed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Services } from '../../../services.js';
import { runCuts } from '../../render/index.js';
import { renders } from '../../render/render.table.js';
import { runRender } from '../../render/render.service.js';
import { applyPaymentEvent } from './payments.service.js';
import type { PaymentProvider } from './payments.port.js';
import { finishDraft, startDraft } from '../draft/vidpitch.draft.js';
import { DEMO_VIDEOS } from '../vidpitch.seed.js';
import { vidpitchPayments, vidpitchPurchases, vidpitchVideos } from '../vidpitch.table.js';

let t: TestApp;
const VIDEO = DEMO_VIDEOS.draft;

beforeAll(async () => {
  // no worker: the test runs the queued cuts job's work itself, to see each attempt
  t = await createTestApp({ RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05', RENDER_SAMPLES_ON_START: 'false' }, { work: false });
  // the draft's render and the handling of its end, run here (no worker)
  await startDraft(t.app.services, VIDEO);
  const renderId = (await video()).renderId!;
  await runRender(t.app.services, renderId);
  await finishDraft(t.app.services, VIDEO, renderId);
}, 180_000);
afterAll(() => t?.close());

const video = async () => (await t.app.services.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, VIDEO)))[0]!;
const renderRow = async (id: string) => (await t.app.services.db.select().from(renders).where(eq(renders.id, id)))[0]!;
const cutsJobs = async (renderId: string) => {
  const r = await t.app.services.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'render.cuts' and data->>'renderId' = ${renderId}`,
  );
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
};
const download = async () => {
  const res = await t.app.fastify.inject({ url: `/api/download-video?link_id=${VIDEO}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    s3Link: string;
    unbrandedLink: string | null;
    verticalLink: string | null;
    squareLink: string | null;
    cutsStatus: string | null;
  };
};
/** The services with a storage whose writes are counted, and whose puts or moves fail when `failOn` says so. */
function countingServices(failOn?: 'put' | 'move') {
  const s = t.app.services;
  const calls = { put: 0 };
  const driver = new Proxy(s.storage.driver, {
    get(target, prop, receiver) {
      if (prop === 'put') {
        return async (...args: Parameters<Services['storage']['driver']['put']>) => {
          calls.put++;
          if (failOn === 'put') throw new Error('storage is down');
          return target.put(...args);
        };
      }
      if (prop === 'move' && failOn === 'move') return () => Promise.reject(new Error('move refused'));
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { services: { ...s, storage: { ...s.storage, driver } }, calls };
}

describe('the cuts of a bought video', () => {
  let renderId = '';
  let deliveryKey = '';
  let secret = '';
  const CONFIRM =
    'mutation($s: String!) { confirmTestPayment(clientSecret: $s, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" }, billing: { name: "Lee", address: { line1: "1 Main St", city: "Oxnard", postal_code: "93035" } }) { status } }';

  it('a purchase queues one cuts job for the bought render; a replayed confirmation queues no other', async () => {
    const before = await video();
    renderId = before.renderId!;
    const row = await renderRow(renderId);
    expect(row.status).toBe('complete');
    expect([row.verticalKey, row.squareKey, row.unbrandedKey, row.cutsStatus]).toEqual([null, null, null, null]);
    deliveryKey = row.videoKey!;
    const intent = await t.gql<{ createPaymentIntent: { clientSecret: string } }>(
      `mutation { createPaymentIntent(uuid: "${VIDEO}", brokerEmail: "broker@vms.test") { clientSecret } }`,
    );
    secret = intent.data!.createPaymentIntent.clientSecret;
    const [payment] = await t.app.services.db.select().from(vidpitchPayments).where(eq(vidpitchPayments.videoId, VIDEO));
    // the provider's verified event (the Stripe path's applyPaymentEvent; the sandbox is the provider here)
    const provider = { name: 'local' } as PaymentProvider;
    const event = {
      eventId: 'evt_cuts_1',
      type: 'payment_intent.succeeded',
      intent: { intentId: payment!.intentId, status: 'succeeded' as const, amount: 4900, currency: 'usd', lastError: null, metadata: {} },
    };
    expect(await applyPaymentEvent(t.app.services, provider, event)).toBe('purchased');
    expect(await cutsJobs(renderId)).toBe(1);
    expect((await renderRow(renderId)).cutsStatus).toBe('inprogress');
    // the delivery download works while the cuts are made, and says they are
    expect(await download()).toMatchObject({ unbrandedLink: null, verticalLink: null, squareLink: null, cutsStatus: 'inprogress' });
    // replays: another event id for the same intent, and the sandbox's confirmation of the succeeded intent
    expect(await applyPaymentEvent(t.app.services, provider, { ...event, eventId: 'evt_cuts_2' })).toBe('ignored');
    expect((await t.gql<{ confirmTestPayment: { status: string } }>(CONFIRM, { s: secret })).data!.confirmTestPayment.status).toBe(
      'succeeded',
    );
    expect(await cutsJobs(renderId)).toBe(1);
    expect(await t.app.services.db.select().from(vidpitchPurchases).where(eq(vidpitchPurchases.videoId, VIDEO))).toHaveLength(1);
  });

  it('a failed last attempt marks the cuts failed and leaves the delivery download as it was', async () => {
    // a cut stored under its temporary key but not moved into place leaves no temporary object behind
    await expect(
      runCuts(countingServices('move').services, renderId, { attempt: { id: 'a', retryCount: 0, retryLimit: 3 } }),
    ).rejects.toThrow('move refused');
    expect(await t.app.services.storage.driver.list(`tmp/cuts/${renderId}/`, true)).toEqual([]);
    const { services, calls } = countingServices('put');
    await expect(runCuts(services, renderId, { attempt: { id: 'a', retryCount: 0, retryLimit: 3 } })).rejects.toThrow('storage is down');
    expect((await renderRow(renderId)).cutsStatus).toBe('inprogress');
    const failed = await runCuts(services, renderId, { attempt: { id: 'a', retryCount: 3, retryLimit: 3 } });
    expect(calls.put).toBe(2);
    expect(failed).toMatchObject({ cutsStatus: 'failed', cutsError: 'storage is down', videoKey: deliveryKey, verticalKey: null });
    const links = await download();
    expect(links.cutsStatus).toBe('failed');
    expect(links.s3Link).toContain(deliveryKey.split('/').slice(0, 3).join('/'));
    // a replayed confirmation while that job exists queues nothing and leaves the failure shown
    expect((await t.gql<{ confirmTestPayment: { status: string } }>(CONFIRM, { s: secret })).data!.confirmTestPayment.status).toBe(
      'succeeded',
    );
    expect(await cutsJobs(renderId)).toBe(1);
    expect((await renderRow(renderId)).cutsStatus).toBe('failed');
  }, 120_000);

  it('the job renders the missing cuts onto the same row; the delivery file and the video’s render stay', async () => {
    const { services, calls } = countingServices();
    const done = await runCuts(services, renderId, { attempt: { id: 'b', retryCount: 0, retryLimit: 3 } });
    // each of the three cuts: its MP4 and its poster
    expect(calls.put).toBe(6);
    expect(done).toMatchObject({ id: renderId, cutsStatus: 'complete', cutsError: null, videoKey: deliveryKey });
    for (const key of [done!.verticalKey, done!.squareKey, done!.unbrandedKey]) {
      expect(key).toMatch(new RegExp(`^renders/${VIDEO}/v\\d+/video-`));
      expect(await t.app.services.storage.driver.head(key!)).not.toBeNull();
    }
    expect((await video()).renderId).toBe(renderId);
    const links = await download();
    expect(links.cutsStatus).toBe('complete');
    expect(links.unbrandedLink && links.verticalLink && links.squareLink).toBeTruthy();
  }, 180_000);

  it('a second run renders nothing, and a new purchase event asks for nothing', async () => {
    const { services, calls } = countingServices();
    expect(await runCuts(services, renderId)).toMatchObject({ cutsStatus: 'complete' });
    expect(calls.put).toBe(0);
    const payment = (await t.app.services.db.select().from(vidpitchPayments).where(eq(vidpitchPayments.videoId, VIDEO)))[0]!;
    await applyPaymentEvent(t.app.services, { name: 'local' } as PaymentProvider, {
      eventId: 'evt_cuts_3',
      type: 'payment_intent.succeeded',
      intent: { intentId: payment.intentId, status: 'succeeded', amount: 4900, currency: 'usd', lastError: null, metadata: {} },
    });
    expect(await cutsJobs(renderId)).toBe(1);
    expect((await renderRow(renderId)).cutsStatus).toBe('complete');
  });
});
