// Issue #21 findings 11 and 15, written as the attacks: an uploaded SVG was served inline from the app's origin, and a
// pilot downloaded `Project Data/final.mp4` through /api/final-video-download without a permission on that folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ROLE_REFUSED } from '../../platform/auth/rest-auth.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FILES, folder, get } from './files.test-helpers.js';
import { users, projects } from '../core/index.js';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="9" height="9"/></svg>',
);
const MP4 = Buffer.from('not really a video, but named like one');

let t: TestApp;
let pilot: string;
let pm: string;
let project: typeof projects.$inferSelect;
let customer: string | null = null;

beforeAll(async () => {
  t = await createTestApp();
  [pilot, pm] = await Promise.all([t.login('pilot@vms.test'), t.login('pm@vms.test')]);
  const [me] = await t.app.services.db.select().from(users).where(eq(users.email, 'pilot@vms.test'));
  const [mine] = await t.app.services.db
    .select()
    .from(projects)
    .where(and(eq(projects.pilotId, me!.id), isNotNull(projects.customerId)))
    .limit(1);
  project = mine!;
  const [owner] = await t.app.services.db.select().from(users).where(eq(users.id, project.customerId!));
  customer = await t.login(owner!.email).catch(() => null);
  const { driver } = t.app.services.storage;
  await driver.put(folder(project.id, 'Project Data', 'final.mp4'), MP4, 'video/mp4');
  await driver.put(folder(project.id, 'Project Inputs', 'Project Documents', 'plan.svg'), SVG, 'image/svg+xml');
});
afterAll(() => t?.close());

const download = (token: string, file: string) =>
  t.app.fastify.inject({ method: 'POST', url: '/api/final-video-download', payload: { access_token: token, file } });

describe('/api/final-video-download (issue #21, finding 15)', () => {
  it('refuses a pilot a video in a folder they may not view, as the other file endpoints do', async () => {
    const file = folder(project.id, 'Project Data', 'final.mp4');
    const r = await download(pilot, file);
    // a pilot never receives the finished video: the REST_ACCESS entry refuses the role outright (docs/adr/0010); a
    // role the entry lets in still needs the folder's view permission, as below
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ error: ROLE_REFUSED });
    expect(r.rawPayload.equals(MP4)).toBe(false);
    // the same pilot is refused the folder's plain download too: the two endpoints agree
    const plain = await t.app.fastify.inject({ method: 'POST', url: '/api/s3-file-download', payload: { access_token: pilot, file } });
    expect(plain.statusCode).toBe(403);
    // staff with the view permission, and the project's customer, still download it
    const staff = await download(pm, file);
    expect([staff.statusCode, staff.rawPayload.equals(MP4)]).toEqual([200, true]);
    if (customer) expect((await download(customer, file)).statusCode).toBe(200);
  });
});

describe('user files are never served inline (issue #21, finding 11)', () => {
  it('serves an uploaded SVG as an attachment, sandboxed and never sniffed', async () => {
    const dir = folder(project.id, 'Project Inputs', 'Project Documents');
    const list = await t.gql<{ getAwsFiles: { fileName: string; url: string }[] }>(FILES, { f: dir }, pm);
    const svg = list.data!.getAwsFiles.find((f) => f.fileName === 'plan.svg')!;
    const r = await get(t, svg.url);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment/);
    expect(r.headers['content-security-policy']).toMatch(/sandbox/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    // ranges (video seeking) answer the same way
    const part = await get(t, svg.url, { range: 'bytes=0-9' });
    expect([part.status, part.headers['content-disposition']?.startsWith('attachment')]).toEqual([206, true]);
  });
});
