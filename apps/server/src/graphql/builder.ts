// Pothos builder with scope-auth. Every root field takes its scopes from the shared access table via access(name).
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { operationAccess, type Role } from '@vms/shared';
import type { Context } from './context.js';
import { forbidden, unauthenticated } from '../platform/errors.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { public: boolean; authenticated: boolean; roles: readonly Role[] };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: async (ctx) => ({
      public: true,
      authenticated: !!ctx.viewer,
      roles: (allowed) => !!ctx.viewer && allowed.includes(ctx.viewer.role),
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
});

/** The scope-auth scopes of a root field, read from OPERATION_ACCESS; a field missing from the table cannot be built. */
export function access(name: string) {
  const rule = operationAccess(name);
  if (!rule) throw new Error(`Operation ${name} has no entry in OPERATION_ACCESS (packages/shared/src/access.ts)`);
  if (rule === 'public') return { public: true } as const;
  if (rule === 'authenticated') return { authenticated: true } as const;
  return { roles: rule };
}

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
