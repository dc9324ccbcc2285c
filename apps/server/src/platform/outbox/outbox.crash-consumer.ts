// The crash test's consumer of renderEnded (outbox.crash.test.ts): a job queued once per delivered event.
import { z } from 'zod';
import { defineEvent, type JobDefinition } from '../jobs.js';

const ended = defineEvent({ name: 'renderEnded', payload: z.object({ renderId: z.string(), videoId: z.string(), status: z.string() }) });

export const crashConsumer: JobDefinition = { name: 'test.outbox-consumer', payload: ended.payload, on: ended, handler: async () => {} };
