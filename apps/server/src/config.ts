// Every knob of the server in one zod-parsed object. docs/configuration.md documents each variable and its default (config.test.ts holds them together).
import { z } from 'zod';
import { dirname, join, resolve, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file runs as apps/server/src/config.ts or bundled as apps/server/dist/main.js. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
    REDIS_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(120)
      .default(12 * 3600),
    RESET_LINK_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('VMS <no-reply@vms.test>'),
    SUPPORT_PHONE: z.string().default('(800) 555-0199'),
    SUPPORT_EMAIL: z.string().default('support@vms.test'),
    BRAND_HOST_PREFIX: z.string().default('vidpitch'),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
    TRUST_PROXY: bool.default(false),
    SEED_ON_START: bool.default(true),
    RUN_JOBS: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    HUBSPOT_TOKEN: z.string().optional(),
    HUBSPOT_API_URL: z.string().url().default('https://api.hubapi.com'),
    /** The HubSpot account (hub) id the deals portal's record links open; empty = no links. */
    HUBSPOT_PORTAL_ID: z
      .string()
      .trim()
      .regex(/^\d*$/, 'must be the numeric HubSpot account id')
      .optional()
      .transform((v) => v || undefined),
    CRM_SYNC_CRON: z.string().default('*/15 * * * *'),
    /** When the daily review digest goes to reviewers whose stage is due (UTC cron; empty turns it off). */
    REVIEW_DIGEST_CRON: z.string().default('0 7 * * *'),
    CREDENTIALS_KEY: z.string().min(16).optional(),
    ASANA_TOKEN: z.string().optional(),
    ASANA_BASE_URL: z.string().url().default('https://app.asana.com/api/1.0'),
    ASANA_WORKSPACE_ID: z.string().optional(),
    MANAGEMENT_IFRAME_URL: z.string().url().optional(),
    /** The built web app (default apps/web/dist); tests point it at a directory of their own. */
    WEB_DIST: z.string().min(1).optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    CDN_URL: z.string().url().optional(),
    STORAGE_URL_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
    UPLOAD_PART_SIZE_BYTES: z.coerce.number().int().min(1024).optional(),
    INCOMPLETE_UPLOAD_MAX_AGE_HOURS: z.coerce.number().min(0).default(24),
    LISTING_FEED_FILE: z.string().min(1).default('apps/server/feeds/demo-listings.json'),
    LISTING_FEED_URL: z.string().url().optional(),
    LISTING_FEED_TOKEN: z.string().optional(),
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    GEOCODER_URL: z.string().url().optional(),
    /** Output size of renders, WIDTHxHEIGHT; smaller only for CI and tests (delivery is 1280x720). */
    RENDER_SIZE: z
      .string()
      .regex(/^\d{2,4}x\d{2,4}$/)
      .default('1280x720'),
    /** Multiplies every chapter time of a render; below 1 only for CI and tests (a 40 s video in 2 s at 0.05). */
    RENDER_TIME_SCALE: z.coerce.number().min(0.01).max(1).default(1),
    /** x264 preset of renders. */
    RENDER_PRESET: z.string().default('veryfast'),
    /** Renders one process runs at once (each already uses every core for its chapters). */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /** Seconds one render attempt may run before its worker is taken for dead and the job is retried. */
    RENDER_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Render the templates' sample videos in the background at start when they are missing from storage. */
    RENDER_SAMPLES_ON_START: bool.default(true),
    /** The largest stored picture a render reads (cut off while it streams): a render never holds more per picture. */
    RENDER_PICTURE_MAX_MB: z.coerce.number().min(1).max(200).default(25),
    /** How often the job queue turns expired attempts into retries (pg-boss maintenance), in seconds. */
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(120),
    /** VidPitch's $49 payments (DECISIONS.md part B): the `local` sandbox (default) or `stripe`. */
    PAYMENT_PROVIDER: z.enum(['local', 'stripe'], 'must be local or stripe').default('local'),
    /** A deployment (DATABASE_URL or an https PUBLIC_URL) runs the `local` test-card sandbox only with this on. */
    ALLOW_TEST_PAYMENTS: bool.default(false),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
    /** Another Stripe API host (a local fake in tests); empty = api.stripe.com over https. */
    STRIPE_API_HOST: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]+$/, 'must be a host name')
      .optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** Results of searches and project lists kept per process (platform/read-cache.ts); 0 turns the cache off. */
    READ_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
    /** Seconds a cached result is served at most, for results that depend on the clock. */
    READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * The listing and directory searches answer from in-memory indexes kept at the data version (ADR 0016). On by
     * default with PostgreSQL; off with the embedded PGlite, which runs queries on the event loop's thread, so an index
     * build there would hold every request (and the searches of a demo's data are fast in SQL).
     */
    SEARCH_INDEX: bool.optional(),
    /**
     * Sessions (account and data versions) kept in memory and told of changes by PostgreSQL's LISTEN/NOTIFY, so a
     * request's session check costs no round trip (platform/auth/live-sessions.ts, ADR 0016). On by default with
     * PostgreSQL outside tests; the embedded PGlite has no round trip to save.
     */
    SESSION_CACHE: bool.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.PAYMENT_PROVIDER !== 'stripe') return;
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
    }
    if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_SECRET_KEY.split('_')[1] !== e.STRIPE_PUBLISHABLE_KEY.split('_')[1]) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/**
 * Why the server must not start with this configuration, or null (issue #34 finding 3): the `local` sandbox sells every
 * video for the test card 4242…, so a deployment (PostgreSQL, or a public https address) runs it only when
 * ALLOW_TEST_PAYMENTS=true says so; the embedded start on one's own machine keeps it as its default. Checked by the
 * server's start (main.ts), not by every tool that reads the configuration (seed, render CLI).
 */
