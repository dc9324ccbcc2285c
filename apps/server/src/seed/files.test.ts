// The demo projects' files (issue #33 item 6): after the demo files job, the folders a production project fills hold
// real files, listed with thumbnails to the people who may see them, and the demo review versions' files sit in their
// project's Video Review folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { projects, users } from '../modules/core/index.js';
import { reviewAssets } from '../modules/review/review.table.js';
import { DEMO_REVIEW } from '../modules/review/review.seed.js';
import { reviewCopyJob } from '../modules/review/versions/review.media.js';
import { probe } from '../platform/render/ffmpeg.js';
import { FILES, get } from '../modules/files/files.test-helpers.js';
import { seedDemoFiles } from './files.js';

type Listed = { Key: string; fileName: string; size: number; fileType: string; url: string; thumbnailUrl: string | null };

describe('demo project files', () => {
  let t: TestApp;
  let pm: string, pilot: string;
  let written: number;
  const files = async (path: string, token: string) => {
    const r = await t.gql<{ getAwsFiles: Listed[] }>(FILES, { f: path }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.getAwsFiles;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { work: false });
    [pm, pilot] = await Promise.all([t.login('pm@vms.test'), t.login('pilot@vms.test')]);
    written = await seedDemoFiles(t.app.services, Object.values(DEMO_REVIEW));
  }, 180_000);
  afterAll(() => t?.close());

  it('puts the listing brief, the photos and a custom shot where a flown project keeps them', async () => {
    const [review] = await t.app.services.db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    const root = `projects/${review!.projectId}`;
    const docs = await files(`${root}/Project Inputs/Project Documents`, pm);
    expect(docs.map((f) => [f.fileName, f.fileType])).toEqual([['Listing brief.pdf', 'other']]);
    const pdf = await get(t, docs[0]!.url);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const originals = await files(`${root}/Aerial Imagery/Aerial Photos/Original Images`, pm);
    expect(originals).toHaveLength(3);
    expect(originals.every((f) => /^DJI_\d{4}\.JPG$/.test(f.fileName) && f.fileType === 'image' && f.thumbnailUrl)).toBe(true);
    const thumb = await get(t, originals[0]!.thumbnailUrl!);
    expect((await sharp(thumb.body).metadata()).width).toBe(320);
    expect((await files(`${root}/Aerial Imagery/Aerial Photos`, pm)).map((f) => f.fileName).sort()).toEqual([
      'Aerial 1.jpg',
      'Aerial 2.jpg',
    ]);
    expect((await files(`${root}/Custom Shots OR B Roll`, pm)).map((f) => f.fileName)).toEqual(['Entrance.jpg']);
  });

  it('lists a pilot their own flown project’s photos, and not its documents', async () => {
    const [me] = await t.app.services.db.select().from(users).where(eq(users.email, 'pilot@vms.test'));
    const flown = (await t.app.services.db.select().from(projects).where(eq(projects.pilotId, me!.id))).find(
      (p) => p.status === 'COMPLETED',
    );
    const root = `projects/${flown!.id}`;
    expect(await files(`${root}/Aerial Imagery/Aerial Photos/Original Images`, pilot)).toHaveLength(3);
    const denied = await t.gql(FILES, { f: `${root}/Project Inputs/Project Documents` }, pilot);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('stores each demo review version as a file of its Video Review folder and queues its review copy', async () => {
    const [v1] = await t.app.services.db.select().from(reviewAssets).where(eq(reviewAssets.id, DEMO_REVIEW.platinumRootId));
    const folder = v1!.assetLink.replace(/\/[^/]+$/, '');
    expect(folder).toMatch(/\/Project Data\/Video Review$/);
    const listed = await files(folder, pm);
    expect(listed.map((f) => f.fileName).sort()).toEqual(['draft-v1.mp4', 'draft-v2.mp4']);
    const clip = await probe(await t.app.services.storage.driver.readableLocation(v1!.assetLink));
    expect(clip.streams[0]).toMatchObject({ width: 640, height: 360, nb_frames: '800' });
    for (const id of Object.values(DEMO_REVIEW)) expect(await t.app.services.jobs.pending(reviewCopyJob, id)).toBe(true);
  });

  it('writes nothing twice: a second run finds every object stored', async () => {
    expect(written).toBeGreaterThan(100);
    expect(await seedDemoFiles(t.app.services, Object.values(DEMO_REVIEW))).toBe(0);
  });
});
