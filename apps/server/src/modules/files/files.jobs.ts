import { z } from 'zod';
import { defineJob } from '../../platform/jobs.js';
import { abortStaleUploads } from './files.service.js';

/** Every hour: uploads still unfinished after INCOMPLETE_UPLOAD_MAX_AGE_HOURS (24 h) are aborted and their parts removed. */
export const cleanupUploadsJob = defineJob({
  name: 'files.cleanup-incomplete-uploads',
  payload: z.object({ maxAgeHours: z.number().min(0).optional() }),
  schedule: '17 * * * *',
  retryLimit: 3,
  handler: async (data, s) => {
    await abortStaleUploads(s, data.maxAgeHours ?? s.config.storage.incompleteUploadMaxAgeHours);
  },
});
