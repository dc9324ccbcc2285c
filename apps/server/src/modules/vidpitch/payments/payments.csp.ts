// What the browser may load for Stripe's Payment Element (Stripe's documented Content-Security-Policy for Stripe.js):
// nothing with the local sandbox. With STRIPE_API_HOST (a local fake in tests) that origin is reachable too.
import type { Config } from '../../../config.js';
import type { CspAdditions } from '../../core/index.js';

export function paymentCsp(config: Config): CspAdditions {
  const stripe = config.payments.stripe;
  if (!stripe) return {};
  const api = stripe.api ? [`${stripe.api.protocol}://${stripe.api.host}${stripe.api.port ? `:${stripe.api.port}` : ''}`] : [];
  return {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com', ...api],
  };
}
