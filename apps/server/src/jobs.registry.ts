// Every background job of the app; `main.ts` works on these in the app process or in `worker` processes.
import type { JobDefinition } from './platform/jobs.js';
import { mailJob } from './platform/mail.job.js';
import { crmSyncJob } from './modules/brokers/brokers.jobs.js';
import { cleanupUploadsJob } from './modules/files/files.jobs.js';
import { galleryJob } from './modules/sales/gallery.job.js';
import { crmDealPushJob } from './modules/sales/sales.jobs.js';

export const ALL_JOBS: JobDefinition[] = [mailJob, crmSyncJob, cleanupUploadsJob, galleryJob, crmDealPushJob] as unknown as JobDefinition[];
