// Entry point: config → database → migrate → seed if empty → jobs → listen. `main.js worker` only works on jobs.
// SIGTERM/SIGINT drain in-flight requests, close sockets and the database, and exit 0.
import { TEST_PAYMENTS_WARNING, loadConfig, startRefusal } from './config.js';
import { buildApp } from './app.js';
import { ALL_JOBS } from './jobs.registry.js';
import { seedIfEmpty } from './seed/seed.js';
import { queueMissingSamples } from './modules/render/index.js';
import { describeVideoTools, videoTools } from './platform/render/video-tools.js';
import { isDatabaseUnavailable } from './db/unavailable.js';

const mode = process.argv[2] === 'worker' ? 'worker' : 'serve';
const config = loadConfig();
const refusal = startRefusal(config);
if (refusal) throw new Error(refusal);
const app = await buildApp(config);
const log = app.services.log;
if (config.payments.provider === 'local') log.warn(TEST_PAYMENTS_WARNING);
// which ffmpeg renders here (path, where it was found, version), or, once, why nothing can
if (videoTools().available) log.info(describeVideoTools());
else log.warn(describeVideoTools());
// pg-boss records a job's end without awaiting it (v10's worker loop); while PostgreSQL is down that write fails with
// nobody to catch it. The job then stays active until it expires and runs again (every job is idempotent), so such a
// failure is logged, not fatal. Any other unhandled rejection is a bug and still ends the process.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) return log.warn({ err: reason }, 'database unreachable: a background write was dropped');
  log.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});

if (config.seedOnStart) await seedIfEmpty(app.services);
if (mode === 'worker' || config.runJobs) await app.jobs.work(ALL_JOBS, app.services);
if (mode === 'serve') {
  await app.fastify.listen({ port: config.port, host: config.host });
  log.info(`VMS is running on ${config.origins.appUrl} (database: ${app.services.database.kind})`);
  // the templates' sample videos (getVideoTemplates' s3Link), rendered by a job when missing; never awaited by start-up
  if (config.render.samplesOnStart && videoTools().available)
    void queueMissingSamples(app.services).catch((err: unknown) => log.warn({ err }, 'could not queue the sample videos'));
} else {
  log.info('VMS worker is working on jobs');
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: draining requests');
  const timer = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
