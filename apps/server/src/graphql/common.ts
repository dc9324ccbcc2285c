// GraphQL parts every domain uses: the signed-in viewer of a resolver and the two plain replies of the spec.
import { builder } from './builder.js';
import type { Context } from './context.js';
import { unauthenticated } from '../platform/errors.js';

/** The signed-in person behind a resolver; scope-auth has already refused anonymous calls to non-public fields. */
export function viewerOf(ctx: Context) {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export const StatusMessage = builder.objectRef<{ status: number; message: string }>('StatusMessage').implement({
  fields: (t) => ({ status: t.exposeInt('status'), message: t.exposeString('message') }),
});

export const MessageResult = builder.objectRef<{ message: string }>('MessageResult').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
