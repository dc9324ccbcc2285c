// npm run bench -- lighthouse: Lighthouse (performance, accessibility and best practices) on the built app for the
// login page, the sales search, the management list, the review player (the demo review's latest version, as its PM),
// the VidPitch assets listing (as the VidPitch admin), the PM, editor, pilot, deals and brokers' directory main pages and
// the broker's public pages (the draft page, the bought video's download page, /watch), in the system Chromium. LIGHTHOUSE_ONLY=name[,name] runs only those pages (e.g. LIGHTHOUSE_ONLY='review player'). Signed-in pages keep the session the bench's own
// login put in the browser's storage (Lighthouse runs with `disableStorageReset`). Each page is measured
// LIGHTHOUSE_RUNS times (5 by default), each a first visit: the median of each figure is reported, with every run's score.
// Each page is measured with Lighthouse's mobile preset (simulated slow 4G and 4x CPU) and its desktop preset;
// LIGHTHOUSE_PRESET=mobile (or desktop) runs one; LIGHTHOUSE_REPORTS=DIR keeps each run's JSON report and its trace (<page>-<run>.trace.json, for Chrome's
// performance panel). LIGHTHOUSE_THROTTLING=devtools throttles the browser's
// network and CPU for real instead of simulating the page's load from an unthrottled trace (Lighthouse's default).
// LIGHTHOUSE_CPU_PROFILE=1 adds V8's CPU profile to the kept trace (which functions ran in each task); it slows the page
// down, so its scores are not comparable with a run without it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { startServer } from './lib.js';

type Page = { name: string; path: string | ((serverUrl: string) => Promise<string>); as: string | null };
const ALL_PAGES: Page[] = [
  { name: 'login', path: '/login', as: null },
  { name: 'sales search', path: '/crexi-search/results', as: 'customer@vms.test' },
  { name: 'management list', path: '/management-portal/projects/active-projects', as: 'admin@vms.test' },
  { name: 'review player', path: reviewPlayerPath, as: 'pm@vms.test' },
  { name: 'assets listing', path: '/assets-listing', as: 'vpadmin@vms.test' },
  { name: 'PM portal', path: '/pm-portal/projects/project-list', as: 'pm@vms.test' },
  { name: 'editor portal', path: '/editor-portal/projects/project-list', as: 'editor@vms.test' },
  { name: 'pilot dashboard', path: '/pilot-dashboard/0', as: 'pilot@vms.test' },
  { name: 'deals list', path: '/sales-portal/deals', as: 'sales@vms.test' },
  { name: "broker's directory", path: '/brokers-directory/update-missing-details', as: 'operator@vms.test' },
  { name: 'public draft page', path: '/00000000-0000-4000-8000-000000000001/video-draft', as: null },
  { name: 'download page', path: '/00000000-0000-4000-8000-000000000002/video-download', as: null },
  { name: 'watch page', path: '/watch/00000000-0000-4000-8000-000000000001', as: null },
];
/** The broker's public pages of a demo video: measured once its draft is rendered. */
const isPublicVideo = (p: Page) => typeof p.path === 'string' && p.path.includes('0000-4000-8000');
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((n) => n.trim());
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;