export function startRefusal(config: Config): string | null {
  const deployment = !!config.databaseUrl || !!config.publicUrl?.startsWith('https:');
  if (config.payments.provider !== 'local' || !deployment || config.allowTestPayments) return null;
  return (
    'Invalid configuration:\n  PAYMENT_PROVIDER: is the test-card sandbox (no real charge, every video sold for the card ' +
    '4242 4242 4242 4242) on a deployment (DATABASE_URL or an https PUBLIC_URL): set PAYMENT_PROVIDER=stripe with its keys, ' +
    'or ALLOW_TEST_PAYMENTS=true to run the sandbox on purpose'
  );
}

/** Logged at every start with the sandbox on (issue #34 finding 3). */
export const TEST_PAYMENTS_WARNING =
  'Test payments are on: PAYMENT_PROVIDER=local sells VidPitch videos for the test card 4242 4242 4242 4242, no real charge. Set PAYMENT_PROVIDER=stripe to take real payments.';

/** The Vite dev server (`npm run dev`), an allowed browser origin in development only. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * The app's own origins, decided once at start and never from a request (security #21 findings 2 and 12): the base of
 * e-mailed links (PUBLIC_URL, else http://localhost:PORT), its VidPitch brand variant (the same host with
 * BRAND_HOST_PREFIX in front), and in development the Vite dev server. CORS, graphql-ws's Origin check and e-mailed
 * links all read this list.
 */
