// VMS's own embedded project table (part A §2, §6; docs/adr/0013): the frame customer, PM and admin see instead of the
// active list when no external table is configured (MANAGEMENT_IFRAME_URL). It stands where an external table service
// would, and is made as one: a page the server renders, no script, opened by a signed URL that getIframe hands out.
// A frame that booted the whole single-page app again cost that page half its main-thread work (ADR 0016, ninth round).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMBEDDED_PROJECTS_PATH, PAGE_SIZE } from '@vms/shared';
import type { Services } from '../../../services.js';
import { createTokenService, resolveJwtSecret, type SessionLookup, type TokenService, type Viewer } from '../../../platform/auth/tokens.js';
import { sessionLookup } from '../../../platform/auth/session-lookup.js';
import { restInput } from '../../../platform/rest.js';
import { getProjects } from '../projects/projects.service.js';
import { embeddedTablePage, embeddedTableRefusal } from './embedded-table.html.js';

/** How long a frame's URL opens the table: the page around it asks for a new one each time it shows the frame. */
const EMBED_TOKEN_TTL_SECONDS = 60 * 60;
export const EMBED_EXPIRED = 'This table has expired. Reload the active projects to see it again.';

const tokenServices = new WeakMap<Services, { tokens: TokenService; account: SessionLookup }>();

/**
 * The table's access tokens: the viewer's identity, checked against the account on every page (deleted, another role,
 * or logged out everywhere refuse it; the sessions' own account read). Only getIframe signs them, and only for
 * IFRAME_ROLES. Signed with a key of their own, so a URL's token is never a session token and a session token never
 * opens the table.
 */
function embedTokens(s: Services) {
  let made = tokenServices.get(s);
  if (!made) {
    const account = sessionLookup(s.db);
    made = {
      tokens: createTokenService(
        `${resolveJwtSecret(s.config.jwtSecret, s.config.dataDir)}:embedded-table`,
        EMBED_TOKEN_TTL_SECONDS,
        account,
      ),
      account,
    };
    tokenServices.set(s, made);
  }
  return made;
}

/**
 * The frame's URL for the viewer: the table's path with an access token of the account's current version. The token
 * names the account and its role, not its e-mail address (a URL is seen more widely than a request's header).
 */
export async function embeddedTableUrl(s: Services, viewer: Viewer): Promise<string> {
  const { tokens, account } = embedTokens(s);
  const access = await tokens.sign({
    id: viewer.id,
    role: viewer.role,
    email: '',
    tokenVersion: (await account(viewer.id))?.tokenVersion ?? 0,
  });
  return `${EMBEDDED_PROJECTS_PATH}?access=${access}`;
}

const querySchema = z.object({ access: z.string().optional(), page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1) });

export function registerEmbeddedTable(fastify: FastifyInstance, services: Services): void {
  fastify.get(EMBEDDED_PROJECTS_PATH, async (req, reply) => {
    // personal data behind a token in the URL: kept by no cache, and the URL sent to no other page
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const { query } = restInput(req, { query: querySchema });
    const viewer = await embedTokens(services).tokens.verify(query.access);
    if (!viewer) return reply.status(401).send(embeddedTableRefusal(EMBED_EXPIRED));
    const read = (page: number) =>
      getProjects(services, viewer, { trackStatus: 'ACTIVE', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    let page = query.page;
    let list = await read(page);
    // a page past the end (the list shrank, or a hand-made URL) shows the last one
    if (list.projects.length === 0 && list.totalCount > 0) list = await read((page = Math.ceil(list.totalCount / PAGE_SIZE)));
    const hrefOfPage = (p: number) => `${EMBEDDED_PROJECTS_PATH}?access=${encodeURIComponent(query.access!)}&page=${p}`;
    return reply.send(embeddedTablePage({ projects: list.projects, totalCount: list.totalCount, page, hrefOfPage }));
  });
}
