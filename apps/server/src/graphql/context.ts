import type { Logger } from 'pino';
import type { Viewer } from '../platform/auth/tokens.js';
import type { Services } from '../services.js';

/** What every resolver sees: who is asking, from where, and the app's services. */
export interface Context {
  viewer: Viewer | null;
  requestId: string;
  ip: string;
  host: string;
  /** The origin links in e-mails point to: from configuration only (platform/links.ts), never a request header. */
  origin: string;
  log: Logger;
  services: Services;
}