function appOrigins(publicUrl: string | undefined, port: number, brandHostPrefix: string, isDevelopment: boolean) {
  const appUrl = publicUrl ? new URL(publicUrl).origin : `http://localhost:${port}`;
  const base = new URL(appUrl);
  const brandHost = base.hostname.startsWith(brandHostPrefix) ? base.hostname : `${brandHostPrefix}.${base.hostname}`;
  const brandUrl = `${base.protocol}//${brandHost}${base.port ? `:${base.port}` : ''}`;
  const allowed = [...new Set([appUrl, brandUrl, ...(isDevelopment ? [VITE_DEV_ORIGIN] : [])])];
  return { appUrl, brandUrl, allowed };
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    origins: appOrigins(e.PUBLIC_URL, e.PORT, e.BRAND_HOST_PREFIX, e.NODE_ENV === 'development'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    resetLinkTtlMinutes: e.RESET_LINK_TTL_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    brandHostPrefix: e.BRAND_HOST_PREFIX,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perEmail: e.RATE_LIMIT_PER_EMAIL,
      perIp: e.RATE_LIMIT_PER_IP,
    },
    trustProxy: e.TRUST_PROXY,
    readCache: { max: e.READ_CACHE_ENTRIES, ttlMs: e.READ_CACHE_TTL_SECONDS * 1000 },
    searchIndex: e.SEARCH_INDEX ?? !!e.DATABASE_URL,
    sessionCache: !!e.DATABASE_URL && (e.SESSION_CACHE ?? e.NODE_ENV !== 'test'),
    seedOnStart: e.SEED_ON_START,
    runJobs: e.RUN_JOBS,
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    crm: {
      hubspotToken: e.HUBSPOT_TOKEN,
      hubspotApiUrl: e.HUBSPOT_API_URL.replace(/\/$/, ''),
      hubspotPortalId: e.HUBSPOT_PORTAL_ID,
      syncCron: e.CRM_SYNC_CRON,
    },
    review: { digestCron: e.REVIEW_DIGEST_CRON },
    credentialsKey: e.CREDENTIALS_KEY,
    asana: { token: e.ASANA_TOKEN, baseUrl: e.ASANA_BASE_URL.replace(/\/$/, ''), workspaceId: e.ASANA_WORKSPACE_ID },
    managementIframeUrl: e.MANAGEMENT_IFRAME_URL,
    listingFeed: {
      /** The local feed file; relative gallery paths of any local feed are read below its directory. */
      file: isAbsolute(e.LISTING_FEED_FILE) ? e.LISTING_FEED_FILE : resolve(REPO_ROOT, e.LISTING_FEED_FILE),
      url: e.LISTING_FEED_URL?.replace(/\/$/, ''),
      token: e.LISTING_FEED_TOKEN,
    },
    map: { tileUrl: e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION, geocoderUrl: e.GEOCODER_URL?.replace(/\/$/, '') },
    storage: {
      driver: e.S3_BUCKET ? ('s3' as const) : ('local' as const),
      localRoot: join(dataDir, 'storage'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
          }
        : undefined,
      cdnUrl: e.CDN_URL?.replace(/\/$/, ''),
      urlTtlSeconds: e.STORAGE_URL_TTL_SECONDS,
      partSizeOverride: e.UPLOAD_PART_SIZE_BYTES ?? null,
      incompleteUploadMaxAgeHours: e.INCOMPLETE_UPLOAD_MAX_AGE_HOURS,
    },
    render: {
      width: Number(e.RENDER_SIZE.split('x')[0]),
      height: Number(e.RENDER_SIZE.split('x')[1]),
      timeScale: e.RENDER_TIME_SCALE,
      preset: e.RENDER_PRESET,
      concurrency: e.RENDER_CONCURRENCY,
      expireSeconds: e.RENDER_EXPIRE_SECONDS,
      samplesOnStart: e.RENDER_SAMPLES_ON_START,
      pictureMaxBytes: Math.round(e.RENDER_PICTURE_MAX_MB * 1024 * 1024),
    },
    jobs: { maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS },
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripe:
        e.PAYMENT_PROVIDER === 'stripe'
          ? {
              secretKey: e.STRIPE_SECRET_KEY!,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              api: e.STRIPE_API_HOST
                ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL ?? 'https' }
                : null,
            }
          : null,
    },
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    migrationsDir: resolve(REPO_ROOT, 'apps/server/src/db/migrations'),
  };
}
