// npm run bench -- lighthouse: Lighthouse (performance and accessibility) on the built app for the login page, the
// sales search and the management list, in the system Chromium. Signed-in pages keep the session the bench's own
// login put in the browser's storage (Lighthouse runs with `disableStorageReset`).
// LIGHTHOUSE_PRESET=desktop switches from Lighthouse's default (mobile, simulated slow 4G and 4x CPU) to its desktop
// preset; LIGHTHOUSE_REPORTS=DIR keeps each page's JSON report.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startServer } from './lib.js';

const PAGES = [
  { name: 'login', path: '/login', as: null },
  { name: 'sales search', path: '/crexi-search/results', as: 'customer@vms.test' },
  { name: 'management list', path: '/management-portal/projects/active-projects', as: 'admin@vms.test' },
] as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function run(): Promise<string> {
  const preset = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const server = await startServer('pglite', {}, { built: true });
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
      // A first visit: the session stays, the HTTP cache the login filled goes.
      await (await browser.newCDPSession(tab)).send('Network.clearBrowserCache');
      await tab.close();
      const result = await lighthouse(
        `${server.url}${page.path}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
        preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
      const { categories, audits } = result.lhr;
      const perf = Math.round((categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((categories.accessibility?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      const kib = Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024);
      scores.push([perf, a11y]);
      lines.push(
        `  ${page.name} (${page.path}): performance ${perf}, accessibility ${a11y}; FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, ${kib} KiB transferred`,
      );
      const failing = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      );
      for (const a of failing) lines.push(`    accessibility: ${a.id} — ${a.title}`);
      if (reports) writeFileSync(join(reports, `${page.name.replace(/\s+/g, '-')}.json`), result.report as string);
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
