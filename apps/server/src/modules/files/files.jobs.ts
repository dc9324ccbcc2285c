import { z } from 'zod';
import type { Services } from '../../services.js';
import { defineJob } from '../../platform/jobs.js';
import { abortStaleUploads, removeOrphanOrderImages } from './files.service.js';

/**
 * Every hour: uploads still unfinished after INCOMPLETE_UPLOAD_MAX_AGE_HOURS (24 h) are aborted and their parts
 * removed, and order-tab images as old that no order uses (presigned single-file writes) are deleted.
 */
export const cleanupUploadsJob = defineJob({
  name: 'files.cleanup-incomplete-uploads',
  payload: z.object({ maxAgeHours: z.number().min(0).optional() }),
  schedule: '17 * * * *',
  retryLimit: 3,
  handler: async (data, s: Services) => {
    const maxAgeHours = data.maxAgeHours ?? s.config.storage.incompleteUploadMaxAgeHours;
    await abortStaleUploads(s, maxAgeHours);
    await removeOrphanOrderImages(s, maxAgeHours);
  },
});
