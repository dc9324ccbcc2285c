import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The built app on a fresh embedded data dir (PGlite, outbox on disk), as a newcomer would run it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vms-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3300);

export default defineConfig({
  testDir: 'e2e',
  // CI may share the machine with other work: more patience there costs nothing when the app is quick. On a machine
  // whose page faults are slow (docs/adr/0016-speed.md, seventh round) the longest screenshot tests took 84-96 s.
  timeout: process.env.CI ? 150_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The review specs run first, on the seed's review untouched: the editor spec uploads a new version into the same
  // review folder (and invites a new editor to its project), which would change what 'the latest version' is.
  projects: [
    { name: 'review', testMatch: /\/e2e\/review[^/]*\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      // screens.spec only takes screenshots to look at; `npm run screens` runs it, the suite does not.
      testIgnore: process.env.SCREENS ? /\/e2e\/review[^/]*\.spec\.ts$/ : [/\/e2e\/review[^/]*\.spec\.ts$/, /screens\.spec\.ts$/],
      dependencies: ['review'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
      // small parts, so that the files spec sends a picture of a few hundred KB in several parts
      UPLOAD_PART_SIZE_BYTES: '65536',
      // the templates' sample videos render in the background at start: tiny ones here, so the suite stays fast
      RENDER_SIZE: '320x180',
      RENDER_TIME_SCALE: '0.05',
      // no quarter-hourly CRM push: it changes which brokers are out of sync under the test that compares the HS Non
      // Sync table with its export (a run that crossed hh:45 exported none of the six rows it had just shown)
      CRM_SYNC_CRON: '',
      // short-lived tokens are minted by the tests themselves; keep the normal TTL here
    },
  },
});
