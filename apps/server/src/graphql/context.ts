import type { Logger } from 'pino';
import type { DataVersions, Viewer } from '../platform/auth/tokens.js';
import type { Services } from '../services.js';

/** What every resolver sees: who is asking, from where, and the app's services. */
export interface Context {
  viewer: Viewer | null;
  /** The committed data versions, read with the session at the start of the request (the result cache's tags). */
  dataVersions?: DataVersions;
  requestId: string;
  ip: string;
  host: string;
  /** The origin links in e-mails point to: from configuration only (platform/links.ts), never a request header. */
  origin: string;
  log: Logger;
  services: Services;
  /** The server's own query for a page it draws (platform/public-pages.ts): not a visitor's. */
  prerender: boolean;
}
