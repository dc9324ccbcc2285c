// vidpitch: the broker's draft videos, their public pages, the modify flow, registration, the $49 purchase and the
// assets listing (issue 13, part B; docs/adr/0021-vidpitch.md). Videos are rendered by the render domain.
import type { Services } from '../../services.js';
import { defineDomain } from '../core/index.js';
import { draftJob, vidpitchRenderEnded } from './draft/vidpitch.draft.js';
import { feedDraftJob } from './draft/vidpitch.feed.js';
import { registerVidpitchRest } from './vidpitch.rest.js';
import { registerPaymentWebhook } from './payments/payments.webhook.js';
import { paymentCsp } from './payments/payments.csp.js';
import './vidpitch.events.js';
import './vidpitch.graphql.js';
import './images/vidpitch.images.graphql.js';
import './payments/payments.graphql.js';

export const vidpitchDomain = defineDomain({
  name: 'vidpitch',
  jobs: [draftJob, feedDraftJob],
  on: [vidpitchRenderEnded],
  rest: async (fastify, services: Services) => {
    registerVidpitchRest(fastify, services);
    await registerPaymentWebhook(fastify, services);
  },
  csp: paymentCsp,
});

export { createDraft, draftJob } from './draft/vidpitch.draft.js';
export { feedDraftJob, queueFeedDrafts } from './draft/vidpitch.feed.js';
