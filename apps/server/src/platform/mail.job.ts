import { z } from 'zod';
import { defineJob } from './jobs.js';
import type { Mailer } from './mail.js';

/** Sends one e-mail; retried with backoff while SMTP is down. */
export const mailJob = defineJob({
  name: 'mail.send',
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().optional(),
  }),
  retryLimit: 8,
  handler: async (message, { mailer }: { mailer: Mailer }) => {
    await mailer.send(message);
  },
});
