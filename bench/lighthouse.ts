// npm run bench -- lighthouse: Lighthouse (performance and accessibility) on the built app for the login page, the
// sales search, the management list and the review player (the demo review's latest version, as its PM), in the system
// Chromium. LIGHTHOUSE_ONLY=name[,name] runs only those pages (e.g. LIGHTHOUSE_ONLY='review player'). Signed-in pages keep the session the bench's own
// login put in the browser's storage (Lighthouse runs with `disableStorageReset`).
// LIGHTHOUSE_PRESET=desktop switches from Lighthouse's default (mobile, simulated slow 4G and 4x CPU) to its desktop
// preset; LIGHTHOUSE_REPORTS=DIR keeps each page's JSON report and its trace (<page>.trace.json, for Chrome's
// performance panel). LIGHTHOUSE_THROTTLING=devtools throttles the browser's
// network and CPU for real instead of simulating the page's load from an unthrottled trace (Lighthouse's default).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startServer } from './lib.js';

type Page = { name: string; path: string | ((serverUrl: string) => Promise<string>); as: string | null };
const ALL_PAGES: Page[] = [
  { name: 'login', path: '/login', as: null },
  { name: 'sales search', path: '/crexi-search/results', as: 'customer@vms.test' },
  { name: 'management list', path: '/management-portal/projects/active-projects', as: 'admin@vms.test' },
  { name: 'review player', path: reviewPlayerPath, as: 'pm@vms.test' },
];
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((n) => n.trim());
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;

/** The demo review's latest version (/video-draft/{token}), once its review copy is made (the first start makes it). */
async function reviewPlayerPath(serverUrl: string): Promise<string> {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
    const res = await fetch(`${serverUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data: T };
    return body.data;
  };
  const { login } = await gql<{ login: { token: string } }>('mutation { login(email: "pm@vms.test", password: "Demo1234") { token } }');
  for (let i = 0; i < 300; i++) {
    const list = await gql<{ listReviewedProjects: { reviewProjectData: { commentedFolders: { id: string }[] }[] } }>('query { listReviewedProjects(limit: 100) { reviewProjectData { commentedFolders { id } } } }', {}, login.token);
    const folder = list.listReviewedProjects.reviewProjectData[0]?.commentedFolders[0];
    if (folder) {
      const v = await gql<{ listAssetVersions: { status: string; reviewLink: string }[] }>('query($f: ID!) { listAssetVersions(folderId: $f) { status reviewLink } }', { f: folder.id }, login.token);
      const latest = v.listAssetVersions.at(-1);
      if (latest?.status === 'complete') return latest.reviewLink;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the demo review copy was not made');
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function run(): Promise<string> {
  const preset = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
  const reports = process.env.LIGHTHOUSE_REPORTS;
  const throttling = process.env.LIGHTHOUSE_THROTTLING as 'devtools' | 'simulate' | undefined;
  if (reports) mkdirSync(reports, { recursive: true });
  // the review player needs the demo review copy, made by a job after start: the templates' sample renders (queued at
  // start too) are kept tiny so that they do not hold the job workers for minutes; without it no job runs, so the
  // seed's renders (minutes of ffmpeg on a first start) do not compete with the pages measured
  const renderEnv = PAGES.some((p) => p.name === 'review player') ? { RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' } : { RUN_JOBS: 'false' };
  const server = await startServer('pglite', renderEnv, { built: true });
  const profile = mkdtempSync(join(tmpdir(), 'vms-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 90);
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${port}`],
  });
  const lines: string[] = [];
  const scores: number[][] = [];
  try {
    for (const page of PAGES) {
      const tab = await browser.newPage();
      await tab.goto(`${server.url}/login`);
      await tab.evaluate(() => localStorage.clear());
      if (page.as) {
        await tab.getByLabel('Email').fill(page.as);
        await tab.getByLabel('Password', { exact: true }).fill('Demo1234');
        await tab.getByRole('button', { name: 'Login' }).click();
        await tab.waitForURL((url) => url.pathname !== '/login');
      }
      // A first visit: the session stays, the HTTP cache the login filled goes, once nothing is in flight (the login
      // page requests its scripts after its first paint: a script still loading would land in the cache after the
      // clear). Cleared after the tab is closed, from a blank one: the landing page's lazy chunks, requested after
      // 'networkidle', refilled the cache in some runs (18 KiB transferred instead of 431).
      await tab.waitForLoadState('networkidle');
      await tab.close();
      const blank = await browser.newPage();
      await (await browser.newCDPSession(blank)).send('Network.clearBrowserCache');
      await blank.close();
      const path = typeof page.path === 'string' ? page.path : await page.path(server.url);
      const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const measure = () =>
        lighthouse(
          `${server.url}${path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true, ...(throttling ? { throttlingMethod: throttling } : {}) },
          config,
        );
      // Lighthouse now and then cannot read its own trace (NO_NAVSTART, NO_FCP: a run that scores 0): measure again, twice
      // at most; a page that never paints still scores 0 and says why
      let result = await measure();
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await measure();
      if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
      const { categories, audits } = result.lhr;
      const perf = Math.round((categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((categories.accessibility?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      const kib = Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024);
      scores.push([perf, a11y]);
      lines.push(
        `  ${page.name} (${path}): performance ${perf}, accessibility ${a11y}; FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, ${kib} KiB transferred`,
      );
      // a run Lighthouse could not measure (e.g. NO_FCP, NO_NAVSTART) scores 0: say why
      if (result.lhr.runtimeError) lines.push(`    lighthouse: ${result.lhr.runtimeError.code} — ${result.lhr.runtimeError.message}`);
      const failing = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      );
      for (const a of failing) lines.push(`    accessibility: ${a.id} — ${a.title}`);
      if (reports) writeFileSync(join(reports, `${page.name.replace(/\s+/g, '-')}.json`), result.report as string);
      if (reports) writeFileSync(join(reports, `${page.name.replace(/\s+/g, '-')}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(lines.join('\n'));
  const summary = PAGES.map((p, i) => `${p.name} ${scores[i]![0]}/${scores[i]![1]}`).join(', ');
  return `lighthouse (${preset}, performance/accessibility): ${summary}`;
}
