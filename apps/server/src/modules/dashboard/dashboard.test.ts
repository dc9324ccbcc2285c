import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { projects, users } from '../core/index.js';

const DASHBOARD =
  '{ myDashboard { countsTitle counts { label count } nextUp { title detail href at } recentActivity { title detail href } } }';
type D = {
  myDashboard: {
    countsTitle: string;
    counts: { label: string; count: number }[];
    nextUp: { href: string | null }[];
    recentActivity: unknown[];
  };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const total = (d: D) => d.myDashboard.counts.reduce((n, c) => n + c.count, 0);

describe('myDashboard', () => {
  it('shows a customer only their own projects and alerts, linking to pages they may open', async () => {
    const [customer] = await t.app.services.db.select().from(users).where(eq(users.email, 'customer@vms.test'));
    const [own] = await t.app.services.db.select({ n: count() }).from(projects).where(eq(projects.customerId, customer!.id));
    const r = await t.gql<D>(DASHBOARD, {}, await t.login('customer@vms.test'));
    expect(r.errors).toBeUndefined();
    expect(total(r.data!)).toBe(own!.n);
    expect(r.data!.myDashboard.nextUp.length).toBeGreaterThan(0);
    for (const item of r.data!.myDashboard.nextUp) expect(item.href).toMatch(/^\/management-portal\/projects\//);
  });

  it('shows admins every project, and tasks waiting on someone when they have no alerts', async () => {
    const [all] = await t.app.services.db.select({ n: count() }).from(projects);
    const r = await t.gql<D>(DASHBOARD, {}, await t.login('admin@vms.test'));
    expect(total(r.data!)).toBe(all!.n);
    const next = r.data!.myDashboard.nextUp as unknown as { detail: string }[];
    expect(next.length).toBeGreaterThan(0);
    for (const item of next) {
      expect(item.detail).toMatch(/: (Ready For Review|Awaiting Client Approval|Under Internal Review|In Review|Edits Received)$/);
    }
  });

  // Security #21 finding 8: ADR 0003 gives VidPitch admins (and brokers) an empty overview, not every VMS project.
  it('shows a VidPitch admin no VMS projects (issue #21 finding 8)', async () => {
    for (const email of ['vpadmin@vms.test', 'broker@vms.test']) {
      const r = await t.gql<D>(DASHBOARD, {}, await t.login(email));
      expect(r.errors).toBeUndefined();
      expect(total(r.data!)).toBe(0);
      expect(r.data!.myDashboard.recentActivity).toEqual([]);
      expect(r.data!.myDashboard.nextUp).toEqual([]);
    }
  });

  it('links a pilot to the pilot dashboard, never to a portal the pilot may not open', async () => {
    const r = await t.gql<D>(DASHBOARD, {}, await t.login('pilot@vms.test'));
    expect(total(r.data!)).toBeGreaterThan(0);
    const rows = await t.gql<{ myDashboard: { recentActivity: { href: string | null }[] } }>(
      DASHBOARD,
      {},
      await t.login('pilot@vms.test'),
    );
    for (const a of rows.data!.myDashboard.recentActivity) expect(a.href).toMatch(/^\/pilot-dashboard\/\d+$/);
  });

  it('gives the operator the state of broker contact data', async () => {
    const r = await t.gql<D>(DASHBOARD, {}, await t.login('operator@vms.test'));
    expect(r.data!.myDashboard.countsTitle).toBe('Broker records');
    expect(r.data!.myDashboard.counts.map((c) => c.label)).toEqual(['Missing email', 'Missing phone', 'Updated', 'All brokers']);
    expect(r.data!.myDashboard.nextUp.length).toBeGreaterThan(0);
  });

  it('shows a broker nothing that is not theirs', async () => {
    const r = await t.gql<D>(DASHBOARD, {}, await t.login('broker@vms.test'));
    expect(r.data!.myDashboard.counts).toEqual([]);
  });
});
