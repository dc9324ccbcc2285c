// The app's services, built once per process and handed to resolvers through the context.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { TokenService } from './platform/auth/tokens.js';
import type { Mailer } from './platform/mail.js';
import type { Jobs } from './platform/jobs.js';
import type { PubSub } from './graphql/pubsub.js';
import type { Storage } from './platform/storage/index.js';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  jobs: Pick<Jobs, 'send'>;
  pubsub: PubSub;
  storage: Storage;
  log: Logger;
}
