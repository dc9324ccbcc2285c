// REST endpoints are in the one permission table: every /api route Fastify serves names its REST_ACCESS entry, every
// entry is served, and each entry refuses the roles it does not list (403) and anonymous callers (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, REST_ACCESS, allows, type Access, type Role } from '@vms/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';
import type { RestRouteConfig } from './rest.js';
import { ROLE_REFUSED } from './auth/rest-auth.js';

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const role of ALL_ROLES) tokens.set(role, await t.login(DEMO_ACCOUNTS.find((a) => a.role === role)!.email));
});
afterAll(() => t?.close());

const apiRoutes = () =>
  t.app.routes
    .filter((r) => r.url.startsWith('/api/'))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, url: r.url, access: (r.config as Partial<RestRouteConfig> | undefined)?.access })),
    );

describe('REST access table', () => {
  it('declares every /api route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !r.access || !(r.access in REST_ACCESS)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
  it('names no endpoint that is not served', () => {
    const served = new Set(apiRoutes().map((r) => r.access));
    expect(Object.keys(REST_ACCESS).filter((name) => !served.has(name as never))).toEqual([]);
  });
  it('refuses the roles an entry does not list, and anonymous callers', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { method, url, access } of apiRoutes()) {
      const rule = REST_ACCESS[access!] as Access;
      if (rule === 'public') continue;
      const path = url.replace('*', 'x');
      const call = async (token?: string) => {
        const res = await t.app.fastify.inject({
          method: method as never,
          url: path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const error = res.headers['content-type']?.toString().includes('json') ? (res.json() as { error?: string }).error : undefined;
        return { status: res.statusCode, error };
      };
      const anonymous = await call();
      outcomes.push(`${url} anonymous ${anonymous.status}`);
      expected.push(`${url} anonymous 401`);
      for (const role of ALL_ROLES) {
        const { status, error } = await call(tokens.get(role));
        // the table's refusal, told apart from a folder permission's or the project policy's by its message
        outcomes.push(`${url} ${role} ${status === 403 && error === ROLE_REFUSED ? 'refused' : status === 401 ? 'status 401' : 'reached'}`);
        expected.push(`${url} ${role} ${allows(rule, role) ? 'reached' : 'refused'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
