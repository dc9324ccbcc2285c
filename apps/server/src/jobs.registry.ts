// Every background job of the app: the platform's mail job, the demo files job and each domain's (its manifest's `jobs`,
// and its `on`: the jobs that handle other domains' events); `main.ts` works on these in the app process or in `worker`
// processes.
import type { z } from 'zod';
import type { JobDefinition } from './platform/jobs.js';
import type { Services } from './services.js';
import { mailJob } from './platform/mail.job.js';
import { DOMAINS } from './modules/index.js';
import { demoFilesJob } from './seed/files.js';

export const ALL_JOBS: readonly JobDefinition<z.ZodType, Services>[] = [
  mailJob,
  demoFilesJob,
  ...DOMAINS.flatMap((d) => [...(d.jobs ?? []), ...(d.on ?? [])]),
];
