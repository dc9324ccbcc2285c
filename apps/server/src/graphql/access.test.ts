// The shared access table is the only source of truth: every root field has an entry, every entry is a field,
// and every role is refused (FORBIDDEN, or UNAUTHENTICATED without a token) what the table does not give it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, OPERATION_ACCESS, allows, type Access, type Role } from '@vms/shared';
import { operationFor, rootFields } from '../test/graphql-sample.js';
import { createTestApp, errorCode, type TestApp } from '../test/test-app.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';

describe('access table coverage', () => {
  it('declares every Query, Mutation and Subscription field', () => {
    const missing = rootFields.filter(({ field }) => !(field.name in OPERATION_ACCESS)).map(({ field }) => field.name);
    expect(missing).toEqual([]);
  });
  it('names no operation the schema lacks', () => {
    const names = new Set(rootFields.map(({ field }) => field.name));
    expect(Object.keys(OPERATION_ACCESS).filter((n) => !names.has(n))).toEqual([]);
  });
});

describe('role matrix', () => {
  let t: TestApp;
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
    for (const role of ALL_ROLES) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
      tokens.set(role, await t.login(account.email));
    }
  });
  afterAll(() => t?.close());

  const httpFields = rootFields.filter(({ kind }) => kind !== 'subscription');
  it.each(httpFields.map(({ kind, field }) => [field.name, kind, field] as const))(
    '%s refuses the roles the table does not list',
    async (name, kind, field) => {
      const access = (OPERATION_ACCESS as Record<string, Access>)[name]!;
      const query = operationFor(kind, field);
      const anonymous = errorCode(await t.gql(query));
      if (access === 'public') expect(anonymous).not.toBe('UNAUTHENTICATED');
      else expect(anonymous).toBe('UNAUTHENTICATED');
      for (const role of ALL_ROLES) {
        const code = errorCode(await t.gql(query, {}, tokens.get(role)));
        if (allows(access, role)) expect([name, role, code]).not.toEqual([name, role, 'FORBIDDEN']);
        else expect([name, role, code]).toEqual([name, role, 'FORBIDDEN']);
      }
    },
  );
});
