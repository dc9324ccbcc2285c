import { deflateSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo1234';

/** The demo accounts and where each lands after login (part A §2, docs/adr/0003). */
export const LANDINGS: ReadonlyArray<{ email: string; role: string; path: string }> = [
  { email: 'admin@vms.test', role: 'vms-admin', path: '/crexi-search/results' },
  { email: 'pm@vms.test', role: 'vms-project-manager', path: '/pm-portal/projects/project-list' },
  { email: 'qc@vms.test', role: 'vms-quality-controller', path: '/pm-portal/projects/project-list' },
  { email: 'qa@vms.test', role: 'vms-test', path: '/crexi-search/results' },
  { email: 'operator@vms.test', role: 'vms-operator', path: '/brokers-directory/update-missing-details' },
  // logs in to /sales-portal/deals/, which redirects to the list (DECISIONS.md)
  { email: 'sales@vms.test', role: 'vms-sales-person', path: '/sales-portal/deals' },
  { email: 'editor@vms.test', role: 'vms-editor', path: '/editor-portal/projects/project-list' },
  { email: 'neweditor@vms.test', role: 'vms-editor', path: '/editor-create-profile' },
  { email: 'pilot@vms.test', role: 'vms-pilot', path: '/pilot-dashboard/0' },
  { email: 'customer@vms.test', role: 'crexi', path: '/crexi-search/results' },
  { email: 'broker@vms.test', role: 'broker', path: '/assets-listing' },
  { email: 'vpadmin@vms.test', role: 'vidpitch-admin', path: '/assets-listing' },
];

/** Signs in through the login form; `origin` picks another host (e.g. the VidPitch brand). */
export async function login(page: Page, email: string, password = PASSWORD, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs out and waits until /logout has cleared the session and landed on /login: a login before that races it. */
export async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

export async function loginAndLand(page: Page, email: string, path: string) {
  await login(page, email);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The newest reset link e-mailed to `to`, read from the server's outbox. */
export async function resetLinkFromOutbox(to: string): Promise<string> {
  const eml = await emailFromOutbox(to, '/reset-password/');
  return eml.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_.-]+/)![0];
}

/** An unsigned token the client will decode; the guard looks only at its exp. */
export function fakeToken(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.signature`;
}

/** The newest e-mail to `to` whose text contains `needle`, read from the server's outbox (quoted-printable undone). */
export async function emailFromOutbox(to: string, needle: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let i = 0; i < 300; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      /* no mail yet */
    }
    for (const f of files) {
      const eml = readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (eml.includes(`To: ${to}`) && eml.includes(needle)) return eml;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} about ${needle}`);
}

/**
 * The active projects of customer, PM and admin: the management frame (part A §6) with VMS's own embeddable table
 * when no MANAGEMENT_IFRAME_URL is set, as in these tests (docs/adr/0013).
 */
export function activeProjectsFrame(page: Page) {
  return page.frameLocator('iframe[title="Active Projects"]');
}

/** A PNG of random pixels (so it does not compress); at 300x300, ~270 KB: more than four 64 KB parts. */
export function noisePng(width = 300, height = 300, seed = 7): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) raw[i] = i % (width * 3 + 1) === 0 ? 0 : (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Full-page screenshots of the current page at desktop (1280x800) and phone (390x844) width, back at desktop after. */
export async function shotsAtBothWidths(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${path}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${path}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A guest verifies in the review player the way a person does (issue #34 finding 7): the e-mail, 'Send code', the
 * 6-digit code read from the e-mail in the outbox, 'Verify'.
 */
export async function verifyGuestInPlayer(page: import('@playwright/test').Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Verify e-mail to comment' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(`We sent a 6-digit code to ${email}.`).waitFor();
  const eml = await emailFromOutbox(email, 'video review of');
  const code = /video review of .*: (\d{6})/.exec(eml)![1]!;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}
