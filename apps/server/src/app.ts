// buildApp(config): the whole server — database, services, GraphQL over HTTP and graphql-ws, files, the web app.
// main.ts calls it to serve; tests call it too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { EMBEDDABLE_ANYWHERE, FRAMEABLE_PREFIXES } from '@vms/shared';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { createTokenService, resolveJwtSecret } from './platform/auth/tokens.js';
import { readDataVersions, sessionLookup } from './platform/auth/session-lookup.js';
import { liveSessions } from './platform/auth/live-sessions.js';
import { createMailer } from './platform/mail.js';
import { startJobs, type Jobs } from './platform/jobs.js';
import { createLive } from './platform/outbox/live.js';
import { startOutbox, type Outbox } from './platform/outbox/outbox.js';
import { createGraphQL } from './graphql/yoga.js';
import { createResponseCache, type ResponseCache } from './graphql/response-cache.js';
import { attachGraphQLWs } from './graphql/ws.js';
import { ALL_JOBS } from './jobs.registry.js';
import { DOMAINS } from './modules/index.js';
import { inviteLinksOf, projectSetUpOrder } from './modules/core/index.js';
import { createTaskTracker } from './connectors/asana/index.js';
import { createSecretBox, resolveCredentialsKey } from './platform/secret-box.js';
import type { Services } from './services.js';
import { createReadCache } from './platform/read-cache.js';
import { createCrm } from './connectors/hubspot/index.js';
import { createListingFeed } from './connectors/listings/index.js';
import { createGeocoder } from './connectors/geocoder/index.js';
import { createStorage } from './platform/storage/index.js';
import { registerLocalStorageRoutes } from './platform/storage/local.routes.js';
import type { LocalDriver } from './platform/storage/local.js';
import { setRestErrorHandler } from './platform/rest.js';
import { videoUnavailableMessage } from './platform/render/video-tools.js';
import { loadPublicPages, sendDrawnPage } from './platform/public-pages.js';
import { maxPartSize } from '@vms/shared';

export interface App {
  fastify: FastifyInstance;
  services: Services;
  jobs: Jobs;
  /** The outbox processor: tests wait for `deliver()` where they read what an event's delivery queued. */
  outbox: Outbox;
  /** Every route registered, with its options (config.access of the /api routes). */
  routes: readonly RouteOptions[];
  /** Whole answers of the list and search operations (ADR 0016 "Response cache"). */
  responses: ResponseCache;
  /** Stops taking requests, drains in-flight ones, then closes sockets, jobs and the database. */
  close(): Promise<void>;
}

/** Security #21 finding 12: a session token in `?access_token=` (or a review guest's `?guestToken=`) never reaches the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:access_token|guestToken)=)[^&#]*/gi, '$1[redacted]');
}