/** The demo review's latest version (/video-draft/{token}), once its review copy is made (the first start makes it). */
async function reviewPlayerPath(serverUrl: string): Promise<string> {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
    const res = await fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T };
    return body.data;
  };
  const { login } = await gql<{ login: { token: string } }>('mutation { login(email: "pm@vms.test", password: "Demo1234") { token } }');
  for (let i = 0; i < 300; i++) {
    const list = await gql<{ listReviewedProjects: { reviewProjectData: { commentedFolders: { id: string }[] }[] } }>(
      'query { listReviewedProjects(limit: 100) { reviewProjectData { commentedFolders { id } } } }',
      {},
      login.token,
    );
    const folder = list.listReviewedProjects.reviewProjectData[0]?.commentedFolders[0];
    if (folder) {
      const v = await gql<{ listAssetVersions: { status: string; reviewLink: string }[] }>(
        'query($f: ID!) { listAssetVersions(folderId: $f) { status reviewLink } }',
        { f: folder.id },
        login.token,
      );
      const latest = v.listAssetVersions.at(-1);
      if (latest?.status === 'complete') return latest.reviewLink;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the demo review copy was not made');
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs a page is measured (LIGHTHOUSE_RUNS, 5 by default, as Lighthouse's variability guide advises): the medians are reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
/** The pause before each measured visit, in ms (LIGHTHOUSE_SETTLE_MS). */
const SETTLE_MS = Number(process.env.LIGHTHOUSE_SETTLE_MS ?? 3000);

/**
 * A first visit with a session: signed in as `as` (or signed out), the HTTP cache the login filled cleared once nothing
 * is in flight (the login page requests its scripts after its first paint: a script still loading would land in the
 * cache after the clear). Cleared after the tab is closed, from a blank one: the landing page's lazy chunks, requested
 * after 'networkidle', refilled the cache in some runs (18 KiB transferred instead of 431).
 */
async function firstVisit(browser: BrowserContext, serverUrl: string, as: string | null): Promise<void> {
  const tab = await browser.newPage();
  await tab.goto(`${serverUrl}/login`);
  await tab.evaluate(() => localStorage.clear());
  if (as) {
    await tab.getByLabel('Email').fill(as);
    await tab.getByLabel('Password', { exact: true }).fill('Demo1234');
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL((url) => url.pathname !== '/login');
  }
  await tab.waitForLoadState('networkidle');
  await tab.close();
  const blank = await browser.newPage();
  await (await browser.newCDPSession(blank)).send('Network.clearBrowserCache');
  await blank.close();
  // the browser and the server settle (caches written, the last page's processes gone) before the measured visit
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

type Options = { port: number; throttling?: 'devtools' | 'simulate'; cpuProfile: boolean };

/** One Lighthouse run of `url`; `keep` names the files its report and trace are written to. */
async function measure(url: string, o: Options, config: Config | undefined, keep: string | null): Promise<Result> {
  const once = () =>
    lighthouse(
      url,
      {
        port: o.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
        ...(o.cpuProfile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        ...(o.throttling ? { throttlingMethod: o.throttling } : {}),
      },
      config,
    );
  // Lighthouse now and then cannot read its own trace (NO_NAVSTART, NO_FCP: a run that scores 0): measure again, twice
  // at most; a page that never paints still scores 0 and says why
  let result = await once();
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await once();
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (keep) writeFileSync(`${keep}.json`, result.report as string);
  if (keep) writeFileSync(`${keep}.trace.json`, JSON.stringify(result.artifacts.Trace));
  return result.lhr;
}

const score = (r: Result, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function run(): Promise<string> {
  const presets = process.env.LIGHTHOUSE_PRESET
    ? [process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile']
    : ['mobile', 'desktop'];
  const reports = process.env.LIGHTHOUSE_REPORTS;
  const throttling = process.env.LIGHTHOUSE_THROTTLING as 'devtools' | 'simulate' | undefined;
  const cpuProfile = process.env.LIGHTHOUSE_CPU_PROFILE === '1';
  if (reports) mkdirSync(reports, { recursive: true });
  // the review player needs the demo review copy, made by a job after start: the templates' sample renders (queued at
  // start too) are kept tiny so that they do not hold the job workers for minutes; without it no job runs, so the
  // seed's renders (minutes of ffmpeg on a first start) do not compete with the pages measured
  const needsJobs = PAGES.some((p) => p.name === 'review player' || isPublicVideo(p));
  const renderEnv = needsJobs ? { RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' } : { RUN_JOBS: 'false' };
  const server = await startServer('pglite', renderEnv, { built: true });
  const profile = mkdtempSync(join(tmpdir(), 'vms-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 90);
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${port}`],
  });
  // each page's figures are printed as soon as measured; the summary line comes last
  const print = (line: string) => console.log(line);
  const summary: string[] = [];
  try {
    for (const preset of presets) {
      const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const scores: string[] = [];
      for (const page of PAGES) {
        const path = typeof page.path === 'string' ? page.path : await page.path(server.url);
        if (isPublicVideo(page)) await publicVideoReady(server.url, path);
        await machineQuiet();
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run++) {
          await firstVisit(browser, server.url, page.as);
          const keep = reports ? join(reports, `${preset}-${page.name.replace(/\s+/g, '-')}${RUNS > 1 ? `-${run + 1}` : ''}`) : null;
          runs.push(await measure(`${server.url}${path}`, { port, throttling, cpuProfile }, config, keep));
        }
        // each figure is the median of the runs' (one run's blocking time swings several times over on this machine)
        const perfs = runs.map((r) => score(r, 'performance'));
        const each = (id: string) => runs.map((r) => Math.round(r.audits[id]?.numericValue ?? 0));
        const perf = median(perfs);
        const a11y = median(runs.map((r) => score(r, 'accessibility')));
        const practices = median(runs.map((r) => score(r, 'best-practices')));
        const ms = (id: string) => Math.round(median(each(id)));
        const kib = Math.round(ms('total-byte-weight') / 1024);
        print(
          `  ${preset} ${page.name} (${path}): performance ${perf}, accessibility ${a11y}, best practices ${practices}; FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${median(runs.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? 0)).toFixed(3)}, ${kib} KiB transferred` +
            (RUNS > 1 ? `; the ${RUNS} runs: performance ${perfs.join(', ')}, TBT ${each('total-blocking-time').join(', ')} ms` : ''),
        );
        // a run Lighthouse could not measure (e.g. NO_FCP, NO_NAVSTART) scores 0: say why
        for (const r of runs) if (r.runtimeError) print(`    lighthouse: ${r.runtimeError.code} — ${r.runtimeError.message}`);
        const failing = new Set(
          runs.flatMap((run) =>
            Object.values(run.audits)
              .filter(
                (a) =>
                  a.score !== null &&
                  a.score < 1 &&
                  ['accessibility', 'best-practices'].some((c) => run.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)),
              )
              .map((a) => `${a.id} — ${a.title}`),
          ),
        );
        for (const a of failing) print(`    failing: ${a}`);
        scores.push(`${page.name} ${perf}/${a11y}/${practices}`);
      }
      summary.push(`${preset}: ${scores.join(', ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  return `lighthouse (${RUNS > 1 ? `median of ${RUNS} runs, ` : ''}performance/accessibility/best practices) ${summary.join('; ')}`;
}

/** Waits (5 minutes at most) until the machine's processors are busy under 25 % over 3 s: the first start's renders done. */
async function machineQuiet(): Promise<void> {
  const busy = () => {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
    const idle = ticks[3]! + ticks[4]!;
    return { idle, total: ticks.reduce((a, b) => a + b, 0) };
  };
  for (let i = 0; i < 100; i++) {
    const a = busy();
    await new Promise((r) => setTimeout(r, 3000));
    const b = busy();
    if (1 - (b.idle - a.idle) / (b.total - a.total) < 0.25) return;
  }
}

/** A public video page is measured once its draft is rendered (the first start renders the demo drafts). */
async function publicVideoReady(serverUrl: string, path: string): Promise<void> {
  const uuid = /[0-9a-f-]{36}/.exec(path)![0];
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($u: String!) { getVideoData(input: { uuid: $u }) { videoDetails { pipelineStatus } } }',
        variables: { u: uuid },
      }),
    });
    const body = (await res.json()) as { data?: { getVideoData: { videoDetails: { pipelineStatus: string } } } };
    if (body.data?.getVideoData.videoDetails.pipelineStatus === 'complete') return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the demo video of ${path} was not rendered`);
}
