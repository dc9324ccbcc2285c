// Every /api/… endpoint is declared with restRoute: its REST_ACCESS entry (the shared access table) is checked before
// the handler runs, and is kept on the route so that a test can enumerate Fastify's routes and refuse one without it,
// as graphql/access.test.ts does for GraphQL root fields.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import { REST_ACCESS, type RestEndpoint } from '@vms/shared';
import type { Services } from '../services.js';
import { restViewer } from './auth/rest-auth.js';
import type { Viewer } from './auth/tokens.js';
import type { ProjectScopedDeclaration } from '../modules/core/index.js';

/** What a route declares about itself; read back by the REST access test. */
export interface RestRouteConfig {
  access: RestEndpoint;
  /** A route that reaches one project names the body field that names it, and the policy purpose it asks for. */
  project?: ProjectScopedDeclaration;
}

interface RestRouteOptions extends Omit<RouteOptions, 'handler' | 'config' | 'method'> {
  method: HTTPMethods | HTTPMethods[];
  access: RestEndpoint;
  project?: ProjectScopedDeclaration;
  handler: (req: FastifyRequest, reply: FastifyReply, viewer: Viewer) => unknown;
}

/**
 * Declares an /api route of signed-in people: a role outside its REST_ACCESS entry gets 403 and no token 401, as JSON
 * `{ error }`. (The signed storage URLs, 'public' in the table, declare `config.access` themselves.)
 */
export function restRoute(fastify: FastifyInstance, services: Services, options: RestRouteOptions): void {
  const { access, project, handler, ...route } = options;
  const rule = REST_ACCESS[access];
  if (rule === 'public') throw new Error(`restRoute ${route.url}: '${access}' is public; declare config.access on the route`);
  fastify.route({
    ...route,
    config: { access, project } satisfies RestRouteConfig,
    handler: async (req, reply) => {
      const viewer = await restViewer(req, reply, services, rule);
      if (!viewer) return reply;
      return handler(req, reply, viewer);
    },
  });
}
