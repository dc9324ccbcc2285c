// npm run import:listings [-- FILE] [-- --no-galleries] [-- --no-drafts]
// Imports a listing feed: FILE (a JSON feed, see connectors/listings/port.ts), or the configured feed without one
// (LISTING_FEED_URL, else LISTING_FEED_FILE). Safe to run again: listings and brokers are matched by their feed ids.
// The gallery jobs are queued for the app (or a worker) to process. Stop the server first on the embedded database:
// PGlite opens its data directory in one process only.
import { dirname, relative, resolve } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { startJobs } from '../platform/jobs.js';
import { ALL_JOBS } from '../jobs.registry.js';
import { createListingFeed } from '../connectors/listings/index.js';
import { createLocalFeed } from '../connectors/listings/local.js';
import { importListings, queueGalleries } from '../modules/sales/feed/feed.service.js';
import { queueFeedDrafts } from '../modules/vidpitch/index.js';

export async function runImportListings(args: string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  const config = loadConfig(env);
  const fileArg = args.find((a) => !a.startsWith('--'));
  const galleryRoot = dirname(config.listingFeed.file);
  // npm runs workspace scripts in apps/server; a relative FILE means relative to where the command was typed.
  const file = fileArg ? resolve(env.INIT_CWD ?? process.cwd(), fileArg) : undefined;
  const feed = file ? createLocalFeed({ file, galleryRoot }) : createListingFeed(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate(config.migrationsDir);
    const t0 = Date.now();
    let outside = 0;
    const summary = await importListings(
      database.db,
      (async function* () {
        for await (const page of feed.fetchAll()) {
          outside += page.flatMap((l) => l.gallery).filter((g) => g.startsWith('../')).length;
          yield page;
        }
      })(),
    );
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    let queued = 0;
    let drafts = 0;
    const galleries = !args.includes('--no-galleries') && summary.galleryAssetIds.length > 0;
    const wantDrafts = !args.includes('--no-drafts') && summary.createdAssetIds.length > 0;
    if (galleries || wantDrafts) {
      const jobs = await startJobs(database, pino({ level: 'warn' }), ALL_JOBS);
      try {
        if (galleries) {
          await queueGalleries(jobs, summary.galleryAssetIds);
          queued = summary.galleryAssetIds.length;
        }
        // a listing that enters the feed gets its lead broker's VidPitch draft (made, rendered and e-mailed by the app)
        if (wantDrafts) drafts = await queueFeedDrafts(jobs, summary.createdAssetIds);
      } finally {
        await jobs.stop();
      }
    }
    const lines = [
      `imported ${summary.listings} listings (${summary.created} new, ${summary.updated} updated, ${summary.unchanged} unchanged) and ${summary.brokers} brokers ` +
        `from ${file ? relative(env.INIT_CWD ?? process.cwd(), file) || file : feed.kind === 'http' ? config.listingFeed.url : config.listingFeed.file} in ${seconds} s; ` +
        `gallery processing queued for ${queued} listings; VidPitch drafts queued for ${drafts} new listings`,
    ];
    if (outside)
      lines.push(`warning: ${outside} gallery images lie outside ${galleryRoot} and will not be read; put them below it or use URLs`);
    return lines.join('\n');
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await runImportListings(process.argv.slice(2)));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
