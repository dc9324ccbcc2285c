// POST /api/payments/webhook (DECISIONS.md part B): Stripe's events, verified with STRIPE_WEBHOOK_SECRET on the exact
// raw body. The route lives in its own Fastify scope whose only body parser keeps the bytes (a JSON parse and
// re-serialisation would break the signature); every other route keeps the JSON parser. A bad signature or a
// timestamp older than the tolerance answers 400 and changes nothing; with the local sandbox the route is 404.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';
import type { RestRouteConfig } from '../../../platform/rest.js';
import { applyPaymentEvent } from './payments.service.js';
import { WebhookRefused, type PaymentEvent } from './payments.port.js';
import { paymentProviderFor } from './payments.provider.js';

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export async function registerPaymentWebhook(fastify: FastifyInstance, services: Services): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(PAYMENT_WEBHOOK_PATH, { config: { access: 'payments-webhook' } satisfies RestRouteConfig }, async (req, reply) => {
      const provider = paymentProviderFor(services.config);
      if (provider.name !== 'stripe') return reply.status(404).send({ error: 'Not found' });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event: PaymentEvent;
      try {
        event = provider.verifyEvent(raw, req.headers['stripe-signature'] as string | undefined);
      } catch (err) {
        if (!(err instanceof WebhookRefused)) throw err;
        req.log.warn({ reason: err.message }, 'payment webhook refused');
        return reply.status(400).send({ error: 'Webhook signature verification failed.' });
      }
      const outcome = await applyPaymentEvent(services, provider, event);
      return reply.send({ received: true, outcome });
    });
  });
}