function requestLogSerializer(req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** Origins a browser reads files from and PUTs parts to when they are not this app: the S3 endpoint, the CDN. */
/** Relaxes helmet's framing refusal for one response: a page of this origin may frame it (docs/adr/0013). */
function allowSameOriginFraming(reply: FastifyReply): void {
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * The public video player's page (the embed code's /watch/{uuid}) may be framed by any site: brokers put it on their
 * own. X-Frame-Options has no "anyone" value, so it is dropped and the CSP says it (docs/adr/0021-vidpitch.md).
 */
function allowAnyOriginFraming(reply: FastifyReply): void {
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

function storageOrigins(config: Config): string[] {
  const { s3, cdnUrl } = config.storage;
  const origins = [cdnUrl ? new URL(cdnUrl).origin : null];
  if (s3) {
    origins.push(s3.endpoint ? new URL(s3.endpoint).origin : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`);
    if (!s3.endpoint) origins.push(`https://s3.${s3.region}.amazonaws.com`);
  }
  return origins.filter((o): o is string => !!o);
}

/** Origins the domains load from (their manifests' cspSources), e.g. the boundary map's tile server. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GRAPHQL_PATH = '/graphql';
const domainSources = (config: Config) => DOMAINS.flatMap((d) => d.cspSources?.(config) ?? []);
/** One directive's further sources declared by the domains (e.g. Stripe.js's script and frames). */
const domainCsp = (config: Config, directive: 'script-src' | 'frame-src' | 'connect-src') =>
  DOMAINS.flatMap((d) => d.csp?.(config)[directive] ?? []);

export async function buildApp(config: Config): Promise<App> {
  const fastify = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogSerializer } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  const log = fastify.log as unknown as Services['log'];
  // Every route, as Fastify registers it: the REST access test reads each /api route's declared REST_ACCESS entry.
  const routes: RouteOptions[] = [];
  fastify.addHook('onRoute', (route) => void routes.push(route));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onIdleError: (err) => log.warn({ err }, 'a database connection was closed; the next query opens a new one'),
  });
  await database.migrate(config.migrationsDir);
  const jobs = await startJobs(database, log, ALL_JOBS, { config });
  const live = createLive(config.redisUrl);
  const outbox = await startOutbox({ database, live, jobs, consumers: ALL_JOBS.filter((d) => d.on), log });
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const storage = createStorage(config.storage, jwtSecret);
  const fromDatabase = sessionLookup(database.db);
  const sessions = config.sessionCache ? liveSessions(config.databaseUrl!, fromDatabase, () => readDataVersions(database), log) : undefined;
  const services: Services = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(jwtSecret, config.jwtTtlSeconds, sessions?.lookup ?? fromDatabase),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log }),
    jobs,
    live,
    tracker: createTaskTracker(config),
    secrets: createSecretBox(resolveCredentialsKey(config.credentialsKey, config.dataDir)),
    storage,
    readCache: createReadCache(database, config.readCache),
    log,
    crm: createCrm(config, database.db),
    listings: createListingFeed(config),
    geocoder: createGeocoder(config, log),
    projectCreated: projectSetUpOrder(DOMAINS),
    profiles: DOMAINS.flatMap((d) => (d.profile ? [d.profile] : [])),
    inviteLinks: inviteLinksOf(DOMAINS),
  };

  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'connect-src': ["'self'", 'ws:', 'wss:', ...storageOrigins(config), ...domainSources(config), ...domainCsp(config, 'connect-src')],
        'script-src': ["'self'", ...domainCsp(config, 'script-src')],
        'img-src': ["'self'", 'data:', 'blob:', ...storageOrigins(config), ...domainSources(config)],
        'media-src': ["'self'", 'blob:', ...storageOrigins(config)],
        // The management frame shows VMS's own embeddable page, or the configured external table.
        'frame-src': [
          "'self'",
          ...(config.managementIframeUrl ? [new URL(config.managementIframeUrl).origin] : []),
          ...domainCsp(config, 'frame-src'),
        ],
        // No page may be framed, except the embeddable pages (FRAMEABLE_PREFIXES), by this origin only: see below.
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    hsts: config.publicUrl?.startsWith('https:') ?? false,
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // The embeddable pages (the management frame's table, docs/adr/0013) may be framed by this origin, whatever answers them.
    if (FRAMEABLE_PREFIXES.some((prefix) => req.url.startsWith(prefix))) allowSameOriginFraming(reply);
    // A REST call that may have written (an upload, a webhook): the sessions kept in memory read the versions again
    // before it answers (read your writes; GraphQL mutations do the same in their handler).
    if (sessions && WRITE_METHODS.has(req.method) && !req.url.startsWith(GRAPHQL_PATH)) await sessions.written();
  });
  // Before any route: every REST route answers bad input with 400 and masks the unexpected (issue #21, finding 5).
  setRestErrorHandler(fastify);

  fastify.get('/healthz', async () => ({ status: 'ok' }));
  fastify.get('/readyz', async (_req, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unreachable' });
  });
  fastify.get('/config.js', async (_req, reply) => {
    const publicConfig = {
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      brandHostPrefix: config.brandHostPrefix,
      uploadPartSize: config.storage.partSizeOverride,
      mapTileUrl: config.map.tileUrl,
      mapTileAttribution: config.map.tileAttribution,
      videoUnavailable: videoUnavailableMessage(),
    };
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.__VMS_CONFIG__ = ${JSON.stringify(publicConfig)};\n`);
  });

  if (storage.driver.kind === 'local') {
    const local = storage.driver as LocalDriver;
    // Temporaries a hard stop left mid-write (issue #21, finding 13); the hourly upload cleanup sweeps them too.
    await local.sweepTemporaries();
    await registerLocalStorageRoutes(fastify, local, maxPartSize(config.storage.partSizeOverride));
  }
  for (const domain of DOMAINS) await domain.rest?.(fastify, services);
  if (config.env !== 'test') for (const domain of DOMAINS) domain.started?.(services);

  const responses = createResponseCache(services.tokens, config.readCache);
  const yoga = createGraphQL(services, log, responses.session);
  fastify.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const cached = await responses.lookup(req);
      if (cached && 'hit' in cached) {
        for (const [name, value] of cached.hit.headers) reply.header(name, value);
        return reply.send(cached.hit.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      if (sessions && responses.writes(req)) await sessions.written();
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      if (!cached) return reply.send(response.body);
      const body = await response.text();
      cached.keep(response.status, response.headers, body);
      return reply.send(body);
    },
  });

  // graphql-ws on the same path: subscriptions (and any operation) over one socket, limited and authorised like HTTP.
  const ws = attachGraphQLWs(fastify.server, yoga, services);

  if (existsSync(join(config.webDist, 'index.html'))) {
    await fastify.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/precompress.ts): sent as the client accepts.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed assets never change; the page that names them is checked again on every visit.
        if (path.includes(`${join(config.webDist, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/\.html(\.br|\.gz)?$/.test(path)) res.header('cache-control', 'no-cache');
      },
    });
    const publicPages = await loadPublicPages(fastify, { webDist: config.webDist, graphqlPath: GRAPHQL_PATH, log });
    // The single-page app answers every other GET that asks for HTML; its router shows No Access for unknown paths.
    // The broker's public pages come drawn by the server first (ADR 0023).
    fastify.setNotFoundHandler(async (req, reply) => {
      const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && (req.headers.accept ?? '').includes('text/html');
      if (!isPage) return reply.status(404).send({ error: 'Not found' });
      if (EMBEDDABLE_ANYWHERE.some((page) => page.test(req.url))) allowAnyOriginFraming(reply);
      const drawn = await publicPages?.(req);
      if (drawn) return sendDrawnPage(req, reply, drawn);
      return reply.sendFile('index.html');
    });
  }

  return {
    fastify,
    services,
    jobs,
    outbox,
    routes,
    responses,
    async close() {
      // Sockets first (security #21 finding 7): an open graphql-ws socket kept fastify.close() waiting for ever.
      await ws.close();
      await fastify.close();
      await outbox.close();
      await jobs.stop();
      await live.close();
      await sessions?.close();
      await storage.driver.close();
      await database.close();
    },
  };
}
