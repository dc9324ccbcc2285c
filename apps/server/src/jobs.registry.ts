// Every background job of the app; `main.ts` works on these in the app process or in `worker` processes.
import type { JobDefinition } from './platform/jobs.js';
import { mailJob } from './platform/mail.job.js';
import { crmSyncJob } from './modules/brokers/brokers.jobs.js';
import { cleanupUploadsJob } from './modules/files/files.jobs.js';

export const ALL_JOBS: JobDefinition[] = [mailJob, crmSyncJob, cleanupUploadsJob] as unknown as JobDefinition[];
