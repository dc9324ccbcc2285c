// The REST endpoints' guard: the session token as `access_token` (query or body) or a bearer header, and the role checked against
// the shared access table, as GraphQL does. Failures answer JSON `{ error }` with 401 or 403.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allows, type Access } from '@vms/shared';
import { tokenFrom, type TokenService, type Viewer } from './tokens.js';

/** What the guard reads of the app's services: the session tokens. */
export interface SessionTokens {
  tokens: Pick<TokenService, 'verify'>;
}

/** The viewer of a REST request: a bearer header, or `access_token` in the query or a JSON body. */
export function requestViewer(req: FastifyRequest, services: SessionTokens): Promise<Viewer | null> {
  const query = req.query as { access_token?: string } | undefined;
  const body = req.body as { access_token?: unknown } | undefined;
  const bodyToken = typeof body?.access_token === 'string' ? body.access_token : null;
  return services.tokens.verify(tokenFrom(req.headers.authorization, query?.access_token ?? bodyToken));
}

/** The answer to a role the REST_ACCESS entry does not list. */
export const ROLE_REFUSED = 'You are not allowed to do this.';

export async function restViewer(
  req: FastifyRequest,
  reply: FastifyReply,
  services: SessionTokens,
  access: Access,
): Promise<Viewer | null> {
  const viewer = await requestViewer(req, services);
  if (!viewer) {
    await reply.status(401).send({ error: 'Please log in again.' });
    return null;
  }
  if (!allows(access, viewer.role)) {
    await reply.status(403).send({ error: ROLE_REFUSED });
    return null;
  }
  return viewer;
}
