// The REST endpoints' guard: the session token as `access_token` or a bearer header, and the role checked against
// the shared access table, as GraphQL does. Failures answer JSON `{ error }` with 401 or 403.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allows, type Access } from '@vms/shared';
import type { Services } from '../../services.js';
import { tokenFrom, type Viewer } from './tokens.js';

export async function restViewer(
  req: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  access: Access,
): Promise<Viewer | null> {
  const query = req.query as { access_token?: string } | undefined;
  const viewer = await services.tokens.verify(tokenFrom(req.headers.authorization, query?.access_token));
  if (!viewer) {
    await reply.status(401).send({ error: 'Please log in again.' });
    return null;
  }
  if (!allows(access, viewer.role)) {
    await reply.status(403).send({ error: 'You are not allowed to do this.' });
    return null;
  }
  return viewer;
}
