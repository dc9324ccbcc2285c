// VMS's own embedded project table (docs/adr/0013): the signed URL getIframe gives, the page the server renders from
// it (the viewer's projects only, paged, escaped), and the refusals: no token, a session token, a revoked account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMBEDDED_PROJECTS_PATH, MANAGEMENT_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../../test/test-app.js';
import { projects, users } from '../../core/index.js';
import { EMBED_EXPIRED } from './embedded-table.js';
import { pageNumbers } from './embedded-table.html.js';

let t: TestApp;
const WHO = ['customer', 'pm', 'admin', 'qa', 'new.customer'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
beforeAll(async () => {
  t = await createTestApp({}, { work: false });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
});
afterAll(() => t?.close());

const frameUrl = async (token: string) =>
  (await t.gql<{ getIframe: { iframe: string | null } }>('{ getIframe { iframe } }', {}, token)).data!.getIframe.iframe;
const open = (url: string) => t.app.fastify.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** The project names the table links (its rows, not the phone list that repeats them). */
const names = (html: string) =>
  [...html.split('</table>')[0]!.matchAll(/<a href="[^"]*" target="_top">([^<]*)<\/a>/g)].map((m) => decode(m[1]!));

async function listed(token: string, offset: number) {
  const r = await t.gql<{ getProjects: { totalCount: number; projects: { projectUuid: string; projectName: string }[] } }>(
    `{ getProjects(trackStatus: "ACTIVE", limit: 10, offset: ${offset}) { totalCount projects { projectUuid projectName } } }`,
    {},
    token,
  );
  return r.data!.getProjects;
}

describe('the embedded project table', () => {
  it('is a signed URL for customer, PM and admin, none for QA', async () => {
    for (const who of ['customer', 'pm', 'admin'] as const)
      expect(await frameUrl(tokens[who])).toMatch(new RegExp(`^${EMBEDDED_PROJECTS_PATH}\\?access=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(await frameUrl(tokens.qa)).toBeNull();
  });

  it("shows the customer's own active projects, as getProjects lists them, framed by this origin only and kept by no cache", async () => {
    const res = await open((await frameUrl(tokens.customer))!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const api = await listed(tokens.customer, 0);
    expect(api.projects.length).toBeGreaterThan(0);
    expect(names(res.body)).toEqual(api.projects.map((p) => p.projectName));
    expect(res.body).toContain(`1–${api.projects.length} of ${api.totalCount}`);
    expect(res.body).not.toContain('<script');
  });

  it('pages by 10, and a page past the end shows the last one', async () => {
    const url = (await frameUrl(tokens.admin))!;
    const api = await listed(tokens.admin, 10);
    expect(api.totalCount).toBeGreaterThan(20);
    const second = await open(`${url}&page=2`);
    expect(names(second.body)).toEqual(api.projects.map((p) => p.projectName));
    expect(second.body).toContain(`11–20 of ${api.totalCount}`);
    expect(second.body).toMatch(/aria-label="Page 2" aria-current="page"/);
    const lastPage = Math.ceil(api.totalCount / 10);
    const beyond = await open(`${url}&page=${lastPage + 5}`);
    expect(beyond.body).toContain(`${(lastPage - 1) * 10 + 1}–${api.totalCount} of ${api.totalCount}`);
    expect((await open(`${url}&page=abc`)).body).toContain(`1–10 of ${api.totalCount}`);
  });

  it('shows the page numbers around the current one, the first and the last', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 7, 8, 9, 10, 11, 12, 13, null, 20]);
    expect(pageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('escapes what the database holds', async () => {
    const url = (await frameUrl(tokens.customer))!;
    const [first] = (await listed(tokens.customer, 0)).projects;
    const [row] = await t.app.services.db.select().from(projects).where(eq(projects.id, first!.projectUuid));
    const hostile = `<img src=x onerror=alert(1)> & "quoted"`;
    await t.app.services.db.update(projects).set({ projectName: hostile }).where(eq(projects.id, row!.id));
    try {
      const body = (await open(url)).body;
      expect(body).not.toContain('<img');
      expect(names(body)).toContain(hostile);
    } finally {
      await t.app.services.db.update(projects).set({ projectName: row!.projectName }).where(eq(projects.id, row!.id));
    }
  });

  it('shows an account without active projects the empty state', async () => {
    const body = (await open((await frameUrl(tokens['new.customer']))!)).body;
    expect(decode(body)).toContain(MANAGEMENT_MESSAGES.noActiveProjects);
    expect(body).not.toContain('<table');
  });

  it('refuses no token, a session token, and a revoked account; its token opens no API', async () => {
    for (const url of [EMBEDDED_PROJECTS_PATH, `${EMBEDDED_PROJECTS_PATH}?access=${tokens.customer}`]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(401);
      expect(decode(res.body)).toContain(EMBED_EXPIRED);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const url = (await frameUrl(tokens['new.customer']))!;
    const access = new URL(url, 'http://x').searchParams.get('access')!;
    expect(errorCode(await t.gql('{ getProjects(trackStatus: "ACTIVE") { totalCount } }', {}, access))).toBe('UNAUTHENTICATED');
    // the payload names the account and role, not the e-mail address
    expect(Buffer.from(access.split('.')[1]!, 'base64url').toString()).not.toContain('@');
    await t.app.services.db.update(users).set({ tokenVersion: 99 }).where(eq(users.email, 'new.customer@vms.test'));
    expect((await open(url)).statusCode).toBe(401);
  });
});
