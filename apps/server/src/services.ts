// The app's services, built once per process and handed to resolvers through the context.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { TokenService } from './platform/auth/tokens.js';
import type { Mailer } from './platform/mail.js';
import type { Jobs } from './platform/jobs.js';
import type { Live } from './platform/outbox/live.js';
import type { CrmPort } from './connectors/hubspot/port.js';
import type { TaskTracker } from './connectors/asana/port.js';
import type { SecretBox } from './platform/secret-box.js';
import type { ReadCache } from './platform/read-cache.js';
import type { Storage } from './platform/storage/index.js';
import type { ListingFeed } from './connectors/listings/port.js';
import type { Geocoder } from './connectors/geocoder/port.js';
import type { DomainManifest, InviteLinks, ProfileHandler } from './modules/core/domain.js';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  jobs: Pick<Jobs, 'send' | 'cancel' | 'pending'>;
  /** Subscribing to what changed (the outbox's events); domains record theirs with `emit` (platform/outbox). */
  live: Live;
  /** Where project sections and tasks live: VMS tables, mirrored to Asana when ASANA_TOKEN is set. */
  tracker: TaskTracker;
  /** Encrypts secrets kept in the database (project-account credentials). */
  secrets: SecretBox;
  storage: Storage;
  /** Search and list results kept until a write to their tables (ADR 0016 "Result cache"). */
  readCache: ReadCache;
  log: Logger;
  /** The CRM brokers are pushed to: HubSpot with HUBSPOT_TOKEN, the local crm_contacts table otherwise. */
  crm: CrmPort;
  /** Where listings come from: the HTTP feed with LISTING_FEED_URL, the LISTING_FEED_FILE JSON otherwise. */
  listings: ListingFeed;
  /** Where an address is (pilot profiles store their point when saved). */
  geocoder: Geocoder;
  /** Every domain's set-up of a new project (manifests' projectCreated), run by core's createProject. */
  projectCreated: NonNullable<DomainManifest['projectCreated']>[];
  /** Every role's own profile (manifests' profile), which auth's updateProfile hands the role's calls to. */
  profiles: ProfileHandler<Services>[];
  /** The registration links (the invitations domain's), which a profile's registration checks and spends. */
  inviteLinks: InviteLinks;
}
